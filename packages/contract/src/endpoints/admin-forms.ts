import { z } from '../zod.ts';
import { optionalLocalizedInput, localizedInput } from '../admin-catalogue.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { formFieldDefinitionSchema, type FormFieldDefinition } from '../forms.ts';
import { localizedTextSchema } from '../locale.ts';
import { listQuery } from './list-call.ts';

/**
 * The back-office's forms (issue 18 item 6): the form builder (fields, their types, required, choices, file
 * limits, conditions on earlier fields) and the answers visitors sent, with their files and a CSV export.
 */

const MAX_INT = 2_147_483_647;
const idSchema = z.coerce.number().int().positive().max(MAX_INT);
const byId = z.object({ id: idSchema });
const answerParams = z.object({ id: idSchema, idAnswer: idSchema });
const tags = ['forms', 'admin'];
const CHOICE_TYPES = new Set<FormFieldDefinition['type']>(['select', 'radio', 'checkboxes']);

/**
 * A form's fields as the builder sends them, checked as a whole: keys unique, choices given to select, radio and
 * checkboxes fields (each value once), a condition only on an earlier field with choices, and on its values.
 */
export const adminFormFieldsSchema = z
  .array(formFieldDefinitionSchema)
  .max(60)
  .superRefine((fields, ctx) => {
    const seen = new Map<string, FormFieldDefinition>();
    fields.forEach((field, index) => {
      const issue = (path: (string | number)[], message: string) =>
        ctx.addIssue({ code: 'custom', path: [index, ...path], message });
      if (!field.label.fr_FR.trim()) issue(['label', 'fr_FR'], 'label required');
      if (seen.has(field.key)) issue(['key'], 'key used twice');
      if (CHOICE_TYPES.has(field.type)) {
        const values = (field.options ?? []).map((option) => option.value);
        if (values.length === 0) issue(['options'], 'choices required');
        if (new Set(values).size !== values.length) issue(['options'], 'a choice written twice');
        if ((field.options ?? []).some((option) => !option.label.fr_FR.trim())) issue(['options'], 'label required');
      }
      if (field.min !== undefined && field.max !== undefined && field.min > field.max) issue(['max'], 'max < min');
      if (field.showIf) {
        const target = seen.get(field.showIf.field);
        if (!target) issue(['showIf', 'field'], 'a condition on an earlier field only');
        else if (!CHOICE_TYPES.has(target.type)) issue(['showIf', 'field'], 'a condition on a field with choices');
        else {
          const known = new Set((target.options ?? []).map((option) => option.value));
          if (!field.showIf.values.every((value) => known.has(value))) issue(['showIf', 'values'], 'unknown choice');
        }
      }
      if (!seen.has(field.key)) seen.set(field.key, field);
    });
  });

export const adminFormInputSchema = z.object({
  title: localizedInput(200),
  description: optionalLocalizedInput(2000),
  submitLabel: optionalLocalizedInput(60),
  successMessage: optionalLocalizedInput(1000),
  /** Where answers are mailed; the site's address when empty. */
  recipient: z
    .union([z.literal(''), z.email().max(254)])
    .nullable()
    .default(null)
    .transform((value) => value || null),
  fields: adminFormFieldsSchema,
});
export type AdminFormInput = z.input<typeof adminFormInputSchema>;

export const adminFormSummarySchema = z.object({
  id: z.number().int(),
  title: localizedTextSchema,
  fieldCount: z.number().int(),
  answerCount: z.number().int(),
  lastAnswerAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFormSummary = z.infer<typeof adminFormSummarySchema>;

export const adminFormSchema = adminFormSummarySchema.extend({
  description: localizedTextSchema.nullable(),
  submitLabel: localizedTextSchema.nullable(),
  successMessage: localizedTextSchema.nullable(),
  recipient: z.string().nullable(),
  fields: z.array(formFieldDefinitionSchema),
});
export type AdminForm = z.infer<typeof adminFormSchema>;

export const adminFormFileSchema = z.object({
  id: z.number().int(),
  field: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
  /** The administrator's download (`GET /forms/file/download/{id}`, under /api). */
  url: z.string(),
});
export type AdminFormFile = z.infer<typeof adminFormFileSchema>;

export const adminFormAnswerSchema = z.object({
  id: z.number().int(),
  formId: z.number().int(),
  createdAt: z.string(),
  locale: z.string(),
  email: z.string().nullable(),
  /** Each answered field's value by key (a checkbox field's ticked values). */
  values: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
  files: z.array(adminFormFileSchema),
});
export type AdminFormAnswer = z.infer<typeof adminFormAnswerSchema>;

export const adminFormsEndpoints = {
  adminForms: endpoint({
    method: 'GET',
    path: '/admin/form',
    summary: 'The forms of the site with how many answers each has (admin)',
    tags,
    query: listQuery,
    data: listSchema(adminFormSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminForm: endpoint({
    method: 'GET',
    path: '/admin/form/:id',
    summary: 'A form with its fields as written, texts in both languages (admin)',
    tags,
    params: byId,
    data: adminFormSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminCreateForm: endpoint({
    method: 'POST',
    path: '/admin/form',
    summary: 'Adds a form (admin) with its fields',
    tags,
    body: adminFormInputSchema,
    data: adminFormSchema,
    refusals: [400, 401, 403],
  }),
  adminUpdateForm: endpoint({
    method: 'PUT',
    path: '/admin/form/:id',
    summary:
      'Saves a form and its fields (admin): types, required, choices, file limits, conditions on earlier fields. ' +
      'Answers already sent keep their values',
    tags,
    params: byId,
    body: adminFormInputSchema,
    data: adminFormSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteForm: endpoint({
    method: 'DELETE',
    path: '/admin/form/:id',
    summary: 'Deletes a form with its answers and their files (admin)',
    tags,
    params: byId,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404],
  }),
  adminFormAnswers: endpoint({
    method: 'GET',
    path: '/admin/form/:id/answer',
    summary: "A form's answers, newest first, with their values and files (admin)",
    tags,
    params: byId,
    query: listQuery,
    data: listSchema(adminFormAnswerSchema),
    refusals: [400, 401, 403, 404],
  }),
  /** A CSV download, not an envelope: the panel links to its URL. */
  adminFormAnswersExport: endpoint({
    method: 'GET',
    path: '/admin/form/:id/answer/export',
    summary:
      "A form's answers as a CSV file (admin): UTF-8 with a BOM, semicolons, one column per field, files by name",
    tags,
    params: byId,
    data: null,
    refusals: [400, 401, 403, 404],
  }),
  adminFormAnswer: endpoint({
    method: 'GET',
    path: '/admin/form/:id/answer/:idAnswer',
    summary: 'One answer of a form with its values and files (admin)',
    tags,
    params: answerParams,
    data: adminFormAnswerSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminDeleteFormAnswer: endpoint({
    method: 'DELETE',
    path: '/admin/form/:id/answer/:idAnswer',
    summary: 'Deletes an answer and its files (admin)',
    tags,
    params: answerParams,
    data: z.object({ id: z.number().int() }),
    refusals: [400, 401, 403, 404],
  }),
};
