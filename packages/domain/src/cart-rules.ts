import { discountedPrice, type DiscountType, type PriceDiscount } from './pricing.ts';

/**
 * The cart's rules (SPEC §5 add to cart, issue 6): what a quantity may be, what a line costs with the
 * product's decreasing quantity discounts, and what a discount code takes off. Money in integer cents; a
 * percent is a whole number (10 = 10 %). Shared by the API (which enforces them) and the storefront.
 */

export type CartProductKind = 'WINE' | 'BOX' | 'OTHER';

/** The largest quantity one cart line may hold (an order line's total must stay a 32-bit integer). */
export const MAX_CART_LINE_QUANTITY = 9999;

/** Why a quantity is refused; the caller words it (SPEC §5 messages). */
export type QuantityProblem =
  | { rule: 'NOT_POSITIVE' }
  | { rule: 'TOO_BIG'; maximum: number }
  /** 'This product can only be added by multiple of N' (+ ' bottles' for a wine). */
  | { rule: 'NOT_MULTIPLE'; multiple: number; bottles: boolean }
  /** 'Only N items remaining in stock'. */
  | { rule: 'OVER_STOCK'; remaining: number };

export interface QuantityCheck {
  /** The quantity asked for: added to the cart, or the new quantity of a line. */
  quantity: number;
  /** What the cart already holds of the same declination outside this request (other lines, or the line added to). */
  alreadyInCart: number;
  sellByMultipleOf: number;
  kind: CartProductKind;
  /** The stock when it is tracked (declination setQuantity and the site's HANDLE_STOCK / USE_PRODUCT_STOCK), else null. */
  stock: number | null;
}

/**
 * SPEC §5 add-to-cart rules, in the order a customer fixes them: the quantity must be above 0; it must be a
 * multiple of the sell-by multiple; with a tracked stock, what the cart would then hold of the declination
 * may not pass the stock. A quantity that is not positive reports that alone.
 */
export function quantityProblems(check: QuantityCheck): QuantityProblem[] {
  if (!Number.isInteger(check.quantity) || check.quantity <= 0) return [{ rule: 'NOT_POSITIVE' }];
  const problems: QuantityProblem[] = [];
  const multiple = Math.max(1, Math.floor(check.sellByMultipleOf));
  if (check.quantity % multiple !== 0) {
    problems.push({ rule: 'NOT_MULTIPLE', multiple, bottles: check.kind === 'WINE' });
  }
  const wanted = check.alreadyInCart + check.quantity;
  if (wanted > MAX_CART_LINE_QUANTITY) problems.push({ rule: 'TOO_BIG', maximum: MAX_CART_LINE_QUANTITY });
  if (check.stock !== null && wanted > check.stock) {
    problems.push({ rule: 'OVER_STOCK', remaining: Math.max(0, check.stock) });
  }
  return problems;
}

// ─── prices of a line ───

/** A decreasing quantity discount: from `fromQuantity` units on, the unit price drops by the discount. */
export interface QuantityDiscount extends PriceDiscount {
  fromQuantity: number;
}

/** The tier a quantity reaches: the one with the highest `fromQuantity` at most the quantity, else none. */
export function quantityDiscountTier<T extends QuantityDiscount>(tiers: readonly T[], quantity: number): T | null {
  let best: T | null = null;
  for (const tier of tiers) {
    if (tier.fromQuantity > quantity || tier.amount <= 0) continue;
    if (best === null || tier.fromQuantity > best.fromQuantity) best = tier;
  }
  return best;
}

export interface LinePrice {
  /** One unit after the product's discount, customizations included (what the order line keeps). */
  unitPrice: number;
  /** One unit after the decreasing quantity discount too. */
  finalUnitPrice: number;
  /** The line: finalUnitPrice × quantity. */
  total: number;
}

/**
 * A cart line's price. `unitPrice` is the declination's price after its own discount plus the extras of its
 * customizations (customization-cost.ts); the decreasing discount reached by `productQuantity` (every unit of
 * the product in the cart, whatever the declination or customization) lowers that whole unit price, rounded to
 * the cent per unit, then the line is that times its quantity.
 */
export function linePrice(
  unitPrice: number,
  quantity: number,
  tiers: readonly QuantityDiscount[],
  productQuantity: number = quantity,
): LinePrice & { tier: QuantityDiscount | null } {
  const tier = quantityDiscountTier(tiers, productQuantity);
  const finalUnitPrice = discountedPrice(unitPrice, tier);
  return { unitPrice, finalUnitPrice, total: finalUnitPrice * quantity, tier };
}

// ─── discount codes ───

export type DiscountCodeDetailType = 'PRODUCT' | 'SHIPPING_FEES';

export interface DiscountCodeRule {
  type: DiscountType;
  /** Cents for EURO, percent for PERCENT. */
  amount: number;
  detailType: DiscountCodeDetailType;
  /** The products total (cents, before the code) the cart must reach. */
  minimumTotal: number;
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  usedCount: number;
  isActive: boolean;
}

/** Why a code does not apply to a cart now. */
export type DiscountCodeProblem =
  | { reason: 'INACTIVE' }
  | { reason: 'NOT_STARTED'; startsAt: Date }
  | { reason: 'EXPIRED'; endsAt: Date }
  | { reason: 'USED_UP' }
  | { reason: 'MINIMUM'; minimumTotal: number };

/** Whether a code applies to a products total at `now`: active, within its dates, uses left, minimum reached. */
export function discountCodeProblem(
  code: DiscountCodeRule,
  totalProduct: number,
  now: Date = new Date(),
): DiscountCodeProblem | null {
  if (!code.isActive) return { reason: 'INACTIVE' };
  if (code.startsAt && now < code.startsAt) return { reason: 'NOT_STARTED', startsAt: code.startsAt };
  if (code.endsAt && now > code.endsAt) return { reason: 'EXPIRED', endsAt: code.endsAt };
  if (code.maxUses !== null && code.usedCount >= code.maxUses) return { reason: 'USED_UP' };
  if (totalProduct < code.minimumTotal) return { reason: 'MINIMUM', minimumTotal: code.minimumTotal };
  return null;
}

/**
 * What a code takes off the products total: a EURO code its amount, never more than the total; a PERCENT code
 * that share of the total rounded to the cent. A code on shipping fees takes nothing off the products (the
 * shipping step applies it to the fees).
 */
export function productDiscountTotal(
  code: Pick<DiscountCodeRule, 'type' | 'amount' | 'detailType'>,
  totalProduct: number,
): number {
  if (code.detailType !== 'PRODUCT' || code.amount <= 0 || totalProduct <= 0) return 0;
  const amount = code.type === 'PERCENT' ? Math.min(100, code.amount) : code.amount;
  return totalProduct - discountedPrice(totalProduct, { type: code.type, amount });
}

/** SPEC §5/§7 cart totals: the lines before the code, and what is left to pay for the products after it. */
export function cartTotals(
  lineTotals: readonly number[],
  code: Pick<DiscountCodeRule, 'type' | 'amount' | 'detailType'> | null,
): { totalProduct: number; discountTotal: number; totalProductToPay: number } {
  const totalProduct = lineTotals.reduce((sum, total) => sum + total, 0);
  const discountTotal = code ? productDiscountTotal(code, totalProduct) : 0;
  return { totalProduct, discountTotal, totalProductToPay: totalProduct - discountTotal };
}

// ─── customization answers of a line ───

export interface CartLineAnswer {
  idCustomization: number;
  value: string;
}

/**
 * The answers as a cart line keeps them: trimmed, without the empty ones (no answer, or an unticked box, costs
 * and means nothing), ordered by customization. Two adds of the same declination with the same kept answers
 * go to the same line.
 */
export function keptAnswers<T extends CartLineAnswer>(
  answers: readonly T[],
  isUntickedBox: (answer: T) => boolean,
): T[] {
  return answers
    .map((answer) => ({ ...answer, value: answer.value.trim() }))
    .filter((answer) => answer.value !== '' && !isUntickedBox(answer))
    .sort((a, b) => a.idCustomization - b.idCustomization);
}

/** Whether two lists of kept answers are the same customization. */
export function sameAnswers(a: readonly CartLineAnswer[], b: readonly CartLineAnswer[]): boolean {
  const key = (answers: readonly CartLineAnswer[]) =>
    JSON.stringify(
      [...answers]
        .sort((x, y) => x.idCustomization - y.idCustomization)
        .map((answer) => [answer.idCustomization, answer.value.trim()]),
    );
  return key(a) === key(b);
}
