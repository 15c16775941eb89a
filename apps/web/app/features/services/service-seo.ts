import type { MetaDescriptor } from 'react-router';
import type { ServiceDetail } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';
import { breadcrumbJsonLd, type TrailEntry } from '../blog/blog-seo.ts';
import { localizePath } from '../i18n/locale.ts';
import { linguiOf } from '../i18n/use-translation.ts';
import { descriptionFromHtml, seoMeta } from '../seo/seo-meta.ts';
import { seoSite, type RootSeoData } from '../seo/site-seo.ts';

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

/** The trail of a service's page: the home page, then the service. */
export function serviceTrail(labels: { home: string }, locale: string, service: { title: string; url: string }) {
  const trail: TrailEntry[] = [
    { name: labels.home, url: localizePath('/', locale as Locale) },
    { name: service.title, url: service.url },
  ];
  return trail;
}

/** schema.org Service of a service's page, offered by the site's business. */
function serviceJsonLd(root: RootSeoData, service: ServiceDetail) {
  const site = seoSite(root);
  const description = service.summary ?? descriptionFromHtml(service.body);
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: service.title,
    ...(description ? { description } : {}),
    ...(service.image ? { image: absolute(root.origin, service.image.url) } : {}),
    url: absolute(root.origin, service.urls[root.locale]),
    ...(site.siteName ? { provider: { '@type': 'LocalBusiness', name: site.siteName } } : {}),
  };
}

/** The head of a service's page: its SEO tags (hreflang of both addresses), its Service and its breadcrumbs. */
export function serviceMeta(root: RootSeoData, service: ServiceDetail): MetaDescriptor[] {
  const home = linguiOf(root.locale, root.messages)._('services.home');
  return [
    ...seoMeta(seoSite(root), {
      title: service.title,
      description: service.summary ?? descriptionFromHtml(service.body),
      urls: service.urls,
      image: service.image?.url ?? null,
    }),
    { 'script:ld+json': serviceJsonLd(root, service) },
    { 'script:ld+json': breadcrumbJsonLd(root.origin, serviceTrail({ home }, root.locale, service)) },
  ];
}
