import type { Translation } from 'vanilla-cookieconsent';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The banner's texts from the UI catalogue (pages.json, `consent.*`), with the links of the page's language. */
export function consentTranslation(t: Translate, links: { cookiePolicy: string; privacyPolicy: string }): Translation {
  const link = (href: string, label: string) => `<a href="${href}">${label}</a>`;
  const policies = {
    cookiePolicy: link(links.cookiePolicy, t('consent.cookiePolicy')),
    privacyPolicy: link(links.privacyPolicy, t('consent.privacyPolicy')),
  };
  return {
    consentModal: {
      title: t('consent.title'),
      description: t('consent.description'),
      acceptAllBtn: t('consent.acceptAll'),
      acceptNecessaryBtn: t('consent.denyAll'),
      showPreferencesBtn: t('consent.customize'),
      footer: `${link(links.cookiePolicy, t('consent.cookiePolicyLink'))} ${link(links.privacyPolicy, t('consent.privacyPolicyLink'))}`,
    },
    preferencesModal: {
      title: t('consent.preferencesTitle'),
      acceptAllBtn: t('consent.acceptAll'),
      acceptNecessaryBtn: t('consent.denyAll'),
      savePreferencesBtn: t('consent.save'),
      closeIconLabel: t('consent.close'),
      serviceCounterLabel: t('consent.services'),
      sections: [
        { title: t('consent.introTitle'), description: t('consent.introText') },
        {
          title: t('consent.necessaryTitle'),
          description: t('consent.necessaryText'),
          linkedCategory: 'necessary',
        },
        {
          title: t('consent.analyticsTitle'),
          description: t('consent.analyticsText'),
          linkedCategory: 'analytics',
        },
        {
          title: t('consent.marketingTitle'),
          description: t('consent.marketingText'),
          linkedCategory: 'marketing',
        },
        { title: t('consent.moreTitle'), description: t('consent.moreText', policies) },
      ],
    },
  };
}
