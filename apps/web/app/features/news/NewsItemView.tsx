import type { NewsDetail, NewsLink } from '@atelier/contract';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { richText } from '../blocks/block-styles.ts';
import { displayDate } from '../blocks/display-date.ts';
import { NeighbourLinks } from '../blocks/NeighbourLinks.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { newsTrail } from './news-seo.ts';
import { newsPath } from './news-urls.ts';

/** The column of the item (48rem), full width below. */
const IMAGE_SIZES = '(min-width: 820px) 768px, 100vw';

/**
 * One news item's page: breadcrumbs, date, title, summary, its image, its text (the blocks' rich text), then
 * the older (previous) and newer (next) items.
 */
export function NewsItemView({ item }: { item: NewsDetail }) {
  const { t, i18n } = useTranslation('blocks');
  const neighbour = (link: NewsLink) => ({ url: newsPath(link, i18n.language), title: link.title });
  const locale = i18n.language;
  const trail = newsTrail({ home: t('news.home'), news: t('news.title') }, locale, {
    title: item.title,
    url: newsPath(item, locale),
  });
  return (
    <div className="mx-auto max-w-3xl">
      <BlogBreadcrumbs trail={trail} />
      <article className="mt-8">
        <header>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            <time dateTime={item.publishedAt}>{displayDate(item.publishedAt)}</time>
          </p>
          <h1 className="mt-3 text-4xl leading-tight font-semibold text-balance md:text-5xl">{item.title}</h1>
          {item.summary && <p className="mt-6 text-xl leading-relaxed font-semibold">{item.summary}</p>}
          {item.image && (
            <ResponsiveImage
              image={{
                url: item.image.url,
                alt: item.image.alt === item.title ? '' : item.image.alt,
                width: 1200,
                height: 800,
              }}
              sizes={IMAGE_SIZES}
              loading="eager"
              fetchPriority="high"
              className="mt-8 aspect-[3/2] w-full rounded-3xl object-cover"
            />
          )}
        </header>
        {item.content && <div className={`${richText} mt-10`} dangerouslySetInnerHTML={{ __html: item.content }} />}
        {(item.previous || item.next) && (
          <footer className="mt-14 border-t border-black/10 pt-8 dark:border-white/15">
            <NeighbourLinks
              label={t('news.neighbours')}
              previous={item.previous && neighbour(item.previous)}
              next={item.next && neighbour(item.next)}
              previousLabel={t('news.previous')}
              nextLabel={t('news.next')}
            />
          </footer>
        )}
      </article>
    </div>
  );
}
