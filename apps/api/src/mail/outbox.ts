import { and, asc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { mailAttachments, mailOutbox } from '../db/schema/index.ts';
import type { MailAttachment, OutgoingMail } from './mailer.ts';

/** Tries of a mail before it is `failed` for good (about six hours of back-off). */
export const MAX_ATTEMPTS = 10;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 2 * 3_600_000;
/** How long a claimed mail is its process's: past it (the process died mid-send) the mail is due again. */
export const CLAIM_MS = 5 * 60_000;
/** How often the outbox job looks for due mails (the first retry is a minute after a failure). */
export const OUTBOX_ROUND_SECONDS = 20;
/** Mails claimed at once by a round; a round takes batches until none is due. */
const BATCH = 20;

/** The wait after the `attempts`-th failed try: 1 min, 2, 4… at most 2 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_DELAY_MS);
}

/** What sends a mail: nodemailer over SMTP_URL (mailer.ts), or a test's stand-in. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

type ClaimedMail = typeof mailOutbox.$inferSelect;

/** A due mail: waiting for its attempt, or claimed by a process whose claim has run out. */
function dueAt(now: Date) {
  return or(
    and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)),
    and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.claimedUntil, now)),
  )!;
}

/**
 * Claims up to `limit` due mails (or the one named) for this process: one statement moves them to `sending`
 * and counts the attempt, and rows another process is claiming are skipped (`FOR UPDATE SKIP LOCKED`), so two
 * processes never hold the same mail. The attempt number is the claim's token (`settle`).
 */
export async function claimDueMails(
  db: Db,
  now: Date,
  options: { limit?: number; mail?: { siteId: number; id: number } } = {},
): Promise<ClaimedMail[]> {
  const one = options.mail && and(eq(mailOutbox.siteId, options.mail.siteId), eq(mailOutbox.id, options.mail.id));
  const candidates = db
    .select({ siteId: mailOutbox.siteId, id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(dueAt(now), one))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(options.limit ?? BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      status: 'sending',
      attempts: sql`${mailOutbox.attempts} + 1`,
      claimedUntil: new Date(now.getTime() + CLAIM_MS),
    })
    .where(and(sql`(${mailOutbox.siteId}, ${mailOutbox.id}) IN (${candidates})`, dueAt(now)))
    .returning();
}

async function attachmentsOf(db: Db, mail: ClaimedMail): Promise<MailAttachment[]> {
  const rows = await db
    .select()
    .from(mailAttachments)
    .where(and(eq(mailAttachments.siteId, mail.siteId), eq(mailAttachments.mailId, mail.id)))
    .orderBy(asc(mailAttachments.position));
  return rows.map(({ filename, contentType, content }) => ({ filename, contentType, content }));
}

/** Keeps a mail's files with it until it is sent (bytea rows, dropped by `settle`). */
export async function keepAttachments(db: Db, siteId: number, mailId: number, attachments: MailAttachment[]) {
  if (attachments.length === 0) return;
  await db.insert(mailAttachments).values(
    attachments.map((file, position) => ({
      siteId,
      mailId,
      position,
      filename: file.filename,
      contentType: file.contentType,
      content: typeof file.content === 'string' ? Buffer.from(file.content) : file.content,
    })),
  );
}

/**
 * Sends one claimed mail and records the outcome: `sent` once, or back to `pending` with the reason and the
 * time of the next try, or `failed` after MAX_ATTEMPTS. Only the claim's holder (same attempt, still
 * `sending`) may record it. Answers whether the mail left.
 */
export async function deliverClaimed(
  db: Db,
  transport: MailTransport,
  mail: ClaimedMail,
  clock: () => Date,
  log: FastifyBaseLogger,
): Promise<boolean> {
  let failure: string | null = null;
  try {
    const attachments = await attachmentsOf(db, mail);
    await transport.send({
      from: mail.from,
      to: mail.to,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      subject: mail.subject,
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      ...(attachments.length > 0 ? { attachments } : {}),
    });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const now = clock();
  const held = and(
    eq(mailOutbox.siteId, mail.siteId),
    eq(mailOutbox.id, mail.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, mail.attempts),
  );
  const final = failure === null || mail.attempts >= MAX_ATTEMPTS;
  await db.transaction(async (tx) => {
    if (failure === null) {
      await tx.update(mailOutbox).set({ status: 'sent', delivered: true, sentAt: now, claimedUntil: null }).where(held);
    } else {
      await tx
        .update(mailOutbox)
        .set({
          status: final ? 'failed' : 'pending',
          error: failure,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(mail.attempts)),
          claimedUntil: null,
        })
        .where(held);
    }
    // Settled: the files are no longer needed (the outbox keeps the text, not the photos or PDFs).
    if (final) {
      await tx
        .delete(mailAttachments)
        .where(and(eq(mailAttachments.siteId, mail.siteId), eq(mailAttachments.mailId, mail.id)));
    }
  });
  if (failure !== null) {
    const level = final ? 'error' : 'warn';
    log[level](
      { mailId: mail.id, attempts: mail.attempts, reason: failure },
      final ? 'mail failed' : 'mail not sent yet',
    );
  }
  return failure === null;
}

/**
 * The outbox job's round: claims the due mails batch after batch and sends each. Answers how many left and
 * how many failed this round (to be tried again later, or for good).
 */
export async function sendDueMails(
  db: Db,
  transport: MailTransport,
  clock: () => Date,
  log: FastifyBaseLogger,
): Promise<{ sent: number; notSent: number }> {
  let sent = 0;
  let notSent = 0;
  for (;;) {
    const claimed = await claimDueMails(db, clock());
    if (claimed.length === 0) return { sent, notSent };
    for (const mail of claimed) {
      if (await deliverClaimed(db, transport, mail, clock, log)) sent += 1;
      else notSent += 1;
    }
    // A batch that failed whole (SMTP down) is not retried in the same round: its mails wait for later.
    if (sent === 0) return { sent, notSent };
  }
}

/**
 * The mails sent to an address of the site keep their subject (what was sent, when) but lose the address and the
 * text (an erasure: customers, made-to-measure jobs). A mail still waiting is not sent to the placeholder: it has
 * failed for good, and its files go with it.
 */
export async function scrubMailsTo(ctx: RequestContext, email: string, placeholder: string) {
  const scrubbed = await ctx.db
    .update(mailOutbox)
    .set({
      to: placeholder,
      text: '',
      html: null,
      status: sql`case when ${mailOutbox.status} in ('pending', 'sending') then 'failed' else ${mailOutbox.status} end`,
    })
    .where(and(eq(mailOutbox.siteId, ctx.siteId), eq(mailOutbox.to, email)))
    .returning({ id: mailOutbox.id });
  if (scrubbed.length === 0) return;
  await ctx.db.delete(mailAttachments).where(
    and(
      eq(mailAttachments.siteId, ctx.siteId),
      inArray(
        mailAttachments.mailId,
        scrubbed.map((mail) => mail.id),
      ),
    ),
  );
}
