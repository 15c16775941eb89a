import { formatPrice } from './number-text.ts';
import { numberFormat, onFirstUse } from './intl-formats.ts';

/**
 * What a customization answer adds to the price (SPEC §5 "Customization cost"). Money in integer cents;
 * a PERCENT amount is a whole percent of the declination's unit price (10 = 10 %).
 */

export type CustomizationCostType = 'EURO' | 'NONE' | 'PERCENT';
export type CustomizationInputType = 'TEXT' | 'SELECT' | 'CHECKBOX' | 'FILE';

export interface CustomizationCost {
  costType: CustomizationCostType;
  amount: number;
}

/** A TEXT tier (`textNumberOfChar`) or a SELECT option (`selectKey`) with its cost. */
export interface CustomizationCostValue extends CustomizationCost {
  textNumberOfChar: number | null;
  selectKey: string | null;
}

/** The part of a customization (SPEC §3) the cost depends on; the contract's `Customization` fits. */
export interface CostedCustomization {
  inputType: CustomizationInputType;
  customizationValues: readonly CustomizationCostValue[];
  /** CHECKBOX and FILE: the cost of a ticked box or a given file. */
  additionalCost: CustomizationCost | null;
}

const graphemes = onFirstUse(() => new Intl.Segmenter('fr', { granularity: 'grapheme' }));

/**
 * The length of a text answer as a customer counts it: characters as seen (an accented letter or an emoji
 * is one), spaces inside the text included, spaces around it not.
 */
export function textLength(text: string): number {
  return [...graphemes().segment(text.normalize('NFC').trim())].length;
}

export const isEmptyAnswer = (answer: string) => answer.trim() === '';

/**
 * SPEC §5: a text takes the highest tier whose character count is at most its length. Tiers are thresholds
 * ("from N characters"): with tiers 5/10/20 a 7-character text pays the 5 tier, a 25-character text the 20
 * tier, and a text shorter than every tier matches none and costs nothing.
 */
export function textTier<T extends CustomizationCostValue>(values: readonly T[], text: string): T | null {
  const length = textLength(text);
  let best: T | null = null;
  for (const value of values) {
    const count = value.textNumberOfChar;
    if (count === null || count > length) continue;
    if (best === null || count > (best.textNumberOfChar ?? 0)) best = value;
  }
  return best;
}

/** SPEC §5: a select answer takes the option with the matching key. */
export function selectOption<T extends CustomizationCostValue>(values: readonly T[], key: string): T | null {
  return values.find((value) => value.selectKey !== null && value.selectKey === key.trim()) ?? null;
}

/** A ticked box is the answer 'true'; 'false' or an empty answer is an unticked one. */
export const isTicked = (answer: string) => answer.trim() === 'true';

/** The cost an answer incurs, or null when it incurs none (SPEC §5: false checkbox or empty answer). */
export function answerCost(customization: CostedCustomization, answer: string): CustomizationCost | null {
  if (isEmptyAnswer(answer)) return null;
  switch (customization.inputType) {
    case 'TEXT':
      return textTier(customization.customizationValues, answer);
    case 'SELECT':
      return selectOption(customization.customizationValues, answer);
    case 'CHECKBOX':
      return isTicked(answer) ? customization.additionalCost : null;
    case 'FILE':
      // The answer is the token of a file the server validated.
      return customization.additionalCost;
  }
}

/** The extra in cents: EURO adds its amount, PERCENT a rounded share of the base price, NONE nothing. */
export function costAmount(cost: CustomizationCost | null, basePrice: number): number {
  if (!cost) return 0;
  switch (cost.costType) {
    case 'EURO':
      return cost.amount;
    case 'PERCENT':
      return Math.round((basePrice * cost.amount) / 100);
    case 'NONE':
      return 0;
  }
}

/**
 * SPEC §5 display '+N€' or '+N%', written the way each language writes amounts: '+5,00 €' and '+10 %' in
 * French, '+€5.00' and '+10%' in English. Null when the answer costs nothing.
 */
export function formatCost(cost: CustomizationCost | null, locale: 'fr_FR' | 'en' = 'fr_FR'): string | null {
  if (!cost || cost.costType === 'NONE' || cost.amount === 0) return null;
  const sign = cost.amount < 0 ? '−' : '+';
  const amount = Math.abs(cost.amount);
  if (cost.costType === 'EURO') return `${sign}${formatPrice(amount, locale)}`;
  const percent = numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(amount / 100);
  return `${sign}${percent}`;
}

/** The extra of one answer in cents and as shown beside it. */
export function customizationExtra(
  customization: CostedCustomization,
  answer: string,
  basePrice: number,
  locale: 'fr_FR' | 'en' = 'fr_FR',
): { extra: number; display: string | null } {
  const cost = answerCost(customization, answer);
  return { extra: costAmount(cost, basePrice), display: formatCost(cost, locale) };
}
