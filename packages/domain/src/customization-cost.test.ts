import { describe, expect, it } from 'vitest';
import {
  answerCost,
  costAmount,
  customizationExtra,
  formatCost,
  textLength,
  type CostedCustomization,
  type CustomizationCostValue,
} from './customization-cost.ts';

const value = (fields: Partial<CustomizationCostValue>): CustomizationCostValue => ({
  textNumberOfChar: null,
  selectKey: null,
  costType: 'EURO',
  amount: 0,
  ...fields,
});

/** Embroidery priced from 5, 10 and 20 characters (listed out of order on purpose). */
const embroidery: CostedCustomization = {
  inputType: 'TEXT',
  customizationValues: [
    value({ textNumberOfChar: 10, amount: 800 }),
    value({ textNumberOfChar: 5, amount: 500 }),
    value({ textNumberOfChar: 20, costType: 'PERCENT', amount: 10 }),
  ],
  additionalCost: null,
};

const fabric: CostedCustomization = {
  inputType: 'SELECT',
  customizationValues: [
    value({ selectKey: 'lin', costType: 'NONE' }),
    value({ selectKey: 'velours', amount: 1200 }),
    value({ selectKey: 'soie', costType: 'PERCENT', amount: 15 }),
  ],
  additionalCost: null,
};

const giftWrap: CostedCustomization = {
  inputType: 'CHECKBOX',
  customizationValues: [],
  additionalCost: { costType: 'EURO', amount: 350 },
};

const ownFabric: CostedCustomization = {
  inputType: 'FILE',
  customizationValues: [],
  additionalCost: { costType: 'PERCENT', amount: 5 },
};

const normalSpaces = (text: string | null) => text?.replace(/\s/g, ' ') ?? null;

describe('text tiers (SPEC §5: the highest tier whose character count is at most the text length)', () => {
  it.each([
    ['Léa', 0],
    ['Lou', 0],
    ['Chloé', 500],
    ['Éloïse', 500],
    ['Marie-Lou', 500],
    ['Marguerite', 800],
    ['Anne-Charlotte Marie', 250],
    ['Anne-Charlotte Marie-Élisabeth', 250],
  ])('charges %j %i cents on a 2 500-cent declination', (text, extra) => {
    expect(customizationExtra(embroidery, text, 2500).extra).toBe(extra);
  });

  it('takes the tier at exactly its character count', () => {
    expect(answerCost(embroidery, '12345')?.amount).toBe(500);
    expect(answerCost(embroidery, '1234')).toBeNull();
    expect(answerCost(embroidery, '1234567890')?.amount).toBe(800);
  });

  it('counts characters as a customer sees them: accents and emoji once, outer spaces not at all', () => {
    expect(textLength('Chloé')).toBe(5);
    expect(textLength('Chloe\u0301')).toBe(5);
    expect(textLength('  Léa  ')).toBe(3);
    expect(textLength('Jo 👍🏽')).toBe(4);
    expect(textLength('A B')).toBe(3);
  });

  it('ignores values without a character count', () => {
    const mixed: CostedCustomization = { ...embroidery, customizationValues: [value({ amount: 900 })] };
    expect(answerCost(mixed, 'Marguerite')).toBeNull();
  });
});

describe('select options', () => {
  it('takes the option with the matching key', () => {
    expect(customizationExtra(fabric, 'velours', 4000).extra).toBe(1200);
    expect(customizationExtra(fabric, 'soie', 4000).extra).toBe(600);
    expect(customizationExtra(fabric, 'lin', 4000)).toEqual({ extra: 0, display: null });
  });
  it('costs nothing for an unknown key (the server refuses it before pricing)', () => {
    expect(answerCost(fabric, 'cuir')).toBeNull();
  });
});

describe('checkbox and file', () => {
  it('charges a ticked box, not an unticked or empty one', () => {
    expect(customizationExtra(giftWrap, 'true', 1000).extra).toBe(350);
    expect(customizationExtra(giftWrap, 'false', 1000).extra).toBe(0);
    expect(customizationExtra(giftWrap, '', 1000).extra).toBe(0);
  });
  it('charges a given file, not a missing one', () => {
    expect(customizationExtra(ownFabric, '3f2a9c', 4990).extra).toBe(250);
    expect(customizationExtra(ownFabric, '  ', 4990).extra).toBe(0);
  });
  it('charges nothing for an empty answer of any kind', () => {
    for (const customization of [embroidery, fabric, giftWrap, ownFabric]) {
      expect(answerCost(customization, '')).toBeNull();
    }
  });
});

describe('cost amounts', () => {
  it.each([
    [{ costType: 'EURO', amount: 500 }, 1999, 500],
    [{ costType: 'PERCENT', amount: 10 }, 1999, 200],
    [{ costType: 'PERCENT', amount: 15 }, 999, 150],
    [{ costType: 'PERCENT', amount: 33 }, 1000, 330],
    [{ costType: 'NONE', amount: 500 }, 1999, 0],
    [null, 1999, 0],
  ] as const)('%j on %i cents adds %i cents', (cost, base, extra) => {
    expect(costAmount(cost, base)).toBe(extra);
  });
});

describe('display (SPEC §5 +N€ / +N%)', () => {
  it('writes euros with two decimals and percents, in French', () => {
    expect(normalSpaces(formatCost({ costType: 'EURO', amount: 500 }))).toBe('+5,00 €');
    expect(normalSpaces(formatCost({ costType: 'EURO', amount: 1250 }, 'fr_FR'))).toBe('+12,50 €');
    expect(normalSpaces(formatCost({ costType: 'PERCENT', amount: 10 }))).toBe('+10 %');
  });
  it('writes them the English way in English', () => {
    expect(formatCost({ costType: 'EURO', amount: 500 }, 'en')).toBe('+€5.00');
    expect(formatCost({ costType: 'PERCENT', amount: 10 }, 'en')).toBe('+10%');
  });
  it('shows nothing for a free answer', () => {
    expect(formatCost({ costType: 'NONE', amount: 500 })).toBeNull();
    expect(formatCost({ costType: 'EURO', amount: 0 })).toBeNull();
    expect(formatCost(null)).toBeNull();
  });
  it('shows the display beside the extra of an answer', () => {
    expect(customizationExtra(embroidery, 'Chloé', 2500, 'en')).toEqual({ extra: 500, display: '+€5.00' });
    expect(customizationExtra(embroidery, 'Anne-Charlotte Marie', 2500, 'en')).toEqual({
      extra: 250,
      display: '+10%',
    });
  });
});
