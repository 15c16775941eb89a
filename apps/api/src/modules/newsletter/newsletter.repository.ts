import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { newsletterLists, newsletterSubscriptions, siteParameters } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

export type ListRow = typeof newsletterLists.$inferSelect;
export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;
type SubscriptionValues = Omit<typeof newsletterSubscriptions.$inferInsert, 'siteId' | 'id' | 'createdAt'>;

/** SPEC §3 ENABLE_NEWSLETTER of the site. */
export async function newsletterEnabled(ctx: RequestContext): Promise<boolean> {
  const rows = await ctx.db
    .select({ value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), eq(siteParameters.type, 'ENABLE_NEWSLETTER')));
  return rows[0]?.value === 'true';
}

/** The site's lists in their order. */
export function findLists(ctx: RequestContext): Promise<ListRow[]> {
  return ctx.db
    .select()
    .from(newsletterLists)
    .where(eq(newsletterLists.siteId, ctx.siteId))
    .orderBy(asc(newsletterLists.position), asc(newsletterLists.id));
}

export async function findList(ctx: RequestContext, id: number): Promise<ListRow | null> {
  const rows = await ctx.db
    .select()
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, ctx.siteId), eq(newsletterLists.id, id)));
  return rows[0] ?? null;
}

/** The list the footer form and the registration box subscribe to. */
export async function findDefaultList(ctx: RequestContext): Promise<ListRow | null> {
  const rows = await ctx.db
    .select()
    .from(newsletterLists)
    .where(and(eq(newsletterLists.siteId, ctx.siteId), eq(newsletterLists.isDefault, true)))
    .orderBy(asc(newsletterLists.position), asc(newsletterLists.id))
    .limit(1);
  return rows[0] ?? null;
}

/** Every row of an address on this site's lists. */
export function findSubscriptionsOfEmail(ctx: RequestContext, email: string): Promise<SubscriptionRow[]> {
  return ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, ctx.siteId), eq(newsletterSubscriptions.email, email)))
    .orderBy(asc(newsletterSubscriptions.listId));
}

export async function findSubscription(
  ctx: RequestContext,
  listId: number,
  email: string,
): Promise<SubscriptionRow | null> {
  const rows = await ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.siteId),
        eq(newsletterSubscriptions.listId, listId),
        eq(newsletterSubscriptions.email, email),
      ),
    );
  return rows[0] ?? null;
}

export async function findSubscriptionById(ctx: RequestContext, id: number): Promise<SubscriptionRow | null> {
  const rows = await ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.siteId, ctx.siteId), eq(newsletterSubscriptions.id, id)));
  return rows[0] ?? null;
}

export async function findSubscriptionByToken(ctx: RequestContext, tokenHash: string): Promise<SubscriptionRow | null> {
  const rows = await ctx.db
    .select()
    .from(newsletterSubscriptions)
    .where(
      and(eq(newsletterSubscriptions.siteId, ctx.siteId), eq(newsletterSubscriptions.confirmTokenHash, tokenHash)),
    );
  return rows[0] ?? null;
}

/** Writes the row of an address on a list: a new one, or the existing one changed. */
export async function upsertSubscription(
  ctx: RequestContext,
  values: SubscriptionValues & { listId: number; email: string },
): Promise<SubscriptionRow> {
  const { listId, email, ...changes } = values;
  const [row] = await ctx.db
    .insert(newsletterSubscriptions)
    .values({ ...values, siteId: ctx.siteId })
    .onConflictDoUpdate({
      target: [newsletterSubscriptions.siteId, newsletterSubscriptions.listId, newsletterSubscriptions.email],
      set: { ...changes, updatedAt: new Date() },
    })
    .returning();
  if (!row) throw new Error(`newsletter subscription of list ${listId} for ${email} not written`);
  return row;
}

/**
 * Changes a row, only while its status is `onlyIfStatus` when given (two tabs confirming with one link);
 * null when nothing was changed.
 */
export async function updateSubscription(
  ctx: RequestContext,
  id: number,
  values: Partial<SubscriptionValues>,
  onlyIfStatus?: SubscriptionRow['status'],
): Promise<SubscriptionRow | null> {
  const [row] = await ctx.db
    .update(newsletterSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.siteId),
        eq(newsletterSubscriptions.id, id),
        onlyIfStatus === undefined ? undefined : eq(newsletterSubscriptions.status, onlyIfStatus),
      ),
    )
    .returning();
  return row ?? null;
}

/** The rows of an account: linked to it, or of its address. */
export async function deleteSubscriptionsOf(ctx: RequestContext, userId: number, email: string) {
  await ctx.db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.siteId, ctx.siteId),
        or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)),
      ),
    );
}

/**
 * Moves an account's rows to its new address; a row the new address already had on the same list (a
 * visitor's) gives way to the account's.
 */
export async function moveSubscriptions(ctx: RequestContext, userId: number, from: string, to: string) {
  const moving = await findSubscriptionsOfEmail(ctx, from);
  if (moving.length === 0) return;
  await ctx.db.delete(newsletterSubscriptions).where(
    and(
      eq(newsletterSubscriptions.siteId, ctx.siteId),
      eq(newsletterSubscriptions.email, to),
      inArray(
        newsletterSubscriptions.listId,
        moving.map((row) => row.listId),
      ),
    ),
  );
  await ctx.db
    .update(newsletterSubscriptions)
    .set({ email: to, userId, updatedAt: new Date() })
    .where(and(eq(newsletterSubscriptions.siteId, ctx.siteId), eq(newsletterSubscriptions.email, from)));
}
