import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { OrderBack, OrderBackInfo, OrderGenericValue, OrderReturnability } from '@atelier/contract';
import { mailOutbox, orderBackSettings, orderGenericValues } from '../../db/schema/index.ts';
import { mediaRoot } from '../../storage/storage.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { loadOrderAccessKey, orderAccessToken } from '../orders/order-access.ts';
import { freshIp, member, pastBack, testOrder } from './order-backs.factory.ts';

const t = useTestApp();

interface CallOptions {
  token?: string;
  site?: number;
  lang?: 'fr_FR' | 'en';
  headers?: Record<string, string>;
}

function get(url: string, { token, site = 1, lang, headers = {} }: CallOptions = {}) {
  return t.call({
    method: 'GET',
    url: `/api${url}`,
    site,
    lang,
    headers: { 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

interface AskFields {
  lines?: unknown;
  reason?: string;
  comment?: string;
  kind?: string;
  photos?: { content: Buffer; name: string; type?: string }[];
}

/** `POST /order/{id}/back-products` as the storefront sends it: multipart. */
function ask(orderId: number, fields: AskFields, { token, site = 1, lang, headers = {} }: CallOptions = {}) {
  const form = new FormData();
  if (fields.lines !== undefined) {
    form.set('lines', typeof fields.lines === 'string' ? fields.lines : JSON.stringify(fields.lines));
  }
  if (fields.reason !== undefined) form.set('reason', fields.reason);
  if (fields.comment !== undefined) form.set('comment', fields.comment);
  if (fields.kind !== undefined) form.set('kind', fields.kind);
  for (const photo of fields.photos ?? []) {
    form.append('images', new Blob([photo.content], { type: photo.type ?? 'image/png' }), photo.name);
  }
  return t.call({
    method: 'POST',
    url: `/api/order/${orderId}/back-products`,
    site,
    lang,
    payload: form,
    headers: { 'x-forwarded-for': freshIp(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
  });
}

function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return data<T>(response);
}

function fieldErrors(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ success: boolean; message: string; errors: Record<string, string> }>();
}

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 16, height: 12, channels: 3, background: '#a03020' } })
    .png()
    .toBuffer();
});

const DAY = 86_400_000;

describe('GET /order/back-products/is-active (SPEC §3 Order back info)', () => {
  it("answers the site's texts in the request language", async () => {
    const fr = ok<OrderBackInfo>(await get('/order/back-products/is-active'));
    expect(fr.isActive).toBe(true);
    expect(fr.message).toContain('30 jours');
    expect(fr.returnAskDescription).toContain('Nous avons bien reçu votre demande');
    const en = ok<OrderBackInfo>(await get('/order/back-products/is-active', { lang: 'en' }));
    expect(en.message).toContain('30 days');
    expect(en.labelSentDescription).toContain('return label');
    expect(en.productReceivedDescription).toContain('reached the workshop');
    const wine = ok<OrderBackInfo>(await get('/order/back-products/is-active', { site: 2, lang: 'en' }));
    expect(wine.message).toContain('Bottles');
  });
});

describe('the OpenAPI document', () => {
  it('describes the return and withdrawal calls', async () => {
    const response = await t.call({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const route of [
      '/api/order/back-products/is-active',
      '/api/order-generic-values/{type}',
      '/api/order-back',
      '/api/order-back/{id}',
      '/api/order-back/{id}/photo/{idPhoto}',
      '/api/order/{id}/back-products',
      '/api/order/{id}/withdrawal',
    ]) {
      expect(paths).toContain(route);
    }
  });
});

describe('GET /order-generic-values/{type}', () => {
  it("answers the site's return reasons in the request language, another site's list apart", async () => {
    const fr = ok<OrderGenericValue[]>(await get('/order-generic-values/RETURN_REASON'));
    expect(fr.map((value) => value.value)).toEqual([
      'Produit endommagé à la livraison',
      'Ne correspond pas à la description',
      'Erreur de taille / de dimensions',
      'Changement d’avis',
      'Autre',
    ]);
    const en = ok<OrderGenericValue[]>(await get('/order-generic-values/RETURN_REASON', { lang: 'en' }));
    expect(en[0]).toMatchObject({ code: 'DAMAGED', value: 'Product damaged on delivery' });
    await t.database.db.insert(orderGenericValues).values({
      siteId: 2,
      type: 'RETURN_REASON',
      code: 'CORKED',
      label: { fr_FR: 'Vin bouchonné', en: 'Corked wine' },
      position: 10,
    });
    const wine = ok<OrderGenericValue[]>(await get('/order-generic-values/RETURN_REASON', { site: 2 }));
    expect(wine.at(-1)).toMatchObject({ code: 'CORKED', value: 'Vin bouchonné' });
    const upholstery = ok<OrderGenericValue[]>(await get('/order-generic-values/RETURN_REASON'));
    expect(upholstery.some((value) => value.code === 'CORKED')).toBe(false);
  });

  it('answers an empty list for an unknown type, a 4xx for a silly one', async () => {
    expect(ok<OrderGenericValue[]>(await get('/order-generic-values/NOTHING_HERE'))).toEqual([]);
    expect((await get(`/order-generic-values/${'x'.repeat(80)}`)).statusCode).toBe(400);
    expect((await get(`/order-generic-values/${'x'.repeat(500)}`)).statusCode).toBe(414);
  });
});

describe('who may see returns', () => {
  it("shows a member their order's returns, and nobody else: another member, a visitor, another site", async () => {
    const owner = await member(t);
    const stranger = await member(t);
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id });
    const back = await pastBack(t.database.db, 1, order.id, { lines: [{ orderLineId: lines[0]!.id, quantity: 1 }] });

    const list = ok<OrderBack[]>(await get(`/order-back?order=${order.id}`, { token: owner.token }));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: back.id, kind: 'RETURN', status: 'ASKED', reasonLabel: 'Autre' });
    expect(list[0]!.lines).toEqual([
      { idOrderLine: lines[0]!.id, name: 'Coussin en lin', detail: '40 × 40 cm', quantity: 1 },
    ]);
    expect(list[0]!.steps).toEqual([
      { status: 'ASKED', date: expect.any(String), description: expect.stringContaining('Nous avons bien reçu') },
    ]);
    expect(ok<OrderBack>(await get(`/order-back/${back.id}`, { token: owner.token })).id).toBe(back.id);

    for (const options of [{ token: stranger.token }, {}, { token: owner.token, site: 2 }]) {
      expect((await get(`/order-back?order=${order.id}`, options)).statusCode).toBe(404);
      const one = await get(`/order-back/${back.id}`, options);
      expect(one.statusCode).toBe(404);
      // The order behind a return is not told.
      expect(one.json<{ message: string }>().message).toBe(`Retour ${back.id} introuvable`);
      expect((await get(`/order/${order.id}/back-products`, options)).statusCode).toBe(404);
      expect((await ask(order.id, { lines: [], reason: 'OTHER' }, options)).statusCode).toBe(404);
    }
  });

  it('lets a guest holding the order link read and ask, and nobody without it', async () => {
    const { order, lines } = await testOrder(t.database.db);
    const key = await loadOrderAccessKey(t.dataDir);
    const access = orderAccessToken(key, 1, order.id);
    const otherOrder = await testOrder(t.database.db);
    const wrong = orderAccessToken(key, 1, otherOrder.order.id);

    expect(ok<OrderBack[]>(await get(`/order-back?order=${order.id}&access=${access}`))).toEqual([]);
    const asked = ok<OrderBack>(
      await ask(
        order.id,
        { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'WRONG_SIZE' },
        { headers: { 'x-order-access': access } },
      ),
    );
    expect(ok<OrderBack>(await get(`/order-back/${asked.id}?access=${access}`)).reasonLabel).toBe(
      'Erreur de taille / de dimensions',
    );
    expect((await get(`/order-back?order=${order.id}`)).statusCode).toBe(404);
    expect((await get(`/order-back?order=${order.id}&access=${wrong}`)).statusCode).toBe(404);
    expect((await get(`/order-back/${asked.id}?access=${wrong}`)).statusCode).toBe(404);
    expect((await get(`/order-back?order=${order.id}&access=${access}`, { site: 2 })).statusCode).toBe(404);
  });
});

describe('POST /order/{id}/back-products: the rules', () => {
  it('writes a return, its first step and mails the customer and the company', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id, locale: 'en', email: owner.email });
    const asked = ok<OrderBack>(
      await ask(
        order.id,
        { lines: [{ idOrderLine: lines[0]!.id, quantity: 2 }], reason: 'CHANGED_MIND', comment: 'Trop grand' },
        { token: owner.token, lang: 'en' },
      ),
    );
    expect(asked).toMatchObject({
      kind: 'RETURN',
      status: 'ASKED',
      reason: 'CHANGED_MIND',
      reasonLabel: 'Changed my mind',
      comment: 'Trop grand',
      lines: [{ idOrderLine: lines[0]!.id, quantity: 2, name: 'Linen cushion' }],
      photos: [],
    });
    expect(asked.steps[0]?.description).toContain('the workshop reviews it');
    const mails = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.to, owner.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Atelier Morineau: your return request for order ${order.reference}`);
    expect(mails[0]!.text).toContain('2 × Linen cushion');
    expect(mails[0]!.text).toContain(`/en/account/orders/${order.id}/return/${asked.id}`);
    // Tagged with the order: the back-office's order page lists it.
    expect(mails[0]).toMatchObject({ orderId: order.id, kind: 'orderBack.receipt' });
    const notice = await t.database.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.to, 'contact@atelier-tapisserie.fr')));
    expect(notice.some((mail) => mail.subject.includes(`demande de retour pour la commande ${order.reference}`))).toBe(
      true,
    );
    expect(notice.filter((mail) => mail.orderId === order.id).map((mail) => mail.kind)).toEqual(['orderBack.notice']);
  });

  it('refuses an order not delivered yet', async () => {
    const { order, lines } = await testOrder(t.database.db, { status: 'SHIPPED', deliveredAt: null });
    const key = await loadOrderAccessKey(t.dataDir);
    const body = fieldErrors(
      await ask(
        order.id,
        { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'OTHER' },
        { headers: { 'x-order-access': orderAccessToken(key, 1, order.id) } },
      ),
    );
    expect(body.errors.order).toBe(
      'Cette commande n’a pas encore été livrée : un retour peut être demandé après la livraison',
    );
    expect(body.message).toMatch(/^order : /);
  });

  it('refuses after the return window (30 days on the workshop’s site)', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      deliveredAt: new Date(Date.now() - 32 * DAY),
    });
    const body = fieldErrors(
      await ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'OTHER' }, owner),
    );
    expect(body.errors.order).toMatch(/^Le délai de retour de cette commande a pris fin le \d+/);
  });

  it('refuses returns when the site closed them', async () => {
    const owner = await member(t, 2);
    const { order, lines } = await testOrder(t.database.db, { siteId: 2, userId: owner.id });
    await t.database.db.update(orderBackSettings).set({ isActive: false }).where(eq(orderBackSettings.siteId, 2));
    try {
      expect(ok<OrderBackInfo>(await get('/order/back-products/is-active', { site: 2 })).isActive).toBe(false);
      const body = fieldErrors(
        await ask(
          order.id,
          { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'OTHER' },
          {
            token: owner.token,
            site: 2,
          },
        ),
      );
      expect(body.errors.order).toBe('Les retours ne sont pas ouverts sur cette boutique');
    } finally {
      await t.database.db.update(orderBackSettings).set({ isActive: true }).where(eq(orderBackSettings.siteId, 2));
    }
  });

  it('never takes more than was bought minus what is already in returns not refused', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      lines: [{ quantity: 3 }, { quantity: 1 }],
    });
    await pastBack(t.database.db, 1, order.id, { lines: [{ orderLineId: lines[0]!.id, quantity: 1 }] });
    await pastBack(t.database.db, 1, order.id, {
      status: 'REFUSED',
      lines: [{ orderLineId: lines[0]!.id, quantity: 2 }],
    });
    const state = ok<OrderReturnability>(await get(`/order/${order.id}/back-products`, owner));
    expect(state).toMatchObject({ eligible: true, canReportDamage: true });
    expect(state.lines.map((line) => [line.quantity, line.remaining])).toEqual([
      [3, 2],
      [1, 1],
    ]);

    const tooMany = fieldErrors(
      await ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 3 }], reason: 'OTHER' }, owner),
    );
    expect(tooMany.errors['lines.0.quantity']).toBe(
      'au plus 2 peuvent encore être retournés (achetés moins déjà retournés)',
    );
    ok(await ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 2 }], reason: 'OTHER' }, owner));
    const again = fieldErrors(
      await ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'OTHER' }, owner),
    );
    expect(again.errors['lines.0.quantity']).toContain('au plus 0');
    ok(await ask(order.id, { lines: [{ idOrderLine: lines[1]!.id, quantity: 1 }], reason: 'OTHER' }, owner));
    const nothing = fieldErrors(
      await ask(order.id, { lines: [{ idOrderLine: lines[1]!.id, quantity: 1 }], reason: 'OTHER' }, owner),
    );
    expect(nothing.errors.order).toBe('Tous les articles de cette commande font déjà l’objet d’un retour');
  });

  it('counts two returns sent at the same time one after the other', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id });
    const both = await Promise.all(
      [1, 2].map(() => ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 2 }], reason: 'OTHER' }, owner)),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);
  });

  it("refuses another order's line, a line given twice, a quantity of 0 and a missing or unknown reason", async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id });
    const other = await testOrder(t.database.db, { userId: owner.id });
    const body = fieldErrors(
      await ask(
        order.id,
        {
          lines: [
            { idOrderLine: other.lines[0]!.id, quantity: 1 },
            { idOrderLine: lines[0]!.id, quantity: 1 },
            { idOrderLine: lines[0]!.id, quantity: 1 },
          ],
        },
        owner,
      ),
    );
    expect(body.errors).toEqual({
      reason: 'choisissez un motif',
      'lines.0.idOrderLine': `la ligne ${other.lines[0]!.id} n’est pas une ligne de cette commande`,
      'lines.2.idOrderLine': `la ligne ${lines[0]!.id} est indiquée plusieurs fois`,
    });
    const zero = fieldErrors(
      await ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 0 }], reason: 'NOPE' }, owner),
    );
    expect(zero.errors['lines.0.quantity']).toBe('doit être supérieure à 0');
    const unknown = fieldErrors(
      await ask(order.id, { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'NOPE' }, owner),
    );
    expect(unknown.errors.reason).toBe('« NOPE » n’est pas un des motifs proposés');
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id });
    const cases: AskFields[] = [
      {},
      { lines: 'not json', reason: 'OTHER' },
      { lines: '{"a":1}', reason: 'OTHER' },
      { lines: [], reason: 'OTHER' },
      { lines: [{ idOrderLine: 'x', quantity: 1 }], reason: 'OTHER' },
      { lines: [{ idOrderLine: lines[0]!.id, quantity: 1.5 }], reason: 'OTHER' },
      { lines: [{ idOrderLine: -4, quantity: 1 }], reason: 'OTHER' },
      { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'OTHER', kind: 'WITHDRAWAL' },
      { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'x'.repeat(100) },
      { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }], reason: 'OTHER', comment: 'x'.repeat(3000) },
    ];
    for (const fields of cases) {
      const response = await ask(order.id, fields, owner);
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json<{ errors: object }>().errors).toBeTypeOf('object');
    }
    const json = await t.call({
      method: 'POST',
      url: `/api/order/${order.id}/back-products`,
      payload: { lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }] },
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': freshIp() },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json<{ errors: Record<string, string> }>().errors.reason).toBe('choisissez un motif');
    expect((await get('/order-back?order=abc', owner)).statusCode).toBe(400);
    expect((await get('/order-back', owner)).statusCode).toBe(400);
    expect((await get('/order-back/99999999999', owner)).statusCode).toBe(400);
    expect((await get('/order-back/424242', owner)).statusCode).toBe(404);
  });
});

describe('damage reports and photos', () => {
  it('takes a damage report with photos within 48 hours, and serves the photos to the owner only', async () => {
    const owner = await member(t);
    const stranger = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      deliveredAt: new Date(Date.now() - 47 * 3_600_000),
    });
    const asked = ok<OrderBack>(
      await ask(
        order.id,
        {
          kind: 'DAMAGE',
          reason: 'DAMAGED',
          lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }],
          photos: [{ content: png, name: 'carton.png', type: 'application/octet-stream' }],
        },
        owner,
      ),
    );
    expect(asked).toMatchObject({ kind: 'DAMAGE', reasonLabel: 'Produit endommagé à la livraison' });
    expect(asked.photos).toHaveLength(1);
    const url = asked.photos[0]!.url;
    expect(url).toMatch(/^\/api\/order-back\/\d+\/photo\/\d+$/);
    const photo = await get(url.replace(/^\/api/, ''), owner);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect((await sharp(photo.rawPayload).metadata()).width).toBe(16);
    expect((await get(url.replace(/^\/api/, ''), { token: stranger.token })).statusCode).toBe(404);
    expect((await get(url.replace(/^\/api/, ''))).statusCode).toBe(404);
    // Personal data: nothing of it under the public /media folder.
    const site = path.join(mediaRoot(t.dataDir), 'site-1');
    const publicFiles = await readdir(site, { recursive: true });
    expect(publicFiles.some((file) => String(file).includes('order-backs'))).toBe(false);
  });

  it('gives a guest photo URLs that carry their order link', async () => {
    const { order, lines } = await testOrder(t.database.db);
    const access = orderAccessToken(await loadOrderAccessKey(t.dataDir), 1, order.id);
    const asked = ok<OrderBack>(
      await ask(
        order.id,
        {
          kind: 'DAMAGE',
          lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }],
          photos: [{ content: png, name: 'coin.png' }],
        },
        { headers: { 'x-order-access': access } },
      ),
    );
    const url = asked.photos[0]!.url;
    expect(url).toContain(`?access=${access}`);
    expect((await get(url.replace(/^\/api/, ''))).statusCode).toBe(200);
  });

  it('refuses damage reported after 48 hours', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      deliveredAt: new Date(Date.now() - 49 * 3_600_000),
    });
    const body = fieldErrors(
      await ask(
        order.id,
        {
          kind: 'DAMAGE',
          lines: [{ idOrderLine: lines[0]!.id, quantity: 1 }],
          photos: [{ content: png, name: 'carton.png' }],
        },
        owner,
      ),
    );
    expect(body.errors.kind).toMatch(/^Un dommage doit être signalé dans les 48 heures qui suivent la livraison/);
    const state = ok<OrderReturnability>(await get(`/order/${order.id}/back-products`, owner));
    expect(state).toMatchObject({ eligible: true, canReportDamage: false });
  });

  it('refuses a damage report without a photo, a file that is not a photo, and too many photos', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id });
    const line = [{ idOrderLine: lines[0]!.id, quantity: 1 }];
    const none = fieldErrors(await ask(order.id, { kind: 'DAMAGE', lines: line }, owner));
    expect(none.errors.images).toBe('ajoutez au moins une photo du dommage');
    const text = fieldErrors(
      await ask(
        order.id,
        {
          kind: 'DAMAGE',
          lines: line,
          photos: [{ content: Buffer.from('not an image at all, just text'), name: 'photo.png' }],
        },
        owner,
      ),
    );
    expect(text.errors.images).toBe('« photo.png » n’est pas une photo d’un type accepté (JPEG, PNG, WEBP)');
    const truncated = fieldErrors(
      await ask(
        order.id,
        { kind: 'DAMAGE', lines: line, photos: [{ content: png.subarray(0, 60), name: 'cut.png' }] },
        owner,
      ),
    );
    expect(truncated.errors.images).toBe('« cut.png » est endommagée et ne peut pas être ouverte');
    const many = Array.from({ length: 6 }, (_, index) => ({ content: png, name: `p${index}.png` }));
    const tooMany = fieldErrors(await ask(order.id, { kind: 'DAMAGE', lines: line, photos: many }, owner));
    expect(tooMany.errors.images).toBe('5 photos au plus');
    const wayTooMany = Array.from({ length: 9 }, (_, index) => ({ content: png, name: `p${index}.png` }));
    const refused = await ask(order.id, { kind: 'DAMAGE', lines: line, photos: wayTooMany }, owner);
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
  });
});
