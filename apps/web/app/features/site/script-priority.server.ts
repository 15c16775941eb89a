import { Transform } from 'node:stream';
import { StringDecoder } from 'node:string_decoder';

const PRELOAD = '<link rel="modulepreload"';
const LOW = '<link rel="modulepreload" fetchpriority="low"';

/**
 * Rewrites React Router's `<link rel="modulepreload">` tags as they stream out so the browser fetches the
 * page's JavaScript at low priority: the HTML, styles, fonts and hero image (what the first paint needs)
 * go first on a slow connection, and hydration follows. React Router's <Scripts> has no prop for this.
 */
export function lowPriorityScripts(): Transform {
  let tail = '';
  // A character's bytes may straddle two chunks too: the decoder holds them back until complete.
  const decoder = new StringDecoder('utf8');
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      const text = (tail + decoder.write(chunk)).replaceAll(PRELOAD, LOW);
      // Keep back what could be the start of a tag split across two chunks.
      const cut = text.lastIndexOf('<');
      const keep = cut >= 0 && text.length - cut < PRELOAD.length && PRELOAD.startsWith(text.slice(cut));
      tail = keep ? text.slice(cut) : '';
      callback(null, keep ? text.slice(0, cut) : text);
    },
    flush(callback) {
      callback(null, tail + decoder.end());
    },
  });
}

const MODULE_PRELOAD_TAG = /<link rel="modulepreload"(?: fetchpriority="low")? href="([^"]+)"\/>/g;
const HYDRATION_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_ROUTE_IMPORT = /^import \* as (route\d+) from ("[^"]+");$/gm;
/** React Router's import of the entry module, which ends its hydration script. */
const ENTRY_IMPORT = /^import\("([^"]+)"\);\s*$/m;

/**
 * Lets the first paint happen before the page's JavaScript is even asked for (issue 21): React Router's
 * hydration script imports the route modules statically and its `modulepreload` links fetch every module as the
 * head is read, so on a slow phone the scripts share the line with the HTML, the fonts and the hero image, and
 * Lighthouse counts them all before the largest paint. Here the links go, and the script (the same inline module,
 * hashed by the page's policy as it stands) waits for the frame after the first paint, then adds the same links
 * (so the modules still come in parallel, not one import after the other) and imports the route modules itself.
 * A hidden tab does not paint: it goes on at once. A page without React Router's script is left as it is.
 *
 * The modules are then evaluated one per task, in the order of the links, before the routes are imported: the
 * browser evaluates a module graph in one go, and the page's whole graph (React, React Router, the app's code) was
 * the longest task of every page's load (42–102 ms on a slow machine, ×4 in Lighthouse's mobile simulation), where
 * each module alone is shorter and the browser may paint or answer a tap between two. The entry module is left
 * for React Router's own import, last: it hydrates once evaluated.
 */
export function hydrateAfterFirstPaint(html: string): string {
  const script = HYDRATION_SCRIPT.exec(html);
  if (!script) return html;
  const routes = [...script[1]!.matchAll(STATIC_ROUTE_IMPORT)];
  if (routes.length === 0) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD_TAG)].map((tag) => tag[1]!);
  // Without React Router's entry import (another version's script), no module is evaluated ahead: the entry must
  // not hydrate before the route modules are set.
  const entry = ENTRY_IMPORT.exec(script[1]!)?.[1];
  const evaluated = entry ? `modules.filter((href) => href !== ${JSON.stringify(entry)})` : '[]';
  const code =
    'await new Promise((go) => (document.hidden ? go() : requestAnimationFrame(() => setTimeout(go))));\n' +
    `const modules = ${JSON.stringify(preloads)};\n` +
    'for (const href of modules) {\n' +
    "  const link = document.createElement('link');\n" +
    "  link.rel = 'modulepreload';\n" +
    '  link.href = href;\n' +
    '  document.head.append(link);\n' +
    '}\n' +
    "const nextTask = () => (typeof scheduler === 'object' && scheduler.yield ? scheduler.yield() : new Promise((go) => setTimeout(go)));\n" +
    `for (const href of ${evaluated}) {\n` +
    '  await import(href);\n' +
    '  await nextTask();\n' +
    '}\n' +
    `const [${routes.map((route) => route[1]).join(', ')}] = await Promise.all([${routes.map((route) => `import(${route[2]})`).join(', ')}]);\n` +
    script[1]!.replace(STATIC_ROUTE_IMPORT, '');
  const withoutPreloads = html.replace(MODULE_PRELOAD_TAG, '');
  return withoutPreloads.replace(HYDRATION_SCRIPT, () => `<script type="module" async="">${code}</script>`);
}
