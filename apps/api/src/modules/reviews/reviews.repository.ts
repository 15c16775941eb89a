import { and, avg, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { reviews } from '../../db/schema/index.ts';
import type { RequestContext, SiteContext } from '../../context.ts';
import type { ListFilter, ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import type { ProvidedReview } from './review-provider.ts';

export type ReviewRow = typeof reviews.$inferSelect;

/** The shop's days start at midnight in Paris (as its dated discounts do). */
const SHOP_TIME_ZONE = 'Europe/Paris';

/**
 * The site's shown reviews (not hidden by its administrator), published from the start of `from` (YYYY-MM-DD,
 * in the shop's time zone) when given.
 */
function scope(ctx: SiteContext, from: string | undefined): SQL {
  const site = and(eq(reviews.siteId, ctx.siteId), eq(reviews.hidden, false))!;
  if (from === undefined) return site;
  return and(site, sql`${reviews.publishedAt} >= (${from}::date::timestamp AT TIME ZONE ${SHOP_TIME_ZONE})`)!;
}

/** How many reviews there are and their average rating (null when none). */
export async function summarize(ctx: SiteContext, from: string | undefined) {
  const [row] = await ctx.db
    .select({ count: count(), average: avg(reviews.rating) })
    .from(reviews)
    .where(scope(ctx, from));
  return { count: row?.count ?? 0, average: row?.average == null ? null : Number(row.average) };
}

/** The newest `limit` reviews, newest first. */
export function findNewest(ctx: SiteContext, from: string | undefined, limit: number): Promise<ReviewRow[]> {
  return ctx.db
    .select()
    .from(reviews)
    .where(scope(ctx, from))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(limit);
}

/**
 * Writes a provider's reviews, one statement: a review already stored (same site, source and provider id) is
 * updated (its author may edit it), the others inserted. Answers how many were new.
 */
export async function upsertReviews(ctx: SiteContext, source: string, provided: ProvidedReview[]) {
  if (provided.length === 0) return { created: 0, updated: 0 };
  const rows = await ctx.db
    .insert(reviews)
    .values(
      provided.map((review) => ({
        siteId: ctx.siteId,
        source,
        externalId: review.externalId,
        rating: review.rating,
        author: review.author,
        text: review.text,
        lang: review.lang,
        publishedAt: review.publishedAt,
      })),
    )
    .onConflictDoUpdate({
      target: [reviews.siteId, reviews.source, reviews.externalId],
      set: {
        rating: sql`excluded.rating`,
        author: sql`excluded.author`,
        text: sql`excluded.text`,
        lang: sql`excluded.lang`,
        publishedAt: sql`excluded.published_at`,
        updatedAt: sql`now()`,
      },
    })
    // xmax is 0 for a row this statement inserted, the updating transaction's id for one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const created = rows.filter((row) => row.inserted).length;
  return { created, updated: rows.length - created };
}

// ─── the back-office (issue 18 item 6) ───

const adminColumns: ListColumns = {
  id: reviews.id,
  rating: reviews.rating,
  author: reviews.author,
  hidden: reviews.hidden,
  publishedAt: reviews.publishedAt,
  /** `q=lk:…`: the author or the text contains it. */
  q: (filter: ListFilter) => {
    const like = `%${String(filter.value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(sql`${reviews.author} ILIKE ${like}`, sql`${reviews.text} ILIKE ${like}`);
  },
};

export const adminReviewListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    rating: { type: 'integer', sortable: true },
    author: { type: 'string', sortable: true },
    hidden: { type: 'boolean' },
    publishedAt: { type: 'date', sortable: true },
    q: { type: 'string' },
  },
  defaultNbItem: 25,
  defaultOrderBy: '-publishedAt',
};

/** Every review of the site, hidden ones too, filtered and paged. */
export function findAdminPage(ctx: RequestContext, query: ListQuery) {
  const site = eq(reviews.siteId, ctx.siteId);
  const where = listWhere(site, query, adminColumns);
  return listPage<ReviewRow>(
    ctx.db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(...listOrderBy(query, adminColumns, reviews.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(reviews).where(where),
  );
}

export async function findReviewForUpdate(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(reviews)
    .where(and(eq(reviews.siteId, ctx.siteId), eq(reviews.id, id)))
    .for('update');
  return row ?? null;
}

export async function setHidden(ctx: RequestContext, id: number, hidden: boolean) {
  const [row] = await ctx.db
    .update(reviews)
    .set({ hidden, updatedAt: sql`now()` })
    .where(and(eq(reviews.siteId, ctx.siteId), eq(reviews.id, id)))
    .returning();
  return row!;
}
