import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { lowPriorityScripts } from './script-priority.server.ts';

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
