import type { Locale, LocalizedText, PageBlock } from '@atelier/contract';
import type { FontSetting } from '../schema/site.ts';

/**
 * The sample data of one tenant, as plain objects: seed.ts writes them to the database once.
 * File paths are relative to apps/api/seed-assets/site-<id>/ and are copied to the site's storage at seed time.
 */
export interface SiteSeed {
  id: number;
  name: string;
  /** Host names that resolve to this site without an idSite header. */
  domains: string[];
  info: {
    devUrl: string;
    prodUrl: string;
    server: string;
    isWinemaker: boolean;
    isECommerce: boolean;
    isBuilding: boolean;
    technicalFileModel: string | null;
    dashboardType: string;
    fonts: FontSetting[];
    banner: LocalizedText | null;
    footerBanner: LocalizedText | null;
    cssVariables: Record<string, string>;
  };
  languages: {
    code: Locale;
    label: string;
    deeplCode: string;
    countryAlpha2: string;
    flag: string;
    isDefault: boolean;
  }[];
  /** Values that differ from the catalogue defaults; `en` gives the English value of translatable keys. */
  parameters: Record<string, string | null | { fr_FR: string | null; en?: string }>;
  logos: {
    type: 'LOGO' | 'LOGO_LIGHT_THEME' | 'LOGO_DARK_THEME' | 'LOGO_FAVICON' | 'LOGO_FOOTER';
    file: string;
    alt: LocalizedText;
  }[];
  pages: PageSeed[];
  elements: {
    route: string;
    title: LocalizedText;
    description?: LocalizedText;
    url?: LocalizedText;
    file?: string;
    alt?: LocalizedText;
    data?: Record<string, unknown>;
  }[];
  news: {
    slug: string;
    title: LocalizedText;
    summary: LocalizedText;
    content: LocalizedText;
    file?: string;
    promoted: boolean;
    publishedAt: string;
  }[];
  addressTypes: { code: string; label: LocalizedText }[];
  companyAddresses: {
    name: string;
    address: string;
    addressPart2?: string;
    postalCode: string;
    city: string;
    countryAlpha2: string;
    phone?: string;
    email?: string;
    latitude?: string;
    longitude?: string;
    openingHours?: LocalizedText;
    isMain: boolean;
    /** Codes of addressTypes. */
    types: string[];
  }[];
  variations: { code: string; label: LocalizedText; displayLabel?: LocalizedText; values: LocalizedText[] }[];
  externalApps: { app: string; isActive: boolean; publicConfig: Record<string, unknown> }[];
  components: { slug: string; config: Record<string, unknown> }[];
}

export interface PageSeed {
  type: 'PAGE' | 'LINK' | 'ROUTE';
  layout: 'default' | 'page' | 'page-absolute-menu';
  title: LocalizedText;
  url: { fr_FR: string; en: string };
  menuTitle?: LocalizedText;
  metaDescription?: LocalizedText;
  showInMenu: boolean;
  isHome?: boolean;
  isEcommercePage?: boolean;
  link?: { type: 'INTERNAL' | 'EXTERNAL' | 'JS'; url: string | null; jsCode: string | null };
  cms?: { isCmsPage: boolean; route: string | null };
  blocks: PageBlock[];
  children?: PageSeed[];
}
