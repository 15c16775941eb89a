import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { loadMessages, loadPageMessages, PAGE_NAMESPACES } from './messages.server.ts';
import { linguiOf } from './use-translation.ts';

describe('UI messages through Lingui', () => {
  it('compiles the ICU messages on the server and fills their placeholders', async () => {
    const messages = await loadMessages('fr_FR');
    const i18n = linguiOf('fr_FR', messages);
    expect(i18n._('blocks.reviews.rating', { rating: 4, max: 5 })).toMatch(/4.*5/);
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages); // travels as JSON to the browser
  });

  it('fills what English lacks with French, and every French message has an English one', async () => {
    const [fr, en] = await Promise.all([loadMessages('fr_FR'), loadMessages('en')]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(linguiOf('en', en)._('blocks.reviews.rating', { rating: 4, max: 5 })).toMatch(/4.*5/);
  });

  it('leaves the page namespaces to their pages: not in every page’s messages, complete in English', async () => {
    const root = await loadMessages('fr_FR');
    for (const namespace of PAGE_NAMESPACES) {
      const [fr, en] = await Promise.all([loadPageMessages('fr_FR', namespace), loadPageMessages('en', namespace)]);
      expect(Object.keys(fr).length).toBeGreaterThan(10);
      expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
      expect(Object.keys(root).filter((id) => id.startsWith(`${namespace}.`))).toEqual([]);
    }
  });

  it('makes ICU plurals in both languages', () => {
    const message = compileMessage('{count, plural, one {# article} other {# articles}}');
    expect(linguiOf('fr_FR', { x: message })._('x', { count: 0 })).toBe('0 article');
    expect(linguiOf('en', { x: message })._('x', { count: 0 })).toBe('0 articles');
  });

  it('shows the id of a missing message', () => {
    expect(linguiOf('en', {})._('blocks.nope')).toBe('blocks.nope');
  });
});
