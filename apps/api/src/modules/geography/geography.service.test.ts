import { describe, it, expect } from 'vitest';
import { FRANCE_ID, listCountries, normalizeForSearch, searchCities } from './geography.service.ts';

describe('listCountries', () => {
  it('describes France the same way in both locales', () => {
    for (const locale of ['fr_FR', 'en'] as const) {
      const france = listCountries(locale).find((c) => c.alphaTwo === 'FR');
      expect(france).toEqual({
        id: 250,
        alphaTwo: 'FR',
        alphaThree: 'FRA',
        numCode: '250',
        name: 'France',
      });
    }
    expect(FRANCE_ID).toBe(250);
  });

  it('names countries in the requested language', () => {
    expect(listCountries('fr_FR').find((c) => c.alphaTwo === 'DE')?.name).toBe('Allemagne');
    expect(listCountries('en').find((c) => c.alphaTwo === 'DE')?.name).toBe('Germany');
  });

  it('zero-pads numeric codes and keeps id numeric', () => {
    const afghanistan = listCountries('en').find((c) => c.alphaTwo === 'AF');
    expect(afghanistan).toMatchObject({
      id: 4,
      numCode: '004',
      alphaThree: 'AFG',
    });
    for (const c of listCountries('en')) {
      expect(c.numCode).toMatch(/^\d{3}$/);
      expect(Number(c.numCode)).toBe(c.id);
    }
  });

  it('sorts by name with the language collator and memoises', () => {
    for (const [locale, lang] of [
      ['fr_FR', 'fr'],
      ['en', 'en'],
    ] as const) {
      const list = listCountries(locale);
      expect(list.length).toBeGreaterThan(240);
      const collator = new Intl.Collator(lang);
      for (let i = 1; i < list.length; i++) {
        expect(collator.compare(list[i - 1]!.name, list[i]!.name)).toBeLessThanOrEqual(0);
      }
      expect(listCountries(locale)).toBe(list);
    }
  });
});

describe('normalizeForSearch', () => {
  it('lowercases, strips accents and unifies separators', () => {
    expect(normalizeForSearch("  L'Abergement-Clémenciat ")).toBe('l abergement clemenciat');
    expect(normalizeForSearch('La Roche-sur-Yon')).toBe(normalizeForSearch('la roche sur yon'));
    expect(normalizeForSearch('ÉVREUX')).toBe('evreux');
    expect(normalizeForSearch('Saint-Étienne’s')).toBe('saint etienne s');
  });
});

describe('searchCities', () => {
  it.each(['la roche sur yon', 'La Roche-sur-Yon', 'LA ROCHE'])('%s finds La Roche-sur-Yon first', (search) => {
    const [first] = searchCities(search, FRANCE_ID);
    expect(first).toEqual({
      id: '85191-85000',
      name: 'La Roche-sur-Yon',
      postalCode: '85000',
      inseeCode: '85191',
      department: '85',
    });
  });

  it('finds a city by its full postal code', () => {
    const results = searchCities('85000', FRANCE_ID);
    expect(results.map((c) => c.name)).toContain('La Roche-sur-Yon');
    expect(results.every((c) => c.postalCode === '85000')).toBe(true);
  });

  it('finds several Vendée communes by a postal code prefix', () => {
    const results = searchCities('850', FRANCE_ID);
    expect(results.length).toBeGreaterThan(1);
    expect(new Set(results.map((c) => c.inseeCode)).size).toBeGreaterThan(1);
    for (const c of results) {
      expect(c.postalCode.startsWith('850')).toBe(true);
      expect(c.department).toBe('85');
    }
  });

  it('ignores accents', () => {
    const [first] = searchCities('evreux', FRANCE_ID);
    expect(first).toMatchObject({
      name: 'Évreux',
      postalCode: '27000',
      department: '27',
    });
  });

  it('puts prefix matches before word matches', () => {
    const results = searchCities('roche', FRANCE_ID, 200);
    const norms = results.map((c) => normalizeForSearch(c.name));
    const firstWordMatch = norms.findIndex((n) => !n.startsWith('roche'));
    expect(firstWordMatch).toBeGreaterThan(0);
    expect(norms.slice(firstWordMatch).every((n) => !n.startsWith('roche') && n.includes(' roche'))).toBe(true);
  });

  it('gives one row per commune and postal code with unique ids', () => {
    const results = searchCities('paris', FRANCE_ID, 50);
    expect(results.length).toBeGreaterThan(10);
    expect(results[0]?.name).toBe('Paris');
    expect(new Set(results.map((c) => c.id)).size).toBe(results.length);
  });

  it('has no cities outside France', () => {
    expect(searchCities('berlin', 276)).toEqual([]);
    expect(searchCities('85000', 276)).toEqual([]);
  });

  it('gives nothing for a blank search', () => {
    expect(searchCities('', FRANCE_ID)).toEqual([]);
    expect(searchCities('   ', FRANCE_ID)).toEqual([]);
    expect(searchCities("'-", FRANCE_ID)).toEqual([]);
  });

  it('respects the limit', () => {
    expect(searchCities('saint', FRANCE_ID)).toHaveLength(20);
    expect(searchCities('saint', FRANCE_ID, 5)).toHaveLength(5);
    expect(searchCities('1', FRANCE_ID, 7)).toHaveLength(7);
  });
});
