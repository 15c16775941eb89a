import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  carts,
  declinations,
  mailOutbox,
  orderLines,
  orders,
  orderStatusHistory,
  payments,
  products,
  sitePaymentSettings,
} from '../../db/schema/index.ts';

/**
 * Test factories of the payment tests: what the order step (`POST /order`) will create, inserted directly:
 * a product with tracked stock, and an order AWAITING_PAYMENT whose lines reserved stock (the declination's
 * quantity already decremented, as the order step does).
 */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(++counter).toString(36)}`;

export async function createStockedDeclination(db: Db, siteId: number, stock: number) {
  const name = `Coussin test ${unique()}`;
  const [product] = await db
    .insert(products)
    .values({
      siteId,
      kind: 'OTHER',
      name: { fr_FR: name, en: `Test cushion ${name}` },
      slug: { fr_FR: name },
      price: 4500,
    })
    .returning({ id: products.id });
  const [declination] = await db
    .insert(declinations)
    .values({ siteId, productId: product!.id, setQuantity: true, quantity: stock, reference: `REF-${unique()}` })
    .returning({ id: declinations.id });
  return { productId: product!.id, declinationId: declination!.id };
}

export interface TestOrderOptions {
  siteId?: number;
  locale?: 'fr_FR' | 'en';
  /** Negative: the order's time to pay has already run out. */
  expiresInMs?: number;
  email?: string;
  userId?: number | null;
  lines: { productId: number; declinationId: number; quantity: number; unitPrice: number; reserved?: boolean }[];
}

/** The address of the test orders. */
export const TEST_ADDRESS = {
  firstname: 'Jeanne',
  lastname: 'Morel',
  company: null,
  address: '3 rue des Halles',
  addressPart2: null,
  postalCode: '85000',
  city: 'La Roche-sur-Yon',
  countryAlpha2: 'FR',
};

export async function createAwaitingOrder(db: Db, options: TestOrderOptions) {
  const siteId = options.siteId ?? 1;
  const cartId = randomUUID();
  await db.insert(carts).values({ siteId, id: cartId });
  const totalProducts = options.lines.reduce((sum, line) => sum + line.quantity * line.unitPrice, 0);
  const shippingFees = 690;
  const [order] = await db
    .insert(orders)
    .values({
      siteId,
      reference: `T-${unique()}`.toUpperCase(),
      userId: options.userId ?? null,
      cartId,
      email: options.email ?? `client.${unique()}@example.com`,
      phone: '+33612345678',
      firstname: 'Jeanne',
      lastname: 'Morel',
      locale: options.locale ?? 'fr_FR',
      deliveryType: 'DELIVERY',
      carrierName: 'Colissimo',
      deliveryAddress: TEST_ADDRESS,
      billingAddress: TEST_ADDRESS,
      totalProducts,
      shippingFees,
      total: totalProducts + shippingFees,
      saleTerms: '<p>Conditions générales de vente</p>',
      saleTermsAcceptedAt: new Date(),
      paymentProvider: 'SANDBOX',
      expiresAt: new Date(Date.now() + (options.expiresInMs ?? 30 * 60_000)),
    })
    .returning();
  for (const line of options.lines) {
    const reserved = line.reserved ?? true;
    await db.insert(orderLines).values({
      siteId,
      orderId: order!.id,
      productId: line.productId,
      declinationId: line.declinationId,
      kind: 'OTHER',
      name: { fr_FR: 'Coussin en lin', en: 'Linen cushion' },
      detail: { fr_FR: '40 × 40 cm', en: '40 × 40 cm' },
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.quantity * line.unitPrice,
      stockReserved: reserved,
    });
    if (reserved) {
      await db
        .update(declinations)
        .set({ quantity: sql`${declinations.quantity} - ${line.quantity}` })
        .where(and(eq(declinations.siteId, siteId), eq(declinations.id, line.declinationId)));
    }
  }
  return order!;
}

export async function stockOf(db: Db, siteId: number, declinationId: number) {
  const [row] = await db
    .select({ quantity: declinations.quantity })
    .from(declinations)
    .where(and(eq(declinations.siteId, siteId), eq(declinations.id, declinationId)));
  return row!.quantity;
}

export async function orderOf(db: Db, siteId: number, orderId: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return row!;
}

export async function paymentsOf(db: Db, siteId: number, orderId: number) {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.orderId, orderId)));
}

export async function historyOf(db: Db, siteId: number, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, note: orderStatusHistory.note })
    .from(orderStatusHistory)
    .where(and(eq(orderStatusHistory.siteId, siteId), eq(orderStatusHistory.orderId, orderId)));
}

export async function mailsTo(db: Db, siteId: number, to: string) {
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, siteId), eq(mailOutbox.to, to)));
}

export async function cartOf(db: Db, siteId: number, cartId: string) {
  const [row] = await db
    .select()
    .from(carts)
    .where(and(eq(carts.siteId, siteId), eq(carts.id, cartId)));
  return row!;
}

export async function usePaymentSettings(
  db: Db,
  siteId: number,
  provider: 'SANDBOX' | 'CAWL' | 'STRIPE',
  settings: Record<string, string>,
) {
  await db
    .insert(sitePaymentSettings)
    .values({ siteId, provider, settings })
    .onConflictDoUpdate({ target: sitePaymentSettings.siteId, set: { provider, settings, updatedAt: new Date() } });
}

export async function removePaymentSettings(db: Db, siteId: number) {
  await db.delete(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, siteId));
}
