import { and, desc, eq, getTableColumns, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { fillLegalPlaceholders, LEGAL_PLACEHOLDERS, LOCALES, type Locale, type OrderPlaced } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { preparedShape, shapeOf, Slots } from '../../db/prepared.ts';
import {
  carts,
  declinations,
  discountCodes,
  legalTextVersions,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  siteParameters,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { PricedDiscount, PricedLine } from '../cart/cart-pricing.ts';
import type { OrderPaymentRow } from '../payments/payments.service.ts';

/** The queries of `POST /order` (orders.service.ts `placeOrder`), each as few round trips as it can be. */

/**
 * Claims the cart for the order, if it is still as priced: its version is the one read (every change of the
 * cart or of its lines bumps it, migration 0013) and it was not ordered. The claim bumps the version too: an
 * order of the same cart placed meanwhile finds it changed. Answers its orders still awaiting payment (the new
 * one replaces them), or null when the cart changed.
 */
export async function claimCartForOrder(ctx: RequestContext, cartId: string, version: number) {
  const [claimed] = await ctx.db
    .update(carts)
    .set({ updatedAt: new Date() })
    .where(and(eq(carts.siteId, ctx.siteId), eq(carts.id, cartId), eq(carts.version, version), isNull(carts.orderedAt)))
    .returning({
      // Written out: Drizzle names the columns of an update's returning clause without their table.
      unpaidOrderIds: sql<number[]>`coalesce((
        select json_agg(unpaid.id order by unpaid.id) from orders unpaid
        where unpaid.site_id = carts.site_id and unpaid.cart_id = carts.id and unpaid.status = 'AWAITING_PAYMENT'
      ), '[]'::json)`,
    });
  return claimed ?? null;
}

/**
 * The sale terms the customer accepts in each language, as `GET /parameter` gives them (company identity
 * filled in), read with only the parameters they need, and the id of their current version (legal_text_versions,
 * issue 18: the newest of the site's SALE_TERMS; null when none was kept), which the order records.
 */
export async function saleTermsByLocale(scope: {
  db: Db;
  siteId: number;
}): Promise<{ text: Record<Locale, string>; versionId: number | null }> {
  const keys = ['SALE_TERMS', ...Object.values(LEGAL_PLACEHOLDERS)];
  const [rows, [version]] = await Promise.all([
    scope.db
      .select({ type: siteParameters.type, value: siteParameters.value, translations: siteParameters.translations })
      .from(siteParameters)
      .where(and(eq(siteParameters.siteId, scope.siteId), inArray(siteParameters.type, keys))),
    scope.db
      .select({ id: legalTextVersions.id })
      .from(legalTextVersions)
      .where(and(eq(legalTextVersions.siteId, scope.siteId), eq(legalTextVersions.key, 'SALE_TERMS')))
      .orderBy(desc(legalTextVersions.id))
      .limit(1),
  ]);
  const termsIn = (locale: Locale) => {
    const values: Record<string, string | null> = {};
    for (const row of rows) values[row.type] = (locale === 'en' ? row.translations.en : undefined) ?? row.value;
    const terms = values.SALE_TERMS;
    return terms ? fillLegalPlaceholders(terms, values) : '';
  };
  const text = Object.fromEntries(LOCALES.map((locale) => [locale, termsIn(locale)])) as Record<Locale, string>;
  return { text, versionId: version?.id ?? null };
}

/** Refuses the order: the declination has fewer units left than it asks (SPEC §5 message with what remains). */
export async function refuseOverStock(db: Db, siteId: number, declinationId: number): Promise<never> {
  const [row] = await db
    .select({ quantity: declinations.quantity })
    .from(declinations)
    .where(and(eq(declinations.siteId, siteId), eq(declinations.id, declinationId)));
  throw new AppError('BAD_REQUEST', 'CART_QUANTITY_OVER_STOCK', { remaining: Math.max(0, row?.quantity ?? 0) });
}

/**
 * Takes the units of a declination: if that many are left (`ifLeft`: the statement answers it), or at once (a
 * short stock then breaks `declinations_stock_not_negative`, migration 0016, and the statement fails). `slots`:
 * its values in slots, for a prepared statement.
 */
function takeStock(db: Db, siteId: number, declinationId: number, quantity: number, ifLeft = true, slots?: Slots) {
  const value = (name: string, given: number) => (slots ? slots.value(name, given) : given);
  const units = value('stock.quantity', quantity);
  return db
    .update(declinations)
    .set({ quantity: sql`${declinations.quantity} - ${units}` })
    .where(
      and(
        eq(declinations.siteId, value('stock.site', siteId)),
        eq(declinations.id, value('stock.declination', declinationId)),
        eq(declinations.setQuantity, sql`true`),
        ifLeft ? sql`${declinations.quantity} >= ${units}` : undefined,
      ),
    )
    .returning({ id: declinations.id });
}

/** Takes the units of every tracked declination, or refuses the order: stock never goes below zero. */
export async function reserveStock(db: Db, siteId: number, units: [declinationId: number, quantity: number][]) {
  // In the order of their ids: two orders lock shared declinations in the same order (no deadlock).
  for (const [declinationId, quantity] of [...units].sort(([a], [b]) => a - b)) {
    const taken = await takeStock(db, siteId, declinationId, quantity);
    if (taken.length === 0) await refuseOverStock(db, siteId, declinationId);
  }
}

/** The order's row as written, without its id and reference (given by `insertOrder`). */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'reference'>;

/** The order's columns it answers: all but the sale terms (written, not read back: the caller has them). */
const { saleTerms: _saleTerms, ...answeredColumns } = getTableColumns(orders);

/**
 * Writes an order in one statement (every round trip to the database counts at 300 orders a second): the
 * order with its id and reference (`C2026-000042`), its lines, first status, its discount code's use, its
 * payments row, and the units of one tracked declination (an order of several takes them with `reserveStock`,
 * one statement each in id order, so that orders sharing them cannot deadlock). The statement is prepared once
 * per shape (lines, discount, stock, claim, payment: db/prepared.ts), its values in slots.
 *
 * With `claim`, the statement also claims the cart: only if its version is still the one priced (every change
 * of the cart or its lines bumps it, migration 0013), it was not ordered and has no order awaiting payment;
 * else it stops (`order_refused`, migration 0014). It takes the units last, and a short stock breaks the
 * stock's check (migration 0016). Either way nothing of it is written: `orderRefusalOf` tells why. Without it
 * (in a transaction that claimed the cart), a short stock refuses the order, and the transaction rolls back.
 */
export async function insertOrder(
  db: Db,
  siteId: number,
  order: NewOrder,
  details: {
    referencePrefix: string;
    lines: PricedLine[];
    discount: PricedDiscount | null;
    locale: Locale;
    /**
     * Its payments row, given its id and the statement's slots (a payment written complete can say it: the
     * sandbox's return link).
     */
    payment: (paymentId: SQL<number>, slots: Slots) => OrderPaymentRow;
    stock: [declinationId: number, quantity: number] | null;
    claim?: { cartId: string; version: number };
  },
) {
  const slots = new Slots();
  const newId = db
    .$with('new_order_id', { id: sql<number>`id` })
    .as(sql`select nextval(pg_get_serial_sequence('orders', 'id'))::integer as id`);
  const orderId = sql<number>`(select id from ${newId})`;
  const detailWrites = orderDetailWrites(db, slots, { siteId, orderId, ...details });
  const writes = detailWrites.writes.map((write, i) => db.$with(`order_write_${i}`, {}).as(write));
  const newPaymentId = db
    .$with('new_payment_id', { id: sql<number>`id` })
    .as(sql`select nextval(pg_get_serial_sequence('payments', 'id'))::integer as id`);
  const paymentIdOf = sql<number>`(select id from ${newPaymentId})`;
  const paymentRow = details.payment(paymentIdOf, slots);
  const payment = db.$with('order_payment').as(
    db
      .insert(payments)
      .overridingSystemValue()
      .values({ ...slots.row(payments, 'payment', paymentRow), id: paymentIdOf, orderId })
      .returning({ id: payments.id }),
  );
  const claim = details.claim;
  // With a claim the units are taken last: a data-modifying WITH query that the statement does not read runs
  // after it, those listed first last; so the stock row stays locked from the order's last write to the commit
  // (every order of one product waits for that lock).
  const stock = details.stock && db.$with('order_stock').as(takeStock(db, siteId, ...details.stock, !claim, slots));
  const claimed = claim && db.$with('claimed_cart').as(claimCart(db, slots, siteId, claim));
  // With a claim, the order's id is given only if the cart was claimed; else the statement stops there.
  const id = claimed
    ? sql<number>`case when not exists (select 1 from ${claimed}) then order_refused('cart') else ${orderId} end`
    : orderId;
  const query = db
    .with(...(stock ? [stock] : []), newId, newPaymentId, ...writes, payment, ...(claimed ? [claimed] : []))
    .insert(orders)
    .overridingSystemValue()
    .values({
      ...slots.row(orders, 'order', order),
      id,
      // As `C${year}-${String(id).padStart(6, '0')}`: lpad alone would cut ids of seven digits.
      reference: sql`${slots.value('order.prefix', details.referencePrefix)} || (select case when id < 1000000
        then lpad(id::text, 6, '0') else id::text end from ${newId})`,
    })
    .returning({
      ...answeredColumns,
      paymentId: sql<number>`(select id from ${payment})`.mapWith(Number),
      stockTaken:
        stock && !claim ? sql<number>`(select count(*) from ${stock})`.mapWith(Number) : sql<number>`1`.mapWith(Number),
    });
  const shape = [
    'order',
    shapeOf(order),
    detailWrites.shape,
    shapeOf(paymentRow),
    stock ? (claim ? 'stock last' : 'stock if left') : 'no stock',
    claim ? 'claim' : 'claimed',
  ].join(':');
  const [row] = await preparedShape(db, shape, query).execute(slots.values);
  if (!row) throw new Error('insert into orders returned no row');
  if (details.stock && row.stockTaken === 0) await refuseOverStock(db, siteId, details.stock[0]);
  const { paymentId, stockTaken: _taken, ...inserted } = row;
  return { order: { ...inserted, saleTerms: order.saleTerms }, paymentId };
}

/**
 * The claim of `insertOrder`: the cart, if its version is still the one priced, it was not ordered and no order
 * of it awaits payment (its row returned, else none).
 */
function claimCart(db: Db, slots: Slots, siteId: number, claim: { cartId: string; version: number }) {
  const site = slots.value('claim.site', siteId);
  const cart = slots.value('claim.cart', claim.cartId);
  return db
    .update(carts)
    .set(slots.row(carts, 'claim', { updatedAt: new Date() }))
    .where(
      and(
        eq(carts.siteId, site),
        eq(carts.id, cart),
        eq(carts.version, slots.value('claim.version', claim.version)),
        isNull(carts.orderedAt),
        sql`not exists (select 1 from orders unpaid where unpaid.site_id = ${site}
          and unpaid.cart_id = ${cart} and unpaid.status = 'AWAITING_PAYMENT')`,
      ),
    )
    .returning({ id: carts.id });
}

/** Why `insertOrder` with a claim wrote nothing: the cart changed (or awaits a payment), or the stock is short. */
export function orderRefusalOf(error: unknown): 'cart' | 'stock' | null {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, hint, constraint } = cause as { code?: unknown; hint?: unknown; constraint?: unknown };
    if (code === 'P0001' && hint === 'cart') return 'cart';
    if (code === '23514' && constraint === 'declinations_stock_not_negative') return 'stock';
  }
  return null;
}
/**
 * The writes of an order's lines, first status and its discount code's use (`insertOrder`'s statement), their
 * values in `slots`, and their shape.
 */
function orderDetailWrites(
  tx: Db,
  slots: Slots,
  order: {
    siteId: number;
    orderId: SQL<number>;
    lines: PricedLine[];
    discount: PricedDiscount | null;
    locale: Locale;
  },
): { writes: SQL[]; shape: string } {
  const { siteId, orderId, lines, discount, locale } = order;
  const site = slots.value('detail.site', siteId);
  const writes: SQL[] = [
    tx
      .insert(orderStatusHistory)
      .values({ siteId: sql`${site}`, orderId, status: sql`'AWAITING_PAYMENT'` })
      .getSQL(),
  ];
  const rows = lines.map((line, i) =>
    slots.row(orderLines, `line${i}`, {
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
      madeToMeasure: line.isMadeToMeasure,
    }),
  );
  if (rows.length > 0) {
    writes.push(
      tx
        .insert(orderLines)
        .values(rows.map((row) => ({ ...row, siteId: sql`${site}`, orderId })))
        .getSQL(),
    );
  }
  if (discount) {
    writes.push(
      tx
        .update(discountCodes)
        .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
        .where(and(eq(discountCodes.siteId, site), eq(discountCodes.id, slots.value('discount.id', discount.id))))
        .getSQL(),
    );
  }
  return { writes, shape: `${lines.length} lines${discount ? ' with discount' : ''}` };
}

/** The order placed with an `Idempotency-Key`, and the answer it gave (null while its payment starts). */
export async function findOrderOfKey(db: Db, siteId: number, key: string) {
  const [row] = await db
    .select({ id: orders.id, answer: orders.idempotencyAnswer })
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.idempotencyKey, key)));
  return row ? { id: row.id, answer: row.answer as OrderPlaced | null } : null;
}

/** Keeps the answer of an order placed with a key, for a retry of the same request. */
export async function keepAnswerOfKey(db: Db, siteId: number, orderId: number, answer: OrderPlaced) {
  await db
    .update(orders)
    .set({ idempotencyAnswer: answer })
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
}

/** The insert broke the one-order-per-key rule: another request with the same key placed its order. */
export function isKeyTaken(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && constraint === 'orders_idempotency_key_site_key') return true;
  }
  return false;
}
