/**
 * The analytics services of SPEC §2 (self-hosted Matomo, Google Analytics 4, Google Ads, Plausible,
 * Google Tag Manager, Meta pixel), read from the site info's `publicAppConfig`. A service is configured
 * when its entry is there with valid values; it loads only once the visitor consents to its category.
 */
export type AnalyticsConfig =
  | { kind: 'MATOMO'; url: string; siteId: string }
  | { kind: 'GA4'; id: string }
  | { kind: 'GOOGLE_ADS'; id: string }
  | { kind: 'PLAUSIBLE'; domain: string; src: string }
  | { kind: 'GTM'; id: string }
  | { kind: 'META_PIXEL'; id: string };
export type AnalyticsKind = AnalyticsConfig['kind'];

/** The consent category each service needs: audience measurement, or advertising. */
export type ConsentCategory = 'analytics' | 'marketing';
export const SERVICE_CATEGORY: Record<AnalyticsKind, ConsentCategory> = {
  MATOMO: 'analytics',
  GA4: 'analytics',
  PLAUSIBLE: 'analytics',
  GTM: 'analytics',
  GOOGLE_ADS: 'marketing',
  META_PIXEL: 'marketing',
};

export const SERVICE_LABEL: Record<AnalyticsKind, string> = {
  MATOMO: 'Matomo',
  GA4: 'Google Analytics',
  PLAUSIBLE: 'Plausible Analytics',
  GTM: 'Google Tag Manager',
  GOOGLE_ADS: 'Google Ads',
  META_PIXEL: 'Meta Pixel',
};

const PLAUSIBLE_SCRIPT = 'https://plausible.io/js/script.manual.js';

/** A string of the config that matches the pattern (ids end up in script URLs: nothing else gets in). */
function text(entry: Record<string, unknown> | undefined, key: string, pattern: RegExp): string | null {
  const value = entry?.[key];
  const candidate = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  return pattern.test(candidate) ? candidate : null;
}

const HTTPS_URL = /^https:\/\/[\w.-]+(:\d+)?(\/[\w.~%/-]*)?$/;

/** The configured services, in a fixed order; entries that are missing or invalid are left out. */
export function analyticsConfigs(publicAppConfig: Record<string, Record<string, unknown>> | null | undefined) {
  const config = publicAppConfig ?? {};
  const found: AnalyticsConfig[] = [];
  const matomoUrl = text(config.MATOMO, 'url', HTTPS_URL);
  const matomoSite = text(config.MATOMO, 'siteId', /^\d+$/);
  if (matomoUrl && matomoSite) found.push({ kind: 'MATOMO', url: matomoUrl.replace(/\/?$/, '/'), siteId: matomoSite });
  const ga4 = text(config.GA4, 'id', /^G-[A-Z0-9]+$/);
  if (ga4) found.push({ kind: 'GA4', id: ga4 });
  const ads = text(config.GOOGLE_ADS, 'id', /^AW-\d+$/);
  if (ads) found.push({ kind: 'GOOGLE_ADS', id: ads });
  const plausibleDomain = text(config.PLAUSIBLE, 'domain', /^[a-z0-9.-]+\.[a-z]{2,}$/i);
  if (plausibleDomain) {
    const src = text(config.PLAUSIBLE, 'src', HTTPS_URL) ?? PLAUSIBLE_SCRIPT;
    found.push({ kind: 'PLAUSIBLE', domain: plausibleDomain, src });
  }
  const gtm = text(config.GTM, 'id', /^GTM-[A-Z0-9]+$/);
  if (gtm) found.push({ kind: 'GTM', id: gtm });
  const pixel = text(config.META_PIXEL, 'id', /^\d{5,20}$/);
  if (pixel) found.push({ kind: 'META_PIXEL', id: pixel });
  return found;
}

/** A signed-in visitor, as analytics know them. */
export interface AnalyticsUser {
  id: number | string;
  email: string;
}

export interface PageView {
  title: string;
  url: string;
  /** SPEC §2: the user's id together with the user's e-mail, e.g. `42 (jane@example.com)`; null for a guest. */
  userId: string | null;
}

/** The page view every service is sent (SPEC §2 "Analytics"). */
export function pageViewPayload(input: { title: string; url: string; user: AnalyticsUser | null }): PageView {
  return {
    title: input.title,
    url: input.url,
    userId: input.user ? `${input.user.id} (${input.user.email})` : null,
  };
}
