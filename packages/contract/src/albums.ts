import { z } from './zod.ts';
import { sizedImageSchema } from './catalogue.ts';

/**
 * Albums (SPEC §3 album, §7 Albums): titled sets of pictures and videos of the site, opened in the fullscreen
 * slider (SPEC §2). Texts are answered in the request's language. Addresses: the list is `/albums`, an album
 * `/albums/{slug}/{id}`, under `/en` in English.
 */

/** A page's path in both languages (the language switch, hreflang, the sitemap). */
const urlsSchema = z.object({ fr_FR: z.string(), en: z.string() });

/** SPEC §5 media type by extension: a picture (svg, jpeg, jpg, png) or a video (mp4, m4v, mov, avi, wmv, flv). */
export const albumMediaTypeSchema = z.enum(['image', 'video']);
export type AlbumMediaType = z.infer<typeof albumMediaTypeSchema>;

/** One picture or video of an album: its file's address, its text alternative and its own size. */
export const albumMediaSchema = z.object({
  type: albumMediaTypeSchema,
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** A video's still (a picture of the site), shown before it plays; null for a picture. */
  poster: z.string().nullable(),
});
export type AlbumMedia = z.infer<typeof albumMediaSchema>;

/** An album in a list: its card (the first picture as its cover). */
export const albumSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  /** The album's first picture (a video's still when it opens with a video); null for an empty album. */
  cover: sizedImageSchema.nullable(),
  imageCount: z.number().int(),
  videoCount: z.number().int(),
  url: z.string(),
  urls: urlsSchema,
});
export type AlbumSummary = z.infer<typeof albumSummarySchema>;

/** One album with its pictures and videos in their order. */
export const albumSchema = albumSummarySchema.extend({
  media: z.array(albumMediaSchema),
  updatedAt: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

/**
 * `POST /image/load-svg`: the address of one of the site's own SVG files, as a page has it (`/media/site-1/…`
 * or the same with the site's scheme and host).
 */
export const loadSvgBodySchema = z.object({ url: z.string().trim().min(1).max(2048) });
export type LoadSvgBody = z.infer<typeof loadSvgBodySchema>;

/** The SVG's markup, sanitised (no script, event handler, scripted link, foreign content or outside reference). */
export const loadedSvgSchema = z.object({ svg: z.string() });
export type LoadedSvg = z.infer<typeof loadedSvgSchema>;
