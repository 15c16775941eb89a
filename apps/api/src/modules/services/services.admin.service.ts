import { and, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  pickLocale,
  SERVICE_PATH,
  type AdminPopup,
  type AdminService,
  type List,
  type Locale,
  type LocalizedText,
  type adminPopupInputSchema,
  type adminServiceInputSchema,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { popups, services, type StoredImage } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { htmlForEditor, sanitizeLocalizedHtml } from '../../storage/rich-html.ts';
import { adminImageOf, pickedImage } from '../../storage/stored-image.ts';
import { recordChange } from '../audit/audit.service.ts';
import { localizedPath } from '../pages/pages.service.ts';
import type { FileStore } from '../../storage/file-store.ts';

/**
 * The back-office's services and popups (issue 18 item 6): texts in both languages, rich texts sanitised, pictures
 * files of the site's storage with their size read. A service's slugs are made from its title when not given and
 * are one service's in each language (409 naming it). Written in one transaction with their audit entry; the
 * tables' triggers drop the site's kept answers and pages (migration 0024).
 */

type ServiceInput = z.output<typeof adminServiceInputSchema>;
type PopupInput = z.output<typeof adminPopupInputSchema>;
type ServiceRow = typeof services.$inferSelect;
type PopupRow = typeof popups.$inferSelect;
export interface ServicesAdminDeps {
  fileStore: FileStore;
  siteChanged: (siteId: number) => void;
}

async function written<T>(ctx: RequestContext, deps: ServicesAdminDeps, work: Promise<Checked<T>>) {
  const result = await work;
  if (result.ok) deps.siteChanged(ctx.siteId);
  return result;
}

function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

const escapeLike = (value: unknown) => `%${String(value).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// ─── services ───

export const adminServiceListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    position: { type: 'integer', sortable: true },
    isPublished: { type: 'boolean' },
  },
  defaultNbItem: 25,
  defaultOrderBy: 'position',
};

const serviceColumns: ListColumns = {
  id: services.id,
  title: sql`${services.title}::text`,
  position: services.position,
  isPublished: services.isPublished,
};

function serviceUrls(row: Pick<ServiceRow, 'id' | 'slug'>): Record<Locale, string> {
  const path = (locale: Locale) =>
    localizedPath(`${SERVICE_PATH[locale]}/${pickLocale(row.slug, locale)}/${row.id}`, locale);
  return { fr_FR: path('fr_FR'), en: path('en') };
}

const presentService = (ctx: RequestContext, row: ServiceRow): AdminService => ({
  id: row.id,
  position: row.position,
  slug: row.slug,
  title: row.title,
  summary: row.summary,
  body: htmlForEditor(row.body, ctx.siteId),
  icon: row.icon,
  image: adminImageOf(ctx.siteId, row.image),
  gallery: row.gallery.map((image) => adminImageOf(ctx.siteId, image)!),
  tags: row.tags,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
  urls: serviceUrls(row),
});

const serviceWhere = (ctx: RequestContext, id: number) => and(eq(services.siteId, ctx.siteId), eq(services.id, id));

export async function listAdminServices(ctx: RequestContext, query: ListQuery): Promise<List<AdminService>> {
  const where = listWhere(eq(services.siteId, ctx.siteId), query, {
    ...serviceColumns,
    title: (filter) =>
      filter.operator === 'lk' ? sql`${services.title}::text ILIKE ${escapeLike(filter.value)}` : undefined,
  });
  const page = await listPage(
    ctx.db
      .select()
      .from(services)
      .where(where)
      .orderBy(...listOrderBy(query, serviceColumns, services.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(services).where(where),
  );
  return { total: page.total, items: page.items.map((row) => presentService(ctx, row)) };
}

export async function getAdminService(ctx: RequestContext, id: number): Promise<AdminService> {
  const [row] = await ctx.db.select().from(services).where(serviceWhere(ctx, id));
  if (!row) throw notFound('Service', id);
  return presentService(ctx, row);
}

const slugOf = (given: string | undefined, name: string) => (given || slugify(name) || 'prestation').slice(0, 160);

async function serviceValues(tx: RequestContext, deps: ServicesAdminDeps, input: ServiceInput, id: number | null) {
  const problems: FieldProblem[] = [];
  const image = await pickedImage(deps.fileStore, tx.siteId, input.image, input.title);
  if (!image.ok) problems.push({ field: 'image.path', code: 'CONTENT_IMAGE_NOT_FOUND' });
  const gallery: StoredImage[] = [];
  for (const [index, picked] of input.gallery.entries()) {
    const read = await pickedImage(deps.fileStore, tx.siteId, picked, input.title);
    if (read.ok && read.image) gallery.push(read.image);
    else problems.push({ field: `gallery.${index}.path`, code: 'CONTENT_IMAGE_NOT_FOUND' });
  }
  if (problems.length) return refused(problems);
  const slug: LocalizedText = {
    fr_FR: slugOf(input.slug?.fr_FR, input.title.fr_FR),
    en: slugOf(input.slug?.en, input.title.en ?? input.title.fr_FR),
  };
  const others = await tx.db
    .select({ id: services.id, slug: services.slug })
    .from(services)
    .where(eq(services.siteId, tx.siteId));
  for (const locale of ['fr_FR', 'en'] as const) {
    const wanted = slug[locale];
    if (others.some((row) => row.id !== id && row.slug[locale] === wanted)) {
      problems.push({ field: `slug.${locale}`, code: 'CONTENT_SLUG_TAKEN', params: { slug: wanted ?? '' } });
    }
  }
  if (problems.length) return refused(problems, 409);
  return accepted({
    position: input.position,
    slug,
    title: input.title,
    summary: input.summary,
    body: sanitizeLocalizedHtml(input.body),
    icon: input.icon,
    image: image.ok ? image.image : null,
    gallery,
    tags: [...new Set(input.tags)],
  });
}

/** Adds a service, unpublished: the owner publishes it when it is ready. */
export function createService(ctx: RequestContext, input: ServiceInput, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminService>> => {
    const values = await serviceValues(tx, deps, input, null);
    if (!values.ok) return values;
    const [row] = await tx.db
      .insert(services)
      .values({ ...values.value, isPublished: false, siteId: ctx.siteId })
      .returning();
    const service = presentService(tx, row!);
    await recordChange(tx, {
      action: 'service.create',
      entity: 'service',
      entityId: service.id,
      before: null,
      after: service,
    });
    return accepted(service);
  });
  return written(ctx, deps, work);
}

export function updateService(ctx: RequestContext, id: number, input: ServiceInput, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminService>> => {
    const [current] = await tx.db.select().from(services).where(serviceWhere(tx, id)).for('update');
    if (!current) throw notFound('Service', id);
    const values = await serviceValues(tx, deps, input, id);
    if (!values.ok) return values;
    const [row] = await tx.db
      .update(services)
      .set({ ...values.value, updatedAt: new Date() })
      .where(serviceWhere(tx, id))
      .returning();
    const service = presentService(tx, row!);
    await recordChange(tx, {
      action: 'service.update',
      entity: 'service',
      entityId: id,
      before: presentService(tx, current),
      after: service,
    });
    return accepted(service);
  });
  return written(ctx, deps, work);
}

export function publishService(ctx: RequestContext, id: number, isPublished: boolean, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminService>> => {
    const [current] = await tx.db.select().from(services).where(serviceWhere(tx, id)).for('update');
    if (!current) throw notFound('Service', id);
    const [row] = await tx.db
      .update(services)
      .set({ isPublished, updatedAt: new Date() })
      .where(serviceWhere(tx, id))
      .returning();
    await recordChange(tx, {
      action: isPublished ? 'service.publish' : 'service.unpublish',
      entity: 'service',
      entityId: id,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
    return accepted(presentService(tx, row!));
  });
  return written(ctx, deps, work);
}

export function deleteService(ctx: RequestContext, id: number, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<{ id: number }>> => {
    const [current] = await tx.db.delete(services).where(serviceWhere(tx, id)).returning();
    if (!current) throw notFound('Service', id);
    await recordChange(tx, {
      action: 'service.delete',
      entity: 'service',
      entityId: id,
      before: presentService(tx, current),
      after: null,
    });
    return accepted({ id });
  });
  return written(ctx, deps, work);
}

// ─── popups ───

export const adminPopupListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    isPublished: { type: 'boolean' },
  },
  defaultNbItem: 25,
  defaultOrderBy: '-id',
};

const popupColumns: ListColumns = {
  id: popups.id,
  title: sql`${popups.title}::text`,
  isPublished: popups.isPublished,
};

const presentPopup = (ctx: RequestContext, row: PopupRow): AdminPopup => ({
  id: row.id,
  title: row.title,
  body: htmlForEditor(row.body, ctx.siteId),
  image: adminImageOf(ctx.siteId, row.image),
  linkLabel: row.linkLabel,
  linkUrl: row.linkUrl,
  showOnEveryReload: row.showOnEveryReload,
  isPublished: row.isPublished,
  updatedAt: row.updatedAt.toISOString(),
});

const popupWhere = (ctx: RequestContext, id: number) => and(eq(popups.siteId, ctx.siteId), eq(popups.id, id));

export async function listAdminPopups(ctx: RequestContext, query: ListQuery): Promise<List<AdminPopup>> {
  const where = listWhere(eq(popups.siteId, ctx.siteId), query, {
    ...popupColumns,
    title: (filter) =>
      filter.operator === 'lk' ? sql`${popups.title}::text ILIKE ${escapeLike(filter.value)}` : undefined,
  });
  const page = await listPage(
    ctx.db
      .select()
      .from(popups)
      .where(where)
      .orderBy(...listOrderBy(query, popupColumns, popups.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(popups).where(where),
  );
  return { total: page.total, items: page.items.map((row) => presentPopup(ctx, row)) };
}

export async function getAdminPopup(ctx: RequestContext, id: number): Promise<AdminPopup> {
  const [row] = await ctx.db.select().from(popups).where(popupWhere(ctx, id));
  if (!row) throw notFound('Popup', id);
  return presentPopup(ctx, row);
}

async function popupValues(tx: RequestContext, deps: ServicesAdminDeps, input: PopupInput) {
  const image = await pickedImage(deps.fileStore, tx.siteId, input.image, input.title);
  if (!image.ok) return refused([{ field: 'image.path', code: 'CONTENT_IMAGE_NOT_FOUND' }]);
  return accepted({
    title: input.title,
    body: sanitizeLocalizedHtml(input.body),
    image: image.image,
    linkLabel: input.linkLabel,
    linkUrl: input.linkUrl,
    showOnEveryReload: input.showOnEveryReload,
  });
}

/** Adds a popup, unpublished: a page's popup block opens it once it is published. */
export function createPopup(ctx: RequestContext, input: PopupInput, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminPopup>> => {
    const values = await popupValues(tx, deps, input);
    if (!values.ok) return values;
    const [row] = await tx.db
      .insert(popups)
      .values({ ...values.value, isPublished: false, siteId: ctx.siteId })
      .returning();
    const popup = presentPopup(tx, row!);
    await recordChange(tx, { action: 'popup.create', entity: 'popup', entityId: popup.id, before: null, after: popup });
    return accepted(popup);
  });
  return written(ctx, deps, work);
}

export function updatePopup(ctx: RequestContext, id: number, input: PopupInput, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminPopup>> => {
    const [current] = await tx.db.select().from(popups).where(popupWhere(tx, id)).for('update');
    if (!current) throw notFound('Popup', id);
    const values = await popupValues(tx, deps, input);
    if (!values.ok) return values;
    const [row] = await tx.db
      .update(popups)
      .set({ ...values.value, updatedAt: new Date() })
      .where(popupWhere(tx, id))
      .returning();
    const popup = presentPopup(tx, row!);
    await recordChange(tx, {
      action: 'popup.update',
      entity: 'popup',
      entityId: id,
      before: presentPopup(tx, current),
      after: popup,
    });
    return accepted(popup);
  });
  return written(ctx, deps, work);
}

export function publishPopup(ctx: RequestContext, id: number, isPublished: boolean, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<AdminPopup>> => {
    const [current] = await tx.db.select().from(popups).where(popupWhere(tx, id)).for('update');
    if (!current) throw notFound('Popup', id);
    const [row] = await tx.db
      .update(popups)
      .set({ isPublished, updatedAt: new Date() })
      .where(popupWhere(tx, id))
      .returning();
    await recordChange(tx, {
      action: isPublished ? 'popup.publish' : 'popup.unpublish',
      entity: 'popup',
      entityId: id,
      before: { isPublished: current.isPublished },
      after: { isPublished },
    });
    return accepted(presentPopup(tx, row!));
  });
  return written(ctx, deps, work);
}

export function deletePopup(ctx: RequestContext, id: number, deps: ServicesAdminDeps) {
  const work = inTransaction(ctx, async (tx): Promise<Checked<{ id: number }>> => {
    const [current] = await tx.db.delete(popups).where(popupWhere(tx, id)).returning();
    if (!current) throw notFound('Popup', id);
    await recordChange(tx, {
      action: 'popup.delete',
      entity: 'popup',
      entityId: id,
      before: presentPopup(tx, current),
      after: null,
    });
    return accepted({ id });
  });
  return written(ctx, deps, work);
}
