import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminCustomer, AdminCustomerAnonymised, AdminCustomerSummary, List } from '@atelier/contract';
import { auditLog, mailAttachments, mailOutbox, orderLines, userAddresses } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bearer,
  customer,
  expectOk,
  expectRefused,
  freshIp,
  paidOrder,
  readOrder,
  setOrder,
  type Customer,
} from '../order-history/order-history.factory.ts';
import { pastBack } from '../order-backs/order-backs.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const list = async (query: string, who: Customer = admin) =>
  expectOk<List<AdminCustomerSummary>>(await t.call({ url: `/api/admin/customer?${query}`, headers: bearer(who) }));

async function auditOf(entityId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, 1), eq(auditLog.entityId, String(entityId)), eq(auditLog.action, action)));
}

describe('GET /admin/customer (issue 16 item 5)', () => {
  it('lists the site’s accounts with their orders, finds them by e-mail or name, pages', async () => {
    const buyer = await customer(t);
    await paidOrder(t, { userId: buyer.id, email: buyer.email });
    const response = await t.call({
      url: `/api/admin/customer?email=lk:${buyer.email.slice(0, 14)}`,
      headers: bearer(admin),
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const found = expectOk<List<AdminCustomerSummary>>(response);
    expect(found.items.map((row) => row.id)).toContain(buyer.id);
    expect(found.items.find((row) => row.id === buyer.id)).toMatchObject({
      email: buyer.email,
      firstname: 'Jeanne',
      lastname: 'Morel',
      role: 'CUSTOMER',
      nbOrders: 1,
      totalSpent: 9690,
      anonymisedAt: null,
    });
    // name=lk: matches the first and last names in either order, any case.
    expect((await list(`email=${encodeURIComponent(buyer.email)}&name=lk:morel jeanne`)).total).toBe(1);
    expect((await list(`email=${encodeURIComponent(buyer.email)}&name=lk:jeanne mor`)).total).toBe(1);
    expect((await list(`email=${encodeURIComponent(buyer.email)}&name=lk:paul`)).total).toBe(0);
    expect((await list('role=ADMIN&nbItem=100')).items.map((row) => row.id)).toContain(admin.id);
    // The panel's filters: a date range (the field repeated) and the account's state.
    const today = new Date().toISOString().slice(0, 10);
    const mine = `email=${encodeURIComponent(buyer.email)}`;
    expect((await list(`${mine}&createdAt=gte:${today}&createdAt=lte:${today}T23:59:59&anonymised=false`)).total).toBe(
      1,
    );
    expect((await list(`${mine}&createdAt=lte:2000-01-01`)).total).toBe(0);
    expect((await list(`${mine}&anonymised=true`)).total).toBe(0);
    const first = await list('nbItem=1&page=1');
    const second = await list('nbItem=1&page=2');
    expect(first.total).toBeGreaterThan(1);
    expect(first.items[0]!.id).not.toBe(second.items[0]!.id);
    // Site 2's accounts are not site 1's.
    expect((await list('nbItem=100')).items.map((row) => row.id)).not.toContain(otherAdmin.id);
  });

  it('401, 403, and a 400 naming a bad filter', async () => {
    expectRefused(await t.call({ url: '/api/admin/customer' }), 401);
    expectRefused(await t.call({ url: '/api/admin/customer', headers: bearer(shopper) }), 403);
    const bad = await t.call({ url: '/api/admin/customer?colour=red', headers: bearer(admin), lang: 'en' });
    expect(expectRefused(bad, 400)).toContain('colour');
    const role = await t.call({ url: '/api/admin/customer?role=KING', headers: bearer(admin), lang: 'en' });
    expect(expectRefused(role, 400)).toContain('role');
  });
});

describe('GET /admin/customer/{id} and its export', () => {
  it('gives the account with its addresses, orders and returns; the JSON export has it all (audited)', async () => {
    const buyer = await customer(t);
    await t.database.db.insert(userAddresses).values({
      siteId: 1,
      userId: buyer.id,
      firstname: 'Jeanne',
      lastname: 'Morel',
      address: '3 rue des Tapissiers',
      postalCode: '85000',
      city: 'La Roche-sur-Yon',
      countryAlpha2: 'FR',
    });
    const order = await paidOrder(t, { userId: buyer.id, email: buyer.email });
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, 1), eq(orderLines.orderId, order.id)));
    const back = await pastBack(t.database.db, 1, order.id, { lines: [{ orderLineId: line!.id, quantity: 1 }] });
    const seen = expectOk<AdminCustomer>(
      await t.call({ url: `/api/admin/customer/${buyer.id}`, headers: bearer(admin) }),
    );
    expect(seen).toMatchObject({ id: buyer.id, email: buyer.email, nbOrders: 1 });
    expect(seen.addresses.map((address) => address.city)).toEqual(['La Roche-sur-Yon']);
    expect(seen.orders.map((row) => [row.id, row.reference, row.nbItems])).toEqual([[order.id, order.reference, 2]]);
    expect(seen.returns).toEqual([
      expect.objectContaining({ id: back.id, idOrder: order.id, reference: order.reference, status: 'ASKED' }),
    ]);

    const file = await t.call({ url: `/api/admin/customer/${buyer.id}/export`, headers: bearer(admin) });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(file.headers['content-disposition']).toBe(`attachment; filename="customer-${buyer.id}.json"`);
    expect(file.headers['cache-control']).toBe('private, no-store');
    const data = file.json<
      Record<string, unknown> & { account: Record<string, unknown>; orders: { lines: unknown[] }[] }
    >();
    expect(data.account).toMatchObject({ id: buyer.id, email: buyer.email, firstname: 'Jeanne' });
    expect(file.body).not.toContain('argon2');
    expect(file.body).not.toContain('passwordHash');
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining(['account', 'addresses', 'orders', 'returns', 'newsletter']),
    );
    expect(data.orders[0]!.lines).toHaveLength(1);
    expect((data['returns'] as unknown[]).length).toBe(1);
    expect(await auditOf(buyer.id, 'customer.export')).toHaveLength(1);
  });

  it('404 for another site’s account, 401, 403', async () => {
    expectRefused(await t.call({ url: `/api/admin/customer/${otherAdmin.id}`, headers: bearer(admin) }), 404);
    expectRefused(await t.call({ url: `/api/admin/customer/${otherAdmin.id}/export`, headers: bearer(admin) }), 404);
    expectRefused(await t.call({ url: `/api/admin/customer/${shopper.id}` }), 401);
    expectRefused(await t.call({ url: `/api/admin/customer/${shopper.id}/export`, headers: bearer(shopper) }), 403);
  });
});

describe('POST /admin/customer/{id}/anonymise', () => {
  const anonymise = (id: number, payload: object, who: Customer | null = admin, lang: 'fr_FR' | 'en' = 'fr_FR') =>
    t.call({ method: 'POST', url: `/api/admin/customer/${id}/anonymise`, headers: bearer(who), payload, lang });

  it('replaces the personal data, keeps the orders for the accounts, and the account can no longer log in', async () => {
    const buyer = await customer(t);
    const order = await paidOrder(t, { userId: buyer.id, email: buyer.email });
    await setOrder(t, order, { message: 'Sonnez deux fois' });
    // A mail still waiting for SMTP, with its file: it must not leave for the placeholder address.
    const [waiting] = await t.database.db
      .insert(mailOutbox)
      .values({ siteId: 1, from: 'atelier@example.com', to: buyer.email, subject: 'Votre facture', text: 'Bonjour' })
      .returning({ id: mailOutbox.id });
    await t.database.db.insert(mailAttachments).values({
      siteId: 1,
      mailId: waiting!.id,
      position: 0,
      filename: 'facture.pdf',
      contentType: 'application/pdf',
      content: Buffer.from('%PDF'),
    });
    const done = expectOk<AdminCustomerAnonymised>(
      await anonymise(buyer.id, { confirm: true, reason: 'demande du client par courrier' }),
    );
    expect(done).toMatchObject({ id: buyer.id, ordersAnonymised: 1 });
    const seen = expectOk<AdminCustomer>(
      await t.call({ url: `/api/admin/customer/${buyer.id}`, headers: bearer(admin) }),
    );
    expect(seen.anonymisedAt).toBe(done.anonymisedAt);
    expect(seen.email).not.toContain(buyer.email);
    expect([seen.firstname, seen.lastname, seen.phone]).toEqual(['', '', '']);
    // The order stays, with its amounts and invoice number, without the person.
    const kept = await readOrder(t, 1, order.id);
    expect(kept).toMatchObject({ total: order.total, invoiceNumber: order.invoiceNumber, reference: order.reference });
    expect(kept.email).toBe(seen.email);
    expect([kept.firstname, kept.lastname, kept.phone, kept.message]).toEqual(['', '', '', null]);
    expect(kept.billingAddress).toMatchObject({
      firstname: '',
      lastname: '',
      address: '',
      city: order.billingAddress.city,
    });
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.to, buyer.email)));
    expect(mails).toHaveLength(0);
    const [scrubbed] = await t.database.db
      .select({ status: mailOutbox.status, to: mailOutbox.to })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.id, waiting!.id)));
    expect(scrubbed).toEqual({ status: 'failed', to: seen.email });
    expect(await t.database.db.select().from(mailAttachments).where(eq(mailAttachments.mailId, waiting!.id))).toEqual(
      [],
    );
    // The session ended and the password no longer opens anything.
    expectRefused(await t.call({ url: '/api/user', headers: bearer(buyer) }), 401);
    const login = await t.call({
      method: 'POST',
      url: '/api/login',
      headers: { 'x-forwarded-for': freshIp() },
      payload: { email: buyer.email, password: 'Tapisserie-2024!' },
    });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    const [entry] = await auditOf(buyer.id, 'customer.anonymise');
    expect(entry).toMatchObject({
      userId: admin.id,
      after: { anonymised: true, orders: 1, reason: 'demande du client par courrier' },
    });
    expect(JSON.stringify(entry)).not.toContain(buyer.email);
    // Twice is refused with the reason.
    expect(expectRefused(await anonymise(buyer.id, { confirm: true }, admin, 'en'), 409)).toMatch(/already/);
  });

  it('refuses without the confirmation, an administrator, another site’s account; 401, 403', async () => {
    const target = await customer(t);
    expect(expectRefused(await anonymise(target.id, {}, admin, 'en'), 400)).toContain('confirm');
    expect(expectRefused(await anonymise(admin.id, { confirm: true }, admin, 'en'), 409)).toMatch(/administrator/);
    expectRefused(await anonymise(otherAdmin.id, { confirm: true }), 404);
    expectRefused(await anonymise(target.id, { confirm: true }, null), 401);
    expectRefused(await anonymise(target.id, { confirm: true }, shopper), 403);
    expect(await auditOf(target.id, 'customer.anonymise')).toHaveLength(0);
  });
});
