import { SERVICE_CATEGORY, type AnalyticsConfig, type ConsentCategory, type PageView } from './analytics-config.ts';

/**
 * The browser side of each analytics service: its loader snippet (the vendor's documented one, written
 * out) and how it records a page view. Loaded with the consent banner, after the visitor's choice.
 */
export interface AnalyticsTracker {
  config: AnalyticsConfig;
  category: ConsentCategory;
  /** Injects the service's script; called once, after consent. */
  start(): void;
  pageView(view: PageView): void;
}

type Command = (...args: unknown[]) => void;
interface AnalyticsWindow {
  _paq?: unknown[][];
  dataLayer?: unknown[];
  gtag?: Command;
  plausible?: Command & { q?: unknown[] };
  fbq?: Command & { queue?: unknown[]; callMethod?: Command; loaded?: boolean; version?: string; push?: Command };
  _fbq?: unknown;
}
const win = () => window as unknown as AnalyticsWindow;

function injectScript(src: string, attributes: Record<string, string> = {}) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

/** gtag.js is shared by Google Analytics 4 and Google Ads: one script, one command queue. */
function gtag(): Command {
  const w = win();
  if (!w.gtag) {
    w.dataLayer = w.dataLayer ?? [];
    // gtag.js reads the `arguments` objects themselves from the data layer, as in Google's snippet.
    w.gtag = function gtagCommand() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer!.push(arguments);
    };
    w.gtag('js', new Date());
  }
  return w.gtag;
}

function createTracker(config: AnalyticsConfig): Omit<AnalyticsTracker, 'config' | 'category'> {
  switch (config.kind) {
    case 'MATOMO':
      return {
        start() {
          const paq = (win()._paq = win()._paq ?? []);
          paq.push(['setTrackerUrl', `${config.url}matomo.php`], ['setSiteId', config.siteId], ['enableLinkTracking']);
          injectScript(`${config.url}matomo.js`);
        },
        pageView(view) {
          const paq = win()._paq!;
          paq.push(['setCustomUrl', view.url], ['setDocumentTitle', view.title]);
          paq.push(view.userId ? ['setUserId', view.userId] : ['resetUserId']);
          paq.push(['trackPageView']);
        },
      };
    case 'GA4':
    case 'GOOGLE_ADS':
      return {
        start() {
          const command = gtag();
          if (!document.querySelector('script[src^="https://www.googletagmanager.com/gtag/js"]'))
            injectScript(`https://www.googletagmanager.com/gtag/js?id=${config.id}`);
          // Page views are sent by hand, on every client-side navigation.
          command('config', config.id, { send_page_view: false });
        },
        pageView(view) {
          gtag()('event', 'page_view', {
            send_to: config.id,
            page_title: view.title,
            page_location: view.url,
            ...(view.userId ? { user_id: view.userId } : {}),
          });
        },
      };
    case 'GTM':
      return {
        start() {
          const layer = (win().dataLayer = win().dataLayer ?? []);
          layer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
          injectScript(`https://www.googletagmanager.com/gtm.js?id=${config.id}`);
        },
        pageView(view) {
          win().dataLayer!.push({
            event: 'page_view',
            page_title: view.title,
            page_location: view.url,
            user_id: view.userId,
          });
        },
      };
    case 'PLAUSIBLE':
      return {
        start() {
          const w = win();
          if (!w.plausible) {
            const queue: Command & { q?: unknown[] } = (...args: unknown[]) => (queue.q = queue.q ?? []).push(args);
            w.plausible = queue;
          }
          injectScript(config.src, { 'data-domain': config.domain, defer: '' });
        },
        // Plausible keeps no personal data by design (its terms forbid it): the title, not the user.
        pageView(view) {
          win().plausible!('pageview', { u: view.url, props: { title: view.title } });
        },
      };
    case 'META_PIXEL':
      return {
        start() {
          const w = win();
          if (!w.fbq) {
            // Meta's snippet: a queue until fbevents.js takes over.
            const fbq: NonNullable<AnalyticsWindow['fbq']> = (...args: unknown[]) => {
              if (fbq.callMethod) fbq.callMethod(...args);
              else fbq.queue!.push(args);
            };
            fbq.push = fbq;
            fbq.loaded = true;
            fbq.version = '2.0';
            fbq.queue = [];
            w.fbq = fbq;
            w._fbq = fbq;
            injectScript('https://connect.facebook.net/en_US/fbevents.js');
          }
          w.fbq('init', config.id);
        },
        pageView() {
          win().fbq!('track', 'PageView');
        },
      };
  }
}

export function createTrackers(configs: AnalyticsConfig[]): AnalyticsTracker[] {
  return configs.map((config) => ({ config, category: SERVICE_CATEGORY[config.kind], ...createTracker(config) }));
}
