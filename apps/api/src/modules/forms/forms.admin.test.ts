import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AdminForm, AdminFormAnswer, AdminFormInput, AdminFormSummary, Form, List } from '@atelier/contract';
import { formFiles } from '../../db/schema/index.ts';
import { sitePrivateFilePath } from '../../storage/storage.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
});

const as = (who: Customer | null, site = 1) => ({ site, headers: bearer(who) });

/** A repair request: a name, a choice, a photo shown only for an armchair, required then. */
const repairForm = (overrides: Partial<AdminFormInput> = {}): AdminFormInput => ({
  title: { fr_FR: 'Demande de réfection', en: 'Repair request' },
  fields: [
    { key: 'name', type: 'text', label: { fr_FR: 'Votre nom', en: 'Your name' }, required: true },
    {
      key: 'piece',
      type: 'radio',
      label: { fr_FR: 'Pièce', en: 'Piece' },
      required: true,
      options: [
        { value: 'armchair', label: { fr_FR: 'Fauteuil', en: 'Armchair' } },
        { value: 'chair', label: { fr_FR: 'Chaise', en: 'Chair' } },
      ],
    },
    {
      key: 'photo',
      type: 'file',
      label: { fr_FR: 'Photo du fauteuil', en: 'Photo of the armchair' },
      required: true,
      accept: ['image/png'],
      maxBytes: 1024 * 1024,
      maxFiles: 1,
      showIf: { field: 'piece', values: ['armchair'] },
    },
  ],
  ...overrides,
});

const create = async (input = repairForm()) =>
  expectOk<AdminForm>(await t.call({ method: 'POST', url: '/api/admin/form', ...as(admin), payload: input }));

/** A visitor's answer through the storefront's multipart submit. */
async function submit(formId: number, parts: [string, string | { filename: string; content: Buffer }][]) {
  const boundary = `----atelier${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of parts) {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${name}"`;
    if (typeof value === 'string') chunks.push(Buffer.from(`${head}\r\n\r\n${value}\r\n`));
    else {
      chunks.push(Buffer.from(`${head}; filename="${value.filename}"\r\nContent-Type: image/png\r\n\r\n`));
      chunks.push(value.content, Buffer.from('\r\n'));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.call({
    method: 'POST',
    url: `/api/forms/${formId}/submit`,
    payload: Buffer.concat(chunks),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-forwarded-for': `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
    },
  });
}

const png = () =>
  sharp({ create: { width: 12, height: 12, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .png()
    .toBuffer();

describe('/api/admin/form (issue 18 item 6)', () => {
  it('builds a form the storefront serves at once, saves it, lists it with its answers count', async () => {
    const form = await create();
    expect(form.fields.map((field) => field.key)).toEqual(['name', 'piece', 'photo']);
    const shown = expectOk<Form>(await t.call({ url: `/api/forms/${form.id}`, lang: 'en' }));
    expect(shown.title).toBe('Repair request');
    expect(shown.fields[2]).toMatchObject({ type: 'file', required: true, accept: ['image/png'], maxFiles: 1 });

    // The storefront kept the form: a change shows at once (the forms table's trigger).
    const saved = expectOk<AdminForm>(
      await t.changed(
        t.call({
          method: 'PUT',
          url: `/api/admin/form/${form.id}`,
          ...as(admin),
          payload: repairForm({ title: { fr_FR: 'Réfection', en: 'Repair' } }),
        }),
      ),
    );
    expect(saved.title).toEqual({ fr_FR: 'Réfection', en: 'Repair' });
    expect(expectOk<Form>(await t.call({ url: `/api/forms/${form.id}`, lang: 'en' })).title).toBe('Repair');

    const list = expectOk<List<AdminFormSummary>>(await t.call({ url: '/api/admin/form', ...as(admin) }));
    expect(list.items.find((item) => item.id === form.id)).toMatchObject({ fieldCount: 3, answerCount: 0 });
  });

  it('refuses fields the storefront could not show: no choices, a key twice, a condition on a later field', async () => {
    const [name, piece, photo] = repairForm().fields;
    const refusal = async (fields: AdminFormInput['fields']) => {
      const response = await t.call({
        method: 'POST',
        url: '/api/admin/form',
        ...as(admin),
        payload: repairForm({ fields }),
      });
      expectRefused(response, 400);
      return Object.keys(response.json<{ errors: Record<string, string> }>().errors);
    };
    expect(await refusal([name!, { ...piece!, options: [] }])).toEqual(['fields.1.options']);
    expect(await refusal([name!, { ...name! }])).toEqual(['fields.1.key']);
    expect(await refusal([photo!, piece!])).toEqual(['fields.0.showIf.field']);
    expect(await refusal([piece!, { ...photo!, showIf: { field: 'piece', values: ['sofa'] } }])).toEqual([
      'fields.1.showIf.values',
    ]);
    expect(await refusal([{ ...name!, type: 'colour' as never }])).toEqual(['fields.0.type']);
    const untitled = await t.call({ method: 'POST', url: '/api/admin/form', ...as(admin), payload: { fields: [] } });
    expect(expectRefused(untitled, 400)).toContain('title');
  });

  it('reads answers newest first with their files, exports them as CSV, deletes one with its file', async () => {
    const form = await create();
    const first = await submit(form.id, [
      ['name', 'Jeanne Morin'],
      ['piece', 'chair'],
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const second = await submit(form.id, [
      ['name', 'Élodie Brûlé'],
      ['piece', 'armchair'],
      ['photo', { filename: 'bergère.png', content: await png() }],
    ]);
    expect(second.statusCode, second.body).toBe(200);

    const answers = expectOk<List<AdminFormAnswer>>(
      await t.call({ url: `/api/admin/form/${form.id}/answer`, ...as(admin) }),
    );
    expect(answers.total).toBe(2);
    const [newest, oldest] = answers.items;
    expect(newest!.values).toEqual({ name: 'Élodie Brûlé', piece: 'armchair' });
    expect(newest!.files).toMatchObject([{ field: 'photo', filename: 'bergère.png', mimeType: 'image/png' }]);
    expect(oldest!.files).toEqual([]);
    const one = expectOk<AdminFormAnswer>(
      await t.call({ url: `/api/admin/form/${form.id}/answer/${newest!.id}`, ...as(admin) }),
    );
    expect(one).toEqual(newest);

    // The file through the administrator's download.
    const file = await t.call({ url: newest!.files[0]!.url, ...as(admin) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');

    const csv = await t.call({ url: `/api/admin/form/${form.id}/answer/export`, ...as(admin) });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['cache-control']).toBe('private, no-store');
    expect(csv.body.startsWith('\ufeff')).toBe(true);
    // No field here holds a quote, a semicolon or a line break: the lines split as they are.
    const rows = csv.body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .map((line) => line.split(';'));
    expect(rows[0]).toEqual(['Date', 'Langue', 'Votre nom', 'Pièce', 'Photo du fauteuil']);
    expect(rows.slice(1).map((row) => row.slice(2))).toEqual([
      ['Élodie Brûlé', 'Fauteuil', 'bergère.png'],
      ['Jeanne Morin', 'Chaise', ''],
    ]);

    const [stored] = await t.database.db.select().from(formFiles).where(eq(formFiles.id, newest!.files[0]!.id));
    const onDisk = sitePrivateFilePath(t.dataDir, 1, stored!.file);
    expect(existsSync(onDisk)).toBe(true);
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/form/${form.id}/answer/${newest!.id}`, ...as(admin) }));
    expect(existsSync(onDisk)).toBe(false);
    const left = expectOk<List<AdminFormAnswer>>(
      await t.call({ url: `/api/admin/form/${form.id}/answer`, ...as(admin) }),
    );
    expect(left.items.map((item) => item.id)).toEqual([oldest!.id]);

    // Deleting the form takes its answers.
    expectOk(await t.call({ method: 'DELETE', url: `/api/admin/form/${form.id}`, ...as(admin) }));
    expectRefused(await t.call({ url: `/api/forms/${form.id}` }), 404);
    const files = await t.database.db
      .select()
      .from(formFiles)
      .where(and(eq(formFiles.siteId, 1), eq(formFiles.answerId, oldest!.id)));
    expect(files).toEqual([]);
  });

  it('answers 401 without a session, 403 to a customer, 404 for another site’s form or answer', async () => {
    const form = await create();
    const urls = [
      '/api/admin/form',
      `/api/admin/form/${form.id}`,
      `/api/admin/form/${form.id}/answer`,
      `/api/admin/form/${form.id}/answer/export`,
    ];
    for (const url of urls) {
      expectRefused(await t.call({ url }), 401);
      expectRefused(await t.call({ url, ...as(shopper) }), 403);
    }
    expectRefused(await t.call({ method: 'POST', url: '/api/admin/form', payload: repairForm() }), 401);
    for (const url of urls.slice(1)) expectRefused(await t.call({ url, ...as(otherAdmin, 2) }), 404);
    const put = { method: 'PUT' as const, url: `/api/admin/form/${form.id}`, payload: repairForm() };
    expectRefused(await t.call({ ...put, ...as(shopper) }), 403);
    expectRefused(await t.call({ ...put, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ method: 'DELETE', url: `/api/admin/form/${form.id}`, ...as(otherAdmin, 2) }), 404);
    expectRefused(await t.call({ url: `/api/admin/form/${form.id}/answer/999999`, ...as(admin) }), 404);
    expectRefused(await t.call({ url: '/api/admin/form/abc', ...as(admin) }), 400);
  });
});
