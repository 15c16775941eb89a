import type { ConsentKind, ConsentRecord, CookieConsent } from '@atelier/contract';
import type { RequestContext, SiteContext } from '../../context.ts';
import * as repository from './consent-records.repository.ts';

/**
 * Consent records (issue 20 item 7, GDPR article 7: the controller shows that the person consented): each choice
 * is kept with the account or the banner's anonymous id, what was chosen, the version of the text shown and the
 * time, never changed. The cookie banner sends its own; the newsletter's opt-ins and withdrawals name the privacy
 * policy's live version (`legal:PRIVACY_POLICY:<id>`, `legal:PRIVACY_POLICY:none` before the site has one).
 */

/** The version of a legal text as a consent record names it. */
export async function legalTextVersion(ctx: RequestContext, key: string): Promise<string> {
  const id = await repository.findCurrentLegalVersion(ctx, key);
  return `legal:${key}:${id ?? 'none'}`;
}

/** The cookie banner's answer, by the logged account or the banner's anonymous id. */
export async function recordCookieConsent(ctx: RequestContext, userId: number | null, consent: CookieConsent) {
  await repository.insertConsent(ctx, {
    kind: 'COOKIES',
    userId,
    anonymousId: consent.anonymousId,
    // `necessary` is not a choice: it is always on.
    choices: [...new Set(consent.categories)].filter((category) => category !== 'necessary'),
    textVersion: consent.textVersion,
    locale: ctx.locale,
  });
}

/** Who chose: the account, else an id of what the choice was made on (`newsletter-subscription:12`). */
export interface ConsentSubject {
  userId: number | null;
  anonymousId?: string | null;
}

/** An opt-in (the lists joined) or a withdrawal (none) under the privacy policy in force. */
export async function recordPolicyConsent(
  ctx: RequestContext,
  kind: ConsentKind,
  subject: ConsentSubject,
  choices: string[],
) {
  await repository.insertConsent(ctx, {
    kind,
    userId: subject.userId,
    anonymousId: subject.anonymousId ?? null,
    choices,
    textVersion: await legalTextVersion(ctx, 'PRIVACY_POLICY'),
    locale: ctx.locale,
  });
}

/** A choice made on a text of the site's own (a form's consent box), named by the version of its words. */
export async function recordShownTextConsent(
  ctx: RequestContext,
  kind: ConsentKind,
  subject: ConsentSubject,
  choices: string[],
  textVersion: string,
) {
  await repository.insertConsent(ctx, {
    kind,
    userId: subject.userId,
    anonymousId: subject.anonymousId ?? null,
    choices,
    textVersion,
    locale: ctx.locale,
  });
}

/** An account's choices as its data download shows them, oldest first. */
export async function consentsOf(ctx: SiteContext, userId: number): Promise<ConsentRecord[]> {
  return (await repository.findConsentsOf(ctx, userId)).map((row) => ({
    kind: row.kind,
    choices: row.choices,
    textVersion: row.textVersion,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
  }));
}
