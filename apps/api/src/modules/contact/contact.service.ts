import { and, eq, inArray } from 'drizzle-orm';
import type { ContactMessage } from '@atelier/contract';
import { contactMessages, siteParameters } from '../../db/schema/index.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { RequestContext } from '../../context.ts';
import { recordContactConsent } from '../accounts/form-consents.ts';

const SENDER_KEYS = ['COMPANY_EMAIL', 'COMPANY_NAME', 'SEND_MAIL_AS_NAME', 'SEND_MAIL_AS_MAIL'];

async function senderParameters(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, SENDER_KEYS)));
  return Object.fromEntries(rows.map((row) => [row.type, row.value ?? '']));
}

/** Stores the message and the consent its box gave, then mails it to the company (reply-to the visitor). Mail trouble never loses it. */
export async function sendContactMessage(ctx: RequestContext, mailer: Mailer, input: ContactMessage) {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      siteId: ctx.siteId,
      name: input.name,
      email: input.email,
      phone: input.phone || null,
      subject: input.subject,
      message: input.message,
      locale: ctx.locale,
      consentAt: new Date(),
    })
    .returning({ id: contactMessages.id });
  const id = row!.id;
  // The box's answer as proof (GDPR article 7), like the cookie banner's: with the privacy policy's version.
  await recordContactConsent(ctx, id);
  const p = await senderParameters(ctx);
  const senderAddress = p.SEND_MAIL_AS_MAIL || p.COMPANY_EMAIL || 'no-reply@localhost';
  const text = [
    `Nouveau message depuis le formulaire de contact du site (${ctx.locale === 'en' ? 'en anglais' : 'en français'}).`,
    '',
    `Nom : ${input.name}`,
    `E-mail : ${input.email}`,
    `Téléphone : ${input.phone || '-'}`,
    `Objet : ${input.subject}`,
    '',
    input.message,
  ].join('\n');
  const mail = await mailer.send(ctx, {
    from: `"${(p.SEND_MAIL_AS_NAME || p.COMPANY_NAME || 'Site').replaceAll('"', '')}" <${senderAddress}>`,
    to: p.COMPANY_EMAIL || senderAddress,
    replyTo: input.email,
    subject: `[Contact] ${input.subject}`,
    text,
  });
  await ctx.db
    .update(contactMessages)
    .set({ mailId: mail.id })
    .where(and(eq(contactMessages.siteId, ctx.siteId), eq(contactMessages.id, id)));
  return { id };
}
