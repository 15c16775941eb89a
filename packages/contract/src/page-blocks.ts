import { z } from './zod.ts';
import { localizedTextSchema } from './locale.ts';

/**
 * The layout blocks a CMS page is made of, stored per page as JSON (text fields per language)
 * and rendered by the storefront's block registry: adding a block type is one schema here and
 * one component there.
 */

/**
 * A file in the site's own storage, e.g. 'pages/atelier.svg'; the API turns it into a URL.
 * Never a remote address: no scheme, no leading slash, no '..'.
 */
export const storagePathSchema = z
  .string()
  .regex(
    /^(?!\/)(?![a-z][a-z0-9+.-]*:)(?!.*(?:^|\/)\.\.(?:\/|$))[\w\-./]+$/i,
    'Expected a path relative to the site storage',
  );

/**
 * A link target per language: a site path ('/contact-tapissier-vendee', '/en/contact-upholsterer-vendee')
 * or an absolute URL; `en` falls back to `fr_FR` like any other localized text.
 */
export const localizedUrlSchema = localizedTextSchema;

/** Icon names a block may ask for; the storefront draws each one inline (no icon font, no CDN). */
export const BLOCK_ICONS = [
  'armchair',
  'sofa',
  'bed',
  'cushion',
  'curtain',
  'fabric',
  'scissors',
  'needle',
  'hammer',
  'ruler',
  'palette',
  'users',
  'gift',
  'bag',
  'truck',
  'leaf',
  'recycle',
  'heart',
  'star',
  'grape',
  'wine',
  'barrel',
  'glass',
  'calendar',
] as const;
export const blockIconSchema = z.enum(BLOCK_ICONS);
export type BlockIcon = z.infer<typeof blockIconSchema>;

const imageWithAltSchema = z.object({ image: storagePathSchema, alt: localizedTextSchema });

/** Full-width opening block: title over an illustration, with an optional call to action. */
export const heroBlockSchema = z.object({
  type: z.literal('hero'),
  title: localizedTextSchema,
  subtitle: localizedTextSchema,
  image: storagePathSchema,
  alt: localizedTextSchema,
  cta: z.object({ label: localizedTextSchema, url: localizedUrlSchema }).optional(),
});

/** Free HTML (headings, paragraphs, lists, links) written in the back office. */
export const richTextBlockSchema = z.object({
  type: z.literal('richText'),
  html: localizedTextSchema,
});

export const imageTextBlockSchema = z.object({
  type: z.literal('imageText'),
  title: localizedTextSchema,
  html: localizedTextSchema,
  image: storagePathSchema,
  alt: localizedTextSchema,
  imagePosition: z.enum(['left', 'right']),
});

/** Thumbnails that open the fullscreen slider (SPEC §2) at the clicked index. */
export const galleryBlockSchema = z.object({
  type: z.literal('gallery'),
  title: localizedTextSchema.optional(),
  images: z.array(imageWithAltSchema).min(1),
});

export const callToActionBlockSchema = z.object({
  type: z.literal('callToAction'),
  title: localizedTextSchema,
  text: localizedTextSchema,
  label: localizedTextSchema,
  url: localizedUrlSchema,
});

/**
 * What the site offers. With `tags`, the site's services that carry any of them (GET /service?tag=…, issue 17),
 * each a link to its page (an empty list: every service); without, the cards written in the block (`items`).
 */
export const servicesBlockSchema = z.object({
  type: z.literal('services'),
  title: localizedTextSchema,
  items: z
    .array(z.object({ title: localizedTextSchema, text: localizedTextSchema, icon: blockIconSchema }))
    .min(1)
    .optional(),
  tags: z.array(z.string().min(1)).optional(),
  /** At most this many services from the tags (all of them when absent). */
  nbItem: z.number().int().min(1).max(100).optional(),
});

/** Renders MONDAY_HOURS…SUNDAY_HOURS from the site parameters. */
export const openingHoursBlockSchema = z.object({
  type: z.literal('openingHours'),
  title: localizedTextSchema,
});

/** Renders the company identity (address, phone, e-mail) from the site parameters. */
export const contactDetailsBlockSchema = z.object({
  type: z.literal('contactDetails'),
  title: localizedTextSchema,
});

/** Renders the promoted news item (GET /news?promoted=true). */
export const promotedNewsBlockSchema = z.object({
  type: z.literal('promotedNews'),
  title: localizedTextSchema,
});

/**
 * What customers say. Without `items`, the site's stored reviews (GET /google/reviews): their average, their count
 * and the latest `nbItem` (3 when not set). With `items`, those quotes as written (testimonials of a workshop).
 */
export const reviewsBlockSchema = z.object({
  type: z.literal('reviews'),
  title: localizedTextSchema,
  nbItem: z.number().int().min(1).max(12).optional(),
  items: z
    .array(
      z.object({
        author: z.string().min(1),
        rating: z.number().int().min(1).max(5),
        text: localizedTextSchema,
        /** ISO date, e.g. '2026-03-14'. */
        date: z.iso.date(),
      }),
    )
    .min(1)
    .optional(),
});

/** The latest news items (GET /news?nbItem=…), newest first. */
export const newsListBlockSchema = z.object({
  type: z.literal('newsList'),
  title: localizedTextSchema,
  nbItem: z.number().int().min(1).max(100),
});

/** The latest blog articles of the site, newest first (GET /blog/folder?nbItem=…), with a link to the blog. */
export const blogListBlockSchema = z.object({
  type: z.literal('blogList'),
  title: localizedTextSchema,
  nbItem: z.number().int().min(1).max(100),
});

/** A dynamic form of the site (GET /forms/{id}): any page may hold one (issue 17 item 4). */
export const formBlockSchema = z.object({
  type: z.literal('form'),
  formId: z.number().int().positive(),
});

/**
 * Opens a popup of the site over the page (GET /popup/{id}, SPEC §2 modal overlay): shown once, or at every
 * reload when the popup says so. Draws nothing in the page itself.
 */
export const popupBlockSchema = z.object({
  type: z.literal('popup'),
  popupId: z.number().int().positive(),
});

/** The upcoming events, soonest first (GET /element/event?nbItem=…), each a link to its page (issue 17 item 5). */
export const eventListBlockSchema = z.object({
  type: z.literal('eventList'),
  title: localizedTextSchema,
  nbItem: z.number().int().min(1).max(24),
});

/**
 * An album of the site (GET /album/{id}) as thumbnails that open the fullscreen slider, with a link to its page;
 * the title is the album's unless the block gives one. Nothing is drawn when the album is gone or unpublished.
 */
export const albumBlockSchema = z.object({
  type: z.literal('album'),
  albumId: z.number().int().positive(),
  title: localizedTextSchema.optional(),
});

export const pageBlockSchema = z.discriminatedUnion('type', [
  heroBlockSchema,
  richTextBlockSchema,
  imageTextBlockSchema,
  galleryBlockSchema,
  callToActionBlockSchema,
  servicesBlockSchema,
  openingHoursBlockSchema,
  contactDetailsBlockSchema,
  promotedNewsBlockSchema,
  reviewsBlockSchema,
  newsListBlockSchema,
  blogListBlockSchema,
  formBlockSchema,
  popupBlockSchema,
  eventListBlockSchema,
  albumBlockSchema,
]);
export type PageBlock = z.infer<typeof pageBlockSchema>;
export type PageBlockType = PageBlock['type'];
/** The block of one type, e.g. `PageBlockOf<'hero'>`. */
export type PageBlockOf<T extends PageBlockType> = Extract<PageBlock, { type: T }>;

export const pageBlocksSchema = z.array(pageBlockSchema);
