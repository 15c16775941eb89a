import { and, eq } from 'drizzle-orm';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { mailOutbox } from '../db/schema/index.ts';
import type { RequestContext } from '../context.ts';
import { loadBranding, renderMail, type MailContent } from './templates.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files joined to the mail (a form's photos, an event's .ics); the outbox keeps the mail without them. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/**
 * Sends mail through SMTP_URL with nodemailer; every mail is also written to the site's outbox table,
 * which is all there is without SMTP_URL (the demo works offline and the log says what would be sent).
 */
export class Mailer {
  readonly #smtpUrl: string | undefined;
  /** nodemailer is loaded by the first mail sent through SMTP, not at start (decision 005). */
  #transport: Promise<Transporter> | undefined;
  #log: FastifyBaseLogger;

  constructor(smtpUrl: string | undefined, log: FastifyBaseLogger) {
    this.#smtpUrl = smtpUrl;
    this.#log = log;
  }

  /** `about`: the order the mail concerns and what it is, kept in the outbox for the back-office. */
  async send(
    ctx: RequestContext,
    mail: OutgoingMail,
    about?: { orderId: number; kind: string },
  ): Promise<{ id: number; delivered: boolean }> {
    const { attachments: _attachments, ...kept } = mail;
    const [row] = await ctx.db
      .insert(mailOutbox)
      .values({
        siteId: ctx.siteId,
        ...kept,
        replyTo: mail.replyTo ?? null,
        html: mail.html ?? null,
        orderId: about?.orderId ?? null,
        kind: about?.kind ?? null,
      })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    const smtpUrl = this.#smtpUrl;
    if (!smtpUrl) {
      this.#log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      return { id, delivered: false };
    }
    try {
      this.#transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(smtpUrl));
      await (await this.#transport).sendMail(mail);
      await ctx.db
        .update(mailOutbox)
        .set({ delivered: true, sentAt: new Date() })
        .where(and(eq(mailOutbox.siteId, ctx.siteId), eq(mailOutbox.id, id)));
      return { id, delivered: true };
    } catch (error) {
      // The mail stays in the outbox with the reason; the caller's own write is kept.
      this.#log.error({ err: error, mailId: id }, 'mail not delivered');
      await ctx.db
        .update(mailOutbox)
        .set({ error: error instanceof Error ? error.message : String(error) })
        .where(and(eq(mailOutbox.siteId, ctx.siteId), eq(mailOutbox.id, id)));
      return { id, delivered: false };
    }
  }

  /**
   * Renders a transactional mail in the request's language with the site's branding (templates.ts) and
   * sends it from SEND_MAIL_AS_NAME / SEND_MAIL_AS_MAIL; `origin` (scheme://host) makes the logo URL absolute.
   */
  async sendTemplate(
    ctx: RequestContext,
    to: string,
    origin: string,
    content: MailContent,
    attachments?: MailAttachment[],
  ) {
    const branding = await loadBranding(ctx, origin);
    const rendered = renderMail(ctx.locale, branding, content);
    return this.send(ctx, { from: branding.from, to, ...rendered, ...(attachments ? { attachments } : {}) });
  }

  async close() {
    (await this.#transport?.catch(() => undefined))?.close();
  }
}
