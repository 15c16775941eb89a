import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lte, notLike, or, sql, type SQL } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  contactMessages,
  formAnswers,
  formFiles,
  madeToMeasureJobs,
  madeToMeasureMessages,
  madeToMeasurePayments,
  madeToMeasureStageUpdates,
  mailAttachments,
  mailOutbox,
  newsletterSubscriptions,
  users,
} from '../../db/schema/index.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import { placeholderEmail } from '../../personal-data.ts';
import { privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { anonymiseJobs } from '../made-to-measure/job-erasure.ts';
import { PROSPECT_YEARS, prospectsDueBefore, UNCONFIRMED_DAYS, unconfirmedDueBefore } from './retention.ts';

/**
 * The prospects' purge (issue 20 item 7): the personal data the sites keep without an account goes after the
 * periods the privacy policy states (retention.ts, the policy's `{{RETENTION_…}}` placeholders):
 * - contact messages and form answers (with their files), PROSPECT_YEARS after they were sent: deleted;
 * - guests' made-to-measure requests, PROSPECT_YEARS after their last activity (or UNCONFIRMED_DAYS after an
 *   address never confirmed): the person is scrubbed, the work and the amounts stay (made-to-measure/job-erasure.ts);
 * - newsletter addresses never confirmed, UNCONFIRMED_DAYS after they were given, and visitors' addresses that
 *   left, PROSPECT_YEARS after they left: deleted (their consent records name no address and stay as proof), and
 *   the mails sent to them (the confirmation asked for) scrubbed with them;
 * - the mails sent to an address that is no live account's, about no order, PROSPECT_YEARS after they were sent:
 *   they keep their subject and lose their addressee and text.
 * Across every site (a job has no visitor's site), each change made in its row's site; safe to run again.
 */

/** How often the app looks for them: the periods count in days, once an hour is plenty. */
export const PROSPECTS_INTERVAL_MS = 3_600_000;
/** Rows handled per step and round; the next round takes the rest. */
const BATCH = 500;

const jobContext = (db: Db, siteId: number): RequestContext => ({
  db,
  siteId,
  locale: 'fr_FR',
  token: null,
  user: null,
});

export interface ProspectsPurged {
  contactMessages: number;
  formAnswers: number;
  newsletterAddresses: number;
  madeToMeasureJobs: number;
  mails: number;
}

async function purgeContactMessages(db: Db, before: Date): Promise<number> {
  const rows = await db.delete(contactMessages).where(lte(contactMessages.createdAt, before)).returning({
    id: contactMessages.id,
  });
  return rows.length;
}

/** Deleted with their files (the files first: a round that stops between the two finds the answer again). */
async function purgeFormAnswers(db: Db, fileStore: FileStore, before: Date): Promise<number> {
  const due = await db
    .select({ siteId: formAnswers.siteId, id: formAnswers.id })
    .from(formAnswers)
    .where(lte(formAnswers.createdAt, before))
    .orderBy(asc(formAnswers.createdAt))
    .limit(BATCH);
  for (const answer of due) {
    const files = await db
      .select({ file: formFiles.file })
      .from(formFiles)
      .where(and(eq(formFiles.siteId, answer.siteId), eq(formFiles.answerId, answer.id)));
    await Promise.all(files.map((row) => fileStore.delete(privateFileKey(answer.siteId, row.file))));
    await db.delete(formAnswers).where(and(eq(formAnswers.siteId, answer.siteId), eq(formAnswers.id, answer.id)));
  }
  return due.length;
}

/**
 * The addresses go with the mails sent to them (the confirmation asked for): an address that is no live account's
 * and left no order has nothing else to keep them for.
 */
async function purgeNewsletterAddresses(db: Db, before: Date, unconfirmedBefore: Date): Promise<number> {
  const rows = await db
    .delete(newsletterSubscriptions)
    .where(
      or(
        and(eq(newsletterSubscriptions.status, 'PENDING'), lte(newsletterSubscriptions.createdAt, unconfirmedBefore)),
        and(
          eq(newsletterSubscriptions.status, 'UNSUBSCRIBED'),
          isNull(newsletterSubscriptions.userId),
          lte(newsletterSubscriptions.unsubscribedAt, before),
        ),
      ),
    )
    .returning({ siteId: newsletterSubscriptions.siteId, email: newsletterSubscriptions.email });
  for (const address of rows) {
    await scrubMails(db, and(eq(mailOutbox.siteId, address.siteId), eq(mailOutbox.to, address.email))!);
  }
  return rows.length;
}

/** Nothing happened to the job after `before`: no change of its own, no message, no stage, no payment. */
const quietSince = (before: Date) =>
  and(
    lte(madeToMeasureJobs.updatedAt, before),
    sql`not exists (select 1 from ${madeToMeasureMessages} where ${madeToMeasureMessages.siteId} = ${madeToMeasureJobs.siteId} and ${madeToMeasureMessages.jobId} = ${madeToMeasureJobs.id} and ${madeToMeasureMessages.createdAt} > ${before.toISOString()})`,
    sql`not exists (select 1 from ${madeToMeasureStageUpdates} where ${madeToMeasureStageUpdates.siteId} = ${madeToMeasureJobs.siteId} and ${madeToMeasureStageUpdates.jobId} = ${madeToMeasureJobs.id} and ${madeToMeasureStageUpdates.createdAt} > ${before.toISOString()})`,
    sql`not exists (select 1 from ${madeToMeasurePayments} where ${madeToMeasurePayments.siteId} = ${madeToMeasureJobs.siteId} and ${madeToMeasurePayments.jobId} = ${madeToMeasureJobs.id} and ${madeToMeasurePayments.updatedAt} > ${before.toISOString()})`,
  );

async function purgeGuestJobs(db: Db, now: Date, before: Date, unconfirmedBefore: Date): Promise<number> {
  const due = await db
    .select({ siteId: madeToMeasureJobs.siteId, id: madeToMeasureJobs.id })
    .from(madeToMeasureJobs)
    .where(
      and(
        isNull(madeToMeasureJobs.userId),
        isNull(madeToMeasureJobs.anonymisedAt),
        or(
          and(eq(madeToMeasureJobs.status, 'UNCONFIRMED'), lte(madeToMeasureJobs.createdAt, unconfirmedBefore)),
          quietSince(before),
        ),
      ),
    )
    .orderBy(asc(madeToMeasureJobs.id))
    .limit(BATCH);
  let done = 0;
  for (const job of due) {
    done += await db.transaction((tx) =>
      anonymiseJobs(jobContext(tx, job.siteId), [job.id], placeholderEmail(), now, { keepAccountsMails: true }),
    );
  }
  return done;
}

/** A live account of the mail's site has this address: its mails follow the account's own lifecycle. */
const accountsAddress = sql`exists (select 1 from ${users} where ${users.siteId} = ${mailOutbox.siteId} and ${users.email} = ${mailOutbox.to} and ${users.deletedAt} is null)`;

/** Empties the mails `which` names that are about no order and to no live account's address; their subject stays. */
async function scrubMails(db: Db, which: SQL): Promise<number> {
  const rows = await db
    .update(mailOutbox)
    .set({ to: 'anonymised@anonymised.invalid', replyTo: null, text: '', html: null })
    .where(
      and(
        which,
        isNull(mailOutbox.orderId),
        inArray(mailOutbox.status, ['sent', 'failed', 'kept']),
        notLike(mailOutbox.to, '%@anonymised.invalid'),
        sql`not ${accountsAddress}`,
      ),
    )
    .returning({ siteId: mailOutbox.siteId, id: mailOutbox.id });
  for (const mail of rows) {
    await db
      .delete(mailAttachments)
      .where(and(eq(mailAttachments.siteId, mail.siteId), eq(mailAttachments.mailId, mail.id)));
  }
  return rows.length;
}

const scrubProspectsMails = (db: Db, before: Date) => scrubMails(db, lte(mailOutbox.createdAt, before));

/** One round of the purge at `now`. */
export async function purgeProspects(db: Db, fileStore: FileStore, now = new Date()): Promise<ProspectsPurged> {
  const before = prospectsDueBefore(now);
  const unconfirmedBefore = unconfirmedDueBefore(now);
  return {
    contactMessages: await purgeContactMessages(db, before),
    formAnswers: await purgeFormAnswers(db, fileStore, before),
    newsletterAddresses: await purgeNewsletterAddresses(db, before, unconfirmedBefore),
    madeToMeasureJobs: await purgeGuestJobs(db, now, before, unconfirmedBefore),
    mails: await scrubProspectsMails(db, before),
  };
}

/** Runs purgeProspects every `intervalMs` as a recurring job (one runner across the processes). */
export function scheduleProspectsPurge(
  jobs: Jobs,
  deps: { fileStore: FileStore; log: FastifyBaseLogger },
  db: Db,
  intervalMs = PROSPECTS_INTERVAL_MS,
) {
  jobs.every('privacy.prospects', Math.round(intervalMs / 1000), async () => {
    const done = await purgeProspects(db, deps.fileStore);
    if (Object.values(done).some((count) => count > 0)) {
      deps.log.info({ ...done, years: PROSPECT_YEARS, unconfirmedDays: UNCONFIRMED_DAYS }, 'prospects purged');
    }
  });
}
