import type { BlogFolder } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { tintedBackground } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/** Three columns from 996 px (in the 72rem column), two from 768 px. */
const IMAGE_SIZES = '(min-width: 1200px) 360px, (min-width: 996px) 31vw, (min-width: 768px) 46vw, 100vw';

/**
 * A folder of the blog: its picture, name (the link, stretched over the card), description and counts. The
 * first card opens the page: its picture is its largest paint, fetched at once.
 */
export function BlogFolderCard({ folder, eager = false }: { folder: BlogFolder; eager?: boolean }) {
  const { t } = useTranslation('blog');
  return (
    <article className={`group relative flex h-full flex-col overflow-hidden rounded-3xl ${tintedBackground}`}>
      {folder.image && (
        <ResponsiveImage
          image={folder.image}
          alt=""
          sizes={IMAGE_SIZES}
          className="aspect-[5/2] w-full object-cover"
          {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
        />
      )}
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-2xl leading-snug font-semibold text-balance">
          <PrefetchLink
            to={folder.url}
            className="outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-primary group-hover:text-primary"
          >
            {folder.name}
          </PrefetchLink>
        </h3>
        {folder.description && <p className="mt-2 leading-relaxed">{folder.description}</p>}
        <p className="mt-auto pt-4 text-sm font-semibold">
          {t('articleCount', { count: folder.articleCount })}
          {folder.folderCount > 0 && (
            <>
              <span aria-hidden="true"> · </span>
              {t('folderCount', { count: folder.folderCount })}
            </>
          )}
        </p>
      </div>
    </article>
  );
}
