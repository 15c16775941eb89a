import type { News, ResolvedPageBlock } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import type { BlockPageData } from './block-page-data.ts';
import { albumsOfBlocks } from '../albums/albums-data.server.ts';
import { latestArticles } from '../blog/blog-data.server.ts';
import { upcomingEvents } from '../events/event-data.server.ts';
import { loadPageForms } from '../forms/form-answer.server.ts';
import { reviewsForBlocks } from '../reviews/reviews-data.server.ts';
import { popupOfBlocks, servicesOfBlocks } from '../services/service-data.server.ts';

/**
 * What a page's blocks read beyond the start-up data (BlockPageData): the latest news and articles, the reviews,
 * the forms, services, popup, events and albums they name. The CMS page's loader and the back-office's live
 * preview (which draws unsaved blocks) both read it here.
 */
export async function loadBlockData(api: ApiClient, blocks: ResolvedPageBlock[]): Promise<BlockPageData> {
  const [news, blogArticles, reviews, forms, services, popup, events, albums] = await Promise.all([
    latestNews(api, blocks),
    latestBlogArticles(api, blocks),
    reviewsForBlocks(api, blocks),
    loadPageForms(api, blocks),
    servicesOfBlocks(api, blocks),
    popupOfBlocks(api, blocks),
    upcomingEvents(api, blocks),
    albumsOfBlocks(api, blocks),
  ]);
  return { news, blogArticles, reviews, forms, services, popup, events, albums };
}

/**
 * The latest news, newest first, as many as the page's news list blocks show; none when the page has no
 * such block. A failing call leaves the blocks with the start-up data (the promoted news) and is logged.
 */
async function latestNews(api: ApiClient, blocks: ResolvedPageBlock[]): Promise<News[] | undefined> {
  const wanted = Math.max(0, ...blocks.map((block) => (block.type === 'newsList' ? block.nbItem : 0)));
  if (wanted === 0) return undefined;
  try {
    return (await api.news({ query: { nbItem: Math.min(wanted, 100), orderBy: '-publishedAt' } })).items;
  } catch (error) {
    console.error('Latest news for a news list block could not be loaded', error);
    return undefined;
  }
}

/** The blog's latest articles, as many as the page's blog list blocks show; none without such a block. */
async function latestBlogArticles(api: ApiClient, blocks: ResolvedPageBlock[]) {
  const wanted = Math.max(0, ...blocks.map((block) => (block.type === 'blogList' ? block.nbItem : 0)));
  return wanted === 0 ? undefined : latestArticles(api, wanted);
}
