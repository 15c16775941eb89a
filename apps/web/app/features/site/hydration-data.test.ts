import { describe, expect, it } from 'vitest';
import { ENQUEUE_DATA, hydrationDataAsJson } from './hydration-data.server.ts';

/** The script React Router writes for a chunk of the page's data (single-fetch.js, StreamTransfer). */
const escapeLikeReactRouter = (value: string) =>
  JSON.stringify(value).replace(
    /[&><\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
const routerScript = (value: string) =>
  `<script>window.__reactRouterContext.streamController.enqueue(${escapeLikeReactRouter(value)});</script>`;

/** What the browser reads: the text of each data element, as its parser would (script data is taken as written). */
const dataBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

describe('hydrationDataAsJson', () => {
  const data = [
    { html: '<p class="x">Un « siège » & 2 > 1</p></script><!-- <script>', price: 49, none: null },
    'line\u2028separator',
  ];
  const text = `${JSON.stringify(data)}\n`;

  it('writes the data as a JSON element that reads back as the same value, and hands it to the stream', () => {
    const page = `<body><p>x</p>${routerScript(text)}<script>window.__reactRouterContext.streamController.close();</script></body>`;
    const out = hydrationDataAsJson(page);
    const [block] = dataBlocks(out);
    expect(dataBlocks(out)).toHaveLength(1);
    expect(JSON.parse(block!)).toEqual(data);
    // Nothing in the data can end its element or open a comment there.
    expect(block).not.toMatch(/<\/script|<!--/i);
    expect(out).toContain(`</script><script>${ENQUEUE_DATA}</script>`);
    // The stream's end and the rest of the page are as they were.
    expect(out.startsWith('<body><p>x</p><script type="application/json">')).toBe(true);
    expect(out.endsWith('<script>window.__reactRouterContext.streamController.close();</script></body>')).toBe(true);
  });

  it('rewrites each chunk of a streamed page in its place', () => {
    const page = routerScript('[1]\n') + '<div></div>' + routerScript('P2:[3]\n');
    const out = hydrationDataAsJson(page);
    expect(dataBlocks(out)).toEqual(['[1]\n', 'P2:[3]\n']);
    expect(out.indexOf('<div></div>')).toBeGreaterThan(out.indexOf('[1]'));
    expect(out.indexOf('<div></div>')).toBeLessThan(out.indexOf('P2:[3]'));
  });

  it('leaves a page without React Router’s data, or a script it does not know, as it was', () => {
    const other =
      '<script>window.__reactRouterContext.streamController.enqueue(window.x);</script><script>var a = 1;</script>';
    expect(hydrationDataAsJson(other)).toBe(other);
  });
});
