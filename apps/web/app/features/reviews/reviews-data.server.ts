import type { ResolvedPageBlock, ReviewsSummary } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';

/** A reviews block without quotes of its own shows the site's stored reviews, the latest 3 unless it says. */
export const REVIEWS_BLOCK_DEFAULT_ITEMS = 3;

/**
 * The site's reviews for the page's reviews blocks (issue 17 item 8): average, count and as many of the latest
 * as the blocks show; none when the page has no block that reads them. A failing call leaves the blocks empty
 * (they draw nothing) and is logged: the page stands without them.
 */
export async function reviewsForBlocks(
  api: ApiClient,
  blocks: ResolvedPageBlock[],
): Promise<ReviewsSummary | undefined> {
  const wanted = Math.max(
    0,
    ...blocks.map((block) =>
      block.type === 'reviews' && !block.items ? (block.nbItem ?? REVIEWS_BLOCK_DEFAULT_ITEMS) : 0,
    ),
  );
  if (wanted === 0) return undefined;
  try {
    return await api.googleReviews({ query: { nbItem: wanted } });
  } catch (error) {
    console.error('The reviews of a reviews block could not be loaded', error);
    return undefined;
  }
}
