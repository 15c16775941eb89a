import type { MetaDescriptor } from 'react-router';
import type { SiteEvent } from '@atelier/contract';
import { linguiOf } from '../i18n/use-translation.ts';
import { localizePath } from '../i18n/locale.ts';
import { breadcrumbJsonLd } from '../blog/blog-seo.ts';
import { descriptionFromHtml, seoMeta } from '../seo/seo-meta.ts';
import { seoSite, type RootSeoData } from '../seo/site-seo.ts';

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** schema.org Event of an event's page: its dates, place, seats on offer and organizer. */
export function eventJsonLd(event: SiteEvent, root: RootSeoData) {
  const site = seoSite(root);
  const url = absolute(root.origin, event.urls[root.locale]);
  const description = event.summary ?? descriptionFromHtml(event.description);
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: event.title,
    ...(description ? { description } : {}),
    startDate: event.start,
    endDate: event.end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: event.place, address: event.place },
    ...(event.image ? { image: [absolute(root.origin, event.image.url)] } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: ((event.price ?? 0) / 100).toFixed(2),
      priceCurrency: 'EUR',
      availability:
        event.isFull || event.isPast ? 'https://schema.org/SoldOut' : 'https://schema.org/LimitedAvailability',
    },
    ...(site.siteName ? { organizer: { '@type': 'Organization', name: site.siteName, url: root.origin } } : {}),
    url,
    inLanguage: root.locale === 'en' ? 'en' : 'fr-FR',
  };
}

/** The trail of an event's page: the home page, then the event. */
export const eventTrail = (home: string, event: { title: string; url: string }, locale: 'fr_FR' | 'en') => [
  { name: home, url: localizePath('/', locale) },
  { name: event.title, url: event.url },
];

/** The head of an event's page: its SEO tags, its Event and its breadcrumbs. */
export function eventMeta(root: RootSeoData, event: SiteEvent): MetaDescriptor[] {
  const home = linguiOf(root.locale, root.messages)._('events.home');
  return [
    ...seoMeta(seoSite(root), {
      title: event.title,
      description: event.summary ?? descriptionFromHtml(event.description),
      urls: event.urls,
      image: event.image?.url ?? null,
    }),
    { 'script:ld+json': eventJsonLd(event, root) },
    { 'script:ld+json': breadcrumbJsonLd(root.origin, eventTrail(home, event, root.locale)) },
  ];
}
