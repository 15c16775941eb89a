import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { SITE_1_REVIEWS } from './reviews-site1.ts';
import { SITE_2_REVIEWS } from './reviews-site2.ts';
import type { ReviewSeed } from './reviews-types.ts';

/** The sample sites' reviews (issue 17 item 11): the workshop's ten, the estate's four. */
export const SAMPLE_REVIEWS: Record<number, ReviewSeed[]> = { 1: SITE_1_REVIEWS, 2: SITE_2_REVIEWS };

/** Their source: never a provider's, so an import from Google adds its own next to them. */
export const SAMPLE_REVIEW_SOURCE = 'sample';

/**
 * Writes the sample reviews of a site that has no review yet, so a second start writes nothing and reviews
 * imported or deleted since stay as they are. Returns whether it wrote.
 */
export async function seedReviews(db: Db, siteId: number, seeds = SAMPLE_REVIEWS[siteId]): Promise<boolean> {
  if (!seeds?.length) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx.select({ id: t.reviews.id }).from(t.reviews).where(eq(t.reviews.siteId, siteId)).limit(1);
    if (existing.length > 0) return false;
    await tx.insert(t.reviews).values(
      seeds.map((seed) => ({
        siteId,
        source: SAMPLE_REVIEW_SOURCE,
        externalId: seed.key,
        rating: seed.rating,
        author: seed.author,
        text: seed.text,
        lang: seed.lang,
        publishedAt: new Date(seed.publishedAt),
      })),
    );
    return true;
  });
}
