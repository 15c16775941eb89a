import type { AlbumSummary, List } from '@atelier/contract';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { Pagination } from '../shop/Pagination.tsx';
import { AlbumCard } from './AlbumCard.tsx';
import { albumsTrail } from './albums-seo.ts';

/** The albums of the site in their order, 100 a page, each card linking to its album's page. */
export function AlbumListView({ albums, page, pages }: { albums: List<AlbumSummary>; page: number; pages: number }) {
  const { t, i18n } = useTranslation('albums');
  const trail = albumsTrail({ home: t('home'), albums: t('title') }, i18n.language);
  return (
    <div>
      <BlogBreadcrumbs trail={trail} />
      <header className="mt-6 max-w-3xl">
        <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
          {t('title')}
          {page > 1 && <span className="sr-only"> – {t('pageNumber', { page })}</span>}
        </h1>
        <p className="mt-5 text-xl leading-relaxed">{t('description')}</p>
      </header>
      {albums.items.length === 0 ? (
        <p className="mt-8 text-lg">{t('empty')}</p>
      ) : (
        <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {albums.items.map((album, index) => (
            <li key={album.id}>
              <AlbumCard album={album} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} pages={pages} />
    </div>
  );
}
