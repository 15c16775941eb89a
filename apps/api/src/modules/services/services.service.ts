import {
  pickLocale,
  SERVICE_PATH,
  type Locale,
  type LocalizedText,
  type Popup,
  type ServiceDetail,
  type ServiceList,
  type ServiceSummary,
  type SizedImage,
} from '@atelier/contract';
import { notFound } from '../../errors.ts';
import type { StoredImage } from '../../db/schema/index.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { siteImage } from '../../storage/storage.ts';
import { resolveBodyImages } from '../blog/blog.service.ts';
import { localizedPath } from '../pages/pages.service.ts';
import * as repository from './services.repository.ts';
import type { PopupRow, ServiceRow } from './services.repository.ts';

type Urls = Record<Locale, string>;

/** A service's page: `/prestations/{slug}/{id}` in French, `/en/services/{slug}/{id}` in English. */
function serviceUrls(row: Pick<ServiceRow, 'id' | 'slug'>): Urls {
  const path = (locale: Locale) =>
    localizedPath(`${SERVICE_PATH[locale]}/${pickLocale(row.slug, locale)}/${row.id}`, locale);
  return { fr_FR: path('fr_FR'), en: path('en') };
}

function sizedImage(ctx: RequestContext, image: StoredImage | null, fallbackAlt: string): SizedImage | null {
  if (!image) return null;
  const base = siteImage(ctx.siteId, image.file, pickLocale(image.alt, ctx.locale) || fallbackAlt);
  return base && { ...base, width: image.width, height: image.height };
}

/** Whether a text has its English (else the French is answered, and the page says so with its `lang`). */
const hasEnglish = (text: LocalizedText) => typeof text.en === 'string' && text.en !== '';

function toSummary(ctx: RequestContext, row: ServiceRow): ServiceSummary {
  const urls = serviceUrls(row);
  const title = pickLocale(row.title, ctx.locale);
  return {
    id: row.id,
    order: row.position,
    slug: pickLocale(row.slug, ctx.locale),
    title,
    summary: pickLocale(row.summary, ctx.locale),
    icon: row.icon ?? null,
    image: sizedImage(ctx, row.image, title),
    tags: row.tags,
    url: urls[ctx.locale],
    urls,
  };
}

/** `GET /service`: the site's published services, in their order, 100 a page (SPEC §9); `tag` keeps any of them. */
export async function listServices(ctx: RequestContext, query: ListQuery): Promise<ServiceList> {
  const page = await repository.findServicePage(ctx, query);
  return { services: page.items.map((row) => toSummary(ctx, row)), total: page.total };
}

/** `GET /service/{id}`: a published service of the site, its text's images made URLs, and its realisations. */
export async function getService(ctx: RequestContext, id: number): Promise<ServiceDetail> {
  const row = await repository.findService(ctx, id);
  if (!row) throw notFound('Service', id);
  const summary = toSummary(ctx, row);
  return {
    ...summary,
    body: resolveBodyImages(pickLocale(row.body, ctx.locale), ctx.siteId),
    lang: ctx.locale === 'en' && hasEnglish(row.body) ? 'en' : 'fr_FR',
    gallery: row.gallery.flatMap((image) => sizedImage(ctx, image, summary.title) ?? []),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toPopup(ctx: RequestContext, row: PopupRow): Popup {
  const title = pickLocale(row.title, ctx.locale);
  const label = pickLocale(row.linkLabel, ctx.locale);
  const url = pickLocale(row.linkUrl, ctx.locale);
  return {
    id: row.id,
    title,
    body: resolveBodyImages(pickLocale(row.body, ctx.locale), ctx.siteId),
    image: sizedImage(ctx, row.image, title),
    link: label && url ? { label, url } : null,
    showOnEveryReload: row.showOnEveryReload,
  };
}

/** `GET /popup/{id}`: a published popup of the site (SPEC §2 modal overlay). */
export async function getPopup(ctx: RequestContext, id: number): Promise<Popup> {
  const row = await repository.findPopup(ctx, id);
  if (!row) throw notFound('Popup', id);
  return toPopup(ctx, row);
}
