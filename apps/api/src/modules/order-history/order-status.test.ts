import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderStatus, AdminOrderStatusChanged, AdminTrackingLink, OrderDetail } from '@atelier/contract';
import { companyAddresses, pickupSchedules } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { historyOf, mailsTo, paymentsOf, stockOf } from '../payments/payments.factory.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  readOrder,
  setOrder,
  type Customer,
} from './order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let superAdmin: Customer;
let shopper: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  superAdmin = await customer(t, { role: 'SUPER_ADMIN' });
  shopper = await customer(t);
});

function setStatus(
  orderId: number,
  body: { status: string; trackingLink?: string; note?: string },
  who: Customer | null = admin,
  lang: 'fr_FR' | 'en' = 'fr_FR',
) {
  return t.call({
    method: 'PUT',
    url: `/api/admin/order/${orderId}/status`,
    headers: bearer(who),
    payload: body,
    lang,
  });
}

/** The subjects of the status mails an address received, oldest first (the confirmation left out). */
async function statusSubjects(email: string) {
  const mails = await mailsTo(t.database.db, 1, email);
  return mails
    .sort((a, b) => a.id - b.id)
    .map((mail) => mail.subject)
    .filter((subject) => !/confirm/i.test(subject));
}

async function lastMail(email: string) {
  const mails = await mailsTo(t.database.db, 1, email);
  return mails.sort((a, b) => b.id - a.id)[0]!;
}

describe('admin calls of SPEC §6', () => {
  it('refuse an anonymous visitor (401) and a customer (403)', async () => {
    const order = await paidOrder(t, { userId: shopper.id });
    for (const path of ['get-status', 'tracking-link']) {
      expectRefused(await t.call({ url: `/api/admin/order/${order.id}/${path}` }), 401);
      expectRefused(await t.call({ url: `/api/admin/order/${order.id}/${path}`, headers: bearer(shopper) }), 403);
    }
    expectRefused(await setStatus(order.id, { status: 'IN_PREPARATION' }, null), 401);
    expect(expectRefused(await setStatus(order.id, { status: 'IN_PREPARATION' }, shopper, 'en'), 403)).toBe(
      'You are not allowed to do this',
    );
    expect((await readOrder(t, 1, order.id)).status).toBe('PAID');
  });

  it('give an admin or super admin the status and the tracking link', async () => {
    const order = await paidOrder(t);
    await setOrder(t, order, { trackingLink: 'https://suivi.example/colis/XY12' });
    for (const who of [admin, superAdmin]) {
      const status = expectOk<AdminOrderStatus>(
        await t.call({ url: `/api/admin/order/${order.id}/get-status`, headers: bearer(who), lang: 'en' }),
      );
      expect(status).toEqual({
        idOrder: order.id,
        reference: order.reference,
        status: { id: 2, code: 'PAID', value: 'Paid' },
      });
      const link = expectOk<AdminTrackingLink>(
        await t.call({ url: `/api/admin/order/${order.id}/tracking-link`, headers: bearer(who) }),
      );
      expect(link).toEqual({ idOrder: order.id, trackingLink: 'https://suivi.example/colis/XY12' });
    }
  });

  it('see only their own site: another site’s order is a 404, another site’s admin is nobody here', async () => {
    const elsewhere = await awaitingOrder(t, { siteId: 2 });
    expectRefused(await t.call({ url: `/api/admin/order/${elsewhere.id}/get-status`, headers: bearer(admin) }), 404);
    expectRefused(await setStatus(elsewhere.id, { status: 'CANCELLED' }), 404);
    const otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
    const order = await paidOrder(t);
    expectRefused(await t.call({ url: `/api/admin/order/${order.id}/get-status`, headers: bearer(otherAdmin) }), 401);
  });
});

describe('PUT /admin/order/{id}/status', () => {
  it('takes a delivered order through its life, dated, with a mail in French at each step', async () => {
    const order = await paidOrder(t, { userId: shopper.id });
    const prepared = expectOk<AdminOrderStatusChanged>(await setStatus(order.id, { status: 'IN_PREPARATION' }));
    expect(prepared).toMatchObject({
      status: { code: 'IN_PREPARATION', value: 'En préparation' },
      customerNotified: true,
    });
    const shipped = expectOk<AdminOrderStatusChanged>(
      await setStatus(order.id, {
        status: 'SHIPPED',
        trackingLink: 'https://suivi.example/colis/AB42',
        note: 'colis 2 kg',
      }),
    );
    expect(shipped).toMatchObject({ trackingLink: 'https://suivi.example/colis/AB42', deliveredAt: null });
    expect(shipped.shippedAt).not.toBeNull();
    const shippedMail = await lastMail(order.email);
    expect(shippedMail.subject).toBe(`Atelier Morineau : votre commande ${order.reference} a été expédiée`);
    expect(shippedMail.text).toContain('Colissimo');
    expect(shippedMail.text).toContain('https://suivi.example/colis/AB42');
    expect(shippedMail.html).toContain('href="https://suivi.example/colis/AB42"');
    // The member's account page, and the seller's legal identity in the footer.
    expect(shippedMail.text).toContain(`http://shop.test/account/orders/${order.id}`);
    expect(shippedMail.text).toContain('SIRET 84173952700015');
    const delivered = expectOk<AdminOrderStatusChanged>(await setStatus(order.id, { status: 'DELIVERED' }));
    expect(delivered.deliveredAt).not.toBeNull();
    expect(await statusSubjects(order.email)).toEqual([
      `Atelier Morineau : votre commande ${order.reference} est en préparation`,
      `Atelier Morineau : votre commande ${order.reference} a été expédiée`,
      `Atelier Morineau : votre commande ${order.reference} a été livrée`,
    ]);
    expect((await lastMail(order.email)).text).toContain('48 heures');
    expect((await historyOf(t.database.db, 1, order.id)).map((row) => row.status)).toEqual([
      'PAID',
      'IN_PREPARATION',
      'SHIPPED',
      'DELIVERED',
    ]);
    const detail = expectOk<OrderDetail>(await t.call({ url: `/api/order/${order.id}`, headers: bearer(shopper) }));
    expect(detail.history.map((step) => step.status.value)).toEqual(['Payée', 'En préparation', 'Expédiée', 'Livrée']);
    expect(detail.delivery.trackingLink).toBe('https://suivi.example/colis/AB42');
    const link = expectOk<AdminTrackingLink>(
      await t.call({ url: `/api/admin/order/${order.id}/tracking-link`, headers: bearer(admin) }),
    );
    expect(link.trackingLink).toBe('https://suivi.example/colis/AB42');
  });

  it('writes to the customer in the order’s language, whatever the admin’s', async () => {
    const order = await paidOrder(t, { locale: 'en' });
    expectOk(await setStatus(order.id, { status: 'SHIPPED' }));
    const mail = await lastMail(order.email);
    expect(mail.subject).toBe(`Atelier Morineau: your order ${order.reference} has shipped`);
    expect(mail.text).toContain('Hello Jeanne,');
    expect(mail.text).toContain('Registered office: 7 chemin de la Filandière, 85310 Nesmy');
    // A guest's order: the mail carries its signed link, under /en.
    expect(mail.text).toMatch(new RegExp(`http://shop\\.test/en/order/follow/${order.id}\\.\\d+\\.[A-Za-z0-9_-]{43}`));
    expectOk(await setStatus(order.id, { status: 'DELIVERED' }));
    expect((await lastMail(order.email)).subject).toBe(`Atelier Morineau: your order ${order.reference} was delivered`);
  });

  it('refuses nonsense with a 409 that says why, in the admin’s language', async () => {
    const unpaid = await awaitingOrder(t);
    expect(expectRefused(await setStatus(unpaid.id, { status: 'SHIPPED' }), 409)).toBe(
      'Une commande « En attente de paiement » ne peut pas passer à « Expédiée »',
    );
    expect(expectRefused(await setStatus(unpaid.id, { status: 'PAID' }, admin, 'en'), 409)).toBe(
      'An order becomes "Paid" through its payment only',
    );
    expect(expectRefused(await setStatus(unpaid.id, { status: 'REFUNDED' }, admin, 'en'), 409)).toBe(
      'An order "Awaiting payment" cannot become "Refunded"',
    );
    const order = await paidOrder(t);
    expect(expectRefused(await setStatus(order.id, { status: 'PAID' }, admin, 'en'), 409)).toContain('payment only');
    expect(expectRefused(await setStatus(order.id, { status: 'READY_FOR_PICKUP' }, admin, 'en'), 409)).toBe(
      'This order (home delivery) cannot go from "Paid" to "Ready for pick-up"',
    );
    // A parcel is shipped before it is delivered.
    expectRefused(await setStatus(order.id, { status: 'DELIVERED' }), 409);
    expect(
      expectRefused(await setStatus(order.id, { status: 'IN_PREPARATION', trackingLink: 'https://x.example/1' }), 400),
    ).toBe('Un lien de suivi ne va qu’avec le statut « Expédiée »');
    expectRefused(await setStatus(order.id, { status: 'SHIPPED', trackingLink: 'javascript:alert(1)' }), 400);
    expectOk(await setStatus(order.id, { status: 'IN_PREPARATION' }));
    expect(expectRefused(await setStatus(order.id, { status: 'IN_PREPARATION' }, admin, 'en'), 409)).toBe(
      'The order is already "Being prepared"',
    );
    expectOk(await setStatus(order.id, { status: 'SHIPPED' }));
    expectOk(await setStatus(order.id, { status: 'DELIVERED' }));
    expect(expectRefused(await setStatus(order.id, { status: 'IN_PREPARATION' }, admin, 'en'), 409)).toBe(
      'An order "Delivered" cannot become "Being prepared"',
    );
    expectRefused(await setStatus(order.id, { status: 'CANCELLED' }), 409);
    expectRefused(await setStatus(order.id, { status: 'LOST' }), 400);
    expectRefused(await setStatus(2_147_483_000, { status: 'CANCELLED' }), 404);
  });

  it('corrects the tracking link of a shipped order and tells the customer again', async () => {
    const order = await paidOrder(t);
    expectOk(await setStatus(order.id, { status: 'SHIPPED', trackingLink: 'https://suivi.example/colis/OLD' }));
    const again = expectOk<AdminOrderStatusChanged>(
      await setStatus(order.id, { status: 'SHIPPED', trackingLink: 'https://suivi.example/colis/NEW' }),
    );
    expect(again.trackingLink).toBe('https://suivi.example/colis/NEW');
    expect((await lastMail(order.email)).text).toContain('https://suivi.example/colis/NEW');
    expectRefused(await setStatus(order.id, { status: 'SHIPPED' }), 409);
  });

  it('marks a Click & Collect order ready with the place and the slot in the mail, never shipped', async () => {
    const [address] = await t.database.db
      .select()
      .from(companyAddresses)
      .innerJoin(
        pickupSchedules,
        and(eq(pickupSchedules.siteId, companyAddresses.siteId), eq(pickupSchedules.addressId, companyAddresses.id)),
      )
      .where(eq(companyAddresses.siteId, 1))
      .orderBy(asc(pickupSchedules.id))
      .limit(1);
    const place = address!.company_addresses;
    const slot = address!.pickup_schedules;
    const order = await paidOrder(t, { userId: shopper.id });
    await setOrder(t, order, {
      deliveryType: 'CLICK_AND_COLLECT',
      carrierName: null,
      deliveryAddress: null,
      pickupAddressId: place.id,
      pickupScheduleId: slot.id,
      pickupDate: '2026-06-12',
    });
    expect(expectRefused(await setStatus(order.id, { status: 'SHIPPED' }), 409)).toBe(
      'Cette commande (Click & Collect) ne peut pas passer de « Payée » à « Expédiée »',
    );
    expectOk(await setStatus(order.id, { status: 'READY_FOR_PICKUP' }));
    const mail = await lastMail(order.email);
    expect(mail.subject).toBe(`Atelier Morineau : votre commande ${order.reference} est prête à retirer`);
    expect(mail.text).toContain(place.name);
    expect(mail.text).toContain(`${place.postalCode} ${place.city}`);
    expect(mail.text).toContain('vendredi 12 juin 2026');
    expect(mail.text).toContain(`entre ${slot.startTime} et ${slot.endTime}`);
    const detail = expectOk<OrderDetail>(await t.call({ url: `/api/order/${order.id}`, headers: bearer(shopper) }));
    expect(detail.delivery.pickup).toMatchObject({
      address: { id: place.id, name: place.name },
      date: '2026-06-12',
      startTime: slot.startTime,
      endTime: slot.endTime,
    });
    expectOk(await setStatus(order.id, { status: 'DELIVERED' }));
  });

  it('delivers a dematerialized order straight from paid, but never ships it', async () => {
    const order = await paidOrder(t);
    await setOrder(t, order, { deliveryType: 'NO_DELIVERY', carrierName: null, deliveryAddress: null });
    expectRefused(await setStatus(order.id, { status: 'SHIPPED' }), 409);
    expectOk(await setStatus(order.id, { status: 'DELIVERED' }));
  });

  it('cancels a paid order (its stock back, the refund announced), then refunds it', async () => {
    const order = await paidOrder(t, { quantity: 3 });
    const [line] = await t.database.db.query.orderLines.findMany({
      where: (lines, { and: all, eq: is }) => all(is(lines.siteId, 1), is(lines.orderId, order.id)),
    });
    const before = await stockOf(t.database.db, 1, line!.declinationId);
    const cancelled = expectOk<AdminOrderStatusChanged>(await setStatus(order.id, { status: 'CANCELLED' }));
    expect(cancelled.status.code).toBe('CANCELLED');
    expect(await stockOf(t.database.db, 1, line!.declinationId)).toBe(before + 3);
    const mail = await lastMail(order.email);
    expect(mail.subject).toContain('a été annulée');
    expect(mail.text).toMatch(/Le montant payé, 141,90\s€, vous sera remboursé/);
    expectOk(await setStatus(order.id, { status: 'REFUNDED' }));
    expect((await lastMail(order.email)).subject).toContain('a été remboursée');
    // The stock was given back once.
    expect(await stockOf(t.database.db, 1, line!.declinationId)).toBe(before + 3);
    expectRefused(await setStatus(order.id, { status: 'CANCELLED' }), 409);
  });

  it('cancels an unpaid order like one whose time ran out, and never refunds it', async () => {
    const order = await awaitingOrder(t);
    const [line] = await t.database.db.query.orderLines.findMany({
      where: (lines, { and: all, eq: is }) => all(is(lines.siteId, 1), is(lines.orderId, order.id)),
    });
    const before = await stockOf(t.database.db, 1, line!.declinationId);
    expectOk(await setStatus(order.id, { status: 'CANCELLED', note: 'client injoignable' }));
    expect(await stockOf(t.database.db, 1, line!.declinationId)).toBe(before + 2);
    expect(await historyOf(t.database.db, 1, order.id)).toEqual([{ status: 'CANCELLED', note: 'client injoignable' }]);
    expect((await lastMail(order.email)).text).toContain('Aucun paiement n’a été encaissé.');
    expect(await paymentsOf(t.database.db, 1, order.id)).toEqual([]);
    expect(expectRefused(await setStatus(order.id, { status: 'REFUNDED' }, admin, 'en'), 409)).toBe(
      'This order was never paid: there is nothing to refund',
    );
  });

  it('refunds a delivered order without touching the stock (the goods come back through a return)', async () => {
    const order = await paidOrder(t);
    const [line] = await t.database.db.query.orderLines.findMany({
      where: (lines, { and: all, eq: is }) => all(is(lines.siteId, 1), is(lines.orderId, order.id)),
    });
    expectOk(await setStatus(order.id, { status: 'SHIPPED' }));
    expectOk(await setStatus(order.id, { status: 'DELIVERED' }));
    const before = await stockOf(t.database.db, 1, line!.declinationId);
    expectOk(await setStatus(order.id, { status: 'REFUNDED' }));
    expect(await stockOf(t.database.db, 1, line!.declinationId)).toBe(before);
    expect((await lastMail(order.email)).text).toMatch(/Nous vous avons remboursé 96,90\s€/);
  });
});
