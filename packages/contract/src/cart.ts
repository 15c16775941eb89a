import { z } from './zod.ts';
import {
  CAPACITY_UNITS,
  CUSTOMIZATION_INPUT_TYPES,
  DISCOUNT_DETAIL_TYPES,
  DISCOUNT_TYPES,
  PRODUCT_KINDS,
  decreasingDiscountSchema,
  discountSchema,
  sizedImageSchema,
} from './catalogue.ts';

/**
 * The cart as the API answers it (SPEC §3 Cart, §7 Cart calls; issue 6). Money in integer cents, computed by
 * the server only; every text in the request's language.
 */
export const CART_TYPES = ['MAIN_CART'] as const;
export type CartType = (typeof CART_TYPES)[number];

/** A cart's public id: a random UUID; `new` in the add-to-cart path creates one. */
export const NEW_CART_ID = 'new';

/** A discount code as typed by a customer (matched case-insensitively). */
export const discountCodeInputSchema = z.string().trim().max(64);

/**
 * `POST /cart` and `POST /cart/{cartId}`. `discountCode`: a code applies it (a 400 when it does not apply,
 * the cart unchanged), null or '' clears it, absent keeps the cart's code.
 */
export const cartRequestSchema = z.object({
  discountCode: discountCodeInputSchema.nullish(),
  type: z.enum(CART_TYPES).default('MAIN_CART'),
});
export type CartRequest = z.input<typeof cartRequestSchema>;

/** One customization answer of an add to cart: text, select key, 'true'/'false', or a validated file's token. */
export const cartAnswerSchema = z.object({
  idCustomization: z.number().int().positive(),
  value: z.string().max(2000),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

/**
 * `POST /cart/{cartId|new}/product/{declinationId}`, multipart (SPEC §7): `type`, `quantity`, and
 * `customizations` as a JSON-stringified list of {idCustomization, value}; the files of FILE customizations
 * under `image` (one) or `images` (several). A FILE answer whose value is empty takes the next file, one whose
 * value is a file's name takes that file, one whose value is the token of a validated file keeps it. A JSON body
 * of the same fields is accepted too. Any price sent is ignored: the server prices the cart.
 */
export const addToCartSchema = z.object({
  type: z.enum(CART_TYPES).default('MAIN_CART'),
  quantity: z.number().int(),
  customizations: z.array(cartAnswerSchema).max(50).default([]),
});
export type AddToCart = z.input<typeof addToCartSchema>;

/** `PUT /cart/{cartId}/product/{productId}/quantity`: the new quantity of one line. */
export const cartQuantitySchema = z.object({
  quantity: z.number().int(),
  idCartProduct: z.number().int().positive(),
});
export type CartQuantity = z.infer<typeof cartQuantitySchema>;

export const cartLineCustomizationSchema = z.object({
  idCustomization: z.number().int(),
  inputType: z.enum(CUSTOMIZATION_INPUT_TYPES),
  /** The customization's label ('Prénom brodé'). */
  label: z.string(),
  /** The answer as kept: the text, the select key, 'true', or the file's token. */
  value: z.string(),
  /** The answer as shown: the text, the option's label, 'Oui', 'Fichier PNG'. */
  valueLabel: z.string(),
  /** What it adds to one unit (cents) and as shown: '+5,00 €', '+10 %' or null. */
  extra: z.number().int(),
  display: z.string().nullable(),
});
export type CartLineCustomization = z.infer<typeof cartLineCustomizationSchema>;

export const cartLineSchema = z.object({
  /** The line's id (`idCartProduct`). */
  id: z.number().int(),
  idProduct: z.number().int(),
  idDeclination: z.number().int(),
  name: z.string(),
  slug: z.string(),
  /** The product page's path in the request's language. */
  url: z.string(),
  /** The declination's variation values, year and capacity ('Écru · 40 × 40 cm', '2022 · 75 cl'); null when it has none. */
  declinationLabel: z.string().nullable(),
  image: sizedImageSchema.nullable(),
  quantity: z.number().int(),
  type: z.enum(PRODUCT_KINDS),
  subtype: z.string().nullable(),
  isDematerialized: z.boolean(),
  hasShippingFees: z.boolean(),
  capacity: z.number().nullable(),
  capacityUnit: z.enum(CAPACITY_UNITS).nullable(),
  sellByMultipleOf: z.number().int(),
  reference: z.string().nullable(),
  /** Grams, one unit. */
  weight: z.number().int(),
  /** One unit before the product's discount (without customizations), and the discount that applies. */
  price: z.number().int(),
  discount: discountSchema.nullable(),
  /** One unit after the product's discount, without customizations. */
  basePrice: z.number().int(),
  /** What the customizations add to one unit. */
  customizationExtra: z.number().int(),
  /** basePrice + customizationExtra: one unit after the product's discount, customizations included. */
  unitPrice: z.number().int(),
  /** The decreasing quantity discount the product's units in the cart reach, and one unit after it. */
  quantityDiscount: decreasingDiscountSchema.nullable(),
  finalUnitPrice: z.number().int(),
  /** finalUnitPrice × quantity. */
  total: z.number().int(),
  customizations: z.array(cartLineCustomizationSchema),
  /** The stock when it is tracked, else null. */
  stock: z.number().int().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

/** The code applied to the cart: `total` is what it takes off the products (0 for a SHIPPING_FEES code). */
export const cartDiscountSchema = z.object({
  code: z.string(),
  type: z.enum(DISCOUNT_TYPES),
  /** Cents for EURO, percent for PERCENT. */
  amount: z.number().int(),
  detailType: z.enum(DISCOUNT_DETAIL_TYPES),
  minimumTotal: z.number().int(),
  total: z.number().int(),
});
export type CartDiscount = z.infer<typeof cartDiscountSchema>;

export const cartSchema = z.object({
  id: z.string(),
  type: z.enum(CART_TYPES),
  /** True for a logged user's default (main) cart; a guest's cart is never default. */
  isDefault: z.boolean(),
  products: z.array(cartLineSchema),
  /** Lines whose product was withdrawn from sale (or its declination removed): shown to be removed, not priced. */
  unavailableProducts: z.array(
    z.object({
      id: z.number().int(),
      idProduct: z.number().int(),
      idDeclination: z.number().int(),
      name: z.string().nullable(),
    }),
  ),
  /** Every unit in the cart (the header's count). */
  quantity: z.number().int(),
  /** The lines before the discount code, and the products to pay after its PRODUCT discount. */
  totalProduct: z.number().int(),
  totalProductToPay: z.number().int(),
  /** The cart's code as kept, the discount it gives now, or why it does not apply now (minimum no longer reached…). */
  discountCode: z.string().nullable(),
  discount: cartDiscountSchema.nullable(),
  discountError: z.string().nullable(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartDeletedSchema = z.object({ deleted: z.literal(true) });

/** `POST /order/discount`: what a code would give the cart, before the cart page applies it. */
export const orderDiscountRequestSchema = z.object({
  code: discountCodeInputSchema.min(1),
  idCart: z.string().max(64),
});
export type OrderDiscountRequest = z.infer<typeof orderDiscountRequestSchema>;

export const orderDiscountSchema = z.object({
  discount: cartDiscountSchema,
  totalProduct: z.number().int(),
  totalProductToPay: z.number().int(),
});
export type OrderDiscount = z.infer<typeof orderDiscountSchema>;
