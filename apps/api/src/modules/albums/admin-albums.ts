import { and, count, eq, max } from 'drizzle-orm';
import { loadSharp } from '../../storage/sharp.ts';
import type { z } from 'zod';
import type {
  AdminAlbum,
  AdminAlbumSummary,
  List,
  LocalizedText,
  adminAlbumAddMediaSchema,
  adminAlbumInputSchema,
  adminAlbumMediaOrderSchema,
} from '@atelier/contract';
import { mediaTypeOf, slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { albums, type StoredAlbumMedia } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import { refused, accepted, type Checked } from '../../refusal.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { keyOrNull } from '../../storage/site-files.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import { albumUrls } from './albums.service.ts';

/** The back-office's albums (issue 18 item 6). Writes are audited; the table's trigger drops the kept answers. */

type AlbumInput = z.output<typeof adminAlbumInputSchema>;
type AlbumRow = typeof albums.$inferSelect;

export const adminAlbumListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    order: { type: 'integer', sortable: true },
    isPublished: { type: 'boolean' },
  },
  defaultNbItem: 50,
  defaultOrderBy: 'order',
};

/** A video has no size the server can read without a decoder: it is shown 16:9 until it loads. */
const VIDEO_SIZE = { width: 1280, height: 720 };

const summaryOf = (ctx: RequestContext, row: AlbumRow): AdminAlbumSummary => {
  const cover = row.media.find((item) => mediaTypeOf(item.file) === 'image');
  return {
    id: row.id,
    title: row.title,
    isPublished: row.isPublished,
    position: row.position,
    mediaCount: row.media.length,
    cover: cover ? siteFileUrl(ctx.siteId, cover.file) : null,
    updatedAt: row.updatedAt.toISOString(),
  };
};

export const presentAlbum = (ctx: RequestContext, row: AlbumRow): AdminAlbum => ({
  ...summaryOf(ctx, row),
  slug: row.slug,
  description: row.description,
  url: albumUrls(row).fr_FR,
  media: row.media.flatMap((item) => {
    const type = mediaTypeOf(item.file);
    if (type === 'none') return [];
    const { file, alt, width, height } = item;
    return [{ file, url: siteFileUrl(ctx.siteId, file), type, alt, width, height }];
  }),
});

const whereId = (ctx: RequestContext, id: number) => and(eq(albums.siteId, ctx.siteId), eq(albums.id, id));

const slugOf = (title: LocalizedText): LocalizedText => {
  const fr = slugify(title.fr_FR) || 'album';
  return { fr_FR: fr, en: (title.en && slugify(title.en)) || fr };
};

export async function listAdminAlbums(ctx: RequestContext, query: ListQuery): Promise<List<AdminAlbumSummary>> {
  const columns: ListColumns = {
    id: albums.id,
    title: localizedSql(albums.title, ctx.locale),
    order: albums.position,
    isPublished: albums.isPublished,
  };
  const where = listWhere(eq(albums.siteId, ctx.siteId), query, columns);
  const page = await listPage(
    ctx.db
      .select()
      .from(albums)
      .where(where)
      .orderBy(...listOrderBy(query, columns, albums.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(albums).where(where),
  );
  return { total: page.total, items: page.items.map((row) => summaryOf(ctx, row)) };
}

export async function getAdminAlbum(ctx: RequestContext, id: number): Promise<AdminAlbum> {
  const [row] = await ctx.db.select().from(albums).where(whereId(ctx, id));
  if (!row) throw notFound('Album', id);
  return presentAlbum(ctx, row);
}

/** Runs a change of one album in a transaction, the row locked, and records it. */
function changeAlbum(
  ctx: RequestContext,
  id: number,
  action: string,
  change: (row: AlbumRow) => Partial<AlbumRow>,
): Promise<AdminAlbum> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(albums).where(whereId(tx, id)).for('update');
    if (!current) throw notFound('Album', id);
    const [row] = await db
      .update(albums)
      .set({ ...change(current), updatedAt: new Date() })
      .where(whereId(tx, id))
      .returning();
    const after = presentAlbum(tx, row!);
    await recordChange(tx, { action, entity: 'album', entityId: id, before: presentAlbum(tx, current), after });
    return after;
  });
}

export function createAlbum(ctx: RequestContext, input: AlbumInput): Promise<AdminAlbum> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [last] = await db
      .select({ position: max(albums.position) })
      .from(albums)
      .where(eq(albums.siteId, ctx.siteId));
    const [row] = await db
      .insert(albums)
      .values({
        siteId: ctx.siteId,
        title: input.title,
        slug: slugOf(input.title),
        description: input.description,
        isPublished: input.isPublished,
        position: (last?.position ?? -1) + 1,
        media: [],
      })
      .returning();
    const album = presentAlbum(tx, row!);
    await recordChange(tx, { action: 'album.create', entity: 'album', entityId: album.id, before: null, after: album });
    return album;
  });
}

export function updateAlbum(ctx: RequestContext, id: number, input: AlbumInput): Promise<AdminAlbum> {
  return changeAlbum(ctx, id, 'album.update', () => ({
    title: input.title,
    slug: slugOf(input.title),
    description: input.description,
    isPublished: input.isPublished,
  }));
}

export function deleteAlbum(ctx: RequestContext, id: number) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.delete(albums).where(whereId(tx, id)).returning();
    if (!current) throw notFound('Album', id);
    await recordChange(tx, {
      action: 'album.delete',
      entity: 'album',
      entityId: id,
      before: presentAlbum(tx, current),
      after: null,
    });
    return { id };
  });
}

/** A file of the site storage made an album's media: a picture's own size read, a video's assumed. */
async function mediaOf(store: FileStore, siteId: number, file: string): Promise<StoredAlbumMedia | null> {
  const type = mediaTypeOf(file);
  const key = keyOrNull(siteId, 'public', file);
  if (type === 'none' || !key) return null;
  const alt = { fr_FR: '' };
  // A video is not read: only its presence counts.
  if (type === 'video') return (await store.exists(key)) ? { file, alt, ...VIDEO_SIZE, poster: null } : null;
  const content = await store.getBytes(key).then(
    (read) => read.content,
    () => null,
  );
  if (!content) return null;
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(content).metadata();
    if (!metadata.width || !metadata.height) return null;
    const turned = (metadata.orientation ?? 1) >= 5;
    return {
      file,
      alt,
      width: turned ? metadata.height : metadata.width,
      height: turned ? metadata.width : metadata.height,
    };
  } catch {
    // Not a picture sharp can open (a damaged file under a picture's name): refused like a missing one.
    return null;
  }
}

/** Adds files of the site storage at the album's end; a file already in it is not added twice. */
export async function addAlbumMedia(
  ctx: RequestContext,
  store: FileStore,
  id: number,
  input: z.output<typeof adminAlbumAddMediaSchema>,
): Promise<Checked<AdminAlbum>> {
  const found = await Promise.all(input.files.map((file) => mediaOf(store, ctx.siteId, file)));
  const problems = input.files.flatMap((file, index) =>
    found[index] ? [] : [{ field: `files.${index}`, code: 'FIELD_INVALID' as const }],
  );
  if (problems.length > 0) return refused(problems);
  return accepted(
    await changeAlbum(ctx, id, 'album.media.add', (row) => {
      const known = new Set(row.media.map((item) => item.file));
      const added = found.filter((item): item is StoredAlbumMedia => item !== null && !known.has(item.file));
      const unique = added.filter((item, index) => added.findIndex((one) => one.file === item.file) === index);
      return { media: [...row.media, ...unique] };
    }),
  );
}

/** Whether `files` are exactly the album's files, each once. */
function sameFiles(row: AlbumRow, files: string[]) {
  const given = new Set(files);
  return given.size === files.length && given.size === row.media.length && row.media.every((m) => given.has(m.file));
}

/** The album's media in the order given, with their texts: exactly the album's files, each once. */
export async function orderAlbumMedia(
  ctx: RequestContext,
  id: number,
  input: z.output<typeof adminAlbumMediaOrderSchema>,
): Promise<Checked<AdminAlbum>> {
  const files = input.media.map((item) => item.file);
  const [current] = await ctx.db.select().from(albums).where(whereId(ctx, id));
  if (!current) throw notFound('Album', id);
  if (!sameFiles(current, files)) return refused([{ field: 'media', code: 'FIELD_INVALID' }]);
  const album = await changeAlbum(ctx, id, 'album.media.order', (row) => {
    // Someone added or removed a file since it was read: the order sent no longer fits.
    if (!sameFiles(row, files)) throw new AppError('CONFLICT', 'ADMIN_ALBUM_ORDER_STALE');
    const byFile = new Map(row.media.map((item) => [item.file, item]));
    return {
      media: input.media.map((item) => ({
        ...byFile.get(item.file)!,
        alt: item.alt.en ? { fr_FR: item.alt.fr_FR, en: item.alt.en } : { fr_FR: item.alt.fr_FR },
      })),
    };
  });
  return accepted(album);
}

export function removeAlbumMedia(ctx: RequestContext, id: number, file: string): Promise<AdminAlbum> {
  return changeAlbum(ctx, id, 'album.media.remove', (row) => {
    if (!row.media.some((item) => item.file === file)) throw notFound('Image', file);
    return { media: row.media.filter((item) => item.file !== file) };
  });
}
