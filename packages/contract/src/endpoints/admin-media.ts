import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';

/** What the back-office may upload for its pages and contents (issue 18): images, SVG drawings, MP4 videos, PDF. */
export const MEDIA_KINDS = ['image', 'svg', 'video', 'pdf'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** 20 MB: a phone's photo or a short MP4. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;

export const uploadedMediaSchema = z.object({
  /** The file in the site's storage, as blocks and contents store it (storagePathSchema). */
  path: z.string(),
  /** Where a browser reads it (/media/site-<id>/…). */
  url: z.string(),
  kind: z.enum(MEDIA_KINDS),
  /** An image's size in pixels (null for a video or a PDF). */
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type UploadedMedia = z.infer<typeof uploadedMediaSchema>;

/** The back-office's uploads (issue 18): the site's administrators only. */
export const adminMediaEndpoints = {
  /** Multipart: the file under `file`. */
  adminUploadMedia: endpoint({
    method: 'POST',
    path: '/admin/media',
    summary:
      "Stores a file in the site's storage for a page, an article, an album… (admin): a JPEG, PNG, WebP, AVIF or " +
      'GIF image, an SVG drawing (sanitised), an MP4 video or a PDF, checked by its content, under `file`; ' +
      'answers the storage path to save with the content',
    tags: ['admin', 'media'],
    multipart: { fields: [], files: ['file'] },
    data: uploadedMediaSchema,
    refusals: [400, 401, 403, 413, 415],
  }),
};
