import { z } from './zod.ts';
import {
  CAPACITY_UNITS,
  COST_TYPES,
  CUSTOMIZATION_INPUT_TYPES,
  CUSTOMIZATION_TYPES,
  DISCOUNT_DETAIL_TYPES,
  DISCOUNT_TYPES,
  PRODUCT_KINDS,
} from './catalogue.ts';
import type { LocalizedText } from './locales.ts';

/**
 * The back-office's catalogue (issue 16 item 6): products as the panel reads and writes them, every text in
 * both languages ({fr_FR, en}), money in integer cents. Every save sends back the `version` it read: a save
 * that read an older version is refused (409) instead of overwriting someone else's change.
 */

/** Why a stock was changed from the back-office (the stock history's reasons). */
export const STOCK_REASONS = ['DELIVERY', 'INVENTORY', 'LOSS', 'RETURN', 'CORRECTION', 'OTHER'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

const MAX_INT = 2_147_483_647;
const cents = z.number().int().min(0).max(100_000_000);
const id = z.number().int().positive().max(MAX_INT);

/** A text in both languages as stored: French always, English when given (else French is shown). */
const storedTextSchema = z.object({ fr_FR: z.string(), en: z.string().optional() });

/** A text the panel sends: French required, English optional ('' is no English: French is shown instead). */
export const localizedInput = (max: number) =>
  z
    .object({
      fr_FR: z.string().trim().min(1).max(max),
      en: z.string().trim().max(max).optional(),
    })
    .transform((text): LocalizedText => (text.en ? { fr_FR: text.fr_FR, en: text.en } : { fr_FR: text.fr_FR }));

/** An optional text in both languages: null, or both empty, is none. */
export const optionalLocalizedInput = (max: number) =>
  z
    .object({ fr_FR: z.string().trim().max(max), en: z.string().trim().max(max).optional() })
    .nullable()
    .optional()
    .transform((text): LocalizedText | null => {
      if (!text || (!text.fr_FR && !text.en)) return null;
      return text.en ? { fr_FR: text.fr_FR || text.en, en: text.en } : { fr_FR: text.fr_FR };
    });

/** A slug: lower-case letters, digits and dashes (SPEC §5). */
export const slugText = z
  .string()
  .trim()
  .max(160)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A calendar day, 'YYYY-MM-DD'. */
const shopDayText = z.iso.date();

export const storedDiscountSchema = z.object({
  type: z.enum(DISCOUNT_TYPES),
  /** Cents for EURO, percent for PERCENT. */
  amount: z.number().int().min(0).max(100_000_000),
  detailType: z.enum(DISCOUNT_DETAIL_TYPES),
  /**
   * A dated discount's first and last days ('YYYY-MM-DD', the shop's days in Europe/Paris, both included); null
   * or left out is open. Outside them the price is the undiscounted one (packages/domain dated-discount.ts).
   */
  startsOn: shopDayText.nullable().optional(),
  endsOn: shopDayText.nullable().optional(),
});
const discountInput = storedDiscountSchema
  .refine((discount) => discount.type !== 'PERCENT' || discount.amount <= 100, {
    path: ['amount'],
    params: { i18n: 'ADMIN_PERCENT_ABOVE_100' },
  })
  .refine((discount) => !discount.startsOn || !discount.endsOn || discount.startsOn <= discount.endsOn, {
    path: ['endsOn'],
    params: { i18n: 'ADMIN_ENDS_BEFORE_START' },
  });

/** A decreasing quantity discount as stored: from `fromQuantity` units, each unit's price drops by it. */
const decreasingDiscountSchema = z.object({
  fromQuantity: z.number().int().min(2).max(100_000),
  type: z.enum(DISCOUNT_TYPES),
  /** Cents for EURO (per unit), percent for PERCENT. */
  amount: z.number().int().min(0).max(100_000_000),
});
const decreasingDiscountInput = decreasingDiscountSchema.refine(
  (discount) => discount.type !== 'PERCENT' || discount.amount <= 100,
  { path: ['amount'], params: { i18n: 'ADMIN_PERCENT_ABOVE_100' } },
);

export const focalPointSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });

/** An image of a product as the panel sees it: its stored file, its URL, its alt text in both languages. */
export const adminImageSchema = z.object({
  file: z.string(),
  url: z.string(),
  alt: storedTextSchema,
  width: z.number().int(),
  height: z.number().int(),
  focalPoint: focalPointSchema.nullable(),
});
export type AdminImage = z.infer<typeof adminImageSchema>;

const wineStoredSchema = z.object({
  appellation: storedTextSchema.nullable(),
  colour: storedTextSchema.nullable(),
  grapeVarieties: z.array(z.object({ name: z.string(), percent: z.number().int().nullable() })),
  alcoholPercent: z.number().nullable(),
  nutrition: z.object({ energyKcal: z.number(), sugarsG: z.number() }).nullable(),
  servingAdvice: storedTextSchema.nullable(),
});

const wineInput = z.object({
  appellation: optionalLocalizedInput(200),
  colour: optionalLocalizedInput(100),
  grapeVarieties: z
    .array(z.object({ name: z.string().trim().min(1).max(100), percent: z.number().int().min(0).max(100).nullable() }))
    .max(20)
    .default([]),
  alcoholPercent: z.number().min(0).max(100).nullable().default(null),
  nutrition: z
    .object({ energyKcal: z.number().min(0).max(10_000), sugarsG: z.number().min(0).max(1000) })
    .nullable()
    .default(null),
  servingAdvice: optionalLocalizedInput(2000),
});

/** A declination as the panel reads it (price and stock raw: no discount applied, no stock switch read). */
export const adminDeclinationSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  year: z.number().int().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  variationValueIds: z.array(z.number().int()),
  reference: z.string().nullable(),
  fixedPrice: z.boolean(),
  /** Its own price (cents) when fixedPrice; else the product's applies. */
  price: z.number().int().nullable(),
  discount: storedDiscountSchema.nullable(),
  /** True when the stock is tracked. */
  setQuantity: z.boolean(),
  quantity: z.number().int(),
  sellByMultipleOf: z.number().int().nullable(),
  weight: z.number().int().nullable(),
  position: z.number().int(),
});
export type AdminDeclination = z.infer<typeof adminDeclinationSchema>;

export const adminCustomizationSchema = z.object({
  id: z.number().int(),
  type: z.enum(CUSTOMIZATION_TYPES),
  inputType: z.enum(CUSTOMIZATION_INPUT_TYPES),
  label: storedTextSchema,
  help: storedTextSchema.nullable(),
  required: z.boolean(),
  position: z.number().int(),
  values: z.array(
    z.object({
      id: z.number().int(),
      textNumberOfChar: z.number().int().nullable(),
      selectKey: z.string().nullable(),
      label: storedTextSchema.nullable(),
      costType: z.enum(COST_TYPES),
      amount: z.number().int(),
    }),
  ),
  additionalCost: z.object({ costType: z.enum(COST_TYPES), amount: z.number().int() }).nullable(),
});

/** `GET /admin/product/{id}`: a product whole, as stored, with its version. */
export const adminProductSchema = z.object({
  id: z.number().int(),
  /** Send it back with the next save; it grows by one at each save. */
  version: z.number().int(),
  updatedAt: z.string(),
  createdAt: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  subtype: z.string().nullable(),
  name: storedTextSchema,
  slug: storedTextSchema,
  summary: storedTextSchema.nullable(),
  description: storedTextSchema.nullable(),
  price: z.number().int(),
  discount: storedDiscountSchema.nullable(),
  sellByMultipleOf: z.number().int(),
  isDematerialized: z.boolean(),
  hasShippingFees: z.boolean(),
  weight: z.number().int(),
  images: z.array(adminImageSchema),
  tags: z.array(storedTextSchema),
  features: z.array(z.object({ label: storedTextSchema, value: storedTextSchema })),
  decreasingDiscounts: z.array(decreasingDiscountSchema),
  wine: wineStoredSchema.nullable(),
  variationIds: z.array(z.number().int()),
  recommendedIds: z.array(z.number().int()),
  mealIconIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  position: z.number().int(),
  isPublished: z.boolean(),
  /** Made to measure (issue 19): the product page links to the quote request. */
  isMadeToMeasure: z.boolean(),
  /** A fabric sold by the metre: its declinations are offered by the quote request form, priced per metre. */
  soldByMetre: z.boolean(),
  declinations: z.array(adminDeclinationSchema),
  customizations: z.array(adminCustomizationSchema),
  /** The storefront's pages of the product in both languages. */
  urls: z.object({ fr_FR: z.string(), en: z.string() }),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

/** A row of `GET /admin/product`. */
export const adminProductSummarySchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  /** In the request's language. */
  name: z.string(),
  isPublished: z.boolean(),
  /** The product's price (cents); declinations with a fixed price have their own. */
  price: z.number().int(),
  /** The URL of its first image, or null. */
  image: z.string().nullable(),
  declinationCount: z.number().int(),
  /** The sum of the tracked stocks, or null when no declination's stock is tracked. */
  stock: z.number().int().nullable(),
  /** References of its declinations. */
  references: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  updatedAt: z.string(),
});
export type AdminProductSummary = z.infer<typeof adminProductSummarySchema>;

const imageInput = z.object({
  /** A file the product already has (an upload adds one: `POST /admin/product/{id}/image`). */
  file: z.string().min(1).max(300),
  /** What the picture shows, for those who cannot see it: French required, English optional. */
  alt: localizedInput(300),
  focalPoint: focalPointSchema.nullable().default(null),
});

/** What `POST /admin/product` takes, and `PUT /admin/product/{id}` with the version read. */
export const adminProductInputSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  subtype: z.string().trim().max(50).nullable().default(null),
  name: localizedInput(200),
  /** Made from the name when left out or empty (SPEC §5). */
  slug: z
    .object({ fr_FR: slugText.or(z.literal('')).optional(), en: slugText.or(z.literal('')).optional() })
    .optional(),
  summary: optionalLocalizedInput(1000),
  description: optionalLocalizedInput(20_000),
  price: cents,
  discount: discountInput.nullable().default(null),
  sellByMultipleOf: z.number().int().min(1).max(1000).default(1),
  isDematerialized: z.boolean().default(false),
  hasShippingFees: z.boolean().default(true),
  /** Grams. */
  weight: z.number().int().min(0).max(1_000_000).default(0),
  /** The images in the order shown; files the product has, an alt text for each (French required to publish). */
  images: z.array(imageInput).max(30).default([]),
  tags: z.array(localizedInput(60)).max(30).default([]),
  features: z
    .array(z.object({ label: localizedInput(100), value: localizedInput(500) }))
    .max(50)
    .default([]),
  /** At most one threshold per quantity (ADMIN_QUANTITY_TIER_TWICE). */
  decreasingDiscounts: z.array(decreasingDiscountInput).max(20).default([]),
  wine: wineInput.nullable().default(null),
  variationIds: z.array(id).max(3).default([]),
  recommendedIds: z.array(id).max(20).default([]),
  mealIconIds: z.array(id).max(30).default([]),
  categoryIds: z.array(id).max(30).default([]),
  position: z.number().int().min(0).max(MAX_INT).default(0),
  isPublished: z.boolean().default(false),
  /** Made to measure (issue 19): the product page links to the quote request. */
  isMadeToMeasure: z.boolean().default(false),
  /** A fabric sold by the metre, offered by the quote request form at its declinations' prices per metre. */
  soldByMetre: z.boolean().default(false),
});
export type AdminProductInput = z.input<typeof adminProductInputSchema>;

/** `POST /admin/product`: the product and its first declination (a product is sold through its declinations). */
export const adminProductCreateSchema = adminProductInputSchema.extend({
  declination: z
    .object({
      reference: z.string().trim().max(60).nullable().default(null),
      setQuantity: z.boolean().default(false),
      quantity: z.number().int().min(0).max(1_000_000).default(0),
    })
    .default({ reference: null, setQuantity: false, quantity: 0 }),
});
export type AdminProductCreate = z.input<typeof adminProductCreateSchema>;

export const versionField = z.number().int().min(1).max(MAX_INT);

export const adminProductUpdateSchema = adminProductInputSchema.extend({ version: versionField });
export type AdminProductUpdate = z.input<typeof adminProductUpdateSchema>;

/**
 * `PUT /admin/product/{id}/declination/{idDeclination}`: the fields given change, the others stay. A stock change
 * gives its reason; `seen` is the stock the form showed: when orders moved it meanwhile, the change is applied
 * as a difference (seen 10 → 12 on a stock now 9 gives 11), so no order's reservation is lost.
 */
export const adminDeclinationUpdateSchema = z.object({
  version: versionField,
  year: z.number().int().min(1800).max(2200).nullable().optional(),
  capacity: z.number().positive().max(10_000).nullable().optional(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable().optional(),
  variationValueIds: z.array(id).max(3).optional(),
  reference: z.string().trim().max(60).nullable().optional(),
  fixedPrice: z.boolean().optional(),
  price: cents.nullable().optional(),
  discount: discountInput.nullable().optional(),
  setQuantity: z.boolean().optional(),
  stock: z
    .object({
      quantity: z.number().int().min(0).max(1_000_000),
      seen: z.number().int().min(-1_000_000).max(1_000_000).optional(),
      reason: z.enum(STOCK_REASONS),
      note: z.string().trim().max(500).nullable().optional(),
    })
    .optional(),
  sellByMultipleOf: z.number().int().min(1).max(1000).nullable().optional(),
  weight: z.number().int().min(0).max(1_000_000).nullable().optional(),
  position: z.number().int().min(0).max(MAX_INT).optional(),
});
export type AdminDeclinationUpdate = z.input<typeof adminDeclinationUpdateSchema>;

/** `POST /admin/product/{id}/declination`: a new declination (its stock's first movement is recorded). */
export const adminDeclinationCreateSchema = z.object({
  year: z.number().int().min(1800).max(2200).nullable().default(null),
  capacity: z.number().positive().max(10_000).nullable().default(null),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable().default(null),
  variationValueIds: z.array(id).max(3).default([]),
  reference: z.string().trim().max(60).nullable().default(null),
  fixedPrice: z.boolean().default(false),
  price: cents.nullable().default(null),
  discount: discountInput.nullable().default(null),
  setQuantity: z.boolean().default(false),
  quantity: z.number().int().min(0).max(1_000_000).default(0),
  sellByMultipleOf: z.number().int().min(1).max(1000).nullable().default(null),
  weight: z.number().int().min(0).max(1_000_000).nullable().default(null),
  position: z.number().int().min(0).max(MAX_INT).default(0),
});
export type AdminDeclinationCreate = z.input<typeof adminDeclinationCreateSchema>;

/** The answer of a declination's save: the declination, its product's new version, what the stock became. */
export const adminDeclinationSavedSchema = z.object({
  declination: adminDeclinationSchema,
  /** True when orders had moved the stock since the form was read and the change was applied as a difference. */
  stockMerged: z.boolean(),
});
export type AdminDeclinationSaved = z.infer<typeof adminDeclinationSavedSchema>;

/** One line of a declination's stock history. */
export const stockMovementSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  declinationId: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  delta: z.number().int(),
  quantity: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  note: z.string().nullable(),
});
export type StockMovement = z.infer<typeof stockMovementSchema>;

/** Multipart fields of `POST /admin/product/{id}/image` (the file under `image`). */
export const adminImageUploadFields = ['altFr', 'altEn'] as const;
export const MAX_PRODUCT_IMAGE_BYTES = 10 * 1024 * 1024;

/** A discount code as the panel reads it (`POST /order/discount` applies it to a cart). */
export const adminDiscountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Cents for EURO, percent for PERCENT. */
  amount: z.number().int(),
  detailType: z.enum(DISCOUNT_DETAIL_TYPES),
  /** Products total (cents) the cart must reach. */
  minimumTotal: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  maxUses: z.number().int().nullable(),
  usedCount: z.number().int(),
  isActive: z.boolean(),
});
export type AdminDiscountCode = z.infer<typeof adminDiscountCodeSchema>;

/** What `POST /admin/discount-code` and `PUT /admin/discount-code/{id}` take. */
export const adminDiscountCodeInputSchema = z
  .object({
    code: z
      .string()
      .trim()
      .min(2)
      .max(40)
      .regex(/^[A-Za-z0-9_-]+$/)
      .transform((code) => code.toUpperCase()),
    type: z.enum(DISCOUNT_TYPES),
    amount: z.number().int().min(1).max(100_000_000),
    detailType: z.enum(DISCOUNT_DETAIL_TYPES).default('PRODUCT'),
    minimumTotal: cents.default(0),
    startsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    maxUses: z.number().int().min(1).max(1_000_000).nullable().default(null),
    isActive: z.boolean().default(true),
  })
  .refine((input) => input.type !== 'PERCENT' || input.amount <= 100, {
    path: ['amount'],
    params: { i18n: 'ADMIN_PERCENT_ABOVE_100' },
  })
  .refine((input) => !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt), {
    path: ['endsAt'],
    params: { i18n: 'ADMIN_ENDS_BEFORE_START' },
  });
export type AdminDiscountCodeInput = z.input<typeof adminDiscountCodeInputSchema>;
