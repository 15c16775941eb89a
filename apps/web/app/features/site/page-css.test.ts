import { describe, expect, it } from 'vitest';
import { classesOf, pageCss, withPageCss } from './page-css.server.ts';

const CSS =
  '@layer theme{:root{--x:1}}@layer base{*{margin:0}}' +
  '@layer utilities{.flex{display:flex}.grid{display:grid}' +
  '.md\\:flex{display:flex}' +
  '.\\32 xl\\:grid{display:grid}' +
  '.hover\\:underline:hover{text-decoration:underline}' +
  '.group-hover\\:block:is(:where(.group):hover *){display:block}' +
  '.space-y-2>:not(:last-child){margin-bottom:.5rem}' +
  ':where(.space-y-4>:not(:last-child)){margin-top:1rem}' +
  ':where(.divide-x:where(.dark,.dark *)>:not(:last-child)){border-color:red}' +
  '.has-\\[a\\:hover\\]\\:ring:has(:is(a:hover)){outline:1px}' +
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}' +
  '.a,.b{color:red}' +
  '@media (min-width:768px){.md\\:grid{display:grid}.md\\:block{display:block}}' +
  '@supports (color:color-mix(in lab,red,red)){@media (hover:hover){.hover\\:bg-x:hover{color:blue}}}}' +
  '.skip-link{z-index:var(--x)}@property --tw-x{syntax:"*";inherits:false}';

const page = (classes: string) => `<html><body><div class="${classes}"></div></body></html>`;

describe('the stylesheet cut to a page (issue 21)', () => {
  it('keeps the frame whole and, of the utilities, those the page’s elements carry', () => {
    const css = pageCss(CSS, page('flex md:grid hover:underline'));
    expect(css).toContain('@layer theme{:root{--x:1}}@layer base{*{margin:0}}');
    expect(css).toContain('.flex{display:flex}');
    expect(css).toContain('.hover\\:underline:hover');
    expect(css).toContain('@media (min-width:768px){.md\\:grid{display:grid}}');
    expect(css).not.toContain('.grid{display:grid}');
    expect(css).not.toContain('md\\:block');
    expect(css).not.toContain('@supports');
    // What follows the utilities stays (the layout's own rules), but for the variables nothing reads.
    expect(css.endsWith('.skip-link{z-index:var(--x)}')).toBe(true);
  });

  it('reads escaped class names, hexadecimal escapes and arbitrary variants', () => {
    const css = pageCss(CSS, page('2xl:grid [&amp;&gt;svg]:size-4 hover:bg-x'));
    expect(css).toContain('.\\32 xl\\:grid{display:grid}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg');
    expect(css).toContain('@supports (color:color-mix(in lab,red,red)){@media (hover:hover){.hover\\:bg-x:hover');
  });

  it('asks for the classes outside parentheses and in a :where() or :is() of one selector; for one selector of a list', () => {
    const css = pageCss(CSS, page('group-hover:block space-y-2 space-y-4 divide-x has-[a:hover]:ring b'));
    expect(css).toContain('.space-y-2>:not(:last-child)');
    expect(css).toContain(':where(.space-y-4>:not(:last-child))');
    expect(css).toContain('.a,.b{color:red}');
    // A list inside :where() asks for none of its classes (`.dark` may be anywhere); :has() and :not() neither.
    expect(css).toContain(':where(.divide-x:where(.dark,.dark *)>:not(:last-child))');
    expect(css).toContain('.has-\\[a\\:hover\\]\\:ring:has(:is(a:hover))');
    // A group-hover rule matches nothing on a page without a group.
    expect(css).not.toContain('group-hover');
    expect(pageCss(CSS, page('group group-hover:block'))).toContain('.group-hover\\:block:is(:where(.group):hover *)');
    expect(pageCss(CSS, page('b'))).not.toContain('space-y-4');
  });

  it('rewrites the page’s own inline stylesheet and nothing else', () => {
    const html = `<head><style id="app-css">${CSS}</style><style>.grid{x:1}</style></head><body class="flex"></body>`;
    const out = withPageCss(html);
    expect(out).toContain('<style>.grid{x:1}</style>');
    expect(out).not.toContain('.md\\:flex{');
    expect(out.length).toBeLessThan(html.length);
    expect(classesOf('<p class="a  b&amp;c"></p><i class=""></i>')).toEqual(new Set(['a', 'b&c']));
  });

  it('keeps only the variables a kept rule, the page or a kept variable reads', () => {
    const css =
      '/*! tailwindcss */@layer properties{@supports (-moz-orient:inline){*,:before{--tw-translate-x:0;--tw-shadow:0 0 #0000;--tw-content:""}}}' +
      '@layer theme{:root,:host{--font-sans:Arial, "Segoe UI";--default-font-family:var(--font-sans);--spacing:.25rem;' +
      '--color-red-500:red;--text-sm:.875rem;--brand:blue}}' +
      '@layer base{html{font-family:var(--default-font-family)}}' +
      '@layer utilities{.translate-x-2{--tw-translate-x:calc(var(--spacing)*2);translate:var(--tw-translate-x)}' +
      '.shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}.text-red{color:var(--color-red-500)}}' +
      '@property --tw-translate-x{syntax:"*";inherits:false;initial-value:0}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-content{syntax:"*";inherits:false;initial-value:""}';
    const out = pageCss(css, page('translate-x-2'), '<div style="color:var(--brand)"></div>');
    // Read by the kept utility, by the base layer (through another theme variable) and by the page.
    expect(out).toContain('--tw-translate-x:0');
    expect(out).toContain('@property --tw-translate-x{');
    expect(out).toContain('--spacing:.25rem');
    expect(out).toContain('--font-sans:Arial, "Segoe UI";--default-font-family:var(--font-sans)');
    expect(out).toContain('--brand:blue');
    // Read by no rule the page keeps.
    expect(out).not.toContain('--tw-shadow');
    expect(out).not.toContain('--tw-content');
    expect(out).not.toContain('--color-red-500');
    expect(out).not.toContain('--text-sm');
    expect(out).toContain(
      '/*! tailwindcss */@layer properties{@supports (-moz-orient:inline){*,:before{--tw-translate-x:0;}}}',
    );
  });
});
