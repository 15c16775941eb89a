import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  consentTextVersion,
  fillLegalPlaceholders,
  RETENTION,
  type FormFieldDefinition,
  type MadeToMeasureRequested,
} from '@atelier/contract';
import {
  consentRecords,
  contactMessages,
  formAnswers,
  formFiles,
  forms,
  languages,
  legalTextVersions,
  madeToMeasureJobs,
  madeToMeasureMessages,
  madeToMeasureQuotes,
  mailOutbox,
  newsletterLists,
  newsletterSubscriptions,
  siteParameters,
  users,
} from '../../db/schema/index.ts';
import { LEGAL_TEXTS } from '../../db/seed/legal-texts.ts';
import formerTexts from './former-legal-texts.fixture.json' with { type: 'json' };
import { Mailer } from '../../mail/mailer.ts';
import { createFileStore, privateFileKey } from '../../storage/file-store.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { baseRequest, issueQuote, requested, sendRequest } from '../made-to-measure/made-to-measure.factory.ts';
import { bearer, customer, expectOk, freshIp, type Customer } from '../order-history/order-history.factory.ts';
import { purgeInactiveAccounts } from './inactive-accounts.ts';
import { purgeProspects } from './prospects.ts';
import { noticeDueBefore, prospectsDueBefore, unconfirmedDueBefore } from './retention.ts';

/** Issue 20 item 7's gaps: consents of every form, the prospects' purge, jobs of the forgotten, the notice's language. */

const t = useTestApp();
const DAY_MS = 86_400_000;
const db = () => t.database.db;

let admin: Customer;
beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
});

const post = (url: string, payload: unknown, headers: Record<string, string | undefined> = {}, site = 1) =>
  t.call({
    method: 'POST',
    url: `/api${url}`,
    site,
    payload: payload as Record<string, unknown>,
    headers: { 'x-forwarded-for': freshIp(), ...headers },
  });

const consentsNamed = (anonymousId: string) =>
  db().select().from(consentRecords).where(eq(consentRecords.anonymousId, anonymousId));

const contactMessage = (email: string) => ({
  name: 'Camille Durand',
  email,
  subject: 'Réfection de deux fauteuils',
  message: 'Bonjour, je souhaite faire refaire deux fauteuils Louis XV.',
  consent: true,
});

/** A multipart body as a browser sends a form: one part per value. */
function multipart(values: [string, string][]) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const body = values
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  return {
    payload: Buffer.from(`${body}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const consentField = (label: string): FormFieldDefinition => ({
  key: 'rgpd',
  type: 'checkboxes',
  consent: true,
  label: { fr_FR: label, en: 'I agree my answers are used to call me back' },
  options: [
    { value: 'callback', label: { fr_FR: 'Être rappelé', en: 'Call me back' } },
    { value: 'offers', label: { fr_FR: 'Recevoir nos offres', en: 'Receive our offers' } },
  ],
});

async function consentForm(label: string) {
  const [row] = await t.changed(
    db()
      .insert(forms)
      .values({
        siteId: 1,
        title: { fr_FR: 'Rappel' },
        fields: [{ key: 'email', type: 'email', label: { fr_FR: 'E-mail' }, required: true }, consentField(label)],
      })
      .returning({ id: forms.id }),
  );
  return row!.id;
}

function submitForm(formId: number, values: [string, string][], headers: Record<string, string | undefined> = {}) {
  const body = multipart(values);
  return t.call({
    method: 'POST',
    url: `/api/forms/${formId}/submit`,
    payload: body.payload,
    headers: { ...body.headers, 'x-forwarded-for': freshIp(), ...headers },
  });
}

describe('consents asked by the forms are recorded with the version of the text shown', () => {
  it('the contact form’s box: under the privacy policy’s live version, with the account when logged', async () => {
    const sent = expectOk<{ id: number }>(await post('/message', contactMessage('camille@example.org')));
    const [guestConsent] = await consentsNamed(`contact-message:${sent.id}`);
    expect(guestConsent).toMatchObject({ siteId: 1, kind: 'CONTACT', userId: null, choices: ['answer'] });
    expect(guestConsent!.textVersion).toMatch(/^legal:PRIVACY_POLICY:\d+$/);

    const member = await customer(t);
    const mine = expectOk<{ id: number }>(await post('/message', contactMessage(member.email), bearer(member)));
    const [memberConsent] = await consentsNamed(`contact-message:${mine.id}`);
    expect(memberConsent).toMatchObject({ kind: 'CONTACT', userId: member.id });
    const file = await t.call({ url: '/api/customer/data', headers: bearer(member) });
    const consents = file.json<{ consents: { kind: string }[] }>().consents;
    expect(consents.map((consent) => consent.kind)).toContain('CONTACT');
  });

  it('a form’s consent field: the boxes ticked, and a version that changes with the words', async () => {
    const formId = await consentForm('J’accepte que mes réponses servent à me rappeler');
    expectOk(
      await submitForm(formId, [
        ['email', 'lea@example.org'],
        ['rgpd', 'callback'],
      ]),
    );
    const [answer] = await db().select().from(formAnswers).where(eq(formAnswers.formId, formId));
    const [record] = await consentsNamed(`form-answer:${answer!.id}`);
    expect(record).toMatchObject({ kind: 'FORM', userId: null, choices: [`${formId}:rgpd:callback`], locale: 'fr_FR' });
    expect(record!.textVersion).toMatch(/^form:fr:[0-9a-f]{8}$/);

    // The owner rewrites the label: the next answer names another version.
    await t.changed(
      db()
        .update(forms)
        .set({ fields: [{ key: 'email', type: 'email', label: { fr_FR: 'E-mail' } }, consentField('Autre texte')] })
        .where(and(eq(forms.siteId, 1), eq(forms.id, formId))),
    );
    expectOk(await submitForm(formId, [['email', 'lea@example.org']]));
    const answers = await db().select().from(formAnswers).where(eq(formAnswers.formId, formId));
    const [second] = await consentsNamed(`form-answer:${answers.at(-1)!.id}`);
    expect(second!.choices).toEqual([]);
    expect(second!.textVersion).toMatch(/^form:fr:/);
    expect(second!.textVersion).not.toBe(record!.textVersion);
  });

  it('a made-to-measure request: under the privacy policy, with the account or as the guest’s request', async () => {
    const member = await customer(t);
    const mine = await requested(t, member);
    const [memberConsent] = await consentsNamed(`made-to-measure-job:${mine.id}`);
    expect(memberConsent).toMatchObject({ kind: 'QUOTE_REQUEST', userId: member.id, choices: ['quote'] });
    expect(memberConsent!.textVersion).toMatch(/^legal:PRIVACY_POLICY:\d+$/);
    const guests = expectOk<MadeToMeasureRequested>(
      await sendRequest(t, { ...baseRequest(), firstname: 'Paul', lastname: 'Girard', email: 'paul@example.org' }),
    );
    expect(await consentsNamed(`made-to-measure-job:${guests.id}`)).toMatchObject([
      { kind: 'QUOTE_REQUEST', userId: null },
    ]);
  });
});

/** A job with a thread, an accepted quote and a delivery address, as a customer or a guest made it. */
async function jobWithHistory(who: Customer) {
  const job = await requested(t, who, {
    handover: 'DELIVERY',
    deliveryAddress: {
      firstname: 'Jeanne',
      lastname: 'Morel',
      address: '3 rue des Tapissiers',
      postalCode: '85000',
      city: 'La Roche-sur-Yon',
      country: 'FR',
    },
  });
  expectOk(
    await post(`/admin/quote-request/${job.id}/question`, { body: 'Bonjour Mme Morel, la largeur ?' }, bearer(admin)),
  );
  expectOk(await post(`/quote-request/${job.id}/message`, { body: '55 cm, au 06 12 34 56 78' }, bearer(who)));
  expectOk(await issueQuote(t, admin, job.id));
  expectOk(
    await post(
      `/quote-request/${job.id}/accept`,
      { name: 'Jeanne Morel', acceptTerms: true },
      { ...bearer(who), 'user-agent': 'Vitest' },
    ),
  );
  return job;
}

const jobRow = async (id: number) =>
  (
    await db()
      .select()
      .from(madeToMeasureJobs)
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, id)))
  )[0]!;

describe('the made-to-measure jobs of an anonymised customer', () => {
  it('the data download holds them with their thread and quote; the anonymisation scrubs the person, keeps the work', async () => {
    const who = await customer(t);
    const job = await jobWithHistory(who);
    const file = await t.call({ url: '/api/customer/data', headers: bearer(who) });
    const [exported] = file.json<{
      madeToMeasure: {
        reference: string;
        thread: { author: string; body: string }[];
        quotes: { number: string; totals: { total: number }; acceptance: { name: string } | null }[];
      }[];
    }>().madeToMeasure;
    expect(exported!.reference).toBe(job.reference);
    expect(exported!.thread.map((message) => message.author)).toEqual(['WORKSHOP', 'CUSTOMER']);
    expect(exported!.quotes[0]!.acceptance?.name).toBe('Jeanne Morel');

    const [quoteBefore] = await db()
      .select()
      .from(madeToMeasureQuotes)
      .where(and(eq(madeToMeasureQuotes.siteId, 1), eq(madeToMeasureQuotes.jobId, job.id)));
    expectOk(
      await post(`/admin/customer/${who.id}/anonymise`, { confirm: true, reason: 'Demande du client' }, bearer(admin)),
    );
    const scrubbed = await jobRow(job.id);
    expect(scrubbed).toMatchObject({ firstname: '', lastname: '', phone: '', message: null, status: 'ACCEPTED' });
    expect(scrubbed.email).toMatch(/@anonymised\.invalid$/);
    expect(scrubbed.anonymisedAt).not.toBeNull();
    expect(scrubbed.deliveryAddress).toMatchObject({ firstname: '', address: '', city: 'La Roche-sur-Yon' });
    expect(scrubbed.description).toBe(baseRequest().description);
    const thread = await db()
      .select()
      .from(madeToMeasureMessages)
      .where(and(eq(madeToMeasureMessages.siteId, 1), eq(madeToMeasureMessages.jobId, job.id)));
    expect(thread.map((message) => message.body)).toEqual(['', '']);
    const [quoteAfter] = await db()
      .select()
      .from(madeToMeasureQuotes)
      .where(and(eq(madeToMeasureQuotes.siteId, 1), eq(madeToMeasureQuotes.jobId, job.id)));
    expect(quoteAfter).toMatchObject({
      number: quoteBefore!.number,
      lines: quoteBefore!.lines,
      total: quoteBefore!.total,
      deposit: quoteBefore!.deposit,
      acceptedName: '',
      acceptedIp: null,
      acceptedUserAgent: null,
    });
    expect(quoteAfter!.acceptedAt).toEqual(quoteBefore!.acceptedAt);
    expect(await db().select().from(mailOutbox).where(eq(mailOutbox.to, who.email))).toEqual([]);
  });
});

describe('the inactivity notice in the account’s language', () => {
  const deps = () => ({ mailer: new Mailer(undefined, t.app.log), origin: 'http://shop.test' });
  const dormant = async (who: Customer, now: Date, site = 1) =>
    db()
      .update(users)
      .set({ lastSeenAt: new Date(noticeDueBefore(now).getTime() - 60_000) })
      .where(and(eq(users.siteId, site), eq(users.id, who.id)));
  const noticeTo = async (email: string) =>
    (await db().select().from(mailOutbox).where(eq(mailOutbox.to, email))).find(
      (mail) => mail.subject.includes('anonymis') && !mail.subject.includes('Nouvelle'),
    );

  it('is written in the language the customer last used, else the site’s default one', async () => {
    const now = new Date();
    const english = await customer(t);
    expectOk(
      await t.call({
        method: 'POST',
        url: '/api/login',
        lang: 'en',
        headers: { 'x-forwarded-for': freshIp() },
        payload: { email: english.email, password: 'Tapisserie-2024!' },
      }),
    );
    const french = await customer(t);
    const older = await customer(t, { site: 2 });
    // An account older than the recorded language, on a site whose default language is English.
    await db()
      .update(users)
      .set({ locale: null })
      .where(and(eq(users.siteId, 2), eq(users.id, older.id)));
    await db().update(languages).set({ isDefault: false }).where(eq(languages.siteId, 2));
    await db()
      .update(languages)
      .set({ isDefault: true })
      .where(and(eq(languages.siteId, 2), eq(languages.code, 'en')));
    for (const who of [english, french]) await dormant(who, now);
    await dormant(older, now, 2);
    await purgeInactiveAccounts(db(), deps(), now);

    const inEnglish = await noticeTo(english.email);
    expect(inEnglish!.subject).toContain('your account will be anonymised on');
    expect(inEnglish!.text).toContain(`for nearly ${RETENTION.ACCOUNT_INACTIVITY_YEARS} years`);
    expect(inEnglish!.subject).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}/);
    expect((await noticeTo(french.email))!.subject).toContain('votre compte sera anonymisé le');
    expect((await noticeTo(older.email))!.subject).toContain('your account will be anonymised on');
  });
});

describe('purgeProspects: the data kept without an account goes after the policy’s periods', () => {
  it('deletes old contact messages and form answers with their files, keeps the recent ones', async () => {
    const now = new Date();
    const old = new Date(prospectsDueBefore(now).getTime() - DAY_MS);
    const recent = new Date(prospectsDueBefore(now).getTime() + DAY_MS);
    const [oldMessage, newMessage] = await db()
      .insert(contactMessages)
      .values(
        [old, recent].map((createdAt) => ({
          siteId: 1,
          name: 'Camille Durand',
          email: 'camille.old@example.org',
          subject: 'Devis',
          message: 'Deux fauteuils',
          locale: 'fr_FR',
          consentAt: createdAt,
          createdAt,
        })),
      )
      .returning({ id: contactMessages.id });

    const store = await createFileStore({ dataDir: t.dataDir, s3: undefined });
    const [form] = await db().select({ id: forms.id }).from(forms).where(eq(forms.siteId, 1)).limit(1);
    const [oldAnswer, newAnswer] = await db()
      .insert(formAnswers)
      .values(
        [old, recent].map((createdAt) => ({
          siteId: 1,
          formId: form!.id,
          answers: { name: 'Léa Petit' },
          email: 'lea.old@example.org',
          locale: 'fr_FR',
          createdAt,
        })),
      )
      .returning({ id: formAnswers.id });
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#806040' } })
      .png()
      .toBuffer();
    for (const answer of [oldAnswer!, newAnswer!]) {
      const file = `forms/${form!.id}/purge-${answer.id}.png`;
      await store.put(privateFileKey(1, file), photo, { contentType: 'image/png' });
      await db().insert(formFiles).values({
        siteId: 1,
        answerId: answer.id,
        field: 'photos',
        filename: 'a.png',
        file,
        mimeType: 'image/png',
        bytes: 1,
      });
    }

    const done = await purgeProspects(db(), store, now);
    expect(done.contactMessages).toBeGreaterThanOrEqual(1);
    expect(done.formAnswers).toBeGreaterThanOrEqual(1);
    const messages = (await db().select({ id: contactMessages.id }).from(contactMessages)).map((row) => row.id);
    expect(messages).not.toContain(oldMessage!.id);
    expect(messages).toContain(newMessage!.id);
    const answers = (await db().select({ id: formAnswers.id }).from(formAnswers)).map((row) => row.id);
    expect(answers).not.toContain(oldAnswer!.id);
    expect(answers).toContain(newAnswer!.id);
    expect(await store.exists(privateFileKey(1, `forms/${form!.id}/purge-${oldAnswer!.id}.png`))).toBe(false);
    expect(await store.exists(privateFileKey(1, `forms/${form!.id}/purge-${newAnswer!.id}.png`))).toBe(true);
    await store.close();
  });

  it('deletes newsletter addresses never confirmed and visitors’ that left long ago, with the mails sent to them', async () => {
    const now = new Date();
    const [list] = await db().select().from(newsletterLists).where(eq(newsletterLists.siteId, 1)).limit(1);
    const row = (email: string, status: 'PENDING' | 'SUBSCRIBED' | 'UNSUBSCRIBED', createdAt: Date, left?: Date) => ({
      siteId: 1,
      listId: list!.id,
      email,
      status,
      createdAt,
      ...(left ? { unsubscribedAt: left } : {}),
    });
    const lateUnconfirmed = new Date(unconfirmedDueBefore(now).getTime() - DAY_MS);
    const longAgo = new Date(prospectsDueBefore(now).getTime() - DAY_MS);
    await db()
      .insert(newsletterSubscriptions)
      .values([
        row('never.confirmed@example.org', 'PENDING', lateUnconfirmed),
        row('just.asked@example.org', 'PENDING', new Date(now.getTime() - DAY_MS)),
        row('left.long.ago@example.org', 'UNSUBSCRIBED', longAgo, longAgo),
        row('left.lately@example.org', 'UNSUBSCRIBED', longAgo, new Date(now.getTime() - DAY_MS)),
        row('reader@example.org', 'SUBSCRIBED', longAgo),
      ]);
    // The confirmation mails they were sent (lately: the mails' own rule would keep them 3 years).
    const [unconfirmedMail, readerMail] = await db()
      .insert(mailOutbox)
      .values(
        ['never.confirmed@example.org', 'reader@example.org'].map((to) => ({
          siteId: 1,
          from: 'atelier@example.org',
          to,
          subject: 'Confirmez votre inscription',
          text: 'Cliquez pour confirmer',
          status: 'kept' as const,
          createdAt: lateUnconfirmed,
        })),
      )
      .returning({ id: mailOutbox.id });
    await purgeProspects(db(), await createFileStore({ dataDir: t.dataDir, s3: undefined }), now);
    const mails = await db().select().from(mailOutbox);
    expect(mails.find((mail) => mail.id === unconfirmedMail!.id)).toMatchObject({
      to: 'anonymised@anonymised.invalid',
      text: '',
      subject: 'Confirmez votre inscription',
    });
    expect(mails.find((mail) => mail.id === readerMail!.id)).toMatchObject({ to: 'reader@example.org' });
    const left = (
      await db()
        .select({ email: newsletterSubscriptions.email })
        .from(newsletterSubscriptions)
        .where(like(newsletterSubscriptions.email, '%@example.org'))
    ).map((subscription) => subscription.email);
    expect(left).not.toContain('never.confirmed@example.org');
    expect(left).not.toContain('left.long.ago@example.org');
    expect(left).toEqual(
      expect.arrayContaining(['just.asked@example.org', 'left.lately@example.org', 'reader@example.org']),
    );
  });

  it('scrubs a guest’s quiet request (and one never confirmed), keeps a live one; old mails to prospects lose their text', async () => {
    const now = new Date();
    const guestRequest = async (email: string) =>
      expectOk<MadeToMeasureRequested>(
        await sendRequest(t, { ...baseRequest(), firstname: 'Paul', lastname: 'Girard', email, phone: '0612345678' }),
      );
    const quiet = await guestRequest('quiet.guest@example.org');
    const unconfirmed = await guestRequest('unconfirmed.guest@example.org');
    const live = await guestRequest('live.guest@example.org');
    const old = new Date(prospectsDueBefore(now).getTime() - DAY_MS);
    await db()
      .update(madeToMeasureJobs)
      .set({ updatedAt: old, createdAt: old })
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, quiet.id)));
    await db()
      .update(madeToMeasureJobs)
      .set({ createdAt: new Date(unconfirmedDueBefore(now).getTime() - DAY_MS) })
      .where(and(eq(madeToMeasureJobs.siteId, 1), eq(madeToMeasureJobs.id, unconfirmed.id)));
    // An old mail to a prospect, and one to a live account's address.
    const member = await customer(t);
    const [prospectMail, accountMail] = await db()
      .insert(mailOutbox)
      .values(
        ['old.prospect@example.org', member.email].map((to) => ({
          siteId: 1,
          from: 'atelier@example.org',
          to,
          subject: 'Votre demande',
          text: 'Bonjour Léa, au 3 rue des Tapissiers',
          status: 'kept' as const,
          createdAt: old,
        })),
      )
      .returning({ id: mailOutbox.id });

    const done = await purgeProspects(db(), await createFileStore({ dataDir: t.dataDir, s3: undefined }), now);
    expect(done.madeToMeasureJobs).toBeGreaterThanOrEqual(2);
    for (const id of [quiet.id, unconfirmed.id]) {
      const row = await jobRow(id);
      expect(row).toMatchObject({ firstname: '', lastname: '', phone: '', message: null, confirmTokenHash: null });
      expect(row.email).toMatch(/@anonymised\.invalid$/);
      expect(row.description).toBe(baseRequest().description);
    }
    expect(await jobRow(live.id)).toMatchObject({ email: 'live.guest@example.org', anonymisedAt: null });
    const mails = await db().select().from(mailOutbox);
    expect(mails.find((mail) => mail.id === prospectMail!.id)).toMatchObject({ text: '', subject: 'Votre demande' });
    expect(mails.find((mail) => mail.id === accountMail!.id)!.text).toContain('Tapissiers');
    expect(mails.filter((mail) => mail.to === 'quiet.guest@example.org')).toEqual([]);
    expect(mails.filter((mail) => mail.to === 'live.guest@example.org').length).toBeGreaterThan(0);

    // A second round finds nothing more to do.
    const again = await purgeProspects(db(), await createFileStore({ dataDir: t.dataDir, s3: undefined }), now);
    expect(again.madeToMeasureJobs).toBe(0);
    expect(again.mails).toBe(0);
  });
});

describe('the privacy policy’s retention placeholders are the jobs’ periods', () => {
  it('fills {{RETENTION_…}} from RETENTION, in both languages and in the terms of use', () => {
    const fill = (html: string) => fillLegalPlaceholders(html, {});
    const fr = fill(LEGAL_TEXTS.PRIVACY_POLICY.fr_FR);
    const en = fill(LEGAL_TEXTS.PRIVACY_POLICY.en);
    expect(fr).not.toContain('{{');
    expect(fr).toContain(`${RETENTION.PROSPECT_YEARS} ans à compter du dernier contact`);
    expect(fr).toContain(`${RETENTION.UNCONFIRMED_DAYS} jours après son envoi`);
    expect(en).toContain(`${RETENTION.PROSPECT_YEARS} years from the last contact`);
    expect(en).toContain(`${RETENTION.UNCONFIRMED_DAYS} days after they were given`);
    expect(fill(LEGAL_TEXTS.USE_TERMS.en)).toContain(`inactive for ${RETENTION.ACCOUNT_INACTIVITY_YEARS} years`);
    // An unknown period stays as written (a typo shows), a company value never expands one.
    expect(fillLegalPlaceholders('{{RETENTION_NOPE}}', {})).toBe('{{RETENTION_NOPE}}');
    expect(fillLegalPlaceholders('{{COMPANY_NAME}}', { LEGAL_COMPANY_NAME: '{{RETENTION_PROSPECT_YEARS}}' })).toBe(
      '{{RETENTION_PROSPECT_YEARS}}',
    );
  });

  it('the storefront’s privacy policy shows the periods', async () => {
    const params = (await t.call({ url: '/api/parameter' })).json<{ data: { type: string; value: string }[] }>().data;
    const policy = params.find((parameter) => parameter.type === 'PRIVACY_POLICY')!.value;
    expect(policy).not.toContain('{{RETENTION');
  });
});

describe('migration 0037: a site still holding the former default texts gets the placeholders', () => {
  const parameter = async (site: number, type: string) =>
    (
      await db()
        .select()
        .from(siteParameters)
        .where(and(eq(siteParameters.siteId, site), eq(siteParameters.type, type)))
    )[0]!;

  it('rewrites the former default lines as a new version, and leaves a text of the site’s own words alone', async () => {
    const own = '<h2>Notre politique</h2><p>Rédigée par nos soins : 5 ans.</p>';
    await db()
      .update(siteParameters)
      .set({ value: formerTexts.PRIVACY_POLICY.fr_FR, translations: { en: formerTexts.PRIVACY_POLICY.en } })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'PRIVACY_POLICY')));
    await db()
      .update(siteParameters)
      .set({ value: formerTexts.USE_TERMS.fr_FR, translations: {} })
      .where(and(eq(siteParameters.siteId, 1), eq(siteParameters.type, 'USE_TERMS')));
    await db()
      .update(siteParameters)
      .set({ value: own })
      .where(and(eq(siteParameters.siteId, 2), eq(siteParameters.type, 'PRIVACY_POLICY')));
    const versionsBefore = await db().select().from(legalTextVersions);

    const migration = await readFile(
      new URL('../../db/migrations/0037_retention_placeholders.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) await db().execute(sql.raw(statement));

    const policy = await parameter(1, 'PRIVACY_POLICY');
    expect(policy.value).toBe(LEGAL_TEXTS.PRIVACY_POLICY.fr_FR);
    expect(policy.translations.en).toBe(LEGAL_TEXTS.PRIVACY_POLICY.en);
    const terms = await parameter(1, 'USE_TERMS');
    expect(terms.value).toBe(LEGAL_TEXTS.USE_TERMS.fr_FR);
    expect(terms.translations).toEqual({});
    expect((await parameter(2, 'PRIVACY_POLICY')).value).toBe(own);
    const added = (await db().select().from(legalTextVersions)).length - versionsBefore.length;
    expect(added).toBe(2);
    const [live] = await db()
      .select()
      .from(legalTextVersions)
      .where(and(eq(legalTextVersions.siteId, 1), eq(legalTextVersions.key, 'PRIVACY_POLICY')))
      .orderBy(desc(legalTextVersions.id))
      .limit(1);
    expect(live!.html).toEqual({ fr_FR: LEGAL_TEXTS.PRIVACY_POLICY.fr_FR, en: LEGAL_TEXTS.PRIVACY_POLICY.en });
    expect(live!.createdBy).toBeNull();
  });
});

// The consent version helper still names the banner by default.
it('consentTextVersion keeps the banner’s format', () => {
  expect(consentTextVersion('fr', 'x')).toMatch(/^banner:fr:/);
});
