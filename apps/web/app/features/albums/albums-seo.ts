import type { MetaDescriptor } from 'react-router';
import type { Album, AlbumSummary } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { breadcrumbJsonLd, type TrailEntry } from '../blog/blog-seo.ts';
import { linguiOf } from '../i18n/use-translation.ts';
import { localizePath } from '../i18n/locale.ts';
import { seoMeta } from '../seo/seo-meta.ts';
import { seoSite, type RootSeoData } from '../seo/site-seo.ts';
import { pagedUrls } from '../shop/list-links.ts';
import { itemListJsonLd, pagedTitle } from '../shop/shop-meta.ts';
import { albumListUrls } from './album-urls.ts';

/** A UI message of the album pages in the page's language, for the meta tags (outside React). */
const albumsMessage = (root: RootSeoData, key: string) => linguiOf(root.locale, root.messages)._(`albums.${key}`);

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** The trail of an album page: the home page, the albums, then the album when there is one. */
export function albumsTrail(
  labels: { home: string; albums: string },
  locale: Locale,
  album?: { title: string; url: string },
): TrailEntry[] {
  return [
    { name: labels.home, url: localizePath('/', locale) },
    { name: labels.albums, url: albumListUrls()[locale] },
    ...(album ? [{ name: album.title, url: album.url }] : []),
  ];
}

const labelsOf = (root: RootSeoData) => ({ home: albumsMessage(root, 'home'), albums: albumsMessage(root, 'title') });

/** The head of the albums list: its title, description, canonical URL and alternates, its items. */
export function albumListMeta(root: RootSeoData, albums: AlbumSummary[], page: number): MetaDescriptor[] {
  return [
    ...seoMeta(seoSite(root), {
      title: pagedTitle(albumsMessage(root, 'title'), page, root),
      description: albumsMessage(root, 'description'),
      urls: pagedUrls(albumListUrls(), page),
      image: albums[0]?.cover?.url ?? null,
    }),
    { 'script:ld+json': breadcrumbJsonLd(root.origin, albumsTrail(labelsOf(root), root.locale)) },
    ...(albums.length > 0
      ? [
          {
            'script:ld+json': itemListJsonLd(
              root.origin,
              albums.map((album) => ({ url: album.url, name: album.title })),
              (page - 1) * 100,
            ),
          },
        ]
      : []),
  ];
}

/** schema.org ImageGallery of an album: its pictures and videos. */
export function imageGalleryJsonLd(album: Album, root: RootSeoData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ImageGallery',
    name: album.title,
    ...(album.description ? { description: album.description } : {}),
    url: absolute(root.origin, album.url),
    inLanguage: root.locale === 'en' ? 'en' : 'fr-FR',
    associatedMedia: album.media.map((item) =>
      item.type === 'video'
        ? {
            '@type': 'VideoObject',
            name: item.alt,
            description: item.alt,
            contentUrl: absolute(root.origin, item.url),
            ...(item.poster ? { thumbnailUrl: absolute(root.origin, item.poster) } : {}),
            uploadDate: album.updatedAt,
          }
        : { '@type': 'ImageObject', contentUrl: absolute(root.origin, item.url), caption: item.alt },
    ),
  };
}

/** The head of an album's page: its SEO tags, its ImageGallery and its breadcrumbs. */
export function albumMeta(root: RootSeoData, album: Album): MetaDescriptor[] {
  return [
    ...seoMeta(seoSite(root), {
      title: album.title,
      description: album.description,
      urls: album.urls,
      image: album.cover?.url ?? null,
    }),
    { 'script:ld+json': imageGalleryJsonLd(album, root) },
    {
      'script:ld+json': breadcrumbJsonLd(
        root.origin,
        albumsTrail(labelsOf(root), root.locale, { title: album.title, url: album.url }),
      ),
    },
  ];
}
