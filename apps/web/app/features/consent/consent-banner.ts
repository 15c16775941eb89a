import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import './consent-theme.css';
import {
  analyticsConfigs,
  pageViewPayload,
  SERVICE_LABEL,
  type AnalyticsUser,
  type ConsentCategory,
} from './analytics-config.ts';
import { createTrackers, type AnalyticsTracker } from './analytics-trackers.ts';
import { consentTextVersion, COOKIE_CATEGORIES } from '@atelier/contract/consent';
import { privacyEndpoints } from '@atelier/contract/endpoints/privacy';
import { browserApi } from '../site/browser-api.ts';
import { consentTranslation } from './consent-texts.ts';

/**
 * The cookie-consent banner (SPEC §2, issue 3 item 10) with vanilla-cookieconsent: high privacy (opt-in,
 * nothing loads before a choice), mandatory (a modal that blocks the page until the visitor chooses),
 * accept-all and deny-all buttons, French and English. This module is loaded after hydration only.
 */
export type ConsentLanguage = 'fr' | 'en';

export interface ConsentBannerSetup {
  language: ConsentLanguage;
  /** The UI messages of the page's language (the banner asks for its texts when it shows in a language). */
  translate: (key: string, values?: Record<string, string>) => string;
  /** The cookie and privacy policies' addresses in a language. */
  links: (language: ConsentLanguage) => { cookiePolicy: string; privacyPolicy: string };
  /** The site info's public configuration of external apps: the analytics services, if any. */
  publicAppConfig: Record<string, Record<string, unknown>> | null;
  /** The signed-in visitor, whom page views name. */
  user: () => AnalyticsUser | null;
  /** The visitor's choice is made (now, or on an earlier visit): the page's first window closes. */
  onAnswered: () => void;
}

/** Cookies each category's services set, erased when the visitor withdraws consent. */
const CATEGORY_COOKIES: Record<ConsentCategory, RegExp[]> = {
  analytics: [/^_pk_/, /^_ga/, /^_gid$/, /^_gat/, /^mtm_/],
  marketing: [/^_fbp$/, /^_fbc$/, /^_gcl_/],
};

/** The services the visitor accepted, started. */
let running: AnalyticsTracker[] = [];
let currentUser: () => AnalyticsUser | null = () => null;

/** SPEC §2 "Analytics": the page view (title, URL, user id with e-mail) to every running service. */
export function trackPageView(to: AnalyticsTracker[] = running) {
  const view = pageViewPayload({ title: document.title, url: window.location.href, user: currentUser() });
  for (const tracker of to) tracker.pageView(view);
}

/** The banner's language now (the visitor may switch it while it is open). */
let shownLanguage: ConsentLanguage = 'fr';

/**
 * Issue 20 item 7: the choice is kept by the site as proof (POST /consent), with the library's own id of this
 * browser's answer, the categories accepted, and the version of the texts the visitor was shown (their hash).
 * A choice the site could not record still applies in the browser; the console says so.
 */
function recordChoice(setup: ConsentBannerSetup) {
  const texts = JSON.stringify(consentTranslation(setup.translate, setup.links(shownLanguage)));
  const accepted = CookieConsent.getUserPreferences().acceptedCategories;
  browserApi()
    .call(privacyEndpoints.recordCookieConsent, {
      body: {
        anonymousId: CookieConsent.getCookie('consentId'),
        categories: COOKIE_CATEGORIES.filter((category) => accepted.includes(category)),
        textVersion: consentTextVersion(shownLanguage, texts),
      },
    })
    .catch((error: unknown) => console.warn('The consent choice was not recorded', error));
}

export async function startConsentBanner(setup: ConsentBannerSetup) {
  shownLanguage = setup.language;
  const trackers = createTrackers(analyticsConfigs(setup.publicAppConfig));
  currentUser = setup.user;
  const applyChoice = () => {
    const allowed = trackers.filter((tracker) => CookieConsent.acceptedCategory(tracker.category));
    const starting = allowed.filter((tracker) => !running.includes(tracker));
    for (const tracker of starting) tracker.start();
    running = allowed;
    // The page the visitor is on counts as viewed by a service from the moment it may run.
    trackPageView(starting);
  };
  const category = (name: ConsentCategory): CookieConsent.Category => ({
    autoClear: { cookies: CATEGORY_COOKIES[name].map((cookie) => ({ name: cookie })), reloadPage: true },
    services: Object.fromEntries(
      trackers
        .filter((tracker) => tracker.category === name)
        .map((tracker) => [tracker.config.kind, { label: SERVICE_LABEL[tracker.config.kind] }]),
    ),
  });

  // DARK_THEME: the banner follows the page.
  if (document.documentElement.classList.contains('dark')) document.documentElement.classList.add('cc--darkmode');

  await CookieConsent.run({
    mode: 'opt-in',
    // The first window is the page's own (ConsentManager.tsx: in the HTML, up from the first paint); the library
    // keeps the choice, the preferences window and the services.
    autoShow: false,
    // Our own bot check decides whether the banner runs at all (the library's also hides it from test browsers).
    hideFromBots: false,
    disablePageInteraction: true,
    cookie: {
      name: 'cc_cookie',
      sameSite: 'Lax',
      secure: window.location.protocol === 'https:',
      // CNIL: a choice is kept six months at most.
      expiresAfterDays: 182,
    },
    guiOptions: {
      consentModal: { layout: 'box', position: 'middle center', equalWeightButtons: true },
      preferencesModal: { layout: 'box', equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: category('analytics'),
      marketing: category('marketing'),
    },
    language: {
      default: setup.language,
      translations: {
        fr: () => consentTranslation(setup.translate, setup.links('fr')),
        en: () => consentTranslation(setup.translate, setup.links('en')),
      },
    },
    onConsent: () => {
      applyChoice();
      setup.onAnswered();
    },
    onFirstConsent: () => recordChoice(setup),
    onChange: () => {
      applyChoice();
      recordChoice(setup);
    },
  });
}

export const showConsentPreferences = () => CookieConsent.showPreferences();

/** An answer given on the page's first window (ConsentManager.tsx). */
export function answerConsent(choice: 'all' | 'necessary' | 'preferences') {
  if (choice === 'preferences') {
    CookieConsent.showPreferences();
    return;
  }
  CookieConsent.acceptCategory(choice === 'all' ? 'all' : []);
}

/** Whether the visitor's choice is made and still holds (the consent's revision). */
export const hasValidConsent = () => CookieConsent.validConsent();

/** The preferences window speaks another language (the page's first window follows the page's messages). */
export async function setConsentLanguage(language: ConsentLanguage) {
  await CookieConsent.setLanguage(language);
  shownLanguage = language;
}
