import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PARAMETER_CATALOG } from './parameters.ts';

/**
 * Decision 012: every key of the parameter catalogue is read by the code it configures, or removed from the
 * catalogue with its reason in the decision record. This test lists each key and fails on one that is neither.
 */
const ROOT = join(import.meta.dirname, '../../..');
const DECISION = join(ROOT, 'docs/decisions/012-site-parameters.md');
const SOURCE_FOLDERS = ['apps/api/src', 'apps/web/app', 'packages/contract/src', 'packages/domain/src'];
const SOURCE = /\.(ts|tsx|css)$/;
/** Tests, the seed and the browser tests set parameters; they do not read them for a visitor. */
const NOT_READERS = [/\.test\.tsx?$/, /\/seed\//, /\/e2e\//];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !NOT_READERS.some((pattern) => pattern.test(relative(ROOT, path))));
}

/** The sources, the catalogue's own declarations left out (a key declared is not a key read). */
function readers(): string {
  return SOURCE_FOLDERS.flatMap(sourceFiles)
    .map((path) => {
      const text = readFileSync(path, 'utf8');
      if (!path.endsWith('contract/src/parameters.ts')) return text;
      const start = text.indexOf('export const PARAMETER_CATALOG');
      const end = text.indexOf('] as const', start);
      return text.slice(0, start) + text.slice(end);
    })
    .join('\n');
}

/** The keys of the decision record's "Removed keys" table. */
function removedKeys(): string[] {
  const record = readFileSync(DECISION, 'utf8');
  const section = record.slice(record.indexOf('## Removed keys'));
  return [...section.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]!);
}

const cssVariable = (key: string) => `--${key.toLowerCase().replaceAll('_', '-')}`;

function isRead(key: string, code: string): boolean {
  const named = new RegExp(`['"\`]${key}['"\`]|\\.${key}\\b`).test(code);
  const asColour = key.endsWith('_COLOR') && code.includes(`var(${cssVariable(key)}`);
  return named || asColour;
}

describe('the site parameters (decision 012)', () => {
  const code = readers();
  const removed = removedKeys();
  const keys = PARAMETER_CATALOG.map((parameter) => parameter.type);

  it('lists removed keys in the decision record', () => {
    expect(removed.length).toBeGreaterThan(0);
  });

  it.each(keys)('%s is read by the code it configures', (key) => {
    expect(isRead(key, code), `${key} is in the catalogue but nothing reads it`).toBe(true);
  });

  it.each(removed)('%s, removed, is no longer in the catalogue', (key) => {
    expect(keys).not.toContain(key);
  });
});
