import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StarRating } from './ReviewsBlock.tsx';

const stars = (rating: number) => renderToString(createElement(StarRating, { rating, label: `${rating} sur 5` }));
const count = (html: string, part: string) => html.split(part).length - 1;

describe('a review’s stars', () => {
  it('draws whole stars in plain colours, and gives a gradient only to the one a fraction fills', () => {
    const half = stars(3.5);
    expect(count(half, '<linearGradient')).toBe(1);
    expect(count(half, 'fill="var(--primary-color,#6b2fa3)"')).toBe(3);
    expect(count(half, 'fill="rgb(0 0 0 / 0.2)"')).toBe(1);
    expect(half).toMatch(/<stop offset="0.5"/);
    expect(half).toContain('<span class="sr-only">3.5 sur 5</span>');

    const five = stars(5);
    expect(count(five, '<linearGradient')).toBe(0);
    expect(count(five, 'fill="var(--primary-color,#6b2fa3)"')).toBe(5);
    expect(count(stars(0), 'fill="rgb(0 0 0 / 0.2)"')).toBe(5);
  });
});
