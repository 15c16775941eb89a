import { describe, expect, it } from 'vitest';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { compileUiMessage, loadMessages, loadRootMessages, loadRouteMessages } from './messages.server.ts';
import { STOREFRONT_NAMESPACES } from './route-messages.ts';
import { linguiOf } from './use-translation.ts';

describe('UI messages through Lingui', () => {
  it('compiles the ICU messages on the server and fills their placeholders', async () => {
    const messages = await loadMessages('fr_FR', ['blocks']);
    const i18n = linguiOf('fr_FR', messages);
    expect(i18n._('blocks.reviews.rating', { rating: 4, max: 5 })).toMatch(/4.*5/);
    expect(JSON.parse(JSON.stringify(messages))).toEqual(messages); // travels as JSON to the browser
  });

  it('fills what English lacks with French, and every French message has an English one', async () => {
    const [fr, en] = await Promise.all([
      loadMessages('fr_FR', STOREFRONT_NAMESPACES),
      loadMessages('en', STOREFRONT_NAMESPACES),
    ]);
    expect(Object.keys(en).sort()).toEqual(Object.keys(fr).sort());
    expect(linguiOf('en', en)._('blocks.reviews.rating', { rating: 4, max: 5 })).toMatch(/4.*5/);
  });

  it('sends every page its frame’s messages only, and each route its own', async () => {
    const root = await loadRootMessages('fr_FR');
    // Of the orders' texts, only their error page's (a loader that threw sends no page messages).
    expect(Object.keys(root).filter((id) => id.startsWith('orders.') && !id.startsWith('orders.error.'))).toEqual([]);
    // A part of a namespace: the cart's count in the header, not the checkout's texts.
    expect(root['cart.header.label']).toBeDefined();
    expect(Object.keys(root).some((id) => id.startsWith('cart.address.'))).toBe(false);
    const order = await loadRouteMessages('en', 'routes/account-order.tsx');
    expect(Object.keys(order).every((id) => id.startsWith('orders.'))).toBe(true);
    expect(Object.keys(order).length).toBeGreaterThan(10);
  });

  it('makes ICU plurals in both languages', () => {
    const message = compileMessage('{count, plural, one {# article} other {# articles}}');
    expect(linguiOf('fr_FR', { x: message })._('x', { count: 0 })).toBe('0 article');
    expect(linguiOf('en', { x: message })._('x', { count: 0 })).toBe('0 articles');
  });

  it('chooses a plural’s case and writes its # as Lingui does, without Intl.NumberFormat', async () => {
    const text =
      '{count, plural, =0 {Aucun} one {# article} other {# articles {kind, select, a {#a} other {de {count}}}}}';
    const ours = compileUiMessage(text);
    expect(JSON.stringify(ours)).not.toContain('"#"," article');
    for (const locale of ['fr_FR', 'en'] as const) {
      for (const count of [0, 1, 2, 1234, 1234567.5, -3]) {
        for (const kind of ['a', 'b']) {
          const lingui = linguiOf(locale, { x: compileMessage(text) })._('x', { count, kind });
          expect(linguiOf(locale, { x: ours })._('x', { count, kind })).toBe(lingui);
        }
      }
    }
    // The storefront's messages leave Lingui no plural to choose, no # to format.
    const storefront = JSON.stringify(Object.values(await loadMessages('fr_FR', STOREFRONT_NAMESPACES)));
    expect(storefront).not.toMatch(/"#"|"plural"|"selectordinal"/);
  });

  it('shows the id of a missing message', () => {
    expect(linguiOf('en', {})._('blocks.nope')).toBe('blocks.nope');
  });
});
