import type { AlbumSummary } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { albumCounts } from './album-counts.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/** Half the content column from 768 px up, a third from 996 px, the full width below. */
const COVER_SIZES = '(min-width: 1200px) 376px, (min-width: 996px) 33vw, (min-width: 768px) 50vw, 100vw';

/** An album's card: its cover, title, description and what it holds, the whole card a link to its page. */
export function AlbumCard({ album, eager = false }: { album: AlbumSummary; eager?: boolean }) {
  const { t } = useTranslation('albums');
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl ring-1 ring-black/10 dark:ring-white/20">
      {album.cover ? (
        <ResponsiveImage
          image={album.cover}
          alt=""
          sizes={COVER_SIZES}
          className="aspect-[4/3] w-full object-cover"
          {...(eager ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})}
        />
      ) : (
        <span className="block aspect-[4/3] w-full bg-black/5" />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h2 className="text-2xl leading-snug font-semibold text-balance">
          <PrefetchLink
            to={album.url}
            className="after:absolute after:inset-0 focus-visible:outline-none group-focus-within:underline hover:underline"
          >
            {album.title}
          </PrefetchLink>
        </h2>
        {album.description && <p className="mt-3 leading-relaxed">{album.description}</p>}
        <p className="mt-auto pt-4 text-sm font-semibold tracking-wide uppercase">{albumCounts(t, album)}</p>
      </div>
    </article>
  );
}
