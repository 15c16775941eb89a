import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locale } from '@atelier/contract';

/**
 * The key of the unsubscribe links: 32 random bytes kept under DATA_DIR (made on the first start), because
 * the configuration has no secret of its own and a token column per subscription would change the schema.
 * Processes behind a load balancer share DATA_DIR (uploads live there too), so they share the key; a new key
 * (DATA_DIR wiped) only ends the links already mailed, and a logged user can still unsubscribe from /account.
 */
export async function loadUnsubscribeKey(dataDir: string): Promise<Buffer> {
  const file = path.join(dataDir, 'secrets', 'newsletter-unsubscribe.key');
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    await writeFile(file, randomBytes(32), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    // Another process (or an earlier start) made it first: read that one.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = await readFile(file);
  if (key.length < 32) throw new Error(`${file} is shorter than 32 bytes: delete it to get a new key`);
  return key;
}

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
