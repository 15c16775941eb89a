import { eq } from 'drizzle-orm';
import type { LocalizedText } from '@atelier/contract';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';

interface NewsletterListSeed {
  name: LocalizedText;
  description: LocalizedText;
  /** What the footer form and the registration box subscribe to (one per site). */
  isDefault: boolean;
}

/** The sample sites' newsletter lists (issue 5): the default one first. */
export const SAMPLE_NEWSLETTER_LISTS: Record<number, NewsletterListSeed[]> = {
  1: [
    {
      name: { fr_FR: 'Les nouvelles de l’atelier', en: 'News from the workshop' },
      description: {
        fr_FR: 'Une lettre par mois : les fauteuils sortis de l’atelier, les tissus arrivés, les portes ouvertes.',
        en: 'One letter a month: the chairs that left the workshop, the new fabrics, the open days.',
      },
      isDefault: true,
    },
    {
      name: { fr_FR: 'Stages et ateliers', en: 'Workshops and courses' },
      description: {
        fr_FR: 'Les dates des stages de garniture et de couture d’ameublement, dès qu’elles sont ouvertes.',
        en: 'The dates of the upholstery and soft furnishing courses, as soon as they open.',
      },
      isDefault: false,
    },
  ],
  2: [
    {
      name: { fr_FR: 'La lettre du domaine', en: 'News from the estate' },
      description: {
        fr_FR: 'Les vendanges, les nouveaux millésimes et les dates des dégustations au caveau.',
        en: 'The harvest, the new vintages and the dates of the tastings at the cellar.',
      },
      isDefault: true,
    },
  ],
};

/**
 * Writes the sample lists of a site that has none yet (in one transaction), so a second start writes
 * nothing and lists a site's owner changed stay as they are. Returns whether it wrote.
 */
export async function seedNewsletter(
  db: Db,
  siteId: number,
  lists = SAMPLE_NEWSLETTER_LISTS[siteId],
): Promise<boolean> {
  if (!lists?.length) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx
      .select({ id: t.newsletterLists.id })
      .from(t.newsletterLists)
      .where(eq(t.newsletterLists.siteId, siteId))
      .limit(1);
    if (existing.length > 0) return false;
    await tx.insert(t.newsletterLists).values(
      lists.map((list, position) => ({
        siteId,
        position,
        name: list.name,
        description: list.description,
        isDefault: list.isDefault,
      })),
    );
    return true;
  });
}
