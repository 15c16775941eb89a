import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import { LEGAL_PLACEHOLDERS, LEGAL_TEXT_KEYS, PARAMETER_CATALOG, type LegalTextKey } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { legalTextVersions, siteParameters, users } from '../../db/schema/index.ts';

/** The queries of the legal texts (issue 18 item 5), each scoped by the request's site. */

export type VersionRow = typeof legalTextVersions.$inferSelect & { email: string | null };

const PARAMETER_KEYS = [...LEGAL_TEXT_KEYS, ...Object.values(LEGAL_PLACEHOLDERS)];

/** The site_parameters rows of the legal texts and of the company identity their placeholders name. */
export function findLegalParameters(ctx: RequestContext) {
  return ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value, translations: siteParameters.translations })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, PARAMETER_KEYS)));
}

const versionColumns = {
  siteId: legalTextVersions.siteId,
  id: legalTextVersions.id,
  key: legalTextVersions.key,
  html: legalTextVersions.html,
  createdAt: legalTextVersions.createdAt,
  createdBy: legalTextVersions.createdBy,
  email: users.email,
};

function versionsQuery(ctx: RequestContext) {
  return ctx.db
    .select(versionColumns)
    .from(legalTextVersions)
    .leftJoin(users, eq(users.id, legalTextVersions.createdBy));
}

/** A key's versions, newest first (ids grow with time: two saves in the same millisecond keep their order). */
export function findVersions(ctx: RequestContext, key: LegalTextKey): Promise<VersionRow[]> {
  return versionsQuery(ctx)
    .where(and(eq(legalTextVersions.siteId, ctx.siteId), eq(legalTextVersions.key, key)))
    .orderBy(desc(legalTextVersions.id));
}

export async function findVersion(ctx: RequestContext, id: number): Promise<VersionRow | null> {
  const [row] = await versionsQuery(ctx).where(
    and(eq(legalTextVersions.siteId, ctx.siteId), eq(legalTextVersions.id, id)),
  );
  return row ?? null;
}

/** The newest version of each key with how many the key has. */
export async function findCurrentVersions(
  ctx: RequestContext,
): Promise<Map<string, { row: VersionRow; count: number }>> {
  const latest = await ctx.db
    .select({ key: legalTextVersions.key, id: max(legalTextVersions.id), count: count() })
    .from(legalTextVersions)
    .where(eq(legalTextVersions.siteId, ctx.siteId))
    .groupBy(legalTextVersions.key);
  const ids = latest.map((row) => row.id).filter((id): id is number => id !== null);
  const rows = ids.length
    ? await versionsQuery(ctx).where(and(eq(legalTextVersions.siteId, ctx.siteId), inArray(legalTextVersions.id, ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const current = new Map<string, { row: VersionRow; count: number }>();
  for (const { key, id, count: total } of latest) {
    const row = id === null ? undefined : byId.get(id);
    if (row) current.set(key, { row, count: total });
  }
  return current;
}

export async function insertVersion(ctx: RequestContext, key: LegalTextKey, html: { fr_FR: string; en?: string }) {
  const [row] = await ctx.db
    .insert(legalTextVersions)
    .values({ siteId: ctx.siteId, key, html, createdBy: ctx.user?.id ?? null })
    .returning({ id: legalTextVersions.id });
  return row!.id;
}

/** The live text, the one the storefront reads: the site parameter's row, made when the site has none. */
export async function writeLiveText(ctx: RequestContext, key: LegalTextKey, html: { fr_FR: string; en?: string }) {
  const translations = html.en === undefined ? {} : { en: html.en };
  const definition = PARAMETER_CATALOG.find((parameter) => parameter.type === key);
  await ctx.db
    .insert(siteParameters)
    .values({
      siteId: ctx.siteId,
      type: key,
      kind: 'TEXT',
      label: definition?.label ?? key,
      value: html.fr_FR,
      translations,
    })
    .onConflictDoUpdate({
      target: [siteParameters.siteId, siteParameters.type],
      set: { value: html.fr_FR, translations, updatedAt: new Date() },
    });
}
