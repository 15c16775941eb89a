import { and, eq, inArray, ne } from 'drizzle-orm';
import type { MenuTarget } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { blogFolders, pages, products } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { folderUrls } from '../blog/blog.service.ts';
import { listCategories, productPath } from '../catalogue/catalogue.service.ts';
import { localizedPath, type MenuLinkResolver } from '../pages/pages.service.ts';

/**
 * A menu link's target is stored as what it points to (a page, a category, a product or a blog folder by id),
 * never as an address: its address is made when the menu is read, from the slugs as they are then, so a renamed
 * category or product moves the menu with it. The menu's answer is kept per site and dropped by any change of
 * these tables (their change triggers), so this costs one query per kind of target once per change.
 */

export type Urls = { fr_FR: string; en: string };

const keyOf = (target: MenuTarget) => (target.kind === 'url' ? null : `${target.kind}:${target.id}`);

function idsOf(targets: readonly MenuTarget[], kind: Exclude<MenuTarget['kind'], 'url'>) {
  return [...new Set(targets.flatMap((target) => (target.kind === kind ? [target.id] : [])))];
}

/**
 * The addresses of targets in both languages (a missing key: the target is gone). `published`: only what a visitor
 * may open (the storefront's menu); the panel sees drafts too.
 */
async function addressesOf(ctx: RequestContext, targets: readonly MenuTarget[], published: boolean) {
  const found = new Map<string, Urls>();
  const pageIds = idsOf(targets, 'page');
  const categoryIds = idsOf(targets, 'category');
  const productIds = idsOf(targets, 'product');
  const folderIds = idsOf(targets, 'blogFolder');
  const [pageRows, categories, productRows, folderRows] = await Promise.all([
    pageIds.length
      ? ctx.db
          .select({ id: pages.id, url: pages.url })
          .from(pages)
          .where(
            and(
              eq(pages.siteId, ctx.siteId),
              inArray(pages.id, pageIds),
              ne(pages.type, 'LINK'),
              published ? eq(pages.isPublished, true) : undefined,
            ),
          )
      : [],
    categoryIds.length ? listCategories(ctx) : [],
    productIds.length
      ? ctx.db
          .select({ id: products.id, kind: products.kind, slug: products.slug })
          .from(products)
          .where(
            and(
              eq(products.siteId, ctx.siteId),
              inArray(products.id, productIds),
              published ? eq(products.isPublished, true) : undefined,
            ),
          )
      : [],
    folderIds.length
      ? ctx.db
          .select({ id: blogFolders.id, slug: blogFolders.slug })
          .from(blogFolders)
          .where(
            and(
              eq(blogFolders.siteId, ctx.siteId),
              inArray(blogFolders.id, folderIds),
              published ? eq(blogFolders.isPublished, true) : undefined,
            ),
          )
      : [],
  ]);
  for (const row of pageRows) {
    found.set(`page:${row.id}`, {
      fr_FR: localizedPath(row.url.fr_FR, 'fr_FR'),
      en: localizedPath(row.url.en ?? row.url.fr_FR, 'en'),
    });
  }
  for (const category of categories) {
    if (categoryIds.includes(category.id)) found.set(`category:${category.id}`, category.urls);
  }
  for (const row of productRows) {
    found.set(`product:${row.id}`, {
      fr_FR: productPath(row.kind, row.slug, row.id, 'fr_FR'),
      en: productPath(row.kind, row.slug, row.id, 'en'),
    });
  }
  for (const row of folderRows) found.set(`blogFolder:${row.id}`, folderUrls(row));
  return found;
}

/** Where each target leads (null: gone, or hidden from visitors when `published`). */
export async function targetUrls(
  ctx: RequestContext,
  targets: readonly MenuTarget[],
  published: boolean,
): Promise<(Urls | null)[]> {
  const found = await addressesOf(ctx, targets, published);
  return targets.map((target) => {
    if (target.kind === 'url') return { fr_FR: target.url.fr_FR, en: target.url.en || target.url.fr_FR };
    return found.get(keyOf(target)!) ?? null;
  });
}

/** The storefront's menu: its links' addresses (handed to the pages module by app.ts). */
export const menuLinkUrls: MenuLinkResolver = async (ctx, links) => {
  const targeted = links.flatMap((row) => (row.link?.target ? [{ id: row.id, target: row.link.target }] : []));
  const urls = await targetUrls(
    ctx,
    targeted.map((link) => link.target),
    true,
  );
  return new Map(targeted.map((link, index) => [link.id, urls[index] ?? null]));
};

const ENTITY_OF = { page: 'Page', category: 'Category', product: 'Product', blogFolder: 'Blog folder' } as const;

/** A target of the site, drafts included: else 404 (another site's row is unknown here). */
export async function requireTarget(ctx: RequestContext, target: MenuTarget) {
  if (target.kind === 'url') return;
  const found = await addressesOf(ctx, [target], false);
  if (!found.has(keyOf(target)!)) throw notFound(ENTITY_OF[target.kind], target.id);
}
