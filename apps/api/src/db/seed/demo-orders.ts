import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { StoredPostalAddress } from '../schema/index.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { newIds } from './new-ids.ts';

/**
 * A seeded history for the demo administrator (issue 16 item 9), written with the demo accounts into the embedded
 * database only: 36 orders over the last six weeks across every status and delivery type, two returns and one
 * withdrawal, so that the back-office is not empty on first start. Deterministic (a fixed plan and a seeded
 * pseudo-random sequence; the dates count back from the day it runs), nothing fetched, one transaction.
 * Skipped when the site already has its demo orders (references `CMD-DEMO-…`).
 */
export const DEMO_ORDER_COUNT = 36;
const PREFIX = 'CMD-DEMO-';

/** A small deterministic generator (mulberry32): the same history at every seed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const PEOPLE: [string, string, string, string][] = [
  ['Marie', 'Lefèvre', '44000', 'Nantes'],
  ['Thomas', 'Girard', '85000', 'La Roche-sur-Yon'],
  ['Sophie', 'Bonnet', '49100', 'Angers'],
  ['Lucas', 'Mercier', '17000', 'La Rochelle'],
  ['Claire', 'Fontaine', '79000', 'Niort'],
  ['Hugo', 'Chevalier', '35000', 'Rennes'],
  ['Léa', 'Rousseau', '86000', 'Poitiers'],
  ['Antoine', 'Blanc', '75011', 'Paris'],
  ['Manon', 'Guérin', '33000', 'Bordeaux'],
  ['Julien', 'Faure', '69003', 'Lyon'],
];

const STREETS = ['rue des Halles', 'avenue de la Gare', 'place du Marché', 'rue Nationale', 'chemin des Vignes'];

type Status = (typeof t.ORDER_STATUSES)[number];

/** What happened to an order placed `days` ago (the plan: older orders are further along). */
function statusFor(index: number, days: number): Status {
  if (index % 17 === 5) return 'CANCELLED';
  if (index % 19 === 7) return 'REFUNDED';
  if (days <= 1) return 'PAID';
  if (days <= 3) return index % 2 === 0 ? 'IN_PREPARATION' : 'PAID';
  if (days <= 9) return 'SHIPPED';
  return 'DELIVERED';
}

const STEPS: Record<Status, Status[]> = {
  AWAITING_PAYMENT: ['AWAITING_PAYMENT'],
  PAID: ['AWAITING_PAYMENT', 'PAID'],
  IN_PREPARATION: ['AWAITING_PAYMENT', 'PAID', 'IN_PREPARATION'],
  SHIPPED: ['AWAITING_PAYMENT', 'PAID', 'IN_PREPARATION', 'SHIPPED'],
  READY_FOR_PICKUP: ['AWAITING_PAYMENT', 'PAID', 'IN_PREPARATION', 'READY_FOR_PICKUP'],
  DELIVERED: ['AWAITING_PAYMENT', 'PAID', 'IN_PREPARATION', 'SHIPPED', 'DELIVERED'],
  CANCELLED: ['AWAITING_PAYMENT', 'PAID', 'CANCELLED'],
  REFUNDED: ['AWAITING_PAYMENT', 'PAID', 'IN_PREPARATION', 'SHIPPED', 'DELIVERED', 'REFUNDED'],
};
/** Hours after the order at which each step happened. */
const STEP_HOURS: Partial<Record<Status, number>> = {
  PAID: 0.1,
  IN_PREPARATION: 20,
  SHIPPED: 44,
  READY_FOR_PICKUP: 44,
  DELIVERED: 90,
  CANCELLED: 6,
  REFUNDED: 150,
};

/** The year of a moment in the shop's time zone, as the invoices' series count it. */
export const invoiceYear = (moment: Date) =>
  Number(new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Europe/Paris' }).format(moment));

/** Seeds the history of the sites given (those of the demo accounts); returns the number of orders written. */
export async function seedDemoOrders(db: Db, siteIds: readonly number[], now = new Date()): Promise<number> {
  let written = 0;
  for (const siteId of siteIds) {
    const admin = DEMO_ACCOUNTS.find((account) => account.siteId === siteId && account.role === 'ADMIN');
    if (!admin) continue;
    written += await db.transaction(async (tx) => seedSite(tx as unknown as Db, siteId, admin.email, now));
  }
  return written;
}

async function seedSite(db: Db, siteId: number, adminEmail: string, now: Date): Promise<number> {
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(t.orders)
    .where(and(eq(t.orders.siteId, siteId), like(t.orders.reference, `${PREFIX}%`)));
  if (Number(existing?.n) > 0) return 0;
  const accounts = await db
    .select({ id: t.users.id, email: t.users.email, firstname: t.users.firstname, lastname: t.users.lastname })
    .from(t.users)
    .where(eq(t.users.siteId, siteId));
  const adminId = accounts.find((account) => account.email === adminEmail)?.id ?? null;
  const demoCustomer = DEMO_ACCOUNTS.find((account) => account.siteId === siteId && account.role === 'CUSTOMER');
  const customerRow = accounts.find((account) => account.email === demoCustomer?.email) ?? null;
  const catalogue = await db
    .select({
      productId: t.declinations.productId,
      declinationId: t.declinations.id,
      kind: t.products.kind,
      name: t.products.name,
      reference: t.declinations.reference,
      price: sql<number>`case when ${t.declinations.fixedPrice} and ${t.declinations.price} is not null then ${t.declinations.price} else ${t.products.price} end`,
    })
    .from(t.declinations)
    .innerJoin(
      t.products,
      and(eq(t.products.siteId, t.declinations.siteId), eq(t.products.id, t.declinations.productId)),
    )
    .where(and(eq(t.declinations.siteId, siteId), eq(t.products.isPublished, true)))
    .orderBy(asc(t.declinations.productId), asc(t.declinations.id))
    .limit(16);
  if (catalogue.length === 0) return 0;
  const [pickupPlace] = await db
    .select({ id: t.companyAddresses.id })
    .from(t.companyAddresses)
    .where(eq(t.companyAddresses.siteId, siteId))
    .limit(1);
  const next = random(siteId * 7919);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const invoiceRanks = new Map<number, number>();
  // The orders, their lines and steps are written one statement per table, their ids taken first.
  const orderIds: { id: number; status: Status; deliveredAt: Date | null; lines: number[] }[] = [];
  const ids = await newIds(db, 'orders', DEMO_ORDER_COUNT);
  const orderRows: (typeof t.orders.$inferInsert & { id: number })[] = [];
  const lineRows: (typeof t.orderLines.$inferInsert & { id: number })[] = [];
  const stepRows: (typeof t.orderStatusHistory.$inferInsert)[] = [];

  for (let index = 0; index < DEMO_ORDER_COUNT; index++) {
    // Spread over 42 days, the newest first in the plan; a few orders on the same day.
    const days = Math.floor((index * 42) / DEMO_ORDER_COUNT);
    const createdAt = new Date(now.getTime() - days * 86_400_000 - Math.floor(next() * 8 + 1) * 3_600_000);
    const status = statusFor(index, days);
    const forDemoCustomer = customerRow !== null && index % 6 === 2;
    const [firstname, lastname, postalCode, city] = forDemoCustomer
      ? [customerRow.firstname, customerRow.lastname, '85000', 'La Roche-sur-Yon']
      : pick(PEOPLE);
    const email = forDemoCustomer
      ? customerRow.email
      : `${firstname}.${lastname}`
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .toLowerCase() + '@example.com';
    const address: StoredPostalAddress = {
      firstname,
      lastname,
      company: null,
      address: `${1 + Math.floor(next() * 60)} ${pick(STREETS)}`,
      addressPart2: null,
      postalCode,
      city,
      countryAlpha2: 'FR',
    };
    const roll = next();
    const deliveryType = roll < 0.7 ? 'DELIVERY' : roll < 0.88 ? 'PICKUP' : 'CLICK_AND_COLLECT';
    const finalStatus: Status =
      deliveryType === 'CLICK_AND_COLLECT' && status === 'SHIPPED' ? 'READY_FOR_PICKUP' : status;
    const lines = Array.from({ length: 1 + Math.floor(next() * 3) }, () => {
      const product = pick(catalogue);
      const quantity = 1 + Math.floor(next() * 2);
      return { product, quantity, total: Number(product.price) * quantity };
    });
    const totalProducts = lines.reduce((sum, line) => sum + line.total, 0);
    const shippingFees = deliveryType === 'DELIVERY' ? 990 : deliveryType === 'PICKUP' ? 590 : 0;
    const steps = STEPS[finalStatus];
    const at = (step: Status) => new Date(createdAt.getTime() + (STEP_HOURS[step] ?? 0) * 3_600_000);
    const paidAt = steps.includes('PAID') ? at('PAID') : null;
    let invoiceNumber: string | null = null;
    if (paidAt) {
      const year = invoiceYear(paidAt);
      const rank = (invoiceRanks.get(year) ?? 0) + 1;
      invoiceRanks.set(year, rank);
      // A series of its own (`D`), so that the shop's real series still starts at 1.
      invoiceNumber = `F${year}-D${String(rank).padStart(5, '0')}`;
    }
    const shippedAt = steps.includes('SHIPPED') ? at('SHIPPED') : null;
    const deliveredAt = steps.includes('DELIVERED') ? at('DELIVERED') : null;
    const orderId = ids[index]!;
    orderRows.push({
      siteId,
      id: orderId,
      reference: `${PREFIX}${String(DEMO_ORDER_COUNT - index).padStart(4, '0')}`,
      userId: forDemoCustomer ? customerRow.id : null,
      cartId: `demo-${siteId}-${index}`,
      email,
      phone: '+33600000000',
      firstname,
      lastname,
      locale: 'fr_FR',
      status: finalStatus,
      deliveryType,
      carrierName: deliveryType === 'DELIVERY' ? 'Colissimo' : deliveryType === 'PICKUP' ? 'Mondial Relay' : null,
      accessPoint:
        deliveryType === 'PICKUP'
          ? {
              id: `DEMO${index}`,
              name: 'Tabac-Presse du Centre',
              addLine1: '2 place de la Mairie',
              zipCode: postalCode,
              city,
              country: 'FR',
            }
          : null,
      pickupAddressId: deliveryType === 'CLICK_AND_COLLECT' ? (pickupPlace?.id ?? null) : null,
      pickupDate: deliveryType === 'CLICK_AND_COLLECT' ? at('READY_FOR_PICKUP').toISOString().slice(0, 10) : null,
      deliveryAddress: deliveryType === 'DELIVERY' ? address : null,
      billingAddress: address,
      message: index % 9 === 4 ? 'Merci de livrer après 17 h.' : null,
      totalProducts,
      shippingFees,
      total: totalProducts + shippingFees,
      saleTerms: '<p>Conditions générales de vente (commande de démonstration).</p>',
      saleTermsAcceptedAt: createdAt,
      paymentProvider: 'SANDBOX',
      paidAt,
      expiresAt: new Date(createdAt.getTime() + 30 * 60_000),
      stockReleasedAt: finalStatus === 'CANCELLED' ? at('CANCELLED') : null,
      trackingLink: shippedAt ? `https://www.laposte.fr/outils/suivre-vos-envois?code=6A${100000 + index}` : null,
      invoiceNumber,
      invoicedAt: paidAt,
      shippedAt,
      deliveredAt,
      internalNote: index === 3 ? 'Client habitué : glisser un échantillon de tissu.' : null,
      createdAt,
      updatedAt: at(steps.at(-1)!),
    });
    const firstLine = lineRows.length;
    lineRows.push(
      ...lines.map((line) => ({
        siteId,
        id: 0, // taken below, once the lines are counted
        orderId,
        productId: line.product.productId,
        declinationId: line.product.declinationId,
        kind: line.product.kind,
        name: line.product.name,
        reference: line.product.reference,
        quantity: line.quantity,
        unitPrice: Number(line.product.price),
        total: line.total,
      })),
    );
    stepRows.push(
      ...steps.map((step) => ({
        siteId,
        orderId,
        status: step,
        note: step === 'PAID' ? 'SANDBOX (démo)' : null,
        userId: step === 'AWAITING_PAYMENT' || step === 'PAID' ? null : adminId,
        createdAt: at(step),
      })),
    );
    orderIds.push({ id: orderId, status: finalStatus, deliveredAt, lines: lines.map((_, n) => firstLine + n) });
  }
  await db.insert(t.orders).overridingSystemValue().values(orderRows);
  const lineIds = await newIds(db, 'order_lines', lineRows.length);
  for (const [n, row] of lineRows.entries()) row.id = lineIds[n]!;
  await db.insert(t.orderLines).overridingSystemValue().values(lineRows);
  await db.insert(t.orderStatusHistory).values(stepRows);
  // Two returns and one withdrawal on delivered orders (the demo customer's first delivered one among them).
  const delivered = orderIds.filter((order) => order.status === 'DELIVERED');
  const backs: {
    kind: 'RETURN' | 'WITHDRAWAL';
    status: (typeof t.ORDER_BACK_STATUSES)[number];
    reason: string | null;
  }[] = [
    { kind: 'RETURN', status: 'ASKED', reason: 'NOT_AS_DESCRIBED' },
    { kind: 'RETURN', status: 'PRODUCT_RECEIVED', reason: 'DAMAGED' },
    { kind: 'WITHDRAWAL', status: 'ASKED', reason: null },
  ];
  for (const [index, back] of backs.entries()) {
    const order = delivered[index];
    if (!order) break;
    const createdAt = new Date((order.deliveredAt ?? now).getTime() + 2 * 86_400_000);
    const [row] = await db
      .insert(t.orderBacks)
      .values({
        siteId,
        orderId: order.id,
        kind: back.kind,
        status: back.status,
        reason: back.reason,
        comment: back.kind === 'RETURN' ? 'La couleur ne correspond pas à la photo.' : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: t.orderBacks.id });
    await db
      .insert(t.orderBackLines)
      .values({ siteId, orderBackId: row!.id, orderLineId: lineRows[order.lines[0]!]!.id, quantity: 1 });
    const history: (typeof t.ORDER_BACK_STATUSES)[number][] =
      back.status === 'ASKED' ? ['ASKED'] : ['ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED'];
    await db.insert(t.orderBackHistory).values(
      history.map((status, step) => ({
        siteId,
        orderBackId: row!.id,
        status,
        createdAt: new Date(createdAt.getTime() + step * 86_400_000),
      })),
    );
  }
  return DEMO_ORDER_COUNT;
}
