import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { hydrateAfterFirstPaint, lowPriorityScripts } from './script-priority.server.ts';

const html =
  '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>é ü <a href="/x">&lt;link</a></p><link rel="modulepreload" href="/assets/b.js"/></body></html>';
const expected = html.replaceAll('<link rel="modulepreload"', '<link rel="modulepreload" fetchpriority="low"');

async function rewrite(chunks: Buffer[]) {
  return text(Readable.from(chunks).pipe(lowPriorityScripts()));
}

describe('lowPriorityScripts', () => {
  it('marks every module preload low priority and leaves the rest as it was', async () => {
    expect(await rewrite([Buffer.from(html)])).toBe(expected);
  });

  it('finds tags split across chunks, at every split point', async () => {
    const bytes = Buffer.from(html);
    for (let at = 1; at < bytes.length; at++) {
      expect(await rewrite([bytes.subarray(0, at), bytes.subarray(at)])).toBe(expected);
    }
  });
});

describe('hydrateAfterFirstPaint', () => {
  const page =
    '<html><head><link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
    '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/><link rel="stylesheet" href="/s.css"/></head>' +
    '<body><p>Bonjour</p><script>window.__reactRouterContext = {};</script><script type="module" async="">;\n' +
    'import * as route0 from "/assets/root.js";\n' +
    'import * as route1 from "/assets/page.js";\n' +
    '  window.__reactRouterManifest = {};\n' +
    '  window.__reactRouterRouteModules = {"root":route0,"page":route1};\n\n' +
    'import("/assets/entry.js");</script></body></html>';

  it('drops the module preloads and has the script import the routes once the first paint is done', async () => {
    const html = hydrateAfterFirstPaint(page);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain('<link rel="stylesheet" href="/s.css"/>');
    expect(html).toContain('<script>window.__reactRouterContext = {};</script>');
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(code).not.toMatch(/^import \*/m);
    expect(code.indexOf('requestAnimationFrame')).toBeLessThan(code.indexOf('import('));
    expect(code).toContain('const modules = ["/assets/entry.js","/assets/root.js"];');
    // Every preloaded module but the entry is evaluated in a task of its own, before the routes are imported.
    expect(code).toContain(
      'for (const href of modules.filter((href) => href !== "/assets/entry.js")) {\n  await import(href);\n  await nextTask();\n}',
    );
    expect(code).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/page.js")]);',
    );
    expect(code).toContain('window.__reactRouterRouteModules = {"root":route0,"page":route1};');
    expect(code.trimEnd().endsWith('import("/assets/entry.js");')).toBe(true);
  });

  it('runs the rewritten script as the modules it imports expect', async () => {
    const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(hydrateAfterFirstPaint(page))![1]!;
    const appended: string[] = [];
    const imported: string[] = [];
    let tasks = 0;
    const globals: Record<string, unknown> = {};
    const document = {
      hidden: false,
      createElement: () => ({ rel: '', href: '' }),
      head: { append: (link: { href: string }) => appended.push(link.href) },
    };
    const run = new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      'window',
      'load',
      `return (async () => {${code.replaceAll('import(', 'load(')}})();`,
    ) as (...args: unknown[]) => Promise<void>;
    await run(
      document,
      (callback: () => void) => callback(),
      (callback: () => void) => {
        tasks++;
        callback();
      },
      globals,
      (url: string) => {
        imported.push(url);
        return Promise.resolve({ url });
      },
    );
    expect(appended).toEqual(['/assets/entry.js', '/assets/root.js']);
    // root.js alone first, then the routes (root.js again: already evaluated), then the entry, which hydrates.
    expect(imported).toEqual(['/assets/root.js', '/assets/root.js', '/assets/page.js', '/assets/entry.js']);
    // The wait for the first paint, then one task after each module.
    expect(tasks).toBe(2);
    expect(globals['__reactRouterRouteModules']).toEqual({
      root: { url: '/assets/root.js' },
      page: { url: '/assets/page.js' },
    });
  });

  it('leaves a page without React Router’s script as it is', () => {
    const plain = '<html><head><link rel="modulepreload" href="/a.js"/></head><body></body></html>';
    expect(hydrateAfterFirstPaint(plain)).toBe(plain);
  });
});
