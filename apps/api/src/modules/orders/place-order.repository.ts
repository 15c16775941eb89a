import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { fillLegalPlaceholders, LEGAL_PLACEHOLDERS, LOCALES, type Locale } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import {
  cartProducts,
  carts,
  declinations,
  discountCodes,
  orderLines,
  orders,
  orderStatusHistory,
  siteParameters,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../plugins/site-context.ts';
import type { PricedDiscount, PricedLine } from '../cart/cart-pricing.ts';
import { lockCart } from '../cart/cart.repository.ts';

/** The queries of `POST /order` (orders.service.ts `placeOrder`), each as few round trips as it can be. */

/**
 * The cart row locked until the end of the transaction, then its lines and its orders still awaiting payment
 * in one query; null when it does not exist. The lock is a statement of its own: on PostgreSQL, a statement
 * that waited for a row's lock reads the other tables as they were when it started.
 */
export async function lockCartForOrder(ctx: RequestContext, cartId: string) {
  if (!(await lockCart(ctx, cartId))) return null;
  const found = await ctx.db
    .select({
      cart: carts,
      line: cartProducts,
      unpaidOrderIds: sql<number[]>`coalesce((
        select json_agg(${orders.id} order by ${orders.id}) from ${orders}
        where ${orders.siteId} = ${carts.siteId} and ${orders.cartId} = ${carts.id}
          and ${orders.status} = 'AWAITING_PAYMENT'
      ), '[]'::json)`,
    })
    .from(carts)
    .leftJoin(cartProducts, and(eq(cartProducts.siteId, carts.siteId), eq(cartProducts.cartId, carts.id)))
    .where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, cartId)))
    .orderBy(asc(cartProducts.id));
  const first = found[0];
  if (!first) return null;
  const lines = found.flatMap(({ line }) => (line ? [line] : []));
  return { cart: first.cart, lines, unpaidOrderIds: first.unpaidOrderIds };
}

/**
 * The sale terms the customer accepts in each language, as `GET /parameter` gives them (company identity
 * filled in), read with only the parameters they need.
 */
export async function saleTermsByLocale(scope: { db: Db; siteId: number }): Promise<Record<Locale, string>> {
  const keys = ['SALE_TERMS', ...Object.values(LEGAL_PLACEHOLDERS)];
  const rows = await scope.db
    .select({ type: siteParameters.type, value: siteParameters.value, translations: siteParameters.translations })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, scope.siteId), inArray(siteParameters.type, keys)));
  const termsIn = (locale: Locale) => {
    const values: Record<string, string | null> = {};
    for (const row of rows) values[row.type] = (locale === 'en' ? row.translations.en : undefined) ?? row.value;
    const terms = values.SALE_TERMS;
    return terms ? fillLegalPlaceholders(terms, values) : '';
  };
  return Object.fromEntries(LOCALES.map((locale) => [locale, termsIn(locale)])) as Record<Locale, string>;
}

/** Takes the units of every tracked declination, or refuses the order: stock never goes below zero. */
export async function reserveStock(db: Db, siteId: number, units: [declinationId: number, quantity: number][]) {
  // In the order of their ids: two orders lock shared declinations in the same order (no deadlock).
  for (const [declinationId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await db
      .update(declinations)
      .set({ quantity: sql`${declinations.quantity} - ${quantity}` })
      .where(
        and(
          eq(declinations.siteId, siteId),
          eq(declinations.id, declinationId),
          eq(declinations.setQuantity, true),
          sql`${declinations.quantity} >= ${quantity}`,
        ),
      )
      .returning({ quantity: declinations.quantity });
    if (taken.length === 0) {
      const [row] = await db
        .select({ quantity: declinations.quantity })
        .from(declinations)
        .where(and(eq(declinations.siteId, siteId), eq(declinations.id, declinationId)));
      throw new AppError('BAD_REQUEST', 'CART_QUANTITY_OVER_STOCK', { remaining: Math.max(0, row?.quantity ?? 0) });
    }
  }
}

/**
 * The writes of an order's reference, lines, first status and its discount code's use, to be sent in one
 * statement with its payment (payments.repository.ts `insertPaymentWith`): every round trip to the database
 * counts at 300 orders a second.
 */
export function orderDetailWrites(
  tx: Db,
  siteId: number,
  order: { orderId: number; reference: string; lines: PricedLine[]; discount: PricedDiscount | null; locale: Locale },
): SQL[] {
  const { orderId, reference, lines, discount, locale } = order;
  const writes: SQL[] = [
    tx
      .insert(orderLines)
      .values(
        lines.map((line) => ({
          siteId,
          orderId,
          productId: line.productId,
          declinationId: line.declinationId,
          kind: line.kind,
          name: line.name,
          detail: line.detail,
          reference: line.reference,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          total: line.total,
          customizations: line.customizations.map((c) => ({
            idCustomization: c.idCustomization,
            label: c.label,
            value: c.inputType === 'FILE' ? c.value : (c.valueLabel[locale] ?? c.valueLabel.fr_FR ?? c.value),
            file: c.file,
          })),
          stockReserved: line.stock !== null,
        })),
      )
      .getSQL(),
    tx.insert(orderStatusHistory).values({ siteId, orderId, status: 'AWAITING_PAYMENT' }).getSQL(),
  ];
  if (discount) {
    writes.push(
      tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(and(eq(discountCodes.siteId, siteId), inArray(discountCodes.id, [discount.id])))
        .getSQL(),
    );
  }
  writes.push(
    tx
      .update(orders)
      .set({ reference })
      .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)))
      .getSQL(),
  );
  return writes;
}
