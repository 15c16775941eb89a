import type { NewsDetail, NewsLink } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { richText } from '../blocks/block-styles.ts';
import { displayDate } from '../blocks/display-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { newsTrail } from './news-seo.ts';
import { newsPath } from './news-urls.ts';

/** The column of the item (48rem), full width below. */
const IMAGE_SIZES = '(min-width: 820px) 768px, 100vw';

function NeighbourLink({ link, rel, label }: { link: NewsLink; rel: 'prev' | 'next'; label: string }) {
  const { i18n } = useTranslation('blocks');
  return (
    <PrefetchLink
      to={newsPath(link, i18n.language)}
      rel={rel}
      className={`flex h-full flex-col rounded-2xl p-5 ring-1 ring-black/15 hover:ring-[var(--primary-color,#6b2fa3)] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-[var(--primary-color,#6b2fa3)] dark:ring-white/25 ${
        rel === 'next' ? 'text-right' : ''
      }`}
    >
      <span className="text-sm font-semibold uppercase">
        {rel === 'prev' && <span aria-hidden="true">← </span>}
        {label}
        {rel === 'next' && <span aria-hidden="true"> →</span>}
      </span>
      <span className="mt-2 text-lg leading-snug font-semibold text-balance">{link.title}</span>
    </PrefetchLink>
  );
}

/**
 * One news item's page: breadcrumbs, date, title, summary, its image, its text (the blocks' rich text), then
 * the older (previous) and newer (next) items.
 */
export function NewsItemView({ item }: { item: NewsDetail }) {
  const { t, i18n } = useTranslation('blocks');
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
          <p className="text-sm font-semibold tracking-wide text-[var(--primary-color,#6b2fa3)] uppercase">
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
            <nav aria-label={t('news.neighbours')}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {item.previous && (
                  <li>
                    <NeighbourLink link={item.previous} rel="prev" label={t('news.previous')} />
                  </li>
                )}
                {item.next && (
                  <li className="sm:col-start-2">
                    <NeighbourLink link={item.next} rel="next" label={t('news.next')} />
                  </li>
                )}
              </ul>
            </nav>
          </footer>
        )}
      </article>
    </div>
  );
}
