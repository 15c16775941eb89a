import { useTranslation } from '../i18n/use-translation.ts';
import type { News } from '@atelier/contract';
import { BlockLink } from './BlockLink.tsx';
import { imageLoading, textLink } from './block-styles.ts';
import { displayDate } from './display-date.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { newsPath } from '../news/news-urls.ts';

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
  /** The title's level: 3 under a block's heading, 2 on the news list's page. */
  headingLevel?: 2 | 3;
}

/**
 * One news item: picture, date (DD/MM/YYYY, SPEC §9), title, summary, and a link to its page (the link the
 * item names, else its own page under the news list).
 */
export function NewsCard({ news, layout, position, headingLevel = 3 }: NewsCardProps) {
  const { t, i18n } = useTranslation('blocks');
  const wide = layout === 'wide';
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article
      className={`flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-[0_16px_40px_-24px_rgb(31_19_48/0.45)] ring-1 ring-black/5 ${
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
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <time dateTime={news.publishedAt}>{displayDate(news.publishedAt)}</time>
        </p>
        <Heading
          className={`mt-3 leading-tight font-semibold text-balance ${wide ? 'text-3xl md:text-4xl' : 'text-2xl'}`}
        >
          {news.title}
        </Heading>
        {news.summary && <p className="mt-4 text-lg leading-relaxed">{news.summary}</p>}
        <p className="mt-6">
          <BlockLink url={news.url ?? newsPath(news, i18n.language)} className={textLink}>
            {t('news.readMore')}
            <span className="sr-only">: {news.title}</span>
          </BlockLink>
        </p>
      </div>
    </article>
  );
}
