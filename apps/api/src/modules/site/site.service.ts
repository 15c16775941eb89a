import {
  fillLegalPlaceholders,
  LEGAL_TEXT_KEYS,
  PARAMETER_CATALOG,
  type ExternalAppConfig,
  type Font,
  type Locale,
  type SiteInfo,
  type SiteParameter,
} from '@atelier/contract';
import { pickLocale } from '@atelier/contract';
import { fontWeight } from '@atelier/domain';
import { notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { fontFallback } from './font-fallback.ts';
import { listCountries } from '../geography/geography.service.ts';
import { stripePublishableKey } from '../payments/payment-settings.ts';
import * as repository from './site.repository.ts';

const LEGAL_KEYS = new Set<string>(LEGAL_TEXT_KEYS);
/** Colour parameters: the ones whose default is an 8-digit hex colour (SPEC §3), whatever their name. */
const COLOUR_KEYS = PARAMETER_CATALOG.filter((p) => /^#[0-9a-f]{8}$/i.test(p.defaultValue ?? '')).map(
  (p) => p.type as string,
);

type ParameterRow = Awaited<ReturnType<typeof repository.findParameters>>[number];

function valueIn(row: ParameterRow, locale: Locale): string | null {
  return (locale === 'en' ? row.translations.en : undefined) ?? row.value;
}

/** SPEC §3 site parameters in the request's language; legal texts get the company identity filled in. */
export async function listParameters(ctx: RequestContext): Promise<SiteParameter[]> {
  const rows = await repository.findParameters(ctx);
  const values: Record<string, string | null> = {};
  for (const row of rows) values[row.type] = valueIn(row, ctx.locale);
  return rows.map((row) => {
    const value = values[row.type] ?? null;
    return {
      id: row.id,
      type: row.type,
      kind: row.kind,
      label: row.label,
      value: value !== null && LEGAL_KEYS.has(row.type) ? fillLegalPlaceholders(value, values) : value,
    };
  });
}

/** The site's parameters as stored, by type (no translation, no legal text filled in): other modules' settings. */
export async function storedParameters(ctx: RequestContext): Promise<Map<string, string | null>> {
  const rows = await repository.findParameters(ctx);
  return new Map(rows.map((row) => [row.type, row.value]));
}

/** `PRIMARY_COLOR` → `--primary-color`. */
export function cssVariableName(key: string) {
  return `--${key.toLowerCase().replaceAll('_', '-')}`;
}

function fontVariables(fonts: Font[]) {
  const variables: Record<string, string> = {};
  for (const font of fonts) {
    const prefix = `--font-${font.type.toLowerCase()}`;
    variables[`${prefix}-family`] = font.fallback ? `'${font.family}', '${font.fallback.family}'` : `'${font.family}'`;
    variables[`${prefix}-color`] = font.color;
    variables[`${prefix}-size`] = font.size;
    variables[`${prefix}-weight`] = font.weight;
    variables[`${prefix}-style`] = font.style;
  }
  return variables;
}

function fontFormat(file: string) {
  const extension = file.split('.').pop()?.toLowerCase() ?? '';
  return { woff2: 'woff2', woff: 'woff', ttf: 'truetype', otf: 'opentype' }[extension] ?? extension;
}

/** The regular (or else the first) file of a font, on disk, to measure its fallback from. */
export function regularFile(files: string[]): string | undefined {
  return files.find((file) => /-400\b|regular/i.test(file)) ?? files[0];
}

export async function getSiteInfo(ctx: RequestContext, options: { fileStore: FileStore }): Promise<SiteInfo> {
  const [found, parameters] = await Promise.all([repository.findSiteInfo(ctx), repository.findParameters(ctx)]);
  if (!found) throw notFound('Site', ctx.siteId);
  const { site, info } = found;
  const countries = new Map(listCountries(ctx.locale).map((country) => [country.alphaTwo, country]));
  const languages = found.languages.map((language) => {
    const country = countries.get(language.countryAlpha2);
    return {
      id: language.id,
      code: language.code as Locale,
      label: language.label,
      deeplCode: language.deeplCode,
      flag: language.flag,
      isDefault: language.isDefault,
      isValid: language.isValid,
      country: country ?? {
        id: 0,
        alphaTwo: language.countryAlpha2,
        alphaThree: '',
        numCode: '',
        name: language.countryAlpha2,
      },
    };
  });
  const defaultLanguage = languages.find((language) => language.isDefault) ?? languages[0];
  const fallbacks = await Promise.all(
    info.fonts.map((font) => {
      const file = regularFile(font.files);
      // A stored name that names no file of the site's folder gets no fallback.
      return file ? fontFallback(ctx.db, font.family, options.fileStore, site.id, file) : null;
    }),
  );
  const fonts: Font[] = info.fonts.map((font, index) => ({
    type: font.type,
    family: font.family,
    color: font.color,
    size: font.size,
    weight: String(fontWeight(font.weight)),
    style: font.style,
    files: font.files.map((file) => ({
      url: siteFileUrl(site.id, file),
      format: fontFormat(file),
      weight: /-(\d00)\b/.exec(file)?.[1] ?? String(fontWeight(font.weight)),
      style: file.includes('italic') ? 'italic' : 'normal',
    })),
    fallback: fallbacks[index] ?? null,
  }));
  const colours: Record<string, string> = {};
  for (const row of parameters) {
    if (COLOUR_KEYS.includes(row.type) && row.value && /^#[0-9a-f]{3,8}$/i.test(row.value)) {
      colours[cssVariableName(row.type)] = row.value;
    }
  }
  return {
    id: site.id,
    name: site.name,
    devUrl: info.devUrl,
    prodUrl: info.prodUrl,
    url: info.prodUrl,
    server: info.server,
    isWinemaker: info.isWinemaker,
    isECommerce: info.isECommerce,
    isBuilding: info.isBuilding,
    webp: info.webp,
    technicalFileModel: info.technicalFileModel,
    dashboardType: info.dashboardType,
    defaultLang: defaultLanguage
      ? { code: defaultLanguage.code, label: defaultLanguage.label, flag: defaultLanguage.flag }
      : { code: 'fr_FR', label: 'Français', flag: '🇫🇷' },
    languages,
    fonts,
    logos: found.logos.map((logo) => ({
      id: logo.id,
      type: logo.type,
      filename: logo.filename,
      alt: pickLocale(logo.alt, ctx.locale),
      url: siteFileUrl(site.id, logo.filename),
    })),
    banner: pickLocale(info.banner, ctx.locale),
    footerBanner: pickLocale(info.footerBanner, ctx.locale),
    customStripe: { enabled: info.customStripe.enabled },
    cssVariables: { ...colours, ...fontVariables(fonts), ...info.cssVariables },
    publicAppConfig: Object.fromEntries(found.apps.map((app) => [app.app, app.publicConfig])),
  };
}

export async function getExternalAppConfig(ctx: RequestContext, app: string): Promise<ExternalAppConfig> {
  const row = await repository.findExternalApp(ctx, app);
  if (!row) throw notFound('External app', app);
  return { app: row.app, isActive: row.isActive, config: row.publicConfig };
}

export async function getComponentConf(ctx: RequestContext, slug: string) {
  const row = await repository.findComponentConf(ctx, slug);
  if (!row) throw notFound('Component configuration', slug);
  return { slug: row.slug, config: row.config };
}

/**
 * The publishable key of the site's Stripe account, when the site takes card payments through Stripe: the one of
 * its payment settings (issue 6), else the site info's custom Stripe key (or STRIPE_PUBLIC_KEY).
 */
export async function getStripePublicKey(ctx: RequestContext, fallback: string | undefined) {
  const configured = await stripePublishableKey(ctx);
  if (configured) return { publicKey: configured };
  const stripe = await repository.findCustomStripe(ctx);
  if (!stripe?.enabled) return { publicKey: null };
  return { publicKey: stripe.publicKey ?? fallback ?? null };
}

export async function recordVisit(ctx: RequestContext, source: string) {
  await repository.insertVisit(ctx, source);
  return { recorded: true };
}
