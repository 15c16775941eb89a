import type { AdminReview, List, Review, ReviewsImport, ReviewsSummary } from '@atelier/contract';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext, SiteContext } from '../../context.ts';
import { recordChange } from '../audit/audit.service.ts';
import { getExternalAppConfig } from '../site/site.service.ts';
import { GooglePlacesReviewProvider } from './google-places-provider.ts';
import { ReviewProviderError, type ProvidedReviews, type ReviewProvider } from './review-provider.ts';
import * as repository from './reviews.repository.ts';
import type { ReviewRow } from './reviews.repository.ts';

function toReview(row: ReviewRow): Review {
  return {
    id: row.id,
    rating: row.rating,
    author: row.author,
    text: row.text,
    lang: row.lang,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** SPEC §7 `GET /google/reviews?from=`: average (one decimal) and count of the site's reviews, and the newest. */
export async function getReviews(
  ctx: SiteContext,
  query: { from?: string | undefined; nbItem: number },
): Promise<ReviewsSummary> {
  const [summary, newest] = await Promise.all([
    repository.summarize(ctx, query.from),
    repository.findNewest(ctx, query.from, query.nbItem),
  ]);
  return {
    average: summary.average === null ? null : Math.round(summary.average * 10) / 10,
    count: summary.count,
    reviews: newest.map(toReview),
  };
}

/** How an import reaches Google: the environment's key and place id, and the API's root (a stand-in in tests). */
export interface GoogleReviewsSettings {
  apiKey: string | undefined;
  /** GOOGLE_PLACE_ID: the place of a one-site install; a site's own GOOGLE_REVIEWS app setting comes first. */
  placeId: string | undefined;
  baseUrl: string;
}

/** The place id of the site: `placeId` of its GOOGLE_REVIEWS external app, else the environment's. */
async function placeIdOf(ctx: RequestContext, fallback: string | undefined): Promise<string | undefined> {
  try {
    const app = await getExternalAppConfig(ctx, 'GOOGLE_REVIEWS');
    const own = app.config.placeId;
    if (typeof own === 'string' && own.trim() !== '') return own.trim();
  } catch (error) {
    // A site without the app uses the environment's place id.
    if (!(error instanceof AppError && error.kind === 'NOT_FOUND')) throw error;
  }
  return fallback?.trim() || undefined;
}

/** The Google provider of the site and its place, or a 409 naming what is missing. */
export async function googleProviderOf(
  ctx: RequestContext,
  settings: GoogleReviewsSettings,
  /** The script's `--place`: the given place id wins over the site's. */
  options: { preferGiven?: boolean } = {},
) {
  const placeId = options.preferGiven ? settings.placeId : await placeIdOf(ctx, settings.placeId);
  const missing = [
    ...(settings.apiKey ? [] : ['GOOGLE_PLACES_API_KEY']),
    ...(placeId ? [] : ['GOOGLE_PLACE_ID (or the placeId of the GOOGLE_REVIEWS app)']),
  ];
  if (!settings.apiKey || !placeId)
    throw new AppError('CONFLICT', 'REVIEWS_NOT_CONFIGURED', { missing: missing.join(', ') });
  return { provider: new GooglePlacesReviewProvider({ apiKey: settings.apiKey, baseUrl: settings.baseUrl }), placeId };
}

/** The place's reviews from the provider; its failure is a 409 saying what went wrong (nothing is written). */
async function fetchProvided(provider: ReviewProvider, placeId: string): Promise<ProvidedReviews> {
  try {
    return await provider.fetchReviews(placeId);
  } catch (error) {
    if (error instanceof ReviewProviderError) {
      throw new AppError('CONFLICT', 'REVIEWS_PROVIDER_FAILED', { reason: error.message });
    }
    throw error;
  }
}

async function storeProvided(ctx: SiteContext, source: string, provided: ProvidedReviews): Promise<ReviewsImport> {
  const written = await repository.upsertReviews(ctx, source, provided.reviews);
  return {
    source,
    fetched: provided.reviews.length,
    ...written,
    providerRating: provided.rating,
    providerRatingCount: provided.ratingCount,
  };
}

/**
 * Reads the place's reviews from the provider and stores them for the site: a review already imported is updated,
 * not repeated (upsert by the provider's id). The table's trigger drops the site's kept answers and pages. The
 * command-line import (scripts/import-reviews.ts).
 */
export async function importReviews(ctx: SiteContext, provider: ReviewProvider, placeId: string) {
  const provided = await fetchProvided(provider, placeId);
  return storeProvided(ctx, provider.source, provided);
}

/** The same from the back-office, recorded in the audit log with the reviews it wrote (one transaction). */
export async function importReviewsForAdmin(ctx: RequestContext, provider: ReviewProvider, placeId: string) {
  const provided = await fetchProvided(provider, placeId);
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const done = await storeProvided(tx, provider.source, provided);
    await recordChange(tx, {
      action: 'reviews.import',
      entity: 'reviews',
      entityId: placeId,
      before: null,
      after: { source: done.source, fetched: done.fetched, created: done.created, updated: done.updated },
    });
    return done;
  });
}

// ─── the back-office (issue 18 item 6) ───

export const adminReviewListSpec = repository.adminReviewListSpec;

const toAdminReview = (row: ReviewRow): AdminReview => ({
  ...toReview(row),
  source: row.source,
  hidden: row.hidden,
});

/** Every review of the site, hidden ones too (`GET /admin/reviews`). */
export async function listAdminReviews(ctx: RequestContext, query: ListQuery): Promise<List<AdminReview>> {
  const page = await repository.findAdminPage(ctx, query);
  return { total: page.total, items: page.items.map(toAdminReview) };
}

/**
 * Hides a review from the storefront (its list and its average), or shows it again; audited in the same
 * transaction. The table's trigger drops the site's kept answers and pages; an import leaves `hidden` as it is.
 */
export function setReviewHidden(ctx: RequestContext, id: number, hidden: boolean): Promise<AdminReview> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const current = await repository.findReviewForUpdate(tx, id);
    if (!current) throw notFound('Review', id);
    const row = await repository.setHidden(tx, id, hidden);
    await recordChange(tx, {
      action: hidden ? 'review.hide' : 'review.show',
      entity: 'review',
      entityId: id,
      before: { hidden: current.hidden },
      after: { hidden },
    });
    return toAdminReview(row);
  });
}
