import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { displayDate } from './display-date.ts';

const MAX_RATING = 5;
const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';

/** Five stars, the first `rating` filled; read out as one image ("4 out of 5"). */
function StarRating({ rating }: { rating: number }) {
  const { t } = useTranslation('blocks');
  return (
    <p role="img" aria-label={t('reviews.rating', { rating, max: MAX_RATING })} className="flex gap-1">
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          focusable="false"
          className={index < rating ? 'text-[var(--primary-color,#6b2fa3)]' : 'text-black/20'}
        >
          <path d={STAR} fill="currentColor" />
        </svg>
      ))}
    </p>
  );
}

/** What customers say: stars, quote, author and date (DD/MM/YYYY). */
export function ReviewsBlock({ block }: BlockProps<'reviews'>) {
  const headingId = useId();
  const columns =
    block.items.length === 2 || block.items.length === 4 ? 'md:grid-cols-2' : 'md:grid-cols-2 lg:grid-cols-3';
  return (
    <BlockSection type="reviews" labelledBy={headingId} tone="tinted">
      <BlockHeading id={headingId} align="center">
        {block.title}
      </BlockHeading>
      <ul className={`mt-12 grid gap-6 ${columns}`}>
        {block.items.map((review) => (
          <li key={`${review.author}-${review.date}`}>
            <figure className="relative flex h-full flex-col rounded-3xl bg-[var(--background-color,#fff)] p-7 shadow-[0_12px_32px_-20px_rgb(31_19_48/0.35)] ring-1 ring-black/5 md:p-8">
              <span
                aria-hidden="true"
                className="absolute top-3 right-6 font-[family-name:var(--font-title-family,serif)] text-7xl leading-none text-[var(--accent-color,#a4d233)]"
              >
                ”
              </span>
              <StarRating rating={review.rating} />
              <blockquote className="mt-5 flex-1 text-lg leading-relaxed">
                <p>{review.text}</p>
              </blockquote>
              <figcaption className="mt-6 flex flex-wrap items-baseline justify-between gap-2 border-t border-black/10 pt-5">
                <span className="font-semibold">{review.author}</span>
                <time dateTime={review.date} className="text-sm tabular-nums opacity-80">
                  {displayDate(review.date)}
                </time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
