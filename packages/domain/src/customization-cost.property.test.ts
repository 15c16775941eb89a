import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerCost,
  costAmount,
  formatCost,
  selectOption,
  textLength,
  textTier,
  type CostedCustomization,
  type CustomizationCost,
  type CustomizationCostValue,
} from './customization-cost.ts';

const basePrice = fc.integer({ min: 0, max: 10_000_000 });
const cost: fc.Arbitrary<CustomizationCost> = fc.record({
  costType: fc.constantFrom('EURO' as const, 'NONE' as const, 'PERCENT' as const),
  amount: fc.integer({ min: -5_000, max: 50_000 }),
});
/** Text tiers with distinct character counts, in any order, as an admin may list them. */
const tiers: fc.Arbitrary<CustomizationCostValue[]> = fc.uniqueArray(
  fc
    .record({ textNumberOfChar: fc.integer({ min: 0, max: 40 }), selectKey: fc.constant(null) })
    .chain((tier) => cost.map((cost) => ({ ...cost, ...tier }))),
  { maxLength: 6, selector: (tier) => tier.textNumberOfChar },
);
/** Select options with distinct keys, stored trimmed. */
const options: fc.Arbitrary<CustomizationCostValue[]> = fc.uniqueArray(
  fc
    .record({
      textNumberOfChar: fc.constant(null),
      selectKey: fc.string({ minLength: 1, maxLength: 8 }).filter((key) => key.trim() === key),
    })
    .chain((option) => cost.map((cost) => ({ ...cost, ...option }))),
  { maxLength: 6, selector: (option) => option.selectKey },
);
/** Answers as typed: letters, accents, emoji, spaces inside and around. */
const text = fc.string({ unit: 'grapheme', maxLength: 30 });
const spaces = fc.stringMatching(/^[ \t\n]{0,3}$/);
const customization: fc.Arbitrary<CostedCustomization> = fc.oneof(
  fc.record({ inputType: fc.constant('TEXT' as const), customizationValues: tiers, additionalCost: fc.constant(null) }),
  fc.record({
    inputType: fc.constant('SELECT' as const),
    customizationValues: options,
    additionalCost: fc.constant(null),
  }),
  fc.record({
    inputType: fc.constantFrom('CHECKBOX' as const, 'FILE' as const),
    customizationValues: fc.constant([]),
    additionalCost: fc.option(cost, { nil: null }),
  }),
);

describe('textLength (properties)', () => {
  it('counts a text the same however its accents are encoded and whatever spaces surround it', () => {
    fc.assert(
      fc.property(text, spaces, spaces, (text, before, after) => {
        expect(textLength(text.normalize('NFD'))).toBe(textLength(text));
        expect(textLength(`${before}${text}${after}`)).toBe(textLength(text));
      }),
    );
  });

  it('counts one per letter, digit or sign, an accent typed as a combining mark included', () => {
    const letter = fc
      .tuple(fc.stringMatching(/^[a-zA-Z]$/), fc.boolean())
      .map(([letter, accent]) => (accent ? `${letter}\u0301` : letter));
    fc.assert(
      fc.property(fc.array(fc.oneof(letter, fc.stringMatching(/^[ 0-9.,'-]$/)), { maxLength: 30 }), (chars) => {
        const typed = chars.join('');
        expect(textLength(typed)).toBe(typed.replaceAll('\u0301', '').trim().length);
      }),
    );
  });
});

describe('textTier (properties)', () => {
  it('takes the highest tier whose count the text reaches, or none when it reaches no tier', () => {
    fc.assert(
      fc.property(tiers, text, (tiers, text) => {
        const length = textLength(text);
        const tier = textTier(tiers, text);
        const reached = tiers.filter((value) => value.textNumberOfChar! <= length);
        if (reached.length === 0) expect(tier).toBeNull();
        else expect(tier?.textNumberOfChar).toBe(Math.max(...reached.map((value) => value.textNumberOfChar!)));
      }),
    );
  });

  it('never puts a longer text on a lower tier', () => {
    fc.assert(
      fc.property(tiers, text, text, (tiers, a, b) => {
        const [short, long] = textLength(a) <= textLength(b) ? [a, b] : [b, a];
        const shortTier = textTier(tiers, short);
        if (shortTier !== null) {
          expect(textTier(tiers, long)?.textNumberOfChar).toBeGreaterThanOrEqual(shortTier.textNumberOfChar!);
        }
      }),
    );
  });

  it('does not depend on the order the tiers are listed in', () => {
    fc.assert(
      fc.property(
        tiers.chain((tiers) => fc.tuple(fc.constant(tiers), fc.shuffledSubarray(tiers, { minLength: tiers.length }))),
        text,
        ([tiers, shuffled], text) => {
          expect(textTier(shuffled, text)).toBe(textTier(tiers, text));
        },
      ),
    );
  });
});

describe('answerCost (properties)', () => {
  it('costs nothing for an empty answer, whatever the customization', () => {
    fc.assert(
      fc.property(customization, spaces, (customization, blank) => {
        expect(answerCost(customization, blank)).toBeNull();
      }),
    );
  });

  it('does not change with spaces around the answer', () => {
    fc.assert(
      fc.property(
        customization,
        fc.oneof(text, fc.constantFrom('true', 'false')),
        spaces,
        spaces,
        (customization, answer, before, after) => {
          expect(answerCost(customization, `${before}${answer}${after}`)).toBe(answerCost(customization, answer));
        },
      ),
    );
  });

  it('prices a select answer by its own option, and an unknown key at nothing', () => {
    fc.assert(
      fc.property(options, fc.string({ maxLength: 8 }), (options, key) => {
        const option = selectOption(options, key);
        if (option === null) expect(options.some((value) => value.selectKey === key.trim())).toBe(false);
        else expect(option.selectKey).toBe(key.trim());
      }),
    );
  });

  it('charges a box only when ticked', () => {
    fc.assert(
      fc.property(cost, fc.oneof(text, fc.constant('true')), (additionalCost, answer) => {
        const box: CostedCustomization = { inputType: 'CHECKBOX', customizationValues: [], additionalCost };
        expect(answerCost(box, answer)).toBe(answer.trim() === 'true' ? additionalCost : null);
      }),
    );
  });
});

describe('costAmount (properties)', () => {
  it('adds a euro amount as it is, nothing for NONE or no cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5_000, max: 50_000 }), basePrice, (amount, base) => {
        expect(costAmount({ costType: 'EURO', amount }, base)).toBe(amount);
        expect(costAmount({ costType: 'NONE', amount }, base)).toBe(0);
        expect(costAmount(null, base)).toBe(0);
      }),
    );
  });

  it('adds a percentage of the base price rounded to the nearest cent, growing with the base price', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), basePrice, basePrice, (amount, a, b) => {
        const extra = costAmount({ costType: 'PERCENT', amount }, a);
        expect(Number.isInteger(extra)).toBe(true);
        // In hundredths of a cent: the rounding is off by half a cent at most.
        expect(Math.abs(extra * 100 - a * amount)).toBeLessThanOrEqual(50);
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(costAmount({ costType: 'PERCENT', amount }, low)).toBeLessThanOrEqual(
          costAmount({ costType: 'PERCENT', amount }, high),
        );
      }),
    );
  });
});

describe('formatCost (properties)', () => {
  it('shows a cost that changes the price with its sign, and none for a cost of nothing', () => {
    fc.assert(
      fc.property(fc.option(cost, { nil: null }), fc.constantFrom('fr_FR' as const, 'en' as const), (cost, locale) => {
        const shown = formatCost(cost, locale);
        if (cost === null || cost.costType === 'NONE' || cost.amount === 0) expect(shown).toBeNull();
        else {
          expect(shown?.startsWith(cost.amount > 0 ? '+' : '−')).toBe(true);
          if (cost.costType === 'EURO') expect(Number(shown?.replace(/\D/g, ''))).toBe(Math.abs(cost.amount));
          else expect(shown).toContain('%');
        }
      }),
    );
  });
});
