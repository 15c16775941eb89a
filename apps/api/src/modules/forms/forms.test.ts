import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Form } from '@atelier/contract';
import { formAnswers, formFiles, forms, mailOutbox, pages } from '../../db/schema/index.ts';
import { startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

let counter = 0;
/** A fresh client address per use, so that no test spends another's rate limit. */
const freshIp = () => {
  counter += 1;
  return `10.7.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
};

type Part = [name: string, value: string] | [name: string, file: { filename: string; content: Buffer; type?: string }];

/** A multipart body as a browser sends it: fields, then files. */
function multipart(parts: Part[]) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    if (typeof value === 'string') {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.filename}"\r\n` +
            `Content-Type: ${value.type ?? 'image/jpeg'}\r\n\r\n`,
        ),
        value.content,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const png = (width = 16) =>
  sharp({ create: { width, height: width, channels: 3, background: { r: 180, g: 120, b: 60 } } })
    .png()
    .toBuffer();

/** A right answer to the workshop's quote form. */
const quote = (overrides: Record<string, string | string[] | null> = {}): Part[] => {
  const values: Record<string, string | string[] | null> = {
    name: 'Camille Durand',
    email: 'camille@example.org',
    phone: '06 12 34 56 78',
    piece: 'armchair',
    quantity: '2',
    fabric: 'workshop',
    services: ['pickup', 'delivery'],
    wantedBy: '2027-03-15',
    message: 'Deux bergères Louis XV à refaire, mousse et tissu.',
    ...overrides,
  };
  return Object.entries(values).flatMap(([key, value]): Part[] =>
    value === null ? [] : (Array.isArray(value) ? value : [value]).map((one): Part => [key, one]),
  );
};

async function send(
  action: 'submit' | 'answer/validate',
  formId: number,
  parts: Part[],
  options: { site?: number; lang?: 'fr_FR' | 'en'; ip?: string } = {},
) {
  const body = multipart(parts);
  return t.call({
    method: 'POST',
    url: `/api/forms/${formId}/${action}`,
    site: options.site ?? 1,
    lang: options.lang ?? 'fr_FR',
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': options.ip ?? freshIp() },
  });
}

const errorsOf = (response: { json: <T>() => T }) => response.json<{ errors: Record<string, string> }>().errors;

let quoteForm: number;
let visitForm: number;
let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  const rows = await t.database.db.select({ id: forms.id, siteId: forms.siteId }).from(forms);
  quoteForm = rows.find((row) => row.siteId === 1)!.id;
  visitForm = rows.find((row) => row.siteId === 2)!.id;
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
  otherAdmin = await customer(t, { site: 2, role: 'ADMIN' });
});

const answerCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(formAnswers))[0]!.n;

describe('GET /forms/{id}', () => {
  it("answers the site's form in the request's language, every field with its rules", async () => {
    const french = expectOk<Form>(await t.call({ url: `/api/forms/${quoteForm}` }));
    expect(french.title).toBe('Demande de devis');
    const english = expectOk<Form>(await t.call({ url: `/api/forms/${quoteForm}`, lang: 'en' }));
    expect(english.title).toBe('Quote request');
    expect(english.fields.map((field) => field.type)).toEqual([
      'text',
      'email',
      'phone',
      'select',
      'text',
      'number',
      'radio',
      'checkboxes',
      'date',
      'file',
      'longText',
    ]);
    expect(english.fields.find((field) => field.key === 'otherPiece')).toMatchObject({
      required: true,
      showIf: { field: 'piece', values: ['other'] },
    });
    expect(english.fields.find((field) => field.key === 'photos')).toMatchObject({
      accept: ['image/jpeg', 'image/png', 'image/webp'],
      maxBytes: 5 * 1024 * 1024,
      maxFiles: 3,
    });
  });

  it('is a block of the furniture and contact pages', async () => {
    const rows = await t.database.db
      .select({ url: pages.url, blocks: pages.blocks })
      .from(pages)
      .where(eq(pages.siteId, 1));
    const holding = rows.filter((row) => row.blocks.some((b) => b.type === 'form' && b.formId === quoteForm));
    expect(holding.map((row) => row.url.fr_FR).sort()).toEqual([
      'contact-tapissier-vendee',
      'mobilier-sur-mesure-vendee',
    ]);
  });

  it("never shows one site's form to another", async () => {
    expectRefused(await t.call({ url: `/api/forms/${quoteForm}`, site: 2 }), 404);
    expectRefused(await t.call({ url: `/api/forms/${visitForm}`, site: 1 }), 404);
    expect(expectOk<Form>(await t.call({ url: `/api/forms/${visitForm}`, site: 2 })).fields).toHaveLength(7);
    expectRefused(await t.call({ url: '/api/forms/abc' }), 400);
  });

  it('is kept by the answer cache and dropped when the form changes', async () => {
    const url = `/api/forms/${quoteForm}`;
    await t.call({ url });
    expect((await t.call({ url })).headers['x-cache']).toBe('hit');
    await t.changed(
      t.database.db
        .update(forms)
        .set({ title: { fr_FR: 'Devis gratuit', en: 'Free quote' } })
        .where(and(eq(forms.siteId, 1), eq(forms.id, quoteForm))),
    );
    expect(expectOk<Form>(await t.call({ url })).title).toBe('Devis gratuit');
    await t.changed(
      t.database.db
        .update(forms)
        .set({ title: { fr_FR: 'Demande de devis', en: 'Quote request' } })
        .where(and(eq(forms.siteId, 1), eq(forms.id, quoteForm))),
    );
  });
});

describe('POST /forms/{id}/answer/validate', () => {
  it('accepts a right answer and keeps nothing', async () => {
    const before = await answerCount();
    const response = await send('answer/validate', quoteForm, [
      ...quote(),
      ['photos', { filename: 'a.png', content: await png() }],
    ]);
    expect(expectOk(response)).toEqual({ valid: true });
    expect(await answerCount()).toBe(before);
  });

  it('names every missing required field, in the SPEC §8 shape', async () => {
    const response = await send('answer/validate', quoteForm, [], { lang: 'en' });
    expectRefused(response, 400);
    expect(errorsOf(response)).toEqual({
      name: 'is required',
      email: 'is required',
      piece: 'is required',
      message: 'is required',
    });
    expect(response.json<{ message: string }>().message).toBe(
      'name : is required / email : is required / piece : is required / message : is required',
    );
  });

  it('requires a conditional field only when it is shown', async () => {
    const hidden = await send('answer/validate', quoteForm, quote({ piece: 'sofa' }));
    expectOk(hidden);
    const shown = await send('answer/validate', quoteForm, quote({ piece: 'other' }), { lang: 'en' });
    expectRefused(shown, 400);
    expect(errorsOf(shown)).toEqual({ otherPiece: 'is required' });
    expectOk(await send('answer/validate', quoteForm, quote({ piece: 'other', otherPiece: 'Un pouf' })));
  });

  it('checks e-mail, phone, number, date and choices, in the language of the request', async () => {
    const wrong = quote({
      email: 'camille@',
      phone: '12',
      quantity: '0',
      wantedBy: '2027-02-30',
      piece: 'piano',
      fabric: 'silk',
      services: ['pickup', 'teleport'],
    });
    const english = await send('answer/validate', quoteForm, wrong, { lang: 'en' });
    expectRefused(english, 400);
    expect(errorsOf(english)).toEqual({
      email: 'is not a valid e-mail address',
      phone: 'is not a valid phone number',
      quantity: 'is too small (minimum 1)',
      wantedBy: 'must be a date (YYYY-MM-DD)',
      piece: 'is not one of the choices',
      fabric: 'is not one of the choices',
      services: 'is not one of the choices',
    });
    const french = await send('answer/validate', quoteForm, wrong);
    expect(errorsOf(french).email).toBe("n'est pas une adresse e-mail valide");
    const big = await send('answer/validate', quoteForm, quote({ quantity: 'beaucoup' }), { lang: 'en' });
    expect(errorsOf(big)).toEqual({ quantity: 'must be a number' });
    const twice = await send('answer/validate', quoteForm, quote({ piece: ['sofa', 'chairs'] }), { lang: 'en' });
    expect(errorsOf(twice)).toEqual({ piece: 'takes one answer only' });
  });

  it('reads the type of a file from its content, not its name', async () => {
    const text = Buffer.from('Bonjour, ceci est un simple texte et pas une photo.\n'.repeat(20));
    const response = await send(
      'answer/validate',
      quoteForm,
      [...quote(), ['photos', { filename: 'photo.jpg', content: text, type: 'image/jpeg' }]],
      { lang: 'en' },
    );
    expectRefused(response, 400);
    expect(errorsOf(response).photos).toBe(
      'the content of photo.jpg is not of a recognised type (accepted: JPEG, PNG, WEBP)',
    );
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 32)]);
    const refused = await send(
      'answer/validate',
      quoteForm,
      [...quote(), ['photos', { filename: 'photo.png', content: pdf }]],
      {
        lang: 'en',
      },
    );
    expect(errorsOf(refused).photos).toBe('photo.png is a PDF file; accepted: JPEG, PNG, WEBP');
  });

  it('refuses a file larger than the field takes, and more files than it takes', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const response = await send(
      'answer/validate',
      quoteForm,
      [...quote(), ['photos', { filename: 'grande.png', content: big }]],
      {
        lang: 'en',
      },
    );
    expectRefused(response, 413);
    expect(errorsOf(response).photos).toBe('grande.png is larger than the 5 MB allowed');
    const photo = await png();
    const four = Array.from({ length: 4 }, (_, i): Part => ['photos', { filename: `p${i}.png`, content: photo }]);
    const many = await send('answer/validate', quoteForm, [...quote(), ...four], { lang: 'en' });
    expect(errorsOf(many)).toEqual({ photos: 'at most 3 files' });
  });

  it("does not check an answer against another site's form", async () => {
    expectRefused(await send('answer/validate', quoteForm, quote(), { site: 2 }), 404);
  });
});

describe('POST /forms/{id}/submit', () => {
  let fileId: number;
  let signedLink: string;
  let photo: Buffer;

  it('stores the answer and its photo, mails them to the company and acknowledges the sender', async () => {
    photo = await png(24);
    smtp.mails.length = 0;
    const response = await send(
      'submit',
      quoteForm,
      [
        ...quote({ piece: 'other', otherPiece: 'Un pouf' }),
        ['photos', { filename: 'mon fauteuil.png', content: photo }],
      ],
      { lang: 'en' },
    );
    expect(expectOk<{ message: string }>(response).message).toContain('Your quote request has reached the workshop');
    const [answer] = await t.database.db
      .select()
      .from(formAnswers)
      .where(and(eq(formAnswers.siteId, 1), eq(formAnswers.formId, quoteForm)));
    expect(answer).toMatchObject({
      email: 'camille@example.org',
      locale: 'en',
      answers: { piece: 'other', otherPiece: 'Un pouf', services: ['pickup', 'delivery'], quantity: '2' },
    });
    const [file] = await t.database.db.select().from(formFiles).where(eq(formFiles.answerId, answer!.id));
    expect(file).toMatchObject({ siteId: 1, field: 'photos', filename: 'mon fauteuil.png', mimeType: 'image/png' });
    expect(file!.file).not.toContain('..');
    fileId = file!.id;
    // Not served with the site's public files.
    expect((await t.call({ url: `/media/site-1/${file!.file}` })).statusCode).toBe(404);

    await vi.waitFor(() => expect(smtp.mails).toHaveLength(2));
    const company = smtp.mails.find((mail) => mail.to.includes('contact@atelier-tapisserie.fr'))!;
    expect(company.raw).toContain('Reply-To: camille@example.org');
    expect(company.raw).toContain('Un pouf');
    expect(company.raw).toMatch(/Content-Disposition: attachment;[\s\S]*mon fauteuil\.png|filename\*?=.*mon/);
    expect(company.raw).toContain(photo.subarray(0, 30).toString('base64').slice(0, 20));
    const [outbox] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, answer!.mailId!));
    expect(outbox).toMatchObject({ siteId: 1, delivered: true });
    const acknowledgement = smtp.mails.find((mail) => mail.to.includes('camille@example.org'))!;
    expect(acknowledgement.raw).toContain('We received your request');
    const unfolded = acknowledgement.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    signedLink = /https?:\/\/\S+\/api\/forms\/file\/download\/\d+\?expires=\d+&signature=[\w-]+/.exec(unfolded)![0];
  });

  it('lets the sender download the file through the signed link, and refuses a tampered one', async () => {
    const url = new URL(signedLink);
    const response = await t.call({ url: url.pathname + url.search });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(photo)).toBe(true);
    const signature = url.searchParams.get('signature')!;
    const tampered = signature.slice(0, -1) + (signature.endsWith('A') ? 'B' : 'A');
    expectRefused(
      await t.call({ url: `${url.pathname}?expires=${url.searchParams.get('expires')}&signature=${tampered}` }),
      403,
    );
    const later = Number(url.searchParams.get('expires')) + 3600;
    expectRefused(await t.call({ url: `${url.pathname}?expires=${later}&signature=${signature}` }), 403);
    // The same link on another site, or for another file, is no one's.
    expectRefused(await t.call({ url: url.pathname + url.search, site: 2 }), 403);
    expectRefused(await t.call({ url: `/api/forms/file/download/${fileId + 1}${url.search}` }), 403);
  });

  it("lets the site's administrator download it, and no one else", async () => {
    const url = `/api/forms/file/download/${fileId}`;
    expect((await t.call({ url, headers: bearer(admin) })).rawPayload.equals(photo)).toBe(true);
    expectRefused(await t.call({ url }), 401);
    expectRefused(await t.call({ url, headers: bearer(shopper) }), 403);
    // Site 2's administrator: not found on site 2, and no one on site 1.
    expectRefused(await t.call({ url, site: 2, headers: bearer(otherAdmin) }), 404);
    expectRefused(await t.call({ url, site: 1, headers: bearer(otherAdmin) }), 401);
  });

  it('stores nothing from a refused answer', async () => {
    const before = await answerCount();
    const text = Buffer.from('not a picture at all, just words\n'.repeat(10));
    const response = await send('submit', quoteForm, [
      ...quote(),
      ['photos', { filename: 'photo.jpg', content: text }],
    ]);
    expectRefused(response, 400);
    expect(errorsOf(response)).toHaveProperty('photos');
    expect(await answerCount()).toBe(before);
  });

  it('answers a robot that fills the trap as if received, and keeps nothing', async () => {
    const before = await answerCount();
    smtp.mails.length = 0;
    const response = await send('submit', quoteForm, [...quote(), ['website', 'http://spam.example']]);
    expect(expectOk<{ message: string }>(response).message).toContain('Merci');
    expect(await answerCount()).toBe(before);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.mails).toHaveLength(0);
  });

  it('limits the answers of one address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) {
      expectRefused(await send('submit', quoteForm, [], { ip }), 400);
    }
    expectRefused(await send('submit', quoteForm, [], { ip }), 429);
  });

  it("keeps site 2's answers apart: site 1's form is not found there", async () => {
    expectRefused(await send('submit', quoteForm, quote(), { site: 2 }), 404);
    const visit: Part[] = [
      ['name', 'Léa Martin'],
      ['email', 'lea@example.org'],
      ['phone', '+33 6 11 22 33 44'],
      ['day', '2027-05-12'],
      ['people', '4'],
      ['tasting', 'prestige'],
    ];
    expectOk(await send('submit', visitForm, visit, { site: 2 }));
    const siteTwo = await t.database.db.select().from(formAnswers).where(eq(formAnswers.siteId, 2));
    expect(siteTwo.map((row) => row.email)).toEqual(['lea@example.org']);
    expect(data<unknown>(await t.call({ url: `/api/forms/${visitForm}`, site: 1 }))).toBeNull();
  });
});
