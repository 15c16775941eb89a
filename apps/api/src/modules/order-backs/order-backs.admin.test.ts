import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminOrderBack,
  AdminOrderBackSummary,
  AdminOrderDetail,
  AuditEntry,
  List,
  OrderBack,
} from '@atelier/contract';
import { orderLines, refunds } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
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
} from '../order-history/order-history.factory.ts';
import { historyOf, mailsTo } from '../payments/payments.factory.ts';
import { pastBack } from './order-backs.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'SUPER_ADMIN' });
});

/** A paid and delivered order of the shopper (2 × 45,00 € + shipping) with a return of its 2 units. */
async function returned(options: { kind?: 'RETURN' | 'DAMAGE' | 'WITHDRAWAL'; siteId?: number; email?: string } = {}) {
  const siteId = options.siteId ?? 1;
  const email =
    options.email ?? `retour.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const order = await paidOrder(t, { siteId, email, ...(siteId === 1 ? { userId: shopper.id } : {}) });
  await setOrder(t, order, { status: 'DELIVERED', deliveredAt: new Date() });
  const [line] = await t.database.db
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.siteId, siteId), eq(orderLines.orderId, order.id)));
  const back = await pastBack(t.database.db, siteId, order.id, {
    kind: options.kind ?? 'RETURN',
    lines: [{ orderLineId: line!.id, quantity: 2 }],
  });
  return { order: await readOrder(t, siteId, order.id), line: line!, back };
}

const put = (id: number, payload: unknown, who: Customer | null = admin, lang: 'fr_FR' | 'en' = 'fr_FR') =>
  t.call({
    method: 'PUT',
    url: `/api/admin/order-back/${id}/status`,
    headers: bearer(who),
    payload: payload as object,
    lang,
  });

function uploadLabel(id: number, content: Buffer, name = 'etiquette.pdf', who: Customer | null = admin, site = 1) {
  const form = new FormData();
  form.append('label', new Blob([content], { type: 'application/pdf' }), name);
  return t.call({ method: 'PUT', url: `/api/admin/order-back/${id}/label`, site, headers: bearer(who), payload: form });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

function errorsOf(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json<{ success: boolean; message: string; errors: Record<string, string> }>();
  expect(body.success).toBe(false);
  return body;
}

async function auditOf(entity: string, id: number) {
  const page = expectOk<List<AuditEntry>>(
    await t.call({ url: `/api/admin/audit?entity=${entity}&entityId=${id}&nbItem=100`, headers: bearer(admin) }),
  );
  return page.items;
}

describe('GET /admin/order-back (issue 16 item 4)', () => {
  it('is for the site’s administrators only: 401 without a session, 403 for a customer', async () => {
    expectRefused(await t.call({ url: '/api/admin/order-back' }), 401);
    expectRefused(await t.call({ url: '/api/admin/order-back', headers: bearer(shopper) }), 403);
    // An administrator of site 2 is no one on site 1 (sessions are per site).
    expectRefused(await t.call({ url: '/api/admin/order-back', headers: bearer(otherAdmin) }), 401);
  });

  it('lists the site’s returns and withdrawals, filtered, with a withdrawal’s refund deadline, privately', async () => {
    const email = `liste.${Date.now()}@example.com`;
    const ret = await returned({ email });
    const withdrawal = await returned({ kind: 'WITHDRAWAL', email });
    const elsewhere = await returned({ siteId: 2 });
    const response = await t.call({
      url: `/api/admin/order-back?email=${encodeURIComponent(email)}`,
      headers: bearer(admin),
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const page = expectOk<List<AdminOrderBackSummary>>(response);
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id).sort()).toEqual([ret.back.id, withdrawal.back.id].sort());
    const w = page.items.find((item) => item.id === withdrawal.back.id)!;
    expect(w).toMatchObject({
      kind: 'WITHDRAWAL',
      status: 'ASKED',
      nbUnits: 2,
      orderReference: withdrawal.order.reference,
      overdue: false,
    });
    expect(new Date(w.refundDeadline!).getTime() - new Date(w.createdAt).getTime()).toBe(14 * 86_400_000);
    expect(page.items.find((item) => item.id === ret.back.id)!.refundDeadline).toBeNull();

    const kinds = expectOk<List<AdminOrderBackSummary>>(
      await t.call({
        url: `/api/admin/order-back?email=${encodeURIComponent(email)}&kind=WITHDRAWAL`,
        headers: bearer(admin),
      }),
    );
    expect(kinds.items.map((item) => item.id)).toEqual([withdrawal.back.id]);
    const byRef = expectOk<List<AdminOrderBackSummary>>(
      await t.call({
        url: `/api/admin/order-back?reference=lk:${ret.order.reference.slice(3)}`,
        headers: bearer(admin),
      }),
    );
    expect(byRef.items.map((item) => item.id)).toEqual([ret.back.id]);
    const all = expectOk<List<AdminOrderBackSummary>>(
      await t.call({ url: '/api/admin/order-back?nbItem=100', headers: bearer(admin) }),
    );
    expect(all.items.map((item) => item.id)).not.toContain(elsewhere.back.id);
    const theirs = expectOk<List<AdminOrderBackSummary>>(
      await t.call({ url: '/api/admin/order-back?nbItem=100', site: 2, headers: bearer(otherAdmin) }),
    );
    expect(theirs.items.map((item) => item.id)).toContain(elsewhere.back.id);
  });

  it('refuses an unknown filter or a bad value with a 400 naming it', async () => {
    const response = await t.call({ url: '/api/admin/order-back?status=LOST', headers: bearer(admin), lang: 'en' });
    expect(expectRefused(response, 400)).toContain('status');
  });
});

describe('GET /admin/order-back/{id}', () => {
  it('gives the return with what was paid and what may be refunded; 404 for another site’s', async () => {
    const { order, line, back } = await returned();
    expectRefused(await t.call({ url: `/api/admin/order-back/${back.id}` }), 401);
    expectRefused(await t.call({ url: `/api/admin/order-back/${back.id}`, headers: bearer(shopper) }), 403);
    const detail = expectOk<AdminOrderBack>(
      await t.call({ url: `/api/admin/order-back/${back.id}`, headers: bearer(admin) }),
    );
    expect(detail).toMatchObject({
      id: back.id,
      idOrder: order.id,
      status: 'ASKED',
      paid: order.total,
      refunded: 0,
      refundable: order.total,
      shippingRefundable: order.shippingFees,
      nextStatuses: ['LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUSED'],
      label: null,
    });
    expect(detail.refundLines).toEqual([
      expect.objectContaining({ idOrderLine: line.id, quantity: 2, refundedQuantity: 0, unitRefund: 4500 }),
    ]);
    const elsewhere = await returned({ siteId: 2 });
    expectRefused(await t.call({ url: `/api/admin/order-back/${elsewhere.back.id}`, headers: bearer(admin) }), 404);
    expectRefused(await put(elsewhere.back.id, { status: 'REFUSED', message: 'non' }), 404);
    expectRefused(await uploadLabel(elsewhere.back.id, PDF), 404);
  });
});

describe('PUT /admin/order-back/{id}/status: a return through SPEC §4 to REFUNDED', () => {
  it('sends the label, receives the goods and refunds through the sandbox, mailing each step', async () => {
    const { order, line, back } = await returned();
    expectRefused(await put(back.id, { status: 'LABEL_SENT' }, null), 401);
    expectRefused(await put(back.id, { status: 'LABEL_SENT' }, shopper), 403);

    // LABEL_SENT wants the label first.
    expect(errorsOf(await put(back.id, { status: 'LABEL_SENT' }, admin, 'en')).errors.label).toContain('label');
    expect(errorsOf(await uploadLabel(back.id, Buffer.from('not a pdf'), 'x.pdf')).errors.label).toContain('x.pdf');
    expectRefused(await uploadLabel(back.id, PDF, 'etiquette.pdf', shopper), 403);
    const labelled = expectOk<AdminOrderBack>(await uploadLabel(back.id, PDF));
    expect(labelled.label).toMatchObject({ name: 'etiquette.pdf', mimeType: 'application/pdf' });
    const adminDownload = await t.call({ url: labelled.label!.url, headers: bearer(admin) });
    expect(adminDownload.statusCode).toBe(200);
    expect(adminDownload.rawPayload.equals(PDF)).toBe(true);

    const sent = expectOk<AdminOrderBack>(
      await put(back.id, { status: 'LABEL_SENT', message: 'Colissimo, dépôt sous 7 jours' }),
    );
    expect(sent).toMatchObject({ status: 'LABEL_SENT', message: 'Colissimo, dépôt sous 7 jours' });
    expect(sent.nextStatuses).toEqual(['PRODUCT_RECEIVED', 'REFUSED']);
    const labelMail = (await mailsTo(t.database.db, 1, order.email)).find((mail) => mail.subject.includes('étiquette'));
    expect(labelMail?.text).toContain(`/api/order-back/${back.id}/label?access=`);
    // The customer's return page shows the label, and the mail's link opens it.
    const mine = expectOk<OrderBack>(await t.call({ url: `/api/order-back/${back.id}`, headers: bearer(shopper) }));
    expect(mine).toMatchObject({ status: 'LABEL_SENT', labelUrl: `/api/order-back/${back.id}/label`, refunded: 0 });
    const link = new URL(/http\S+label\?access=\S+/.exec(labelMail!.text)![0]);
    const download = await t.call({ url: `${link.pathname}${link.search}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expectRefused(await t.call({ url: `/api/order-back/${back.id}/label` }), 404);

    // Not yet received: no refund; a status the return cannot reach is a 409 naming both.
    const early = await put(
      back.id,
      { status: 'REFUNDED', refund: { lines: [{ idOrderLine: line.id, quantity: 2 }] } },
      admin,
      'en',
    );
    expect(expectRefused(early, 409)).toBe('A return that is "Label sent" cannot be moved to "Refunded"');
    expectOk(await put(back.id, { status: 'PRODUCT_RECEIVED' }));

    // REFUNDED wants a refund, never above what was paid.
    expect(errorsOf(await put(back.id, { status: 'REFUNDED' })).errors.refund).toBeTruthy();
    const above = errorsOf(
      await put(back.id, { status: 'REFUNDED', refund: { amount: order.total + 1 } }, admin, 'en'),
    );
    expect(above.errors['refund.amount']).toContain('cannot go above what was paid');
    const tooMany = errorsOf(
      await put(back.id, { status: 'REFUNDED', refund: { lines: [{ idOrderLine: line.id, quantity: 3 }] } }),
    );
    expect(tooMany.errors['refund.lines.0.quantity']).toContain('2');
    const shipping = errorsOf(await put(back.id, { status: 'REFUNDED', refund: { shipping: order.shippingFees + 1 } }));
    expect(shipping.errors['refund.shipping']).toBeTruthy();
    expect((await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).length).toBe(0);

    const refunded = expectOk<AdminOrderBack>(
      await put(back.id, {
        status: 'REFUNDED',
        message: 'Remboursé en totalité',
        refund: { lines: [{ idOrderLine: line.id, quantity: 2 }], shipping: order.shippingFees },
      }),
    );
    expect(refunded).toMatchObject({ status: 'REFUNDED', refunded: order.total, refundable: 0, nextStatuses: [] });
    expect(refunded.refunds).toEqual([
      expect.objectContaining({
        method: 'PROVIDER',
        provider: 'SANDBOX',
        status: 'DONE',
        amount: order.total,
        shipping: order.shippingFees,
      }),
    ]);
    expect(refunded.refunds[0]!.providerRef).toMatch(/^sandbox_refund_/);
    expect(refunded.steps.map((step) => step.status)).toEqual(['ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED']);
    // All paid is given back: the order is REFUNDED too.
    expect((await readOrder(t, 1, order.id)).status).toBe('REFUNDED');
    expect((await historyOf(t.database.db, 1, order.id)).map((row) => row.status)).toContain('REFUNDED');
    const subjects = (await mailsTo(t.database.db, 1, order.email)).map((mail) => mail.subject);
    expect(subjects.some((subject) => subject.includes('reçu votre retour'))).toBe(true);
    const refundMail = (await mailsTo(t.database.db, 1, order.email)).find((mail) =>
      mail.subject.includes('remboursement'),
    );
    expect(refundMail?.text).toContain('Montant remboursé');
    // Each step's mail is tagged with the order: the admin order page lists them with its other mails.
    const adminOrder = expectOk<AdminOrderDetail>(
      await t.call({ url: `/api/admin/order/${order.id}`, headers: bearer(admin) }),
    );
    expect(adminOrder.mails.map((mail) => mail.kind)).toEqual(
      expect.arrayContaining([
        'orderBack.status.LABEL_SENT',
        'orderBack.status.PRODUCT_RECEIVED',
        'orderBack.status.REFUNDED',
      ]),
    );
    expect(adminOrder.mails.find((mail) => mail.kind === 'orderBack.status.REFUNDED')).toMatchObject({
      to: order.email,
      subject: refundMail!.subject,
    });

    // Nothing more can be refunded or moved.
    expectRefused(await put(back.id, { status: 'REFUSED', message: 'trop tard' }), 409);
    const customerView = expectOk<OrderBack>(
      await t.call({ url: `/api/order-back/${back.id}`, headers: bearer(shopper) }),
    );
    expect(customerView).toMatchObject({ status: 'REFUNDED', refunded: order.total });

    // Audit: the label, each move and the refund, by the administrator.
    const moves = await auditOf('orderBack', back.id);
    expect(moves.map((entry) => entry.action).sort()).toEqual(
      ['orderBack.label', 'orderBack.status', 'orderBack.status', 'orderBack.status'].sort(),
    );
    expect(moves.every((entry) => entry.user?.id === admin.id)).toBe(true);
    expect(moves.find((entry) => entry.after?.status === 'REFUNDED')?.before).toMatchObject({
      status: 'PRODUCT_RECEIVED',
    });
    const money = await auditOf('order', order.id);
    expect(money.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['refund.start', 'refund.done', 'order.status']),
    );
  });

  it('records partial refunds made by hand, and the second may not go above what is left', async () => {
    const { order, line, back } = await returned({ kind: 'DAMAGE' });
    // A damage report may be refunded without the goods coming back.
    const first = expectOk<AdminOrderBack>(
      await put(back.id, {
        status: 'REFUNDED',
        refund: { lines: [{ idOrderLine: line.id, quantity: 1 }], method: 'MANUAL', note: 'virement' },
      }),
    );
    expect(first).toMatchObject({ status: 'REFUNDED', refunded: 4500, refundable: order.total - 4500 });
    expect(first.refunds[0]).toMatchObject({
      method: 'MANUAL',
      provider: null,
      status: 'DONE',
      note: 'virement',
      user: { id: admin.id },
    });
    expect((await readOrder(t, 1, order.id)).status).toBe('DELIVERED');
    const mail = (await mailsTo(t.database.db, 1, order.email)).find((row) => row.subject.includes('remboursement'));
    expect(mail?.text).toContain('45,00');

    // Another return on the same order: what is left only.
    const second = await pastBack(t.database.db, 1, order.id, {
      status: 'PRODUCT_RECEIVED',
      lines: [{ orderLineId: line.id, quantity: 1 }],
    });
    const above = errorsOf(
      await put(second.id, { status: 'REFUNDED', refund: { amount: order.total - 4500 + 1, method: 'MANUAL' } }),
    );
    expect(above.errors['refund.amount']).toBeTruthy();
    const rest = expectOk<AdminOrderBack>(
      await put(second.id, { status: 'REFUNDED', refund: { amount: order.total - 4500, method: 'MANUAL' } }),
    );
    expect(rest).toMatchObject({ refunded: order.total, refundable: 0 });
    expect((await readOrder(t, 1, order.id)).status).toBe('REFUNDED');
  });

  it('refuses a return with its reason, which the customer receives; no reason is refused', async () => {
    const { order, back } = await returned({ kind: 'WITHDRAWAL' });
    expect(errorsOf(await put(back.id, { status: 'REFUSED' }, admin, 'en')).errors.message).toContain('reason');
    const refused = expectOk<AdminOrderBack>(
      await put(back.id, { status: 'REFUSED', message: 'Article personnalisé' }),
    );
    expect(refused).toMatchObject({
      status: 'REFUSED',
      message: 'Article personnalisé',
      nextStatuses: [],
      overdue: false,
    });
    const mail = (await mailsTo(t.database.db, 1, order.email)).find((row) => row.subject.includes('réponse'));
    expect(mail?.text).toContain('Article personnalisé');
    expect(expectRefused(await put(back.id, { status: 'LOST' }), 400)).toContain('status');
    expectRefused(await uploadLabel(back.id, PDF), 409);
  });

  it('refuses a provider refund when the order has no payment to refund through', async () => {
    const order = await awaitingOrder(t, { userId: shopper.id });
    await setOrder(t, order, { status: 'DELIVERED', paidAt: new Date(), deliveredAt: new Date() });
    const [line] = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.siteId, 1), eq(orderLines.orderId, order.id)));
    const back = await pastBack(t.database.db, 1, order.id, {
      status: 'PRODUCT_RECEIVED',
      lines: [{ orderLineId: line!.id, quantity: 1 }],
    });
    const refused = errorsOf(
      await put(back.id, { status: 'REFUNDED', refund: { lines: [{ idOrderLine: line!.id, quantity: 1 }] } }),
    );
    expect(refused.errors['refund.method']).toBeTruthy();
    expectOk(
      await put(back.id, {
        status: 'REFUNDED',
        refund: { lines: [{ idOrderLine: line!.id, quantity: 1 }], method: 'MANUAL' },
      }),
    );
  });
});
