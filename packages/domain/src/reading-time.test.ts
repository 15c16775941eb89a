import { describe, expect, it } from 'vitest';
import { readingMinutes, wordCount } from './reading-time.ts';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('wordCount', () => {
  it.each([
    ['', 0],
    ['<p>Un fauteuil Louis XV</p>', 4],
    ['<h2>Titre</h2><p>deux&nbsp;mots</p>', 3],
    ['<p>l’atelier – 12 heures !</p>', 3],
    ['<figure><img src="a.svg" alt="ignored"><figcaption>Une légende</figcaption></figure>', 2],
    ['<ul><li>un</li><li>deux</li></ul>', 2],
  ])('counts the words of %j as %d', (html, expected) => {
    expect(wordCount(html)).toBe(expected);
  });
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [200, 1],
    [201, 2],
    [1000, 5],
    [1001, 6],
  ])('%d words read in %d minute(s)', (count, minutes) => {
    expect(readingMinutes(`<p>${words(count)}</p>`)).toBe(minutes);
  });
});
