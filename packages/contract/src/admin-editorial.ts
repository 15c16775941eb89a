import { z } from './zod.ts';
import { localizedInput, optionalLocalizedInput, slugText } from './admin-catalogue.ts';
import { blockIconSchema, storagePathSchema } from './page-blocks.ts';
import { REVIEW_MAX_RATING } from './reviews.ts';

/**
 * The back-office's content editors (issue 18 item 6): news, blog folders and articles, services, popups and
 * reviews. Texts in both languages (French required, English flagged when missing); rich texts are HTML the
 * API sanitises before storing (the storefront renders them as HTML); images are files of the site's storage
 * (`POST /admin/media` answers their path).
 */

const MAX_INT = 2_147_483_647;
const storedTextSchema = z.object({ fr_FR: z.string(), en: z.string().optional() });
const urlsSchema = z.object({ fr_FR: z.string(), en: z.string() });

/** A rich text (HTML) in both languages: French required. */
export const richTextInput = localizedInput(200_000);
/** An optional rich text. */
export const optionalRichTextInput = optionalLocalizedInput(200_000);

/** An image as the editor reads it: its storage path, its address, its text for those who cannot see it. */
export const adminContentImageSchema = z.object({
  path: z.string(),
  url: z.string(),
  alt: storedTextSchema.nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type AdminContentImage = z.infer<typeof adminContentImageSchema>;

/** An image of the site's storage (null: none), and its text for those who cannot see it (the title when none). */
export const adminImageInput = z
  .object({ path: storagePathSchema, alt: optionalLocalizedInput(300) })
  .nullable()
  .default(null);

/** Slugs in both languages, made from the title when left out or empty (SPEC §5). */
export const localizedSlugInput = z
  .object({ fr_FR: slugText.or(z.literal('')).optional(), en: slugText.or(z.literal('')).optional() })
  .optional();

/** `PUT /admin/…/{id}/published`: shown on the storefront, or not. */
export const adminPublishInputSchema = z.object({ isPublished: z.boolean() });

const publishedAtInput = z.iso.datetime({ offset: true }).nullable().default(null);

// ─── news ───

export const adminNewsSchema = z.object({
  id: z.number().int(),
  /** One address for both languages (`/actualites/{slug}/{id}`), made from the French title. */
  slug: z.string(),
  title: storedTextSchema,
  summary: storedTextSchema.nullable(),
  content: storedTextSchema.nullable(),
  image: adminContentImageSchema.nullable(),
  /** An address the item leads to instead of its own page. */
  url: z.string().nullable(),
  promoted: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string(),
});
export type AdminNews = z.infer<typeof adminNewsSchema>;

export const adminNewsInputSchema = z.object({
  title: localizedInput(200),
  slug: slugText.or(z.literal('')).optional(),
  summary: optionalLocalizedInput(1000),
  content: optionalRichTextInput,
  image: adminImageInput,
  url: z.string().trim().max(500).nullable().default(null),
  promoted: z.boolean().default(false),
  publishedAt: publishedAtInput,
});
export type AdminNewsInput = z.input<typeof adminNewsInputSchema>;

// ─── blog ───

export const adminBlogFolderSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  position: z.number().int(),
  slug: storedTextSchema,
  name: storedTextSchema,
  description: storedTextSchema.nullable(),
  image: adminContentImageSchema.nullable(),
  isPublished: z.boolean(),
  /** Its articles (published or not) and sub-folders: a folder holding any cannot be deleted. */
  articleCount: z.number().int(),
  folderCount: z.number().int(),
  urls: urlsSchema,
});
export type AdminBlogFolder = z.infer<typeof adminBlogFolderSchema>;

export const adminBlogFolderInputSchema = z.object({
  parentId: z.number().int().positive().max(MAX_INT).nullable().default(null),
  position: z.number().int().min(0).max(MAX_INT).default(0),
  name: localizedInput(160),
  slug: localizedSlugInput,
  description: optionalLocalizedInput(2000),
  image: adminImageInput,
});
export type AdminBlogFolderInput = z.input<typeof adminBlogFolderInputSchema>;

export const adminBlogArticleSchema = z.object({
  id: z.number().int(),
  folderId: z.number().int(),
  folderName: z.string(),
  slug: storedTextSchema,
  title: storedTextSchema,
  summary: storedTextSchema.nullable(),
  body: storedTextSchema,
  image: adminContentImageSchema.nullable(),
  author: z.string().nullable(),
  publishedAt: z.string(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
  urls: urlsSchema,
});
export type AdminBlogArticle = z.infer<typeof adminBlogArticleSchema>;

export const adminBlogArticleInputSchema = z.object({
  folderId: z.number().int().positive().max(MAX_INT),
  title: localizedInput(200),
  slug: localizedSlugInput,
  summary: optionalLocalizedInput(1000),
  body: richTextInput,
  image: adminImageInput,
  author: z.string().trim().max(120).nullable().default(null),
  publishedAt: publishedAtInput,
});
export type AdminBlogArticleInput = z.input<typeof adminBlogArticleInputSchema>;

// ─── services ───

export const adminServiceSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  slug: storedTextSchema,
  title: storedTextSchema,
  summary: storedTextSchema.nullable(),
  body: storedTextSchema,
  icon: blockIconSchema.nullable(),
  image: adminContentImageSchema.nullable(),
  gallery: z.array(adminContentImageSchema),
  tags: z.array(z.string()),
  isPublished: z.boolean(),
  updatedAt: z.string(),
  urls: urlsSchema,
});
export type AdminService = z.infer<typeof adminServiceSchema>;

export const adminServiceInputSchema = z.object({
  position: z.number().int().min(0).max(MAX_INT).default(0),
  title: localizedInput(200),
  slug: localizedSlugInput,
  summary: optionalLocalizedInput(1000),
  body: richTextInput,
  icon: blockIconSchema.nullable().default(null),
  image: adminImageInput,
  gallery: z
    .array(z.object({ path: storagePathSchema, alt: optionalLocalizedInput(300) }))
    .max(60)
    .default([]),
  tags: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(60)
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    )
    .max(20)
    .default([]),
});
export type AdminServiceInput = z.input<typeof adminServiceInputSchema>;

// ─── popups ───

export const adminPopupSchema = z.object({
  id: z.number().int(),
  title: storedTextSchema,
  body: storedTextSchema,
  image: adminContentImageSchema.nullable(),
  linkLabel: storedTextSchema.nullable(),
  linkUrl: storedTextSchema.nullable(),
  showOnEveryReload: z.boolean(),
  isPublished: z.boolean(),
  updatedAt: z.string(),
});
export type AdminPopup = z.infer<typeof adminPopupSchema>;

export const adminPopupInputSchema = z
  .object({
    title: localizedInput(200),
    body: richTextInput,
    image: adminImageInput,
    linkLabel: optionalLocalizedInput(80),
    linkUrl: optionalLocalizedInput(500),
    showOnEveryReload: z.boolean().default(false),
  })
  .refine((popup) => (popup.linkLabel === null) === (popup.linkUrl === null), {
    path: ['linkUrl'],
    message: 'A button needs both its label and its address',
  });
export type AdminPopupInput = z.input<typeof adminPopupInputSchema>;

// ─── reviews ───

export const adminReviewSchema = z.object({
  id: z.number().int(),
  source: z.string(),
  rating: z.number().int().min(1).max(REVIEW_MAX_RATING),
  author: z.string(),
  text: z.string(),
  lang: z.string().nullable(),
  publishedAt: z.string(),
  /** Hidden: left out of the storefront's reviews and of their average. */
  hidden: z.boolean(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewHiddenInputSchema = z.object({ hidden: z.boolean() });
