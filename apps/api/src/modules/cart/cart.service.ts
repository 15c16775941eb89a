import { randomUUID } from 'node:crypto';
import type { Cart, OrderDiscount } from '@atelier/contract';
import { MAX_CART_LINE_QUANTITY, quantityProblems, sameAnswers, type QuantityProblem } from '@atelier/domain';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { Checked, FieldProblem } from '../../refusal.ts';
import { tracksStock } from '../catalogue/catalogue.service.ts';
import { CartCatalogue, type CartCatalogueCache } from './cart-catalogue.ts';
import { toCartAnswer, toCartDiscount } from './cart-answer.ts';
import { checkDiscountCode } from './cart-discount.ts';
import { priceCart, type PricedCart } from './cart-pricing.ts';
import * as repository from './cart.repository.ts';

export type { PricedCart, PricedLine, PricedCustomization, PricedDiscount } from './cart-pricing.ts';
export type { Refusal } from './cart-discount.ts';

/**
 * The cart (SPEC §7 Cart calls, issue 6). A cart belongs to one site and to one owner: a logged user's cart
 * (`userId`) answers only that user's session; a guest cart (no user) answers whoever holds its random id.
 * Anything else, a cart of another site included, does not exist (404, so ids are never confirmed). An ordered
 * cart is read-only (409: the client starts a new cart).
 */

/** Who calls: the session's user, or a guest. */
export type CartCaller = { id: number } | null;

/** What the cart keeps in memory: made once per app in caches.ts, handed in by the cart and order routes. */
export interface CartCaches {
  /** The catalogue rows carts read, per site (cart-catalogue.ts). */
  cartCatalogue: CartCatalogueCache;
  /** The last state of carts an add saw (cart.repository.ts). */
  cartMemory: repository.CartMemory;
}

/** What pricing a cart reads from memory. */
export type PricingCaches = Pick<CartCaches, 'cartCatalogue'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const cartNotFound = () => new AppError('NOT_FOUND', 'CART_NOT_FOUND');

/** The cart the caller may see: a 404 when it does not exist here or belongs to someone else. */
export function ownedCart(cart: repository.CartRow | null, caller: CartCaller): repository.CartRow {
  if (!cart || (cart.userId !== null && cart.userId !== caller?.id)) throw cartNotFound();
  return cart;
}

/** The cart the caller may change: also a 409 once ordered. */
export function openCart(cart: repository.CartRow | null, caller: CartCaller): repository.CartRow {
  const owned = ownedCart(cart, caller);
  if (owned.orderedAt) throw new AppError('CONFLICT', 'CART_ORDERED');
  return owned;
}

/** Reads a cart by its public id (a malformed id is a cart that does not exist). */
export async function findCart(ctx: RequestContext, id: string): Promise<repository.CartRow | null> {
  return UUID.test(id) ? repository.findCart(ctx, id.toLowerCase()) : null;
}

/** Locks a cart for a change (transaction only). */
export async function lockCart(ctx: RequestContext, id: string): Promise<repository.CartRow | null> {
  return UUID.test(id) ? repository.lockCart(ctx, id.toLowerCase()) : null;
}

/** Locks a cart for a change and reads its lines for pricing (transaction only). */
export async function lockCartWithLines(ctx: RequestContext, id: string) {
  return UUID.test(id) ? repository.lockCartWithLines(ctx, id.toLowerCase()) : null;
}

/** Reads a cart and its lines, without a lock. */
export async function readCartWithLines(ctx: RequestContext, id: string) {
  return UUID.test(id) ? repository.findCartWithLines(ctx, id.toLowerCase()) : null;
}

/** SPEC §5 quantity problems as the 'quantity' field's messages. */
export function quantityFieldProblems(problems: QuantityProblem[]): FieldProblem[] {
  return problems.map((problem): FieldProblem => {
    const field = 'quantity';
    switch (problem.rule) {
      case 'NOT_POSITIVE':
        return { field, code: 'CART_QUANTITY_NOT_POSITIVE' };
      case 'TOO_BIG':
        return { field, code: 'CART_QUANTITY_TOO_BIG', params: { maximum: problem.maximum } };
      case 'NOT_MULTIPLE':
        return {
          field,
          code: problem.bottles ? 'CART_QUANTITY_NOT_MULTIPLE_BOTTLES' : 'CART_QUANTITY_NOT_MULTIPLE',
          params: { multiple: problem.multiple },
        };
      case 'OVER_STOCK':
        return { field, code: 'CART_QUANTITY_OVER_STOCK', params: { remaining: problem.remaining } };
    }
  });
}

/** The stock of a declination when the site tracks it and the declination too, else null. */
export async function trackedStock(
  ctx: RequestContext,
  declination: { setQuantity: boolean; quantity: number },
): Promise<number | null> {
  if (!declination.setQuantity) return null;
  return (await tracksStock(ctx)) ? declination.quantity : null;
}

/** The request's catalogue reads, from the site's kept rows. */
const catalogueOf = (ctx: RequestContext, caches: PricingCaches) => new CartCatalogue(ctx, caches.cartCatalogue);

async function answer(ctx: RequestContext, caches: PricingCaches, cart: repository.CartRow): Promise<Cart> {
  return toCartAnswer(ctx, await priceCart(ctx, cart, { catalogue: catalogueOf(ctx, caches) }));
}

/** A refused code is a 400 with its reason; the cart is left as it was. */
async function codeToApply(ctx: RequestContext, typed: string, totalProduct: number): Promise<string> {
  const checked = await checkDiscountCode(ctx, typed, totalProduct);
  if (!checked.ok) throw new AppError('BAD_REQUEST', checked.refusal.code, checked.refusal.params);
  return checked.row.code;
}

/** The user's default cart, made when there is none (a cart ordered from stops being default). */
export async function defaultCartOf(ctx: RequestContext, userId: number): Promise<repository.CartRow> {
  const existing = await repository.findDefaultCart(ctx, userId);
  if (existing) return existing;
  await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    await repository.clearOrderedDefault(inTx, userId);
    await repository.insertCart(inTx, { id: randomUUID(), userId, isDefault: true, discountCode: null });
  });
  // A concurrent request may have made it first (the insert then did nothing): that one is the default cart.
  const made = await repository.findDefaultCart(ctx, userId);
  if (!made) throw new Error(`The default cart of user ${userId} could not be made`);
  return made;
}

/**
 * Applies (a code), clears (null or '') or keeps (undefined) the cart's discount code, then answers the cart.
 * A code that does not apply is a 400 and changes nothing.
 */
async function withDiscountCode(
  ctx: RequestContext,
  caches: PricingCaches,
  cart: repository.CartRow,
  discountCode: string | null | undefined,
): Promise<Cart> {
  if (discountCode === undefined) return answer(ctx, caches, cart);
  if (discountCode === null || discountCode.trim() === '') {
    if (cart.discountCode !== null) await repository.updateCart(ctx, cart.id, { discountCode: null });
    return answer(ctx, caches, { ...cart, discountCode: null });
  }
  const priced = await priceCart(ctx, { ...cart, discountCode: null }, { catalogue: catalogueOf(ctx, caches) });
  const code = await codeToApply(ctx, discountCode, priced.totalProduct);
  await repository.updateCart(ctx, cart.id, { discountCode: code });
  return answer(ctx, caches, { ...cart, discountCode: code });
}

/**
 * `POST /cart`: the caller's main cart. A logged user gets the default cart (made when there is none); a guest
 * gets a new cart. With a discount code, the code is applied (a guest's new cart is empty: a code with a
 * minimum is refused before any cart is made).
 */
export async function mainCart(
  ctx: RequestContext,
  caches: PricingCaches,
  caller: CartCaller,
  discountCode?: string | null,
): Promise<Cart> {
  if (caller) return withDiscountCode(ctx, caches, await defaultCartOf(ctx, caller.id), discountCode);
  const code = discountCode?.trim() ? await codeToApply(ctx, discountCode, 0) : null;
  const cart = await repository.insertCart(ctx, {
    id: randomUUID(),
    userId: null,
    isDefault: false,
    discountCode: code,
  });
  return answer(ctx, caches, ownedCart(cart, caller));
}

/** `POST /cart/{cartId}`: the cart priced again, its discount code applied, cleared or kept. */
export async function refreshCart(
  ctx: RequestContext,
  caches: PricingCaches,
  caller: CartCaller,
  cartId: string,
  discountCode?: string | null,
): Promise<Cart> {
  const cart = openCart(await findCart(ctx, cartId), caller);
  return withDiscountCode(ctx, caches, cart, discountCode);
}

/**
 * `GET /cart/{cartId}/default` (logged users; the login hook of SPEC §4): the cart becomes the user's default
 * cart. A guest cart is claimed by the user. When the user already had another default cart, its lines join
 * the claimed cart (the same declination with the same customizations adds up; the client keeps the cart it
 * holds), its discount code is kept when the claimed cart has none, and it is deleted: one main cart remains.
 */
export async function makeDefault(
  ctx: RequestContext,
  caches: PricingCaches,
  userId: number,
  cartId: string,
): Promise<Cart> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const cart = openCart(await lockCart(inTx, cartId), { id: userId });
    const previous = await repository.findDefaultCart(inTx, userId);
    let discountCode = cart.discountCode;
    if (previous && previous.id !== cart.id) {
      const [lines, previousLines] = await Promise.all([
        repository.findLines(inTx, cart.id),
        repository.findLines(inTx, previous.id),
      ]);
      for (const line of previousLines) {
        const same = lines.find(
          (mine) => mine.declinationId === line.declinationId && sameAnswers(mine.customizations, line.customizations),
        );
        if (same) {
          same.quantity = Math.min(MAX_CART_LINE_QUANTITY, same.quantity + line.quantity);
          await repository.setLineQuantity(inTx, cart.id, same.id, same.quantity);
        }
      }
      await repository.moveLines(
        inTx,
        previous.id,
        cart.id,
        previousLines
          .filter((line) =>
            lines.every(
              (mine) =>
                mine.declinationId !== line.declinationId || !sameAnswers(mine.customizations, line.customizations),
            ),
          )
          .map((line) => line.id),
      );
      discountCode ??= previous.discountCode;
      await repository.deleteCart(inTx, previous.id);
    }
    await repository.clearDefault(inTx, userId, cart.id);
    await repository.updateCart(inTx, cart.id, { userId, isDefault: true, discountCode });
    return { ...cart, userId, isDefault: true, discountCode };
  });
  return answer(ctx, caches, claimed);
}

/** `DELETE /cart/{cartId}`: the cart and its lines go. */
export async function deleteCart(ctx: RequestContext, caller: CartCaller, cartId: string): Promise<void> {
  const cart = openCart(await findCart(ctx, cartId), caller);
  await repository.deleteCart(ctx, cart.id);
}

/** `DELETE /cart/{cartId}/product/{productId}/{idCartProduct}`: one line goes. */
export async function removeLine(
  ctx: RequestContext,
  caches: PricingCaches,
  caller: CartCaller,
  cartId: string,
  productId: number,
  lineId: number,
): Promise<Cart> {
  const cart = openCart(await findCart(ctx, cartId), caller);
  const lines = await repository.findLines(ctx, cart.id);
  if (!lines.some((line) => line.id === lineId && line.productId === productId)) {
    throw new AppError('NOT_FOUND', 'CART_LINE_NOT_FOUND');
  }
  await repository.deleteLine(ctx, cart.id, lineId);
  return answer(ctx, caches, cart);
}

/**
 * `PUT /cart/{cartId}/product/{productId}/quantity`: the new quantity of a line, under the SPEC §5 rules (the
 * stock counts the other lines of the same declination).
 */
export async function setQuantity(
  ctx: RequestContext,
  caches: PricingCaches,
  caller: CartCaller,
  cartId: string,
  productId: number,
  change: { quantity: number; idCartProduct: number },
): Promise<Checked<Cart>> {
  const checked = await ctx.db.transaction(async (tx): Promise<Checked<repository.CartRow>> => {
    const inTx = { ...ctx, db: tx };
    const cart = openCart(await lockCart(inTx, cartId), caller);
    const lines = await repository.findLines(inTx, cart.id);
    const line = lines.find((candidate) => candidate.id === change.idCartProduct && candidate.productId === productId);
    if (!line) throw new AppError('NOT_FOUND', 'CART_LINE_NOT_FOUND');
    const sellable = await repository.findSellableDeclination(inTx, line.declinationId);
    if (!sellable || sellable.product.id !== productId) throw new AppError('NOT_FOUND', 'CART_PRODUCT_NOT_FOUND');
    const { declination, product } = sellable;
    const problems = quantityProblems({
      quantity: change.quantity,
      alreadyInCart: lines
        .filter((other) => other.id !== line.id && other.declinationId === line.declinationId)
        .reduce((sum, other) => sum + other.quantity, 0),
      sellByMultipleOf: declination.sellByMultipleOf ?? product.sellByMultipleOf,
      kind: product.kind,
      stock: await trackedStock(inTx, declination),
    });
    if (problems.length > 0) return { ok: false, status: 400, problems: quantityFieldProblems(problems) };
    await repository.setLineQuantity(inTx, cart.id, line.id, change.quantity);
    return { ok: true, value: cart };
  });
  return checked.ok ? { ok: true, value: await answer(ctx, caches, checked.value) } : checked;
}

/**
 * `POST /order/discount {code, idCart}`: what the code would give this cart now, without applying it (the cart
 * page asks before applying). A code that does not apply is a 400 with its reason.
 */
export async function checkOrderDiscount(
  ctx: RequestContext,
  caches: PricingCaches,
  caller: CartCaller,
  request: { code: string; idCart: string },
): Promise<OrderDiscount> {
  const cart = openCart(await findCart(ctx, request.idCart), caller);
  const priced = await priceCart(ctx, { ...cart, discountCode: null }, { catalogue: catalogueOf(ctx, caches) });
  const code = await codeToApply(ctx, request.code, priced.totalProduct);
  const withCode = await priceCart(ctx, { ...cart, discountCode: code }, { catalogue: catalogueOf(ctx, caches) });
  if (!withCode.discount) throw new Error(`Discount code ${code} applied but not priced`);
  return {
    discount: toCartDiscount(withCode.discount),
    totalProduct: withCode.totalProduct,
    totalProductToPay: withCode.totalProductToPay,
  };
}

/**
 * For the order step (`POST /order/validate`, `POST /order`): the caller's open cart priced on the server.
 *
 *   pricedCartForOrder(ctx: RequestContext, caches: PricingCaches, cartId: string, caller: { id: number } | null):
 *     Promise<PricedCart>
 *
 * Every line carries its product and declination ids, quantity, kind (WINE | BOX | OTHER), capacity and unit,
 * weight in grams, isDematerialized / hasShippingFees, reference, the name and declination label in both
 * languages, `unitPrice` (one unit after the product's discount, customizations included = order_lines.unit_price)
 * and `total` (after the decreasing discount = order_lines.total), its customizations with their labels, value,
 * value label and stored file, and the tracked stock (null when untracked) as read, without a lock. The cart
 * carries totalProduct, discountTotal, totalProductToPay, the applied `discount` (with its row id, to count a
 * use) or `discountRefusal` (a message key: throw `new AppError('BAD_REQUEST', refusal.code, refusal.params)`
 * to refuse the order), and `unavailable` lines (withdrawn products) the order must refuse.
 * Throws AppError NOT_FOUND 'CART_NOT_FOUND' when the cart is not the caller's on this site, CONFLICT
 * 'CART_ORDERED' once ordered. Pass `{ ...ctx, db: tx }` to read inside the order's transaction.
 */
export async function pricedCartForOrder(
  ctx: RequestContext,
  caches: PricingCaches,
  cartId: string,
  caller: CartCaller,
): Promise<PricedCart & { version: number }> {
  const found = UUID.test(cartId) ? await repository.findCartWithLinesAndStock(ctx, cartId.toLowerCase()) : null;
  const cart = openCart(found?.cart ?? null, caller);
  const catalogue = catalogueOf(ctx, caches);
  if (found) catalogue.stockAsRead(found.stock);
  // The version read: the order is written only if the cart still has it (place-order.repository.ts).
  return { ...(await priceCart(ctx, cart, { lines: found?.lines ?? [], catalogue })), version: cart.version };
}
