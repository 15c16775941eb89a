import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import {
  BLOCK_MESSAGES,
  CMS_PAGE_MESSAGES,
  cmsPageMessages,
  ROOT_MESSAGES,
  ROUTE_MESSAGES,
  STOREFRONT_NAMESPACES,
  type RouteModule,
} from './route-messages.ts';

/**
 * The pages receive only the messages their components read (issue 21): these tests walk each route module's
 * imports, find the namespaces its components read (`useTranslation('cart')`), and check its route sends them.
 */
const APP = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const IMPORT =
  /(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const NAMESPACE_READ = /use(?:Admin)?Translation\(\s*(?:['"]([a-z-]+)['"])?\s*\)/g;
/**
 * The names a file gives a namespace's translate function: `const { t } = useTranslation('cart')`,
 * `const { t: cartTexts } = useTranslation('cart')`, `const checks = useTranslation('account').t`.
 */
const BINDING = /const\s+(?:\{([^}]*)\}|(\w+))\s*=\s*use(?:Admin)?Translation\(\s*(?:['"]([a-z-]+)['"])?\s*\)(\.t\b)?/g;
/** `t` or `t: alias` in a destructuring (`{ t, i18n }`). */
const T_PROPERTY = /(?:^|,)\s*t\s*(?::\s*(\w+)\s*)?(?:,|$)/;

/**
 * The keys a file reads of a namespace through the names it gives its translate function: literally
 * (`t('header.label')`), or the fixed start of a built one (`t(`units.${kind}`)`). A file that reads two namespaces
 * through the same name has each credited with every key (a part must then hold both's keys).
 */
function keysRead(source: string, namespace: string): string[] {
  const names = new Set<string>();
  for (const [, properties, variable, read = 'common', dotT] of source.matchAll(BINDING)) {
    if (read !== namespace) continue;
    if (variable && dotT) names.add(variable);
    const property = properties === undefined ? null : T_PROPERTY.exec(properties);
    if (property) names.add(property[1] ?? 't');
  }
  return [...names].flatMap((name) =>
    [...source.matchAll(new RegExp(String.raw`\b${name}\(\s*(?:'([^']+)'|\`([^\`$]*)\$?)`, 'g'))].map(
      (match) => `${namespace}.${match[1] ?? match[2]}`,
    ),
  );
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  const found = [base, `${base}.ts`, `${base}.tsx`].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return found ?? null;
}

/**
 * Every module a route module imports (at once or lazily), with the namespaces each reads; `stops`: modules not
 * walked into (paths under app/).
 */
function importGraph(entry: string, stops: readonly string[] = []): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  const stopped = new Set(stops.map((stop) => join(APP, stop)));
  const stack = [join(APP, entry)];
  for (let file = stack.pop(); file; file = stack.pop()) {
    if (graph.has(file) || stopped.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    graph.set(file, new Set([...source.matchAll(NAMESPACE_READ)].map((match) => match[1] ?? 'common')));
    for (const match of source.matchAll(IMPORT)) {
      if (match[1]) continue; // a type import brings no component
      const imported = resolveImport(file, (match[2] ?? match[3])!);
      if (imported) stack.push(imported);
    }
  }
  return graph;
}

interface RouteEntry {
  file: string;
  children?: RouteEntry[];
}

/** The route modules with the modules above them (a nested route's page also has its parent's messages). */
function routeModules(entries: RouteEntry[], parents: string[] = []): { file: string; parents: string[] }[] {
  return entries.flatMap((entry) => [
    { file: entry.file, parents },
    ...routeModules(entry.children ?? [], [...parents, entry.file]),
  ]);
}

const declared = (file: string): readonly string[] => ROUTE_MESSAGES[file as RouteModule] ?? [];
const rootGraph = importGraph('root.tsx');
const WHOLE_ROOT_NAMESPACES = ROOT_MESSAGES.filter((scope) => !scope.includes('.'));

/**
 * A file reads `namespace` only where `scopes` send it: the whole namespace, or a part holding each key the file
 * reads (`t('quantity.label')` is in `product.quantity`).
 */
function expectReadsSent(file: string, namespace: string, scopes: readonly string[], sender: string) {
  if (scopes.includes(namespace)) return;
  const keys = keysRead(readFileSync(file, 'utf8'), namespace);
  expect(keys.length, `${relative(APP, file)} reads '${namespace}', which ${sender} does not send`).toBeGreaterThan(0);
  for (const key of keys) {
    const covered = scopes.some((scope) => key === scope || key.startsWith(`${scope}.`));
    expect(covered, `${relative(APP, file)} reads ${key}, which ${sender} does not send`).toBe(true);
  }
}

/** Each file of a graph reads only what the root sends: its whole namespaces, or keys in the parts it sends. */
function expectSentByRoot(graph: Map<string, Set<string>>) {
  for (const [file, namespaces] of graph) {
    for (const namespace of namespaces) expectReadsSent(file, namespace, ROOT_MESSAGES, 'ROOT_MESSAGES');
  }
}

const ERROR_BOUNDARY = /export const ErrorBoundary = (\w+);/;

describe('the messages each page receives', () => {
  it('the root sends what its frame reads: whole namespaces, or the parts of one its files read', () => {
    expectSentByRoot(rootGraph);
  });

  it('an error page reads only the root’s messages (a loader that threw sent none)', () => {
    let boundaries = 0;
    for (const { file } of routeModules(routes as RouteEntry[])) {
      const source = readFileSync(join(APP, file), 'utf8');
      // An error page written in the route module itself, after the page (the back-office frame's 403).
      const inline = source.indexOf('export function ErrorBoundary');
      if (inline !== -1) {
        const tail = source.slice(inline);
        for (const [, namespace = 'common'] of tail.matchAll(NAMESPACE_READ)) {
          for (const key of keysRead(tail, namespace)) {
            const covered = ROOT_MESSAGES.some((scope) => key === scope || key.startsWith(`${scope}.`));
            expect(covered, `${file}'s ErrorBoundary reads ${key}, not in ROOT_MESSAGES`).toBe(true);
          }
        }
        boundaries += 1;
        continue;
      }
      const name = ERROR_BOUNDARY.exec(source)?.[1];
      const from = name && new RegExp(`import \\{[^}]*\\b${name}\\b[^}]*\\} from '([^']+)'`).exec(source)?.[1];
      if (!from) continue;
      const module = resolveImport(join(APP, file), from);
      expect(module, `${file}'s ErrorBoundary`).not.toBeNull();
      expectSentByRoot(importGraph(relative(APP, module!)));
      boundaries += 1;
    }
    expect(boundaries).toBeGreaterThan(20);
  });

  it('each route sends what its components read beyond the root’s: whole namespaces, or the parts they read', () => {
    const modules = routeModules(routes as RouteEntry[]).filter(({ file }) => file.endsWith('.tsx'));
    expect(modules.length).toBeGreaterThan(40);
    for (const { file, parents } of modules) {
      const sent = [...ROOT_MESSAGES, ...[...parents, file].flatMap(declared)];
      for (const [module, namespaces] of importGraph(file)) {
        if (rootGraph.has(module)) continue; // the root's frame: its messages are the root's
        for (const namespace of namespaces) {
          if (namespace.startsWith('admin')) continue; // the back-office's own messages (admin-messages.server.ts)
          expectReadsSent(module, namespace, sent, `${file}'s route`);
        }
      }
    }
  });

  it('the back-office’s frame sends every storefront namespace (its pages reuse the storefront’s parts)', () => {
    expect(declared('routes/admin/admin-layout.tsx')).toEqual(STOREFRONT_NAMESPACES);
  });

  it('a CMS page sends its kind’s (the contact form’s, the shop’s) and its blocks’', () => {
    // A block's components, and the chunks the page's loader fetches for that block.
    const blockParts: Record<string, string[]> = {};
    const registry = readFileSync(join(APP, 'features/blocks/block-registry.ts'), 'utf8');
    for (const [, type, component] of registry.matchAll(/^\s+(\w+): (\w+),$/gm)) {
      blockParts[type!] = [`features/blocks/${component}.tsx`];
    }
    blockParts['form']!.push('features/forms/FormView.tsx');
    blockParts['album']!.push('features/albums/AlbumBlockView.tsx');
    expect(Object.keys(blockParts).sort()).toEqual(Object.keys(BLOCK_MESSAGES).sort());
    const expectReadsOnly = (entry: string, scopes: readonly string[], stops: string[] = []) => {
      const sent = new Set<string>([...WHOLE_ROOT_NAMESPACES, ...scopes]);
      for (const [module, namespaces] of importGraph(entry, stops)) {
        if (rootGraph.has(module)) continue;
        for (const namespace of namespaces) {
          expect(sent.has(namespace), `${entry} shows ${relative(APP, module)}, reading '${namespace}'`).toBe(true);
        }
      }
    };
    for (const [type, parts] of Object.entries(blockParts)) {
      for (const part of parts) expectReadsOnly(part, cmsPageMessages('cms', [type as keyof typeof BLOCK_MESSAGES]));
    }
    // The page's own parts, without its blocks' (they come with the blocks above).
    const blockFiles = ['features/blocks/block-registry.ts', ...Object.values(blockParts).flat()];
    expectReadsOnly('routes/cms-page.tsx', CMS_PAGE_MESSAGES.cms, [
      ...blockFiles,
      'features/pages/ContactPage.tsx',
      'features/shop/load-shop-views.ts',
    ]);
    expectReadsOnly('features/pages/ContactPage.tsx', CMS_PAGE_MESSAGES.contact, blockFiles);
    expectReadsOnly('features/shop/load-shop-views.ts', CMS_PAGE_MESSAGES.shop, blockFiles);
    // A page of text and pictures gets no blog, event, form nor album messages.
    expect(cmsPageMessages('cms', ['hero', 'services', 'gallery', 'reviews'])).toEqual(['blocks']);
    expect(cmsPageMessages('contact', ['form', 'richText', 'form'])).toEqual(['blocks', 'forms', 'pages']);
  });

  it('names only route modules that exist', () => {
    for (const file of Object.keys(ROUTE_MESSAGES)) expect(existsSync(join(APP, file)), file).toBe(true);
  });
});
