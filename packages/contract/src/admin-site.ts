import { z } from './zod.ts';
import { PARAMETER_EDITORS, PARAMETER_GROUPS } from './parameter-editor.ts';
import { PARAMETER_KINDS } from './parameters.ts';
import { FONT_TYPES, fontFallbackSchema, LOGO_TYPES } from './site.ts';

/**
 * The back-office's site parameters and theme (issue 18 item 4). Every value is a string as the site stores it
 * (SPEC §3): colours `#rrggbbaa`, booleans 'true' / 'false', numbers decimal strings; null means not set.
 */

const bilingual = z.object({ fr_FR: z.string(), en: z.string() });

/** A key of the catalogue with what its editor needs: kind, group, help, default, bounds, and its stored values. */
export const adminParameterSchema = z.object({
  key: z.string(),
  kind: z.enum(PARAMETER_KINDS),
  editor: z.enum(PARAMETER_EDITORS),
  group: z.enum(PARAMETER_GROUPS),
  label: bilingual,
  help: bilingual,
  defaultValue: z.string().nullable(),
  /** The French (or only) value; null when not set. */
  value: z.string().nullable(),
  /** The value is kept per language: `translations.en` is the English one (null: English falls back to French). */
  translatable: z.boolean(),
  translations: z.object({ en: z.string().nullable() }),
  min: z.number().nullable(),
  max: z.number().nullable(),
  integer: z.boolean(),
  choices: z.array(z.object({ value: z.string(), label: bilingual })),
});
export type AdminParameter = z.infer<typeof adminParameterSchema>;

/** The longest value a parameter takes (a legal text is long; a script too). */
export const MAX_PARAMETER_LENGTH = 200_000;

/**
 * `PUT /admin/parameter/{key}`: the value (null: not set), and the English one of a translatable key (null or
 * empty: English shows the French). The value is checked against the key's kind by the API.
 */
export const parameterUpdateSchema = z.object({
  value: z.string().max(MAX_PARAMETER_LENGTH).nullable(),
  translations: z.object({ en: z.string().max(MAX_PARAMETER_LENGTH).nullable().optional() }).optional(),
});
export type ParameterUpdate = z.infer<typeof parameterUpdateSchema>;

export const adminFontSchema = z.object({
  type: z.enum(FONT_TYPES),
  family: z.string(),
  color: z.string(),
  size: z.string(),
  weight: z.string(),
  style: z.string(),
  files: z.array(z.object({ name: z.string(), url: z.string() })),
  /** The local font resized to this one's measurements while it loads (measured from its regular file). */
  fallback: fontFallbackSchema.nullable(),
});
export type AdminFont = z.infer<typeof adminFontSchema>;

export const adminLogoSchema = z.object({
  type: z.enum(LOGO_TYPES),
  filename: z.string().nullable(),
  url: z.string().nullable(),
  alt: z.object({ fr_FR: z.string(), en: z.string().optional() }),
});
export type AdminLogo = z.infer<typeof adminLogoSchema>;

/** `GET /admin/theme`: the colour parameters, the three fonts (titles, text, menu) and the five logos. */
export const adminThemeSchema = z.object({
  colours: z.array(adminParameterSchema),
  fonts: z.array(adminFontSchema),
  logos: z.array(adminLogoSchema),
});
export type AdminTheme = z.infer<typeof adminThemeSchema>;

/** `PUT /admin/theme`: colours by key (`PRIMARY_COLOR`), each one checked; the keys left out are kept. */
export const themeUpdateSchema = z.object({
  colours: z.record(z.string().max(100), z.string().max(100)),
});
export type ThemeUpdate = z.infer<typeof themeUpdateSchema>;

/** The font files a site may upload, recognised by their content (signature), not their name. */
export const FONT_FILE_TYPES = ['woff2', 'woff', 'ttf'] as const;
export const MAX_FONT_BYTES = 2 * 1024 * 1024;
export const MAX_LOGO_BYTES = 5 * 1024 * 1024;

/** The multipart fields of `POST /admin/theme/font` (the file under `file`). */
export const fontUploadFields = ['type', 'family', 'weight', 'style'] as const;

/** The fields of a font upload, checked. */
export const fontUploadSchema = z.object({
  type: z.enum(FONT_TYPES),
  family: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[\p{L}\p{N} '-]+$/u),
  weight: z.enum(['100', '200', '300', '400', '500', '600', '700', '800', '900']).default('400'),
  style: z.enum(['normal', 'italic']).default('normal'),
});

/** `PUT /admin/logo/{type}` as JSON: a file already uploaded to the site's media (`POST /admin/media`). */
export const logoUpdateSchema = z.object({
  path: z.string().min(1).max(300),
  alt: z.object({ fr_FR: z.string().max(300), en: z.string().max(300).optional() }).optional(),
});
export type LogoUpdate = z.infer<typeof logoUpdateSchema>;

/** The multipart fields of `PUT /admin/logo/{type}` (the image under `file`). */
export const logoUploadFields = ['altFr', 'altEn'] as const;
