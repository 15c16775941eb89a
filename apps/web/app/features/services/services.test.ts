import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@atelier/contract/api-client';
import type { Popup, ResolvedPageBlock, ServiceList } from '@atelier/contract';
import { popupOfBlocks, servicesOfBlocks } from './service-data.server.ts';
import { servicesKey } from './services-key.ts';

const card = (id: number) => ({
  id,
  order: id,
  slug: `s${id}`,
  title: `Service ${id}`,
  summary: null,
  icon: null,
  image: null,
  tags: [],
  url: `/prestations/s${id}/${id}`,
  urls: { fr_FR: `/prestations/s${id}/${id}`, en: `/en/services/s${id}/${id}` },
});

/** An API client whose `services` answers by the `tag` asked for, and fails for 'broken'. */
function fakeApi(calls: (string | undefined)[]) {
  return {
    services: vi.fn(async ({ query }: { query: { tag?: string } }): Promise<ServiceList> => {
      calls.push(query.tag);
      if (query.tag === 'broken') throw new Error('down');
      return { services: [card(query.tag ? query.tag.length : 0)], total: 1 };
    }),
    popup: vi.fn(async ({ params }: { params: { id: number } }): Promise<Popup> => {
      if (params.id === 404) throw Object.assign(new Error('gone'), { name: 'ApiError', status: 404 });
      return { id: params.id, title: 'P', body: '', image: null, link: null, showOnEveryReload: false };
    }),
  } as unknown as ApiClient;
}

const services = (tags?: string[]): ResolvedPageBlock => ({ type: 'services', title: 'T', ...(tags ? { tags } : {}) });

afterEach(() => vi.restoreAllMocks());

describe('servicesKey', () => {
  it.each([
    [[], ''],
    [['mobilier', 'fauteuils'], 'fauteuils,mobilier'],
    [[' decoration ', 'decoration', ''], 'decoration'],
  ])('%j is %j', (tags, key) => {
    expect(servicesKey(tags)).toBe(key);
  });
});

describe('servicesOfBlocks', () => {
  it('reads each set of tags once, all the services for empty tags, nothing for static blocks', async () => {
    const calls: (string | undefined)[] = [];
    const found = await servicesOfBlocks(fakeApi(calls), [
      services(['mobilier', 'fauteuils']),
      services(['fauteuils', 'mobilier']),
      services([]),
      services(),
      { type: 'richText', html: '<p>x</p>' } as ResolvedPageBlock,
    ]);
    expect(calls.sort()).toEqual(['fauteuils,mobilier', undefined]);
    expect(Object.keys(found ?? {}).sort()).toEqual(['', 'fauteuils,mobilier']);
    expect(await servicesOfBlocks(fakeApi([]), [services()])).toBeUndefined();
  });

  it('leaves a block whose call failed empty, the others filled', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const found = await servicesOfBlocks(fakeApi([]), [services(['broken']), services(['ateliers'])]);
    expect(found?.['broken']).toEqual([]);
    expect(found?.['ateliers']).toHaveLength(1);
  });

  it('keeps of each service what its card shows: the page’s data carries no more (issue 21)', async () => {
    const found = await servicesOfBlocks(fakeApi([]), [services(['ateliers'])]);
    expect(found?.['ateliers']).toEqual([
      { id: 8, title: 'Service 8', summary: null, icon: null, url: '/prestations/s8/8' },
    ]);
  });
});

describe('popupOfBlocks', () => {
  it('reads the popup of the page’s popup block; a popup that is gone leaves the page without one', async () => {
    const api = fakeApi([]);
    expect(await popupOfBlocks(api, [services()])).toBeUndefined();
    expect((await popupOfBlocks(api, [{ type: 'popup', popupId: 3 }]))?.id).toBe(3);
    expect(await popupOfBlocks(api, [{ type: 'popup', popupId: 404 }])).toBeUndefined();
  });
});
