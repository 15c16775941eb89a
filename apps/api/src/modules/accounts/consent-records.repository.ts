import { and, asc, desc, eq } from 'drizzle-orm';
import type { ConsentKind } from '@atelier/contract';
import { consentRecords, legalTextVersions } from '../../db/schema/index.ts';
import type { RequestContext, SiteContext } from '../../context.ts';

export interface NewConsentRecord {
  kind: ConsentKind;
  userId: number | null;
  anonymousId: string | null;
  choices: string[];
  textVersion: string;
  locale: string;
}

export async function insertConsent(ctx: SiteContext, record: NewConsentRecord) {
  await ctx.db.insert(consentRecords).values({ ...record, siteId: ctx.siteId });
}

/** An account's choices, oldest first. */
export function findConsentsOf(ctx: SiteContext, userId: number) {
  return ctx.db
    .select()
    .from(consentRecords)
    .where(and(eq(consentRecords.siteId, ctx.siteId), eq(consentRecords.userId, userId)))
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
}

/**
 * The id of a legal text's live version (the newest), null before any. Read here rather than through the legal
 * module: that one checks its administrators with this module's guard, and modules depend on each other one way.
 */
export async function findCurrentLegalVersion(ctx: RequestContext, key: string): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: legalTextVersions.id })
    .from(legalTextVersions)
    .where(and(eq(legalTextVersions.siteId, ctx.siteId), eq(legalTextVersions.key, key)))
    .orderBy(desc(legalTextVersions.id))
    .limit(1);
  return row?.id ?? null;
}
