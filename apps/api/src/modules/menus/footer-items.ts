import { and, asc, eq, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminFooterItem, FooterList, adminFooterItemInputSchema } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { elements } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import { inTransaction, written, type SiteChanged } from './menu-tree.ts';

/**
 * The footer's links (`link-footer`: a title and an address, with the site's links or the legal ones) and logos
 * (`logo-footer`: a picture, its description and an optional address), as the storefront's footer reads them
 * (GET /element/{route}, SiteFooter.tsx).
 */

type ItemInput = z.output<typeof adminFooterItemInputSchema>;
type ElementRow = typeof elements.$inferSelect;

function present(ctx: RequestContext, row: ElementRow): AdminFooterItem {
  return {
    id: row.id,
    list: row.route as FooterList,
    position: row.position,
    title: row.title,
    url: row.url ?? null,
    image: row.image ? { path: row.image, url: siteFileUrl(ctx.siteId, row.image) } : null,
    alt: row.alt ?? null,
    group: row.data.group === 'legal' ? 'legal' : 'site',
    isPublished: row.isPublished,
  };
}

const listWhere = (ctx: RequestContext, list: FooterList) =>
  and(eq(elements.siteId, ctx.siteId), eq(elements.route, list));
const itemWhere = (ctx: RequestContext, list: FooterList, id: number) => and(listWhere(ctx, list), eq(elements.id, id));

export async function listItems(ctx: RequestContext, list: FooterList): Promise<AdminFooterItem[]> {
  const rows = await ctx.db
    .select()
    .from(elements)
    .where(listWhere(ctx, list))
    .orderBy(asc(elements.position), asc(elements.id));
  return rows.map((row) => present(ctx, row));
}

/** A picture's storage path as the media upload gives it: a file under the site's storage, never outside it. */
const isStoragePath = (path: string) => /^[\w-][\w.@-]*(?:\/[\w-][\w.@-]*)*$/.test(path) && !path.includes('..');

/** What each list needs: a link its address, a logo its picture. */
function itemProblems(list: FooterList, input: ItemInput): FieldProblem[] {
  if (list === 'link-footer' && !input.url) return [{ field: 'url.fr_FR', code: 'FOOTER_URL_REQUIRED' }];
  if (list === 'logo-footer' && !input.image) return [{ field: 'image', code: 'FOOTER_IMAGE_REQUIRED' }];
  if (input.image && !isStoragePath(input.image)) return [{ field: 'image', code: 'FIELD_INVALID_FORMAT' }];
  return [];
}

function valuesOf(list: FooterList, input: ItemInput, data: Record<string, unknown>) {
  return {
    title: input.title,
    url: input.url,
    image: list === 'logo-footer' ? (input.image ?? null) : null,
    alt: list === 'logo-footer' ? input.alt : null,
    isPublished: input.isPublished,
    data: list === 'link-footer' ? { ...data, group: input.group } : data,
  };
}

export function createItem(ctx: RequestContext, list: FooterList, input: ItemInput, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminFooterItem>> => {
    const problems = itemProblems(list, input);
    if (problems.length) return refused(problems);
    const [last] = await tx.db
      .select({ position: max(elements.position) })
      .from(elements)
      .where(listWhere(tx, list));
    const values = valuesOf(list, input, {});
    const [row] = await tx.db
      .insert(elements)
      .values({ ...values, siteId: tx.siteId, route: list, position: (last?.position ?? 0) + 1 })
      .returning();
    const item = present(tx, row!);
    await recordChange(tx, {
      action: `${list}.create`,
      entity: 'element',
      entityId: item.id,
      before: null,
      after: item,
    });
    return accepted(item);
  });
  return written(ctx, siteChanged, work);
}

export function updateItem(
  ctx: RequestContext,
  list: FooterList,
  id: number,
  input: ItemInput,
  siteChanged: SiteChanged,
) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminFooterItem>> => {
    const [current] = await tx.db
      .select()
      .from(elements)
      .where(itemWhere(tx, list, id))
      .for('update');
    if (!current) throw notFound('Footer item', id);
    const problems = itemProblems(list, input);
    if (problems.length) return refused(problems);
    const [row] = await tx.db
      .update(elements)
      .set(valuesOf(list, input, current.data))
      .where(itemWhere(tx, list, id))
      .returning();
    const item = present(tx, row!);
    await recordChange(tx, {
      action: `${list}.update`,
      entity: 'element',
      entityId: id,
      before: present(tx, current),
      after: item,
    });
    return accepted(item);
  });
  return written(ctx, siteChanged, work);
}

export function deleteItem(ctx: RequestContext, list: FooterList, id: number, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const [current] = await tx.db
      .select()
      .from(elements)
      .where(itemWhere(tx, list, id))
      .for('update');
    if (!current) throw notFound('Footer item', id);
    await tx.db.delete(elements).where(itemWhere(tx, list, id));
    await recordChange(tx, {
      action: `${list}.delete`,
      entity: 'element',
      entityId: id,
      before: present(tx, current),
      after: null,
    });
    return { id };
  });
  return written(ctx, siteChanged, work);
}

/** Every item of the list once, in the new order. */
export function saveOrder(ctx: RequestContext, list: FooterList, ids: number[], siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminFooterItem[]>> => {
    const rows = await tx.db
      .select({ id: elements.id, position: elements.position })
      .from(elements)
      .where(listWhere(tx, list))
      .for('update');
    const known = new Set(rows.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || ids.some((id) => !known.has(id))) {
      return refused([{ field: 'ids', code: 'FOOTER_ORDER_INCOMPLETE' }]);
    }
    const before = new Map(rows.map((row) => [row.id, row.position]));
    for (const [index, id] of ids.entries()) {
      if (before.get(id) !== index + 1) {
        await tx.db
          .update(elements)
          .set({ position: index + 1 })
          .where(itemWhere(tx, list, id));
      }
    }
    await recordChange(tx, {
      action: `${list}.order`,
      entity: 'element',
      entityId: list,
      before: { ids: rows.map((row) => row.id) },
      after: { ids },
    });
    return accepted(await listItems(tx, list));
  });
  return written(ctx, siteChanged, work);
}
