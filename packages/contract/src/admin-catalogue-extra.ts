import { z } from './zod.ts';
import {
  adminCustomizationSchema,
  localizedInput,
  optionalLocalizedInput,
  slugText,
  versionField,
} from './admin-catalogue.ts';
import { COST_TYPES, CUSTOMIZATION_INPUT_TYPES, CUSTOMIZATION_TYPES } from './catalogue.ts';

/**
 * The back-office's catalogue, continued (issue 16 item 6): a product's customization questions with their cost
 * rules, and the site's categories, meal icons and a product's awards. Texts in both languages, money in cents.
 */

const MAX_INT = 2_147_483_647;
const storedTextSchema = z.object({ fr_FR: z.string(), en: z.string().optional() });

// ─── customizations ───

/** The file types a FILE customization may accept (what the file validation can check). */
export const CUSTOMIZATION_FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
  'application/pdf',
] as const;
export const MAX_CUSTOMIZATION_FILE_SIZE = 10 * 1024 * 1024;

/** A customization as the panel reads it, with its file rule (FILE). */
export const adminCustomizationDetailSchema = adminCustomizationSchema.extend({
  file: z.object({ accept: z.array(z.string()), maxBytes: z.number().int() }).nullable(),
});
export type AdminCustomization = z.infer<typeof adminCustomizationDetailSchema>;

/**
 * `GET|POST|PUT|DELETE /admin/product/{id}/customization…`: the product's customizations in order, and the
 * product's version after the call (a customization's save moves the product's version, as any save of it).
 */
export const adminCustomizationsSchema = z.object({
  productVersion: z.number().int(),
  items: z.array(adminCustomizationDetailSchema),
});
export type AdminCustomizations = z.infer<typeof adminCustomizationsSchema>;

/** A cost rule: EURO in cents, PERCENT a whole percent of the declination's unit price, NONE free. */
const costInput = z
  .object({ costType: z.enum(COST_TYPES), amount: z.number().int().min(0).max(100_000_000).default(0) })
  .refine((cost) => cost.costType !== 'PERCENT' || cost.amount <= 100, {
    path: ['amount'],
    params: { i18n: 'ADMIN_PERCENT_ABOVE_100' },
  });

/**
 * A TEXT tier (`textNumberOfChar`: from that many characters) or a SELECT option (`selectKey` and its label),
 * with its cost.
 */
const customizationValueInput = z
  .object({
    textNumberOfChar: z.number().int().min(0).max(10_000).nullable().default(null),
    selectKey: z.string().trim().min(1).max(60).nullable().default(null),
    label: optionalLocalizedInput(200),
    costType: z.enum(COST_TYPES),
    amount: z.number().int().min(0).max(100_000_000).default(0),
  })
  .refine((value) => value.costType !== 'PERCENT' || value.amount <= 100, {
    path: ['amount'],
    params: { i18n: 'ADMIN_PERCENT_ABOVE_100' },
  });

/**
 * What `POST /admin/product/{id}/customization` takes, and `PUT …/customization/{idCustomization}`: the whole
 * question, with the product's version read. TEXT takes tiers (`values` with `textNumberOfChar`), SELECT options
 * (`values` with `selectKey` and `label`), CHECKBOX and FILE one `additionalCost` (FILE also its `file` rule).
 */
export const adminCustomizationInputSchema = z.object({
  version: versionField,
  type: z.enum(CUSTOMIZATION_TYPES).default('SIMPLE'),
  inputType: z.enum(CUSTOMIZATION_INPUT_TYPES),
  label: localizedInput(200),
  help: optionalLocalizedInput(1000),
  required: z.boolean().default(false),
  position: z.number().int().min(0).max(MAX_INT).default(0),
  values: z.array(customizationValueInput).max(50).default([]),
  additionalCost: costInput.nullable().default(null),
  file: z
    .object({
      accept: z.array(z.enum(CUSTOMIZATION_FILE_TYPES)).min(1).max(CUSTOMIZATION_FILE_TYPES.length),
      maxBytes: z.number().int().min(1024).max(MAX_CUSTOMIZATION_FILE_SIZE),
    })
    .nullable()
    .default(null),
});
export type AdminCustomizationInput = z.input<typeof adminCustomizationInputSchema>;

/** `DELETE /admin/product/{id}/customization/{idCustomization}?version=…` */
export const adminCustomizationDeleteQuery = z.object({ version: z.coerce.number().int().min(1).max(MAX_INT) });

// ─── categories ───

export const adminCategorySchema = z.object({
  id: z.number().int(),
  name: storedTextSchema,
  slug: storedTextSchema,
  description: storedTextSchema.nullable(),
  position: z.number().int(),
  /** How many products are in it (a category in use cannot be deleted). */
  productCount: z.number().int(),
  /** Its storefront pages. */
  urls: z.object({ fr_FR: z.string(), en: z.string() }),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminCategoryInputSchema = z.object({
  name: localizedInput(120),
  /** Made from the name when left out or empty (SPEC §5). */
  slug: z
    .object({ fr_FR: slugText.or(z.literal('')).optional(), en: slugText.or(z.literal('')).optional() })
    .optional(),
  description: optionalLocalizedInput(5000),
  position: z.number().int().min(0).max(MAX_INT).default(0),
});
export type AdminCategoryInput = z.input<typeof adminCategoryInputSchema>;

// ─── meal icons ───

/** The drawings the storefront has for a meal icon (apps/web features/product/MealIcons.tsx); others show a plate. */
export const MEAL_ICON_DRAWINGS = [
  'meat',
  'red-meat',
  'beef',
  'poultry',
  'chicken',
  'fish',
  'seafood',
  'shellfish',
  'cheese',
  'dessert',
  'vegetables',
  'vegetarian',
  'pork',
  'charcuterie',
  'game',
  'lamb',
  'aperitif',
  'spicy',
  'pasta',
] as const;

export const adminMealIconSchema = z.object({
  id: z.number().int(),
  name: storedTextSchema,
  icon: z.string(),
  /** How many products show it. */
  productCount: z.number().int(),
});
export type AdminMealIcon = z.infer<typeof adminMealIconSchema>;

export const adminMealIconInputSchema = z.object({
  name: localizedInput(100),
  icon: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
});
export type AdminMealIconInput = z.input<typeof adminMealIconInputSchema>;

// ─── awards ───

export const adminAwardSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  name: storedTextSchema,
  year: z.number().int().nullable(),
  medal: storedTextSchema.nullable(),
});
export type AdminAward = z.infer<typeof adminAwardSchema>;

export const adminAwardInputSchema = z.object({
  name: localizedInput(200),
  year: z.number().int().min(1800).max(2200).nullable().default(null),
  medal: optionalLocalizedInput(100),
});
export type AdminAwardInput = z.input<typeof adminAwardInputSchema>;
