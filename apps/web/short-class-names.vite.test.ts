import { describe, expect, it } from 'vitest';
import {
  shortClassNames,
  shortName,
  shortNamesOf,
  shortenClassList,
  shortenModule,
  shortenStylesheet,
} from './short-class-names.vite.ts';

// Tailwind's output, as the build's transform sees it (the layers, escaped variants, `:where()`, media queries).
const STYLESHEET = `/*! tailwindcss v4 | MIT License */
@layer theme{:root{--spacing:.25rem}}
@layer base{.prose a{color:red}}
@layer utilities{
.flex{display:flex}
.inline-block{display:inline-block}
.mt-0\\.5{margin-top:calc(var(--spacing) * .5)}
.md\\:grid-cols-2{@media (width>=48rem){grid-template-columns:repeat(2,minmax(0,1fr))}}
.focus-visible\\:outline-3:focus-visible{outline-width:3px}
.group-hover\\:opacity-100{&:is(:where(.group):hover *){opacity:1}}
.bg-\\[url\\(\\'a\\.svg\\'\\)\\]{background-image:url('a.svg')}
.\\32 xl\\:flex{display:flex}
.stars{mask:url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>")}
}
.site-header .mt-0\\.5,[data-x=".md\\:grid-cols-2"]{color:blue}
`;

describe('short class names', () => {
  it('gives every index its own name, a capital letter first', () => {
    const names = Array.from({ length: 5000 }, (_, index) => shortName(index));
    expect(new Set(names).size).toBe(names.length);
    expect(names.slice(0, 3)).toEqual(['A', 'B', 'C']);
    expect(names[26]).toBe('Aa');
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(names.at(-1)!.length).toBe(3);
  });

  it('shortens the utilities that read as one, not plain words, CSS keywords, nor the other layers’ classes', () => {
    const short = shortNamesOf(STYLESHEET);
    expect([...short.keys()]).toEqual([
      'mt-0.5',
      'md:grid-cols-2',
      'focus-visible:outline-3',
      'group-hover:opacity-100',
      "bg-[url('a.svg')]",
      '2xl:flex',
    ]);
    expect(short.get('mt-0.5')).toBe('A');
    expect(short.has('flex')).toBe(false); // a plain word
    expect(short.has('inline-block')).toBe(false); // a CSS keyword a style may hold
    expect(short.has('group')).toBe(false);
    expect(short.has('prose')).toBe(false); // the base layer's
  });

  it('renames them in every selector, and leaves declarations, strings and comments as they are', () => {
    const short = shortNamesOf(STYLESHEET);
    const css = shortenStylesheet(STYLESHEET, short);
    expect(css).toContain('.A{margin-top:calc(var(--spacing) * .5)}');
    expect(css).toContain('.B{@media (width>=48rem)');
    expect(css).toContain('.C:focus-visible{outline-width:3px}');
    expect(css).toContain('.D{&:is(:where(.group):hover *){opacity:1}}');
    expect(css).toContain(".E{background-image:url('a.svg')}");
    expect(css).toContain('.F{display:flex}');
    expect(css).toContain('.site-header .A,[data-x=".md\\:grid-cols-2"]{color:blue}');
    expect(css).toContain('.flex{display:flex}\n.inline-block{display:inline-block}');
    expect(css).toContain(`mask:url("data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>")`);
    expect(css.startsWith('/*! tailwindcss v4 | MIT License */')).toBe(true);
  });

  it('renames the utilities of a class list, word by word', () => {
    const short = shortNamesOf(STYLESHEET);
    expect(shortenClassList('flex mt-0.5 md:grid-cols-2 site-header', short)).toBe('flex A B site-header');
    expect(shortenClassList('\nflex\n  focus-visible:outline-3\t', short)).toBe('\nflex\n  C\t');
    expect(shortenClassList('flex\\nmt-0.5', short)).toBe('flex\\nA');
    expect(shortenClassList('Une phrase, sans classe : mt-0.5x', short)).toBe('Une phrase, sans classe : mt-0.5x');
    expect(shortenClassList('inline-block', short)).toBe('inline-block');
    // A word against a template literal's expression is part of a longer name: left, unless it is a utility's.
    expect(shortenClassList('flex md:grid-cols-', short, { start: false, end: true })).toBe('flex md:grid-cols-');
    expect(() => shortenClassList('flex mt-0.5', short, { start: false, end: true })).toThrow(/joins the class mt-0.5/);
  });

  it('rewrites a built module’s strings and template literals, whatever their order in its syntax tree', () => {
    const short = shortNamesOf(STYLESHEET);
    const code = [
      'const a = "flex mt-0.5";',
      'const b = `md:grid-cols-2 ${x ? \'focus-visible:outline-3\' : ""} site-header`;',
      'const c = { display: "inline-block", label: "Fermer le menu" };',
      'jsx("p", { className: "é’ 2xl:flex" });',
    ].join('\n');
    expect(shortenModule(code, short)).toBe(
      [
        'const a = "flex A";',
        'const b = `B ${x ? \'C\' : ""} site-header`;',
        'const c = { display: "inline-block", label: "Fermer le menu" };',
        'jsx("p", { className: "é’ F" });',
      ].join('\n'),
    );
  });

  it('is a plugin of the production build only', () => {
    expect(shortClassNames()).toMatchObject({ name: 'atelier:short-class-names', apply: 'build' });
  });
});
