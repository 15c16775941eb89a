import { consentTextVersion, pickLocale, type FormFieldDefinition } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { recordPolicyConsent, recordShownTextConsent } from './consent-records.ts';

/**
 * The consents asked by the site's forms (issue 20 item 7, GDPR article 7), kept like the cookie banner's: who
 * (the logged account, else an id of what was sent: `contact-message:12`), what was accepted and the version of
 * the text shown, never changed. The contact form's box and a made-to-measure request name the privacy policy's
 * live version (the box's words point to it); a form's consent field names its own label, as the visitor read it.
 */

/** The contact form's box (required by its schema): the visitor agrees their message is used to answer them. */
export async function recordContactConsent(ctx: RequestContext, messageId: number) {
  const subject = { userId: ctx.user?.id ?? null, anonymousId: `contact-message:${messageId}` };
  await recordPolicyConsent(ctx, 'CONTACT', subject, ['answer']);
}

/** A made-to-measure request: its details are used to answer it, under the privacy policy in force. */
export async function recordQuoteRequestConsent(ctx: RequestContext, jobId: number, userId: number | null) {
  await recordPolicyConsent(ctx, 'QUOTE_REQUEST', { userId, anonymousId: `made-to-measure-job:${jobId}` }, ['quote']);
}

/** The words a consent field shows in the answer's language: its label, help and boxes. */
function shownText(field: FormFieldDefinition, language: RequestContext['locale']): string {
  return [
    pickLocale(field.label, language),
    pickLocale(field.help, language) ?? '',
    ...(field.options ?? []).map((option) => `${option.value}=${pickLocale(option.label, language)}`),
  ].join('\n');
}

/**
 * A form's answer: one record per consent field shown (`consent: true`, a checkboxes field), with the boxes
 * ticked (none when the visitor left them empty) and the version of the field's words
 * (`form:<language>:<hash>`, which changes when the site's owner rewrites them).
 */
export async function recordFormConsents(
  ctx: RequestContext,
  formId: number,
  answerId: number,
  fields: readonly FormFieldDefinition[],
  answers: Record<string, string | string[]>,
) {
  const language = ctx.locale === 'en' ? 'en' : 'fr';
  for (const field of fields) {
    if (!field.consent || field.type !== 'checkboxes') continue;
    const value = answers[field.key];
    if (value === undefined && field.showIf) continue; // not shown: nothing was asked
    const ticked = value === undefined ? [] : Array.isArray(value) ? value : [value];
    await recordShownTextConsent(
      ctx,
      'FORM',
      { userId: ctx.user?.id ?? null, anonymousId: `form-answer:${answerId}` },
      ticked.map((box) => `${formId}:${field.key}:${box}`),
      consentTextVersion(language, shownText(field, ctx.locale), 'form'),
    );
  }
}
