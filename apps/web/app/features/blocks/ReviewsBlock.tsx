import { useId, type CSSProperties } from 'react';
import type { ReviewsSummary } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale, useParameter } from '../site/site-data.ts';
import type { BlockProps, ResolvedBlockOf } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';
import { textLink } from './block-styles.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { displayDate } from './display-date.ts';
import { formatDecimal } from '@atelier/domain';

// Not the contract's REVIEW_MAX_RATING: a value from the contract's index would bring its schemas into every page.
const REVIEW_MAX_RATING = 5;
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * Five stars filled from the left to a rating (an average of 4.6 fills the fifth star to 60 %), hidden from screen
 * readers: one element, whose stars are the `stars` utility's mask (app.css) over the primary colour up to
 * `--stars-fill`, then a faint grey. Each star takes 24 units of its 28-unit tile, the last tile's gap cut off.
 */
function Stars({ rating, size }: { rating: number; size: number }) {
  const whole = Math.min(REVIEW_MAX_RATING, Math.max(0, Math.floor(rating)));
  const filled = Math.min(136, whole * 28 + Math.min(1, Math.max(0, rating - whole)) * 24);
  const style = { width: round((size * 136) / 24), height: size, '--stars-fill': `${round((filled / 136) * 100)}%` };
  return <span className="stars" style={style as CSSProperties} aria-hidden="true" />;
}

/** Five stars for the eye (hidden from screen readers), the rating as text for everyone else ("4 out of 5"). */
export function StarRating({ rating, label, size = 20 }: { rating: number; label: string; size?: number }) {
  return (
    <p className="flex items-center">
      <Stars rating={rating} size={size} />
      <span className="sr-only">{label}</span>
    </p>
  );
}

interface Quote {
  key: string;
  author: string;
  rating: number;
  text: string;
  /** The language the text is written in, when it is not the page's. */
  lang?: string | undefined;
  /** ISO date or instant. */
  date: string;
}

function QuoteCard({ quote }: { quote: Quote }) {
  const { t } = useTranslation('blocks');
  return (
    <figure className="relative flex h-full flex-col rounded-3xl bg-background p-7 shadow-[0_12px_32px_-20px_rgb(31_19_48/0.35)] ring-1 ring-black/5 md:p-8">
      <span
        aria-hidden="true"
        className="absolute top-3 right-6 font-title text-7xl font-semibold leading-none text-accent"
      >
        ”
      </span>
      <StarRating rating={quote.rating} label={t('reviews.rating', { rating: quote.rating, max: REVIEW_MAX_RATING })} />
      <blockquote className="mt-5 flex-1 text-lg leading-relaxed" lang={quote.lang}>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption className="mt-6 flex flex-wrap items-baseline justify-between gap-2 border-t border-black/10 pt-5">
        <span className="font-semibold">{quote.author}</span>
        <time dateTime={quote.date} className="text-sm tabular-nums opacity-80">
          {displayDate(quote.date)}
        </time>
      </figcaption>
    </figure>
  );
}

function QuoteGrid({ quotes }: { quotes: Quote[] }) {
  const columns = quotes.length === 2 || quotes.length === 4 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <ul className={`mt-12 grid gap-6 ${columns}`}>
      {quotes.map((quote) => (
        <li key={quote.key}>
          <QuoteCard quote={quote} />
        </li>
      ))}
    </ul>
  );
}

/** The average over all the site's reviews, its stars and their number, and the link to all of them on Google. */
function ReviewsSummaryLine({ summary, average }: { summary: ReviewsSummary; average: number }) {
  const { t } = useTranslation('blocks');
  const locale = useLocale();
  const googleUrl = useParameter('GOOGLE_REVIEW_URL');
  const shown = formatDecimal(average, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <div className="mt-6 flex flex-col items-center gap-2 text-center" data-testid="reviews-summary">
      <p className="flex items-center gap-3">
        <span className="text-4xl font-semibold tabular-nums" aria-hidden="true">
          {shown}
        </span>
        <Stars rating={average} size={24} />
      </p>
      <p>
        {t('reviews.average', { rating: shown, max: REVIEW_MAX_RATING })}
        {' · '}
        {t('reviews.count', { count: summary.count })}
      </p>
      {googleUrl && (
        <p>
          <a href={googleUrl} className={textLink} rel="noopener">
            {t('reviews.seeAll')}
          </a>
        </p>
      )}
    </div>
  );
}

const languageOf = (locale: string) => locale.slice(0, 2);

/**
 * What customers say. A block with quotes of its own shows them as written (stars, quote, author, date
 * DD/MM/YYYY); any other shows the site's stored reviews from the page's loader (issue 17 item 8): their average
 * and count, then the latest `nbItem`. Nothing when the site has none. Server-rendered, no script of its own.
 */
export function ReviewsBlock({ block }: BlockProps<'reviews'>) {
  const headingId = useId();
  const { reviews } = useBlockPageData();
  const locale = useLocale();
  const stored = block.items ? null : reviews;
  if (!block.items && (!stored || stored.count === 0 || stored.average === null)) return null;
  return (
    <BlockSection type="reviews" labelledBy={headingId} tone="tinted">
      <BlockHeading id={headingId} align="center">
        {block.title}
      </BlockHeading>
      {stored && stored.average !== null && <ReviewsSummaryLine summary={stored} average={stored.average} />}
      <QuoteGrid quotes={block.items ? block.items.map(quoteOfItem) : storedQuotes(stored, block, locale)} />
    </BlockSection>
  );
}

const quoteOfItem = (item: NonNullable<ResolvedBlockOf<'reviews'>['items']>[number]): Quote => ({
  key: `${item.author}-${item.date}`,
  author: item.author,
  rating: item.rating,
  text: item.text,
  date: item.date,
});

function storedQuotes(stored: ReviewsSummary | null | undefined, block: ResolvedBlockOf<'reviews'>, locale: string) {
  const latest = (stored?.reviews ?? []).slice(0, block.nbItem ?? 3);
  return latest.map((review): Quote => ({
    key: String(review.id),
    author: review.author,
    rating: review.rating,
    text: review.text,
    lang: review.lang && review.lang !== languageOf(locale) ? review.lang : undefined,
    date: review.publishedAt,
  }));
}
