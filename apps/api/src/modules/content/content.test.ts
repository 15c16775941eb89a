import { describe, expect, it } from 'vitest';
import type { Element, List, News, NewsDetail } from '@atelier/contract';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('GET /element/{route}', () => {
  it('lists the footer links of the site in order, in the request language', async () => {
    const fr = await t.call({ url: '/api/element/link-footer?page=1&nbItem=100' });
    const en = await t.call({ url: '/api/element/link-footer?page=1&nbItem=100', lang: 'en' });
    expect(fr.statusCode).toBe(200);
    const frList = data<List<Element>>(fr);
    const enList = data<List<Element>>(en);
    expect(frList.total).toBeGreaterThanOrEqual(5);
    expect(frList.items.map((item) => item.url)).toContain('/legal-notice');
    expect(frList.items.map((item) => item.order)).toEqual(
      [...frList.items.map((item) => item.order)].sort((a, b) => a - b),
    );
    expect(enList.items.map((item) => item.id)).toEqual(frList.items.map((item) => item.id));
    expect(enList.items.map((item) => item.title)).not.toEqual(frList.items.map((item) => item.title));
  });

  it('pages through a list with nbItem and page', async () => {
    const all = data<List<Element>>(await t.call({ url: '/api/element/link-footer?nbItem=100' }));
    const first = data<List<Element>>(await t.call({ url: '/api/element/link-footer?nbItem=2&page=1' }));
    const second = data<List<Element>>(await t.call({ url: '/api/element/link-footer?nbItem=2&page=2' }));
    expect(first.total).toBe(all.total);
    expect(first.items).toHaveLength(2);
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(all.items.slice(0, 4).map((i) => i.id));
  });

  it('gives footer logos with image URLs on the site storage', async () => {
    const list = data<List<Element>>(await t.call({ url: '/api/element/logo-footer?nbItem=100' }));
    expect(list.total).toBeGreaterThan(0);
    for (const item of list.items) expect(item.image?.url).toMatch(/^\/media\/site-1\//);
  });

  it('keeps each site to its own elements', async () => {
    const one = data<List<Element>>(await t.call({ url: '/api/element/link-footer?nbItem=100', site: 1 }));
    const two = data<List<Element>>(await t.call({ url: '/api/element/link-footer?nbItem=100', site: 2 }));
    const ids = new Set(one.items.map((i) => i.id));
    expect(two.items.some((i) => ids.has(i.id))).toBe(false);
    const first = one.items[0]!;
    const crossSite = await t.call({ url: `/api/element/link-footer/${first.id}`, site: 2 });
    expect(crossSite.statusCode).toBe(404);
    const sameSite = await t.call({ url: `/api/element/link-footer/${first.id}`, site: 1 });
    expect(data<Element>(sameSite)).toMatchObject({ id: first.id, title: first.title });
  });

  it('answers an empty list for a route that has no elements', async () => {
    expect(data(await t.call({ url: '/api/element/nothing-here' }))).toEqual({ items: [], total: 0 });
  });

  it('refuses nbItem=abc with a 400 envelope naming nbItem', async () => {
    const response = await t.call({ url: '/api/element/link-footer?nbItem=abc', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'nbItem: must be a whole number between 1 and 100',
    });
    const fr = await t.call({ url: '/api/element/link-footer?nbItem=abc' });
    expect(fr.json<{ message: string }>().message).toBe('nbItem : doit être un nombre entier entre 1 et 100');
  });

  it('refuses unknown fields, bad operators and bad sorts', async () => {
    const unknown = await t.call({ url: '/api/element/link-footer?colour=red', lang: 'en' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('colour: unknown filter field');
    const sort = await t.call({ url: '/api/element/link-footer?orderBy=-secret', lang: 'en' });
    expect(sort.json<{ message: string }>().message).toMatch(/^orderBy: cannot sort by -secret/);
    const operator = await t.call({ url: '/api/element/link-footer?id=lk:3', lang: 'en' });
    expect(operator.statusCode).toBe(400);
  });

  it('filters with the like operator over the title in the request language', async () => {
    const all = data<List<Element>>(await t.call({ url: '/api/element/link-footer?nbItem=100' }));
    const word = all.items[0]!.title.split(' ')[0]!.toLowerCase();
    const found = data<List<Element>>(
      await t.call({ url: `/api/element/link-footer?title=lk:${encodeURIComponent(word)}` }),
    );
    expect(found.total).toBeGreaterThan(0);
    for (const item of found.items) expect(item.title.toLowerCase()).toContain(word);
  });
});

describe('GET /news', () => {
  it('gives the promoted item with promoted=true', async () => {
    const promoted = data<List<News>>(await t.call({ url: '/api/news?promoted=true' }));
    expect(promoted.total).toBe(1);
    expect(promoted.items[0]).toMatchObject({ promoted: true });
    expect(promoted.items[0]?.image?.url).toMatch(/^\/media\/site-1\//);
  });

  it('lists news newest first, 10 per page by default, filtered by date', async () => {
    const all = data<List<News>>(await t.call({ url: '/api/news' }));
    expect(all.total).toBeGreaterThanOrEqual(3);
    const dates = all.items.map((n) => n.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const middle = dates[1]!;
    const older = data<List<News>>(await t.call({ url: `/api/news?publishedAt=lt:${encodeURIComponent(middle)}` }));
    expect(older.items.every((n) => n.publishedAt < middle)).toBe(true);
    expect(older.total).toBe(all.total - 2);
  });

  it('refuses promoted=maybe', async () => {
    const response = await t.call({ url: '/api/news?promoted=maybe', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('promoted: must be true or false');
  });
});

describe('GET /news/{id}', () => {
  it('gives one item in the request language, with the older and newer items beside it', async () => {
    const all = data<List<News>>(await t.call({ url: '/api/news?nbItem=100' }));
    const [newest, middle, oldest] = [all.items[0]!, all.items[1]!, all.items.at(-1)!];
    const fr = data<NewsDetail>(await t.call({ url: `/api/news/${middle.id}` }));
    expect(fr).toMatchObject({ id: middle.id, slug: middle.slug, title: middle.title, content: middle.content });
    expect(fr.next).toEqual({ id: newest.id, slug: newest.slug, title: newest.title });
    expect(fr.previous).toMatchObject({ id: all.items[2]!.id, title: all.items[2]!.title });
    const en = data<NewsDetail>(await t.call({ url: `/api/news/${middle.id}`, lang: 'en' }));
    expect(en.title).not.toBe(fr.title);
    expect(en.next?.title).not.toBe(fr.next?.title);
    expect(data<NewsDetail>(await t.call({ url: `/api/news/${newest.id}` })).next).toBeNull();
    expect(data<NewsDetail>(await t.call({ url: `/api/news/${oldest.id}` })).previous).toBeNull();
  });

  it('answers 404 for another site’s item or one that does not exist, 400 for a wrong id', async () => {
    const two = data<List<News>>(await t.call({ url: '/api/news?nbItem=1', site: 2 }));
    expect((await t.call({ url: `/api/news/${two.items[0]!.id}`, site: 1 })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/news/999999' })).statusCode).toBe(404);
    expect((await t.call({ url: '/api/news/abc' })).statusCode).toBe(400);
  });
});

describe('news of each site', () => {
  it('gives each site its own news', async () => {
    const one = data<List<News>>(await t.call({ url: '/api/news?nbItem=100', site: 1 }));
    const two = data<List<News>>(await t.call({ url: '/api/news?nbItem=100', site: 2 }));
    expect(two.total).toBeGreaterThan(0);
    expect(two.items.some((n) => one.items.some((m) => m.id === n.id))).toBe(false);
  });
});
