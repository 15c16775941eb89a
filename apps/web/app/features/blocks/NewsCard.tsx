import { useTranslation } from '../i18n/use-translation.ts';
import type { News } from '@atelier/contract';
import { BlockLink } from './BlockLink.tsx';
import { imageLoading, richText, textLink } from './block-styles.ts';
import { displayDate } from './display-date.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/** Half the content column (72rem) beside the text, or one card of a three-column list, from 996 px up. */
const IMAGE_SIZES = {
  wide: '(min-width: 1200px) 576px, (min-width: 996px) 50vw, 100vw',
  stacked: '(min-width: 1200px) 376px, (min-width: 996px) 50vw, 100vw',
};

interface NewsCardProps {
  news: News;
  /** 'wide' puts the picture beside the text (a featured item), 'stacked' above it (a list). */
  layout: 'wide' | 'stacked';
  position: number;
}

/**
 * One news item: picture, date (DD/MM/YYYY, SPEC §9), title, summary, and either a link to its page or,
 * when it has none, its full text behind a "read more" disclosure that works without JavaScript.
 */
export function NewsCard({ news, layout, position }: NewsCardProps) {
  const { t } = useTranslation('blocks');
  const wide = layout === 'wide';
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-3xl bg-[var(--background-color,#fff)] shadow-[0_16px_40px_-24px_rgb(31_19_48/0.45)] ring-1 ring-black/5 ${
        wide ? 'md:grid md:grid-cols-2' : ''
      }`}
    >
      {news.image && (
        <ResponsiveImage
          image={{
            url: news.image.url,
            alt: news.image.alt === news.title ? '' : news.image.alt,
            width: 1200,
            height: 800,
          }}
          sizes={IMAGE_SIZES[layout]}
          className="aspect-[3/2] w-full object-cover md:h-full"
          {...imageLoading(position)}
        />
      )}
      <div className={`flex flex-1 flex-col ${wide ? 'p-7 md:p-10 lg:p-12' : 'p-7'}`}>
        <p className="text-sm font-semibold tracking-wide text-[var(--primary-color,#6b2fa3)] uppercase">
          <time dateTime={news.publishedAt}>{displayDate(news.publishedAt)}</time>
        </p>
        <h3 className={`mt-3 leading-tight font-semibold text-balance ${wide ? 'text-3xl md:text-4xl' : 'text-2xl'}`}>
          {news.title}
        </h3>
        {news.summary && <p className="mt-4 text-lg leading-relaxed">{news.summary}</p>}
        {news.url ? (
          <p className="mt-6">
            <BlockLink url={news.url} className={textLink}>
              {t('news.readMore')}
              <span className="sr-only">: {news.title}</span>
            </BlockLink>
          </p>
        ) : (
          news.content && (
            <details className="group mt-6">
              <summary className={`${textLink} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                <span className="group-open:hidden">{t('news.readMore')}</span>
                <span className="hidden group-open:inline">{t('news.readLess')}</span>
                <span className="sr-only">: {news.title}</span>
              </summary>
              <div className={`${richText} mt-4`} dangerouslySetInnerHTML={{ __html: news.content }} />
            </details>
          )
        )}
      </div>
    </article>
  );
}
