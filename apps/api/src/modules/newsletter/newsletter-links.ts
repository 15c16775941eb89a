import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@atelier/contract';
import { loadSecretKey } from '../../storage/secret-keys.ts';

/** The key of the unsubscribe links (a token column per subscription would have changed the schema). */
export const loadUnsubscribeKey = (dataDir: string) => loadSecretKey(dataDir, 'newsletter-unsubscribe');

function mac(key: Buffer, siteId: number, subscriptionId: number): string {
  return createHmac('sha256', key).update(`newsletter-unsubscribe:${siteId}:${subscriptionId}`).digest('base64url');
}

/** The token of a subscription's unsubscribe link: `{id}.{HMAC of site and id}`, valid as long as the row. */
export function unsubscribeToken(key: Buffer, siteId: number, subscriptionId: number): string {
  return `${subscriptionId}.${mac(key, siteId, subscriptionId)}`;
}

/** The subscription an unsubscribe token names on this site, or null for a forged or foreign one. */
export function subscriptionOfToken(key: Buffer, siteId: number, token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(mac(key, siteId, id));
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}

/** The storefront pages the mailed links open, under `/en` in English (like the password reset link). */
export function newsletterLink(origin: string, locale: Locale, page: 'confirm' | 'unsubscribe', token: string): string {
  return `${origin}${locale === 'en' ? '/en' : ''}/newsletter/${page}/${token}`;
}
