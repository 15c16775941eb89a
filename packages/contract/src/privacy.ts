import { COOKIE_CATEGORIES } from './consent.ts';
import { z } from './zod.ts';

export { COOKIE_CATEGORIES, consentTextVersion } from './consent.ts';

/**
 * Issue 20 item 7 (GDPR): the consent choices kept as proof, and what the customer's data download holds.
 * COOKIES: the banner's answer; NEWSLETTER: an opt-in or a withdrawal; FORM: a form's consent box; CONTACT: the
 * contact form's box; QUOTE_REQUEST: a made-to-measure request sent under the privacy policy in force.
 */
export const CONSENT_KINDS = ['COOKIES', 'NEWSLETTER', 'FORM', 'CONTACT', 'QUOTE_REQUEST'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

/** `banner:<language>:<hash of the texts shown>` (consentTextVersion). */
const bannerVersionSchema = z.string().regex(/^banner:[a-z]{2}:[0-9a-f]{8}$/);

/** POST /consent: the banner's answer, sent by the banner itself once the visitor chose. */
export const cookieConsentSchema = z.object({
  /** The id the banner keeps in its own cookie (vanilla-cookieconsent's consentId), for a visitor not logged. */
  anonymousId: z.string().trim().min(8).max(64),
  /** The categories accepted; `['necessary']` alone when the visitor refused the others. */
  categories: z.array(z.enum(COOKIE_CATEGORIES)).max(COOKIE_CATEGORIES.length),
  textVersion: bannerVersionSchema,
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;

export const consentRecordedSchema = z.object({ recorded: z.literal(true) });

/** One consent choice as the customer's data download shows it. */
export const consentRecordSchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  choices: z.array(z.string()),
  textVersion: z.string(),
  locale: z.string(),
  createdAt: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/**
 * The retention periods of personal data (SPEC §9), one constant each: the privacy jobs of the API apply them and
 * the legal texts state them through the placeholders `{{RETENTION_<NAME>}}` (fillLegalPlaceholders), so that
 * what the policy says and what the jobs do cannot drift apart.
 */
export const RETENTION = {
  /** An account unused this long is anonymised. */
  ACCOUNT_INACTIVITY_YEARS: 3,
  /** Its owner is told this many days before; a login in between keeps it. */
  INACTIVITY_NOTICE_DAYS: 30,
  /** Orders and invoices are archived this long (Code de commerce L123-22), nameless once the account is gone. */
  ACCOUNTING_YEARS: 10,
  /**
   * A prospect's data (contact messages, form answers, guest made-to-measure requests, addresses that left the
   * newsletter) goes this long after the last contact.
   */
  PROSPECT_YEARS: 3,
  /** An address that never confirmed (a newsletter subscription, a guest's request) goes this long after it was given. */
  UNCONFIRMED_DAYS: 30,
} as const;
export type RetentionPeriod = keyof typeof RETENTION;
