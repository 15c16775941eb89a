import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  layoutHash,
  pageBlockSchema,
  serializeLayout,
  type AdminLayoutHashCheck,
  type AdminLayoutSaved,
  type AdminPageAuthor,
  type AdminPageDetail,
  type AdminPageEdit,
  type AdminPageSummary,
  type AdminPageVersion,
  type LocalizedText,
  type PageBlock,
  type adminPageCreateSchema,
  type adminPageLayoutSaveSchema,
  type adminPageMoveSchema,
  type adminPageUpdateSchema,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { pageLayouts, pages, users, type PageLayoutRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import { localizedPath } from './pages.service.ts';

/**
 * The back-office's pages (issue 18 items 1–2). The storefront reads a page's live blocks (`pages.blocks`); the
 * editor works on the page's one DRAFT layout (page_layouts), which a publication copies into the page and
 * records as a VERSION. Every write runs in one transaction with its audit entry; those that change what the
 * storefront shows drop the site's kept answers and pages once committed (and the pages table's trigger tells
 * the other processes).
 */

export type SiteChanged = (siteId: number) => void;
type PageRow = typeof pages.$inferSelect;
type CreateInput = z.output<typeof adminPageCreateSchema>;
type UpdateInput = z.output<typeof adminPageUpdateSchema>;
type MoveInput = z.output<typeof adminPageMoveSchema>;
type SaveInput = z.output<typeof adminPageLayoutSaveSchema>;

function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

/** Runs a write, then drops the site's kept answers and pages when it went through. */
async function written<T>(ctx: RequestContext, siteChanged: SiteChanged, work: Promise<T>): Promise<T> {
  const result = await work;
  if (!(typeof result === 'object' && result !== null && 'ok' in result && result.ok === false)) {
    siteChanged(ctx.siteId);
  }
  return result;
}

const pageWhere = (ctx: RequestContext, id: number) => and(eq(pages.siteId, ctx.siteId), eq(pages.id, id));

/** The blocks as the block registry reads them: a stored block it cannot read is left out (never a 500). */
export function readableBlocks(blocks: unknown): PageBlock[] {
  if (!Array.isArray(blocks)) return [];
  return blocks.flatMap((block) => {
    const parsed = pageBlockSchema.safeParse(block);
    return parsed.success ? [parsed.data] : [];
  });
}

const hashOf = (blocks: unknown) => layoutHash(serializeLayout(readableBlocks(blocks)));

// ─── reading ───

async function allPages(ctx: RequestContext) {
  return ctx.db.select().from(pages).where(eq(pages.siteId, ctx.siteId)).orderBy(asc(pages.position), asc(pages.id));
}

async function draftsOf(ctx: RequestContext, pageIds?: number[]) {
  const rows = await ctx.db
    .select()
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, ctx.siteId),
        eq(pageLayouts.kind, 'DRAFT'),
        pageIds ? inArray(pageLayouts.pageId, pageIds) : undefined,
      ),
    );
  return new Map(rows.map((row) => [row.pageId, row]));
}

function summaryOf(ctx: RequestContext, row: PageRow, depth: number, draft: PageLayoutRow | undefined) {
  const summary: AdminPageSummary = {
    id: row.id,
    parentId: row.parentId,
    position: row.position,
    depth,
    type: row.type,
    layout: row.layout,
    title: row.title,
    url: row.url,
    paths: {
      fr_FR: localizedPath(row.url.fr_FR, 'fr_FR'),
      en: localizedPath(row.url.en ?? row.url.fr_FR, 'en'),
    },
    isPublished: row.isPublished,
    isHome: row.isHome,
    showInMenu: row.showInMenu,
    hasDraft: draft !== undefined && draft.hash !== hashOf(row.blocks),
    previewUrl: draft?.previewPath ? siteFileUrl(ctx.siteId, draft.previewPath) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
  return summary;
}

/** The pages flat in tree order: each parent, then its children by position, with their depth. */
function treeOrder(rows: PageRow[]) {
  const byParent = new Map<number | null, PageRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const ordered: { row: PageRow; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const row of byParent.get(parentId) ?? []) {
      ordered.push({ row, depth });
      walk(row.id, depth + 1);
    }
  };
  walk(null, 0);
  return ordered;
}

export async function listAdminPages(ctx: RequestContext): Promise<AdminPageSummary[]> {
  const [rows, drafts] = await Promise.all([allPages(ctx), draftsOf(ctx)]);
  return treeOrder(rows).map(({ row, depth }) => summaryOf(ctx, row, depth, drafts.get(row.id)));
}

function depthOf(rows: PageRow[], row: PageRow) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  let depth = 0;
  for (let parent = row.parentId; parent !== null && depth < 100; parent = byId.get(parent)?.parentId ?? null) {
    depth += 1;
  }
  return depth;
}

async function detailOf(ctx: RequestContext, id: number): Promise<AdminPageDetail> {
  const rows = await allPages(ctx);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('Page', id);
  const drafts = await draftsOf(ctx, [id]);
  return {
    ...summaryOf(ctx, row, depthOf(rows, row), drafts.get(id)),
    menuTitle: row.menuTitle ?? null,
    metaDescription: row.metaDescription ?? null,
    socialImage: row.socialImage ?? null,
    socialImageUrl: row.socialImage ? siteFileUrl(ctx.siteId, row.socialImage) : null,
  };
}

export const getAdminPage = detailOf;

async function authors(ctx: RequestContext, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, AdminPageAuthor>();
  const rows = await ctx.db
    .select({ id: users.id, firstname: users.firstname, lastname: users.lastname, email: users.email })
    .from(users)
    .where(and(eq(users.siteId, ctx.siteId), inArray(users.id, wanted)));
  return new Map(
    rows.map((row) => [row.id, { id: row.id, name: `${row.firstname} ${row.lastname}`.trim() || row.email }]),
  );
}

async function savedOf(ctx: RequestContext, layout: PageLayoutRow): Promise<AdminLayoutSaved> {
  const names = await authors(ctx, [layout.savedBy]);
  return {
    id: layout.id,
    hash: layout.hash,
    savedAt: layout.savedAt.toISOString(),
    savedBy: layout.savedBy === null ? null : (names.get(layout.savedBy) ?? null),
  };
}

/** The page's draft, made from its live blocks when it has none. */
async function draftOf(ctx: RequestContext, page: PageRow): Promise<PageLayoutRow> {
  const [existing] = await ctx.db
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.pageId, page.id), eq(pageLayouts.kind, 'DRAFT')));
  if (existing) return existing;
  const blocks = readableBlocks(page.blocks);
  // Two first openings at once: the one draft index keeps one, the other reads it.
  await ctx.db
    .insert(pageLayouts)
    .values({ siteId: ctx.siteId, pageId: page.id, kind: 'DRAFT', blocks, hash: layoutHash(serializeLayout(blocks)) })
    .onConflictDoNothing();
  const [created] = await ctx.db
    .select()
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.pageId, page.id), eq(pageLayouts.kind, 'DRAFT')));
  return created!;
}

async function findPageRow(ctx: RequestContext, id: number, lock = false) {
  const query = ctx.db.select().from(pages).where(pageWhere(ctx, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('Page', id);
  return row;
}

async function editOf(ctx: RequestContext, page: PageRow, draft: PageLayoutRow): Promise<AdminPageEdit> {
  const [latest] = await ctx.db
    .select({ publishedAt: pageLayouts.publishedAt })
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, ctx.siteId),
        eq(pageLayouts.pageId, page.id),
        eq(pageLayouts.kind, 'VERSION'),
        isNotNull(pageLayouts.publishedAt),
      ),
    )
    .orderBy(desc(pageLayouts.publishedAt), desc(pageLayouts.id))
    .limit(1);
  return {
    page: await detailOf(ctx, page.id),
    layout: {
      ...(await savedOf(ctx, draft)),
      blocks: readableBlocks(draft.blocks),
      previewUrl: draft.previewPath ? siteFileUrl(ctx.siteId, draft.previewPath) : null,
    },
    publishedAt: latest?.publishedAt?.toISOString() ?? null,
  };
}

/** `GET /admin/page/{id}/layout`: the page and its draft (made from the live blocks the first time). */
export async function getPageLayout(ctx: RequestContext, id: number): Promise<AdminPageEdit> {
  const page = await findPageRow(ctx, id);
  return editOf(ctx, page, await draftOf(ctx, page));
}

// ─── slugs and the tree ───

const slugOf = (given: string | undefined, title: string, fallback: string) =>
  (given || slugify(title) || fallback).slice(0, 200);

/** The slug another page of the site has in the same language: refused, the addresses would collide. */
function slugProblems(rows: PageRow[], url: LocalizedText, exceptId: number | null) {
  const others = rows.filter((row) => row.id !== exceptId);
  const problems: FieldProblem[] = [];
  for (const locale of ['fr_FR', 'en'] as const) {
    const wanted = url[locale];
    if (wanted === undefined) continue;
    if (others.some((row) => row.url[locale] === wanted)) {
      problems.push({ field: `url.${locale}`, code: 'ADMIN_PAGE_SLUG_TAKEN', params: { slug: wanted } });
    }
  }
  return problems;
}

/** A free slug from `base`: base, base-2, base-3… */
function freeSlug(rows: PageRow[], locale: 'fr_FR' | 'en', base: string) {
  const taken = new Set(rows.map((row) => row.url[locale]));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Whether `candidate` is `id` itself or a page under it. */
function isSelfOrDescendant(rows: PageRow[], id: number, candidate: number) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (let at: number | null = candidate, steps = 0; at !== null && steps < 1000; steps += 1) {
    if (at === id) return true;
    at = byId.get(at)?.parentId ?? null;
  }
  return false;
}

const nextPosition = (rows: PageRow[], parentId: number | null) =>
  rows.filter((row) => row.parentId === parentId).reduce((max, row) => Math.max(max, row.position + 1), 0);

function settingsOf(row: PageRow) {
  return {
    title: row.title,
    url: row.url,
    menuTitle: row.menuTitle,
    metaDescription: row.metaDescription,
    socialImage: row.socialImage,
    layout: row.layout,
    isPublished: row.isPublished,
    showInMenu: row.showInMenu,
    parentId: row.parentId,
    position: row.position,
  };
}

/** Locks the site's pages for a change of the tree (two moves at once cannot make a loop). */
async function lockedPages(ctx: RequestContext) {
  return ctx.db
    .select()
    .from(pages)
    .where(eq(pages.siteId, ctx.siteId))
    .orderBy(asc(pages.position), asc(pages.id))
    .for('update');
}

// ─── writes ───

export function createPage(
  ctx: RequestContext,
  input: CreateInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminPageDetail>> {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminPageDetail>> => {
    const rows = await lockedPages(tx);
    const parentId = input.parentId ?? null;
    if (parentId !== null && !rows.some((row) => row.id === parentId)) throw notFound('Page', parentId);
    const url: LocalizedText = {
      fr_FR: slugOf(input.url?.fr_FR, input.title.fr_FR, 'page'),
      en: slugOf(input.url?.en, input.title.en ?? input.title.fr_FR, 'page'),
    };
    const problems = slugProblems(rows, url, null);
    if (problems.length) return refused(problems, 409);
    const [row] = await tx.db
      .insert(pages)
      .values({
        siteId: ctx.siteId,
        parentId,
        position: nextPosition(rows, parentId),
        type: 'PAGE',
        layout: input.layout,
        title: input.title,
        url,
        isPublished: false,
        cms: { isCmsPage: true, route: null },
        blocks: [],
      })
      .returning();
    await recordChange(tx, {
      action: 'page.create',
      entity: 'page',
      entityId: row!.id,
      before: null,
      after: settingsOf(row!),
    });
    return accepted(await detailOf(tx, row!.id));
  });
  return written(ctx, siteChanged, work);
}

export function updatePage(
  ctx: RequestContext,
  id: number,
  input: UpdateInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminPageDetail>> {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminPageDetail>> => {
    const rows = await lockedPages(tx);
    const current = rows.find((row) => row.id === id);
    if (!current) throw notFound('Page', id);
    const problems: FieldProblem[] = [];
    if (input.parentId !== null) {
      if (!rows.some((row) => row.id === input.parentId)) {
        problems.push({ field: 'parentId', code: 'FIELD_INVALID' });
      } else if (isSelfOrDescendant(rows, id, input.parentId)) {
        problems.push({ field: 'parentId', code: 'ADMIN_PAGE_PARENT_LOOP' });
      }
    }
    if (current.isHome && !input.isPublished) {
      problems.push({ field: 'isPublished', code: 'ADMIN_PAGE_HOME_PUBLISHED' });
    }
    if (problems.length) return refused(problems);
    const url: LocalizedText = current.isHome
      ? current.url
      : current.type === 'PAGE'
        ? {
            fr_FR: slugOf(input.url.fr_FR, input.title.fr_FR, 'page'),
            en: slugOf(input.url.en, input.title.en ?? input.title.fr_FR, 'page'),
          }
        : { fr_FR: input.url.fr_FR || current.url.fr_FR, en: input.url.en || current.url.en || current.url.fr_FR };
    const slugTaken = slugProblems(rows, url, id);
    if (slugTaken.length) return refused(slugTaken, 409);
    const moved = input.parentId !== current.parentId;
    const values = {
      title: input.title,
      url,
      menuTitle: input.menuTitle,
      metaDescription: input.metaDescription,
      socialImage: input.socialImage === undefined ? current.socialImage : input.socialImage,
      layout: input.layout,
      isPublished: input.isPublished,
      showInMenu: input.showInMenu,
      parentId: input.parentId,
      position: moved ? nextPosition(rows, input.parentId) : current.position,
      updatedAt: new Date(),
    };
    const [row] = await tx.db.update(pages).set(values).where(pageWhere(tx, id)).returning();
    await recordChange(tx, {
      action: 'page.update',
      entity: 'page',
      entityId: id,
      before: settingsOf(current),
      after: settingsOf(row!),
    });
    return accepted(await detailOf(tx, id));
  });
  return written(ctx, siteChanged, work);
}

export function movePage(
  ctx: RequestContext,
  id: number,
  input: MoveInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminPageSummary[]>> {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminPageSummary[]>> => {
    const rows = await lockedPages(tx);
    const current = rows.find((row) => row.id === id);
    if (!current) throw notFound('Page', id);
    if (input.parentId !== null) {
      if (!rows.some((row) => row.id === input.parentId)) throw notFound('Page', input.parentId);
      if (isSelfOrDescendant(rows, id, input.parentId)) {
        return refused([{ field: 'parentId', code: 'ADMIN_PAGE_PARENT_LOOP' }]);
      }
    }
    const siblings = rows.filter((row) => row.parentId === input.parentId && row.id !== id);
    const at = Math.min(input.position, siblings.length);
    const ordered = [...siblings.slice(0, at), current, ...siblings.slice(at)];
    const now = new Date();
    for (const [position, row] of ordered.entries()) {
      if (row.id === id) {
        await tx.db.update(pages).set({ parentId: input.parentId, position, updatedAt: now }).where(pageWhere(tx, id));
      } else if (row.position !== position) {
        await tx.db.update(pages).set({ position }).where(pageWhere(tx, row.id));
      }
    }
    await recordChange(tx, {
      action: 'page.move',
      entity: 'page',
      entityId: id,
      before: { parentId: current.parentId, position: current.position },
      after: { parentId: input.parentId, position: at },
    });
    return accepted(await listAdminPages(tx));
  });
  return written(ctx, siteChanged, work);
}

export function duplicatePage(ctx: RequestContext, id: number, siteChanged: SiteChanged): Promise<AdminPageDetail> {
  const work = inTransaction(ctx, async (tx) => {
    const rows = await lockedPages(tx);
    const source = rows.find((row) => row.id === id);
    if (!source) throw notFound('Page', id);
    const [draft] = await tx.db
      .select()
      .from(pageLayouts)
      .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.pageId, id), eq(pageLayouts.kind, 'DRAFT')));
    const baseFr = source.url.fr_FR ? `${source.url.fr_FR}-copie` : 'accueil-copie';
    const sourceEn = source.url.en ?? source.url.fr_FR;
    const baseEn = sourceEn ? `${sourceEn}-copy` : 'home-copy';
    const title: LocalizedText = { fr_FR: `${source.title.fr_FR} (copie)` };
    if (source.title.en) title.en = `${source.title.en} (copy)`;
    // Right after the page it copies.
    await tx.db
      .update(pages)
      .set({ position: sql`${pages.position} + 1` })
      .where(
        and(
          eq(pages.siteId, ctx.siteId),
          source.parentId === null ? sql`${pages.parentId} IS NULL` : eq(pages.parentId, source.parentId),
          sql`${pages.position} > ${source.position}`,
        ),
      );
    const [row] = await tx.db
      .insert(pages)
      .values({
        siteId: ctx.siteId,
        parentId: source.parentId,
        position: source.position + 1,
        type: source.type,
        layout: source.layout,
        title,
        url: { fr_FR: freeSlug(rows, 'fr_FR', baseFr), en: freeSlug(rows, 'en', baseEn) },
        menuTitle: source.menuTitle ? title : null,
        metaDescription: source.metaDescription,
        socialImage: source.socialImage,
        showInMenu: source.showInMenu,
        isHome: false,
        isEcommercePage: source.isEcommercePage,
        isCustomHeader: source.isCustomHeader,
        isCustomFooter: source.isCustomFooter,
        isPublished: false,
        link: source.link,
        cms: source.cms,
        blocks: source.blocks,
      })
      .returning();
    if (draft) {
      await tx.db.insert(pageLayouts).values({
        siteId: ctx.siteId,
        pageId: row!.id,
        kind: 'DRAFT',
        blocks: draft.blocks,
        hash: draft.hash,
        previewPath: draft.previewPath,
        savedBy: ctx.user?.id ?? null,
      });
    }
    await recordChange(tx, {
      action: 'page.duplicate',
      entity: 'page',
      entityId: row!.id,
      before: null,
      after: { ...settingsOf(row!), copyOf: id },
    });
    return detailOf(tx, row!.id);
  });
  return written(ctx, siteChanged, work);
}

export function deletePage(ctx: RequestContext, id: number, siteChanged: SiteChanged) {
  const work = inTransaction(ctx, async (tx) => {
    const rows = await lockedPages(tx);
    const current = rows.find((row) => row.id === id);
    if (!current) throw notFound('Page', id);
    if (current.isHome) throw new AppError('CONFLICT', 'ADMIN_PAGE_HOME_DELETE');
    const children = rows.filter((row) => row.parentId === id).length;
    if (children > 0) throw new AppError('CONFLICT', 'ADMIN_PAGE_HAS_CHILDREN', { count: children });
    await tx.db.delete(pages).where(pageWhere(tx, id));
    await recordChange(tx, {
      action: 'page.delete',
      entity: 'page',
      entityId: id,
      before: settingsOf(current),
      after: null,
    });
    return { id };
  });
  return written(ctx, siteChanged, work);
}

// ─── the layout ───

async function lockedDraft(ctx: RequestContext, idPage: number, idLayout: number) {
  await findPageRow(ctx, idPage);
  const [draft] = await ctx.db
    .select()
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, ctx.siteId),
        eq(pageLayouts.pageId, idPage),
        eq(pageLayouts.id, idLayout),
        eq(pageLayouts.kind, 'DRAFT'),
      ),
    )
    .for('update');
  if (!draft) throw notFound('Page layout', idLayout);
  return draft;
}

/** `PUT /admin/page/{idPage}/layout/{idLayout}`: the draft saved, the live page untouched. */
export function saveLayout(
  ctx: RequestContext,
  idPage: number,
  idLayout: number,
  input: SaveInput,
): Promise<AdminLayoutSaved> {
  return inTransaction(ctx, async (tx) => {
    const draft = await lockedDraft(tx, idPage, idLayout);
    if (draft.hash !== input.baseHash && !input.force) {
      const saved = await savedOf(tx, draft);
      throw new AppError('CONFLICT', 'ADMIN_PAGE_LAYOUT_CHANGED', {
        name: saved.savedBy?.name ?? '?',
        date: saved.savedAt,
      });
    }
    const hash = layoutHash(serializeLayout(input.blocks));
    const [row] = await tx.db
      .update(pageLayouts)
      .set({ blocks: input.blocks, hash, savedBy: ctx.user?.id ?? null, savedAt: new Date() })
      .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.id, idLayout)))
      .returning();
    await recordChange(tx, {
      action: 'page.layout.save',
      entity: 'page',
      entityId: idPage,
      before: { layoutId: idLayout, hash: draft.hash },
      after: { layoutId: idLayout, hash, blockCount: input.blocks.length, forced: Boolean(input.force) },
    });
    return savedOf(tx, row!);
  });
}

/** `POST …/hash/check`: whether `html` (serializeLayout of the loaded blocks) is the stored draft. */
export async function checkLayoutHash(
  ctx: RequestContext,
  idPage: number,
  idLayout: number,
  html: string,
): Promise<AdminLayoutHashCheck> {
  await findPageRow(ctx, idPage);
  const [draft] = await ctx.db
    .select()
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, ctx.siteId),
        eq(pageLayouts.pageId, idPage),
        eq(pageLayouts.id, idLayout),
        eq(pageLayouts.kind, 'DRAFT'),
      ),
    );
  if (!draft) throw notFound('Page layout', idLayout);
  const { id: _id, ...saved } = await savedOf(ctx, draft);
  return { ...saved, isSame: layoutHash(html) === draft.hash };
}

/** Stores the draft's preview picture path (the file already written); the previous picture stays for versions. */
export async function setLayoutPreview(ctx: RequestContext, idPage: number, idLayout: number, file: string) {
  return inTransaction(ctx, async (tx) => {
    const draft = await lockedDraft(tx, idPage, idLayout);
    await tx.db
      .update(pageLayouts)
      .set({ previewPath: file })
      .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.id, draft.id)));
    await recordChange(tx, {
      action: 'page.layout.preview',
      entity: 'page',
      entityId: idPage,
      before: { previewPath: draft.previewPath },
      after: { previewPath: file },
    });
    return { previewUrl: siteFileUrl(ctx.siteId, file) };
  });
}

/** Whether the draft row `idLayout` of page `idPage` exists (before a file is written for it). */
export async function layoutExists(ctx: RequestContext, idPage: number, idLayout: number) {
  const [row] = await ctx.db
    .select({ id: pageLayouts.id })
    .from(pageLayouts)
    .where(
      and(
        eq(pageLayouts.siteId, ctx.siteId),
        eq(pageLayouts.pageId, idPage),
        eq(pageLayouts.id, idLayout),
        eq(pageLayouts.kind, 'DRAFT'),
      ),
    );
  return row !== undefined;
}

/** `POST /admin/page/{id}/publish`: the draft becomes the live blocks and is recorded as a version. */
export function publishPage(ctx: RequestContext, id: number, siteChanged: SiteChanged): Promise<AdminPageEdit> {
  const work = inTransaction(ctx, async (tx) => {
    const page = await findPageRow(tx, id, true);
    const draft = await draftOf(tx, page);
    const blocks = readableBlocks(draft.blocks);
    const now = new Date();
    const [live] = await tx.db.update(pages).set({ blocks, updatedAt: now }).where(pageWhere(tx, id)).returning();
    const [version] = await tx.db
      .insert(pageLayouts)
      .values({
        siteId: ctx.siteId,
        pageId: id,
        kind: 'VERSION',
        blocks,
        hash: draft.hash,
        previewPath: draft.previewPath,
        savedBy: draft.savedBy,
        savedAt: draft.savedAt,
        publishedBy: ctx.user?.id ?? null,
        publishedAt: now,
      })
      .returning();
    await recordChange(tx, {
      action: 'page.publish',
      entity: 'page',
      entityId: id,
      before: { hash: hashOf(page.blocks) },
      after: { hash: draft.hash, versionId: version!.id, blockCount: blocks.length },
    });
    return editOf(tx, live!, draft);
  });
  return written(ctx, siteChanged, work);
}

export async function listVersions(ctx: RequestContext, id: number): Promise<AdminPageVersion[]> {
  await findPageRow(ctx, id);
  const rows = await ctx.db
    .select({
      id: pageLayouts.id,
      publishedAt: pageLayouts.publishedAt,
      publishedBy: pageLayouts.publishedBy,
      blockCount: sql<number>`jsonb_array_length(${pageLayouts.blocks})::int`,
    })
    .from(pageLayouts)
    .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.pageId, id), eq(pageLayouts.kind, 'VERSION')))
    .orderBy(desc(pageLayouts.publishedAt), desc(pageLayouts.id));
  const names = await authors(
    ctx,
    rows.map((row) => row.publishedBy),
  );
  return rows.map((row) => ({
    id: row.id,
    publishedAt: (row.publishedAt ?? new Date(0)).toISOString(),
    publishedBy: row.publishedBy === null ? null : (names.get(row.publishedBy) ?? null),
    blockCount: row.blockCount,
  }));
}

/** `POST /admin/page/{id}/versions/{versionId}/restore`: the version's blocks become the draft (not yet live). */
export function restoreVersion(ctx: RequestContext, id: number, versionId: number): Promise<AdminPageEdit> {
  return inTransaction(ctx, async (tx) => {
    const page = await findPageRow(tx, id, true);
    const [version] = await tx.db
      .select()
      .from(pageLayouts)
      .where(
        and(
          eq(pageLayouts.siteId, ctx.siteId),
          eq(pageLayouts.pageId, id),
          eq(pageLayouts.id, versionId),
          eq(pageLayouts.kind, 'VERSION'),
        ),
      );
    if (!version) throw notFound('Page version', versionId);
    const draft = await draftOf(tx, page);
    const [row] = await tx.db
      .update(pageLayouts)
      .set({
        blocks: version.blocks,
        hash: version.hash,
        previewPath: version.previewPath,
        savedBy: ctx.user?.id ?? null,
        savedAt: new Date(),
      })
      .where(and(eq(pageLayouts.siteId, ctx.siteId), eq(pageLayouts.id, draft.id)))
      .returning();
    await recordChange(tx, {
      action: 'page.version.restore',
      entity: 'page',
      entityId: id,
      before: { hash: draft.hash },
      after: { hash: version.hash, versionId },
    });
    return editOf(tx, page, row!);
  });
}
