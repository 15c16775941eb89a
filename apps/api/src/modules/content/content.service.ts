import { pickLocale, type Element, type List, type News, type NewsDetail } from '@atelier/contract';
import { notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { siteImage } from '../../storage/storage.ts';
import * as repository from './content.repository.ts';

type NewsRow = Awaited<ReturnType<typeof repository.findNews>>['items'][number];
type ElementRow = NonNullable<Awaited<ReturnType<typeof repository.findElement>>>;

function toNews(ctx: RequestContext, row: NewsRow): News {
  const title = pickLocale(row.title, ctx.locale);
  return {
    id: row.id,
    slug: row.slug,
    title,
    summary: pickLocale(row.summary, ctx.locale),
    content: pickLocale(row.content, ctx.locale),
    image: siteImage(ctx.siteId, row.image, title),
    url: row.url,
    promoted: row.promoted,
    publishedAt: row.publishedAt.toISOString(),
  };
}

function toElement(ctx: RequestContext, row: ElementRow): Element {
  const title = pickLocale(row.title, ctx.locale);
  return {
    id: row.id,
    route: row.route,
    order: row.position,
    title,
    description: pickLocale(row.description, ctx.locale),
    url: pickLocale(row.url, ctx.locale),
    image: siteImage(ctx.siteId, row.image, pickLocale(row.alt, ctx.locale) ?? title),
    data: row.data,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listNews(ctx: RequestContext, query: ListQuery): Promise<List<News>> {
  const { items, total } = await repository.findNews(ctx, query);
  return { items: items.map((row) => toNews(ctx, row)), total };
}

/** One published news item and the items beside it (its page's previous and next links). */
export async function getNews(ctx: RequestContext, id: number): Promise<NewsDetail> {
  const row = await repository.findNewsItem(ctx, id);
  if (!row) throw notFound('News', String(id));
  const { previous, next } = await repository.findNewsNeighbours(ctx, row);
  const link = (neighbour: typeof previous) =>
    neighbour && { id: neighbour.id, slug: neighbour.slug, title: pickLocale(neighbour.title, ctx.locale) };
  return { ...toNews(ctx, row), previous: link(previous), next: link(next) };
}

export async function listElements(ctx: RequestContext, route: string, query: ListQuery): Promise<List<Element>> {
  const { items, total } = await repository.findElements(ctx, route, query);
  return { items: items.map((row) => toElement(ctx, row)), total };
}

export async function getElement(ctx: RequestContext, route: string, id: number): Promise<Element> {
  const row = await repository.findElement(ctx, route, id);
  if (!row) throw notFound('Element', `${route}/${id}`);
  return toElement(ctx, row);
}
