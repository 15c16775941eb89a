import { describe, expect, it } from 'vitest';
import type { AddressType, CompanyAddress, List, Variation } from '@atelier/contract';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('addresses', () => {
  it('lists the address types in the request language', async () => {
    const fr = data<AddressType[]>(await t.call({ url: '/api/admin/address/type' }));
    const en = data<AddressType[]>(await t.call({ url: '/api/admin/address/type', lang: 'en' }));
    expect(fr.map((type) => type.code)).toContain('CLICK_AND_COLLECT');
    expect(en.map((type) => type.value)).not.toEqual(fr.map((type) => type.value));
  });

  it('lists the company addresses with their types, filtered by type code', async () => {
    const all = data<List<CompanyAddress>>(await t.call({ url: '/api/company/address' }));
    expect(all.total).toBeGreaterThanOrEqual(1);
    const main = all.items.find((a) => a.isMain);
    expect(main?.postalCode).toMatch(/^85\d{3}$/);
    expect(main?.country).toEqual({ alphaTwo: 'FR', name: 'France' });
    const collect = data<List<CompanyAddress>>(await t.call({ url: '/api/company/address?type=CLICK_AND_COLLECT' }));
    expect(collect.total).toBeGreaterThanOrEqual(1);
    for (const address of collect.items) expect(address.type.map((type) => type.code)).toContain('CLICK_AND_COLLECT');
    const none = data<List<CompanyAddress>>(await t.call({ url: '/api/company/address?type=NO_SUCH_TYPE' }));
    expect(none).toEqual({ items: [], total: 0 });
  });

  it("keeps each site's addresses apart", async () => {
    const one = data<List<CompanyAddress>>(await t.call({ url: '/api/company/address', site: 1 }));
    const two = data<List<CompanyAddress>>(await t.call({ url: '/api/company/address', site: 2 }));
    expect(two.items.some((a) => one.items.some((b) => b.id === a.id))).toBe(false);
  });
});

describe('GET /variation', () => {
  it('lists the variation definitions with their values', async () => {
    const list = data<Variation[]>(await t.call({ url: '/api/variation', lang: 'en' }));
    expect(list.length).toBeGreaterThanOrEqual(2);
    for (const variation of list) expect(variation.detail.length).toBeGreaterThan(0);
  });
});

describe('variations of each site', () => {
  it('gives each site its own variations', async () => {
    const one = data<Variation[]>(await t.call({ url: '/api/variation', site: 1 }));
    const two = data<Variation[]>(await t.call({ url: '/api/variation', site: 2 }));
    expect(two.some((v) => one.some((w) => w.id === v.id))).toBe(false);
  });
});
