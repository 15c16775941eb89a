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
  '.\\[\\&\\>svg\\]\\:size-4>svg{width:1rem}' +
  '.a,.b{color:red}' +
  '@media (min-width:768px){.md\\:grid{display:grid}.md\\:block{display:block}}' +
  '@supports (color:color-mix(in lab,red,red)){@media (hover:hover){.hover\\:bg-x:hover{color:blue}}}}' +
  '.skip-link{z-index:100}@property --tw-x{syntax:"*";inherits:false}';

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
    // What follows the utilities (the layout's own rules, the properties) stays.
    expect(css).toContain('.skip-link{z-index:100}@property --tw-x');
  });

  it('reads escaped class names, hexadecimal escapes and arbitrary variants', () => {
    const css = pageCss(CSS, page('2xl:grid [&amp;&gt;svg]:size-4 hover:bg-x'));
    expect(css).toContain('.\\32 xl\\:grid{display:grid}');
    expect(css).toContain('.\\[\\&\\>svg\\]\\:size-4>svg');
    expect(css).toContain('@supports (color:color-mix(in lab,red,red)){@media (hover:hover){.hover\\:bg-x:hover');
  });

  it('asks only for the classes outside a pseudo-class’s parentheses, and for one selector of a list', () => {
    const css = pageCss(CSS, page('group-hover:block space-y-2 b'));
    expect(css).toContain('.group-hover\\:block:is(:where(.group):hover *)');
    expect(css).toContain('.space-y-2>:not(:last-child)');
    expect(css).toContain('.a,.b{color:red}');
  });

  it('rewrites the page’s own inline stylesheet and nothing else', () => {
    const html = `<head><style id="app-css">${CSS}</style><style>.grid{x:1}</style></head><body class="flex"></body>`;
    const out = withPageCss(html);
    expect(out).toContain('<style>.grid{x:1}</style>');
    expect(out).not.toContain('.md\\:flex{');
    expect(out.length).toBeLessThan(html.length);
    expect(classesOf('<p class="a  b&amp;c"></p><i class=""></i>')).toEqual(new Set(['a', 'b&c']));
  });
});
