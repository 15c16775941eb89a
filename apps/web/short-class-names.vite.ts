import { parseAst, type Plugin } from 'vite';

/**
 * Tailwind's class names, shortened in the production build (issue 21: lighter pages). A page's class attributes
 * were a third of its markup (`focus-visible:outline-offset-3`, `md:grid-cols-2 lg:grid-cols-3`); each utility of
 * the stylesheet gets a name of one to three characters instead (`Ab`), in the stylesheet and in the built code,
 * the same in the browser's build and the server's (the server renders the names the browser hydrates).
 *
 * The stylesheet (`app.css`, Tailwind's whole output) decides: a name is shortened when it is a utility's (in
 * `@layer utilities`), reads as one (a dash, a colon, a slash, a bracket, a dot: `flex` or `hidden` stay, words a
 * string may hold for another reason) and is not also a CSS keyword (`inline-block`, `ease-in`: a style's value in
 * the code). The short names start with a capital letter, which no class of the project or of its libraries does.
 *
 * In the code, every word of a string or of a template literal's text that is a shortened utility's name takes its
 * short name: such a name is only ever a class. Class names stored in the database are not Tailwind's (the rich
 * text keeps no class attribute). `npm run dev` serves the names as written.
 */

/** CSS keywords Tailwind also names a utility after: a style object or an animation may hold them as values. */
const CSS_KEYWORDS = new Set([
  'inline-block',
  'inline-flex',
  'inline-grid',
  'inline-table',
  'table-cell',
  'table-row',
  'table-caption',
  'table-column',
  'table-row-group',
  'table-column-group',
  'table-header-group',
  'table-footer-group',
  'flow-root',
  'list-item',
  'line-through',
  'ease-in',
  'ease-out',
  'ease-in-out',
  'ease-linear',
  'break-all',
  'break-keep',
  'scale-down',
  'zoom-in',
  'zoom-out',
  'not-allowed',
  'pre-wrap',
  'pre-line',
  'max-content',
  'min-content',
  'fit-content',
]);

/** A class name as a selector writes it (CSS escapes, hexadecimal ones with their optional space). */
const SELECTOR_CLASS = /\.((?:[\w-]|\\[0-9a-fA-F]{1,6}\s?|\\[^0-9a-fA-F])+)/g;

const unescapeCss = (name: string) =>
  name.replace(/\\([0-9a-fA-F]{1,6}\s?|[\s\S])/g, (_, escaped: string) =>
    /^[0-9a-fA-F]{1,6}\s?$/.test(escaped) ? String.fromCodePoint(parseInt(escaped, 16)) : escaped,
  );

/** A utility's name that reads as one: a plain word (`flex`, `hidden`) may be a string's value for another reason. */
const READS_AS_UTILITY = /[-:/[\].@]/;

interface Prelude {
  /** Where the selector starts and ends in the stylesheet. */
  start: number;
  end: number;
  /** In `@layer utilities`. */
  utility: boolean;
}

/**
 * The selectors of a stylesheet (the text before each `{` that is not an at-rule's), skipping comments and
 * strings; the at-rules' preludes (`@media (min-width:48rem)`) and the declarations (`margin:.5rem`) hold no class.
 */
function preludes(css: string): Prelude[] {
  const found: Prelude[] = [];
  const layers: boolean[] = [];
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    const char = css[i];
    if (char === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2);
      const after = close === -1 ? css.length : close + 2;
      // A comment before a selector is not part of it.
      if (css.slice(start, i).trim() === '') start = after;
      i = after - 1;
    } else if (char === '"' || char === "'") {
      for (i += 1; i < css.length && css[i] !== char; i += 1) if (css[i] === '\\') i += 1;
    } else if (char === '\\') i += 1;
    else if (char === '{') {
      const text = css.slice(start, i).trim();
      const inUtilities = layers.includes(true);
      layers.push(/^@layer\s+utilities$/.test(text));
      if (!text.startsWith('@')) found.push({ start, end: i, utility: inUtilities });
      start = i + 1;
    } else if (char === '}') {
      layers.pop();
      start = i + 1;
    } else if (char === ';') start = i + 1;
  }
  return found;
}

/** A quoted string of a selector (`[data-x="a.b"]`), not an escaped quote in a class name (`.bg-\[url\(\'a\'\)\]`). */
const QUOTED = /(?<!\\)(["'])(?:\\.|(?!\1)[^\\])*\1/g;

/** Every class a selector names, with where its name starts and ends (quoted attribute values skipped). */
function classesOf(css: string, { start, end }: Prelude): { name: string; start: number; end: number }[] {
  const selector = css.slice(start, end).replace(QUOTED, (quoted) => ' '.repeat(quoted.length));
  return [...selector.matchAll(SELECTOR_CLASS)].map((match) => ({
    name: unescapeCss(match[1]!.trimEnd()),
    start: start + match.index + 1,
    end: start + match.index + 1 + match[1]!.trimEnd().length,
  }));
}

/** The n-th short name: a capital letter, then letters and digits (`A`…`Z`, `Aa`…`Z9`, `Aaa`…). */
export function shortName(index: number): string {
  const rest = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  let name = String.fromCharCode(65 + (index % 26));
  for (let n = Math.floor(index / 26); n > 0; n = Math.floor((n - 1) / rest.length)) {
    name += rest[(n - 1) % rest.length];
  }
  return name;
}

/** The utilities shortened, each to its short name. */
export type ShortNames = Map<string, string>;

/** The short names of a stylesheet's utilities, given in the order the stylesheet first names them. */
export function shortNamesOf(css: string): ShortNames {
  const short: ShortNames = new Map();
  for (const prelude of preludes(css)) {
    if (!prelude.utility) continue;
    for (const { name } of classesOf(css, prelude)) {
      if (READS_AS_UTILITY.test(name) && !CSS_KEYWORDS.has(name) && !short.has(name)) {
        short.set(name, shortName(short.size));
      }
    }
  }
  return short;
}

/** The stylesheet with its utilities' short names, in every selector (variants, `:where()`, `:is()` included). */
export function shortenStylesheet(css: string, short: ShortNames): string {
  let out = '';
  let last = 0;
  for (const prelude of preludes(css)) {
    for (const { name, start, end } of classesOf(css, prelude)) {
      const replacement = short.get(name);
      if (replacement === undefined) continue;
      out += css.slice(last, start) + replacement;
      last = end;
    }
  }
  return out + css.slice(last);
}

/**
 * A string's text with its utilities' short names: every word of it that is one (a class list is the only place
 * a name such as `md:grid-cols-2` appears; a word next to a template literal's expression, `open`, is part of a
 * longer name, and one that is a shortened utility's stops the build: the code would write a name the stylesheet
 * no longer has). Escaped line breaks separate words, as the minifier writes a class list over several lines.
 */
export function shortenClassList(
  text: string,
  short: ShortNames,
  open: { start: boolean; end: boolean } = { start: false, end: false },
): string {
  const parts = text.split(/(\s+|\\[nrt])/);
  return parts
    .map((part, index) => {
      const replacement = index % 2 === 0 ? short.get(part) : undefined;
      if (replacement === undefined) return part;
      if ((index === 0 && open.start) || (index === parts.length - 1 && open.end)) {
        throw new Error(`short class names: "${text}" joins the class ${part} to an expression; put a space between`);
      }
      return replacement;
    })
    .join('');
}

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  tail?: boolean;
  [key: string]: unknown;
}

/** Every string literal and template literal text of a module, with where its text starts and ends. */
function stringsOf(code: string): { start: number; end: number; open: { start: boolean; end: boolean } }[] {
  const found: { start: number; end: number; open: { start: boolean; end: boolean } }[] = [];
  const visit = (node: unknown, parent?: Node): void => {
    if (Array.isArray(node)) {
      for (const child of node) visit(child, parent);
      return;
    }
    if (!node || typeof node !== 'object' || typeof (node as Node).type !== 'string') return;
    const current = node as Node;
    if (current.type === 'Literal' && typeof current.value === 'string') {
      found.push({ start: current.start + 1, end: current.end - 1, open: { start: false, end: false } });
    } else if (current.type === 'TemplateElement') {
      const quasis = (parent?.['quasis'] as Node[] | undefined) ?? [];
      found.push({
        start: current.start,
        end: current.end,
        open: { start: quasis[0] !== current, end: !current.tail },
      });
    }
    for (const [key, value] of Object.entries(current)) {
      if (key !== 'type' && value && typeof value === 'object') visit(value, current);
    }
  };
  visit(parseAst(code));
  // In the order of the text: a template literal's texts come before the strings of its expressions in the tree.
  return found.sort((a, b) => a.start - b.start);
}

/** A built module with its class lists shortened. */
export function shortenModule(code: string, short: ShortNames): string {
  let out = '';
  let last = 0;
  for (const { start, end, open } of stringsOf(code)) {
    const text = code.slice(start, end);
    const shortened = shortenClassList(text, short, open);
    if (shortened === text) continue;
    out += code.slice(last, start) + shortened;
    last = end;
  }
  return out + code.slice(last);
}

const STYLESHEET = /[\\/]app[\\/]app\.css(\?|$)/;

/** The build's plugin: the stylesheet as Tailwind wrote it decides the names, then every chunk is rewritten. */
export function shortClassNames(): Plugin {
  // One per build environment (the browser's, the server's): each reads the same stylesheet, so both agree.
  const byEnvironment = new Map<string, ShortNames>();
  return {
    name: 'atelier:short-class-names',
    apply: 'build',
    transform(code, id) {
      if (!STYLESHEET.test(id) || code.startsWith('import ') || code.startsWith('export ')) return null;
      const short = shortNamesOf(code);
      // The server renders the names the browser's code and stylesheet use: both builds must read one stylesheet.
      for (const [environment, other] of byEnvironment) {
        if (environment !== this.environment.name && JSON.stringify([...other]) !== JSON.stringify([...short])) {
          throw new Error(`short class names: the ${environment} build and the ${this.environment.name} build differ`);
        }
      }
      byEnvironment.set(this.environment.name, short);
      return { code: shortenStylesheet(code, short), map: null };
    },
    renderChunk(code) {
      const short = byEnvironment.get(this.environment.name);
      return short ? { code: shortenModule(code, short), map: null } : null;
    },
  };
}
