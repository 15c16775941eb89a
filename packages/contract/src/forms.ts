import { z } from './zod.ts';
import { FORM_HONEYPOT_FIELD } from './form-rules.ts';
import { localizedTextSchema } from './locale.ts';

export * from './form-rules.ts';

/**
 * Dynamic forms (SPEC §3 forms, §5, §7 Forms; issue 17 item 4): a form is a list of fields a site's owner
 * writes; a visitor's answer is checked by the server field by field (SPEC §5, the refusal of §8 with each
 * field's error under its key), stored, and mailed to the company with its files.
 */

export const FORM_FIELD_TYPES = [
  'text',
  'longText',
  'email',
  'phone',
  'number',
  'date',
  'select',
  'radio',
  'checkboxes',
  'file',
] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** A field's key: the multipart name of its answer and the key of its error. */
const fieldKeySchema = z
  .string()
  .regex(/^[a-zA-Z][a-zA-Z0-9_]{0,39}$/)
  .refine((key) => key !== FORM_HONEYPOT_FIELD, 'reserved for the trap');

/** Shown only when another field's answer is one of `values` (a checkbox field: when one of them is ticked). */
const showIfSchema = z.object({ field: fieldKeySchema, values: z.array(z.string().min(1)).min(1) });

/** A field as the site stores it (texts per language). */
export const formFieldDefinitionSchema = z.object({
  key: fieldKeySchema,
  type: z.enum(FORM_FIELD_TYPES),
  label: localizedTextSchema,
  help: localizedTextSchema.optional(),
  required: z.boolean().optional(),
  /** select, radio and checkboxes. */
  options: z.array(z.object({ value: z.string().min(1).max(100), label: localizedTextSchema })).optional(),
  /** number: the bounds of the value. */
  min: z.number().optional(),
  max: z.number().optional(),
  /** text and longText (defaults 200 and 5,000 characters). */
  maxLength: z.number().int().positive().max(20_000).optional(),
  /** file: the types taken, read from the content ('image/png', 'image/*', '.pdf'), the size and count. */
  accept: z.array(z.string().min(1)).optional(),
  maxBytes: z
    .number()
    .int()
    .positive()
    .max(10 * 1024 * 1024)
    .optional(),
  maxFiles: z.number().int().min(1).max(5).optional(),
  showIf: showIfSchema.optional(),
  /**
   * checkboxes: its boxes ask the visitor's consent (GDPR): each answer records what was ticked with the version
   * of the label shown (a consent record, like the cookie banner's).
   */
  consent: z.boolean().optional(),
});
export type FormFieldDefinition = z.infer<typeof formFieldDefinitionSchema>;

/** A field as the API answers it: texts in the request's language, defaults filled in. */
export const formFieldSchema = z.object({
  key: z.string(),
  type: z.enum(FORM_FIELD_TYPES),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  min: z.number().nullable(),
  max: z.number().nullable(),
  maxLength: z.number().int().nullable(),
  accept: z.array(z.string()),
  maxBytes: z.number().int().nullable(),
  maxFiles: z.number().int(),
  showIf: showIfSchema.nullable(),
});
export type FormField = z.infer<typeof formFieldSchema>;

/** GET /forms/{id}. */
export const formSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  submitLabel: z.string(),
  successMessage: z.string(),
  fields: z.array(formFieldSchema),
});
export type Form = z.infer<typeof formSchema>;

/** POST /forms/{id}/answer/validate: every answer is right (else the SPEC §8 refusal, per field key). */
export const formAnswerValidSchema = z.object({ valid: z.literal(true) });

/** POST /forms/{id}/submit: the answer was received; the text to show. */
export const formSubmittedSchema = z.object({ message: z.string() });
export type FormSubmitted = z.infer<typeof formSubmittedSchema>;
