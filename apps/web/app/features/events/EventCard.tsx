import type { SiteEvent } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { tintedBackground } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { eventDay, eventHours, eventPrice } from './event-format.ts';

/** Three columns from 996 px (in the 72rem column), two from 576 px. */
const IMAGE_SIZES = '(min-width: 1200px) 360px, (min-width: 996px) 31vw, (min-width: 576px) 46vw, 100vw';

/**
 * One upcoming event of a list: illustration, day and hours, title (the link to its page, stretched over the
 * card), place, then its seats (or that it is full) and its price.
 */
export function EventCard({ event }: { event: SiteEvent }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl bg-background shadow-[0_16px_40px_-24px_rgb(31_19_48/0.45)] ring-1 ring-black/5">
      <div className={`aspect-[3/2] overflow-hidden ${tintedBackground}`}>
        {event.image && (
          <ResponsiveImage image={event.image} alt="" sizes={IMAGE_SIZES} className="h-full w-full object-cover" />
        )}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          <time dateTime={event.start}>{eventDay(event.start, locale)}</time>
        </p>
        <h3 className="mt-3 text-2xl leading-tight font-semibold text-balance">
          <PrefetchLink
            to={event.url}
            className="outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-primary group-hover:text-primary"
          >
            {event.title}
          </PrefetchLink>
        </h3>
        <p className="mt-2">{eventHours(event.start, event.end, locale)}</p>
        <p className="mt-1 text-black/75 dark:text-white/80">{event.place}</p>
        <p className="mt-auto flex flex-wrap gap-x-4 pt-4 font-semibold">
          <span>{event.isFull ? t('full') : t('freeSeats', { count: event.freeSeats })}</span>
          <span>{event.price === null ? t('free') : eventPrice(event.price, locale)}</span>
        </p>
      </div>
    </article>
  );
}
