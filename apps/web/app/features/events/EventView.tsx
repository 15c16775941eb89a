import type { SiteEvent } from '@atelier/contract';
import { BlogBreadcrumbs } from '../blog/BlogBreadcrumbs.tsx';
import { richText } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { eventDay, eventHours, eventPrice } from './event-format.ts';
import { eventTrail } from './event-seo.ts';
import { EventRegistrationForm } from './EventRegistrationForm.tsx';

/** The column of the page (48rem), full width below. */
const IMAGE_SIZES = '(min-width: 820px) 768px, 100vw';

/**
 * An event's page: breadcrumbs, title, its picture, when, where, price and seats, its text, then the
 * registration form (or why registration is closed: the event is past, or full).
 */
export function EventView({ event, seatsOffered }: { event: SiteEvent; seatsOffered: number }) {
  const { t, i18n } = useTranslation('events');
  const locale = i18n.language;
  const facts: [string, string][] = [
    [t('when'), `${eventDay(event.start, locale)}, ${eventHours(event.start, event.end, locale)}`],
    [t('where'), event.place],
    [t('price'), event.price === null ? t('free') : t('perSeat', { price: eventPrice(event.price, locale) })],
    [t('seats'), event.isFull ? t('full') : t('freeSeatsOf', { count: event.freeSeats, capacity: event.capacity })],
  ];
  return (
    <div className="mx-auto max-w-3xl">
      <BlogBreadcrumbs trail={eventTrail(t('home'), event, locale)} />
      <article className="mt-8">
        <header>
          <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">{event.title}</h1>
          {event.summary && <p className="mt-6 text-xl leading-relaxed font-semibold">{event.summary}</p>}
          {event.image && (
            <ResponsiveImage
              image={event.image}
              alt={event.image.alt === event.title ? '' : event.image.alt}
              sizes={IMAGE_SIZES}
              loading="eager"
              fetchPriority="high"
              className="mt-8 aspect-[3/2] w-full rounded-3xl object-cover"
            />
          )}
          <dl className="mt-8 grid gap-x-8 gap-y-4 sm:grid-cols-[auto_1fr]" data-testid="event-facts">
            {facts.map(([term, detail]) => (
              <div key={term} className="contents">
                <dt className="font-semibold">{term}</dt>
                <dd data-fact={term}>{detail}</dd>
              </div>
            ))}
          </dl>
        </header>
        <div className={`${richText} mt-10`} dangerouslySetInnerHTML={{ __html: event.description }} />
        <section
          aria-labelledby="event-register-title"
          className="mt-14 border-t border-black/10 pt-8 dark:border-white/15"
        >
          <h2 id="event-register-title" className="text-3xl leading-tight font-semibold">
            {t('register')}
          </h2>
          <div className="mt-6">
            {event.isPast ? (
              <p role="status" className="font-semibold">
                {t('past')}
              </p>
            ) : event.isFull ? (
              <p role="status" className="font-semibold">
                {t('fullClosed')}
              </p>
            ) : (
              <EventRegistrationForm seatsOffered={seatsOffered} />
            )}
          </div>
        </section>
      </article>
    </div>
  );
}
