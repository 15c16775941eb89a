import { z } from './zod.ts';
import { localizedInput, optionalLocalizedInput } from './admin-catalogue.ts';
import { PAGE_LAYOUTS, PAGE_TYPES } from './content.ts';
import { pageBlocksSchema, storagePathSchema } from './page-blocks.ts';

/**
 * The back-office's pages (issue 18 items 1–2): the page tree, a page's settings in both languages, and its
 * layout (the blocks) kept as a draft beside the live page until it is published, with the versions published
 * before. Texts in the stored form ({fr_FR, en?}).
 */

const MAX_INT = 2_147_483_647;
const storedTextSchema = z.object({ fr_FR: z.string(), en: z.string().optional() });
const idField = z.number().int().positive().max(MAX_INT);

export const PAGE_LAYOUT_KINDS = ['DRAFT', 'VERSION'] as const;
/** The preview image of a layout: PNG, JPEG or WebP (checked by content), at most 2 MB. */
export const MAX_LAYOUT_PREVIEW_BYTES = 2 * 1024 * 1024;

// ─── the layout's text and hash (one function for the API and the editor) ───

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/**
 * A layout's blocks as one text: JSON with every object's keys sorted and undefined values left out, so the
 * same blocks give the same text whoever writes them (the database reorders a jsonb's keys). The editor sends
 * this text of the layout it loaded to `…/hash/check`.
 */
export function serializeLayout(blocks: unknown): string {
  return JSON.stringify(canonical(blocks));
}

const FNV_OFFSET = 0xcbf29ce484222325n;
const FNV_PRIME = 0x100000001b3n;
const MASK_64 = 0xffffffffffffffffn;

/**
 * FNV-1a 64 of a text's UTF-8 bytes, as 16 hex digits: pure and synchronous, the same in Node and in the
 * browser. It tells versions apart (not a secret: anyone may compute it). `layoutHash(serializeLayout(blocks))`
 * is the `hash` the API stores and answers.
 */
export function layoutHash(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let hash = FNV_OFFSET;
  for (const byte of bytes) {
    hash ^= BigInt(byte);
    hash = (hash * FNV_PRIME) & MASK_64;
  }
  return hash.toString(16).padStart(16, '0');
}

// ─── answers ───

/** Who saved or published: an administrator of the site (null when the account is gone). */
export const adminPageAuthorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();
export type AdminPageAuthor = z.infer<typeof adminPageAuthorSchema>;

/** A page in the tree (`GET /admin/page`, flat in tree order: a parent, then its children in position order). */
export const adminPageSummarySchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  /** How deep in the tree (0 at the top), for the indentation. */
  depth: z.number().int(),
  type: z.enum(PAGE_TYPES),
  layout: z.enum(PAGE_LAYOUTS),
  title: storedTextSchema,
  /** The stored slug per language ('' for the home page). */
  url: storedTextSchema,
  /** Its storefront address per language ('/atelier', '/en/workshop'). */
  paths: z.object({ fr_FR: z.string(), en: z.string() }),
  isPublished: z.boolean(),
  isHome: z.boolean(),
  showInMenu: z.boolean(),
  /** The draft differs from the live page (changes not published). */
  hasDraft: z.boolean(),
  /** The draft layout's preview image, when one was stored. */
  previewUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminPageSummary = z.infer<typeof adminPageSummarySchema>;

/** A page with every setting (`GET /admin/page/{id}/layout`, and the answer of the settings' writes). */
export const adminPageDetailSchema = adminPageSummarySchema.extend({
  menuTitle: storedTextSchema.nullable(),
  metaDescription: storedTextSchema.nullable(),
  /** Storage path of the image shown when the page is shared (null: the site's). */
  socialImage: z.string().nullable(),
  socialImageUrl: z.string().nullable(),
});
export type AdminPageDetail = z.infer<typeof adminPageDetailSchema>;

/** The saved state of a layout: its row id, its hash and who saved it when. */
export const adminLayoutSavedSchema = z.object({
  id: z.number().int(),
  hash: z.string(),
  savedAt: z.string(),
  savedBy: adminPageAuthorSchema,
});
export type AdminLayoutSaved = z.infer<typeof adminLayoutSavedSchema>;

/** The draft layout: its blocks as stored (texts in both languages, image storage paths). */
export const adminPageLayoutSchema = adminLayoutSavedSchema.extend({
  blocks: pageBlocksSchema,
  previewUrl: z.string().nullable(),
});
export type AdminPageLayout = z.infer<typeof adminPageLayoutSchema>;

/** `GET /admin/page/{id}/layout`: the page, its draft (made from the live blocks when it had none). */
export const adminPageEditSchema = z.object({
  page: adminPageDetailSchema,
  layout: adminPageLayoutSchema,
  /** When the live blocks were last published from the back-office (null: never). */
  publishedAt: z.string().nullable(),
});
export type AdminPageEdit = z.infer<typeof adminPageEditSchema>;

/** `POST …/hash/check`: whether the layout the editor loaded is still the stored one. */
export const adminLayoutHashCheckSchema = adminLayoutSavedSchema.omit({ id: true }).extend({ isSame: z.boolean() });
export type AdminLayoutHashCheck = z.infer<typeof adminLayoutHashCheckSchema>;

/** A published version, newest first. */
export const adminPageVersionSchema = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  publishedBy: adminPageAuthorSchema,
  blockCount: z.number().int(),
});
export type AdminPageVersion = z.infer<typeof adminPageVersionSchema>;

// ─── inputs ───

/** A page's slug: lower-case words joined by dashes, parts joined by '/' ('atelier', 'atelier/histoire'). */
export const pageSlugText = z
  .string()
  .trim()
  .max(200)
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/);

const slugsInput = z.object({ fr_FR: pageSlugText.optional(), en: pageSlugText.optional() });

/** `POST /admin/page`: a new page (unpublished when not said); slugs made from the titles when not given. */
export const adminPageCreateSchema = z.object({
  title: localizedInput(160),
  url: slugsInput.optional(),
  parentId: idField.nullable().optional(),
  layout: z.enum(PAGE_LAYOUTS).default('page'),
});
export type AdminPageCreate = z.input<typeof adminPageCreateSchema>;

/**
 * `PUT /admin/page/{id}`: the page's settings. An empty slug is made from the title (the home page keeps '');
 * a parent cannot be the page itself or one under it; the home page stays published.
 */
export const adminPageUpdateSchema = z.object({
  title: localizedInput(160),
  url: slugsInput.default({}),
  menuTitle: optionalLocalizedInput(160),
  metaDescription: optionalLocalizedInput(320),
  socialImage: storagePathSchema.max(300).nullable().optional(),
  layout: z.enum(PAGE_LAYOUTS),
  isPublished: z.boolean(),
  showInMenu: z.boolean(),
  parentId: idField.nullable(),
});
export type AdminPageUpdate = z.input<typeof adminPageUpdateSchema>;

/** `PUT /admin/page/{id}/position`: under which page (null: the top) and where among its siblings (0: first). */
export const adminPageMoveSchema = z.object({
  parentId: idField.nullable(),
  position: z.number().int().min(0).max(10_000),
});
export type AdminPageMove = z.infer<typeof adminPageMoveSchema>;

/**
 * `PUT /admin/page/{idPage}/layout/{idLayout}`: the draft's blocks, with the hash of the layout the editor
 * loaded (`baseHash`): 409 when another save came meanwhile, unless `force`.
 */
export const adminPageLayoutSaveSchema = z.object({
  blocks: pageBlocksSchema.max(200),
  baseHash: z.string().trim().min(1).max(64),
  force: z.boolean().optional(),
});
export type AdminPageLayoutSave = z.input<typeof adminPageLayoutSaveSchema>;

/** `POST …/hash/check`: `html` is `serializeLayout(blocks)` of the layout the editor loaded. */
export const adminLayoutHashCheckInputSchema = z.object({ html: z.string().max(5_000_000) });
export type AdminLayoutHashCheckInput = z.infer<typeof adminLayoutHashCheckInputSchema>;
