import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import {
  PARAMETER_CATALOG,
  SOCIAL_LINK_KEYS,
  type AdminSocialLinks,
  type SocialLinkKey,
  type adminSocialLinksInputSchema,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { siteParameters } from '../../db/schema/index.ts';
import { recordChange } from '../audit/audit.service.ts';
import { inTransaction, written, type SiteChanged } from './menu-tree.ts';

/**
 * The social links (SPEC §3): the site's parameters FACEBOOK_URL … GITHUB_REPOSITORY, which the footer and the
 * header show (features/layout/social-links.ts). Only these keys are read and written here.
 */

type SocialInput = z.output<typeof adminSocialLinksInputSchema>;

async function storedValues(ctx: RequestContext) {
  const rows = await ctx.db
    .select({ type: siteParameters.type, value: siteParameters.value })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, ctx.siteId), inArray(siteParameters.type, [...SOCIAL_LINK_KEYS])));
  return new Map(rows.map((row) => [row.type as SocialLinkKey, row.value]));
}

export async function getSocialLinks(ctx: RequestContext): Promise<AdminSocialLinks> {
  const values = await storedValues(ctx);
  return { links: SOCIAL_LINK_KEYS.map((key) => ({ key, value: values.get(key) || null })) };
}

const definitionOf = (key: SocialLinkKey) => PARAMETER_CATALOG.find((definition) => definition.type === key)!;

export function saveSocialLinks(ctx: RequestContext, input: SocialInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const before = await storedValues(tx);
    const changed = SOCIAL_LINK_KEYS.flatMap((key) => {
      const given = input[key];
      if (given === undefined) return [];
      const value = given?.trim() || null;
      return (before.get(key) || null) === value ? [] : [{ key, value }];
    });
    for (const { key, value } of changed) {
      const definition = definitionOf(key);
      await tx.db
        .insert(siteParameters)
        .values({ siteId: tx.siteId, type: key, kind: definition.kind, label: definition.label, value })
        .onConflictDoUpdate({
          target: [siteParameters.siteId, siteParameters.type],
          set: { value, updatedAt: new Date() },
        });
    }
    if (changed.length) {
      await recordChange(tx, {
        action: 'socialLinks.update',
        entity: 'parameter',
        entityId: 'social-links',
        before: Object.fromEntries(changed.map(({ key }) => [key, before.get(key) ?? null])),
        after: Object.fromEntries(changed.map(({ key, value }) => [key, value])),
      });
    }
    return getSocialLinks(tx);
  });
  return written(ctx, siteChanged, work);
}
