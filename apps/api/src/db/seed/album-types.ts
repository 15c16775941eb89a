import type { LocalizedText } from '@atelier/contract';

/** A picture or video of a sample album: a file of apps/api/seed-assets/site-<id>/, with its own size. */
export interface AlbumMediaSeed {
  file: string;
  alt: LocalizedText;
  width: number;
  height: number;
  poster?: string;
}

export interface AlbumSeed {
  slug: LocalizedText;
  title: LocalizedText;
  description: LocalizedText;
  media: AlbumMediaSeed[];
}

/** The drawn illustrations' sizes: the gallery's 4:3 (seed-assets/site-N/gallery), the blog's 3:2 (draw-blog.ts). */
export const galleryPicture = (name: string, alt: LocalizedText): AlbumMediaSeed => ({
  file: `gallery/${name}.svg`,
  alt,
  width: 1200,
  height: 900,
});
export const blogPicture = (name: string, alt: LocalizedText): AlbumMediaSeed => ({
  file: `blog/${name}.svg`,
  alt,
  width: 1200,
  height: 800,
});
