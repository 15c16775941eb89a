import { RETENTION } from '@atelier/contract';

/**
 * The retention periods of personal data (issue 20 item 7; SPEC §9's legal text facts), from the contract's
 * RETENTION: the privacy jobs apply them here and the legal texts state them through their `{{RETENTION_…}}`
 * placeholders (fillLegalPlaceholders), so the two cannot disagree; `privacy.test.ts` checks the default texts.
 */

/** An account unused this long is anonymised (SPEC §9: "personal data kept 3 years of inactivity"). */
export const INACTIVITY_YEARS = RETENTION.ACCOUNT_INACTIVITY_YEARS;
/** Its owner is told this many days before, and a login in between keeps the account. */
export const INACTIVITY_NOTICE_DAYS = RETENTION.INACTIVITY_NOTICE_DAYS;
/**
 * Orders and invoices stay this long for the accounts (Code de commerce L123-22), without the person's name and
 * contact details once the account is anonymised. Nothing deletes an order sooner.
 */
export const ACCOUNTING_YEARS = RETENTION.ACCOUNTING_YEARS;
/** Contact messages, form answers, guests' made-to-measure requests, addresses off the newsletter: after the last contact. */
export const PROSPECT_YEARS = RETENTION.PROSPECT_YEARS;
/** A newsletter address never confirmed, a guest's request whose address was never confirmed: after it was given. */
export const UNCONFIRMED_DAYS = RETENTION.UNCONFIRMED_DAYS;

const DAY_MS = 86_400_000;

/** `years` calendar years before `now` (29 February falls back to 28 February or 1 March as Date does). */
function yearsBefore(now: Date, years: number): Date {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then;
}

/** An account last seen at or before this moment gets its notice now. */
export function noticeDueBefore(now: Date): Date {
  return new Date(yearsBefore(now, INACTIVITY_YEARS).getTime() + INACTIVITY_NOTICE_DAYS * DAY_MS);
}

/** An account told at or before this moment, and not seen since, is anonymised now. */
export function anonymisationDueBefore(now: Date): Date {
  return new Date(now.getTime() - INACTIVITY_NOTICE_DAYS * DAY_MS);
}

/** The day an account told now will be anonymised if it stays unused. */
export function anonymisationDay(noticeAt: Date): Date {
  return new Date(noticeAt.getTime() + INACTIVITY_NOTICE_DAYS * DAY_MS);
}

/** A prospect's data whose last contact is at or before this moment goes now. */
export function prospectsDueBefore(now: Date): Date {
  return yearsBefore(now, PROSPECT_YEARS);
}

/** An address given at or before this moment and still unconfirmed goes now. */
export function unconfirmedDueBefore(now: Date): Date {
  return new Date(now.getTime() - UNCONFIRMED_DAYS * DAY_MS);
}
