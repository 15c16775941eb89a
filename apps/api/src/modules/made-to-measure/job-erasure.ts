import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../context.ts';
import { scrubMailsTo } from '../../mail/outbox.ts';
import { scrubbedAddress } from '../../personal-data.ts';
import { madeToMeasureJobs, madeToMeasureMessages, madeToMeasureQuotes, users } from '../../db/schema/index.ts';

/**
 * The made-to-measure jobs of a person who is forgotten (issue 20 item 7): their account anonymised, or a guest's
 * request past its retention (modules/privacy/prospects.ts). As an order is: the reference, the piece, the quotes' lines and
 * amounts, the stages, the payments and their invoice numbers stay for the accounts; the name, e-mail, phone,
 * street, the free texts of the thread, the acceptance's signature, network address and browser, and the mails
 * sent to the address go. The quote and invoice PDFs are drawn from these rows, so they lose the person too.
 */

/**
 * The mails sent to the address keep their subject but lose the address and the text (the outbox's
 * `scrubMailsTo`); with `keepAccountsMails`, none while a live account of the site has the address (a guest's
 * address may since be an account's, whose mails follow the account).
 */
async function scrubMails(ctx: RequestContext, email: string, placeholder: string, keepAccountsMails: boolean) {
  if (keepAccountsMails) {
    const [account] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.siteId, ctx.siteId), eq(users.email, email), isNull(users.deletedAt)))
      .limit(1);
    if (account) return;
  }
  await scrubMailsTo(ctx, email, placeholder);
}

/**
 * Scrubs the given jobs of the site (those already scrubbed are left alone), in the caller's transaction;
 * `placeholder` replaces their e-mail (the account's placeholder when it is one). Answers how many it scrubbed.
 */
export async function anonymiseJobs(
  ctx: RequestContext,
  jobIds: number[],
  placeholder: string,
  now: Date,
  options: { keepAccountsMails?: boolean } = {},
): Promise<number> {
  if (jobIds.length === 0) return 0;
  const jobs = await ctx.db
    .select({ id: madeToMeasureJobs.id, email: madeToMeasureJobs.email, address: madeToMeasureJobs.deliveryAddress })
    .from(madeToMeasureJobs)
    .where(
      and(
        eq(madeToMeasureJobs.siteId, ctx.siteId),
        inArray(madeToMeasureJobs.id, jobIds),
        isNull(madeToMeasureJobs.anonymisedAt),
      ),
    )
    .for('update');
  if (jobs.length === 0) return 0;
  const ids = jobs.map((job) => job.id);
  for (const job of jobs) {
    await ctx.db
      .update(madeToMeasureJobs)
      .set({
        email: placeholder,
        firstname: '',
        lastname: '',
        phone: '',
        deliveryAddress: job.address ? scrubbedAddress(job.address) : null,
        message: null,
        deliveryNote: null,
        confirmTokenHash: null,
        anonymisedAt: now,
      })
      .where(and(eq(madeToMeasureJobs.siteId, ctx.siteId), eq(madeToMeasureJobs.id, job.id)));
  }
  // The thread is the person's words and the workshop's answers to them (greetings, addresses): their dates stay.
  await ctx.db
    .update(madeToMeasureMessages)
    .set({ body: '' })
    .where(and(eq(madeToMeasureMessages.siteId, ctx.siteId), inArray(madeToMeasureMessages.jobId, ids)));
  await ctx.db
    .update(madeToMeasureQuotes)
    .set({ acceptedName: '', acceptedIp: null, acceptedUserAgent: null })
    .where(
      and(
        eq(madeToMeasureQuotes.siteId, ctx.siteId),
        inArray(madeToMeasureQuotes.jobId, ids),
        isNotNull(madeToMeasureQuotes.acceptedAt),
      ),
    );
  await ctx.db
    .update(madeToMeasureQuotes)
    .set({ declineReason: null })
    .where(and(eq(madeToMeasureQuotes.siteId, ctx.siteId), inArray(madeToMeasureQuotes.jobId, ids)));
  for (const email of new Set(jobs.map((job) => job.email)))
    await scrubMails(ctx, email, placeholder, options.keepAccountsMails ?? false);
  return jobs.length;
}

/** The jobs an account asked for, scrubbed with it (customers.service `anonymiseCustomer`). */
export async function anonymiseJobsOfAccount(ctx: RequestContext, userId: number, placeholder: string, now: Date) {
  const rows = await ctx.db
    .select({ id: madeToMeasureJobs.id })
    .from(madeToMeasureJobs)
    .where(and(eq(madeToMeasureJobs.siteId, ctx.siteId), eq(madeToMeasureJobs.userId, userId)));
  return anonymiseJobs(
    ctx,
    rows.map((row) => row.id),
    placeholder,
    now,
  );
}
