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

/**
 * Where the menu's links made in the back-office lead, in each language, by entry id (null: the target is gone or
 * hidden). The menus module resolves them (a category's or a product's slug as it is now) and app.ts hands it over,
 * since the modules it reads use this one.
 */
export type MenuLinkResolver = (
  ctx: RequestContext,
  links: PageRow[],
) => Promise<Map<number, { fr_FR: string; en: string } | null>>;

/** A link entry with its target's address in the request's language (no address: the storefront leaves it out). */
function withTarget(page: MenuPage, urls: { fr_FR: string; en: string } | null, locale: Locale): MenuPage {
  if (!urls) return { ...page, link: page.link && { ...page.link, url: null } };
  const url = urls[locale];
  const external = !url.startsWith('/') || url.startsWith('//');
  return { ...page, url, urls, link: { type: external ? 'EXTERNAL' : 'INTERNAL', url, jsCode: null } };
}

/** The pages tree of the site (the menu), in the request's language. */
export async function getMenu(ctx: RequestContext, resolveLinks?: MenuLinkResolver): Promise<MenuPage[]> {
  const rows = await repository.findPublishedPages(ctx);
  const targeted = rows.filter((row) => row.type === 'LINK' && row.link?.target);
  const resolved = resolveLinks && targeted.length > 0 ? await resolveLinks(ctx, targeted) : new Map();
  const byParent = new Map<number | null, PageRow[]>();
  for (const row of rows) {
    const siblings = byParent.get(row.parentId) ?? [];
    siblings.push(row);
    byParent.set(row.parentId, siblings);
  }
  const build = (parentId: number | null): MenuPage[] =>
    (byParent.get(parentId) ?? []).map((row) => {
      const page = { ...common(row, ctx.locale), children: build(row.id) };
      return resolved.has(row.id) ? withTarget(page, resolved.get(row.id) ?? null, ctx.locale) : page;
    });
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
