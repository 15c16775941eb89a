import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentResult } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { AdminOrderBack, AdminOrderRefunded } from '@atelier/contract';
import { orderLines, orders, refunds } from '../../db/schema/index.ts';
import { Mailer } from '../../mail/mailer.ts';
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
  usePaymentSettings,
} from './payments.factory.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';
import { pastBack } from '../order-backs/order-backs.factory.ts';
import { startPayment } from './payments.service.ts';
import { releaseExpiredOrders } from './stock-release.ts';

const t = useTestApp();

const STOREFRONT = 'http://shop.test';
const SETTINGS = { publishableKey: 'pk_test_atelier', secretKey: 'sk_test_atelier', webhookSecret: 'whsec_atelier' };

/** A local stand-in of the Checkout Sessions endpoints of Stripe's API (create, retrieve, expire). */
interface Session {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid' | 'no_payment_required';
  url: string | null;
  amount_total: number;
  /** Set once paid: what Stripe refunds (`POST /v1/refunds` takes it). */
  payment_intent: string | null;
}
const sessions = new Map<string, Session>();
/**
 * The stand-in's refunds (`POST /v1/refunds`): what each payment intent took and gave back, the calls as received
 * (with the status our refund row had when the call came), and the answers kept per Idempotency-Key, replayed as
 * Stripe does.
 */
interface RefundCall {
  form: URLSearchParams;
  idempotencyKey: string | undefined;
  /** Our refunds row's status while Stripe was being asked. */
  rowStatus: string | undefined;
}
const refundCalls: RefundCall[] = [];
const intents = new Map<string, { amount: number; refunded: number }>();
const refundAnswers = new Map<string, { status: number; body: unknown }>();
/** Set: Stripe refuses the next refunds with this error (as it does for a disputed charge). */
let refuseRefunds: { code: string; message: string } | null = null;
const creations: { form: URLSearchParams; authorization: string | undefined; idempotencyKey: string | undefined }[] =
  [];
let server: Server;
let apiBaseUrl: string;

beforeAll(async () => {
  let next = 1;
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== `Bearer ${SETTINGS.secretKey}`) {
        return send(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      }
      const url = request.url ?? '';
      if (request.method === 'POST' && url === '/v1/checkout/sessions') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        creations.push({
          form,
          authorization: request.headers.authorization,
          idempotencyKey: request.headers['idempotency-key'] as string | undefined,
        });
        const id = `cs_test_${next++}`;
        const session: Session = {
          id,
          object: 'checkout.session',
          status: 'open',
          payment_status: 'unpaid',
          url: `https://checkout.stripe.com/c/pay/${id}`,
          amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
          payment_intent: null,
        };
        sessions.set(id, session);
        return send(200, session);
      }
      if (request.method === 'POST' && url === '/v1/refunds') {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
        const refundId = Number(/-(\d+)$/.exec(idempotencyKey ?? '')?.[1]);
        const [row] = Number.isInteger(refundId)
          ? await t.database.db.select().from(refunds).where(eq(refunds.id, refundId))
          : [];
        refundCalls.push({ form, idempotencyKey, rowStatus: row?.status });
        const kept = idempotencyKey ? refundAnswers.get(idempotencyKey) : undefined;
        if (kept) return send(kept.status, kept.body);
        const answer = refundAnswer(form);
        if (idempotencyKey) refundAnswers.set(idempotencyKey, answer);
        return send(answer.status, answer.body);
      }
      const match = /^\/v1\/checkout\/sessions\/(cs_test_\d+)(\/expire)?$/.exec(url);
      const session = match ? sessions.get(match[1]!) : undefined;
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      if (request.method === 'POST' && match![2]) {
        if (session.status !== 'open') {
          return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired' } });
        }
        session.status = 'expired';
      }
      return send(200, session);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** What Stripe answers a refund: refused above what the payment has left, or when told to refuse. */
function refundAnswer(form: URLSearchParams): { status: number; body: unknown } {
  const intentId = form.get('payment_intent') ?? '';
  const intent = intents.get(intentId);
  if (!intent) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such payment_intent: '${intentId}'`,
        },
      },
    };
  }
  if (refuseRefunds) {
    return { status: 400, body: { error: { type: 'invalid_request_error', ...refuseRefunds } } };
  }
  const amount = Number(form.get('amount') ?? intent.amount - intent.refunded);
  if (amount > intent.amount - intent.refunded) {
    return {
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'amount_too_large',
          param: 'amount',
          message: `Refund amount (€${amount / 100}) is greater than unrefunded amount on charge (€${(intent.amount - intent.refunded) / 100})`,
        },
      },
    };
  }
  intent.refunded += amount;
  return {
    status: 200,
    body: {
      id: `re_test_${refundAnswers.size + 1}`,
      object: 'refund',
      amount,
      currency: 'eur',
      payment_intent: intentId,
      status: 'succeeded',
      metadata: Object.fromEntries(
        [...form].filter(([key]) => key.startsWith('metadata[')).map(([key, value]) => [key.slice(9, -1), value]),
      ),
    },
  };
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  refuseRefunds = null;
  await usePaymentSettings(t.database.db, 1, 'STRIPE', { ...SETTINGS, apiBaseUrl });
});

async function stripeOrder(stock = 10, quantity = 2) {
  const db = t.database.db;
  const { productId, declinationId } = await createStockedDeclination(db, 1, stock);
  const order = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity, unitPrice: 2500 }] });
  const started = await startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT });
  const { form } = creations.at(-1)!;
  const token = new URL(form.get('success_url')!).searchParams.get('id')!;
  const [payment] = await paymentsOf(db, 1, order.id);
  return { order, declinationId, started, form, token, sessionId: payment!.providerRef };
}

function event(type: string, session: Partial<Session> & { id: string }) {
  return JSON.stringify({
    id: `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: { object: 'checkout.session', status: 'complete', payment_status: 'paid', ...session } },
  });
}

function webhook(
  payload: string,
  { site = 1, secret = SETTINGS.webhookSecret, signature }: { site?: number; secret?: string; signature?: string } = {},
) {
  const header = signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return t.call({
    method: 'POST',
    url: `/api/payment/stripe/webhook/${site}`,
    site: null,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
    payload,
  });
}

const result = async (token: string) => data<PaymentResult>(await t.call({ url: `/api/order/cawl/result/${token}` }));

describe('Stripe Checkout (through a local stand-in of the API)', () => {
  it('creates a Checkout Session of the order’s total and sends the customer to it', async () => {
    const { order, started, form, sessionId } = await stripeOrder();
    expect(started).toMatchObject({
      provider: 'STRIPE',
      redirectUrl: `https://checkout.stripe.com/c/pay/${sessionId}`,
    });
    expect(form.get('mode')).toBe('payment');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(Number(form.get('line_items[0][price_data][unit_amount]'))).toBe(order.total);
    expect(form.get('customer_email')).toBe(order.email);
    expect(form.get('success_url')).toMatch(/^http:\/\/shop\.test\/order\/cawl\/result\?id=\d+\./);
    expect(form.get('cancel_url')).toMatch(/^http:\/\/shop\.test\/api\/payment\/cancel\/1\/\d+\./);
    expect(Number(form.get('expires_at'))).toBeGreaterThan(Date.now() / 1000 + 30 * 60);
    expect(creations.at(-1)!.idempotencyKey).toMatch(/^atelier-payment-1-\d+$/);
  });

  it('applies checkout.session.completed once, whatever the replays', async () => {
    const { order, declinationId, sessionId, token } = await stripeOrder(10, 2);
    const db = t.database.db;
    const payload = event('checkout.session.completed', { id: sessionId });
    const first = await webhook(payload);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, data: { received: true }, message: null });
    const replays = await Promise.all([
      webhook(payload),
      webhook(payload),
      webhook(event('checkout.session.expired', { id: sessionId, status: 'expired' })),
    ]);
    expect(replays.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const after = await orderOf(db, 1, order.id);
    expect(after.status).toBe('PAID');
    expect(await historyOf(db, 1, order.id)).toHaveLength(1);
    expect(await mailsTo(db, 1, order.email)).toHaveLength(1);
    expect(await stockOf(db, 1, declinationId)).toBe(8);
    expect((await cartOf(db, 1, order.cartId)).orderedAt).toBeInstanceOf(Date);
    // The return page, coming after the webhook, only reads.
    expect(await result(token)).toMatchObject({ status: 'success', provider: 'STRIPE' });
  });

  it('refuses a webhook whose signature is wrong or missing, and changes nothing', async () => {
    const { order, sessionId } = await stripeOrder();
    const payload = event('checkout.session.completed', { id: sessionId });
    const wrongSecret = await webhook(payload, { secret: 'whsec_someone_else' });
    expect(wrongSecret.statusCode).toBe(400);
    expect(wrongSecret.json()).toMatchObject({ success: false });
    const tampered = Stripe.webhooks.generateTestHeaderString({ payload, secret: SETTINGS.webhookSecret });
    expect((await webhook(payload.replace('"paid"', '"unpaid"'), { signature: tampered })).statusCode).toBe(400);
    expect((await webhook(payload, { signature: 'garbage' })).statusCode).toBe(400);
    const unsigned = await t.call({
      method: 'POST',
      url: '/api/payment/stripe/webhook/1',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await orderOf(t.database.db, 1, order.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('cancels on checkout.session.expired and declines on async_payment_failed, stock back once', async () => {
    const db = t.database.db;
    const expired = await stripeOrder(4, 4);
    expect(await stockOf(db, 1, expired.declinationId)).toBe(0);
    await webhook(
      event('checkout.session.expired', { id: expired.sessionId, status: 'expired', payment_status: 'unpaid' }),
    );
    await webhook(
      event('checkout.session.expired', { id: expired.sessionId, status: 'expired', payment_status: 'unpaid' }),
    );
    expect(await stockOf(db, 1, expired.declinationId)).toBe(4);
    expect(await result(expired.token)).toMatchObject({ status: 'cancel' });

    const failed = await stripeOrder(4, 1);
    await webhook(event('checkout.session.async_payment_failed', { id: failed.sessionId, payment_status: 'unpaid' }));
    expect(await result(failed.token)).toMatchObject({ status: 'error', paymentStatus: 'DECLINED' });
    expect(await stockOf(db, 1, failed.declinationId)).toBe(4);
  });

  it('reads the session on return when the webhook has not come yet', async () => {
    const { order, token, sessionId } = await stripeOrder();
    expect(await result(token)).toMatchObject({ status: 'pending' });
    sessions.get(sessionId)!.status = 'complete';
    sessions.get(sessionId)!.payment_status = 'paid';
    expect(await result(token)).toMatchObject({ status: 'success', orderId: order.id });
  });

  it('closes the session when the customer comes back through the cancel link', async () => {
    const db = t.database.db;
    const { form, sessionId, token, declinationId } = await stripeOrder(3, 3);
    const cancelPath = new URL(form.get('cancel_url')!).pathname;
    const back = await t.call({ url: cancelPath, site: null });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(form.get('success_url'));
    expect(sessions.get(sessionId)!.status).toBe('expired');
    expect(await result(token)).toMatchObject({ status: 'cancel' });
    expect(await stockOf(db, 1, declinationId)).toBe(3);
  });

  it('ignores events of other sessions and refuses the webhook of a site without Stripe', async () => {
    const { order, sessionId } = await stripeOrder();
    const ignored = await webhook(event('checkout.session.completed', { id: 'cs_test_not_ours' }));
    expect(ignored.json()).toMatchObject({ data: { received: true } });
    const other = await webhook(event('payment_intent.created', { id: sessionId }));
    expect(other.statusCode).toBe(200);
    expect((await webhook(event('checkout.session.completed', { id: sessionId }), { site: 2 })).statusCode).toBe(404);
    expect((await webhook('{}', { site: 999 })).statusCode).toBe(404);
    const badSite = await t.call({
      method: 'POST',
      url: '/api/payment/stripe/webhook/abc',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(badSite.statusCode).toBe(400);
    expect((await orderOf(t.database.db, 1, order.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('does not apply a site 1 session through the webhook of site 2', async () => {
    const db = t.database.db;
    const { order, sessionId } = await stripeOrder();
    await usePaymentSettings(db, 2, 'STRIPE', { ...SETTINGS, webhookSecret: 'whsec_site2', apiBaseUrl });
    const crossed = await webhook(event('checkout.session.completed', { id: sessionId }), {
      site: 2,
      secret: 'whsec_site2',
    });
    expect(crossed.statusCode).toBe(200);
    expect((await orderOf(db, 1, order.id)).status).toBe('AWAITING_PAYMENT');
  });

  it('keeps a payment taken after the order was released, flags it for a refund and does not reopen the order', async () => {
    const db = t.database.db;
    const { order, sessionId, token, declinationId } = await stripeOrder(2, 2);
    await db
      .update(orders)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(orders.siteId, 1), eq(orders.id, order.id)));
    const log = t.app.log;
    expect(await releaseExpiredOrders({ mailer: new Mailer(undefined, log), log, publicUrl: STOREFRONT }, db)).toBe(1);
    expect(sessions.get(sessionId)!.status).toBe('expired');
    expect(await stockOf(db, 1, declinationId)).toBe(2);
    // The provider says it was paid after all (a payment in flight when the session was closed).
    const late = event('checkout.session.completed', { id: sessionId });
    expect((await webhook(late)).statusCode).toBe(200);
    expect((await webhook(late)).statusCode).toBe(200);
    const [payment] = await paymentsOf(db, 1, order.id);
    expect(payment).toMatchObject({ status: 'PAID', detail: expect.objectContaining({ refundNeeded: true }) });
    expect((await orderOf(db, 1, order.id)).status).toBe('CANCELLED');
    const history = await historyOf(db, 1, order.id);
    expect(history.map((row) => row.status)).toEqual(['CANCELLED', 'CANCELLED']);
    expect(history[1]!.note).toContain('refund it');
    expect(await stockOf(db, 1, declinationId)).toBe(2);
    expect(await mailsTo(db, 1, order.email)).toHaveLength(0);
    expect(await result(token)).toMatchObject({ status: 'error', paymentStatus: 'PAID' });
  });

  it('gives the browser the site’s publishable key', async () => {
    const response = await t.call({ url: '/api/custom-stripe/public-key' });
    expect(response.json()).toEqual({ success: true, data: { publicKey: SETTINGS.publishableKey }, message: null });
  });
});

describe('Refunds through Stripe (POST /v1/refunds of the stand-in)', () => {
  let admin: Customer;
  beforeAll(async () => {
    admin = await customer(t, { role: 'ADMIN' });
  });

  /** An order paid through Stripe and delivered, with a return of its units received by the shop. */
  async function paidThroughStripe(quantity = 2) {
    const db = t.database.db;
    const made = await stripeOrder(10, quantity);
    const session = sessions.get(made.sessionId)!;
    const intent = `pi_test_${session.id.slice('cs_test_'.length)}`;
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent });
    intents.set(intent, { amount: session.amount_total, refunded: 0 });
    expect((await webhook(event('checkout.session.completed', { id: made.sessionId }))).statusCode).toBe(200);
    await db
      .update(orders)
      .set({ status: 'DELIVERED', deliveredAt: new Date() })
      .where(and(eq(orders.siteId, 1), eq(orders.id, made.order.id)));
    const [line] = await db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, 1), eq(orderLines.orderId, made.order.id)));
    const back = await pastBack(db, 1, made.order.id, {
      status: 'PRODUCT_RECEIVED',
      lines: [{ orderLineId: line!.id, quantity }],
    });
    return { order: await orderOf(db, 1, made.order.id), line: line!, back, intent };
  }

  const refundBack = (id: number, refund: object) =>
    t.call({
      method: 'PUT',
      url: `/api/admin/order-back/${id}/status`,
      headers: bearer(admin),
      payload: { status: 'REFUNDED', refund },
      lang: 'en',
    });
  const refundRows = (orderId: number) =>
    t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
  const callsFor = (intent: string) => refundCalls.filter((call) => call.form.get('payment_intent') === intent);

  it('refunds a return: PENDING while Stripe is asked, then DONE; the amount in cents, with its idempotency key', async () => {
    const { order, line, back, intent } = await paidThroughStripe(2);
    const refunded = expectOk<AdminOrderBack>(
      await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 2 }], shipping: order.shippingFees }),
    );
    const [row] = await refundRows(order.id);
    const [call] = callsFor(intent);
    expect(callsFor(intent)).toHaveLength(1);
    expect(call!.form.get('amount')).toBe(String(order.total));
    expect(order.total).toBe(2 * 2500 + 690);
    expect(call!.form.get('metadata[reference]')).toBe(order.reference);
    expect(call!.idempotencyKey).toBe(`atelier-refund-1-${row!.id}`);
    expect(call!.rowStatus).toBe('PENDING');
    expect(row).toMatchObject({
      status: 'DONE',
      provider: 'STRIPE',
      method: 'PROVIDER',
      amount: order.total,
      error: null,
    });
    expect(row!.providerRef).toMatch(/^re_test_\d+$/);
    expect(refunded).toMatchObject({ status: 'REFUNDED', refunded: order.total, refundable: 0 });
    expect(refunded.refunds[0]).toMatchObject({ status: 'DONE', provider: 'STRIPE', providerRef: row!.providerRef });
    expect(intents.get(intent)!.refunded).toBe(order.total);
    expect((await orderOf(t.database.db, 1, order.id)).status).toBe('REFUNDED');
  });

  it('keeps nothing of a refund Stripe refuses: FAILED with its reason, a 409 saying it, nothing marked refunded', async () => {
    const { order, line, back, intent } = await paidThroughStripe(2);
    refuseRefunds = { code: 'charge_disputed', message: 'This charge has been disputed and cannot be refunded' };
    const refusedCall = await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 2 }] });
    const message = expectRefused(refusedCall, 409);
    expect(message).toContain('STRIPE');
    expect(message).toContain('This charge has been disputed and cannot be refunded');
    const [failed] = await refundRows(order.id);
    expect(failed).toMatchObject({ status: 'FAILED', amount: 5000 });
    expect(failed!.error).toContain('disputed');
    expect(callsFor(intent)).toHaveLength(1);
    const detail = expectOk<AdminOrderBack>(
      await t.call({ url: `/api/admin/order-back/${back.id}`, headers: bearer(admin) }),
    );
    expect(detail).toMatchObject({ status: 'PRODUCT_RECEIVED', refunded: 0, refundable: order.total });
    expect(detail.refundLines[0]!.refundedQuantity).toBe(0);
    expect((await orderOf(t.database.db, 1, order.id)).status).toBe('DELIVERED');
    const subjects = (await mailsTo(t.database.db, 1, order.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('remboursement'))).toBe(false);

    // Stripe takes it again: a new refund, under a key of its own.
    refuseRefunds = null;
    expectOk(await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 2 }] }));
    const rows = await refundRows(order.id);
    expect(rows.map((row) => row.status)).toEqual(['FAILED', 'DONE']);
    expect(new Set(callsFor(intent).map((call) => call.idempotencyKey)).size).toBe(2);
  });

  it('refunds an order without a return through Stripe too, then never above what is left', async () => {
    const { order, intent } = await paidThroughStripe(2);
    const refundOrder = (refund: object) =>
      t.call({
        method: 'POST',
        url: `/api/admin/order/${order.id}/refund`,
        headers: bearer(admin),
        payload: refund,
        lang: 'en',
      });
    const done = expectOk<AdminOrderRefunded>(await refundOrder({ amount: 1000 }));
    expect(done.refund).toMatchObject({ status: 'DONE', provider: 'STRIPE', amount: 1000 });
    expect(callsFor(intent).map((call) => call.form.get('amount'))).toEqual(['1000']);
    expect(done.refundable.amount).toBe(order.total - 1000);
    const above = await refundOrder({ amount: order.total - 1000 + 1 });
    expect(above.statusCode).toBe(400);
    expect(callsFor(intent)).toHaveLength(1);
    expect(intents.get(intent)!.refunded).toBe(1000);
  });

  it('never asks Stripe for more than was paid, whatever the refunds before', async () => {
    const { order, line, back, intent } = await paidThroughStripe(2);
    expectOk(await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 1 }] }));
    expect(callsFor(intent).map((call) => call.form.get('amount'))).toEqual(['2500']);
    const second = await pastBack(t.database.db, 1, order.id, {
      status: 'PRODUCT_RECEIVED',
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    const above = await refundBack(second.id, { amount: order.total - 2500 + 1 });
    expect(above.statusCode).toBe(400);
    expect(above.json<{ errors: Record<string, string> }>().errors['refund.amount']).toContain(
      'cannot go above what was paid',
    );
    expect(callsFor(intent)).toHaveLength(1);
    expectOk(await refundBack(second.id, { amount: order.total - 2500 }));
    const sent = callsFor(intent).reduce((total, call) => total + Number(call.form.get('amount')), 0);
    expect(sent).toBe(order.total);
    expect(intents.get(intent)!.refunded).toBe(order.total);
  });
});
