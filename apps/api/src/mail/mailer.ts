import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';
import type { RequestContext } from '../context.ts';
import { claimDueMails, deliverClaimed, keepAttachments, sendDueMails, type MailTransport } from './outbox.ts';
import { loadBranding, renderMail, type MailContent } from './templates.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files joined to the mail (a form's photos, an event's .ics); kept with it until it is sent (outbox.ts). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string | Buffer;
}

/** A mail written in a transaction is tried this long after (the commit is usually done by then). */
const NUDGE_MS = 1_000;
/** nodemailer's waits, short: a mail tried at once must not hold its request long when SMTP hangs. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * Writes every mail to the site's outbox table and sends it through SMTP_URL with nodemailer. Without
 * SMTP_URL the outbox is all there is (the demo works offline and the log says what would be sent). With it, a
 * mail is tried at once, and one that did not leave (SMTP down) is retried by the outbox job (`sendDue`, on the
 * jobs runner) with back-off: the caller's write never depends on SMTP.
 */
export class Mailer {
  readonly #smtpUrl: string | undefined;
  /** nodemailer is loaded by the first mail sent through SMTP, not at start (decision 005). */
  #transport: Promise<Transporter> | undefined;
  #log: FastifyBaseLogger;
  readonly #clock: () => Date;
  readonly #stand?: MailTransport | undefined;
  /** The database outside any transaction, for a mail written in one (`#nudge`). */
  readonly #db: Db | undefined;

  constructor(
    smtpUrl: string | undefined,
    log: FastifyBaseLogger,
    /**
     * `db`: the app's database (a mail written in a transaction is tried after it); `clock`: the time the
     * outbox reads (tests move it); `transport`: what sends, instead of nodemailer (tests).
     */
    options: { db?: Db; clock?: () => Date; transport?: MailTransport } = {},
  ) {
    this.#smtpUrl = smtpUrl;
    this.#log = log;
    this.#clock = options.clock ?? (() => new Date());
    this.#stand = options.transport;
    this.#db = options.db;
  }

  /** Whether mails are sent at all (SMTP_URL is set): the outbox job runs only then. */
  get sends(): boolean {
    return Boolean(this.#smtpUrl || this.#stand);
  }

  readonly #sender: MailTransport = {
    send: async (mail) => {
      if (this.#stand) return this.#stand.send(mail);
      const smtpUrl = this.#smtpUrl!;
      this.#transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
      );
      await (await this.#transport).sendMail(mail);
    },
  };

  /**
   * Writes the mail (with its files) to the outbox, in the caller's transaction when `ctx.db` is one, then tries
   * it at once when the caller is not in a transaction; inside one, the mail waits for the commit and leaves
   * with the outbox job's next round (or a nudge a moment later). Never throws for SMTP's sake.
   * `about`: the order the mail concerns and what it is, kept in the outbox for the back-office.
   */
  async send(
    ctx: RequestContext,
    mail: OutgoingMail,
    about?: { orderId: number; kind: string },
  ): Promise<{ id: number; delivered: boolean }> {
    const { attachments = [], ...kept } = mail;
    const sends = this.sends;
    const [row] = await ctx.db
      .insert(mailOutbox)
      .values({
        siteId: ctx.siteId,
        ...kept,
        replyTo: mail.replyTo ?? null,
        html: mail.html ?? null,
        orderId: about?.orderId ?? null,
        kind: about?.kind ?? null,
        status: sends ? 'pending' : 'kept',
        nextAttemptAt: this.#clock(),
      })
      .returning({ id: mailOutbox.id });
    const id = row!.id;
    if (!sends) {
      this.#log.info({ mailId: id, to: mail.to, subject: mail.subject }, 'mail kept in the outbox (no SMTP_URL)');
      return { id, delivered: false };
    }
    // A file is kept only for a mail that may be sent again (the outbox job reads them back).
    await keepAttachments(ctx.db, ctx.siteId, id, attachments);
    if (ctx.db instanceof PgTransaction) {
      this.#nudge(ctx.siteId, id);
      return { id, delivered: false };
    }
    return { id, delivered: await this.#sendNow(ctx.db, ctx.siteId, id) };
  }

  /** Sends one mail now if it is still due (no other process took it); false when it did not leave. */
  async #sendNow(db: Db, siteId: number, id: number): Promise<boolean> {
    try {
      const [claimed] = await claimDueMails(db, this.#clock(), { mail: { siteId, id } });
      return claimed ? await deliverClaimed(db, this.#sender, claimed, this.#clock, this.#log) : false;
    } catch (error) {
      // The mail stays in the outbox for the job's next round; the caller's own write is kept.
      this.#log.error({ err: error, mailId: id }, 'mail left for the outbox job');
      return false;
    }
  }

  /** A mail written in a transaction is visible once it commits: try it shortly after, the job catches a miss. */
  #nudge(siteId: number, id: number) {
    const db = this.#db;
    if (!db) return;
    const timer = setTimeout(() => void this.#sendNow(db, siteId, id), NUDGE_MS);
    timer.unref();
  }

  /**
   * The outbox job's round (jobs/app-jobs.ts): sends the due mails of every site through SMTP, each claimed by
   * one process, with back-off after a failure.
   */
  async sendDue(db: Db): Promise<{ sent: number; notSent: number }> {
    if (!this.sends) return { sent: 0, notSent: 0 };
    return sendDueMails(db, this.#sender, this.#clock, this.#log);
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
