import { describe, expect, it } from 'vitest';
import type { Album } from '@atelier/contract';
import { albumCounts } from './album-counts.ts';
import { albumListUrls } from './album-urls.ts';
import { albumsTrail, imageGalleryJsonLd } from './albums-seo.ts';
import type { RootSeoData } from '../seo/site-seo.ts';

const words = (key: string, values?: Record<string, unknown>) => `${String(values?.['count'])} ${key}`;

describe('albumCounts', () => {
  it.each([
    [{ imageCount: 4, videoCount: 1 }, '4 photos · 1 videos'],
    [{ imageCount: 3, videoCount: 0 }, '3 photos'],
    [{ imageCount: 0, videoCount: 2 }, '2 videos'],
    [{ imageCount: 0, videoCount: 0 }, ''],
  ])('says only the kinds an album holds: %o', (album, expected) => {
    expect(albumCounts(words, album)).toBe(expected);
  });
});

describe('album addresses', () => {
  it('puts the albums under /albums, in English under /en', () => {
    expect(albumListUrls()).toEqual({ fr_FR: '/albums', en: '/en/albums' });
    expect(
      albumsTrail({ home: 'Home', albums: 'Albums' }, 'en', { title: 'In the workshop', url: '/en/albums/x/2' }),
    ).toEqual([
      { name: 'Home', url: '/en' },
      { name: 'Albums', url: '/en/albums' },
      { name: 'In the workshop', url: '/en/albums/x/2' },
    ]);
  });
});

describe('imageGalleryJsonLd', () => {
  it('lists each picture as an ImageObject and each video as a VideoObject with its still, on absolute URLs', () => {
    const album = {
      id: 2,
      slug: 'in-the-workshop',
      title: 'In the workshop',
      description: null,
      cover: null,
      imageCount: 1,
      videoCount: 1,
      url: '/en/albums/in-the-workshop/2',
      urls: { fr_FR: '/albums/dans-l-atelier/2', en: '/en/albums/in-the-workshop/2' },
      updatedAt: '2026-11-01T10:00:00.000Z',
      media: [
        {
          type: 'video',
          url: '/media/site-1/a.mp4',
          alt: 'Webbing',
          width: 480,
          height: 270,
          poster: '/media/site-1/a.svg',
        },
        { type: 'image', url: '/media/site-1/b.svg', alt: 'Tools', width: 1200, height: 800, poster: null },
      ],
    } satisfies Album;
    const ld = imageGalleryJsonLd(album, { origin: 'https://atelier.example', locale: 'en' } as RootSeoData);
    expect(ld).toMatchObject({
      '@type': 'ImageGallery',
      url: 'https://atelier.example/en/albums/in-the-workshop/2',
      inLanguage: 'en',
      associatedMedia: [
        {
          '@type': 'VideoObject',
          contentUrl: 'https://atelier.example/media/site-1/a.mp4',
          thumbnailUrl: 'https://atelier.example/media/site-1/a.svg',
        },
        { '@type': 'ImageObject', contentUrl: 'https://atelier.example/media/site-1/b.svg', caption: 'Tools' },
      ],
    });
    expect(ld).not.toHaveProperty('description');
  });
});
