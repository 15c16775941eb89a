import { describe, expect, it } from 'vitest';
import { contentKey, decimalOf, rowsOf, wholeOf } from './form-reading.ts';
import { formErrors, productDetailsOf, productErrorsOf, productInputOf, TAG_ROWS } from './product-form.ts';

/** A form with its fields in this order (a list repeats its name). */
const formOf = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

const base = { name: 'Tabouret', price: '129,00', kind: 'OTHER' };
const main = Object.entries({ nameFr: base.name, price: base.price, kind: base.kind });

describe('the product form’s rows', () => {
  it('reads rows in the form’s order by their keys, and leaves empty rows out', () => {
    const form = formOf([
      ['tag-4-fr', 'Fait main'],
      ['tag-4-en', 'Handmade'],
      ['tag-0-fr', ' '],
      ['tag-0-en', ''],
      ['tag-9-fr', 'Lin'],
      ['tag-9-en', ''],
    ]);
    expect(rowsOf(form, TAG_ROWS)).toEqual([
      { key: '4', values: { fr: 'Fait main', en: 'Handmade' } },
      { key: '9', values: { fr: 'Lin', en: '' } },
    ]);
  });

  it('puts a refusal of the n-th row sent beside that row’s input, empty rows skipped', () => {
    const form = formOf([
      ['section', 'tags'],
      ['tag-0-fr', ''],
      ['tag-0-en', ''],
      ['tag-3-fr', 'Lin'],
      ['tag-3-en', ''],
      ['tag-5-fr', ''],
      ['tag-5-en', 'Wool'],
      ['feature-2-labelFr', 'Bois'],
      ['feature-2-labelEn', ''],
      ['feature-2-valueFr', ''],
      ['feature-2-valueEn', ''],
      ['grape-1-name', 'Melon'],
      ['grape-1-percent', '120'],
    ]);
    expect(
      productErrorsOf(form, {
        'tags.1.fr_FR': 'required',
        'features.0.value.fr_FR': 'value required',
        'wine.grapeVarieties.0.percent': 'at most 100',
        'discount.endsOn': 'after the start',
        price: 'an amount',
        somethingElse: 'kept',
      }),
    ).toEqual({
      'tag-5-fr': 'required',
      'feature-2-valueFr': 'value required',
      'grape-1-percent': 'at most 100',
      discountEndsOn: 'after the start',
      price: 'an amount',
      somethingElse: 'kept',
    });
    expect(formErrors({ 'discount.amount': 'too much', 'name.fr_FR': 'required' })).toEqual({
      discountAmount: 'too much',
      nameFr: 'required',
    });
  });
});

describe('the product form’s sections', () => {
  it('reads only the sections the form has: the others come from what the product has', () => {
    const saved = { tags: [{ fr_FR: 'Ancien' }], weight: 900, mealIconIds: [3] };
    const input = productInputOf(
      formOf([...main, ['section', 'tags'], ['tag-1-fr', 'Nouveau'], ['tag-1-en', 'New']]),
      saved,
    );
    expect(input.tags).toEqual([{ fr_FR: 'Nouveau', en: 'New' }]);
    expect(input.weight).toBe(900);
    expect(input.mealIconIds).toEqual([3]);
    expect(input.price).toBe(12_900);
    // A form without the section (the new product's) keeps the base.
    expect(productInputOf(formOf(main), saved).tags).toEqual([{ fr_FR: 'Ancien' }]);
  });

  it('reads features, the dated discount and the decreasing discounts', () => {
    const details = productDetailsOf(
      formOf([
        ['section', 'features'],
        ['feature-0-labelFr', 'Bois'],
        ['feature-0-labelEn', 'Wood'],
        ['feature-0-valueFr', 'Chêne'],
        ['feature-0-valueEn', 'Oak'],
        ['section', 'discount'],
        ['discountType', 'PERCENT'],
        ['discountAmount', '15'],
        ['discountDetailType', 'PRODUCT'],
        ['discountStartsOn', '2025-07-01'],
        ['discountEndsOn', ''],
        ['decreasing-0-from', '6'],
        ['decreasing-0-type', 'EURO'],
        ['decreasing-0-amount', '1,50'],
        ['decreasing-1-from', ''],
        ['decreasing-1-type', 'PERCENT'],
        ['decreasing-1-amount', ''],
        ['decreasing-2-from', 'douze'],
        ['decreasing-2-type', 'PERCENT'],
        ['decreasing-2-amount', '10,5'],
      ]),
    );
    expect(details.features).toEqual([{ label: { fr_FR: 'Bois', en: 'Wood' }, value: { fr_FR: 'Chêne', en: 'Oak' } }]);
    expect(details.discount).toEqual({
      type: 'PERCENT',
      amount: 15,
      detailType: 'PRODUCT',
      startsOn: '2025-07-01',
      endsOn: null,
    });
    // A value that is not one goes as -1, for the API to name its field.
    expect(details.decreasingDiscounts).toEqual([
      { fromQuantity: 6, type: 'EURO', amount: 150 },
      { fromQuantity: -1, type: 'PERCENT', amount: -1 },
    ]);
    expect(
      productDetailsOf(
        formOf([
          ['section', 'discount'],
          ['discountType', ''],
          ['discountAmount', '5'],
        ]),
      ),
    ).toEqual({
      discount: null,
      decreasingDiscounts: [],
    });
    expect(
      productDetailsOf(
        formOf([
          ['section', 'discount'],
          ['discountType', 'EURO'],
          ['discountAmount', ''],
        ]),
      ).discount,
    ).toMatchObject({ type: 'EURO', amount: -1, detailType: 'PRODUCT', startsOn: null, endsOn: null });
  });

  it('reads shipping, wine and meal icons', () => {
    const details = productDetailsOf(
      formOf([
        ['section', 'shipping'],
        ['sellByMultipleOf', '6'],
        ['weight', ''],
        ['hasShippingFees', 'on'],
        ['section', 'wine'],
        ['appellationFr', 'Fiefs Vendéens'],
        ['appellationEn', ''],
        ['colourFr', ''],
        ['colourEn', ''],
        ['grape-0-name', 'Négrette'],
        ['grape-0-percent', '60'],
        ['grape-1-name', 'Gamay'],
        ['grape-1-percent', ''],
        ['alcoholPercent', '12,5'],
        ['energyKcal', '85'],
        ['sugarsG', ''],
        ['servingAdviceFr', 'À 16 °C'],
        ['servingAdviceEn', 'At 16 °C'],
        ['section', 'mealIcons'],
        ['mealIconIds', '2'],
        ['mealIconIds', '7'],
      ]),
    );
    expect(details).toMatchObject({
      sellByMultipleOf: 6,
      weight: 0,
      isDematerialized: false,
      hasShippingFees: true,
      mealIconIds: [2, 7],
    });
    expect(details.wine).toEqual({
      appellation: { fr_FR: 'Fiefs Vendéens', en: '' },
      colour: { fr_FR: '', en: '' },
      grapeVarieties: [
        { name: 'Négrette', percent: 60 },
        { name: 'Gamay', percent: null },
      ],
      alcoholPercent: 12.5,
      nutrition: { energyKcal: 85, sugarsG: -1 },
      servingAdvice: { fr_FR: 'À 16 °C', en: 'At 16 °C' },
    });
    expect(
      productDetailsOf(
        formOf([
          ['section', 'shipping'],
          ['sellByMultipleOf', '0,5'],
        ]),
      ).sellByMultipleOf,
    ).toBe(-1);
  });
});

describe('the made-to-measure switches (issue 19)', () => {
  it('reads both flags while the section is on the form, and leaves them out otherwise', () => {
    expect(
      productDetailsOf(
        formOf([
          ['section', 'madeToMeasure'],
          ['isMadeToMeasure', 'on'],
        ]),
      ),
    ).toEqual({ isMadeToMeasure: true, soldByMetre: false });
    expect(productDetailsOf(formOf([['isMadeToMeasure', 'on']]))).toEqual({});
  });
});

describe('reading numbers', () => {
  it('reads whole and decimal numbers typed in French or English', () => {
    expect(wholeOf('12')).toBe(12);
    expect(wholeOf('1,5')).toBeNull();
    expect(wholeOf('-3')).toBeNull();
    expect(decimalOf('12,5')).toBe(12.5);
    expect(decimalOf('12.5')).toBe(12.5);
    expect(decimalOf('douze')).toBeNull();
  });

  it('keys a value by its content', () => {
    expect(contentKey({ a: 1 })).toBe(contentKey({ a: 1 }));
    expect(contentKey({ a: 1 })).not.toBe(contentKey({ a: 2 }));
  });
});
