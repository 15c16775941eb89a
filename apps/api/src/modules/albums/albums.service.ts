import { pickLocale, type Album, type AlbumMedia, type AlbumSummary, type List, type Locale } from '@atelier/contract';
import { mediaTypeOf } from '@atelier/domain';
import { notFound } from '../../errors.ts';
import type { StoredAlbumMedia } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { siteFileUrl, siteImage } from '../../storage/storage.ts';
import { localizedPath } from '../pages/pages.service.ts';
import * as repository from './albums.repository.ts';
import type { AlbumRow } from './albums.repository.ts';

type Urls = { fr_FR: string; en: string };

/** `/albums/{slug}/{id}`, under /en in English. */
export function albumUrls(row: Pick<AlbumRow, 'id' | 'slug'>): Urls {
  const path = (locale: Locale) => localizedPath(`albums/${pickLocale(row.slug, locale)}/${row.id}`, locale);
  return { fr_FR: path('fr_FR'), en: path('en') };
}

/** SPEC §5: a file of any other type than a picture or a video is not shown. */
function toMedia(ctx: RequestContext, item: StoredAlbumMedia, fallbackAlt: string): AlbumMedia | null {
  const type = mediaTypeOf(item.file);
  if (type === 'none') return null;
  return {
    type,
    url: siteFileUrl(ctx.siteId, item.file),
    alt: pickLocale(item.alt, ctx.locale) || fallbackAlt,
    width: item.width,
    height: item.height,
    poster: type === 'video' && item.poster ? siteFileUrl(ctx.siteId, item.poster) : null,
  };
}

function mediaOf(ctx: RequestContext, row: AlbumRow, title: string): AlbumMedia[] {
  return row.media.flatMap((item) => toMedia(ctx, item, title) ?? []);
}

function toSummary(ctx: RequestContext, row: AlbumRow): AlbumSummary {
  const urls = albumUrls(row);
  const title = pickLocale(row.title, ctx.locale);
  const media = mediaOf(ctx, row, title);
  // The cover is the first picture; a video lends its still.
  const first = row.media.find((item) => mediaTypeOf(item.file) === 'image' || item.poster);
  const file = first && (mediaTypeOf(first.file) === 'image' ? first.file : first.poster!);
  const image = first && file ? siteImage(ctx.siteId, file, pickLocale(first.alt, ctx.locale) || title) : null;
  const cover = image && first ? { ...image, width: first.width, height: first.height } : null;
  return {
    id: row.id,
    slug: pickLocale(row.slug, ctx.locale),
    title,
    description: pickLocale(row.description, ctx.locale),
    cover,
    imageCount: media.filter((item) => item.type === 'image').length,
    videoCount: media.filter((item) => item.type === 'video').length,
    url: urls[ctx.locale],
    urls,
  };
}

/** `GET /album`: the site's published albums in their order (SPEC §9: 100 a page). */
export async function listAlbums(ctx: RequestContext, query: ListQuery): Promise<List<AlbumSummary>> {
  const page = await repository.findAlbumPage(ctx, query);
  return { items: page.items.map((row) => toSummary(ctx, row)), total: page.total };
}

/** `GET /album/{id}`: a published album of the site, its pictures and videos in their order. */
export async function getAlbum(ctx: RequestContext, id: number): Promise<Album> {
  const row = await repository.findAlbum(ctx, id);
  if (!row) throw notFound('Album', id);
  const summary = toSummary(ctx, row);
  return { ...summary, media: mediaOf(ctx, row, summary.title), updatedAt: row.updatedAt.toISOString() };
}
