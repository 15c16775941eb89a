import { randomBytes } from 'node:crypto';
import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import {
  MENU_MAX_DEPTH,
  type AdminMenu,
  type AdminMenuEntry,
  type AdminMenuTargets,
  type MenuTarget,
  type adminMenuEntryInputSchema,
  type adminMenuLinkInputSchema,
  type adminMenuOrderInputSchema,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { blogFolders, pages, productCategories, products } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { localizedPath } from '../pages/pages.service.ts';
import { requireTarget, targetUrls } from './menu-targets.ts';

/**
 * The main menu in the back-office (issue 18 item 3): the pages tree, whose pages the pages' editor makes, and
 * the link entries made here (type LINK, with a stored target). Here: links, the tree's order, and what the menu
 * shows of any entry (its menu title, whether it is shown). Each write is one transaction with its audit entry.
 */

type LinkInput = z.output<typeof adminMenuLinkInputSchema>;
type EntryInput = z.output<typeof adminMenuEntryInputSchema>;
type OrderInput = z.output<typeof adminMenuOrderInputSchema>;
type PageRow = typeof pages.$inferSelect;
export type SiteChanged = (siteId: number) => void;

export function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

/** Runs a write, then drops the site's kept answers and pages at once when it went through. */
export async function written<T>(ctx: RequestContext, siteChanged: SiteChanged, work: Promise<T>): Promise<T> {
  const result = await work;
  if (!(typeof result === 'object' && result !== null && 'ok' in result && result.ok === false)) {
    siteChanged(ctx.siteId);
  }
  return result;
}

const siteRows = (ctx: RequestContext) =>
  ctx.db.select().from(pages).where(eq(pages.siteId, ctx.siteId)).orderBy(asc(pages.position), asc(pages.id));

const pageWhere = (ctx: RequestContext, id: number) => and(eq(pages.siteId, ctx.siteId), eq(pages.id, id));

/** A link's target: the stored one, or an address of an older link (a script link has none). */
function targetOf(row: PageRow): MenuTarget | null {
  if (row.type !== 'LINK') return null;
  if (row.link?.target) return row.link.target;
  if (row.link?.url && row.link.type !== 'JS') return { kind: 'url', url: { fr_FR: row.link.url } };
  return null;
}

/** `GET /admin/menu`: the whole tree, drafts and hidden entries included, with where each entry leads. */
export async function getAdminMenu(ctx: RequestContext): Promise<AdminMenu> {
  const rows = await siteRows(ctx);
  const links = rows.flatMap((row) => {
    const target = targetOf(row);
    return target ? [{ id: row.id, target }] : [];
  });
  const linkUrls = await targetUrls(
    ctx,
    links.map((link) => link.target),
    false,
  );
  const urlOfLink = new Map(links.map((link, index) => [link.id, linkUrls[index] ?? null]));
  const byParent = new Map<number | null, PageRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): AdminMenuEntry[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      parentId: row.parentId,
      position: row.position,
      kind: row.type === 'LINK' ? 'link' : 'page',
      type: row.type,
      title: row.title,
      menuTitle: row.menuTitle ?? null,
      showInMenu: row.showInMenu,
      isPublished: row.isPublished,
      isHome: row.isHome,
      target: targetOf(row),
      urls:
        row.type === 'LINK'
          ? (urlOfLink.get(row.id) ?? null)
          : {
              fr_FR: localizedPath(row.url.fr_FR, 'fr_FR'),
              en: localizedPath(row.url.en ?? row.url.fr_FR, 'en'),
            },
      children: build(row.id),
    }));
  return { entries: build(null), maxDepth: MENU_MAX_DEPTH };
}

/** `GET /admin/menu/targets`: the site's pages (not links), categories, products and blog folders. */
export async function listTargets(ctx: RequestContext): Promise<AdminMenuTargets> {
  const [pageRows, categoryRows, productRows, folderRows] = await Promise.all([
    siteRows(ctx),
    ctx.db
      .select({ id: productCategories.id, name: productCategories.name })
      .from(productCategories)
      .where(eq(productCategories.siteId, ctx.siteId))
      .orderBy(asc(productCategories.position), asc(productCategories.id)),
    ctx.db
      .select({ id: products.id, name: products.name, isPublished: products.isPublished })
      .from(products)
      .where(eq(products.siteId, ctx.siteId))
      .orderBy(asc(products.id)),
    ctx.db
      .select({ id: blogFolders.id, name: blogFolders.name, isPublished: blogFolders.isPublished })
      .from(blogFolders)
      .where(eq(blogFolders.siteId, ctx.siteId))
      .orderBy(asc(blogFolders.position), asc(blogFolders.id)),
  ]);
  const byName = <T extends { name: { fr_FR: string } }>(rows: T[]) =>
    [...rows].sort((a, b) => a.name.fr_FR.localeCompare(b.name.fr_FR, 'fr'));
  return {
    page: pageRows
      .filter((row) => row.type !== 'LINK')
      .map((row) => ({ id: row.id, name: row.title, isPublished: row.isPublished })),
    category: categoryRows.map((row) => ({ ...row, isPublished: true })),
    product: byName(productRows),
    blogFolder: folderRows,
  };
}

/** A LINK row's stored link: the target, and for an address its French one (what older readers take). */
function storedLink(target: MenuTarget): NonNullable<PageRow['link']> {
  if (target.kind !== 'url') return { type: 'INTERNAL', url: null, jsCode: null, target };
  const url = target.url.fr_FR;
  const internal = url.startsWith('/') && !url.startsWith('//');
  return { type: internal ? 'INTERNAL' : 'EXTERNAL', url, jsCode: null, target };
}

/** The depth of an entry (1: a top entry) from its parents, in the rows given. */
function depthOf(rows: Map<number, { parentId: number | null }>, id: number) {
  let depth = 1;
  for (let parent = rows.get(id)?.parentId ?? null; parent !== null; parent = rows.get(parent)?.parentId ?? null) {
    depth += 1;
    if (depth > rows.size) return Infinity;
  }
  return depth;
}

const linkAudit = (row: Pick<PageRow, 'title' | 'link' | 'showInMenu' | 'parentId'>) => ({
  title: row.title,
  target: row.link?.target ?? null,
  showInMenu: row.showInMenu,
  parentId: row.parentId,
});

async function requireLink(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(pages).where(pageWhere(ctx, id)).for('update');
  if (!row || row.type !== 'LINK') throw notFound('Menu entry', id);
  return row;
}

/** `POST /admin/menu/link`: a link at the end of its parent's entries. */
export function createLink(ctx: RequestContext, input: LinkInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminMenu>> => {
    if (input.parentId !== null) {
      const rows = await siteRows(tx);
      const parent = rows.find((row) => row.id === input.parentId);
      if (!parent) throw notFound('Menu entry', input.parentId);
      const depth = depthOf(new Map(rows.map((row) => [row.id, row])), parent.id) + 1;
      if (depth > MENU_MAX_DEPTH) {
        return refused([{ field: 'parentId', code: 'MENU_TOO_DEEP', params: { max: MENU_MAX_DEPTH, id: parent.id } }]);
      }
    }
    await requireTarget(tx, input.target);
    const [last] = await tx.db
      .select({ position: max(pages.position) })
      .from(pages)
      .where(eq(pages.siteId, tx.siteId));
    // A link is no page of its own: its address in pages.url is a unique placeholder nobody links to.
    const token = randomBytes(6).toString('hex');
    const values = {
      siteId: tx.siteId,
      parentId: input.parentId,
      position: (last?.position ?? 0) + 1,
      type: 'LINK' as const,
      title: input.title,
      url: { fr_FR: `lien-menu-${token}`, en: `menu-link-${token}` },
      showInMenu: input.showInMenu,
      link: storedLink(input.target),
      cms: { isCmsPage: false, route: null },
    };
    const [row] = await tx.db.insert(pages).values(values).returning({ id: pages.id });
    await recordChange(tx, {
      action: 'menu.link.create',
      entity: 'menuEntry',
      entityId: row!.id,
      before: null,
      after: linkAudit(values),
    });
    return accepted(await getAdminMenu(tx));
  });
  return written(ctx, siteChanged, work);
}

/** `PUT /admin/menu/link/{id}`: its title, target and visibility; it keeps its place. */
export function updateLink(ctx: RequestContext, id: number, input: LinkInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const current = await requireLink(tx, id);
    await requireTarget(tx, input.target);
    const values = { title: input.title, showInMenu: input.showInMenu, link: storedLink(input.target) };
    await tx.db.update(pages).set(values).where(pageWhere(tx, id));
    await recordChange(tx, {
      action: 'menu.link.update',
      entity: 'menuEntry',
      entityId: id,
      before: linkAudit(current),
      after: linkAudit({ ...current, ...values }),
    });
    return getAdminMenu(tx);
  });
  return written(ctx, siteChanged, work);
}

/** `DELETE /admin/menu/link/{id}`: its sub-entries take its place (a page under it is never deleted with it). */
export function deleteLink(ctx: RequestContext, id: number, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const current = await requireLink(tx, id);
    await tx.db
      .update(pages)
      .set({ parentId: current.parentId })
      .where(and(eq(pages.siteId, tx.siteId), eq(pages.parentId, id)));
    await tx.db.delete(pages).where(pageWhere(tx, id));
    await recordChange(tx, {
      action: 'menu.link.delete',
      entity: 'menuEntry',
      entityId: id,
      before: linkAudit(current),
      after: null,
    });
    return getAdminMenu(tx);
  });
  return written(ctx, siteChanged, work);
}

/** `PUT /admin/menu/entry/{id}`: what the menu shows of a page or a link. */
export function updateEntry(ctx: RequestContext, id: number, input: EntryInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const [current] = await tx.db.select().from(pages).where(pageWhere(tx, id)).for('update');
    if (!current) throw notFound('Menu entry', id);
    await tx.db
      .update(pages)
      .set({ menuTitle: input.menuTitle, showInMenu: input.showInMenu })
      .where(pageWhere(tx, id));
    await recordChange(tx, {
      action: 'menu.entry.update',
      entity: 'menuEntry',
      entityId: id,
      before: { menuTitle: current.menuTitle, showInMenu: current.showInMenu },
      after: input,
    });
    return getAdminMenu(tx);
  });
  return written(ctx, siteChanged, work);
}

/** Why an order cannot be saved: an entry missing or unknown, a loop, a tree deeper than the storefront draws. */
function orderProblems(
  current: Map<number, { parentId: number | null }>,
  entries: OrderInput['entries'],
): FieldProblem[] {
  const given = new Map(entries.map((entry) => [entry.id, entry]));
  const unknown = entries.filter((entry) => !current.has(entry.id)).length;
  const missing = [...current.keys()].filter((id) => !given.has(id)).length;
  if (unknown || missing || given.size !== entries.length) {
    return [{ field: 'entries', code: 'MENU_ORDER_INCOMPLETE', params: { missing, unknown } }];
  }
  const problems: FieldProblem[] = [];
  entries.forEach((entry, index) => {
    if (entry.parentId !== null && !given.has(entry.parentId)) {
      problems.push({
        field: `entries.${index}.parentId`,
        code: 'MENU_PARENT_UNKNOWN',
        params: { id: entry.parentId },
      });
      return;
    }
    const depth = depthOf(given, entry.id);
    if (depth === Infinity) {
      problems.push({ field: `entries.${index}.parentId`, code: 'MENU_ORDER_LOOP', params: { id: entry.id } });
    } else if (depth > MENU_MAX_DEPTH && depth > depthOf(current, entry.id)) {
      // Deeper than the storefront draws: refused for an entry moved there, not for one already there (the pages'
      // editor may have put it), so the rest of the tree can still be ordered.
      problems.push({
        field: `entries.${index}.parentId`,
        code: 'MENU_TOO_DEEP',
        params: { max: MENU_MAX_DEPTH, id: entry.id },
      });
    }
  });
  return problems;
}

/** `PUT /admin/menu/order`: the whole tree's parents and positions at once. */
export function saveOrder(ctx: RequestContext, input: OrderInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminMenu>> => {
    const rows = await tx.db
      .select({ id: pages.id, parentId: pages.parentId, position: pages.position })
      .from(pages)
      .where(eq(pages.siteId, tx.siteId))
      .for('update');
    const problems = orderProblems(new Map(rows.map((row) => [row.id, row])), input.entries);
    if (problems.length) return refused(problems);
    const before = new Map(rows.map((row) => [row.id, row]));
    const moved = input.entries.filter((entry) => {
      const row = before.get(entry.id)!;
      return row.parentId !== entry.parentId || row.position !== entry.position;
    });
    for (const entry of moved) {
      await tx.db
        .update(pages)
        .set({ parentId: entry.parentId, position: entry.position })
        .where(pageWhere(tx, entry.id));
    }
    await recordChange(tx, {
      action: 'menu.order',
      entity: 'menu',
      entityId: 'main',
      before: { entries: moved.map((entry) => before.get(entry.id)) },
      after: { entries: moved },
    });
    return accepted(await getAdminMenu(tx));
  });
  return written(ctx, siteChanged, work);
}
