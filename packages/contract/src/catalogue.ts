import { z } from './zod.ts';
import { imageSchema } from './site.ts';

/**
 * The shop's catalogue as the API answers it (SPEC §3 Product, Declination, Customization; issue 4).
 * Money is in integer cents everywhere; every text is already in the request's language.
 */
export const PRODUCT_KINDS = ['WINE', 'BOX', 'OTHER'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const CAPACITY_UNITS = ['LITER', 'CENTILITRE'] as const;
export type CapacityUnit = (typeof CAPACITY_UNITS)[number];
/** EURO: `amount` in cents; PERCENT: `amount` in percent (15 = 15 %). */
export const DISCOUNT_TYPES = ['EURO', 'PERCENT'] as const;
export const DISCOUNT_DETAIL_TYPES = ['PRODUCT', 'SHIPPING_FEES'] as const;
export const CUSTOMIZATION_TYPES = ['SIMPLE', 'DYNAMIC_FORM'] as const;
export const CUSTOMIZATION_INPUT_TYPES = ['TEXT', 'SELECT', 'CHECKBOX', 'FILE'] as const;
/** EURO: `amount` in cents; NONE: free; PERCENT: `amount` in percent of the declination's price. */
export const COST_TYPES = ['EURO', 'NONE', 'PERCENT'] as const;
export type CostType = (typeof COST_TYPES)[number];

/** A stored image with its intrinsic size, so pages reserve its room (no layout shift). */
export const sizedImageSchema = imageSchema.extend({ width: z.number().int(), height: z.number().int() });
export type SizedImage = z.infer<typeof sizedImageSchema>;

export const discountSchema = z.object({
  id: z.number().int(),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number().int(),
  detailType: z.enum(DISCOUNT_DETAIL_TYPES),
});
export type Discount = z.infer<typeof discountSchema>;

/** From `fromQuantity` units on, the unit price drops by the discount (decreasing quantity discounts). */
export const decreasingDiscountSchema = z.object({
  fromQuantity: z.number().int(),
  type: z.enum(DISCOUNT_TYPES),
  amount: z.number().int(),
});
export type DecreasingDiscount = z.infer<typeof decreasingDiscountSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  image: sizedImageSchema.nullable(),
  /** Paths of the category page in both languages (the shop's sub-pages). */
  urls: z.object({ fr_FR: z.string(), en: z.string() }),
});
export type Category = z.infer<typeof categorySchema>;

/** What a wine adds to a product. */
export const wineSchema = z.object({
  appellation: z.string().nullable(),
  colour: z.string().nullable(),
  grapeVarieties: z.array(z.object({ name: z.string(), percent: z.number().int().nullable() })),
  alcoholPercent: z.number().nullable(),
  /** Per 100 ml, shown when SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET is on. */
  nutrition: z.object({ energyKcal: z.number(), sugarsG: z.number() }).nullable(),
  servingAdvice: z.string().nullable(),
});
export type Wine = z.infer<typeof wineSchema>;

/** A card of the product lists (category pages, search). */
export const productSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  kind: z.enum(PRODUCT_KINDS),
  /** BOTTLE for wines sold by the bottle. */
  subtype: z.string().nullable(),
  name: z.string(),
  summary: z.string().nullable(),
  image: sizedImageSchema.nullable(),
  /** The default declination's price before and after its discount, in cents. */
  price: z.number().int(),
  discountedPrice: z.number().int(),
  discount: discountSchema.nullable(),
  /** The id of the declination shown by default (the first one in stock). */
  idDeclination: z.number().int(),
  sellByMultipleOf: z.number().int(),
  /** False when every declination whose stock is tracked is sold out. */
  inStock: z.boolean(),
  hasCustomization: z.boolean(),
  categories: z.array(z.string()),
  tags: z.array(z.string()),
  /** The product page's path in the request's language ('/products/…' or '/wines/…', '/en' first in English). */
  url: z.string(),
  wine: z.object({ appellation: z.string().nullable(), year: z.number().int().nullable() }).nullable(),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

export const productVariationSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  displayLabel: z.string().nullable(),
  values: z.array(z.object({ id: z.number().int(), value: z.string() })),
});

export const declinationSchema = z.object({
  id: z.number().int(),
  year: z.number().int().nullable(),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  /** The chosen value of each of the product's variations (variation id → value id). */
  variations: z.array(z.object({ idVariation: z.number().int(), id: z.number().int() })),
  /** 'Velours prune · 45 × 45 cm', '2019 · 75 cl'. */
  label: z.string(),
  reference: z.string().nullable(),
  /** A fixed price replaces the product's price for this declination. */
  fixedPrice: z.boolean(),
  price: z.number().int(),
  discountedPrice: z.number().int(),
  discount: discountSchema.nullable(),
  /** True when the stock is tracked; `quantity` is then the stock, else null. */
  setQuantity: z.boolean(),
  quantity: z.number().int().nullable(),
  sellByMultipleOf: z.number().int(),
  image: sizedImageSchema.nullable(),
});
export type Declination = z.infer<typeof declinationSchema>;

export const customizationValueSchema = z.object({
  id: z.number().int(),
  /** TEXT: the tier's character count; the highest tier at most the text's length applies. */
  textNumberOfChar: z.number().int().nullable(),
  /** SELECT: the option's key and label. */
  selectKey: z.string().nullable(),
  label: z.string().nullable(),
  costType: z.enum(COST_TYPES),
  amount: z.number().int(),
});

export const customizationSchema = z.object({
  id: z.number().int(),
  type: z.enum(CUSTOMIZATION_TYPES),
  inputType: z.enum(CUSTOMIZATION_INPUT_TYPES),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  position: z.number().int(),
  customizationValues: z.array(customizationValueSchema),
  /** CHECKBOX and FILE: the cost when the box is ticked or a file given. */
  additionalCost: z.object({ costType: z.enum(COST_TYPES), amount: z.number().int() }).nullable(),
  /** FILE: accepted types and the size limit. */
  file: z.object({ accept: z.array(z.string()), maxBytes: z.number().int() }).nullable(),
});
export type Customization = z.infer<typeof customizationSchema>;

export const productDetailSchema = productSummarySchema.extend({
  description: z.string().nullable(),
  images: z.array(sizedImageSchema),
  variations: z.array(productVariationSchema).max(3),
  declinations: z.array(declinationSchema),
  features: z.array(z.object({ label: z.string(), value: z.string() })),
  decreasingDiscounts: z.array(decreasingDiscountSchema),
  customizations: z.array(customizationSchema),
  wineDetail: wineSchema.nullable(),
  /** Ids of the meal icons paired with the product (`GET /parameter/product/meal-icon` names them). */
  mealIconIds: z.array(z.number().int()),
  /** Paths of the product page in both languages (language switch, hreflang). */
  urls: z.object({ fr_FR: z.string(), en: z.string() }),
  /** Made to measure (issue 19): the page links to the quote request (`/devis-sur-mesure?product={id}`). */
  isMadeToMeasure: z.boolean(),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const awardSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  year: z.number().int().nullable(),
  medal: z.string().nullable(),
  image: sizedImageSchema.nullable(),
});
export type Award = z.infer<typeof awardSchema>;

export const mealIconSchema = z.object({ id: z.number().int(), name: z.string(), icon: z.string() });
export type MealIcon = z.infer<typeof mealIconSchema>;

/** SPEC §4 product list filters (`GET /v2/product`), plus the category. */
export const PRODUCT_LIST_DEFAULTS = { nbItem: 100, page: 1, orderBy: 'price' } as const;
export const PRODUCT_ORDERS = ['price', '-price', 'name', '-name', 'id', '-id'] as const;

/** One answer of a customization form (text, select key, 'true'/'false', or a validated file's token). */
export const customizationAnswerSchema = z.object({
  idCustomization: z.number().int().positive(),
  answer: z.string().max(2000),
});
export type CustomizationAnswer = z.infer<typeof customizationAnswerSchema>;

/** `POST /cart/product/{id}/declination/{id}/customize/price` body and answer. */
export const customizePriceRequestSchema = z.object({ answers: z.array(customizationAnswerSchema).max(50) });
export const customizePriceSchema = z.object({
  /** The declination's unit price after its discount, the customizations' extra, and their sum (cents). */
  basePrice: z.number().int(),
  extra: z.number().int(),
  total: z.number().int(),
  /** The extra of each answer, as shown beside it: '+5,00 €', '+10 %' or null. */
  lines: z.array(
    z.object({ idCustomization: z.number().int(), extra: z.number().int(), display: z.string().nullable() }),
  ),
});
export type CustomizePrice = z.infer<typeof customizePriceSchema>;

/** `POST /product-customization/{id}/file/validate` answer: `token` is what the customization's answer carries. */
export const customizationFileSchema = z.object({
  token: z.string(),
  filename: z.string(),
  mimeType: z.string(),
  bytes: z.number().int(),
});
export type CustomizationFile = z.infer<typeof customizationFileSchema>;
