import { analyticsConfigs, type AnalyticsConfig } from '../consent/analytics-config.ts';

/**
 * The pages' Content-Security-Policy (issue 5 item 7): scripts, frames and connections are allowed from this
 * site and from what the site configures — its analytics services (site info `publicAppConfig`) and the
 * addresses named in the merchant's own code (SCRIPT_TO_LOAD, AFTER_BODY_HTML_TO_LOAD) — and from nowhere
 * else. Inline scripts are allowed by their SHA-256 (the server hashes the rendered page: see
 * `withInlineScriptHashes`), so an injected script runs nowhere. Styles keep 'unsafe-inline': React writes
 * style attributes and the theme is an inline stylesheet. No form-action: a payment step may be a form whose
 * answer redirects to the payment provider's own pages, which the browser would check against it.
 */

/** Where the policy's inline-script hashes go; the server replaces it once the page is rendered. */
export const INLINE_SCRIPTS_TOKEN = "'inline-scripts'";

interface Sources {
  script: Set<string>;
  connect: Set<string>;
  img: Set<string>;
  frame: Set<string>;
}

const GOOGLE_TAG = 'https://www.googletagmanager.com';
/** The relay points' map (issue 6): OpenStreetMap's tiles, images only. */
const MAP_TILES = 'https://tile.openstreetmap.org';
const GOOGLE_ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

function addService(sources: Sources, service: AnalyticsConfig) {
  const add = (set: keyof Sources, ...origins: string[]) => origins.forEach((o) => sources[set].add(o));
  switch (service.kind) {
    case 'MATOMO': {
      const origin = new URL(service.url).origin;
      add('script', origin);
      add('connect', origin);
      add('img', origin);
      break;
    }
    case 'GA4':
      add('script', GOOGLE_TAG);
      add('connect', GOOGLE_TAG, ...GOOGLE_ANALYTICS);
      add('img', GOOGLE_TAG, ...GOOGLE_ANALYTICS);
      break;
    case 'GOOGLE_ADS':
      add('script', GOOGLE_TAG, 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net');
      add('connect', GOOGLE_TAG, 'https://www.google.com', 'https://googleads.g.doubleclick.net');
      add('img', GOOGLE_TAG, 'https://www.google.com', 'https://googleads.g.doubleclick.net');
      add('frame', 'https://td.doubleclick.net', 'https://www.googletagmanager.com');
      break;
    case 'GTM':
      add('script', GOOGLE_TAG);
      add('connect', GOOGLE_TAG, ...GOOGLE_ANALYTICS);
      add('img', GOOGLE_TAG, ...GOOGLE_ANALYTICS);
      add('frame', GOOGLE_TAG);
      break;
    case 'PLAUSIBLE': {
      const origin = new URL(service.src).origin;
      add('script', origin);
      add('connect', origin);
      break;
    }
    case 'META_PIXEL':
      add('script', 'https://connect.facebook.net');
      add('connect', 'https://www.facebook.com', 'https://connect.facebook.net');
      add('img', 'https://www.facebook.com');
      break;
  }
}

const HTTPS_ORIGIN = /\bhttps:\/\/[a-z0-9.-]+(?::\d+)?/gi;

/** The https origins the merchant's code names: what it loads is what the merchant configured. */
export function merchantOrigins(...code: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of code) for (const match of text?.matchAll(HTTPS_ORIGIN) ?? []) found.add(match[0].toLowerCase());
  return [...found].sort();
}

export interface SiteSecuritySettings {
  publicAppConfig: Record<string, Record<string, unknown>> | null | undefined;
  scriptToLoad: string | null | undefined;
  afterBodyHtml: string | null | undefined;
  /** The page was asked over HTTPS (directly or behind a proxy): mixed content is upgraded. */
  secure: boolean;
}

/** The policy for a page of this site, with `INLINE_SCRIPTS_TOKEN` where the inline scripts' hashes go. */
export function pagePolicy(settings: SiteSecuritySettings): string {
  const sources: Sources = { script: new Set(), connect: new Set(), img: new Set(), frame: new Set() };
  for (const service of analyticsConfigs(settings.publicAppConfig)) addService(sources, service);
  for (const origin of merchantOrigins(settings.scriptToLoad, settings.afterBodyHtml)) {
    for (const set of Object.values(sources)) set.add(origin);
  }
  const list = (set: Set<string>) => [...set].sort().join(' ');
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${INLINE_SCRIPTS_TOKEN} ${list(sources.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${MAP_TILES} ${list(sources.img)}`,
    "font-src 'self' data:",
    `connect-src 'self' ${list(sources.connect)}`,
    `frame-src 'self' ${list(sources.frame)}`,
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
    ...(settings.secure ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.map((d) => d.trim()).join('; ');
}
