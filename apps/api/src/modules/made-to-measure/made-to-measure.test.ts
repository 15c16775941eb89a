import { readFile } from 'node:fs/promises';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  List,
  MadeToMeasureJob,
  MadeToMeasureOptions,
  MadeToMeasureRequested,
  MadeToMeasureSummary,
} from '@atelier/contract';
import { madeToMeasureJobs, madeToMeasurePhotos } from '../../db/schema/index.ts';
import { sitePrivateFilePath } from '../../storage/storage.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  bearer,
  customer,
  expectOk,
  expectRefused,
  freshIp,
  type Customer,
} from '../order-history/order-history.factory.ts';
import { jobAccessToken, loadQuoteAccessKey } from './job-access.ts';
import {
  adminView,
  baseRequest,
  createFabric,
  guest,
  inDays,
  issueQuote,
  lastMailTo,
  pngPhoto,
  requested,
  sendRequest,
} from './made-to-measure.factory.ts';

const t = useTestApp();

let member: Customer;
let admin: Customer;
let png: Buffer;
beforeAll(async () => {
  member = await customer(t);
  admin = await customer(t, { role: 'ADMIN' });
  png = await pngPhoto();
});

const get = (url: string, headers: Record<string, string | undefined> = {}, site = 1) =>
  t.call({ method: 'GET', url: `/api${url}`, site, headers: { 'x-forwarded-for': freshIp(), ...headers } });
const post = (url: string, payload: unknown, headers: Record<string, string | undefined> = {}, site = 1) =>
  t.call({
    method: 'POST',
    url: `/api${url}`,
    site,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

/** A guest's request confirmed through the mailed link: its id and signed link's token. */
async function confirmedGuestRequest(email = `guest.${Date.now()}.${Math.random()}@example.com`) {
  const sent = expectOk<MadeToMeasureRequested>(await sendRequest(t, baseRequest({ ...guest, email })));
  const mail = await lastMailTo(t, email);
  const token = /confirmer\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
  const confirmed = expectOk<{ id: number; reference: string; access: string }>(
    await post('/quote-request/confirm', { token }),
  );
  return { id: sent.id, access: confirmed.access, email };
}

describe('GET /quote-request/options', () => {
  it("offers the site's fabrics by the metre with their price, the photo limit and the deposit asked", async () => {
    const { declinationId } = await createFabric(t, 1, 4200);
    const options = expectOk<MadeToMeasureOptions>(await get('/quote-request/options'));
    const fabric = options.fabrics.find((one) => one.idDeclination === declinationId);
    expect(fabric).toMatchObject({ name: 'Velours côtelé', pricePerMetre: 4200 });
    expect(options.maxPhotos).toBe(10);
    expect(options.depositPercent).toBe(30);
    expect(options.balanceConditions).toContain('acompte de 30 %');
    expect(options.delivery).toBe(true);
    const en = expectOk<MadeToMeasureOptions>(
      await t.call({ method: 'GET', url: '/api/quote-request/options', lang: 'en' }),
    );
    expect(en.fabrics.find((one) => one.idDeclination === declinationId)?.name).toBe('Corduroy velvet');
    // Another site's fabric is not offered here.
    const wine = expectOk<MadeToMeasureOptions>(await get('/quote-request/options', {}, 2));
    expect(wine.fabrics.some((one) => one.idDeclination === declinationId)).toBe(false);
  });
});

describe('POST /quote-request', () => {
  it("takes a logged customer's request at once (NEW), with their account's name, and mails the workshop", async () => {
    const { declinationId } = await createFabric(t, 1, 3990);
    const sent = expectOk<MadeToMeasureRequested>(
      await sendRequest(t, baseRequest({ fabric: { type: 'SHOP', idDeclination: declinationId } }), {
        who: member,
        photos: [{ content: png, name: 'face.png' }],
      }),
    );
    expect(sent).toMatchObject({ status: 'NEW', emailToConfirm: false });
    expect(sent.reference).toMatch(/^SM-\d{4}-\d{4}$/);
    const job = expectOk<MadeToMeasureJob>(await get(`/quote-request/${sent.id}`, bearer(member)));
    expect(job).toMatchObject({ firstname: 'Jeanne', lastname: 'Morel', email: member.email, status: 'NEW' });
    expect(job.fabric).toEqual({ type: 'SHOP', label: 'Velours côtelé', pricePerMetre: 3990 });
    expect(job.photos).toHaveLength(1);
    expect(job.actions).toEqual(['REPLY']);
    const notice = await lastMailTo(t, 'contact@atelier-tapisserie.fr');
    expect(notice?.subject).toContain(sent.reference);
  });

  it('numbers the requests in a series per site and year', async () => {
    const first = await requested(t, member);
    const second = await requested(t, member);
    const rank = (reference: string) => Number(reference.split('-')[2]);
    expect(rank(second.reference)).toBe(rank(first.reference) + 1);
  });

  it('asks a guest for their name and e-mail, naming each missing field', async () => {
    const message = expectRefused(await sendRequest(t, baseRequest()), 400);
    expect(message).toContain('firstname');
    expect(message).toContain('lastname');
    expect(message).toContain('email');
  });

  it("keeps a guest's request UNCONFIRMED, out of the inbox, until the mailed link confirms it", async () => {
    const email = `guest.${Date.now()}@example.com`;
    const sent = expectOk<MadeToMeasureRequested>(await sendRequest(t, baseRequest({ ...guest, email })));
    expect(sent).toMatchObject({ status: 'UNCONFIRMED', emailToConfirm: true });
    const inbox = () => t.call({ method: 'GET', url: '/api/admin/quote-request?nbItem=100', headers: bearer(admin) });
    expect(expectOk<List<MadeToMeasureSummary>>(await inbox()).items.map((job) => job.id)).not.toContain(sent.id);
    expectRefused(
      await t.call({ method: 'GET', url: `/api/admin/quote-request/${sent.id}`, headers: bearer(admin) }),
      404,
    );

    const mail = await lastMailTo(t, email);
    const token = /devis-sur-mesure\/confirmer\/([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    const confirmed = expectOk<{ id: number; access: string }>(await post('/quote-request/confirm', { token }));
    expect(confirmed.id).toBe(sent.id);
    expect(expectOk<List<MadeToMeasureSummary>>(await inbox()).items.map((job) => job.id)).toContain(sent.id);
    // The link served once.
    expectRefused(await post('/quote-request/confirm', { token }), 404);
    const job = expectOk<MadeToMeasureJob>(await get(`/quote-request/${sent.id}?access=${confirmed.access}`));
    expect(job.status).toBe('NEW');
  });

  it('mails an English guest the English confirmation page', async () => {
    const email = `guest.en.${Date.now()}@example.com`;
    expectOk(await sendRequest(t, baseRequest({ ...guest, email }), { lang: 'en' }));
    expect((await lastMailTo(t, email))?.text).toMatch(/\/en\/made-to-measure-quote\/confirm\/[A-Za-z0-9_-]+/);
  });

  it('refuses a fabric that is not a fabric of this shop, a past date and a delivery without address', async () => {
    const { declinationId } = await createFabric(t, 2);
    const message = expectRefused(
      await sendRequest(
        t,
        baseRequest({ fabric: { type: 'SHOP', idDeclination: declinationId }, wishedDate: inDays(-1) }),
        { who: member },
      ),
      400,
    );
    expect(message).toContain('fabric');
    expect(message).toContain('wishedDate');
    expect(expectRefused(await sendRequest(t, baseRequest({ handover: 'DELIVERY' }), { who: member }), 400)).toContain(
      'deliveryAddress',
    );
    expect(expectRefused(await sendRequest(t, '{not json', { who: member }), 400)).toContain('request');
  });

  it('refuses a text file named photo.jpg by its content, and writes nothing', async () => {
    const before = await t.database.db.select().from(madeToMeasureJobs).where(eq(madeToMeasureJobs.siteId, 1));
    const response = await sendRequest(t, baseRequest(), {
      who: member,
      photos: [{ content: Buffer.from('not a photo at all, just some text'), name: 'photo.jpg', type: 'image/jpeg' }],
    });
    expect(expectRefused(response, 415)).toContain('photo.jpg');
    const after = await t.database.db.select().from(madeToMeasureJobs).where(eq(madeToMeasureJobs.siteId, 1));
    expect(after).toHaveLength(before.length);
  });

  it('refuses 11 photos', async () => {
    const photos = Array.from({ length: 11 }, (_, index) => ({ content: png, name: `p${index}.png` }));
    expect(expectRefused(await sendRequest(t, baseRequest(), { who: member, photos }), 413)).toContain('10');
  });

  it('re-encodes a PNG: a PNG still, its metadata dropped, stored privately and served to its customer only', async () => {
    const sent = await (async () =>
      expectOk<MadeToMeasureRequested>(
        await sendRequest(t, baseRequest(), { who: member, photos: [{ content: png, name: 'dos.png' }] }),
      ))();
    const [row] = await t.database.db
      .select()
      .from(madeToMeasurePhotos)
      .where(and(eq(madeToMeasurePhotos.siteId, 1), eq(madeToMeasurePhotos.jobId, sent.id)));
    expect(row!.file).toMatch(new RegExp(`^made-to-measure/${sent.id}/[0-9a-f-]+\\.png$`));
    const stored = await readFile(sitePrivateFilePath(t.dataDir, 1, row!.file));
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('png');
    expect(meta.exif).toBeUndefined();
    expect((await sharp(png).metadata()).exif).toBeDefined();
    const job = expectOk<MadeToMeasureJob>(await get(`/quote-request/${sent.id}`, bearer(member)));
    const photo = await get(job.photos[0]!.url.replace(/^\/api/, ''), bearer(member));
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    // Nobody else: a guest, another customer, site 2.
    const other = await customer(t);
    expectRefused(await get(job.photos[0]!.url.replace(/^\/api/, '')), 404);
    expectRefused(await get(job.photos[0]!.url.replace(/^\/api/, ''), bearer(other)), 404);
    expectRefused(await get(job.photos[0]!.url.replace(/^\/api/, ''), {}, 2), 404);
    // The workshop sees it.
    expect((await get(job.photos[0]!.url.replace(/^\/api/, ''), bearer(admin))).statusCode).toBe(200);
  });

  it('serves a photo’s thumbnail: a WebP of at most 480 px, made once and kept, to the same readers only', async () => {
    const large = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a3b2e' } })
      .jpeg()
      .toBuffer();
    const sent = expectOk<MadeToMeasureRequested>(
      await sendRequest(t, baseRequest(), { who: member, photos: [{ content: large, name: 'salon.jpg' }] }),
    );
    const job = expectOk<MadeToMeasureJob>(await get(`/quote-request/${sent.id}`, bearer(member)));
    const path = job.photos[0]!.thumbnailUrl.replace(/^\/api/, '');
    expect(path).toMatch(/\?size=thumbnail$/);
    for (const turn of [1, 2]) {
      const thumbnail = await get(path, bearer(member));
      expect(thumbnail.statusCode, `call ${turn}`).toBe(200);
      expect(thumbnail.headers['content-type']).toBe('image/webp');
      expect(thumbnail.headers['cache-control']).toBe('private, max-age=3600');
      const meta = await sharp(thumbnail.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 360]);
    }
    const [row] = await t.database.db
      .select()
      .from(madeToMeasurePhotos)
      .where(and(eq(madeToMeasurePhotos.siteId, 1), eq(madeToMeasurePhotos.jobId, sent.id)));
    await readFile(sitePrivateFilePath(t.dataDir, 1, `${row!.file}.thumbnail.webp`));
    expectRefused(await get(path), 404);
    expectRefused(await get(path, bearer(await customer(t))), 404);
    expectRefused(await get(`${path.replace('size=thumbnail', 'size=huge')}`, bearer(member)), 400);
  });
});

describe('guests only through their signed link', () => {
  it('opens the job with its token, and never without, with another job’s, an expired or a forged one', async () => {
    const first = await confirmedGuestRequest();
    const second = await confirmedGuestRequest();
    expectOk(await get(`/quote-request/${first.id}`, { 'x-quote-access': first.access }));
    expectRefused(await get(`/quote-request/${first.id}`), 404);
    expectRefused(await get(`/quote-request/${first.id}?access=${second.access}`), 404);
    const key = await loadQuoteAccessKey(t.dataDir);
    const expired = jobAccessToken(key, 1, first.id, new Date(Date.now() - 200 * 86_400_000));
    expectRefused(await get(`/quote-request/${first.id}?access=${expired}`), 404);
    const forged = `${first.id}.${Math.floor(Date.now() / 1000) + 3600}.${'A'.repeat(43)}`;
    expectRefused(await get(`/quote-request/${first.id}?access=${forged}`), 404);
    // Site 1's token on site 2 opens nothing.
    expectRefused(await get(`/quote-request/${first.id}?access=${first.access}`, {}, 2), 404);
    // A job that does not exist answers the same.
    expectRefused(await get(`/quote-request/999999?access=${first.access}`), 404);
  });
});

describe('the customer lists their jobs', () => {
  it('answers their own jobs only, and 401 without a session', async () => {
    const other = await customer(t);
    const mine = await requested(t, other);
    const list = expectOk<List<MadeToMeasureSummary>>(await get('/quote-request', bearer(other)));
    expect(list.items.map((job) => job.id)).toEqual([mine.id]);
    expectRefused(await get('/quote-request'), 401);
  });
});

describe('the thread, the acceptance and the decline', () => {
  it('answers a question (QUESTION → NEW), accepts the quote with the signature recorded, then refuses to accept twice', async () => {
    const sent = await requested(t, member);
    expectOk(
      await post(
        `/admin/quote-request/${sent.id}/question`,
        { body: 'Quelle est la largeur de l’assise ?' },
        bearer(admin),
      ),
    );
    expect((await adminView(t, admin, sent.id)).status).toBe('QUESTION');
    const replied = expectOk<MadeToMeasureJob>(
      await post(`/quote-request/${sent.id}/message`, { body: '55 cm' }, bearer(member)),
    );
    expect(replied).toMatchObject({ status: 'NEW', awaitingWorkshop: true });
    expect(replied.messages.map((message) => message.author)).toEqual(['WORKSHOP', 'CUSTOMER']);

    expectOk(await issueQuote(t, admin, sent.id));
    const quoted = expectOk<MadeToMeasureJob>(await get(`/quote-request/${sent.id}`, bearer(member)));
    expect(quoted.actions).toEqual(['REPLY', 'ACCEPT', 'DECLINE']);
    const accepted = expectOk<MadeToMeasureJob>(
      await post(
        `/quote-request/${sent.id}/accept`,
        { name: 'Jeanne Morel', acceptTerms: true },
        { ...bearer(member), 'user-agent': 'Vitest' },
      ),
    );
    expect(accepted.status).toBe('ACCEPTED');
    expect(accepted.quote?.status).toBe('ACCEPTED');
    expect(accepted.quote?.acceptance).toMatchObject({ name: 'Jeanne Morel', userAgent: 'Vitest' });
    expect(accepted.quote?.acceptance?.ipAddress).toMatch(/^10\./);
    expect(accepted.amountDue).toBe(accepted.quote!.deposit);
    expect(accepted.actions).toContain('PAY_DEPOSIT');
    const again = await post(
      `/quote-request/${sent.id}/accept`,
      { name: 'Jeanne Morel', acceptTerms: true },
      bearer(member),
    );
    expect(expectRefused(again, 409)).toContain('acceptée, en attente de son acompte');
    // Declining an accepted quote is no more possible.
    expectRefused(await post(`/quote-request/${sent.id}/decline`, { reason: 'Trop cher' }, bearer(member)), 409);
  });

  it('sends a quote without a deposit (0 %) to production on its acceptance: nothing to pay first', async () => {
    const sent = await requested(t, member);
    expectOk(await issueQuote(t, admin, sent.id, { depositPercent: 0 }));
    const accepted = expectOk<MadeToMeasureJob>(
      await post(`/quote-request/${sent.id}/accept`, { name: 'Jeanne Morel', acceptTerms: true }, bearer(member)),
    );
    expect(accepted).toMatchObject({ status: 'IN_PRODUCTION', amountDue: null });
    expect(accepted.quote).toMatchObject({ status: 'ACCEPTED', deposit: 0 });
    expect(accepted.quote!.balance).toBe(accepted.quote!.total);
    expect(accepted.actions).not.toContain('PAY_DEPOSIT');
  });

  it('declines with a reason (the workshop is mailed), then refuses to accept the declined quote', async () => {
    const sent = await requested(t, member);
    expectOk(await issueQuote(t, admin, sent.id));
    const declined = expectOk<MadeToMeasureJob>(
      await post(`/quote-request/${sent.id}/decline`, { reason: 'Le délai est trop long' }, bearer(member)),
    );
    expect(declined.status).toBe('DECLINED');
    expect(declined.quote).toMatchObject({ status: 'DECLINED', decline: { reason: 'Le délai est trop long' } });
    expect((await lastMailTo(t, 'contact@atelier-tapisserie.fr'))?.text).toContain('Le délai est trop long');
    expect(
      expectRefused(
        await post(`/quote-request/${sent.id}/accept`, { name: 'J', acceptTerms: true }, bearer(member)),
        409,
      ),
    ).toContain('refusée par le client');
  });

  it('refuses to reply to a cancelled job, and turns the stage mails off', async () => {
    const sent = await requested(t, member);
    const off = expectOk<MadeToMeasureJob>(
      await t.call({
        method: 'PUT',
        url: `/api/quote-request/${sent.id}/notifications`,
        payload: { stageMails: false },
        headers: bearer(member),
      }),
    );
    expect(off.stageMails).toBe(false);
    expectOk(
      await post(
        `/admin/quote-request/${sent.id}/cancel`,
        { reason: 'Pièce hors de notre savoir-faire' },
        bearer(admin),
      ),
    );
    expect(
      expectRefused(await post(`/quote-request/${sent.id}/message`, { body: 'Dommage' }, bearer(member)), 409),
    ).toContain('annulée');
  });
});
