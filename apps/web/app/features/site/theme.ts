import { createContext } from 'react-router';
import type { SiteInfo } from '@atelier/contract';

/**
 * The page's theme CSS (themeCss), set by the root loader for the server's render (entry.server.tsx gives it to
 * SiteThemeStyle): the fonts and colours it is made of do not travel in the page's data.
 */
export const themeCssContext = createContext<string>('');

const safe = (value: string) => value.replace(/[<>{};]/g, '');

/**
 * The site's colours and fonts as CSS custom properties and @font-face rules, written into the
 * server-rendered <head> so the first paint already has the right colours and fonts. Text shows at once in
 * a local font resized to the site font's measurements (the API's `fallback`), which then swaps in without
 * moving anything (no layout shift from fonts).
 */
export function themeCss(siteInfo: SiteInfo | null): string {
  if (!siteInfo) return '';
  const variables = Object.entries(siteInfo.cssVariables)
    .filter(([name]) => /^--[a-z0-9-]+$/.test(name))
    .map(([name, value]) => `${name}:${safe(value)};`)
    .join('');
  const faces = siteInfo.fonts
    .flatMap((font) =>
      font.files.map(
        (file) =>
          `@font-face{font-family:'${safe(font.family)}';src:url('${safe(file.url)}') format('${safe(file.format)}');` +
          `font-weight:${safe(file.weight)};font-style:${safe(file.style)};font-display:swap;}`,
      ),
    )
    .filter((face, index, all) => all.indexOf(face) === index)
    .join('');
  const fallbacks = siteInfo.fonts
    .flatMap(({ fallback }) =>
      fallback
        ? [
            `@font-face{font-family:'${safe(fallback.family)}';` +
              `src:${fallback.local.map((name) => `local('${safe(name)}')`).join(',')};` +
              `size-adjust:${safe(fallback.sizeAdjust)};ascent-override:${safe(fallback.ascentOverride)};` +
              `descent-override:${safe(fallback.descentOverride)};line-gap-override:${safe(fallback.lineGapOverride)};}`,
          ]
        : [],
    )
    .filter((face, index, all) => all.indexOf(face) === index)
    .join('');
  return `${faces}${fallbacks}:root{${variables}}`;
}
