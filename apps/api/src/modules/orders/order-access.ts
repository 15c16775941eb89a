import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Locale } from '@atelier/contract';
import { orders } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { loadSecretKey } from '../../storage/secret-keys.ts';
import { sessionUser } from '../accounts/session.ts';

/**
 * The signed, expiring link a guest follows from their confirmation mail to their order (issue 7 item 1):
 * `{orderId}.{expiry, unix seconds}.{HMAC of site, order and expiry}`. It opens that order only, on that site,
 * until it expires; the API takes it as the `x-order-access` header (or `?access=`) on the order's routes.
 */
export const loadOrderAccessKey = (dataDir: string) => loadSecretKey(dataDir, 'order-access');

/** How long a mailed order link works: past the withdrawal period and the usual return window. */
export const ORDER_ACCESS_DAYS = 90;

function mac(key: Buffer, siteId: number, orderId: number, expires: number): string {
  return createHmac('sha256', key).update(`order-access:${siteId}:${orderId}:${expires}`).digest('base64url');
}

export function orderAccessToken(key: Buffer, siteId: number, orderId: number, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + ORDER_ACCESS_DAYS * 86_400;
  return `${orderId}.${expires}.${mac(key, siteId, orderId, expires)}`;
}

/** The order a token opens on this site, or null (forged, another site's or another order's, expired). */
export function orderOfAccessToken(key: Buffer, siteId: number, token: string, now = new Date()): number | null {
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token.trim());
  if (!match) return null;
  const orderId = Number(match[1]);
  const expires = Number(match[2]);
  if (expires * 1000 <= now.getTime()) return null;
  const given = Buffer.from(match[3]!);
  const expected = Buffer.from(mac(key, siteId, orderId, expires));
  return given.length === expected.length && timingSafeEqual(given, expected) ? orderId : null;
}

/** The storefront page of a guest's order (under /en in English). */
export function orderAccessLink(origin: string, locale: Locale, token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/order/follow/${token}`;
}

/** Where a request carries an order link's token: the `x-order-access` header, or `?access=` in the URL. */
export function accessTokenOf(request: FastifyRequest): string | null {
  const header = request.headers['x-order-access'];
  if (typeof header === 'string' && header.trim() !== '') return header.trim();
  const query = (request.query as Record<string, unknown> | undefined)?.['access'];
  return typeof query === 'string' && query.trim() !== '' ? query.trim() : null;
}

/**
 * The order `orderId` of this site if the request may see it: its logged owner, or whoever holds a valid link
 * to it (a guest's order, or a member's opened from the mail). Anything else is a 404 (ids are not confirmed).
 */
export async function accessibleOrder(
  request: FastifyRequest,
  orderId: number,
  key: Buffer,
): Promise<typeof orders.$inferSelect> {
  const ctx = request.ctx;
  const [order] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, ctx.siteId), eq(orders.id, orderId)));
  if (!order) throw notFound('Order', orderId);
  const token = accessTokenOf(request);
  if (token !== null && orderOfAccessToken(key, ctx.siteId, token) === orderId) return order;
  const user = await sessionUser(request);
  if (user && order.userId === user.id) return order;
  throw notFound('Order', orderId);
}
