import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetail, AdminOrderNoteSaved, AdminOrderResent } from '@atelier/contract';
import { auditLog } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { DiskFileStore } from '../../storage/disk-file-store.ts';
import { moveCustomerFilesToPrivate } from '../customization/customization-file.service.ts';
import { csvField } from './order-admin.service.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectOk,
  expectRefused,
  paidOrder,
  setLines,
  setOrder,
  type Customer,
} from './order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
});

const detail = async (orderId: number) =>
  expectOk<AdminOrderDetail>(await t.call({ url: `/api/admin/order/${orderId}`, headers: bearer(admin) }));

async function auditOf(orderId: number, action: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.siteId, 1), eq(auditLog.entityId, String(orderId)), eq(auditLog.action, action)));
}

describe('GET /admin/order/{id}: the shop’s side of the order (issue 16)', () => {
  it('carries the history with who made each step, the mails sent, the internal note', async () => {
    const order = await paidOrder(t, { userId: shopper.id });
    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/order/${order.id}/status`,
        headers: bearer(admin),
        payload: { status: 'IN_PREPARATION', note: 'atelier B' },
      }),
    );
    const seen = await detail(order.id);
    expect(seen.userId).toBe(shopper.id);
    expect(seen.statusHistory.map((step) => [step.status.code, step.by?.email ?? null, step.note])).toEqual([
      ['PAID', null, expect.stringContaining('SANDBOX')],
      ['IN_PREPARATION', admin.email, 'atelier B'],
    ]);
    for (const step of seen.statusHistory) expect(Date.parse(step.date)).not.toBeNaN();
    // The confirmation at payment, the status mail (newest first); the shop's notice too when configured.
    const kinds = seen.mails.map((mail) => mail.kind);
    expect(kinds[0]).toBe('order.status.IN_PREPARATION');
    expect(kinds).toContain('order.confirmation');
    expect(seen.mails.find((mail) => mail.kind === 'order.confirmation')!.to).toBe(order.email);
    expect(seen.internalNote).toBeNull();
    expect(seen.statusMailAvailable).toBe(true);
  });
});

describe('GET /admin/order/{id}: the files customers sent', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const store = () => new DiskFileStore(t.dataDir);
  const fileUrl = (orderId: number, lineId: number, customizationId: number) =>
    `/api/admin/order/${orderId}/customer-file/${lineId}/${customizationId}`;

  async function orderWithFile(file: string) {
    const order = await paidOrder(t, { userId: shopper.id });
    await setLines(t, order, {
      customizations: [
        { idCustomization: 7, label: { fr_FR: 'Initiales', en: 'Initials' }, value: 'J.M.', file: null },
        { idCustomization: 8, label: { fr_FR: 'Motif', en: 'Pattern' }, value: 'Mon logo', file },
      ],
    });
    return order;
  }

  it('links each file for the workshop only, and sends it privately; the customer’s answer only names it', async () => {
    const order = await orderWithFile('customizations/ab12.png');
    await store().put('site-1/private/customizations/ab12.png', png, { contentType: 'image/png' });
    const shop = await detail(order.id);
    const line = shop.lines[0]!;
    expect(shop.customerFiles).toEqual([
      { idLine: line.id, idCustomization: 8, name: 'ab12.png', url: fileUrl(order.id, line.id, 8) },
    ]);
    const mine = expectOk<AdminOrderDetail>(await t.call({ url: `/api/order/${order.id}`, headers: bearer(shopper) }));
    expect(mine).not.toHaveProperty('customerFiles');

    const sent = await t.call({ url: shop.customerFiles[0]!.url, headers: bearer(admin) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.rawPayload.equals(png)).toBe(true);
    expect(sent.headers['content-type']).toBe('image/png');
    expect(sent.headers['cache-control']).toBe('private, no-store');
    expect(sent.headers['content-disposition']).toBe(
      `attachment; filename="Mon logo.png"; filename*=UTF-8''Mon%20logo.png`,
    );
    // No public address, no customer, no visitor.
    expect((await t.call({ url: '/media/site-1/customizations/ab12.png' })).statusCode).toBe(404);
    expectRefused(await t.call({ url: shop.customerFiles[0]!.url, headers: bearer(shopper) }), 403);
    expectRefused(await t.call({ url: shop.customerFiles[0]!.url }), 401);
    // An answer without a file, another line, a file gone: 404 with the envelope.
    expectRefused(await t.call({ url: fileUrl(order.id, line.id, 7), headers: bearer(admin) }), 404);
    expectRefused(await t.call({ url: fileUrl(order.id, line.id + 999, 8), headers: bearer(admin) }), 404);
    await store().delete('site-1/private/customizations/ab12.png');
    expectRefused(await t.call({ url: fileUrl(order.id, line.id, 8), headers: bearer(admin) }), 404);
    expectRefused(await t.call({ url: `/api/admin/order/${order.id}/customer-file/x/8`, headers: bearer(admin) }), 400);
  });

  it('moves a file an earlier version kept public to its private key, and sends it meanwhile', async () => {
    const order = await orderWithFile('customizations/old1.png');
    await store().put('site-1/public/customizations/old1.png', png, { contentType: 'image/png' });
    const line = (await detail(order.id)).lines[0]!;
    expect((await t.call({ url: fileUrl(order.id, line.id, 8), headers: bearer(admin) })).statusCode).toBe(200);

    expect(await moveCustomerFilesToPrivate(t.database.db, store())).toBe(1);
    expect(await store().exists('site-1/public/customizations/old1.png')).toBe(false);
    expect((await t.call({ url: '/media/site-1/customizations/old1.png' })).statusCode).toBe(404);
    const sent = await t.call({ url: fileUrl(order.id, line.id, 8), headers: bearer(admin) });
    expect(sent.statusCode).toBe(200);
    expect(sent.rawPayload.equals(png)).toBe(true);
    // Run again (another process, the next start): nothing left to move.
    expect(await moveCustomerFilesToPrivate(t.database.db, store())).toBe(0);
  });
});

describe('PUT /admin/order/{id}/note', () => {
  const put = (orderId: number, payload: object, who: Customer | null = admin, lang: 'fr_FR' | 'en' = 'fr_FR') =>
    t.call({ method: 'PUT', url: `/api/admin/order/${orderId}/note`, headers: bearer(who), payload, lang });

  it('keeps the note (audited), never shows it to the customer, and clears it when empty', async () => {
    const order = await paidOrder(t, { userId: shopper.id });
    const saved = expectOk<AdminOrderNoteSaved>(
      await put(order.id, { note: '  Client fidèle : ajouter un échantillon  ' }),
    );
    expect(saved).toEqual({ idOrder: order.id, internalNote: 'Client fidèle : ajouter un échantillon' });
    expect((await detail(order.id)).internalNote).toBe('Client fidèle : ajouter un échantillon');
    const [entry] = await auditOf(order.id, 'order.note');
    expect(entry).toMatchObject({
      userId: admin.id,
      entity: 'order',
      before: { internalNote: null },
      after: { internalNote: 'Client fidèle : ajouter un échantillon' },
    });
    const own = await t.call({ url: `/api/order/${order.id}`, headers: bearer(shopper) });
    expect(own.body).not.toContain('échantillon');
    expect(expectOk<AdminOrderNoteSaved>(await put(order.id, { note: '' })).internalNote).toBeNull();
    expect(await auditOf(order.id, 'order.note')).toHaveLength(2);
  });

  it('401, 403, 404 for another site’s order, 400 for a note too long (nothing written)', async () => {
    const order = await paidOrder(t);
    expectRefused(await put(order.id, { note: 'x' }, null), 401);
    expectRefused(await put(order.id, { note: 'x' }, shopper), 403);
    const elsewhere = await awaitingOrder(t, { siteId: 2 });
    expectRefused(await put(elsewhere.id, { note: 'x' }), 404);
    const message = expectRefused(await put(order.id, { note: 'x'.repeat(5001) }, admin, 'en'), 400);
    expect(message).toContain('note');
    expectRefused(await put(order.id, {}), 400);
    expect((await detail(order.id)).internalNote).toBeNull();
    expect(await auditOf(order.id, 'order.note')).toHaveLength(0);
  });
});

describe('POST /admin/order/{id}/mail', () => {
  const resend = (orderId: number, kind: string, who: Customer | null = admin, lang: 'fr_FR' | 'en' = 'fr_FR') =>
    t.call({ method: 'POST', url: `/api/admin/order/${orderId}/mail`, headers: bearer(who), payload: { kind }, lang });

  it('sends the confirmation or the current status’s mail again, listed with the order and audited', async () => {
    const order = await paidOrder(t);
    const again = expectOk<AdminOrderResent>(await resend(order.id, 'CONFIRMATION'));
    expect(again.mail).toMatchObject({ kind: 'order.confirmation', to: order.email });
    const seen = await detail(order.id);
    expect(seen.mails.filter((mail) => mail.kind === 'order.confirmation')).toHaveLength(2);
    expect(seen.mails[0]!.id).toBe(again.mail.id);
    const [entry] = await auditOf(order.id, 'order.mail');
    expect(entry).toMatchObject({ userId: admin.id, after: { resent: 'CONFIRMATION', mailId: again.mail.id } });

    await setOrder(t, order, { status: 'SHIPPED', trackingLink: 'https://suivi.example/42' });
    const status = expectOk<AdminOrderResent>(await resend(order.id, 'STATUS'));
    expect(status.mail.kind).toBe('order.status.SHIPPED');
  });

  it('refuses with the reason: an unpaid order’s confirmation, a status without a mail', async () => {
    const unpaid = await awaitingOrder(t);
    expect(expectRefused(await resend(unpaid.id, 'CONFIRMATION', admin, 'en'), 409)).toMatch(/never paid/);
    const paid = await paidOrder(t);
    expect(expectRefused(await resend(paid.id, 'STATUS', admin, 'en'), 409)).toContain('"Paid"');
    expect(expectRefused(await resend(paid.id, 'INVOICE', admin, 'en'), 400)).toContain('kind');
    expectRefused(await resend(paid.id, 'CONFIRMATION', null), 401);
    expectRefused(await resend(paid.id, 'CONFIRMATION', shopper), 403);
    const elsewhere = await paidOrder(t, { siteId: 2 });
    expectRefused(await resend(elsewhere.id, 'CONFIRMATION'), 404);
    expect(await auditOf(paid.id, 'order.mail')).toHaveLength(0);
  });
});

describe('GET /admin/order/export (CSV)', () => {
  it('exports the filtered list as UTF-8 CSV with a BOM, fields quoted where needed', async () => {
    const email = `export.${Date.now()}@example.com`;
    const paid = await paidOrder(t, { email });
    const waiting = await awaitingOrder(t, { email });
    await setOrder(t, paid, {
      billingAddress: {
        ...paid.billingAddress,
        firstname: '=HYPERLINK("x")',
        lastname: 'Zoé; "la"',
        city: 'Saint-Étienne',
      },
    });
    const response = await t.call({
      url: `/api/admin/order/export?email=${encodeURIComponent(email)}&status=PAID`,
      headers: bearer(admin),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="commandes-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const lines = text.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines[0]!.split(';').slice(0, 5)).toEqual(['Référence', 'Date', 'Payée le', 'Expédiée le', 'Statut']);
    expect(lines).toHaveLength(3); // the header, the paid order, the final CRLF
    expect(text).not.toContain(waiting.reference);
    const row = lines[1]!;
    expect(row.startsWith(`${paid.reference};`)).toBe(true);
    // A separator and quotes inside a field: quoted, quotes doubled; a formula: defused.
    expect(row).toContain(`;"'=HYPERLINK(""x"") Zoé; ""la""";`);
    expect(row).toContain(';Saint-Étienne;');
    expect(row).toContain(';Payée;');
    expect(row).toContain(';DELIVERY;Colissimo;2;90,00;0,00;;6,90;');
    expect(row).toContain(';96,90;'); // 2 × 45,00 € + 6,90 € shipping, a decimal comma for French Excel
  });

  it('is in English with commas on request; refuses a bad filter; admins only', async () => {
    const response = await t.call({
      url: '/api/admin/order/export?status=PAID&nbItem=1',
      headers: bearer(admin),
      lang: 'en',
    });
    expect(response.statusCode).toBe(200);
    expect(
      response.body
        .replace(/^\uFEFF/, '')
        .split('\r\n')[0]!
        .startsWith('Reference,Date,Paid on'),
    ).toBe(true);
    expect(
      expectRefused(
        await t.call({ url: '/api/admin/order/export?colour=red', headers: bearer(admin), lang: 'en' }),
        400,
      ),
    ).toContain('colour');
    expectRefused(await t.call({ url: '/api/admin/order/export' }), 401);
    expectRefused(await t.call({ url: '/api/admin/order/export', headers: bearer(shopper) }), 403);
  });

  it('quotes fields as RFC 4180 says', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a;b')).toBe('"a;b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('+33612345678')).toBe("'+33612345678");
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });
});
