import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PaymentResult } from '@atelier/contract';
import { orders, siteParameters } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import {
  cartOf,
  createAwaitingOrder,
  createStockedDeclination,
  historyOf,
  mailsTo,
  orderOf,
  paymentsOf,
  stockOf,
} from './payments.factory.ts';
import { startPayment } from './payments.service.ts';

const t = useTestApp();

const STOREFRONT = 'http://shop.test';
/** What a browser on the storefront's host sends with the card form. */
const FORM_HEADERS = {
  host: 'shop.test',
  origin: 'http://shop.test',
  'content-type': 'application/x-www-form-urlencoded',
};
const PAID_CARD = { number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', holder: 'Jeanne Morel' };
const DECLINED_CARD = { ...PAID_CARD, number: '4000 0000 0000 0002' };

async function orderWithPayment(
  options: { stock?: number; quantity?: number; locale?: 'fr_FR' | 'en'; siteId?: number } = {},
) {
  const siteId = options.siteId ?? 1;
  const db = t.database.db;
  const { productId, declinationId } = await createStockedDeclination(db, siteId, options.stock ?? 10);
  const order = await createAwaitingOrder(db, {
    siteId,
    locale: options.locale,
    lines: [{ productId, declinationId, quantity: options.quantity ?? 2, unitPrice: 4500 }],
  });
  const started = await startPayment({ db, siteId }, order.id, { storefrontUrl: STOREFRONT });
  const page = new URL(started.redirectUrl);
  const token = decodeURIComponent(page.pathname.split('/').pop()!);
  return { siteId, order, declinationId, started, pagePath: page.pathname, token };
}

function postCard(path: string, card: Record<string, string>, headers: Record<string, string> = FORM_HEADERS) {
  return t.call({ method: 'POST', url: path, headers, payload: new URLSearchParams(card).toString() });
}

async function result(token: string, site = 1) {
  return t.call({ url: `/api/order/cawl/result/${token}`, site });
}

describe('sandbox card payment', () => {
  it('starts on our hosted page, which shows the site, the order and the amount', async () => {
    const { started, pagePath, order } = await orderWithPayment();
    expect(started).toMatchObject({ provider: 'SANDBOX' });
    expect(started.redirectUrl.startsWith(`${STOREFRONT}/api/payment/sandbox/1/`)).toBe(true);
    const page = await t.call({ url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // Not no-referrer: Chromium would then post the card form with `Origin: null`, refused as foreign.
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('Atelier Morineau');
    expect(page.body).toContain(order.reference);
    expect(page.body).toMatch(/96,90\s€/);
    expect(page.body).toContain('name="number"');
    expect(page.body).toContain('Mode test');
    expect(page.body).not.toContain('<script');
  });

  it('pays with 4242 4242 4242 4242: order PAID once, stock kept, cart closed, two mails', async () => {
    const { order, declinationId, pagePath, token, siteId } = await orderWithPayment({ stock: 10, quantity: 2 });
    const db = t.database.db;
    expect(await stockOf(db, siteId, declinationId)).toBe(8);
    const paid = await postCard(pagePath, PAID_CARD);
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`${STOREFRONT}/order/cawl/result?id=${encodeURIComponent(token)}`);

    const answer = await result(token);
    expect(answer.statusCode).toBe(200);
    expect(data<PaymentResult>(answer)).toEqual({
      status: 'success',
      paymentStatus: 'PAID',
      provider: 'SANDBOX',
      orderId: order.id,
      orderReference: order.reference,
      total: order.total,
    });
    const after = await orderOf(db, siteId, order.id);
    expect(after.status).toBe('PAID');
    expect(after.paidAt).toBeInstanceOf(Date);
    expect((await cartOf(db, siteId, order.cartId)).orderedAt).toBeInstanceOf(Date);
    expect(await historyOf(db, siteId, order.id)).toEqual([expect.objectContaining({ status: 'PAID' })]);
    expect(await stockOf(db, siteId, declinationId)).toBe(8);

    const confirmation = await mailsTo(db, siteId, order.email);
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.subject).toBe(`Atelier Morineau : confirmation de votre commande ${order.reference}`);
    expect(confirmation[0]!.text).toContain('2 × Coussin en lin (40 × 40 cm)');
    expect(confirmation[0]!.text).toContain('Livraison à domicile (Colissimo)');
    expect(confirmation[0]!.text).toMatch(/Total payé : 96,90\s€/);
    expect(confirmation[0]!.text).toContain('Atelier Morineau Tapisserie, SARL au capital de 10 000 €');
    expect(confirmation[0]!.text).toContain('SIRET 84173952700015');
    const notice = await mailsTo(db, siteId, 'contact@atelier-tapisserie.fr');
    expect(notice.filter((mail) => mail.subject.includes(order.reference))).toHaveLength(1);
  });

  it('changes nothing when the card form, the return or the result are replayed', async () => {
    const { order, declinationId, pagePath, token, siteId } = await orderWithPayment({ stock: 5, quantity: 1 });
    const db = t.database.db;
    await postCard(pagePath, PAID_CARD);
    await result(token);
    const replays = await Promise.all([
      postCard(pagePath, PAID_CARD),
      postCard(pagePath, DECLINED_CARD),
      result(token),
    ]);
    expect(replays.map((response) => response.statusCode)).toEqual([303, 303, 200]);
    expect(data<PaymentResult>(await result(token)).status).toBe('success');
    expect(await stockOf(db, siteId, declinationId)).toBe(4);
    expect(await historyOf(db, siteId, order.id)).toHaveLength(1);
    expect(await mailsTo(db, siteId, order.email)).toHaveLength(1);
    expect((await paymentsOf(db, siteId, order.id)).map((payment) => payment.status)).toEqual(['PAID']);
    // The page of a settled payment offers only the way back.
    const page = await t.call({ url: pagePath });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('name="number"');
    expect(page.body).toContain('Ce paiement est terminé');
  });

  it('declines 4000 0000 0000 0002: order cancelled, stock given back at once, cart left open', async () => {
    const { order, declinationId, pagePath, token, siteId } = await orderWithPayment({ stock: 10, quantity: 3 });
    const db = t.database.db;
    expect(await stockOf(db, siteId, declinationId)).toBe(7);
    const declined = await postCard(pagePath, DECLINED_CARD);
    expect(declined.statusCode).toBe(303);
    expect(data<PaymentResult>(await result(token))).toMatchObject({ status: 'error', paymentStatus: 'DECLINED' });
    const after = await orderOf(db, siteId, order.id);
    expect(after.status).toBe('CANCELLED');
    expect(after.stockReleasedAt).toBeInstanceOf(Date);
    expect(await stockOf(db, siteId, declinationId)).toBe(10);
    expect((await cartOf(db, siteId, order.cartId)).orderedAt).toBeNull();
    expect(await historyOf(db, siteId, order.id)).toEqual([expect.objectContaining({ status: 'CANCELLED' })]);
    expect(await mailsTo(db, siteId, order.email)).toHaveLength(0);
    // A good card afterwards pays nothing and gives nothing back twice.
    await postCard(pagePath, PAID_CARD);
    expect(await stockOf(db, siteId, declinationId)).toBe(10);
    expect((await orderOf(db, siteId, order.id)).status).toBe('CANCELLED');
  });

  it('refuses other card numbers with a clear message, and keeps the payment open', async () => {
    const { order, pagePath, siteId } = await orderWithPayment();
    const refused = await postCard(pagePath, { ...PAID_CARD, number: '5555 5555 5555 4444' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Cartes de test uniquement');
    expect(refused.body).toContain('value="Jeanne Morel"');
    expect(refused.body).not.toContain('5555');
    const expired = await postCard(pagePath, { ...PAID_CARD, expiry: '01/20' });
    expect(expired.body).toContain('Cette carte a expiré');
    const incomplete = await postCard(pagePath, { number: '4242424242424242' });
    expect(incomplete.statusCode).toBe(400);
    expect((await paymentsOf(t.database.db, siteId, order.id))[0]!.status).toBe('PENDING');
  });

  it('cancels from the page’s cancel button: order cancelled, stock back, return page says cancel', async () => {
    const { order, declinationId, pagePath, token, siteId } = await orderWithPayment({ stock: 4, quantity: 4 });
    const db = t.database.db;
    expect(await stockOf(db, siteId, declinationId)).toBe(0);
    const cancelled = await t.call({ method: 'POST', url: `${pagePath}/cancel`, headers: FORM_HEADERS, payload: '' });
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toContain('/order/cawl/result?id=');
    expect(data<PaymentResult>(await result(token))).toMatchObject({ status: 'cancel', paymentStatus: 'CANCELLED' });
    expect(await stockOf(db, siteId, declinationId)).toBe(4);
    expect((await orderOf(db, siteId, order.id)).status).toBe('CANCELLED');
  });

  it('refuses a card form posted from another site', async () => {
    const { order, pagePath, siteId } = await orderWithPayment();
    const foreign = await postCard(pagePath, PAID_CARD, { ...FORM_HEADERS, origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    const crossSite = await postCard(pagePath, PAID_CARD, { ...FORM_HEADERS, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    const cancel = await t.call({
      method: 'POST',
      url: `${pagePath}/cancel`,
      headers: { ...FORM_HEADERS, origin: 'https://evil.example' },
    });
    expect(cancel.statusCode).toBe(403);
    expect((await orderOf(t.database.db, siteId, order.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('returns an English order to the English return page, in English', async () => {
    const { pagePath, token, order } = await orderWithPayment({ locale: 'en' });
    const page = await t.call({ url: pagePath });
    expect(page.body).toContain('<html lang="en"');
    expect(page.body).toMatch(/Pay €96\.90/);
    const paid = await postCard(pagePath, PAID_CARD);
    expect(paid.headers.location).toBe(`${STOREFRONT}/en/order/cawl/result?id=${encodeURIComponent(token)}`);
    const [mail] = await mailsTo(t.database.db, 1, order.email);
    expect(mail!.subject).toBe(`Atelier Morineau: your order ${order.reference} is confirmed`);
    expect(mail!.text).toContain('2 × Linen cushion (40 × 40 cm): €90.00');
    expect(mail!.text).toContain('Total paid: €96.90');
    expect(mail!.text).toContain('Atelier Morineau Tapisserie, SARL with a share capital of 10 000 €');
    expect(mail!.html).toContain('<html lang="en">');
  });

  it('escapes what it puts in the page', async () => {
    const db = t.database.db;
    const { order, pagePath } = await orderWithPayment();
    await db
      .update(orders)
      .set({ reference: '<img src=x onerror=alert(1)>"' })
      .where(and(eq(orders.siteId, 1), eq(orders.id, order.id)));
    await db
      .update(siteParameters)
      .set({ value: 'Atelier <b>"Morineau"</b>' })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'COMPANY_NAME')));
    try {
      const page = await t.call({ url: pagePath });
      expect(page.body).not.toContain('<img src=x');
      expect(page.body).not.toContain('<b>');
      expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;');
      expect(page.body).toContain('Atelier &lt;b&gt;&quot;Morineau&quot;&lt;/b&gt;');
    } finally {
      await db
        .update(siteParameters)
        .set({ value: 'Atelier Morineau' })
        .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'COMPANY_NAME')));
    }
  });

  it('gives an unpaid order back when its time ran out while on the page', async () => {
    const db = t.database.db;
    const { order, declinationId, pagePath, token, siteId } = await orderWithPayment({ stock: 3, quantity: 3 });
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(orders.siteId, siteId), eq(orders.id, order.id)));
    const late = await postCard(pagePath, PAID_CARD);
    expect(late.statusCode).toBe(303);
    expect(data<PaymentResult>(await result(token)).status).toBe('cancel');
    expect(await stockOf(db, siteId, declinationId)).toBe(3);
    expect((await orderOf(db, siteId, order.id)).status).toBe('CANCELLED');
  });
});

describe('payment results across sites and bad input', () => {
  it('does not resolve an order of site 1 through site 2', async () => {
    const { token, pagePath } = await orderWithPayment();
    const answer = await result(token, 2);
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ success: false, message: 'Ce paiement n’existe pas' });
    const otherSitePage = await t.call({ url: pagePath.replace('/sandbox/1/', '/sandbox/2/') });
    expect(otherSitePage.statusCode).toBe(404);
    const otherSitePay = await postCard(pagePath.replace('/sandbox/1/', '/sandbox/2/'), PAID_CARD);
    expect(otherSitePay.statusCode).toBe(404);
  });

  it('answers 4xx, never 500, to malformed or unknown ids', async () => {
    const { token } = await orderWithPayment();
    const [id] = token.split('.');
    const cases = [
      '/api/order/cawl/result/abc',
      `/api/order/cawl/result/${id}`,
      `/api/order/cawl/result/${id}.${'A'.repeat(32)}`,
      `/api/order/cawl/result/99999999.${'A'.repeat(32)}`,
      `/api/order/cawl/result/${'9'.repeat(40)}.${'A'.repeat(32)}`,
      '/api/payment/sandbox/1/nope',
      '/api/payment/sandbox/abc/1.x',
      `/api/payment/cancel/1/${id}.${'A'.repeat(32)}`,
      '/api/payment/cancel/0/x',
    ];
    for (const url of cases) {
      const response = await t.call({ url });
      expect([400, 404], url).toContain(response.statusCode);
    }
    const english = await t.call({ url: `/api/order/cawl/result/${id}.${'A'.repeat(32)}`, lang: 'en' });
    expect(english.json()).toMatchObject({ message: 'This payment does not exist' });
    const garbage = await t.call({
      method: 'POST',
      url: `/api/payment/sandbox/1/${token}`,
      headers: FORM_HEADERS,
      payload: `number=${'4'.repeat(500)}&expiry=%ZZ`,
    });
    expect(garbage.statusCode).toBeLessThan(500);
    const json = await t.call({
      method: 'POST',
      url: `/api/payment/sandbox/1/${token}`,
      headers: { host: 'shop.test', origin: STOREFRONT, 'content-type': 'application/json' },
      payload: '{"number": 4242}',
    });
    expect(json.statusCode).toBe(400);
  });

  it('refuses to start a second payment, or one for an order that is no longer awaiting payment', async () => {
    const db = t.database.db;
    const { order, pagePath } = await orderWithPayment();
    await expect(startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT })).rejects.toMatchObject({
      code: 'PAYMENT_ALREADY_STARTED',
    });
    await postCard(pagePath, PAID_CARD);
    const again = startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT });
    await expect(again).rejects.toBeInstanceOf(AppError);
    await expect(again).rejects.toMatchObject({ code: 'ORDER_NOT_AWAITING_PAYMENT' });
    await expect(startPayment({ db, siteId: 2 }, order.id, { storefrontUrl: STOREFRONT })).rejects.toMatchObject({
      code: 'ENTITY_NOT_FOUND',
    });
  });
});
