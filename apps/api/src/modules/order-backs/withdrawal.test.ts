import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { OrderBack, WithdrawalEligibility } from '@atelier/contract';
import { mailOutbox, orderBackHistory } from '../../db/schema/index.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { loadOrderAccessKey, orderAccessToken } from '../orders/order-access.ts';
import { freshIp, member, parisNoonDaysAgo, pastBack, testOrder } from './order-backs.factory.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

interface CallOptions {
  token?: string;
  site?: number;
  lang?: 'fr_FR' | 'en';
  access?: string;
}

function call(method: 'GET' | 'POST', url: string, options: CallOptions = {}, payload?: unknown) {
  const { token, site = 1, lang, access } = options;
  return t.call({
    method,
    url: `/api${url}`,
    site,
    lang,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: {
      'x-forwarded-for': freshIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(access ? { 'x-order-access': access } : {}),
    },
  });
}

const eligibility = (orderId: number, options?: CallOptions) => call('GET', `/order/${orderId}/withdrawal`, options);
const withdraw = (orderId: number, options?: CallOptions, body: unknown = {}) =>
  call('POST', `/order/${orderId}/withdrawal`, options, body);

function ok<T>(response: LightMyRequestResponse): T {
  expect(response.statusCode, response.body).toBe(200);
  return data<T>(response);
}

function refused(response: LightMyRequestResponse, status = 400) {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ success: boolean; message: string }>().message;
}

/** A caught mail's text with its quoted-printable soft breaks joined. */
const rawOf = (to: string) =>
  smtp.mails.filter((mail) => mail.to.includes(to)).map((mail) => mail.raw.replace(/=\r?\n/g, ''));

const outboxTo = (to: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, 1), eq(mailOutbox.to, to)));

describe('GET /order/{id}/withdrawal', () => {
  it('leaves customized lines out and says why, in the request language', async () => {
    const owner = await member(t);
    const deliveredAt = new Date('2026-06-01T10:00:00Z');
    const { order, lines } = await testOrder(t.database.db, { userId: owner.id, deliveredAt });
    const answer = ok<WithdrawalEligibility>(await eligibility(order.id, owner));
    // The clock of the test is past June 2026 or not: only the lines and the deadline are asserted here.
    expect(answer.deadlineDay).toBe('2026-06-15');
    expect(answer.deadline).toBe('2026-06-15T21:59:59.999Z');
    expect(answer.lines).toEqual([
      expect.objectContaining({ idOrderLine: lines[0]!.id, withdrawable: true, excludedReason: null, remaining: 2 }),
      expect.objectContaining({
        idOrderLine: lines[1]!.id,
        withdrawable: false,
        excludedReason: 'CUSTOMIZED',
        remaining: 0,
      }),
    ]);
    expect(answer.exclusionNotice).toContain('article L221-28 3° du Code de la consommation');
    const en = ok<WithdrawalEligibility>(await eligibility(order.id, { ...owner, lang: 'en' }));
    expect(en.exclusionNotice).toContain("made to the consumer's specifications or clearly personalised");
    expect(en.lines[0]?.name).toBe('Linen cushion');
  });

  it('lets a paid order not delivered yet be withdrawn from, its deadline unknown', async () => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, { userId: owner.id, status: 'SHIPPED', deliveredAt: null });
    expect(ok<WithdrawalEligibility>(await eligibility(order.id, owner))).toMatchObject({
      eligible: true,
      reason: null,
      deadline: null,
      deadlineDay: null,
    });
  });

  it('accepts day 14 and refuses day 15 after delivery', async () => {
    const owner = await member(t);
    const day14 = await testOrder(t.database.db, { userId: owner.id, deliveredAt: parisNoonDaysAgo(14) });
    expect(ok<WithdrawalEligibility>(await eligibility(day14.order.id, owner)).eligible).toBe(true);
    const day15 = await testOrder(t.database.db, { userId: owner.id, deliveredAt: parisNoonDaysAgo(15) });
    expect(ok<WithdrawalEligibility>(await eligibility(day15.order.id, owner))).toMatchObject({
      eligible: false,
      reason: 'PERIOD_OVER',
    });
    expect(refused(await withdraw(day15.order.id, owner))).toMatch(
      /^Le délai de rétractation de 14 jours de cette commande a pris fin le \d{1,2} \S+ \d{4}$/,
    );
    ok<OrderBack>(await withdraw(day14.order.id, owner));
  });

  it.each([
    ['NOT_PAID', 'AWAITING_PAYMENT', 'Cette commande n’a pas été payée : il n’y a pas de contrat dont se rétracter'],
    ['CANCELLED', 'CANCELLED', 'Cette commande a été annulée ou remboursée : il n’y a rien dont se rétracter'],
  ] as const)('refuses with %s an order %s', async (reason, status, message) => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, { userId: owner.id, status, deliveredAt: null });
    expect(ok<WithdrawalEligibility>(await eligibility(order.id, owner))).toMatchObject({ eligible: false, reason });
    expect(refused(await withdraw(order.id, owner))).toBe(message);
  });

  it('refuses an order of customized lines only', async () => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, { userId: owner.id, lines: [{ quantity: 1, customized: true }] });
    expect(ok<WithdrawalEligibility>(await eligibility(order.id, owner)).reason).toBe('NOTHING_WITHDRAWABLE');
    expect(refused(await withdraw(order.id, owner))).toMatch(/^Aucun article de cette commande/);
  });
});

describe('products made to measure (issue 19, L221-28 3°)', () => {
  it('leaves their lines out of the withdrawal, says why, and takes only the others', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      lines: [{ quantity: 2 }, { quantity: 1, madeToMeasure: true }],
    });
    const answer = ok<WithdrawalEligibility>(await eligibility(order.id, owner));
    expect(answer.eligible).toBe(true);
    expect(answer.lines[1]).toMatchObject({
      idOrderLine: lines[1]!.id,
      withdrawable: false,
      excludedReason: 'MADE_TO_MEASURE',
      remaining: 0,
    });
    expect(answer.exclusionNotice).toContain('faits sur mesure ou personnalisés');
    const en = ok<WithdrawalEligibility>(await eligibility(order.id, { ...owner, lang: 'en' }));
    expect(en.exclusionNotice).toContain('made-to-measure and personalised items');
    const done = ok<OrderBack>(await withdraw(order.id, owner));
    expect(done.lines).toEqual([expect.objectContaining({ idOrderLine: lines[0]!.id, quantity: 2 })]);
  });

  it('refuses an order of made-to-measure lines only, naming why', async () => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, {
      userId: owner.id,
      lines: [{ quantity: 1, madeToMeasure: true }],
    });
    expect(ok<WithdrawalEligibility>(await eligibility(order.id, owner)).reason).toBe('NOTHING_WITHDRAWABLE');
    expect(refused(await withdraw(order.id, owner))).toContain('les articles faits sur mesure ou personnalisés');
    expect(refused(await withdraw(order.id, { ...owner, lang: 'en' }))).toContain('made-to-measure');
  });
});

describe('POST /order/{id}/withdrawal', () => {
  it('withdraws every unit left of the lines not customized, and acknowledges receipt by mail at once', async () => {
    const owner = await member(t);
    const { order, lines } = await testOrder(t.database.db, {
      userId: owner.id,
      email: owner.email,
      lines: [{ quantity: 3 }, { quantity: 1, customized: true }, { quantity: 1 }],
    });
    await pastBack(t.database.db, 1, order.id, { lines: [{ orderLineId: lines[0]!.id, quantity: 1 }] });
    const done = ok<OrderBack>(await withdraw(order.id, owner, { comment: 'Finalement non' }));
    expect(done).toMatchObject({
      kind: 'WITHDRAWAL',
      status: 'ASKED',
      reason: null,
      comment: 'Finalement non',
      lines: [
        { idOrderLine: lines[0]!.id, quantity: 2 },
        { idOrderLine: lines[2]!.id, quantity: 1 },
      ],
    });
    expect(done.steps).toEqual([{ status: 'ASKED', date: done.createdAt, description: expect.any(String) }]);
    const [step] = await t.database.db
      .select()
      .from(orderBackHistory)
      .where(and(eq(orderBackHistory.siteId, 1), eq(orderBackHistory.orderBackId, done.id)));
    expect(step?.note).toBe(`Déclaration de rétractation confirmée par Jeanne Morel <${owner.email}>`);

    // The acknowledgement reached the SMTP server, in the order's language, with what the law asks.
    await vi.waitFor(() => expect(rawOf(owner.email)).toHaveLength(1));
    expect(rawOf(owner.email)[0]).toContain(order.reference);
    const [receipt] = await outboxTo(owner.email);
    expect(receipt).toMatchObject({ delivered: true });
    expect(receipt!.subject).toBe(
      `Atelier Morineau : accusé de réception de votre rétractation (commande ${order.reference})`,
    );
    expect(receipt!.text).toContain('2 × Coussin en lin (40 × 40 cm)');
    expect(receipt!.text).toContain('Articles exclus de la rétractation');
    expect(receipt!.text).toContain('article L221-28 3° du Code de la consommation');
    expect(receipt!.text).toMatch(/reçue le \w+ \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(heure de Paris\)/);
    expect(receipt!.text).toContain('au plus tard 14 jours après votre rétractation');
    expect(receipt!.text).toContain('frais de livraison standard compris');
    expect(receipt!.text).toContain(`/account/orders/${order.id}/return/${done.id}`);
    // The company is told too.
    await vi.waitFor(() =>
      expect(rawOf('contact@atelier-tapisserie.fr').some((raw) => raw.includes(order.reference))).toBe(true),
    );

    // Once only.
    expect(refused(await withdraw(order.id, owner), 409)).toBe('Vous vous êtes déjà rétracté(e) de cette commande');
    expect(ok<WithdrawalEligibility>(await eligibility(order.id, owner))).toMatchObject({
      eligible: false,
      reason: 'ALREADY_WITHDRAWN',
      idWithdrawal: done.id,
    });
    // And the withdrawn units are no longer free for a return.
    const state = await call('GET', `/order/${order.id}/back-products`, owner);
    expect(data<{ lines: { remaining: number }[] }>(state).lines.map((line) => line.remaining)).toEqual([0, 1, 0]);
  });

  it('works for a guest through the order link, in the order’s language, and for nobody else', async () => {
    const email = `invite.${Date.now()}@example.com`;
    const { order } = await testOrder(t.database.db, { locale: 'en', email });
    const access = orderAccessToken(await loadOrderAccessKey(t.dataDir), 1, order.id);
    const stranger = await member(t);
    expect((await eligibility(order.id)).statusCode).toBe(404);
    expect((await eligibility(order.id, stranger)).statusCode).toBe(404);
    expect((await withdraw(order.id, stranger)).statusCode).toBe(404);
    expect((await withdraw(order.id, { access, site: 2 })).statusCode).toBe(404);
    expect(ok<WithdrawalEligibility>(await eligibility(order.id, { access })).eligible).toBe(true);

    const done = ok<OrderBack>(await withdraw(order.id, { access, lang: 'en' }));
    expect(done.kind).toBe('WITHDRAWAL');
    await vi.waitFor(() => expect(rawOf(email)).toHaveLength(1));
    const [receipt] = await outboxTo(email);
    expect(receipt!.subject).toBe(`Atelier Morineau: acknowledgement of your withdrawal (order ${order.reference})`);
    expect(receipt!.text).toContain('We refund all amounts paid for these items, standard delivery costs included');
    expect(receipt!.text).toContain('/en/order/follow/');
  });

  it('makes one withdrawal of two clicks at the same time', async () => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, { userId: owner.id });
    const both = await Promise.all([withdraw(order.id, owner), withdraw(order.id, owner)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
  });

  it('sends the acknowledgement to the address the statement confirms as well', async () => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, { userId: owner.id, email: owner.email });
    const other = `autre.${Date.now()}@example.com`;
    ok(await withdraw(order.id, owner, { name: 'Jeanne M.', email: other.toUpperCase() }));
    await vi.waitFor(() => expect(rawOf(other)).toHaveLength(1));
    expect((await outboxTo(owner.email)).length).toBe(1);
    expect((await outboxTo(other))[0]!.text).toContain(`Jeanne M., ${other}`);
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const owner = await member(t);
    const { order } = await testOrder(t.database.db, { userId: owner.id });
    expect((await withdraw(order.id, owner, { email: 'not an address' })).statusCode).toBe(400);
    expect((await withdraw(order.id, owner, { comment: 'x'.repeat(3000) })).statusCode).toBe(400);
    expect((await withdraw(order.id, owner, [1, 2])).statusCode).toBe(400);
    const text = await t.call({
      method: 'POST',
      url: `/api/order/${order.id}/withdrawal`,
      payload: '{not json',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner.token}` },
    });
    expect(text.statusCode).toBe(400);
    expect((await call('GET', '/order/abc/withdrawal', owner)).statusCode).toBe(400);
    expect((await call('GET', '/order/0/withdrawal', owner)).statusCode).toBe(400);
    expect((await call('GET', '/order/987654/withdrawal', owner)).statusCode).toBe(404);
    // A POST without a body is a statement without a comment.
    const bare = await t.call({
      method: 'POST',
      url: `/api/order/${order.id}/withdrawal`,
      headers: { authorization: `Bearer ${owner.token}`, 'x-forwarded-for': freshIp() },
    });
    expect(bare.statusCode, bare.body).toBe(200);
  });
});
