import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './ReviewsBlock.tsx';

const stars = (rating: number) => renderToString(createElement(StarRating, { rating, label: `${rating} sur 5` }));
const fill = (html: string) => /--stars-fill:([\d.]+)%/.exec(html)?.[1];

describe('a review’s stars', () => {
  it('are one element filled to the rating: whole stars with their gaps, then the fraction of the next star', () => {
    // Each star is 24 units of a 28-unit tile; five stars are 136 units wide (the last gap cut off).
    expect(fill(stars(5))).toBe('100');
    expect(fill(stars(0))).toBe('0');
    expect(fill(stars(4))).toBe(String(Math.round(((4 * 28) / 136) * 10000) / 100));
    expect(fill(stars(3.5))).toBe('70.59'); // (3 × 28 + 12) / 136
    expect(fill(stars(4.6))).toBe('92.94'); // (4 × 28 + 14.4) / 136
    expect(fill(stars(7))).toBe('100');
    expect(fill(stars(-1))).toBe('0');
  });

  it('are hidden from screen readers, which read the rating as text', () => {
    const html = stars(3.5);
    expect(html).toMatch(/<span class="stars" style="width:113.33px;height:20px;[^"]*" aria-hidden="true">/);
    expect(html).toContain('<span class="sr-only">3.5 sur 5</span>');
  });
});
