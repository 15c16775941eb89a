import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

/** Packages few requests need, imported on their first use and not by the server's start (decision 005). */
const ON_FIRST_USE = [
  'stripe',
  'onlinepayments-sdk-nodejs',
  'pdfkit',
  'nodemailer',
  'ioredis',
  'pg-boss',
  'pg',
  'sharp',
  'file-type',
  '@capsizecss/unpack',
  'sanitize-html',
  'i18n-iso-countries',
];

it('the server starts without the packages few requests need (payments, PDF, mail, images, uploads, fonts, HTML cleaning, country names)', () => {
  // The server's module graph, as Node resolves it: every package a module of it imports, statically.
  const script = `
    import { registerHooks } from 'node:module';
    const packages = new Set();
    registerHooks({
      resolve(specifier, context, next) {
        const resolved = next(specifier, context);
        const name = /\\/node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(resolved.url)?.[1];
        if (name) packages.add(name);
        return resolved;
      },
    });
    await import(${JSON.stringify(new URL('./start.ts', import.meta.url).href)});
    console.log(JSON.stringify([...packages]));
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { encoding: 'utf8' });
  expect(run.status, run.stderr).toBe(0);
  const imported = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '[]') as string[];
  // The hook saw the start's imports…
  expect(imported).toEqual(expect.arrayContaining(['fastify', 'drizzle-orm', '@electric-sql/pglite']));
  // …and none of these.
  expect(imported.filter((name) => ON_FIRST_USE.includes(name))).toEqual([]);
});
