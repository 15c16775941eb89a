/**
 * The app's stylesheet cut to what a page uses (issue 21: CSS as small as the page needs). The page's HTML is
 * read whole before it leaves (server.ts); its `<style id="app-css">` keeps the stylesheet's frame (the theme's
 * variables, the base rules, the layout's own rules) and, of Tailwind's utilities, only those whose classes the
 * page's elements carry. The whole stylesheet follows as a file, fetched at low priority and applied once the
 * page runs (AppStyles): what a click shows later (a menu, a dialog) is styled by then.
 *
 * Tailwind's output is regular: its utilities are `@layer utilities { … }`, each rule a selector of classes with
 * variants (`.md\:flex`, `.hover\:underline:hover`, `.group-hover\:x:is(:where(.group):hover *)`), some in an
 * `@media` or `@supports`. A rule is kept when, in one of its selectors, every class outside a pseudo-class's
 * parentheses is on the page; classes inside `:where()`, `:is()`, `:not()` or `:has()` are not asked for (kept
 * rather than lost).
 *
 * Then the custom properties: of the theme's variables (`@layer theme`), Tailwind's registered ones (`@property
 * --tw-…`) and their fallback for browsers without `@property` (`@layer properties`), only those some kept rule or
 * the page itself reads (`var(--name…)`) stay, and the theme's variables those read. A variable set by a kept
 * utility but read by none changes nothing on the page; one that is read keeps its registration (`inherits:
 * false` stops a parent's value from reaching its children).
 */

/** A rule of the utilities layer: its text, and the classes each of its selectors needs (one set each). */
interface UtilityRule {
  text: string;
  needs: string[][];
}

/** A group of the utilities layer (`@media (min-width:768px){…}`): its head and its rules. */
interface UtilityGroup {
  head: string;
  children: (UtilityRule | UtilityGroup)[];
}

interface ParsedCss {
  /** The stylesheet before the utilities' layer, and after it: kept whole. */
  before: string;
  after: string;
  utilities: UtilityGroup | null;
}

/** The top-level blocks of a CSS text (`a{…}`, `@media …{…}`, `@layer x;`), as written. */
function blocks(css: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  let quote: string | null = null;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (quote) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '\\') i += 1;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) {
        out.push(css.slice(start, i + 1));
        start = i + 1;
      }
    } else if (char === ';' && depth === 0) {
      out.push(css.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (css.slice(start).trim()) out.push(css.slice(start));
  return out;
}

/** `md\:flex` → `md:flex`; `\32 xl\:grid` → `2xl:grid` (CSS escapes, hexadecimal ones too). */
function unescapeCss(name: string): string {
  return name.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );
}

/** A selector list split at its top-level commas. */
function selectors(list: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i += 1) {
    const char = list[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      out.push(list.slice(start, i));
      start = i + 1;
    }
  }
  out.push(list.slice(start));
  return out;
}

/** A class name as a selector writes it; a hexadecimal escape may end with a space of its own (`\32 xl`). */
const CLASS_NAME = /(?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F])+/y;

/** Where the parenthesis or bracket opened at `open` closes (escapes skipped); the selector's end if it never does. */
function closing(selector: string, open: number): number {
  let depth = 0;
  for (let i = open; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') depth += 1;
    else if ((char === ')' || char === ']') && (depth -= 1) === 0) return i;
  }
  return selector.length;
}

/** A selector ending with `:where` or `:is`: what follows in parentheses must match, unlike `:not(…)` or `:has(…)`. */
const MATCHES = /:(?:where|is)$/;

/**
 * The classes a selector asks for: those outside parentheses and brackets, and those of a `:where()` or `:is()`
 * of one selector (`:where(.space-y-2>:not(:last-child))`, `:is(:where(.group):hover .group-hover\:x)`): the rule
 * matches nothing on a page without them. A list inside (`:where(.dark,.dark *)`), `:not()` and `:has()` ask for
 * nothing.
 */
function neededClasses(selector: string, classes: string[] = []): string[] {
  for (let i = 0; i < selector.length; i += 1) {
    const char = selector[i];
    if (char === '\\') i += 1;
    else if (char === '(' || char === '[') {
      const end = closing(selector, i);
      const inner = selector.slice(i + 1, end);
      if (char === '(' && MATCHES.test(selector.slice(0, i)) && selectors(inner).length === 1)
        neededClasses(inner, classes);
      i = end;
    } else if (char === '.') {
      CLASS_NAME.lastIndex = i + 1;
      const name = CLASS_NAME.exec(selector)?.[0] ?? '';
      classes.push(unescapeCss(name));
      i += name.length;
    }
  }
  return classes;
}

function parseGroup(head: string, body: string): UtilityGroup {
  const children = blocks(body).map((block): UtilityRule | UtilityGroup => {
    const open = block.indexOf('{');
    if (open === -1 || !block.trimStart().startsWith('@')) {
      const prelude = open === -1 ? '' : block.slice(0, open);
      return { text: block, needs: open === -1 ? [[]] : selectors(prelude).map((selector) => neededClasses(selector)) };
    }
    return parseGroup(block.slice(0, open + 1), block.slice(open + 1, -1));
  });
  return { head, children };
}

function parse(css: string): ParsedCss {
  const all = blocks(css);
  const at = all.findIndex((block) => /^\s*@layer\s+utilities\s*\{/.test(block));
  if (at === -1) return { before: css, after: '', utilities: null };
  const layer = all[at]!;
  const open = layer.indexOf('{');
  return {
    before: all.slice(0, at).join(''),
    after: all.slice(at + 1).join(''),
    utilities: parseGroup(layer.slice(0, open + 1), layer.slice(open + 1, -1)),
  };
}

function render(group: UtilityGroup, has: Set<string>): string {
  let inner = '';
  for (const child of group.children) {
    if ('head' in child) inner += render(child, has);
    else if (child.needs.some((classes) => classes.every((name) => has.has(name)))) inner += child.text;
  }
  return inner ? `${group.head}${inner}}` : '';
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', '#39': "'" };

/** The classes the page's elements carry (`class="…"`, as React writes it). */
export function classesOf(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) {
    const decoded = value.replace(/&(amp|quot|apos|lt|gt|#39);/g, (_, name: string) => ENTITIES[name] ?? '');
    for (const name of decoded.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The variables a text reads: `--x` of each `var(--x` (fallbacks' own `var()` too). */
function variablesRead(text: string, into = new Set<string>()): Set<string> {
  for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) into.add(name!);
  return into;
}

/** A custom property's declaration `--name:value` (to its `;` or its rule's end), with quoted values. */
const DECLARATION = /(--[\w-]+):(?:[^;{}"']|"[^"]*"|'[^']*')*;?/g;

/** The declarations of custom properties in `block` that `keep` refuses, taken out. */
const withDeclarations = (block: string, keep: (name: string) => boolean) =>
  block.replace(DECLARATION, (declaration, name: string) => (keep(name) ? declaration : ''));

/** A block's start, after the comments before it (Tailwind's licence comment heads the first one). */
const START = String.raw`^\s*(?:\/\*[\s\S]*?\*\/\s*)*`;
const THEME = new RegExp(String.raw`${START}@layer\s+theme\s*\{`);
const PROPERTIES = new RegExp(String.raw`${START}@layer\s+properties\s*\{`);
const REGISTRATION = new RegExp(String.raw`${START}@property\s+(--[\w-]+)`);

const isVariables = (block: string) => THEME.test(block) || PROPERTIES.test(block) || REGISTRATION.test(block);

/**
 * The stylesheet from its frame's blocks (before and after the utilities) and the kept utilities, with only the
 * custom properties read by a rule, by the page (`elsewhere`: its HTML besides this stylesheet, the site's theme
 * and inline styles) or by a kept variable of the theme.
 */
function withVariablesRead(before: string[], kept: string, after: string[], elsewhere: string): string {
  const read = variablesRead([...before, kept, ...after, elsewhere].filter((block) => !isVariables(block)).join(''));
  // The theme's variables read others (`--default-font-family: var(--font-sans)`): until none is added.
  const theme = before.find((block) => THEME.test(block)) ?? '';
  for (let size = -1; size !== read.size;) {
    size = read.size;
    for (const [declaration, name] of theme.matchAll(DECLARATION))
      if (read.has(name!)) variablesRead(declaration, read);
  }
  const keep = (name: string) => read.has(name);
  const cut = (block: string) => {
    if (THEME.test(block) || PROPERTIES.test(block)) return withDeclarations(block, keep);
    const registered = REGISTRATION.exec(block)?.[1];
    return registered && !keep(registered) ? '' : block;
  };
  return before.map(cut).join('') + kept + after.map(cut).join('');
}

let parsed: { css: string; result: ParsedCss; before: string[]; after: string[] } | null = null;

/** The stylesheet with only the utilities the page's HTML uses, and the variables those and the page read. */
export function pageCss(css: string, html: string, elsewhere = ''): string {
  if (parsed?.css !== css) {
    const result = parse(css);
    parsed = { css, result, before: blocks(result.before), after: blocks(result.after) };
  }
  const { utilities } = parsed.result;
  if (!utilities) return css;
  const kept = render(utilities, classesOf(html)) || `${utilities.head}}`;
  return withVariablesRead(parsed.before, kept, parsed.after, elsewhere);
}

const APP_CSS = /(<style id="app-css">)([\s\S]*?)(<\/style>)/;

/** The page with its `<style id="app-css">` cut to what its elements use. */
export function withPageCss(html: string): string {
  const match = APP_CSS.exec(html);
  if (!match) return html;
  const elsewhere = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  const css = pageCss(match[2]!, html, elsewhere);
  return html.slice(0, match.index) + match[1] + css + match[3] + html.slice(match.index + match[0].length);
}
