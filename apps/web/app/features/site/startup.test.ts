import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEGAL_TEXT_KEYS, PARAMETER_CATALOG, type SiteParameter } from '@atelier/contract';
import { frameParameters, SERVER_ONLY_PARAMETERS } from './startup.server.ts';

const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The files whose code runs in the browser with the page's data: the storefront's, not the server's own modules,
 * the tests, or the back-office's (it reads the site's parameters through its own API calls).
 */
function browserFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return /^admin/.test(entry.name) ? [] : browserFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(server|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the parameters the pages carry (issue 21: the client receives only the data its components read)', () => {
  it('leaves out the server’s own, and keeps the others as key → value', () => {
    const parameters = [
      { type: 'COMPANY_NAME', value: 'Atelier Morineau' },
      { type: 'PRIMARY_COLOR', value: '#6b2fa3ff' },
      { type: 'LEGAL_NOTICE', value: '<p>Mentions</p>' },
      { type: 'SEND_MAIL_AS_MAIL', value: 'ne-pas-repondre@example.fr' },
      { type: 'COMPANY_FAX', value: null },
    ] as SiteParameter[];
    expect(frameParameters(parameters)).toEqual({ COMPANY_NAME: 'Atelier Morineau', COMPANY_FAX: null });
  });

  it('names only parameters that exist', () => {
    const known = new Set<string>(PARAMETER_CATALOG.map((parameter) => parameter.type));
    expect([...SERVER_ONLY_PARAMETERS].filter((key) => !known.has(key))).toEqual([]);
  });

  it('leaves out none that a file running in the browser names', () => {
    // The legal texts come with their own page's data (routes/legal-page.tsx).
    const legalTexts = new Set<string>(LEGAL_TEXT_KEYS);
    const named = browserFiles(APP).flatMap((file) => {
      const code = readFileSync(file, 'utf8');
      return [...SERVER_ONLY_PARAMETERS]
        .filter((key) => !legalTexts.has(key) && new RegExp(`\\b${key}\\b`).test(code))
        .map((key) => `${relative(APP, file)}: ${key}`);
    });
    expect(named).toEqual([]);
  });
});
