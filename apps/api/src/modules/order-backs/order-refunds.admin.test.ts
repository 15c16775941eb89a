import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderRefunded, AuditEntry, List } from '@atelier/contract';
import { mailOutbox, orderLines, refunds } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  readOrder,
  setOrder,
  type Customer,
} from '../order-history/order-history.factory.ts';
import { pastBack } from './order-backs.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

/** A paid order (2 × 45,00 € + 6,90 € of shipping, paid through the sandbox), then cancelled by the shop. */
async function cancelledOrder(siteId = 1) {
  const order = await paidOrder(t, { siteId, ...(siteId === 1 ? { userId: shopper.id, email: shopper.email } : {}) });
  await setOrder(t, order, { status: 'CANCELLED' });
  const [line] = await t.database.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), eq(orderLines.orderId, order.id)));
  return { order: await readOrder(t, siteId, order.id), line: line! };
}

const refund = (id: number, body: unknown, who: Customer | null = admin, lang: 'fr_FR' | 'en' = 'en', site = 1) =>
  t.call({
    method: 'POST',
    url: `/api/admin/order/${id}/refund`,
    site,
    headers: bearer(who),
    payload: body as object,
    lang,
  });

const detailOf = async (id: number) =>
  expectOk<AdminOrderDetail>(await t.call({ url: `/api/admin/order/${id}`, headers: bearer(admin) }));

function errorsOf(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ success: boolean; message: string; errors: Record<string, string> }>();
}

describe('POST /admin/order/{id}/refund (issue 16 item 4: an order refunded outside a return)', () => {
  it('is for the site’s administrators only; another site’s order is a 404', async () => {
    const { order } = await cancelledOrder();
    expectRefused(await refund(order.id, { amount: 100 }, null), 401);
    expectRefused(await refund(order.id, { amount: 100 }, shopper), 403);
    const elsewhere = await cancelledOrder(2);
    expectRefused(await refund(elsewhere.order.id, { amount: 100 }), 404);
    expectOk(await refund(elsewhere.order.id, { amount: 100, method: 'MANUAL' }, otherAdmin, 'en', 2));
  });

  it('refunds a cancelled order through the sandbox: the refund on the order page, the order REFUNDED, audited, mailed', async () => {
    const { order, line } = await cancelledOrder();
    const before = await detailOf(order.id);
    expect(before.refunds).toEqual([]);
    expect(before.refundable).toMatchObject({
      paid: order.total,
      refunded: 0,
      amount: order.total,
      shipping: order.shippingFees,
      provider: 'SANDBOX',
      lines: [{ idOrderLine: line.id, quantity: 2, unitRefund: 4500, name: 'Coussin en lin' }],
    });

    const response = await refund(order.id, {
      lines: [{ idOrderLine: line.id, quantity: 2 }],
      shipping: order.shippingFees,
      note: 'commande annulée',
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const done = expectOk<AdminOrderRefunded>(response);
    expect(done.refund).toMatchObject({
      idOrderBack: null,
      method: 'PROVIDER',
      provider: 'SANDBOX',
      status: 'DONE',
      amount: order.total,
      shipping: order.shippingFees,
      lines: [{ idOrderLine: line.id, quantity: 2, amount: 9000 }],
      note: 'commande annulée',
      user: { id: admin.id, email: admin.email },
    });
    expect(done.refund.providerRef).toMatch(/^sandbox_refund_/);
    expect(done.refundable).toMatchObject({ amount: 0, refunded: order.total, shipping: 0 });
    expect(done.refundable.lines[0]!.quantity).toBe(0);
    expect(done.orderStatus.code).toBe('REFUNDED');

    const after = await detailOf(order.id);
    expect(after.status.code).toBe('REFUNDED');
    expect(after.refunds).toEqual([
      expect.objectContaining({ id: done.refund.id, status: 'DONE', amount: order.total }),
    ]);
    expect(after.refundable.amount).toBe(0);
    // The customer's mail, kept with the order.
    const mail = after.mails.find((row) => row.kind === 'order.refund');
    expect(mail).toMatchObject({
      to: order.email,
      subject: `Atelier Morineau : votre remboursement (commande ${order.reference})`,
    });
    const [outbox] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(outbox!.text).toContain('Nous vous avons remboursé votre commande');
    expect(outbox!.text).toContain('96,90');
    expect(outbox!.text).toContain('2 × Coussin en lin');
    expect(outbox!.text).toContain(`/account/orders/${order.id}`);

    const audit = expectOk<List<AuditEntry>>(
      await t.call({ url: `/api/admin/audit?entity=order&entityId=${order.id}&nbItem=100`, headers: bearer(admin) }),
    );
    expect(audit.items.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['refund.start', 'refund.done', 'order.status']),
    );
    expect(audit.items.find((entry) => entry.action === 'refund.start')).toMatchObject({
      user: { id: admin.id },
      after: { refundId: done.refund.id, amount: order.total, method: 'PROVIDER' },
    });

    // Nothing is left: a second refund is refused with what is left.
    const again = errorsOf(await refund(order.id, { amount: 100 }));
    expect(again.errors['refund.amount']).toBe(
      'a refund cannot go above what was paid: €0.00 left to refund of €96.90 paid',
    );
  });

  it('refunds part of an order by hand, then never more than what was paid less what was refunded', async () => {
    const { order, line } = await cancelledOrder();
    const part = expectOk<AdminOrderRefunded>(
      await refund(order.id, { lines: [{ idOrderLine: line.id, quantity: 1 }], method: 'MANUAL', note: 'virement' }),
    );
    expect(part.refund).toMatchObject({ method: 'MANUAL', provider: null, status: 'DONE', amount: 4500 });
    expect(part.refundable).toMatchObject({ amount: order.total - 4500, refunded: 4500 });
    expect(part.refundable.lines[0]!.quantity).toBe(1);
    expect(part.orderStatus.code).toBe('CANCELLED');
    const mail = (await detailOf(order.id)).mails.find((row) => row.kind === 'order.refund');
    const [outbox] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(outbox!.text).toContain('une partie de votre commande');
    expect(outbox!.text).toContain('Montant remboursé : 45,00');

    // More units than are left, a line of another order, more shipping than paid, more than what is left.
    const tooMany = errorsOf(await refund(order.id, { lines: [{ idOrderLine: line.id, quantity: 2 }] }));
    expect(tooMany.errors['refund.lines.0.quantity']).toBe('at most 1 units of this line are left to refund');
    const other = await cancelledOrder();
    const foreign = errorsOf(await refund(order.id, { lines: [{ idOrderLine: other.line.id, quantity: 1 }] }));
    expect(foreign.errors['refund.lines.0.idOrderLine']).toBe('this line is not part of the order');
    const shipping = errorsOf(await refund(order.id, { shipping: order.shippingFees + 1 }));
    expect(shipping.errors['refund.shipping']).toBeTruthy();
    const above = errorsOf(await refund(order.id, { amount: order.total - 4500 + 1 }, admin, 'fr_FR'));
    expect(above.errors['refund.amount']).toContain('ne peut pas dépasser ce qui a été payé');
    expect(above.message).toBeTruthy();
    expect(errorsOf(await refund(order.id, {})).errors.refund).toBeTruthy();
    expect(
      (await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).map((row) => row.amount),
    ).toEqual([4500]);

    // What is left, as an amount: the order is refunded in full.
    const rest = expectOk<AdminOrderRefunded>(await refund(order.id, { amount: order.total - 4500, method: 'MANUAL' }));
    expect(rest.refundable.amount).toBe(0);
    expect(rest.orderStatus.code).toBe('REFUNDED');
  });

  it('counts a return’s refunds: units and money refunded on a return are not refunded again', async () => {
    const { order, line } = await cancelledOrder();
    await setOrder(t, order, { status: 'DELIVERED', deliveredAt: new Date() });
    const back = await pastBack(t.database.db, 1, order.id, {
      status: 'PRODUCT_RECEIVED',
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/order-back/${back.id}/status`,
        headers: bearer(admin),
        payload: { status: 'REFUNDED', refund: { lines: [{ idOrderLine: line.id, quantity: 1 }] } },
      }),
    );
    const detail = await detailOf(order.id);
    expect(detail.refunds).toEqual([expect.objectContaining({ idOrderBack: back.id, amount: 4500 })]);
    expect(detail.refundable).toMatchObject({ amount: order.total - 4500 });
    expect(detail.refundable.lines[0]!.quantity).toBe(1);
    const tooMany = errorsOf(await refund(order.id, { lines: [{ idOrderLine: line.id, quantity: 2 }] }));
    expect(tooMany.errors['refund.lines.0.quantity']).toContain('1');
    expectOk(await refund(order.id, { lines: [{ idOrderLine: line.id, quantity: 1 }], shipping: order.shippingFees }));
    expect((await detailOf(order.id)).refundable.amount).toBe(0);
  });

  it('refuses to refund an order nothing was paid for, and a provider refund without a card payment', async () => {
    const unpaid = await awaitingOrder(t, { userId: shopper.id });
    const nothing = errorsOf(await refund(unpaid.id, { amount: 100, method: 'MANUAL' }));
    expect(nothing.errors['refund.amount']).toContain('€0.00 left');
    // Paid before payments were recorded (a seeded order): by hand only.
    await setOrder(t, unpaid, { status: 'CANCELLED', paidAt: new Date() });
    expect((await detailOf(unpaid.id)).refundable).toMatchObject({ amount: unpaid.total, provider: null });
    expect(errorsOf(await refund(unpaid.id, { amount: 100 })).errors['refund.method']).toBeTruthy();
    expectOk(await refund(unpaid.id, { amount: 100, method: 'MANUAL' }));
    expect(expectRefused(await refund(unpaid.id, { amount: -1 }), 400)).toBeTruthy();
  });
});
