import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PaymentResult } from '@atelier/contract';
import { and, eq } from 'drizzle-orm';
import type { AdminOrderBack } from '@atelier/contract';
import { orderLines, orders, refunds } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { pastBack } from '../order-backs/order-backs.factory.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';
import { resultOfHostedCheckout } from './cawl-provider.ts';
import {
  createAwaitingOrder,
  createStockedDeclination,
  historyOf,
  mailsTo,
  orderOf,
  paymentsOf,
  removePaymentSettings,
  stockOf,
  usePaymentSettings,
} from './payments.factory.ts';
import { startPayment } from './payments.service.ts';

const t = useTestApp();

const MERCHANT = 'atelier-test';
const KEY_ID = 'key-id-0123';
const SECRET = 'c2VjcmV0LWFwaS1rZXk=';
const STOREFRONT = 'http://shop.test';

/**
 * A local stand-in of the hosted-checkout endpoints of Worldline's Online Payments platform (the real one is
 * unreachable here). It checks the v1HMAC signature the SDK computes, as the platform does.
 */
interface Checkout {
  status: string;
  createdPaymentOutput?: unknown;
}
const checkouts = new Map<string, Checkout>();
const created: { body: Record<string, unknown>; idempotenceKey: string | undefined }[] = [];
const refusedSignatures: string[] = [];
let failCreate = false;
/**
 * The stand-in's refunds (`POST /v2/{merchant}/payments/{paymentId}/refund`, the SDK's refundPayment): what each
 * payment took and gave back, the calls as received (with the status our refund row had when the call came) and
 * the answers kept per X-GCS-Idempotence-Key, replayed as the platform does.
 */
interface RefundCall {
  paymentId: string;
  body: { amountOfMoney?: { amount?: number; currencyCode?: string }; references?: { merchantReference?: string } };
  idempotenceKey: string | undefined;
  rowStatus: string | undefined;
}
const refundCalls: RefundCall[] = [];
const cawlPayments = new Map<string, { amount: number; refunded: number }>();
const refundAnswers = new Map<string, { status: number; body: unknown }>();
/** Set: the platform refuses the next refunds with this error. */
let refuseRefunds: { errorCode: string; id: string; message: string } | null = null;
let server: Server;
let endpoint: string;

function expectedAuthorization(request: IncomingMessage, secret: string) {
  const gcs = Object.entries(request.headers)
    .filter(([name]) => name.startsWith('x-gcs-'))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => `${name}:${String(value).trim()}\n`)
    .join('');
  const contentType = request.method === 'POST' ? (request.headers['content-type'] ?? '') : '';
  const signed = `${request.method}\n${contentType}\n${request.headers.date}\n${gcs}${request.url}\n`;
  return `GCS v1HMAC:${KEY_ID}:${createHmac('sha256', secret).update(signed).digest('base64')}`;
}

beforeAll(async () => {
  let next = 1000;
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.headers.authorization !== expectedAuthorization(request, SECRET)) {
        refusedSignatures.push(String(request.headers.authorization));
        return send(401, { errorId: 'e1', errors: [{ errorCode: '9002', id: 'MISSING_OR_INVALID_AUTHORIZATION' }] });
      }
      const refund = new RegExp(`^/v2/${MERCHANT}/payments/([^/]+)/refund$`).exec(request.url ?? '');
      if (request.method === 'POST' && refund) {
        const idempotenceKey = request.headers['x-gcs-idempotence-key'] as string | undefined;
        const refundId = Number(/-(\d+)$/.exec(idempotenceKey ?? '')?.[1]);
        const [row] = Number.isInteger(refundId)
          ? await t.database.db.select().from(refunds).where(eq(refunds.id, refundId))
          : [];
        const body = JSON.parse(Buffer.concat(chunks).toString()) as RefundCall['body'];
        refundCalls.push({ paymentId: refund[1]!, body, idempotenceKey, rowStatus: row?.status });
        const kept = idempotenceKey ? refundAnswers.get(idempotenceKey) : undefined;
        if (kept) return send(kept.status, kept.body);
        const answer = refundAnswer(refund[1]!, body);
        if (idempotenceKey) refundAnswers.set(idempotenceKey, answer);
        return send(answer.status, answer.body);
      }
      const base = `/v2/${MERCHANT}/hostedcheckouts`;
      if (request.method === 'POST' && request.url === base) {
        if (failCreate) return send(500, { errorId: 'e2', errors: [{ errorCode: '9999', id: 'INTERNAL' }] });
        const body = JSON.parse(Buffer.concat(chunks).toString()) as Record<string, unknown>;
        created.push({ body, idempotenceKey: request.headers['x-gcs-idempotence-key'] as string | undefined });
        const id = String(next++);
        checkouts.set(id, { status: 'IN_PROGRESS' });
        return send(201, {
          hostedCheckoutId: id,
          RETURNMAC: `mac-${id}`,
          merchantReference: 'ref',
          redirectUrl: `https://payment.preprod.cawl-solutions.fr/hostedcheckout/PaymentMethods/Selection/${id}`,
        });
      }
      const id =
        request.method === 'GET' && request.url?.startsWith(`${base}/`) ? request.url.slice(base.length + 1) : '';
      const checkout = checkouts.get(id);
      if (!checkout)
        return send(404, { errorId: 'e3', errors: [{ errorCode: '1002', id: 'UNKNOWN_HOSTED_CHECKOUT' }] });
      return send(200, checkout);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

/** What the platform answers a refund: refused above what the payment has left, or when told to refuse. */
function refundAnswer(paymentId: string, body: RefundCall['body']): { status: number; body: unknown } {
  const payment = cawlPayments.get(paymentId);
  const error = (httpStatusCode: number, detail: { errorCode: string; id: string; message: string }) => ({
    status: httpStatusCode,
    body: { errorId: `e-${paymentId}`, errors: [{ ...detail, httpStatusCode }] },
  });
  if (!payment) return error(404, { errorCode: '1002', id: 'UNKNOWN_PAYMENT_ID', message: 'UNKNOWN_PAYMENT_ID' });
  if (refuseRefunds) return error(400, refuseRefunds);
  const amount = body.amountOfMoney?.amount ?? 0;
  if (amount > payment.amount - payment.refunded) {
    return error(400, {
      errorCode: '300450',
      id: 'AMOUNT_EXCEEDS_REFUNDABLE_AMOUNT',
      message: 'The refund amount exceeds the amount that can be refunded',
    });
  }
  payment.refunded += amount;
  return {
    status: 201,
    body: {
      id: `${paymentId}_${refundAnswers.size + 1}`,
      refundOutput: { amountOfMoney: { amount, currencyCode: 'EUR' }, paymentMethod: 'card' },
      status: 'REFUND_REQUESTED',
      statusOutput: { isCancellable: true, statusCategory: 'PENDING_CONNECT_OR_3RD_PARTY', statusCode: 800 },
    },
  };
}

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(async () => {
  failCreate = false;
  refuseRefunds = null;
  await usePaymentSettings(t.database.db, 1, 'CAWL', {
    merchantId: MERCHANT,
    apiKeyId: KEY_ID,
    secretApiKey: SECRET,
    endpoint,
  });
});

function paidCheckout(status = 'CAPTURED', paymentId = 'p1') {
  return {
    status: 'PAYMENT_CREATED',
    createdPaymentOutput: {
      paymentStatusCategory: 'SUCCESSFUL',
      payment: { id: paymentId, status, statusOutput: { statusCategory: 'COMPLETED', isAuthorized: true } },
    },
  };
}

async function cawlOrder(stock = 10, quantity = 2) {
  const db = t.database.db;
  const { productId, declinationId } = await createStockedDeclination(db, 1, stock);
  const order = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity, unitPrice: 3900 }] });
  const started = await startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT });
  const request = created.at(-1)!;
  const returnUrl = new URL((request.body.hostedCheckoutSpecificInput as { returnUrl: string }).returnUrl);
  const token = returnUrl.searchParams.get('id')!;
  const [payment] = await paymentsOf(db, 1, order.id);
  return { order, declinationId, started, token, returnUrl, hostedCheckoutId: payment!.providerRef };
}

const result = async (token: string) => data<PaymentResult>(await t.call({ url: `/api/order/cawl/result/${token}` }));

describe('CAWL hosted checkout (through a local stand-in of the platform)', () => {
  it('creates a signed hosted checkout for the order and sends the customer to its page', async () => {
    const { order, started, returnUrl, hostedCheckoutId } = await cawlOrder();
    expect(started.provider).toBe('CAWL');
    expect(started.redirectUrl).toBe(
      `https://payment.preprod.cawl-solutions.fr/hostedcheckout/PaymentMethods/Selection/${hostedCheckoutId}`,
    );
    const request = created.at(-1)!;
    expect(request.body).toMatchObject({
      order: {
        amountOfMoney: { amount: order.total, currencyCode: 'EUR' },
        customer: { contactDetails: { emailAddress: order.email } },
      },
      cardPaymentMethodSpecificInput: { authorizationMode: 'SALE' },
      hostedCheckoutSpecificInput: { locale: 'fr_FR', showResultPage: false },
    });
    expect(request.idempotenceKey).toMatch(/^atelier-payment-1-\d+$/);
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(`${STOREFRONT}/order/cawl/result`);
    expect(refusedSignatures).toEqual([]);
  });

  it('reads the result on return: pending while in progress, then paid once', async () => {
    const { order, declinationId, token, hostedCheckoutId } = await cawlOrder(10, 2);
    const db = t.database.db;
    expect(await result(token)).toMatchObject({ status: 'pending', paymentStatus: 'PENDING', provider: 'CAWL' });
    checkouts.set(hostedCheckoutId, paidCheckout());
    expect(await result(token)).toMatchObject({ status: 'success', orderReference: order.reference });
    expect(await result(token)).toMatchObject({ status: 'success' });
    expect((await orderOf(db, 1, order.id)).status).toBe('PAID');
    expect(await historyOf(db, 1, order.id)).toHaveLength(1);
    expect(await mailsTo(db, 1, order.email)).toHaveLength(1);
    expect(await stockOf(db, 1, declinationId)).toBe(8);
  });

  it('gives the stock back when the payment is rejected or the customer cancels', async () => {
    const db = t.database.db;
    const rejected = await cawlOrder(5, 5);
    checkouts.set(rejected.hostedCheckoutId, {
      status: 'PAYMENT_CREATED',
      createdPaymentOutput: {
        paymentStatusCategory: 'REJECTED',
        payment: { status: 'REJECTED', statusOutput: { statusCategory: 'UNSUCCESSFUL', isAuthorized: false } },
      },
    });
    expect(await result(rejected.token)).toMatchObject({ status: 'error', paymentStatus: 'DECLINED' });
    expect(await stockOf(db, 1, rejected.declinationId)).toBe(5);

    const cancelled = await cawlOrder(5, 1);
    checkouts.set(cancelled.hostedCheckoutId, { status: 'CANCELLED_BY_CONSUMER' });
    expect(await result(cancelled.token)).toMatchObject({ status: 'cancel', paymentStatus: 'CANCELLED' });
    expect(await stockOf(db, 1, cancelled.declinationId)).toBe(5);
    expect((await orderOf(db, 1, cancelled.order.id)).status).toBe('CANCELLED');
  });

  it('stays pending when the platform cannot be read, and cancels the order when it cannot start', async () => {
    const db = t.database.db;
    const unreadable = await cawlOrder();
    checkouts.delete(unreadable.hostedCheckoutId);
    expect(await result(unreadable.token)).toMatchObject({ status: 'pending' });

    failCreate = true;
    const { productId, declinationId } = await createStockedDeclination(db, 1, 3);
    const order = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity: 3, unitPrice: 100 }] });
    await expect(startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT })).rejects.toMatchObject({
      kind: 'CONFLICT',
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect((await orderOf(db, 1, order.id)).status).toBe('CANCELLED');
    expect(await stockOf(db, 1, declinationId)).toBe(3);
    expect((await paymentsOf(db, 1, order.id)).map((payment) => payment.status)).toEqual(['CANCELLED']);
  });

  it('is refused by the platform with a wrong secret (the signature is checked)', async () => {
    const db = t.database.db;
    await usePaymentSettings(db, 1, 'CAWL', {
      merchantId: MERCHANT,
      apiKeyId: KEY_ID,
      secretApiKey: 'wrong',
      endpoint,
    });
    const { productId, declinationId } = await createStockedDeclination(db, 1, 3);
    const order = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity: 1, unitPrice: 100 }] });
    const before = refusedSignatures.length;
    await expect(startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT })).rejects.toMatchObject({
      code: 'PAYMENT_PROVIDER_UNAVAILABLE',
    });
    expect(refusedSignatures.length).toBe(before + 1);
    expect(refusedSignatures.at(-1)).toMatch(new RegExp(`^GCS v1HMAC:${KEY_ID}:`));
  });

  it('refuses to start with incomplete keys rather than fall back to the sandbox', async () => {
    const db = t.database.db;
    await usePaymentSettings(db, 1, 'CAWL', { merchantId: MERCHANT });
    const { productId, declinationId } = await createStockedDeclination(db, 1, 3);
    const order = await createAwaitingOrder(db, { lines: [{ productId, declinationId, quantity: 1, unitPrice: 100 }] });
    await expect(startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT })).rejects.toMatchObject({
      code: 'PAYMENT_NOT_CONFIGURED',
    });
    await removePaymentSettings(db, 1);
    const sandbox = await startPayment({ db, siteId: 1 }, order.id, { storefrontUrl: STOREFRONT });
    expect(sandbox.provider).toBe('SANDBOX');
  });
});

describe('Refunds through CAWL (refundPayment of the stand-in)', () => {
  let admin: Customer;
  beforeAll(async () => {
    admin = await customer(t, { role: 'ADMIN' });
  });

  /** An order paid through CAWL and delivered, with a return of its units received by the shop. */
  async function paidThroughCawl(quantity = 2) {
    const db = t.database.db;
    const made = await cawlOrder(10, quantity);
    const paymentId = `30660${made.hostedCheckoutId}`;
    checkouts.set(made.hostedCheckoutId, paidCheckout('CAPTURED', paymentId));
    expect(await result(made.token)).toMatchObject({ status: 'success' });
    cawlPayments.set(paymentId, { amount: made.order.total, refunded: 0 });
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
    return { order: await orderOf(db, 1, made.order.id), line: line!, back, paymentId };
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
  const callsFor = (paymentId: string) => refundCalls.filter((call) => call.paymentId === paymentId);

  it('refunds a return: PENDING while the platform is asked, then DONE; the amount in cents, with its idempotence key', async () => {
    const { order, line, back, paymentId } = await paidThroughCawl(2);
    const refusedBefore = refusedSignatures.length;
    const refunded = expectOk<AdminOrderBack>(
      await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 2 }], shipping: order.shippingFees }),
    );
    const [row] = await refundRows(order.id);
    expect(callsFor(paymentId)).toHaveLength(1);
    const [call] = callsFor(paymentId);
    expect(order.total).toBe(2 * 3900 + 690);
    expect(call!.body).toEqual({
      amountOfMoney: { amount: order.total, currencyCode: 'EUR' },
      references: { merchantReference: order.reference },
    });
    expect(call!.idempotenceKey).toBe(`atelier-refund-1-${row!.id}`);
    expect(call!.rowStatus).toBe('PENDING');
    expect(row).toMatchObject({ status: 'DONE', provider: 'CAWL', providerRef: `${paymentId}_1`, amount: order.total });
    expect(refunded).toMatchObject({ status: 'REFUNDED', refunded: order.total, refundable: 0 });
    expect(cawlPayments.get(paymentId)!.refunded).toBe(order.total);
    expect((await orderOf(t.database.db, 1, order.id)).status).toBe('REFUNDED');
    expect(refusedSignatures).toHaveLength(refusedBefore);
  });

  it('keeps nothing of a refund the platform refuses: FAILED with its reason, a 409 saying it, nothing marked refunded', async () => {
    const { order, line, back, paymentId } = await paidThroughCawl(1);
    refuseRefunds = {
      errorCode: '300430',
      id: 'ACTION_NOT_ALLOWED_ON_TRANSACTION',
      message: 'This transaction cannot be refunded',
    };
    const message = expectRefused(await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 1 }] }), 409);
    expect(message).toContain('CAWL');
    expect(message).toContain('This transaction cannot be refunded');
    const [failed] = await refundRows(order.id);
    expect(failed).toMatchObject({ status: 'FAILED', amount: 3900 });
    expect(failed!.error).toContain('300430');
    const detail = expectOk<AdminOrderBack>(
      await t.call({ url: `/api/admin/order-back/${back.id}`, headers: bearer(admin) }),
    );
    expect(detail).toMatchObject({ status: 'PRODUCT_RECEIVED', refunded: 0, refundable: order.total });
    expect((await orderOf(t.database.db, 1, order.id)).status).toBe('DELIVERED');
    expect(cawlPayments.get(paymentId)!.refunded).toBe(0);
    const subjects = (await mailsTo(t.database.db, 1, order.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('remboursement'))).toBe(false);
  });

  it('never asks the platform for more than was paid, whatever the refunds before', async () => {
    const { order, line, back, paymentId } = await paidThroughCawl(2);
    expectOk(await refundBack(back.id, { lines: [{ idOrderLine: line.id, quantity: 1 }] }));
    const second = await pastBack(t.database.db, 1, order.id, {
      status: 'PRODUCT_RECEIVED',
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    const above = await refundBack(second.id, { amount: order.total - 3900 + 1 });
    expect(above.statusCode).toBe(400);
    expect(callsFor(paymentId)).toHaveLength(1);
    expectOk(await refundBack(second.id, { amount: order.total - 3900 }));
    expect(callsFor(paymentId).map((call) => call.body.amountOfMoney?.amount)).toEqual([3900, order.total - 3900]);
    expect(cawlPayments.get(paymentId)!.refunded).toBe(order.total);
  });
});

describe('CAWL statuses', () => {
  it.each([
    [{ status: 'IN_PROGRESS' }, 'PENDING'],
    [{ status: 'CANCELLED_BY_CONSUMER' }, 'CANCELLED'],
    [{ status: 'CLIENT_NOT_ELIGIBLE_FOR_SELECTED_PAYMENT_PRODUCT' }, 'DECLINED'],
    [paidCheckout(), 'PAID'],
    [paidCheckout('PENDING_CAPTURE'), 'PAID'],
    [
      {
        status: 'PAYMENT_CREATED',
        createdPaymentOutput: { paymentStatusCategory: 'STATUS_UNKNOWN', payment: { status: 'REDIRECTED' } },
      },
      'PENDING',
    ],
    [
      {
        status: 'PAYMENT_CREATED',
        createdPaymentOutput: { paymentStatusCategory: 'REJECTED', payment: { status: 'CANCELLED' } },
      },
      'CANCELLED',
    ],
    [{ status: 'SOMETHING_NEW' }, 'PENDING'],
  ])('reads %j as %s', (checkout, expected) => {
    expect(resultOfHostedCheckout(checkout)).toBe(expected);
  });
});
