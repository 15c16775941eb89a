import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { SiteContext } from '../../context.ts';
import { findPayment, type PaymentDetail, type PaymentRow } from './payments.repository.ts';

/**
 * A payment's return token, `{paymentId}.{secret}` (24 random bytes, 32 base64url characters): what the return
 * URL, the sandbox page and the cancel link carry. Holding it is what lets a browser read or cancel that payment;
 * a bare payment id is not enough (ids can be counted).
 */
export function newReturnSecret(): string {
  return randomBytes(24).toString('base64url');
}

export function returnTokenOf(paymentId: number, secret: string): string {
  return `${paymentId}.${secret}`;
}

function parse(token: string): { paymentId: number; secret: string } | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const paymentId = Number(match[1]);
  return Number.isSafeInteger(paymentId) ? { paymentId, secret: match[2]! } : null;
}

/** The site's payment a return token names, or null (unknown, another site's, or a wrong secret). */
export async function paymentOfToken(ctx: SiteContext, token: string): Promise<PaymentRow | null> {
  const parsed = parse(token);
  if (!parsed) return null;
  const payment = await findPayment(ctx, parsed.paymentId);
  const stored = (payment?.detail as PaymentDetail | null)?.returnSecret;
  if (!payment || typeof stored !== 'string' || stored.length !== parsed.secret.length) return null;
  return timingSafeEqual(Buffer.from(stored), Buffer.from(parsed.secret)) ? payment : null;
}
