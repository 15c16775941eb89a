import {
  LEGAL_TEXT_KEYS,
  type ApiClient,
  type CompanyAddress,
  type Element,
  type MenuPage,
  type News,
  type SiteInfo,
  type SiteParameter,
} from '@atelier/contract';
import { themeCss } from './theme.ts';

/**
 * The parameters no storefront component reads (issue 21: the client receives only the data its components read),
 * left out of the page's data: the legal texts (~35 kB: the legal pages' own loader reads them), the theme's colours
 * (the server writes them into the page's head from the site info: themeCss), the legal identity and the mail sender
 * (the legal notice's, the invoices' and the mails', written by the API), and the rules the API applies itself
 * (stock, shipping, delivery, registration). `startup.test.ts` fails when a storefront file names one.
 */
export const SERVER_ONLY_PARAMETERS: ReadonlySet<string> = new Set([
  ...LEGAL_TEXT_KEYS,
  // The theme's colours.
  'PRIMARY_COLOR',
  'ACCENT_COLOR',
  'BACKGROUND_COLOR',
  'FONT_COLOR',
  'FONT_BACKGROUND_COLOR',
  'HEADING_COLOR',
  'BACKGROUND_HEADER_COLOR',
  'FONT_HEADER_COLOR',
  'BACKGROUND_MENU_COLOR',
  'ACTIVE_MENU_COLOR',
  'ACTIVE_FONT_COLOR',
  'BACKGROUND_FOOTER_COLOR',
  'FONT_FOOTER_COLOR',
  'BACKGROUND_MOBILE_MENU_COLOR',
  'FONT_MOBILE_MENU_COLOR',
  'TOP_MENU_INFO_BAR_BACKGROUND_COLOR',
  'TOP_MENU_INFO_BAR_FONT_COLOR',
  // The legal identity and the mail sender.
  'HEAD_OFFICE',
  'LEGAL_AGENT',
  'LEGAL_COMPANY_NAME',
  'CORPORATE_FORM',
  'RCS_NUMBER',
  'RM_NUMBER',
  'SHARE_CAPITAL',
  'SEND_MAIL_AS_NAME',
  'SEND_MAIL_AS_MAIL',
  // The rules the API applies.
  'HANDLE_STOCK',
  'USE_PRODUCT_STOCK',
  'INTRACO_VAT',
  'LOCK_DELIVERY',
  'CLICK_AND_COLLECT_HOURS',
  'FREE_SHIPPING_PRICE',
  'FREE_SHIPPING_BOTTLE',
  'MINIMUM_EXPEDITION_BOTTLE',
  'MAXIMUM_EXPEDITION_BOTTLE',
  'ALLOW_ONLY_MOBILE_PHONE',
  'BLOCK_MINORS_FROM_REGISTERING',
]);

/** The site's parameters as the pages read them: key → value, without the server's own. */
export const frameParameters = (parameters: readonly SiteParameter[]): Record<string, string | null> =>
  Object.fromEntries(
    parameters.filter((p) => !SERVER_ONLY_PARAMETERS.has(p.type)).map((p) => [p.type, p.value] as const),
  );

/**
 * What the pages read of the site's info (issue 21: the client receives only the data its components read). The
 * theme's fonts and colours are not in it: the server writes them into the page's head once (themeCss), and the
 * browser keeps that element as it is (SiteThemeStyle).
 */
export type FrameSiteInfo = Pick<
  SiteInfo,
  'id' | 'name' | 'isWinemaker' | 'isECommerce' | 'banner' | 'footerBanner' | 'publicAppConfig'
> & {
  logos: Pick<SiteInfo['logos'][number], 'id' | 'type' | 'url' | 'alt'>[];
  languages: Pick<SiteInfo['languages'][number], 'code' | 'label' | 'isValid'>[];
};

/** A footer element as the footer shows it (its title, link, image and group). */
export type FooterElement = Pick<Element, 'id' | 'title' | 'url' | 'image' | 'data'>;

/** What every page needs, fetched once per server render (SPEC §7 start-up calls). */
export interface StartupData {
  parameters: Record<string, string | null>;
  siteInfo: FrameSiteInfo | null;
  menu: MenuPage[];
  isLogged: boolean;
  promotedNews: News | null;
  companyAddresses: CompanyAddress[];
  logoFooter: FooterElement[];
  linkFooter: FooterElement[];
  /** The footer's configuration (GET /component/conf/footer) shows the newsletter form. */
  showNewsletter: boolean;
}

const frameSiteInfo = (info: SiteInfo): FrameSiteInfo => ({
  id: info.id,
  name: info.name,
  isWinemaker: info.isWinemaker,
  isECommerce: info.isECommerce,
  banner: info.banner,
  footerBanner: info.footerBanner,
  publicAppConfig: info.publicAppConfig,
  logos: info.logos.map(({ id, type, url, alt }) => ({ id, type, url, alt })),
  languages: info.languages.map(({ code, label, isValid }) => ({ code, label, isValid })),
});

const footerElement = ({ id, title, url, image, data }: Element): FooterElement => ({ id, title, url, image, data });

/**
 * The start-up calls in parallel; a failing one is logged and the page renders without it (SPEC §7).
 * Only what the pages use travels to the browser: the loader data is the page's payload. The theme's CSS
 * (fonts and colours) is for the server's render only.
 */
export async function loadStartupData(api: ApiClient): Promise<{ startup: StartupData; themeCss: string }> {
  const footerQuery = { page: 1, nbItem: 100 };
  const calls = {
    parameters: api.parameters(),
    siteInfo: api.siteInfo(),
    menu: api.menu(),
    logged: api.logged(),
    promotedNews: api.news({ query: { promoted: true } }),
    companyAddresses: api.companyAddresses({ query: { nbItem: 100 } }),
    logoFooter: api.elements({ params: { route: 'logo-footer' }, query: footerQuery }),
    linkFooter: api.elements({ params: { route: 'link-footer' }, query: footerQuery }),
    // A site without a footer configuration (404) simply has none.
    footerConf: api
      .componentConf({ params: { slug: 'footer' } })
      .catch((error: { status?: number }) => (error.status === 404 ? null : Promise.reject(error as Error))),
  };
  const names = Object.keys(calls) as (keyof typeof calls)[];
  const settled = await Promise.allSettled(Object.values(calls));
  const value = <K extends keyof typeof calls>(name: K): Awaited<(typeof calls)[K]> | null => {
    const result = settled[names.indexOf(name)]!;
    if (result.status === 'fulfilled') return result.value as Awaited<(typeof calls)[K]>;
    console.error(`start-up call ${name} failed: ${(result.reason as Error).message}`);
    return null;
  };
  const parameters = value('parameters') ?? [];
  const siteInfo = value('siteInfo');
  const startup: StartupData = {
    parameters: frameParameters(parameters),
    siteInfo: siteInfo && frameSiteInfo(siteInfo),
    menu: value('menu') ?? [],
    isLogged: value('logged')?.isLogged ?? false,
    promotedNews: value('promotedNews')?.items[0] ?? null,
    companyAddresses: value('companyAddresses')?.items ?? [],
    logoFooter: value('logoFooter')?.items.map(footerElement) ?? [],
    linkFooter: value('linkFooter')?.items.map(footerElement) ?? [],
    showNewsletter: value('footerConf')?.config.showNewsletter === true,
  };
  return { startup, themeCss: themeCss(siteInfo) };
}
