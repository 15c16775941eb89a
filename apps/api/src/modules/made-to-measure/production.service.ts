import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { madeToMeasureNext, type MadeToMeasureAction, type MadeToMeasureStatus } from '@atelier/domain';
import type { SiteContext } from '../../context.ts';
import {
  type madeToMeasureJobs,
  madeToMeasurePhotos,
  madeToMeasureQuotes,
  madeToMeasureStageUpdates,
  productionStages,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import * as repository from './made-to-measure.repository.ts';
import type { JobRow, QuoteRow } from './made-to-measure.repository.ts';
import { moveJobBy, notAllowed } from './made-to-measure.service.ts';

/**
 * The money, production and hand-over side of made to measure (issue 19 items 3 to 5, decision 015): the job's
 * moves after the acceptance. Every move is a conditional `UPDATE … WHERE status = $from RETURNING` computed by
 * the domain's `madeToMeasureNext`: an action the state does not allow is a 409 naming the state, and two
 * actions at once cannot both move the job.
 */

export type { JobRow, QuoteRow } from './made-to-measure.repository.ts';
type JobChanges = Partial<Omit<typeof madeToMeasureJobs.$inferInsert, 'siteId' | 'id' | 'status'>>;

/** A job of this site, or null. */
export async function findJob(ctx: SiteContext, jobId: number): Promise<JobRow | null> {
  return (await repository.findJob(ctx, jobId)) ?? null;
}

/** The state `action` leads the job to, or the 409 naming the state it is in (the core's `notAllowed`). */
export function nextStatus(
  job: Pick<JobRow, 'status' | 'reference'>,
  action: MadeToMeasureAction,
): MadeToMeasureStatus {
  const next = madeToMeasureNext(job.status, action);
  if (!next) throw notAllowed(job, action);
  return next;
}

/**
 * Moves the job by `action` from the state it is in (with `changes` in the same statement), once: null when
 * another action moved it first. Throws the 409 when the state does not allow the action.
 */
export async function moveJob(
  ctx: SiteContext,
  job: Pick<JobRow, 'id' | 'status' | 'reference'>,
  action: MadeToMeasureAction,
  changes: JobChanges = {},
): Promise<JobRow | null> {
  return (await repository.moveJob(ctx, job.id, job.status, nextStatus(job, action), changes)) ?? null;
}

/** `moveJob` for a request: the job read fresh, a 409 naming its state when it is moved meanwhile. */
export async function moveJobNow(
  ctx: SiteContext,
  jobId: number,
  action: MadeToMeasureAction,
  check?: (job: JobRow) => JobChanges | void,
): Promise<JobRow> {
  const job = await findJob(ctx, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'MTM_JOB_NOT_FOUND', { id: jobId });
  nextStatus(job, action);
  return moveJobBy(ctx, job, action, check?.(job) ?? {});
}

/** The 409 naming the state the job is in now, after a move another action beat. */
export async function beaten(ctx: SiteContext, job: JobRow, action: MadeToMeasureAction): Promise<never> {
  throw notAllowed((await findJob(ctx, job.id)) ?? job, action);
}

/** The quote the customer accepted (the one the deposit and the balance are of), or null. */
export async function acceptedQuote(ctx: SiteContext, jobId: number): Promise<QuoteRow | null> {
  const rows = await ctx.db
    .select()
    .from(madeToMeasureQuotes)
    .where(
      and(
        eq(madeToMeasureQuotes.siteId, ctx.siteId),
        eq(madeToMeasureQuotes.jobId, jobId),
        eq(madeToMeasureQuotes.status, 'ACCEPTED'),
      ),
    )
    .orderBy(desc(madeToMeasureQuotes.issuedAt), desc(madeToMeasureQuotes.id))
    .limit(1);
  return rows[0] ?? null;
}

export async function findQuote(ctx: SiteContext, quoteId: number): Promise<QuoteRow | null> {
  const rows = await ctx.db
    .select()
    .from(madeToMeasureQuotes)
    .where(and(eq(madeToMeasureQuotes.siteId, ctx.siteId), eq(madeToMeasureQuotes.id, quoteId)));
  return rows[0] ?? null;
}

/** The site's production stages, in order. */
export function stagesOf(ctx: SiteContext) {
  return ctx.db
    .select()
    .from(productionStages)
    .where(eq(productionStages.siteId, ctx.siteId))
    .orderBy(asc(productionStages.position), asc(productionStages.id));
}

export interface StoredPhoto {
  file: string;
  width: number;
  height: number;
}

/**
 * POST /admin/quote-request/{id}/stage: the job reached one of the site's stages (IN_PRODUCTION or BALANCE_DUE:
 * POST_STAGE), with the workshop's note and photos (already checked and stored by the caller). Answers the stage
 * update and the stage's row, for the customer's mail.
 */
export async function postStage(
  ctx: SiteContext,
  jobId: number,
  input: { idStage: number; note?: string | null },
  photos: readonly StoredPhoto[],
  userId: number | null,
) {
  const job = await findJob(ctx, jobId);
  if (!job) throw new AppError('NOT_FOUND', 'MTM_JOB_NOT_FOUND', { id: jobId });
  nextStatus(job, 'POST_STAGE');
  const stage = (await stagesOf(ctx)).find((candidate) => candidate.id === input.idStage);
  if (!stage) throw new AppError('BAD_REQUEST', 'MADE_TO_MEASURE_STAGE_UNKNOWN', { id: input.idStage });
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    // The state is checked again in the transaction: a stage cannot land on a job closed meanwhile.
    const moved = (await moveJob(tx, job, 'POST_STAGE')) ?? (await beaten(tx, job, 'POST_STAGE'));
    const [update] = await db
      .insert(madeToMeasureStageUpdates)
      .values({ siteId: ctx.siteId, jobId, stageId: stage.id, note: input.note || null, userId })
      .returning();
    if (photos.length > 0) {
      await db.insert(madeToMeasurePhotos).values(
        photos.map((photo, position) => ({
          siteId: ctx.siteId,
          jobId,
          stageUpdateId: update!.id,
          file: photo.file,
          width: photo.width,
          height: photo.height,
          position,
        })),
      );
    }
    return { job: moved, update: update!, stage };
  });
}

/** POST /admin/quote-request/{id}/balance: the piece is ready, the balance is asked (IN_PRODUCTION → BALANCE_DUE). */
export async function askBalance(ctx: SiteContext, jobId: number) {
  const job = await moveJobNow(ctx, jobId, 'ASK_BALANCE');
  const quote = await acceptedQuote(ctx, jobId);
  if (!quote) throw new Error(`job ${jobId} of site ${ctx.siteId} is in production without an accepted quote`);
  return { job, quote };
}

/** How many stage updates a job has (tests and the close mail). */
export async function stageCount(ctx: SiteContext, jobId: number) {
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(madeToMeasureStageUpdates)
    .where(and(eq(madeToMeasureStageUpdates.siteId, ctx.siteId), eq(madeToMeasureStageUpdates.jobId, jobId)));
  return row?.count ?? 0;
}
