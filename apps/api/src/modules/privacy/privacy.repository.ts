import { and, asc, eq, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { languages, siteDomains, users } from '../../db/schema/index.ts';
import type { SiteContext } from '../../context.ts';

/**
 * The inactive accounts' queries (issue 20 item 7). The job looks across every site (it has no visitor's site);
 * each change is then made in its account's own site, conditionally, so that two processes never act twice.
 */

const customer = () => and(eq(users.role, 'CUSTOMER'), isNull(users.deletedAt));

/** Live customer accounts last seen at or before `seenBefore` and not told yet, oldest first. */
export function findNoticeDue(db: Db, seenBefore: Date, limit: number) {
  return db
    .select({
      siteId: users.siteId,
      id: users.id,
      email: users.email,
      firstname: users.firstname,
      locale: users.locale,
    })
    .from(users)
    .where(and(customer(), isNull(users.inactivityNoticeAt), lte(users.lastSeenAt, seenBefore)))
    .orderBy(asc(users.lastSeenAt))
    .limit(limit);
}

/** Records the notice, unless the account was seen or told meanwhile; whether it did. */
export async function markNoticed(ctx: SiteContext, userId: number, now: Date, seenBefore: Date): Promise<boolean> {
  const rows = await ctx.db
    .update(users)
    .set({ inactivityNoticeAt: now })
    .where(
      and(
        eq(users.siteId, ctx.siteId),
        eq(users.id, userId),
        customer(),
        isNull(users.inactivityNoticeAt),
        lte(users.lastSeenAt, seenBefore),
      ),
    )
    .returning({ id: users.id });
  return rows.length > 0;
}

/** A told account stays due while it has not been seen since its notice (a login clears the notice too). */
const stillDue = (toldBefore: Date) =>
  and(
    customer(),
    isNotNull(users.inactivityNoticeAt),
    lte(users.inactivityNoticeAt, toldBefore),
    lt(users.lastSeenAt, users.inactivityNoticeAt),
  );

/** Accounts told at or before `toldBefore` and not seen since. */
export function findAnonymisationDue(db: Db, toldBefore: Date, limit: number) {
  return db
    .select({ siteId: users.siteId, id: users.id })
    .from(users)
    .where(stillDue(toldBefore))
    .orderBy(asc(users.inactivityNoticeAt))
    .limit(limit);
}

/** Locks the account until the transaction ends if it is still due: a login waits, and then finds it gone. */
export async function lockIfStillDue(ctx: SiteContext, userId: number, toldBefore: Date): Promise<boolean> {
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), eq(users.id, userId), stillDue(toldBefore)))
    .for('update');
  return rows.length > 0;
}

/** The site's host names, for the links of a mail sent without a visitor's request. */
export async function findSiteHosts(ctx: SiteContext): Promise<string[]> {
  const rows = await ctx.db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(eq(siteDomains.siteId, ctx.siteId))
    .orderBy(asc(siteDomains.host));
  return rows.map((row) => row.host);
}

/** The code of the site's default language ('fr_FR', 'en'), null when it has none marked. */
export async function findDefaultLanguage(ctx: SiteContext): Promise<string | null> {
  const [row] = await ctx.db
    .select({ code: languages.code })
    .from(languages)
    .where(and(eq(languages.siteId, ctx.siteId), eq(languages.isDefault, true)))
    .limit(1);
  return row?.code ?? null;
}
