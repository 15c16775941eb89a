import { and, asc, count, eq, gte, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { MadeToMeasureStatus } from '@atelier/domain';
import type { RequestContext, SiteContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import {
  declinations,
  madeToMeasureJobs,
  madeToMeasureMessages,
  madeToMeasurePayments,
  madeToMeasurePhotos,
  madeToMeasureQuotes,
  madeToMeasureStageUpdates,
  productionStages,
  products,
  siteCounters,
  siteParameters,
  users,
  variationValues,
} from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';

/**
 * The tables of made to measure (decision 015), every read and write scoped by the context's site. A write that
 * moves a job's state names the state it leaves (`moveJob`), so two actions at once cannot both move it.
 */

export type JobRow = typeof madeToMeasureJobs.$inferSelect;
export type NewJob = Omit<typeof madeToMeasureJobs.$inferInsert, 'siteId' | 'id' | 'reference'>;
export type QuoteRow = typeof madeToMeasureQuotes.$inferSelect;
export type PhotoRow = typeof madeToMeasurePhotos.$inferSelect;
export type StageRow = typeof productionStages.$inferSelect;

export async function findJob(ctx: SiteContext, id: number): Promise<JobRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(madeToMeasureJobs)
    .where(and(eq(madeToMeasureJobs.siteId, ctx.siteId), eq(madeToMeasureJobs.id, id)));
  return row;
}

/**
 * The next value of one of the site's counters (`made-to-measure-2026`, `quote-2026`): call it in the
 * transaction of the row that takes it, so the counter row stays locked until it commits and a rollback gives the
 * number back (no gap, no number twice).
 */
export async function nextCounter(ctx: SiteContext, name: string): Promise<number> {
  const [counter] = await ctx.db
    .insert(siteCounters)
    .values({ siteId: ctx.siteId, name, value: 1 })
    .onConflictDoUpdate({
      target: [siteCounters.siteId, siteCounters.name],
      set: { value: sql`${siteCounters.value} + 1` },
    })
    .returning({ value: siteCounters.value });
  return counter!.value;
}

export async function insertJob(ctx: SiteContext, reference: string, values: NewJob): Promise<JobRow> {
  const [row] = await ctx.db
    .insert(madeToMeasureJobs)
    .values({ ...values, siteId: ctx.siteId, reference })
    .returning();
  return row!;
}

/**
 * Moves a job from `from` to `to` (and sets `set`) only if it is still in `from`: the row, or undefined when
 * another action moved it first (or it is not this site's).
 */
export async function moveJob(
  ctx: SiteContext,
  id: number,
  from: MadeToMeasureStatus,
  to: MadeToMeasureStatus,
  set: Partial<typeof madeToMeasureJobs.$inferInsert> = {},
): Promise<JobRow | undefined> {
  const [row] = await ctx.db
    .update(madeToMeasureJobs)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(
      and(eq(madeToMeasureJobs.siteId, ctx.siteId), eq(madeToMeasureJobs.id, id), eq(madeToMeasureJobs.status, from)),
    )
    .returning();
  return row;
}

/** Changes a job's fields that are not its state. */
export async function updateJob(ctx: SiteContext, id: number, set: Partial<typeof madeToMeasureJobs.$inferInsert>) {
  const [row] = await ctx.db
    .update(madeToMeasureJobs)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(madeToMeasureJobs.siteId, ctx.siteId), eq(madeToMeasureJobs.id, id)))
    .returning();
  return row;
}

/** The guest's request whose confirmation token hashes to `hash`, still unconfirmed. */
export async function findUnconfirmedJob(ctx: SiteContext, hash: string): Promise<JobRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(madeToMeasureJobs)
    .where(
      and(
        eq(madeToMeasureJobs.siteId, ctx.siteId),
        eq(madeToMeasureJobs.confirmTokenHash, hash),
        eq(madeToMeasureJobs.status, 'UNCONFIRMED'),
      ),
    );
  return row;
}

// ─── photos, messages, quotes, stages, payments of a job ───

export async function insertPhotos(
  ctx: SiteContext,
  jobId: number,
  photos: { file: string; width: number; height: number }[],
  stageUpdateId: number | null = null,
): Promise<PhotoRow[]> {
  if (photos.length === 0) return [];
  return ctx.db
    .insert(madeToMeasurePhotos)
    .values(photos.map((photo, position) => ({ ...photo, siteId: ctx.siteId, jobId, stageUpdateId, position })))
    .returning();
}

export function findPhotos(ctx: SiteContext, jobId: number) {
  return ctx.db
    .select()
    .from(madeToMeasurePhotos)
    .where(and(eq(madeToMeasurePhotos.siteId, ctx.siteId), eq(madeToMeasurePhotos.jobId, jobId)))
    .orderBy(asc(madeToMeasurePhotos.position), asc(madeToMeasurePhotos.id));
}

export async function findPhoto(ctx: SiteContext, jobId: number, photoId: number): Promise<PhotoRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(madeToMeasurePhotos)
    .where(
      and(
        eq(madeToMeasurePhotos.siteId, ctx.siteId),
        eq(madeToMeasurePhotos.jobId, jobId),
        eq(madeToMeasurePhotos.id, photoId),
      ),
    );
  return row;
}

export function findMessages(ctx: SiteContext, jobId: number) {
  return ctx.db
    .select()
    .from(madeToMeasureMessages)
    .where(and(eq(madeToMeasureMessages.siteId, ctx.siteId), eq(madeToMeasureMessages.jobId, jobId)))
    .orderBy(asc(madeToMeasureMessages.createdAt), asc(madeToMeasureMessages.id));
}

export async function insertMessage(
  ctx: SiteContext,
  jobId: number,
  author: 'WORKSHOP' | 'CUSTOMER',
  body: string,
  userId: number | null,
) {
  const [row] = await ctx.db
    .insert(madeToMeasureMessages)
    .values({ siteId: ctx.siteId, jobId, author, body, userId })
    .returning();
  return row!;
}

export function findQuotes(ctx: SiteContext, jobId: number) {
  return ctx.db
    .select()
    .from(madeToMeasureQuotes)
    .where(and(eq(madeToMeasureQuotes.siteId, ctx.siteId), eq(madeToMeasureQuotes.jobId, jobId)))
    .orderBy(asc(madeToMeasureQuotes.issuedAt), asc(madeToMeasureQuotes.id));
}

export async function findQuote(ctx: SiteContext, jobId: number, quoteId: number): Promise<QuoteRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(madeToMeasureQuotes)
    .where(
      and(
        eq(madeToMeasureQuotes.siteId, ctx.siteId),
        eq(madeToMeasureQuotes.jobId, jobId),
        eq(madeToMeasureQuotes.id, quoteId),
      ),
    );
  return row;
}

export async function insertQuote(
  ctx: SiteContext,
  values: Omit<typeof madeToMeasureQuotes.$inferInsert, 'siteId' | 'id'>,
): Promise<QuoteRow> {
  const [row] = await ctx.db
    .insert(madeToMeasureQuotes)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  return row!;
}

/** Moves the job's quotes in `from` to `to` (and sets `set`); answers the rows moved. */
export function moveQuotes(
  ctx: SiteContext,
  jobId: number,
  from: QuoteRow['status'],
  to: QuoteRow['status'],
  set: Partial<typeof madeToMeasureQuotes.$inferInsert> = {},
  extra?: SQL,
) {
  return ctx.db
    .update(madeToMeasureQuotes)
    .set({ ...set, status: to })
    .where(
      and(
        eq(madeToMeasureQuotes.siteId, ctx.siteId),
        eq(madeToMeasureQuotes.jobId, jobId),
        eq(madeToMeasureQuotes.status, from),
        extra,
      ),
    )
    .returning();
}

/** A quote still valid on `today` ('YYYY-MM-DD', Paris): its last day is today or later. */
export const validOn = (today: string) => gte(madeToMeasureQuotes.validUntil, today);

/** The quote `id` if its last day is before `today` (the expiry round's condition). */
export const expiredOn = (today: string, id: number) =>
  and(eq(madeToMeasureQuotes.id, id), lt(madeToMeasureQuotes.validUntil, today));

export function findStages(ctx: SiteContext) {
  return ctx.db
    .select()
    .from(productionStages)
    .where(eq(productionStages.siteId, ctx.siteId))
    .orderBy(asc(productionStages.position), asc(productionStages.id));
}

export function findStageUpdates(ctx: SiteContext, jobId: number) {
  return ctx.db
    .select()
    .from(madeToMeasureStageUpdates)
    .where(and(eq(madeToMeasureStageUpdates.siteId, ctx.siteId), eq(madeToMeasureStageUpdates.jobId, jobId)))
    .orderBy(asc(madeToMeasureStageUpdates.createdAt), asc(madeToMeasureStageUpdates.id));
}

export function findPayments(ctx: SiteContext, jobId: number) {
  return ctx.db
    .select()
    .from(madeToMeasurePayments)
    .where(and(eq(madeToMeasurePayments.siteId, ctx.siteId), eq(madeToMeasurePayments.jobId, jobId)))
    .orderBy(asc(madeToMeasurePayments.createdAt), asc(madeToMeasurePayments.id));
}

/** The ids of the site's stages that a job reached (they cannot be removed). */
export async function findReachedStageIds(ctx: SiteContext): Promise<Set<number>> {
  const rows = await ctx.db
    .selectDistinct({ id: madeToMeasureStageUpdates.stageId })
    .from(madeToMeasureStageUpdates)
    .where(eq(madeToMeasureStageUpdates.siteId, ctx.siteId));
  return new Set(rows.map((row) => row.id));
}

export async function updateStage(ctx: SiteContext, id: number, set: Pick<StageRow, 'name' | 'position'>) {
  const [row] = await ctx.db
    .update(productionStages)
    .set(set)
    .where(and(eq(productionStages.siteId, ctx.siteId), eq(productionStages.id, id)))
    .returning();
  return row;
}

export async function insertStage(ctx: SiteContext, values: Pick<StageRow, 'name' | 'position'>) {
  const [row] = await ctx.db
    .insert(productionStages)
    .values({ ...values, siteId: ctx.siteId })
    .returning();
  return row!;
}

export async function deleteStages(ctx: SiteContext, ids: number[]) {
  if (ids.length === 0) return;
  await ctx.db
    .delete(productionStages)
    .where(and(eq(productionStages.siteId, ctx.siteId), inArray(productionStages.id, ids)));
}

// ─── what the request form offers ───

/** The published products of the site sold by the metre, with their declinations (the fabrics). */
export function findFabricRows(ctx: SiteContext, declinationId?: number) {
  return ctx.db
    .select({ product: products, declination: declinations })
    .from(declinations)
    .innerJoin(products, and(eq(products.siteId, declinations.siteId), eq(products.id, declinations.productId)))
    .where(
      and(
        eq(declinations.siteId, ctx.siteId),
        eq(products.isPublished, true),
        eq(products.soldByMetre, true),
        declinationId === undefined ? undefined : eq(declinations.id, declinationId),
      ),
    )
    .orderBy(asc(products.position), asc(products.id), asc(declinations.position), asc(declinations.id));
}

export function findVariationValues(ctx: SiteContext, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return ctx.db
    .select({ id: variationValues.id, value: variationValues.value })
    .from(variationValues)
    .where(and(eq(variationValues.siteId, ctx.siteId), inArray(variationValues.id, ids)));
}

/** A site parameter's French value and translations, or null. */
export async function findParameter(ctx: SiteContext, type: string) {
  const [row] = await ctx.db
    .select({ value: siteParameters.value, translations: siteParameters.translations })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), eq(siteParameters.type, type)));
  return row ?? null;
}

/** A customer's account as a request takes it (name, e-mail, phone). */
export async function findCustomer(ctx: SiteContext, userId: number) {
  const [row] = await ctx.db
    .select({ email: users.email, firstname: users.firstname, lastname: users.lastname, phone: users.phone })
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

// ─── lists ───

/** The quote in force's total and the last stage reached, per job of a page (the outer row named in full). */
const quoteTotal = sql<number | null>`(
  select q.total from made_to_measure_quotes q
  where q.site_id = made_to_measure_jobs.site_id and q.job_id = made_to_measure_jobs.id
    and q.status <> 'SUPERSEDED'
  order by q.issued_at desc, q.id desc limit 1)`;
const lastStage = sql<unknown>`(
  select s.name from made_to_measure_stage_updates u
  join production_stages s on s.site_id = u.site_id and s.id = u.stage_id
  where u.site_id = made_to_measure_jobs.site_id and u.job_id = made_to_measure_jobs.id
  order by u.created_at desc, u.id desc limit 1)`;

export const jobListColumns: ListColumns = {
  id: madeToMeasureJobs.id,
  status: madeToMeasureJobs.status,
  reference: madeToMeasureJobs.reference,
  email: madeToMeasureJobs.email,
  pieceKind: madeToMeasureJobs.pieceKind,
  awaitingWorkshop: madeToMeasureJobs.awaitingWorkshop,
  wishedDate: madeToMeasureJobs.wishedDate,
  createdAt: madeToMeasureJobs.createdAt,
  updatedAt: madeToMeasureJobs.updatedAt,
};

/** A page of the site's jobs matching `scope` (the customer's own, or the inbox without unconfirmed requests). */
export async function findJobPage(ctx: RequestContext, query: ListQuery, scope: SQL) {
  const where = listWhere(and(eq(madeToMeasureJobs.siteId, ctx.siteId), scope)!, query, jobListColumns);
  const { items, total } = await listPage(
    ctx.db
      .select({ job: madeToMeasureJobs, total: quoteTotal, stage: lastStage })
      .from(madeToMeasureJobs)
      .where(where)
      .orderBy(...listOrderBy(query, jobListColumns, madeToMeasureJobs.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(madeToMeasureJobs).where(where),
  );
  return { items, total };
}

// ─── the expiry round (every site) ───

/** SENT quotes whose last day is before `today`, every site, oldest first. */
export function findOverdueQuotes(db: Db, today: string, limit: number) {
  return db
    .select({ siteId: madeToMeasureQuotes.siteId, id: madeToMeasureQuotes.id, jobId: madeToMeasureQuotes.jobId })
    .from(madeToMeasureQuotes)
    .where(and(eq(madeToMeasureQuotes.status, 'SENT'), lt(madeToMeasureQuotes.validUntil, today)))
    .orderBy(asc(madeToMeasureQuotes.validUntil), asc(madeToMeasureQuotes.id))
    .limit(limit);
}
