import { randomBytes } from 'node:crypto';
import { loadSharp } from '../../storage/sharp.ts';
import {
  type FONT_TYPES,
  LOGO_TYPES,
  PARAMETER_CATALOG,
  type AdminTheme,
  type ParameterKey,
  type ThemeUpdate,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import type { FontSetting } from '../../db/schema/site.ts';
import { notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { putSiteFile, readSiteFile } from '../../storage/site-files.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { sanitiseSvg, svgElementOf } from '../albums/svg-sanitiser.ts';
import { recordChange } from '../audit/audit.service.ts';
import { fontFallback, measureFont, UnreadableFontError } from '../site/font-fallback.ts';
import { regularFile } from '../site/site.service.ts';
import { checkParameterValue, isCatalogueKey } from './parameter-value.ts';
import { webFont } from './web-font.ts';
import {
  listColourParameters,
  writeParameters,
  type ParameterCheck,
  type SiteChangedDeps,
} from './site-settings.service.ts';
import * as admin from './site-settings.repository.ts';

/**
 * The back-office's theme (issue 18 item 4): the colour parameters, the fonts of the titles, the text and the
 * menu (their fallback measured from the file as the site info does), and the logos. Files are recognised by
 * their content and stored under names of their own; each change is audited and shows on the storefront at once.
 */
export interface ThemeDeps extends SiteChangedDeps {
  fileStore: FileStore;
}

type FontType = (typeof FONT_TYPES)[number];
type LogoType = (typeof LOGO_TYPES)[number];

/** `GET /admin/theme`. */
export async function getTheme(ctx: RequestContext, deps: Pick<ThemeDeps, 'fileStore'>): Promise<AdminTheme> {
  const [colours, info, logos] = await Promise.all([
    listColourParameters(ctx),
    admin.findThemeInfo(ctx),
    admin.findLogos(ctx),
  ]);
  if (!info) throw notFound('Site', ctx.siteId);
  const fonts = await Promise.all(
    info.fonts.map(async (font) => {
      const file = regularFile(font.files);
      // A stored name outside the site's folder gets no fallback, as in the site info.
      const fallback = file ? await fontFallback(ctx.db, font.family, deps.fileStore, ctx.siteId, file) : null;
      return {
        type: font.type,
        family: font.family,
        color: font.color,
        size: font.size,
        weight: font.weight,
        style: font.style,
        files: font.files.map((name) => ({ name, url: siteFileUrl(ctx.siteId, name) })),
        fallback,
      };
    }),
  );
  const byType = new Map(logos.map((logo) => [logo.type, logo]));
  return {
    colours,
    fonts,
    logos: LOGO_TYPES.map((type) => {
      const logo = byType.get(type);
      return {
        type,
        filename: logo?.filename ?? null,
        url: logo ? siteFileUrl(ctx.siteId, logo.filename) : null,
        alt: logo?.alt ?? { fr_FR: '' },
      };
    }),
  };
}

/** `PUT /admin/theme`: every colour checked first (a wrong one refused naming its key), then all written at once. */
export async function setTheme(
  ctx: RequestContext,
  deps: ThemeDeps,
  update: ThemeUpdate,
): Promise<Checked<AdminTheme>> {
  const problems: FieldProblem[] = [];
  const checks = new Map<ParameterKey, ParameterCheck>();
  for (const [key, value] of Object.entries(update.colours)) {
    const colourKey = keyOf(key);
    if (!colourKey) {
      problems.push({ field: key, code: 'PARAMETER_NOT_COLOUR' });
      continue;
    }
    const checked = checkParameterValue(colourKey, value);
    if (!checked.ok) problems.push(...checked.problems);
    else checks.set(colourKey, () => accepted({ value: checked.value, translations: {} }));
  }
  if (problems.length > 0) return refused(problems);
  if (checks.size > 0) {
    const written = await ctx.db.transaction((db) =>
      writeParameters({ ...ctx, db }, checks, { action: 'theme.colours', entityId: 'colours' }),
    );
    if (!written.ok) return written;
    if (written.value.size > 0) deps.changed(ctx.siteId);
  }
  return accepted(await getTheme(ctx, deps));
}

const COLOUR_KEYS = new Set(
  PARAMETER_CATALOG.filter((definition) => /^#[0-9a-f]{8}$/i.test(definition.defaultValue ?? '')).map(
    (definition) => definition.type as string,
  ),
);

function keyOf(key: string): ParameterKey | null {
  return isCatalogueKey(key) && COLOUR_KEYS.has(key) ? key : null;
}

/** The font format of a file, from its first bytes (never its name). */
function fontFormatOf(content: Buffer): 'woff2' | 'woff' | 'ttf' | null {
  const signature = content.subarray(0, 4).toString('latin1');
  if (signature === 'wOF2') return 'woff2';
  if (signature === 'wOFF') return 'woff';
  if (signature === '\u0000\u0001\u0000\u0000' || signature === 'true') return 'ttf';
  return null;
}

const FONT_DEFAULTS: Record<FontType, Pick<FontSetting, 'size' | 'weight'> & { colourKey: string }> = {
  TITLE: { size: '2.5rem', weight: 'semibold', colourKey: 'HEADING_COLOR' },
  CONTENT: { size: '1rem', weight: 'regular', colourKey: 'FONT_COLOR' },
  MENU: { size: '0.95rem', weight: 'semibold', colourKey: 'FONT_HEADER_COLOR' },
};

/**
 * `POST /admin/theme/font`: a font file for the titles, the text or the menu. The same family adds (or replaces)
 * a weight and style; another family replaces the slot's files. The file must be a font that can be measured,
 * since the site info measures its fallback from it; it is kept cut to the sites' characters, as WOFF2.
 */
export async function uploadFont(
  ctx: RequestContext,
  deps: ThemeDeps,
  upload: { type: FontType; family: string; weight: string; style: 'normal' | 'italic'; content: Buffer },
): Promise<Checked<AdminTheme>> {
  const format = fontFormatOf(upload.content);
  const wrongFile = refused([{ field: 'file', code: 'FONT_FILE_TYPE' }], 415);
  if (!format) return wrongFile;
  try {
    // Measured now, as its fallback will read it: the check and the measure are one decoding.
    await measureFont(ctx.db, upload.content);
  } catch (error) {
    if (error instanceof UnreadableFontError) return wrongFile;
    throw error;
  }
  // Cut to the sites' characters and compressed as WOFF2 (web-font.ts): what every page of the site will load.
  const served = await webFont(upload.content);
  const slug = slugify(upload.family) || 'font';
  const style = upload.style === 'italic' ? '-italic' : '';
  const file = `fonts/${slug}-${upload.weight}${style}-${randomBytes(4).toString('hex')}.${served.format ?? format}`;
  await putSiteFile(deps.fileStore, ctx.siteId, 'public', file, served.content);
  const sameFace = (name: string) =>
    new RegExp(`-${upload.weight}${style}-[0-9a-f]{8}\\.`).test(name) ||
    (!/-\d00\b/.test(name) && upload.weight === '400' && !style);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const fonts = (await admin.lockFonts(tx)) ?? [];
    const current = fonts.find((font) => font.type === upload.type);
    const sameFamily = current?.family.toLowerCase() === upload.family.toLowerCase();
    const colours = new Map((await listColourParameters(tx)).map((colour) => [colour.key, colour.value]));
    const defaults = FONT_DEFAULTS[upload.type];
    const next: FontSetting = {
      type: upload.type,
      family: upload.family,
      color: current?.color ?? colours.get(defaults.colourKey) ?? '#2b2b2bff',
      size: current?.size ?? defaults.size,
      weight: current?.weight ?? defaults.weight,
      style: current?.style ?? 'normal',
      files: [...(sameFamily ? current!.files.filter((name) => !sameFace(name)) : []), file],
    };
    const fontsAfter = current ? fonts.map((font) => (font.type === upload.type ? next : font)) : [...fonts, next];
    await admin.updateFonts(tx, fontsAfter);
    await recordChange(tx, {
      action: 'theme.font',
      entity: 'font',
      entityId: upload.type,
      before: current ? { ...current } : null,
      after: { ...next },
    });
  });
  deps.changed(ctx.siteId);
  return accepted(await getTheme(ctx, deps));
}

/** `DELETE /admin/theme/font/{type}`: the slot goes (its files stay: another slot may use them). */
export async function deleteFont(ctx: RequestContext, deps: ThemeDeps, type: FontType): Promise<AdminTheme> {
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const fonts = (await admin.lockFonts(tx)) ?? [];
    const current = fonts.find((font) => font.type === type);
    if (!current) throw notFound('Font', type);
    await admin.updateFonts(
      tx,
      fonts.filter((font) => font.type !== type),
    );
    await recordChange(tx, {
      action: 'theme.font.delete',
      entity: 'font',
      entityId: type,
      before: { ...current },
      after: null,
    });
  });
  deps.changed(ctx.siteId);
  return getTheme(ctx, deps);
}

const IMAGE_EXTENSIONS: Record<string, string> = { png: 'png', jpeg: 'jpg', webp: 'webp', heif: 'avif' };

/** A logo's content as stored: a raster image as sent, an SVG sanitised; null when it is neither. */
async function logoContent(content: Buffer): Promise<{ content: Buffer; extension: string } | null> {
  const svg = svgElementOf(content.subarray(0, 1_000_000).toString('utf8'));
  if (svg) {
    const clean = sanitiseSvg(svg);
    return clean ? { content: Buffer.from(clean, 'utf8'), extension: 'svg' } : null;
  }
  try {
    const sharp = await loadSharp();
    const metadata = await sharp(content, { limitInputPixels: 40_000_000 }).metadata();
    const extension = metadata.format ? IMAGE_EXTENSIONS[metadata.format] : undefined;
    if (!extension || (metadata.format === 'heif' && metadata.compression !== 'av1')) return null;
    return { content, extension };
  } catch {
    return null;
  }
}

/**
 * `PUT /admin/logo/{type}`: an image sent now (`content`) or a file of the site's media (`path`, uploaded by
 * `POST /admin/media`), recognised by its content and stored under the site's `logos/` folder.
 */
export async function setLogo(
  ctx: RequestContext,
  deps: ThemeDeps,
  type: LogoType,
  source: { content: Buffer } | { path: string },
  alt: { fr_FR?: string; en?: string } | undefined,
): Promise<Checked<AdminTheme>> {
  let content: Buffer | null;
  if ('content' in source) content = source.content;
  else {
    content = await readSiteFile(deps.fileStore, ctx.siteId, 'public', source.path);
    if (!content) return refused([{ field: 'path', code: 'LOGO_PATH_UNKNOWN', params: { path: source.path } }]);
  }
  const stored = await logoContent(content);
  if (!stored) return refused([{ field: 'path' in source ? 'path' : 'file', code: 'LOGO_FILE_TYPE' }], 415);
  const file = `logos/${type.toLowerCase().replaceAll('_', '-')}-${randomBytes(4).toString('hex')}.${stored.extension}`;
  await putSiteFile(deps.fileStore, ctx.siteId, 'public', file, stored.content);
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const before = (await admin.findLogos(tx)).find((logo) => logo.type === type) ?? null;
    const info = await admin.findThemeInfo(tx);
    const french = alt?.fr_FR?.trim() || before?.alt.fr_FR || info?.name || '';
    const english = alt?.en?.trim() || (alt?.fr_FR?.trim() ? undefined : before?.alt.en);
    const logo = { type, filename: file, alt: english ? { fr_FR: french, en: english } : { fr_FR: french } };
    await admin.upsertLogo(tx, logo);
    await recordChange(tx, { action: 'theme.logo', entity: 'logo', entityId: type, before, after: logo });
  });
  deps.changed(ctx.siteId);
  return accepted(await getTheme(ctx, deps));
}

/** `DELETE /admin/logo/{type}`. */
export async function deleteLogo(ctx: RequestContext, deps: ThemeDeps, type: LogoType): Promise<AdminTheme> {
  await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const before = await admin.deleteLogo(tx, type);
    if (!before) throw notFound('Logo', type);
    await recordChange(tx, { action: 'theme.logo.delete', entity: 'logo', entityId: type, before, after: null });
  });
  deps.changed(ctx.siteId);
  return getTheme(ctx, deps);
}
