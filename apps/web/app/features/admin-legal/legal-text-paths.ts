import { LEGAL_TEXT_KEYS, type LegalTextKey } from '@atelier/contract';

/** Each legal text's page on the storefront (SPEC §2), also its address in the back-office (/admin/legal/…). */
export const LEGAL_TEXT_SLUG: Record<LegalTextKey, string> = {
  LEGAL_NOTICE: 'legal-notice',
  PRIVACY_POLICY: 'privacy-policy',
  COOKIE_POLICY: 'cookie-policy',
  SALE_TERMS: 'sale-terms',
  USE_TERMS: 'use-terms',
};

/** `legal-notice` → `LEGAL_NOTICE`, or null for any other word. */
export function legalTextKeyOf(slug: string | undefined): LegalTextKey | null {
  return LEGAL_TEXT_KEYS.find((key) => LEGAL_TEXT_SLUG[key] === slug) ?? null;
}
