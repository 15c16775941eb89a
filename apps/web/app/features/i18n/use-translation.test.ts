import { describe, expect, it } from 'vitest';
import { translate } from './use-translation.ts';

const messages = { blocks: { reviews: { rating: '{{rating}} sur {{max}}' }, title: 'Titre' } };

describe('translate', () => {
  it('reads nested keys and fills placeholders', () => {
    expect(translate(messages, 'blocks', 'reviews.rating', { rating: 4, max: 5 })).toBe('4 sur 5');
  });
  it('shows the key of a missing message', () => {
    expect(translate(messages, 'blocks', 'nope.key')).toBe('nope.key');
    expect(translate(messages, 'other', 'title')).toBe('title');
  });
  it('leaves unknown placeholders as they are', () => {
    expect(translate({ common: { x: 'a {{b}}' } }, 'common', 'x', {})).toBe('a {{b}}');
  });
});
