import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { LoginResult } from '@atelier/contract';
import { orderLines, orders, users } from '../../db/schema/index.ts';
import { data, type TestApp } from '../../../test/test-app.ts';
import { createAwaitingOrder, createStockedDeclination, type TestOrderOptions } from '../payments/payments.factory.ts';
import { startPayment } from '../payments/payments.service.ts';

/**
 * Test factories of the order history tests: customers and admins through the API, orders inserted directly
 * (payments.factory.ts) and paid through the sandbox's card form, as a customer pays.
 */
let serial = 0;
const next = () => ++serial;
/** Each call from its own address, so that the per-IP limits of register and login never bite. */
export const freshIp = () => `10.9.${Math.floor(serial / 250) % 250}.${(next() % 250) + 1}`;

export const STOREFRONT = 'http://shop.test';

export function expectOk<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return data<T>(response);
}

export function expectRefused(response: LightMyRequestResponse, status: number) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ success: boolean; message: string }>();
  expect(body.success).toBe(false);
  return body.message;
}

export interface Customer {
  id: number;
  email: string;
  token: string;
}

/** A customer registered and logged in on `site`; `role` makes them an ADMIN or SUPER_ADMIN of it. */
export async function customer(
  t: TestApp,
  options: { site?: number; role?: 'CUSTOMER' | 'ADMIN' | 'SUPER_ADMIN' } = {},
): Promise<Customer> {
  const site = options.site ?? 1;
  const email = `suivi.${Date.now().toString(36)}.${next()}@example.com`;
  const password = 'Tapisserie-2024!';
  const headers = () => ({ 'x-forwarded-for': freshIp() });
  expectOk(
    await t.call({
      method: 'POST',
      url: '/api/register',
      site,
      headers: headers(),
      payload: {
        email,
        password,
        firstname: 'Jeanne',
        lastname: 'Morel',
        phone: '06 12 34 56 78',
        birthdate: '1980-05-01',
        acceptTerms: true,
      },
    }),
  );
  const login = expectOk<LoginResult>(
    await t.call({ method: 'POST', url: '/api/login', site, headers: headers(), payload: { email, password } }),
  );
  const [row] = await t.database.db
    .update(users)
    .set({ role: options.role ?? 'CUSTOMER' })
    .where(and(eq(users.siteId, site), eq(users.email, email)))
    .returning({ id: users.id });
  return { id: row!.id, email, token: login.token };
}

export const bearer = (who: { token: string } | null) => (who ? { authorization: `Bearer ${who.token}` } : {});

/** An order awaiting payment: one product of 45,00 € (stock tracked), two units, 6,90 € of shipping. */
export async function awaitingOrder(
  t: TestApp,
  options: Partial<Omit<TestOrderOptions, 'lines'>> & { quantity?: number } = {},
) {
  const siteId = options.siteId ?? 1;
  const db = t.database.db;
  const { productId, declinationId } = await createStockedDeclination(db, siteId, 20);
  return createAwaitingOrder(db, {
    ...options,
    siteId,
    lines: [{ productId, declinationId, quantity: options.quantity ?? 2, unitPrice: 4500 }],
  });
}

/** Pays an order as its customer does: the sandbox's hosted page, the test card that succeeds. */
export async function pay(t: TestApp, order: { id: number; siteId: number }) {
  const started = await startPayment({ db: t.database.db, siteId: order.siteId }, order.id, {
    storefrontUrl: STOREFRONT,
  });
  const page = new URL(started.redirectUrl);
  const response = await t.call({
    method: 'POST',
    url: page.pathname,
    site: order.siteId,
    headers: { host: 'shop.test', origin: STOREFRONT, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
      holder: 'Jeanne Morel',
    }).toString(),
  });
  expect(response.statusCode, response.body).toBe(303);
  return readOrder(t, order.siteId, order.id);
}

export async function paidOrder(t: TestApp, options: Parameters<typeof awaitingOrder>[1] = {}) {
  return pay(t, await awaitingOrder(t, options));
}

export async function readOrder(t: TestApp, siteId: number, orderId: number) {
  const [row] = await t.database.db
    .select()
    .from(orders)
    .where(and(eq(orders.siteId, siteId), eq(orders.id, orderId)));
  return row!;
}

export async function setOrder(
  t: TestApp,
  order: { siteId: number; id: number },
  set: Partial<typeof orders.$inferInsert>,
) {
  await t.database.db
    .update(orders)
    .set(set)
    .where(and(eq(orders.siteId, order.siteId), eq(orders.id, order.id)));
}

export async function setLines(
  t: TestApp,
  order: { siteId: number; id: number },
  set: Partial<typeof orderLines.$inferInsert>,
) {
  await t.database.db
    .update(orderLines)
    .set(set)
    .where(and(eq(orderLines.siteId, order.siteId), eq(orderLines.orderId, order.id)));
}
