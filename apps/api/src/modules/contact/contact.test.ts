import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, mailOutbox } from '../../db/schema/index.ts';
import { startSmtpCatcher } from '../../../test/smtp-catcher.ts';
import { useTestApp } from '../../../test/test-app.ts';

let smtp: Awaited<ReturnType<typeof startSmtpCatcher>>;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
});
afterAll(async () => {
  await smtp.close();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url }));

const message = {
  name: 'Camille Durand',
  email: 'camille@example.org',
  phone: '06 12 34 56 78',
  subject: 'Réfection de deux fauteuils',
  message: 'Bonjour, je souhaite faire refaire deux fauteuils Louis XV. Pouvez-vous me faire un devis ?',
  consent: true,
};

describe('POST /message', () => {
  it('stores the message and mails it to the company of the site', async () => {
    const response = await t.call({ method: 'POST', url: '/api/message', payload: message, site: 2 });
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ data: { id: number } }>().data;
    const [stored] = await t.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored).toMatchObject({ siteId: 2, email: message.email, subject: message.subject });
    await vi.waitFor(() => expect(smtp.mails).toHaveLength(1));
    expect(smtp.mails[0]?.raw).toContain('Reply-To: camille@example.org');
    expect(smtp.mails[0]?.raw).toContain('Louis XV');
    const params = (await t.call({ url: '/api/parameter', site: 2 })).json<{
      data: { type: string; value: string }[];
    }>().data;
    expect(smtp.mails[0]?.to).toEqual([params.find((p) => p.type === 'COMPANY_EMAIL')?.value]);
    const [mail] = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, stored!.mailId!));
    expect(mail).toMatchObject({ siteId: 2, delivered: true });
  });

  it('refuses a message without consent, naming each bad field, and stores nothing', async () => {
    const before = await t.database.db.select().from(contactMessages);
    const response = await t.call({
      method: 'POST',
      url: '/api/message',
      payload: { ...message, email: 'not-an-email', consent: false, phone: '12' },
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    const text = response.json<{ message: string }>().message;
    expect(text).toContain('email: has an invalid format');
    expect(text).toContain('consent: must be one of true');
    expect(text).toContain('phone: is invalid');
    expect(await t.database.db.select().from(contactMessages)).toHaveLength(before.length);
  });

  it('answers a malformed JSON body with a 400 envelope', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/message',
      payload: '{"name": "Camille",',
      headers: { 'content-type': 'application/json' },
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, data: null, message: 'The request body is not valid JSON' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await t.call({
      method: 'POST',
      url: '/api/message',
      payload: 'hello',
      headers: { 'content-type': 'text/csv' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('unknown API paths', () => {
  it('answers a 404 envelope', async () => {
    const response = await t.call({ url: '/api/does/not/exist', lang: 'en' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      data: null,
      message: 'Unknown API path: GET /api/does/not/exist',
    });
  });
});
