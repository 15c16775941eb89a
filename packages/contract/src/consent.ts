/**
 * What the cookie banner reads of the consent rules, without zod (privacy.ts has the schemas): the banner's code
 * loads on a visitor's first page, and a module that imports zod brings zod's whole library with it.
 */

/** The banner's categories (features/consent): `necessary` is always on. */
export const COOKIE_CATEGORIES = ['necessary', 'analytics', 'marketing'] as const;

/**
 * The version of a consent text: where it was shown (the cookie `banner`, a `form`'s consent box), its language and
 * the FNV-1a (32 bits) of the texts shown, so that a choice names the words the visitor read. Not a secret nor a
 * signature: two texts that differ get different versions.
 */
export function consentTextVersion(language: string, text: string, shownIn: 'banner' | 'form' = 'banner'): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${shownIn}:${language}:${hash.toString(16).padStart(8, '0')}`;
}
