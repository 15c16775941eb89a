import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';
import type * as BannerModuleType from './consent-banner.ts';
import type { ConsentLanguage } from './consent-banner.ts';
import { BOT, CONSENT_COOKIE, CONSENT_PENDING } from './consent-pending.ts';

type BannerModule = typeof BannerModuleType;

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
        onAnswered: () => setFirstWindowOpen(false),
      });
      // A choice of an earlier revision, or a cookie the library refused, asks again.
      if (!module.hasValidConsent()) setFirstWindowOpen(true);
      return module;
    });
    return banner;
  }, []);

  /** An answer on the first window: closed at once, the library (started if not yet) keeps the choice. */
  const answer = useCallback(
    (choice: Choice) => {
      if (choice !== 'preferences') setFirstWindowOpen(false);
      void startBanner().then((module) => module.answerConsent(choice));
    },
    [startBanner],
  );

  // After hydration: the first window stays up until answered; the library comes when the browser is idle.
  useEffect(() => {
    if (BOT.test(navigator.userAgent)) return;
    const early = window as EarlyConsent;
    early.atelierConsentLive = true;
    const given = early.atelierConsentAnswer;
    early.atelierConsentAnswer = undefined;
    if (given) answer(given);
    else if (!banner && !CONSENT_COOKIE.test(document.cookie)) setFirstWindowOpen(true);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => void startBanner(), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => void startBanner(), 200);
    return () => clearTimeout(id);
  }, [startBanner, answer]);

  // The preferences window speaks the page's language: once the messages of the new language are in, which is
  // when the translation's language changes.
  const messagesLocale = i18n.language as Locale;
  useEffect(() => {
    void banner?.then((module) => module.setConsentLanguage(consentLanguage(messagesLocale)));
  }, [messagesLocale]);

  // A page view on every navigation, for the services already running (none before the banner loads).
  useEffect(() => {
    void banner?.then((module) => module.trackPageView());
  }, [location.pathname, location.search]);

  return (
    <>
      <ConsentFirstWindow answer={answer} locale={locale} />
      <button
        type="button"
        onClick={() => void startBanner().then((module) => module.showConsentPreferences())}
        className="fixed bottom-[calc(4.75rem+env(safe-area-inset-bottom))] left-3 z-40 inline-flex nav:bottom-3 items-center gap-1.5 rounded-full bg-background px-3 py-1.5 text-xs font-medium text-foreground shadow-md ring-1 ring-black/15 print:hidden"
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
    </>
  );
}

/**
 * Whether the first window is up, across the ConsentManagers of one page load (React draws the whole document
 * again when the visitor leaves an error page). Before hydration the server's mark on <html> decides.
 */
let firstWindowOpen = false;
const firstWindowListeners = new Set<() => void>();

function setFirstWindowOpen(open: boolean) {
  firstWindowOpen = open;
  if (!open) document.documentElement.removeAttribute(CONSENT_PENDING);
  for (const listener of firstWindowListeners) listener();
}

const useFirstWindowOpen = () =>
  useSyncExternalStore(
    (listener) => {
      firstWindowListeners.add(listener);
      return () => void firstWindowListeners.delete(listener);
    },
    () => firstWindowOpen,
    () => false,
  );

type Choice = 'all' | 'necessary' | 'preferences';
/** Where the inline script keeps an answer given before the page runs, and learns that the page runs. */
interface EarlyConsent {
  atelierConsentAnswer?: Choice;
  atelierConsentLive?: boolean;
}
/**
 * Until the page runs, takes the first window's answers itself (a click before hydration reaches no handler, and
 * hydration waits for the first paint): the window closes at once and the answer waits for the page
 * (ConsentManager's first effect gives it to the library). The server marked the page (consent-pending.ts): the
 * script reads no cookie.
 */
const PENDING_SCRIPT =
  `if(document.documentElement.hasAttribute('${CONSENT_PENDING}')){` +
  `document.addEventListener('click',function(e){` +
  `var b=e.target instanceof Element&&e.target.closest('[data-consent-answer]');` +
  `if(!b||window.atelierConsentLive)return;` +
  `window.atelierConsentAnswer=b.getAttribute('data-consent-answer');` +
  `if(window.atelierConsentAnswer!=='preferences')document.documentElement.removeAttribute('${CONSENT_PENDING}')})}`;

/**
 * The banner's first window (issue 21), drawn by the server: the library's own first window came once the page ran
 * and the browser was idle, and a window that big appearing then was the largest paint of the small pages (the
 * cart, the account's login), seconds after the first one. This one is in the HTML, up from the first paint for a
 * visitor who has not answered (the server marks the page from the request's cookies: a kept page is kept in both
 * versions), never without JavaScript (nothing could take the answer). The library (consent-banner.ts)
 * keeps the choice, and draws the preferences window.
 */
function ConsentFirstWindow({ answer, locale }: { answer: (choice: Choice) => void; locale: Locale }) {
  const { t } = useTranslation('pages');
  const open = useFirstWindowOpen();
  const button = 'w-full rounded-full px-4 py-2.5 text-sm font-semibold bg-primary text-white';
  const link = 'underline underline-offset-2';
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: PENDING_SCRIPT }} />
      <section
        data-consent-first=""
        data-open={open ? '' : undefined}
        aria-labelledby="consent-first-title"
        aria-describedby="consent-first-text"
        className="fixed inset-x-2 top-1/2 z-50 mx-auto max-w-96 -translate-y-1/2 overflow-hidden rounded-[1.25rem] bg-white text-[#2c2f31] shadow-[0_10px_30px_rgba(0,0,2,0.3)] print:hidden"
      >
        <h2 id="consent-first-title" className="px-[1.1rem] pt-4 text-2xl font-semibold text-[#2c2f31]">
          {t('consent.title')}
        </h2>
        <p id="consent-first-text" className="px-[1.1rem] pt-3 pb-3 text-[15px] leading-normal text-[#5e6266]">
          {t('consent.description')}
        </p>
        <div className="space-y-2 px-[1.1rem] pt-1 pb-4">
          <button type="button" className={button} data-consent-answer="all" onClick={() => answer('all')}>
            {t('consent.acceptAll')}
          </button>
          <button type="button" className={button} data-consent-answer="necessary" onClick={() => answer('necessary')}>
            {t('consent.denyAll')}
          </button>
          <button
            type="button"
            className="w-full rounded-full bg-[#eaeff2] px-4 py-2.5 text-sm font-semibold text-[#2c2f31]"
            data-consent-answer="preferences"
            onClick={() => answer('preferences')}
          >
            {t('consent.customize')}
          </button>
        </div>
        <p className="flex justify-center gap-4 bg-[#eaeff2] px-4 py-2 text-sm text-[#2c2f31]">
          <a className={link} href={localizePath('/cookie-policy', locale)}>
            {t('consent.cookiePolicyLink')}
          </a>
          <a className={link} href={localizePath('/privacy-policy', locale)}>
            {t('consent.privacyPolicyLink')}
          </a>
        </p>
      </section>
    </>
  );
}
