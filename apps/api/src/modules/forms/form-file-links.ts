import { createHmac, timingSafeEqual } from 'node:crypto';
import { loadSecretKey } from '../../storage/secret-keys.ts';

/** A sender's link to their file stays valid 30 days (the acknowledgement mail carries it). */
const LINK_LIFETIME_SECONDS = 30 * 24 * 3600;

export const loadFormFileKey = (dataDir: string) => loadSecretKey(dataDir, 'form-files');

const signatureOf = (key: Buffer, siteId: number, fileId: number, expires: number) =>
  createHmac('sha256', key).update(`form-file:${siteId}:${fileId}:${expires}`).digest('base64url');

/** The signed, expiring link to a file of an answer, for the person who sent it. */
export function signedFileLink(key: Buffer, origin: string, siteId: number, fileId: number, now = Date.now()) {
  const expires = Math.floor(now / 1000) + LINK_LIFETIME_SECONDS;
  const signature = signatureOf(key, siteId, fileId, expires);
  return `${origin}/api/forms/file/download/${fileId}?expires=${expires}&signature=${signature}`;
}

/** Whether a link's signature is this file's of this site, and not expired. */
export function isSignatureValid(
  key: Buffer,
  siteId: number,
  fileId: number,
  link: { expires: number; signature: string },
  now = Date.now(),
) {
  if (link.expires * 1000 < now) return false;
  const expected = Buffer.from(signatureOf(key, siteId, fileId, link.expires));
  const given = Buffer.from(link.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
