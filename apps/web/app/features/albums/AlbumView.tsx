import type { Album } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { albumCounts } from './album-counts.ts';
import { AlbumMediaGrid } from './AlbumMediaGrid.tsx';
import { albumListUrls } from './album-urls.ts';
import { albumsTrail } from './albums-seo.ts';

/** One album's page: breadcrumbs, title, description, what it holds, its thumbnails, a link back to the albums. */
export function AlbumView({ album }: { album: Album }) {
  const { t, i18n } = useTranslation('albums');
  const locale = i18n.language;
  const trail = albumsTrail({ home: t('home'), albums: t('title') }, locale, album);
  return (
    <div>
      <BlogBreadcrumbs trail={trail} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">{album.title}</h1>
        {album.description && <p className="mt-5 text-xl leading-relaxed">{album.description}</p>}
        <p className="mt-3 text-sm font-semibold tracking-wide uppercase">{albumCounts(t, album)}</p>
      </header>
      <div className="mt-10">
        {album.media.length === 0 ? (
          <p className="text-lg">{t('emptyAlbum')}</p>
        ) : (
          <AlbumMediaGrid media={album.media} eager />
        )}
      </div>
      <p className="mt-12">
        <PrefetchLink to={albumListUrls()[locale]} className={textLink}>
          {t('allAlbums')}
        </PrefetchLink>
      </p>
    </div>
  );
}
