import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { List, MadeToMeasureJob, MadeToMeasureSummary, ProductionStage } from '@atelier/contract';
import { addCalendarDays, parisDay } from '@atelier/domain';
import { madeToMeasureJobs, madeToMeasureQuotes, madeToMeasureStageUpdates } from '../../db/schema/index.ts';
import { Mailer } from '../../mail/mailer.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { readPdf } from '../../../test/pdf.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';
import { loadQuoteAccessKey } from './job-access.ts';
import { adminView, inDays, issueQuote, lastMailTo, requested } from './made-to-measure.factory.ts';
import { quotePdf } from './quote-pdf.ts';
import { expireQuotes } from './quote-expiry.ts';

const t = useTestApp();

let member: Customer;
let admin: Customer;
let wineAdmin: Customer;
beforeAll(async () => {
  member = await customer(t);
  admin = await customer(t, { role: 'ADMIN' });
  wineAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, who: Customer | null, payload?: unknown, site = 1) =>
  t.call({
    method,
    url: `/api${url}`,
    site,
    headers: bearer(who),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

const quoted = async (over: Parameters<typeof issueQuote>[3] = {}) => {
  const sent = await requested(t, member);
  const job = expectOk<MadeToMeasureJob>(await issueQuote(t, admin, sent.id, over));
  return job;
};

describe('POST /admin/quote-request/{id}/quote', () => {
  it('prices a quote to the cent: 3.5 m × 42.00 € and 12 h × 45.00 €, VAT 20 %, a 30 % deposit', async () => {
    const job = await quoted();
    expect(job.status).toBe('QUOTED');
    const quote = job.quote!;
    expect(quote.lines.map((line) => line.total)).toEqual([54000, 14700]);
    expect(quote).toMatchObject({ totalExclVat: 68700, vat: 13740, total: 82440, deposit: 24732, balance: 57708 });
    expect(quote.deposit + quote.balance).toBe(quote.total);
    expect(quote.number).toMatch(/^DV\d{4}-\d{6}$/);
    expect(quote.pdfUrl).toBe(`/api/quote-request/${job.id}/document/quote-${quote.id}`);
    // The customer gets it with the PDF's address in their language and the signed link.
    const mail = await lastMailTo(t, member.email);
    expect(mail?.subject).toContain(quote.number);
    expect(mail?.text).toContain('/account/made-to-measure/');
    expect(mail?.text).toContain('L221-28');
  });

  it('rounds each line once and the deposit to the cent, the balance being the rest', async () => {
    const job = await quoted({
      lines: [{ kind: 'SUPPLIES', label: 'Galon', quantity: 2.35, unit: 'm', unitPrice: 1999 }],
      depositPercent: 33,
    });
    expect(job.quote).toMatchObject({ totalExclVat: 4698, vat: 940, total: 5638, deposit: 1861, balance: 3777 });
  });

  it("takes the site's deposit percentage when none is given, and no VAT under the franchise", async () => {
    const job = await quoted({ depositPercent: null, vatRate: 0 });
    expect(job.quote).toMatchObject({ depositPercent: 30, vat: 0, total: 68700, deposit: 20610, balance: 48090 });
  });

  it('numbers the quotes in an unbroken series per site', async () => {
    const first = (await quoted()).quote!.number;
    const second = (await quoted()).quote!.number;
    const rank = (number: string) => Number(number.split('-')[1]);
    expect(rank(second)).toBe(rank(first) + 1);
    const wineCustomer = await customer(t, { site: 2 });
    const wineJob = await requested(t, wineCustomer, {}, 2);
    const wine = expectOk<MadeToMeasureJob>(await issueQuote(t, wineAdmin, wineJob.id, {}, 2));
    expect(wine.quote!.number).toBe(`DV${parisDay(new Date()).slice(0, 4)}-000001`);
  });

  it('refuses a validity date already past (400), a job already quoted (409) and a cancelled one (409)', async () => {
    const sent = await requested(t, member);
    expect(expectRefused(await issueQuote(t, admin, sent.id, { validUntil: inDays(-1) }), 400)).toContain(inDays(-1));
    expectOk(await issueQuote(t, admin, sent.id));
    expect(expectRefused(await issueQuote(t, admin, sent.id), 409)).toContain('chiffrée, en attente du client');
    expectOk(await call('POST', `/admin/quote-request/${sent.id}/cancel`, admin, { reason: 'Annulé au téléphone' }));
    const cancelled = await adminView(t, admin, sent.id);
    expect(cancelled.status).toBe('CANCELLED');
    expect(cancelled.quote).toBeNull();
    expect(cancelled.previousQuotes[0]?.status).toBe('CANCELLED');
    expect(expectRefused(await issueQuote(t, admin, sent.id), 409)).toContain('annulée');
    expect(
      expectRefused(
        await call('POST', `/admin/quote-request/${sent.id}/question`, admin, { body: 'Encore là ?' }),
        409,
      ),
    ).toContain('annulée');
  });

  it('issues a new quote after a decline: the job QUOTED again, the declined one kept among the earlier ones', async () => {
    const job = await quoted();
    expectOk(await call('POST', `/quote-request/${job.id}/decline`, member, { reason: 'Trop cher' }));
    const renewed = expectOk<MadeToMeasureJob>(
      await issueQuote(t, admin, job.id, {
        lines: [{ kind: 'LABOUR', label: 'Réfection', quantity: 10, unit: 'h', unitPrice: 4000 }],
      }),
    );
    expect(renewed.status).toBe('QUOTED');
    expect(renewed.quote?.total).toBe(48000);
    expect(renewed.previousQuotes.map((quote) => quote.status)).toEqual(['DECLINED']);
  });

  it('writes a PDF with the legal identity, the lines, the deposit and the withdrawal exclusion', async () => {
    const job = await quoted();
    const quote = job.quote!;
    const pdf = await readPdf(
      await quotePdf({ db: t.database.db, siteId: 1, locale: 'fr_FR', token: null, user: null }, job.id, quote.id),
    );
    expect(pdf.text).toContain(quote.number);
    expect(pdf.text).toContain('DEVIS');
    expect(pdf.text).toContain('Velours côtelé');
    expect(pdf.text).toContain('824,40');
    expect(pdf.text).toContain('Acompte à la commande (30 %)');
    expect(pdf.text).toContain('247,32');
    expect(pdf.text).toContain('L221-28');
    expect(pdf.text).toContain('SIRET');
  });
});

describe('the expiry of quotes', () => {
  it('refuses an acceptance past the validity, then the round expires the quote and the job (once), and mails the customer', async () => {
    const job = await quoted({ validUntil: inDays(0) });
    // The timer has not run yet, but the last day is past: the acceptance is refused and nothing moves.
    await t.database.db
      .update(madeToMeasureQuotes)
      .set({ validUntil: inDays(-1) })
      .where(and(eq(madeToMeasureQuotes.siteId, 1), eq(madeToMeasureQuotes.id, job.quote!.id)));
    expect(
      expectRefused(
        await call('POST', `/quote-request/${job.id}/accept`, member, { name: 'J', acceptTerms: true }),
        409,
      ),
    ).toContain(job.quote!.number);
    expect((await adminView(t, admin, job.id)).status).toBe('QUOTED');

    const deps = {
      mailer: new Mailer(undefined, t.app.log),
      accessKey: await loadQuoteAccessKey(t.dataDir),
      origin: 'http://shop.test',
    };
    expect(await expireQuotes(t.database.db, deps)).toBeGreaterThanOrEqual(1);
    expect(await expireQuotes(t.database.db, deps)).toBe(0);
    const expired = await adminView(t, admin, job.id);
    expect(expired.status).toBe('EXPIRED');
    expect(expired.quote?.status).toBe('EXPIRED');
    const expiryMail = await lastMailTo(t, member.email);
    expect(expiryMail?.subject).toContain('expiré');
    // Sent without a visitor's request, it links to the host the customer asked on, not to the configured one.
    expect(expiryMail?.text).toContain(`/account/made-to-measure/${job.id}?access=`);
    expect(expiryMail?.text).not.toContain('shop.test');
    expect(
      expectRefused(
        await call('POST', `/quote-request/${job.id}/accept`, member, { name: 'J', acceptTerms: true }),
        409,
      ),
    ).toContain('au-delà de la validité de son devis');
    // The workshop renews it.
    const renewed = expectOk<MadeToMeasureJob>(await issueQuote(t, admin, job.id));
    expect(renewed.status).toBe('QUOTED');
    expect(renewed.previousQuotes.map((quote) => quote.status)).toEqual(['EXPIRED']);
  });

  it('leaves a quote valid today alone', async () => {
    const job = await quoted({ validUntil: inDays(0) });
    const deps = {
      mailer: new Mailer(undefined, t.app.log),
      accessKey: await loadQuoteAccessKey(t.dataDir),
      origin: 'http://shop.test',
    };
    await expireQuotes(t.database.db, deps);
    expect((await adminView(t, admin, job.id)).status).toBe('QUOTED');
    // Two days later it is past.
    const later = new Date(`${addCalendarDays(parisDay(new Date()), 2)}T12:00:00Z`);
    await expireQuotes(t.database.db, deps, later);
    expect((await adminView(t, admin, job.id)).status).toBe('EXPIRED');
  });
});

describe('the inbox', () => {
  it('filters by status, reference and the awaiting flag', async () => {
    const waiting = await requested(t, member);
    const job = await quoted();
    const list = async (query: string) =>
      expectOk<List<MadeToMeasureSummary>>(await call('GET', `/admin/quote-request?nbItem=100&${query}`, admin)).items;
    const byStatus = await list('status=QUOTED,DECLINED');
    expect(byStatus.every((one) => one.status === 'QUOTED' || one.status === 'DECLINED')).toBe(true);
    expect(byStatus.map((one) => one.id)).toContain(job.id);
    expect((await list(`reference=lk:${waiting.reference}`)).map((one) => one.id)).toEqual([waiting.id]);
    const awaiting = await list('awaitingWorkshop=true');
    expect(awaiting.map((one) => one.id)).toContain(waiting.id);
    expect(awaiting.map((one) => one.id)).not.toContain(job.id);
    expect(byStatus.find((one) => one.id === job.id)?.total).toBe(82440);
    expectRefused(await call('GET', '/admin/quote-request?status=NOPE', admin), 400);
  });
});

describe('tenant isolation', () => {
  it("never shows site 1's jobs to site 2's administrator or on site 2's host", async () => {
    const job = await quoted();
    expectRefused(await call('GET', `/admin/quote-request/${job.id}`, wineAdmin, undefined, 2), 404);
    expectRefused(await issueQuote(t, wineAdmin, job.id, {}, 2), 404);
    const wineInbox = expectOk<List<MadeToMeasureSummary>>(
      await call('GET', '/admin/quote-request?nbItem=100', wineAdmin, undefined, 2),
    );
    expect(wineInbox.items.map((one) => one.reference)).not.toContain(job.reference);
    // Site 2's session is no session on site 1; a customer is no administrator.
    expectRefused(await call('GET', `/admin/quote-request/${job.id}`, wineAdmin), 401);
    expectRefused(await call('GET', `/admin/quote-request/${job.id}`, member), 403);
    expectRefused(await call('GET', `/quote-request/${job.id}`, member, undefined, 2), 404);
  });
});

describe('the production stages', () => {
  it('saves the ordered list, keeps a stage by its id, and refuses to remove one a job reached', async () => {
    const saved = expectOk<ProductionStage[]>(
      await call('PUT', '/admin/made-to-measure/stage', admin, {
        stages: [
          { name: { fr_FR: 'Réception', en: 'Received' } },
          { name: { fr_FR: 'Dégarnissage', en: 'Stripped' } },
          { name: { fr_FR: 'Couverture', en: 'Covering' } },
        ],
      }),
    );
    expect(saved.map((stage) => stage.name.fr_FR)).toEqual(['Réception', 'Dégarnissage', 'Couverture']);
    const [received, stripped, covering] = saved as [ProductionStage, ProductionStage, ProductionStage];
    const moved = expectOk<ProductionStage[]>(
      await call('PUT', '/admin/made-to-measure/stage', admin, {
        stages: [
          { id: stripped.id, name: { fr_FR: 'Dégarnissage complet', en: 'Fully stripped' } },
          { id: received.id, name: received.name },
          { id: covering.id, name: covering.name },
        ],
      }),
    );
    expect(moved.map((stage) => stage.id)).toEqual([stripped.id, received.id, covering.id]);
    expect(moved[0]!.name.fr_FR).toBe('Dégarnissage complet');

    const job = await requested(t, member);
    await t.database.db
      .update(madeToMeasureJobs)
      .set({ status: 'IN_PRODUCTION' })
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, job.id)));
    await t.database.db.insert(madeToMeasureStageUpdates).values({ siteId: 1, jobId: job.id, stageId: covering.id });
    const refused = await call('PUT', '/admin/made-to-measure/stage', admin, {
      stages: [{ id: received.id, name: received.name }],
    });
    expect(expectRefused(refused, 409)).toContain('Couverture');
    expect(
      expectRefused(
        await call('PUT', '/admin/made-to-measure/stage', admin, { stages: [{ id: 999_999, name: { fr_FR: 'X' } }] }),
        400,
      ),
    ).toContain('999999');
    const stages = expectOk<ProductionStage[]>(await call('GET', '/admin/made-to-measure/stage', admin));
    expect(stages).toHaveLength(3);
    // The timeline names the stage reached in the request's language; no stage of site 1 on site 2.
    const view = await adminView(t, admin, job.id);
    expect(view.stage).toBe('Couverture');
    expect(view.stageUpdates[0]?.stage).toBe('Couverture');
    expect(view.actions).toEqual(['ASK', 'POST_STAGE', 'ASK_BALANCE']);
    const wineStages = expectOk<ProductionStage[]>(
      await call('GET', '/admin/made-to-measure/stage', wineAdmin, undefined, 2),
    );
    expect(wineStages.map((stage) => stage.name.fr_FR)).toEqual(['Commande reçue', 'Gravure', 'Prêt']);
    expect(wineStages.some((stage) => stages.some((own) => own.id === stage.id))).toBe(false);
  });

  it('refuses a reply to a closed job', async () => {
    const job = await requested(t, member);
    await t.database.db
      .update(madeToMeasureJobs)
      .set({ status: 'CLOSED' })
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, job.id)));
    expect(
      expectRefused(await call('POST', `/quote-request/${job.id}/message`, member, { body: 'Merci !' }), 409),
    ).toContain('close');
  });
});
