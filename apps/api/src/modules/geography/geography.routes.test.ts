import { describe, expect, it } from 'vitest';
import type { City, Country } from '@atelier/contract';
import { data, useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();

describe('geography routes', () => {
  it('lists countries named in the request language', async () => {
    const fr = data<Country[]>(await t.call({ url: '/api/countries' }));
    const en = data<Country[]>(await t.call({ url: '/api/countries', lang: 'en' }));
    expect(fr.find((c) => c.alphaTwo === 'DE')?.name).toBe('Allemagne');
    expect(en.find((c) => c.alphaTwo === 'DE')).toEqual({
      id: 276,
      alphaTwo: 'DE',
      alphaThree: 'DEU',
      numCode: '276',
      name: 'Germany',
    });
  });

  it('finds French communes by postal code and by name', async () => {
    const byCode = data<City[]>(await t.call({ url: '/api/cities/85000/250' }));
    expect(byCode[0]).toMatchObject({ name: 'La Roche-sur-Yon', postalCode: '85000' });
    const byName = data<City[]>(await t.call({ url: `/api/cities/${encodeURIComponent('les sables')}/250` }));
    expect(byName.some((city) => city.name.startsWith("Les Sables-d'Olonne"))).toBe(true);
  });

  it('refuses a country id that is not a number', async () => {
    const response = await t.call({ url: '/api/cities/nantes/france', lang: 'en' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^idCountry: /);
  });
});
