import type { BlogSummary } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { tintedBackground } from '../blocks/block-styles.ts';
import { displayDate } from '../blocks/display-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/** Three columns from 996 px (in the 72rem column), two from 576 px. */
const IMAGE_SIZES = '(min-width: 1200px) 360px, (min-width: 996px) 31vw, (min-width: 576px) 46vw, 100vw';

interface BlogArticleCardProps {
  article: BlogSummary;
  /** '4 min de lecture': worded once by the grid (one message catalogue for all its cards). */
  readingTime: string;
  /** The card opens the page: its picture is fetched at once. */
  eager?: boolean;
}

/**
 * One article of a list: illustration, date (DD/MM/YYYY, SPEC §9) and reading time, title (the link to the
 * article, stretched over the whole card) and summary.
 */
export function BlogArticleCard({ article, readingTime, eager = false }: BlogArticleCardProps) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-[0_16px_40px_-24px_rgb(31_19_48/0.45)] ring-1 ring-black/5">
      <div className={`aspect-[3/2] overflow-hidden ${tintedBackground}`}>
        {article.image && (
          <ResponsiveImage
            image={article.image}
            alt=""
            sizes={IMAGE_SIZES}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <time dateTime={article.publishedAt}>{displayDate(article.publishedAt)}</time>
          <span aria-hidden="true"> · </span>
          {readingTime}
        </p>
        <h3 className="mt-3 text-2xl leading-tight font-semibold text-balance">
          <PrefetchLink
            to={article.url}
            className="outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-primary group-hover:text-primary"
          >
            {article.title}
          </PrefetchLink>
        </h3>
        {article.summary && <p className="mt-3 leading-relaxed">{article.summary}</p>}
      </div>
    </article>
  );
}

/** A grid of article cards, the first one's picture fetched at once when it opens the page. */
export function BlogArticleGrid({ articles, eagerFirst = false }: { articles: BlogSummary[]; eagerFirst?: boolean }) {
  const { t } = useTranslation('blog');
  return (
    <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id}>
          <BlogArticleCard
            article={article}
            readingTime={t('readingTime', { minutes: article.readingTime })}
            eager={eagerFirst && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
