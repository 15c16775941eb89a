import {
  pickLocale,
  resolveBlockValue as resolveStoredBlockValue,
  type Locale,
  type MenuPage,
  type Page,
  type ResolvedPageBlock,
} from '@atelier/contract';
import { notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import * as repository from './pages.repository.ts';
import type { PageRow } from './pages.repository.ts';

/** SPEC §2: French paths have no prefix, English ones live under /en. */
export function localizedPath(slug: string, locale: Locale) {
  const path = `/${slug.replace(/^\/+/, '')}`;
  if (locale === 'fr_FR') return path;
  return path === '/' ? '/en' : `/en${path}`;
}

function urlsOf(row: PageRow) {
  return { fr_FR: localizedPath(row.url.fr_FR, 'fr_FR'), en: localizedPath(row.url.en ?? row.url.fr_FR, 'en') };
}

/** Picks every translatable text of stored blocks in one language and turns image paths into URLs (the contract's rule). */
export function resolveBlockValue(value: unknown, locale: Locale, siteId: number): unknown {
  return resolveStoredBlockValue(value, locale, (file) => siteFileUrl(siteId, file));
}

function common(row: PageRow, locale: Locale) {
  const urls = urlsOf(row);
  const title = pickLocale(row.title, locale);
  return {
    id: row.id,
    order: row.position,
    type: row.type,
    title,
    menuTitle: pickLocale(row.menuTitle, locale) ?? title,
    url: urls[locale],
    urls,
    showInMenu: row.showInMenu,
    isHome: row.isHome,
    isEcommercePage: row.isEcommercePage,
    link: row.link ?? null,
    cms: row.cms ?? { isCmsPage: row.type === 'PAGE', route: null },
  };
}

/** The pages tree of the site (the menu), in the request's language. */
export async function getMenu(ctx: RequestContext): Promise<MenuPage[]> {
  const rows = await repository.findPublishedPages(ctx);
  const byParent = new Map<number | null, PageRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null): MenuPage[] =>
    (byParent.get(parentId) ?? []).map((row) => ({ ...common(row, ctx.locale), children: build(row.id) }));
  return build(null);
}

export async function getPage(ctx: RequestContext, id: number): Promise<Page> {
  const row = await repository.findPage(ctx, id);
  if (!row) throw notFound('Page', id);
  return {
    ...common(row, ctx.locale),
    parentId: row.parentId,
    layout: row.layout,
    metaDescription: pickLocale(row.metaDescription, ctx.locale),
    socialImage: row.socialImage ? siteFileUrl(ctx.siteId, row.socialImage) : null,
    isCustomHeader: row.isCustomHeader,
    isCustomFooter: row.isCustomFooter,
    blocks: resolveBlockValue(row.blocks, ctx.locale, ctx.siteId) as ResolvedPageBlock[],
  };
}
