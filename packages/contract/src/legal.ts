import { z } from './zod.ts';
import { LEGAL_TEXT_KEYS } from './parameters.ts';

/**
 * The legal texts' versions (issue 18 item 5): each save of one of the five texts (LEGAL_TEXT_KEYS) is kept with
 * its date and author, and an order records the sale terms' version its buyer accepted.
 */

export const legalTextKeySchema = z.enum(LEGAL_TEXT_KEYS);

/** The largest legal text kept, per language (the longest seeded one is about 15,000 characters). */
export const LEGAL_TEXT_MAX_LENGTH = 200_000;

/** A text's HTML per language, as stored: placeholders ({{COMPANY_NAME}}…) not filled in; `en` null when missing. */
export const legalHtmlSchema = z.object({ fr_FR: z.string(), en: z.string().nullable() });
export type LegalHtml = z.infer<typeof legalHtmlSchema>;

export const legalTextVersionSummarySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The administrator who saved it; null for the first version, written when the site was created. */
  createdBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
});
export type LegalTextVersionSummary = z.infer<typeof legalTextVersionSummarySchema>;

export const adminLegalTextSummarySchema = z.object({
  key: legalTextKeySchema,
  /** No English text: the English pages show the French one. */
  missingEnglish: z.boolean(),
  /** No French text: the page answers 404. */
  empty: z.boolean(),
  current: legalTextVersionSummarySchema.nullable(),
  versionCount: z.number().int(),
});
export type AdminLegalTextSummary = z.infer<typeof adminLegalTextSummarySchema>;

export const legalPlaceholderSchema = z.object({
  /** As written in a text: `{{COMPANY_NAME}}`. */
  placeholder: z.string(),
  /** The site parameter it is filled from: `LEGAL_COMPANY_NAME`. */
  parameter: z.string(),
  value: z.object({ fr_FR: z.string().nullable(), en: z.string().nullable() }),
});
export type LegalPlaceholderValue = z.infer<typeof legalPlaceholderSchema>;

export const adminLegalTextSchema = z.object({
  key: legalTextKeySchema,
  html: legalHtmlSchema,
  missingEnglish: z.boolean(),
  current: legalTextVersionSummarySchema.nullable(),
  placeholders: z.array(legalPlaceholderSchema),
  /** The text as the storefront shows it, placeholders filled; English falls back to French when missing. */
  preview: z.object({ fr_FR: z.string(), en: z.string() }),
});
export type AdminLegalText = z.infer<typeof adminLegalTextSchema>;

const legalHtmlInput = (required: boolean) => {
  const text = z.string().trim().max(LEGAL_TEXT_MAX_LENGTH);
  return required ? text.min(1) : text;
};

export const adminLegalTextUpdateSchema = z.object({
  html: z.object({
    fr_FR: legalHtmlInput(true),
    /** Empty or left out: no English text (the English pages show the French one). */
    en: legalHtmlInput(false).nullable().optional(),
  }),
});
export type AdminLegalTextUpdate = z.input<typeof adminLegalTextUpdateSchema>;

export const legalTextVersionSchema = legalTextVersionSummarySchema.extend({
  key: legalTextKeySchema,
  html: legalHtmlSchema,
  preview: z.object({ fr_FR: z.string(), en: z.string() }),
});
export type LegalTextVersion = z.infer<typeof legalTextVersionSchema>;

/** The sale terms of one order, in the request's language: the version in force when it was placed. */
export const orderSaleTermsSchema = z.object({
  orderId: z.number().int(),
  reference: z.string(),
  acceptedAt: z.string(),
  /** The version accepted; null for an order placed before versions were kept (then `html` is its copy). */
  version: z.object({ id: z.number().int(), createdAt: z.string() }).nullable(),
  html: z.string(),
});
export type OrderSaleTerms = z.infer<typeof orderSaleTermsSchema>;
