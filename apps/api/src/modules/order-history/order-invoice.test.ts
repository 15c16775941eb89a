import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { OrderDetail } from '@atelier/contract';
import { siteParameters } from '../../db/schema/index.ts';
import { loadOrderAccessKey, orderAccessToken } from '../orders/order-access.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { expectPdf } from '../../../test/pdf.ts';
import { assignInvoiceNumber, formatInvoiceNumber, invoiceYear } from '../payments/invoice-number.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  pay,
  setLines,
} from './order-history.factory.ts';

const t = useTestApp();

/** An invoice download: a private PDF, read with the tests' PDF reader. */
async function invoiceText(response: LightMyRequestResponse, filename: string) {
  expect(response.headers['cache-control']).toBe('private, no-store');
  return (await expectPdf(response, filename)).text;
}

const rankOf = (invoiceNumber: string) => Number(invoiceNumber.split('-')[1]);

describe('invoice numbers', () => {
  it('are given at payment, one after the other in the site’s series of the year', async () => {
    const first = await paidOrder(t);
    const second = await paidOrder(t);
    expect(first.invoiceNumber).toMatch(/^F\d{4}-\d{6}$/);
    expect(first.invoiceNumber!.startsWith(`F${invoiceYear(first.paidAt!)}-`)).toBe(true);
    expect(rankOf(second.invoiceNumber!)).toBe(rankOf(first.invoiceNumber!) + 1);
    expect(first.invoicedAt?.getTime()).toBe(first.paidAt?.getTime());
    // An order that is not paid takes no number: the series has no gap.
    const unpaid = await awaitingOrder(t);
    const third = await paidOrder(t);
    expect(rankOf(third.invoiceNumber!)).toBe(rankOf(second.invoiceNumber!) + 1);
    expect(unpaid.invoiceNumber).toBeNull();
  });

  it('run per site', async () => {
    const onSite2 = await paidOrder(t, { siteId: 2 });
    expect(onSite2.invoiceNumber).toBe(formatInvoiceNumber(invoiceYear(onSite2.paidAt!), 1));
  });

  it('count years in the shop’s time zone', () => {
    expect(invoiceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(invoiceYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
    expect(formatInvoiceNumber(2026, 42)).toBe('F2026-000042');
  });
});

describe('GET /order/{id}/invoice', () => {
  it('is a 409 with a message before the order is paid', async () => {
    const owner = await customer(t);
    const order = await awaitingOrder(t, { userId: owner.id });
    expect(
      expectRefused(await t.call({ url: `/api/order/${order.id}/invoice`, headers: bearer(owner), lang: 'en' }), 409),
    ).toBe('This order has no invoice yet: the invoice is issued once the order is paid');
    const detail = expectOk<OrderDetail>(await t.call({ url: `/api/order/${order.id}`, headers: bearer(owner) }));
    expect(detail.invoice).toBeNull();
  });

  it('gives the owner a PDF invoice with the seller’s legal identity and the legal mentions', async () => {
    const owner = await customer(t);
    const order = await paidOrder(t, { userId: owner.id });
    await setLines(t, order, {
      reference: 'CL-40',
      customizations: [
        { idCustomization: 3, label: { fr_FR: 'Initiales', en: 'Initials' }, value: 'J.M.', file: null },
      ],
    });
    const text = await invoiceText(
      await t.call({ url: `/api/order/${order.id}/invoice`, headers: bearer(owner) }),
      `facture-${order.invoiceNumber}.pdf`,
    );
    for (const expected of [
      'FACTURE',
      order.invoiceNumber!,
      order.reference,
      // The seller (sample site 1's identity parameters).
      'Atelier Morineau',
      'SIRET 84173952700015',
      'RCS La Roche-sur-Yon 841 739 527',
      '841 739 527 RM 85',
      '7 chemin de la Filandière, 85310 Nesmy',
      '10 000 €',
      // The customer, the lines and the totals in euros.
      'Facturé à'.toUpperCase(),
      'Jeanne Morel',
      '3 rue des Halles',
      'Coussin en lin - 40 × 40 cm',
      'Réf. CL-40',
      'Initiales : J.M.',
      '45,00 €',
      '90,00 €',
      'Frais de livraison',
      '6,90 €',
      'Total payé',
      '96,90 €',
      'TVA non applicable, art. 293 B du CGI.',
      'Facture acquittée',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('is a 404 for another customer, and opens with a guest’s link (?access=) in the order’s language', async () => {
    const stranger = await customer(t);
    const order = await paidOrder(t, { userId: null, locale: 'en' });
    expectRefused(await t.call({ url: `/api/order/${order.id}/invoice`, headers: bearer(stranger) }), 404);
    expectRefused(await t.call({ url: `/api/order/${order.id}/invoice` }), 404);
    const token = orderAccessToken(await loadOrderAccessKey(t.dataDir), 1, order.id);
    const detail = expectOk<OrderDetail>(
      await t.call({ url: `/api/order/${order.id}`, headers: { 'x-order-access': token } }),
    );
    const text = await invoiceText(await t.call({ url: detail.invoice!.url }), `invoice-${order.invoiceNumber}.pdf`);
    expect(text).toContain('INVOICE');
    expect(text).toContain(order.invoiceNumber!);
    expect(text).toContain('Billed to'.toUpperCase());
    expect(text).toContain('Linen cushion');
    expect(text).toContain('VAT not applicable, article 293 B');
    expect(text).toContain('SIRET 84173952700015');
  });

  it('prints prices including VAT, without the exemption, for a VAT-registered seller', async () => {
    const owner = await customer(t);
    const order = await paidOrder(t, { userId: owner.id });
    const vat = and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'INTRACO_VAT'));
    await t.database.db.update(siteParameters).set({ value: 'true' }).where(vat);
    try {
      const text = await invoiceText(
        await t.call({ url: `/api/order/${order.id}/invoice`, headers: bearer(owner) }),
        `facture-${order.invoiceNumber}.pdf`,
      );
      expect(text).toContain('Total TTC payé');
      expect(text).toContain('toutes taxes comprises (TTC)');
      expect(text).not.toContain('293 B');
    } finally {
      await t.database.db.update(siteParameters).set({ value: 'false' }).where(vat);
    }
  });

  it('is issued once: paying an order again keeps its number', async () => {
    const order = await awaitingOrder(t);
    const paid = await pay(t, order);
    expect(await assignInvoiceNumber({ db: t.database.db, siteId: 1 }, order.id)).toBe(paid.invoiceNumber);
  });
});
