import { useCallback, useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';
import type * as BannerModuleType from './consent-banner.ts';
import type { ConsentLanguage } from './consent-banner.ts';

type BannerModule = typeof BannerModuleType;

/** Crawlers get the page without the banner (it would stand in front of the content they index). */
const BOT = /bot|crawl|spider|slurp|teoma|mediapartners|facebookexternalhit|embedly|preview/i;

const consentLanguage = (locale: Locale): ConsentLanguage => (locale === 'en' ? 'en' : 'fr');

/**
 * The banner, started once per page load. Kept outside the component: React draws the whole document again
 * when the visitor leaves an error page, and the new ConsentManager must find the running banner.
 */
let banner: Promise<BannerModule> | null = null;
/** What the banner reads when it draws its texts: the messages of the ConsentManager drawn last. */
const latest: { current: Pick<ConsentManagerProps, 'locale' | 'publicAppConfig'> & { t: Translate } } = {
  current: { locale: 'fr_FR', publicAppConfig: null, t: (key) => key },
};
type Translate = (key: string, values?: Record<string, unknown>) => string;

interface ConsentManagerProps {
  locale: Locale;
  /** The site info's public configuration of external apps: the analytics services, if any. */
  publicAppConfig: Record<string, Record<string, unknown>> | null;
}

/**
 * Cookie consent and analytics (issue 3 item 10). The banner's library loads once the page is live and
 * the browser is idle, so it never delays the first paint; the "cookie settings" button reopens the choice.
 * Page views go to the services the visitor accepted, on every navigation.
 */
export function ConsentManager({ locale, publicAppConfig }: ConsentManagerProps) {
  const { t, i18n } = useTranslation('pages');
  const location = useLocation();
  latest.current = { t, locale, publicAppConfig };

  const startBanner = useCallback(() => {
    banner ??= import('./consent-banner.ts').then(async (module) => {
      const { locale: current, publicAppConfig: config } = latest.current;
      await module.startConsentBanner({
        language: consentLanguage(current),
        translate: (key, values) => latest.current.t(key, values),
        links: (language) => {
          const pathLocale: Locale = language === 'en' ? 'en' : 'fr_FR';
          return {
            cookiePolicy: localizePath('/cookie-policy', pathLocale),
            privacyPolicy: localizePath('/privacy-policy', pathLocale),
          };
        },
        publicAppConfig: config,
        // User accounts come with the account area: every visitor is a guest for now.
        user: () => null,
      });
      return module;
    });
    return banner;
  }, []);

  // After hydration, when the browser has nothing better to do.
  useEffect(() => {
    if (BOT.test(navigator.userAgent)) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => void startBanner(), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => void startBanner(), 200);
    return () => clearTimeout(id);
  }, [startBanner]);

  // The banner speaks the page's language (it may be open when the visitor switches): once the messages
  // of the new language are in, which is when the translation's language changes.
  const messagesLocale = i18n.language as Locale;
  useEffect(() => {
    void banner?.then((module) => module.setConsentLanguage(consentLanguage(messagesLocale)));
  }, [messagesLocale]);

  // A page view on every navigation, for the services already running (none before the banner loads); an
  // unanswered banner stays up.
  useEffect(() => {
    void banner?.then((module) => {
      module.keepBannerUp();
      module.trackPageView();
    });
  }, [location.pathname, location.search]);

  return (
    <button
      type="button"
      onClick={() => void startBanner().then((module) => module.showConsentPreferences())}
      className="fixed bottom-[calc(4.75rem+env(safe-area-inset-bottom))] left-3 z-40 inline-flex nav:bottom-3 items-center gap-1.5 rounded-full bg-[var(--background-color,#fff)] px-3 py-1.5 text-xs font-medium text-[var(--font-color,#222)] shadow-md ring-1 ring-black/15 print:hidden"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M12 3a9 9 0 1 0 9 9 3 3 0 0 1-3.5-3A3 3 0 0 1 14 5.5 3 3 0 0 1 12 3Z" />
        <circle cx="8.5" cy="10.5" r="1" fill="currentColor" />
        <circle cx="15" cy="15" r="1" fill="currentColor" />
        <circle cx="9.5" cy="16" r="1" fill="currentColor" />
      </svg>
      {t('consent.settings')}
    </button>
  );
}
