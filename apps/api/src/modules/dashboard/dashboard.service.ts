import { pickLocale, type AdminDashboard } from '@atelier/contract';
import { SHOP_TIME_ZONE, shopDay } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { orderStatus } from '../order-history/order-statuses.ts';
import { storedParameters } from '../site/site.service.ts';
import * as repository from './dashboard.repository.ts';

/** How many rows each list of the dashboard shows (its total says how many there are). */
const LIST_SIZE = 10;
/** The storefront's default for STOCK_LIMIT_DISPLAY (apps/web product-settings.ts). */
const DEFAULT_STOCK_LIMIT = 2;

/** Minutes the shop's clock is ahead of UTC at an instant. */
function offsetMinutes(at: Date): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: SHOP_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, Number(part.value)]),
  );
  const wall = Date.UTC(parts['year']!, parts['month']! - 1, parts['day']!, parts['hour']!, parts['minute']!);
  return Math.round((wall - Math.floor(at.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a shop day (YYYY-MM-DD) begins. */
export function shopMidnight(day: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, date);
  let instant = wall - offsetMinutes(new Date(wall)) * 60_000;
  // Around a change of time the offset at the guess and at midnight differ: take midnight's.
  instant = wall - offsetMinutes(new Date(instant)) * 60_000;
  return new Date(instant);
}

const customerOf = (address: { firstname: string; lastname: string }) =>
  `${address.firstname} ${address.lastname}`.trim();

/**
 * `GET /admin/dashboard` (issue 16 item 8): the day and the month in the shop's time zone (orders paid in them,
 * cancelled and refunded ones left out, and what they paid), the month day by day for a small chart, the orders
 * to prepare (paid, not shipped), the returns still open, the tracked stock at or below the storefront's display
 * threshold (STOCK_LIMIT_DISPLAY).
 */
export async function dashboard(ctx: RequestContext): Promise<AdminDashboard> {
  const now = new Date();
  const today = shopDay(now);
  const month = today.slice(0, 7);
  const parameters = await storedParameters(ctx);
  const limit = Number(parameters.get('STOCK_LIMIT_DISPLAY'));
  const threshold = Number.isFinite(limit) && limit > 0 ? Math.floor(limit) : DEFAULT_STOCK_LIMIT;
  const [paid, toPrepare, returns, lowStock] = await Promise.all([
    repository.findPaidSince(ctx, shopMidnight(`${month}-01`)),
    repository.findToPrepare(ctx, LIST_SIZE),
    repository.findOpenReturns(ctx, LIST_SIZE),
    repository.findLowStock(ctx, threshold, LIST_SIZE),
  ]);
  const days = Number(today.slice(8, 10));
  const daily = Array.from({ length: days }, (_, index) => ({
    date: `${month}-${String(index + 1).padStart(2, '0')}`,
    orders: 0,
    revenue: 0,
  }));
  for (const row of paid) {
    if (!row.paidAt) continue;
    const day = daily[Number(shopDay(row.paidAt).slice(8, 10)) - 1];
    if (!day || !day.date.startsWith(month)) continue;
    day.orders += 1;
    day.revenue += row.total;
  }
  const sum = (rows: typeof daily) =>
    rows.reduce((total, day) => ({ orders: total.orders + day.orders, revenue: total.revenue + day.revenue }), {
      orders: 0,
      revenue: 0,
    });
  return {
    today,
    month,
    figures: { today: sum(daily.slice(-1)), month: sum(daily) },
    daily,
    toPrepare: {
      total: toPrepare.total,
      items: toPrepare.items.map((row) => ({
        id: row.id,
        reference: row.reference,
        createdAt: row.createdAt.toISOString(),
        customer: customerOf(row.billingAddress),
        total: row.total,
        status: orderStatus(row.status, ctx.locale),
      })),
    },
    returnsWaiting: {
      total: returns.total,
      items: returns.items.map((row) => ({
        id: row.id,
        idOrder: row.orderId,
        reference: row.reference,
        kind: row.kind,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    lowStock: {
      threshold,
      total: lowStock.total,
      items: lowStock.items.map((row) => ({
        idProduct: row.productId,
        idDeclination: row.declinationId,
        name: [pickLocale(row.name, ctx.locale), row.year ? String(row.year) : null].filter(Boolean).join(' '),
        reference: row.reference,
        quantity: row.quantity,
      })),
    },
  };
}
