import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type OrderDeliveryType, type OrderStatusCode } from '@atelier/contract';
import { goodsStillHere, isMailedStatus, transitionRefusal } from './order-transitions.ts';

const paid = new Date('2026-05-04T10:00:00Z');
const order = (status: OrderStatusCode, deliveryType: OrderDeliveryType = 'DELIVERY', paidAt: Date | null = paid) => ({
  status,
  deliveryType,
  paidAt,
});
const refusal = (from: ReturnType<typeof order>, to: OrderStatusCode, tracking = false) =>
  transitionRefusal(from, to, tracking)?.key ?? null;

describe('order status transitions', () => {
  it.each([
    ['PAID', 'IN_PREPARATION', 'DELIVERY'],
    ['IN_PREPARATION', 'SHIPPED', 'DELIVERY'],
    ['IN_PREPARATION', 'SHIPPED', 'PICKUP'],
    ['PAID', 'SHIPPED', 'DELIVERY'],
    ['IN_PREPARATION', 'READY_FOR_PICKUP', 'CLICK_AND_COLLECT'],
    ['SHIPPED', 'DELIVERED', 'PICKUP'],
    ['READY_FOR_PICKUP', 'DELIVERED', 'CLICK_AND_COLLECT'],
    ['PAID', 'DELIVERED', 'NO_DELIVERY'],
    ['IN_PREPARATION', 'DELIVERED', 'NO_DELIVERY'],
    ['AWAITING_PAYMENT', 'CANCELLED', 'DELIVERY'],
    ['PAID', 'CANCELLED', 'DELIVERY'],
    ['IN_PREPARATION', 'CANCELLED', 'DELIVERY'],
    ['READY_FOR_PICKUP', 'CANCELLED', 'CLICK_AND_COLLECT'],
    ['PAID', 'REFUNDED', 'DELIVERY'],
    ['SHIPPED', 'REFUNDED', 'DELIVERY'],
    ['DELIVERED', 'REFUNDED', 'DELIVERY'],
    ['CANCELLED', 'REFUNDED', 'DELIVERY'],
  ] as const)('allows %s → %s (%s)', (from, to, delivery) => {
    expect(refusal(order(from, delivery), to)).toBeNull();
  });

  it.each([
    ['AWAITING_PAYMENT', 'SHIPPED', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['AWAITING_PAYMENT', 'IN_PREPARATION', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['AWAITING_PAYMENT', 'PAID', 'DELIVERY', 'ORDER_STATUS_BY_PAYMENT'],
    ['CANCELLED', 'AWAITING_PAYMENT', 'DELIVERY', 'ORDER_STATUS_BY_PAYMENT'],
    ['DELIVERED', 'SHIPPED', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['SHIPPED', 'IN_PREPARATION', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['SHIPPED', 'CANCELLED', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['REFUNDED', 'DELIVERED', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['CANCELLED', 'IN_PREPARATION', 'DELIVERY', 'ORDER_STATUS_NOT_ALLOWED'],
    ['PAID', 'READY_FOR_PICKUP', 'DELIVERY', 'ORDER_STATUS_WRONG_DELIVERY'],
    ['PAID', 'SHIPPED', 'CLICK_AND_COLLECT', 'ORDER_STATUS_WRONG_DELIVERY'],
    ['PAID', 'SHIPPED', 'NO_DELIVERY', 'ORDER_STATUS_WRONG_DELIVERY'],
    ['PAID', 'DELIVERED', 'DELIVERY', 'ORDER_STATUS_WRONG_DELIVERY'],
    ['IN_PREPARATION', 'DELIVERED', 'CLICK_AND_COLLECT', 'ORDER_STATUS_WRONG_DELIVERY'],
    ['PAID', 'PAID', 'DELIVERY', 'ORDER_STATUS_BY_PAYMENT'],
    ['DELIVERED', 'DELIVERED', 'DELIVERY', 'ORDER_STATUS_UNCHANGED'],
  ] as const)('refuses %s → %s (%s): %s', (from, to, delivery, key) => {
    expect(refusal(order(from, delivery), to)).toBe(key);
  });

  it('refunds only an order that was paid', () => {
    expect(refusal(order('CANCELLED', 'DELIVERY', null), 'REFUNDED')).toBe('ORDER_REFUND_UNPAID');
    expect(refusal(order('CANCELLED', 'DELIVERY', paid), 'REFUNDED')).toBeNull();
  });

  it('takes a tracking link with SHIPPED only, and a new one on a shipped order', () => {
    expect(refusal(order('PAID'), 'SHIPPED', true)).toBeNull();
    expect(refusal(order('SHIPPED'), 'SHIPPED', true)).toBeNull();
    expect(refusal(order('SHIPPED'), 'SHIPPED', false)).toBe('ORDER_STATUS_UNCHANGED');
    expect(transitionRefusal(order('PAID'), 'IN_PREPARATION', true)).toEqual({
      key: 'ORDER_TRACKING_LINK_SHIPPED_ONLY',
      kind: 'BAD_REQUEST',
    });
  });

  it('nothing leaves REFUNDED', () => {
    for (const to of ORDER_STATUSES) expect(refusal(order('REFUNDED'), to)).not.toBeNull();
  });

  it('mails the customer at every change after the payment, and gives stock back only for goods still here', () => {
    expect(ORDER_STATUSES.filter(isMailedStatus)).toEqual([
      'IN_PREPARATION',
      'SHIPPED',
      'READY_FOR_PICKUP',
      'DELIVERED',
      'CANCELLED',
      'REFUNDED',
    ]);
    expect(ORDER_STATUSES.filter(goodsStillHere)).toEqual(['PAID', 'IN_PREPARATION', 'READY_FOR_PICKUP']);
  });
});
