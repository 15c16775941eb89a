import { describe, expect, it } from 'vitest';
import { capacitiesOfYear, declinationCapacity, declinationOfYear, vintagesOf, wineHeading } from './wine-display.ts';
import { declination, product } from './product-test-factory.ts';

const wine = (appellation: string | null) =>
  product(
    [
      declination(1, { year: 2021, capacity: 75, capacityUnit: 'CENTILITRE', setQuantity: true, quantity: 0 }),
      declination(2, { year: 2021, capacity: 37.5, capacityUnit: 'CENTILITRE' }),
      declination(3, { year: 2022, capacity: 1.5, capacityUnit: 'LITER' }),
    ],
    {
      kind: 'WINE',
      name: 'Cuvée des Sables',
      idDeclination: 3,
      wineDetail: {
        appellation,
        colour: 'Blanc',
        grapeVarieties: [{ name: 'Chenin', percent: 100 }],
        alcoholPercent: 12.5,
        nutrition: null,
        servingAdvice: null,
      },
    },
  );

describe('wine pages', () => {
  it('SWITCH_WINE_NAME_AND_APPELLATION makes the appellation the heading, when there is one', () => {
    expect(wineHeading(wine('Fiefs Vendéens'), false)).toEqual({
      heading: 'Cuvée des Sables',
      subheading: 'Fiefs Vendéens',
    });
    expect(wineHeading(wine('Fiefs Vendéens'), true)).toEqual({
      heading: 'Fiefs Vendéens',
      subheading: 'Cuvée des Sables',
    });
    expect(wineHeading(wine(null), true)).toEqual({ heading: 'Cuvée des Sables', subheading: null });
  });

  it('lists the vintages newest first and picks a vintage’s declination in stock', () => {
    expect(vintagesOf(wine(null))).toEqual([2022, 2021]);
    expect(declinationOfYear(wine(null), 2021)?.id).toBe(2);
    expect(declinationOfYear(wine(null), 2022)?.id).toBe(3);
    expect(declinationOfYear(wine(null), 1999)).toBeUndefined();
  });

  it('orders a vintage’s capacities and labels them in cl under 1 L (SPEC §9)', () => {
    expect(capacitiesOfYear(wine(null), 2021).map((d) => d.id)).toEqual([2, 1]);
    const [half, bottle] = capacitiesOfYear(wine(null), 2021);
    expect(declinationCapacity(half!, 'fr_FR')).toBe('37,5 cl');
    expect(declinationCapacity(bottle!, 'en')).toBe('75 cl');
    expect(declinationCapacity(wine(null).declinations[2]!, 'fr_FR')).toBe('1,5 L');
  });
});
