import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import type { z } from 'zod';
import {
  pickLocale,
  type AdminForm,
  type AdminFormAnswer,
  type AdminFormSummary,
  type List,
  type adminFormInputSchema,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { formAnswers, formFiles, forms } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listWhere, localizedSql, type ListColumns } from '../../lists/list-sql.ts';
import { privateFileKey, type FileStore } from '../../storage/file-store.ts';
import { recordChange } from '../audit/audit.service.ts';

/**
 * The back-office's forms (issue 18 item 6): the builder's writes (audited; the forms table's trigger drops the
 * kept `GET /forms/{id}`, migration 0023) and the answers with their files, read, exported and deleted.
 */

type FormInput = z.output<typeof adminFormInputSchema>;
type FormRow = typeof forms.$inferSelect;
type AnswerRow = typeof formAnswers.$inferSelect;
type FileRow = typeof formFiles.$inferSelect;

export const adminFormListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    title: { type: 'string', sortable: true },
    createdAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 50,
  defaultOrderBy: '-id',
};

export const adminFormAnswerListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    createdAt: { type: 'date', sortable: true },
    email: { type: 'string' },
  },
  defaultNbItem: 25,
  defaultOrderBy: '-createdAt',
};

const whereForm = (ctx: RequestContext, id: number) => and(eq(forms.siteId, ctx.siteId), eq(forms.id, id));

/** How many answers each form has and when the last came. */
async function answerCounts(ctx: RequestContext, formIds: number[]) {
  if (formIds.length === 0) return new Map<number, { total: number; last: Date | null }>();
  const rows = await ctx.db
    .select({ formId: formAnswers.formId, total: count(), last: max(formAnswers.createdAt) })
    .from(formAnswers)
    .where(and(eq(formAnswers.siteId, ctx.siteId), inArray(formAnswers.formId, formIds)))
    .groupBy(formAnswers.formId);
  return new Map(rows.map((row) => [row.formId, { total: row.total, last: row.last }]));
}

function summaryOf(row: FormRow, answers: { total: number; last: Date | null } | undefined): AdminFormSummary {
  return {
    id: row.id,
    title: row.title,
    fieldCount: row.fields.length,
    answerCount: answers?.total ?? 0,
    lastAnswerAt: answers?.last ? new Date(answers.last).toISOString() : null,
    createdAt: row.createdAt.toISOString(),
  };
}

function present(row: FormRow, answers: { total: number; last: Date | null } | undefined): AdminForm {
  return {
    ...summaryOf(row, answers),
    description: row.description,
    submitLabel: row.submitLabel,
    successMessage: row.successMessage,
    recipient: row.recipient,
    fields: row.fields,
  };
}

export async function listAdminForms(ctx: RequestContext, query: ListQuery): Promise<List<AdminFormSummary>> {
  const columns: ListColumns = {
    id: forms.id,
    title: localizedSql(forms.title, ctx.locale),
    createdAt: forms.createdAt,
  };
  const where = listWhere(eq(forms.siteId, ctx.siteId), query, columns);
  const [items, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(forms)
      .where(where)
      .orderBy(...listOrderBy(query, columns, forms.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(forms).where(where),
  ]);
  const counts = await answerCounts(
    ctx,
    items.map((row) => row.id),
  );
  return { total: totals?.total ?? 0, items: items.map((row) => summaryOf(row, counts.get(row.id))) };
}

async function requireForm(ctx: RequestContext, id: number) {
  const [row] = await ctx.db.select().from(forms).where(whereForm(ctx, id));
  if (!row) throw notFound('Form', id);
  return row;
}

export async function getAdminForm(ctx: RequestContext, id: number): Promise<AdminForm> {
  const row = await requireForm(ctx, id);
  return present(row, (await answerCounts(ctx, [id])).get(id));
}

const valuesOf = (input: FormInput) => ({
  title: input.title,
  description: input.description,
  submitLabel: input.submitLabel,
  successMessage: input.successMessage,
  recipient: input.recipient,
  fields: input.fields,
});

export function createForm(ctx: RequestContext, input: FormInput): Promise<AdminForm> {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [row] = await db
      .insert(forms)
      .values({ siteId: ctx.siteId, ...valuesOf(input) })
      .returning();
    const form = present(row!, undefined);
    await recordChange(tx, { action: 'form.create', entity: 'form', entityId: form.id, before: null, after: form });
    return form;
  });
}

export async function updateForm(ctx: RequestContext, id: number, input: FormInput): Promise<AdminForm> {
  const saved = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(forms).where(whereForm(tx, id)).for('update');
    if (!current) throw notFound('Form', id);
    const [row] = await db.update(forms).set(valuesOf(input)).where(whereForm(tx, id)).returning();
    const after = present(row!, undefined);
    await recordChange(tx, {
      action: 'form.update',
      entity: 'form',
      entityId: id,
      before: present(current, undefined),
      after,
    });
    return row!;
  });
  return present(saved, (await answerCounts(ctx, [id])).get(id));
}

/** Removes the answers' files once their rows are gone (a file left behind is only storage). */
async function removeFiles(ctx: RequestContext, store: FileStore, files: Pick<FileRow, 'file'>[]) {
  await Promise.all(files.map((row) => store.delete(privateFileKey(ctx.siteId, row.file))));
}

const filesOfForm = (ctx: RequestContext, formId: number) =>
  ctx.db
    .select({ file: formFiles.file })
    .from(formFiles)
    .innerJoin(formAnswers, and(eq(formAnswers.siteId, formFiles.siteId), eq(formAnswers.id, formFiles.answerId)))
    .where(and(eq(formFiles.siteId, ctx.siteId), eq(formAnswers.formId, formId)));

export async function deleteForm(ctx: RequestContext, store: FileStore, id: number) {
  const files = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(forms).where(whereForm(tx, id)).for('update');
    if (!current) throw notFound('Form', id);
    const files = await filesOfForm(tx, id);
    // The answers and their files' rows go with the form (foreign keys on delete cascade).
    await db.delete(forms).where(whereForm(tx, id));
    await recordChange(tx, {
      action: 'form.delete',
      entity: 'form',
      entityId: id,
      before: present(current, undefined),
      after: null,
    });
    return files;
  });
  await removeFiles(ctx, store, files);
  return { id };
}

// ─── answers ───

const answerUrl = (fileId: number) => `/api/forms/file/download/${fileId}`;

function presentAnswer(row: AnswerRow, files: FileRow[]): AdminFormAnswer {
  return {
    id: row.id,
    formId: row.formId,
    createdAt: row.createdAt.toISOString(),
    locale: row.locale,
    email: row.email,
    values: row.answers,
    files: files
      .filter((file) => file.answerId === row.id)
      .map((file) => ({
        id: file.id,
        field: file.field,
        filename: file.filename,
        mimeType: file.mimeType,
        bytes: file.bytes,
        url: answerUrl(file.id),
      })),
  };
}

async function filesOf(ctx: RequestContext, answerIds: number[]) {
  if (answerIds.length === 0) return [];
  return ctx.db
    .select()
    .from(formFiles)
    .where(and(eq(formFiles.siteId, ctx.siteId), inArray(formFiles.answerId, answerIds)))
    .orderBy(formFiles.id);
}

const answerColumns: ListColumns = {
  id: formAnswers.id,
  createdAt: formAnswers.createdAt,
  email: formAnswers.email,
};

export async function listAnswers(
  ctx: RequestContext,
  formId: number,
  query: ListQuery,
): Promise<List<AdminFormAnswer>> {
  await requireForm(ctx, formId);
  const tenant = and(eq(formAnswers.siteId, ctx.siteId), eq(formAnswers.formId, formId))!;
  const where = listWhere(tenant, query, answerColumns);
  const [rows, [totals]] = await Promise.all([
    ctx.db
      .select()
      .from(formAnswers)
      .where(where)
      .orderBy(...listOrderBy(query, answerColumns, formAnswers.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(formAnswers).where(where),
  ]);
  const files = await filesOf(
    ctx,
    rows.map((row) => row.id),
  );
  return { total: totals?.total ?? 0, items: rows.map((row) => presentAnswer(row, files)) };
}

const whereAnswer = (ctx: RequestContext, formId: number, id: number) =>
  and(eq(formAnswers.siteId, ctx.siteId), eq(formAnswers.formId, formId), eq(formAnswers.id, id));

export async function getAnswer(ctx: RequestContext, formId: number, id: number): Promise<AdminFormAnswer> {
  const [row] = await ctx.db
    .select()
    .from(formAnswers)
    .where(whereAnswer(ctx, formId, id));
  if (!row) throw notFound('Form', `${formId}/${id}`);
  return presentAnswer(row, await filesOf(ctx, [id]));
}

export async function deleteAnswer(ctx: RequestContext, store: FileStore, formId: number, id: number) {
  const files = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [row] = await db
      .select()
      .from(formAnswers)
      .where(whereAnswer(tx, formId, id))
      .for('update');
    if (!row) throw notFound('Form', `${formId}/${id}`);
    const files = await filesOf(tx, [id]);
    await db.delete(formAnswers).where(whereAnswer(tx, formId, id));
    await recordChange(tx, {
      action: 'form.answer.delete',
      entity: 'formAnswer',
      entityId: id,
      before: presentAnswer(row, files),
      after: null,
    });
    return files;
  });
  await removeFiles(ctx, store, files);
  return { id };
}

/** Excel reads a CSV as UTF-8 (accents intact) only when it starts with a byte order mark. */
const BOM = '\ufeff';

/**
 * `GET /admin/form/{id}/answer/export`: every answer, newest first; the date, the language, then one column per
 * field of the form as it is now (its French label), choices by their label, files by name. French Excel splits
 * on semicolons.
 */
export async function exportAnswers(ctx: RequestContext, formId: number): Promise<{ filename: string; csv: string }> {
  const form = await requireForm(ctx, formId);
  const rows = await ctx.db
    .select()
    .from(formAnswers)
    .where(and(eq(formAnswers.siteId, ctx.siteId), eq(formAnswers.formId, formId)))
    .orderBy(desc(formAnswers.createdAt), desc(formAnswers.id));
  const files = await filesOf(
    ctx,
    rows.map((row) => row.id),
  );
  const locale = ctx.locale;
  const english = locale === 'en';
  const header = [english ? 'Date' : 'Date', english ? 'Language' : 'Langue'].concat(
    form.fields.map((field) => pickLocale(field.label, locale) || field.key),
  );
  const paris = new Intl.DateTimeFormat(english ? 'en-GB' : 'fr-FR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'Europe/Paris',
  });
  const lines = rows.map((row) => [
    paris.format(row.createdAt),
    row.locale === 'en' ? 'English' : 'Français',
    ...form.fields.map((field) => {
      if (field.type === 'file') {
        return files
          .filter((file) => file.answerId === row.id && file.field === field.key)
          .map((file) => file.filename)
          .join(', ');
      }
      const value = row.answers[field.key];
      if (value === undefined) return '';
      const options = new Map((field.options ?? []).map((option) => [option.value, pickLocale(option.label, locale)]));
      return (Array.isArray(value) ? value : [value]).map((one) => options.get(one) ?? one).join(', ');
    }),
  ]);
  const csv = BOM + stringify([header, ...lines], { delimiter: ';', record_delimiter: 'windows' });
  return { filename: `formulaire-${form.id}-reponses.csv`, csv };
}
