import { and, eq, sql } from 'drizzle-orm';
import type { FormFieldDefinition, LocalizedText, PageBlock } from '@atelier/contract';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { SITE_1_FORMS } from './forms-site1.ts';
import { SITE_2_FORMS } from './forms-site2.ts';

export interface FormSeed {
  title: LocalizedText;
  description: LocalizedText;
  submitLabel: LocalizedText;
  successMessage: LocalizedText;
  fields: FormFieldDefinition[];
  /** The French paths of the pages that show it: its block is added at their end. */
  pages: string[];
}

/** The sample sites' forms (issue 17 item 11): the workshop's quote request, the estate's visit request. */
export const SAMPLE_FORMS: Record<number, FormSeed[]> = { 1: SITE_1_FORMS, 2: SITE_2_FORMS };

/**
 * Writes the sample forms of a site that has no form yet, and adds a form block at the end of the pages that
 * show each (in one transaction), so a second start writes nothing. Returns whether it wrote.
 */
export async function seedForms(db: Db, siteId: number, seeds = SAMPLE_FORMS[siteId]): Promise<boolean> {
  if (!seeds?.length) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx.select({ id: t.forms.id }).from(t.forms).where(eq(t.forms.siteId, siteId)).limit(1);
    if (existing.length > 0) return false;
    for (const seed of seeds) {
      const { pages, ...form } = seed;
      const [row] = await tx
        .insert(t.forms)
        .values({ siteId, ...form })
        .returning({ id: t.forms.id });
      if (!row) throw new Error(`The form ${seed.title.fr_FR} was not written`);
      const block: PageBlock = { type: 'form', formId: row.id };
      for (const page of pages) {
        const updated = await tx
          .update(t.pages)
          .set({ blocks: sql`${t.pages.blocks} || ${JSON.stringify([block])}::jsonb` })
          .where(and(eq(t.pages.siteId, siteId), sql`${t.pages.url}->>'fr_FR' = ${page}`))
          .returning({ id: t.pages.id });
        if (updated.length === 0)
          throw new Error(`Site ${siteId} has no page ${page} for the form ${seed.title.fr_FR}`);
      }
    }
    return true;
  });
}
