import { and, asc, eq } from 'drizzle-orm';
import { pickLocale, type Variation } from '@atelier/contract';
import { variations, variationValues } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';

/** Variation definitions of the site (fabric, colour, size…) with their values. */
export async function listVariations(ctx: RequestContext): Promise<Variation[]> {
  const [definitions, values] = await Promise.all([
    ctx.db
      .select()
      .from(variations)
      .where(eq(variations.siteId, ctx.siteId))
      .orderBy(asc(variations.position), asc(variations.id)),
    ctx.db
      .select()
      .from(variationValues)
      .where(and(eq(variationValues.siteId, ctx.siteId)))
      .orderBy(asc(variationValues.position), asc(variationValues.id)),
  ]);
  return definitions.map((definition) => ({
    id: definition.id,
    code: definition.code,
    label: pickLocale(definition.label, ctx.locale),
    displayLabel: pickLocale(definition.displayLabel, ctx.locale),
    detail: values
      .filter((value) => value.variationId === definition.id)
      .map((value) => ({ id: value.id, value: pickLocale(value.value, ctx.locale) })),
  }));
}
