import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FormFieldDefinition } from '@atelier/contract';
import { createdAt, localized, rowId, siteId } from './columns.ts';
import { sites } from './site.ts';

/**
 * Dynamic forms (issue 17 item 4): a form's fields as the site's owner wrote them (texts per language), the
 * answers visitors sent, and the files that came with them. Only `forms` announces its changes on
 * 'site_changed' (GET /forms/{id} is kept by the answer cache; migration 0022): answers are read by no cache.
 */
export const forms = pgTable(
  'forms',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    title: localized('title').notNull(),
    description: localized('description'),
    submitLabel: localized('submit_label'),
    successMessage: localized('success_message'),
    fields: jsonb('fields').$type<FormFieldDefinition[]>().notNull(),
    /** Where answers are mailed; the site's COMPANY_EMAIL when null. */
    recipient: text('recipient'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const formAnswers = pgTable(
  'form_answers',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    formId: integer('form_id').notNull(),
    /** Each shown field's answer by key (a checkbox field's ticked values; files are in form_files). */
    answers: jsonb('answers').$type<Record<string, string | string[]>>().notNull(),
    /** The sender's address (the form's first e-mail field), who gets the acknowledgement. */
    email: text('email'),
    locale: text('locale').notNull(),
    /** The company's mail in the outbox. */
    mailId: integer('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.formId], foreignColumns: [forms.siteId, forms.id] }).onDelete('cascade'),
    index('form_answers_form_idx').on(t.siteId, t.formId, t.createdAt),
  ],
);

export const formFiles = pgTable(
  'form_files',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    answerId: integer('answer_id').notNull(),
    field: text('field').notNull(),
    /** The name it was sent with, cleaned (shown and used when downloaded). */
    filename: text('filename').notNull(),
    /** Its path in the site's private storage (storage.ts `sitePrivateFilePath`), never served under /media. */
    file: text('file').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.answerId], foreignColumns: [formAnswers.siteId, formAnswers.id] }).onDelete(
      'cascade',
    ),
    index('form_files_answer_idx').on(t.siteId, t.answerId),
  ],
);
