import { z } from './zod.ts';
import { localeSchema } from './locale.ts';

export const LOGO_TYPES = ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FAVICON', 'LOGO_FOOTER'] as const;

/** SPEC §3 Image: `url` is ready to use in the page (absolute path on this server). */
export const imageSchema = z.object({ filename: z.string(), alt: z.string(), url: z.string() });
export type Image = z.infer<typeof imageSchema>;

export const logoSchema = imageSchema.extend({ id: z.number().int(), type: z.enum(LOGO_TYPES) });
export type Logo = z.infer<typeof logoSchema>;

export const languageSchema = z.object({
  id: z.number().int(),
  code: localeSchema,
  label: z.string(),
  deeplCode: z.string(),
  flag: z.string(),
  isDefault: z.boolean(),
  isValid: z.boolean(),
  country: z.object({
    id: z.number().int(),
    alphaTwo: z.string(),
    alphaThree: z.string(),
    numCode: z.string(),
    name: z.string(),
  }),
});
export type Language = z.infer<typeof languageSchema>;

export const FONT_TYPES = ['TITLE', 'CONTENT', 'MENU'] as const;
/** A local font resized to take the room of a site font while it loads (no layout shift on swap). */
export const fontFallbackSchema = z.object({
  family: z.string(),
  /** Local font names to try, in order. */
  local: z.array(z.string()),
  sizeAdjust: z.string(),
  ascentOverride: z.string(),
  descentOverride: z.string(),
  lineGapOverride: z.string(),
});
export type FontFallback = z.infer<typeof fontFallbackSchema>;
export const fontSchema = z.object({
  type: z.enum(FONT_TYPES),
  family: z.string(),
  color: z.string(),
  size: z.string(),
  weight: z.string(),
  style: z.string(),
  /** URLs of the font files, served from the site's own fonts folder. */
  files: z.array(z.object({ url: z.string(), format: z.string(), weight: z.string(), style: z.string() })),
  fallback: fontFallbackSchema.nullable(),
});
export type Font = z.infer<typeof fontSchema>;

export const siteInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  devUrl: z.string(),
  prodUrl: z.string(),
  url: z.string(),
  server: z.string(),
  isWinemaker: z.boolean(),
  isECommerce: z.boolean(),
  isBuilding: z.boolean(),
  webp: z.boolean(),
  technicalFileModel: z.string().nullable(),
  dashboardType: z.string(),
  defaultLang: z.object({ code: localeSchema, label: z.string(), flag: z.string() }),
  languages: z.array(languageSchema),
  fonts: z.array(fontSchema),
  logos: z.array(logoSchema),
  banner: z.string().nullable(),
  footerBanner: z.string().nullable(),
  customStripe: z.object({ enabled: z.boolean() }),
  /** Values of the colour parameters and fonts as CSS custom properties (name → value). */
  cssVariables: z.record(z.string(), z.string()),
  publicAppConfig: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

export const externalAppConfigSchema = z.object({
  app: z.string(),
  isActive: z.boolean(),
  config: z.record(z.string(), z.unknown()),
});
export type ExternalAppConfig = z.infer<typeof externalAppConfigSchema>;

export const componentConfSchema = z.object({ slug: z.string(), config: z.record(z.string(), z.unknown()) });

export const stripePublicKeySchema = z.object({ publicKey: z.string().nullable() });

export const siteVisitSchema = z.object({ recorded: z.boolean() });
