import { z } from './zod.ts';
import { countryRefSchema } from './delivery.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';

/**
 * The order step of the checkout (issue 6 item 5, SPEC §7 Orders) and the customer's saved addresses.
 * Every price is computed again by the server from the cart: nothing the browser sends is a price it trusts.
 */

const rowId = z.number().int().positive().max(2_147_483_647);
const line = (max: number) => z.string().trim().min(1).max(max);
const optionalLine = (max: number) => z.string().trim().max(max).nullish();

/** SPEC §3 Address: a postal address of the checkout (delivery or billing), or a saved one. */
export const postalAddressSchema = z.object({
  firstname: line(100),
  lastname: line(100),
  company: optionalLine(120),
  address: line(200),
  addressPart2: optionalLine(200),
  postalCode: line(12),
  city: line(100),
  /** ISO alpha-2 or the numeric id of `GET /countries`. */
  country: countryRefSchema,
});
export type PostalAddress = z.input<typeof postalAddressSchema>;

/** A logged customer's saved address (`GET /user/address`), with the address types it serves (SPEC §3). */
export const savedAddressSchema = z.object({
  id: z.number().int(),
  /** Ids of `GET /admin/address/type`. */
  type: z.array(z.object({ id: z.number().int(), value: z.string() })),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO alpha-2 and the country's name in the request language. */
  country: z.object({ alphaTwo: z.string(), name: z.string() }),
  phone: z.string().nullable(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** `POST /user/address`, `PUT /user/address/{id}`. */
export const savedAddressInputSchema = postalAddressSchema.extend({
  typeIds: z.array(rowId).max(10).default([]),
  phone: optionalLine(30),
});
export type SavedAddressInput = z.input<typeof savedAddressInputSchema>;

/** The delivery types of the order (SPEC §4: delivery → DELIVERY, relay → PICKUP, …). */
export const ORDER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY'] as const;
export type OrderDeliveryType = (typeof ORDER_DELIVERY_TYPES)[number];

/** `POST /order/validate`: the cart can be ordered as it is (stock, prices, products still for sale). */
export const orderValidateRequestSchema = z.object({ idCart: z.string().trim().min(1).max(64) });
export const orderValidationSchema = z.object({
  valid: z.literal(true),
  /** Cents: the products to pay (after the cart's code), before shipping. */
  totalProductToPay: z.number().int(),
});
export type OrderValidation = z.infer<typeof orderValidationSchema>;

/**
 * `POST /order` (SPEC §7). `delivery.type` picks what else is needed: DELIVERY an `idCarrier` of a home carrier
 * and `address.delivery`; PICKUP an `idCarrier` of a relay carrier and the chosen `accessPointId`;
 * CLICK_AND_COLLECT `idAddress` (a Click & Collect company address), `dateSchedule` (YYYY-MM-DD) and
 * `idSchedule`; NO_DELIVERY (a cart of dematerialized products only) nothing. `acceptSaleTerms` must be true
 * (SPEC §5). A guest gives `user.email`; a logged user's account e-mail is used.
 */
export const orderRequestSchema = z.object({
  idCart: z.string().trim().min(1).max(64),
  user: z.object({
    phone: line(30),
    email: z.string().trim().toLowerCase().max(254).pipe(z.email()).optional(),
    firstname: optionalLine(100),
    lastname: optionalLine(100),
  }),
  address: z.object({
    delivery: postalAddressSchema.nullish(),
    billing: postalAddressSchema,
  }),
  /** The cart's discount code, if any (checked again). */
  discount: z.string().trim().max(64).nullish(),
  message: z.string().trim().max(2000).nullish(),
  delivery: z.object({
    type: z.enum(ORDER_DELIVERY_TYPES),
    idCarrier: rowId.nullish(),
    accessPointId: z.string().trim().max(64).nullish(),
    idAddress: rowId.nullish(),
  }),
  dateSchedule: z.iso.date().nullish(),
  idSchedule: rowId.nullish(),
  deliveryPostalCode: z.string().trim().max(12).nullish(),
  deliveryIdCountry: countryRefSchema.nullish(),
  acceptSaleTerms: z.boolean(),
});
export type OrderRequest = z.input<typeof orderRequestSchema>;

/** What `POST /order` answers: the order placed (awaiting payment) and where to pay it. */
export const orderPlacedSchema = z.object({
  idOrder: z.number().int(),
  reference: z.string(),
  /** Cents: products to pay + shipping fees after any shipping discount. */
  totalProducts: z.number().int(),
  shippingFees: z.number().int(),
  discountTotal: z.number().int(),
  total: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The payment page to send the customer to. */
  redirectUrl: z.string(),
});
export type OrderPlaced = z.infer<typeof orderPlacedSchema>;

/**
 * The header that makes `POST /order` idempotent (issue 20): the storefront sends one key per order it means to
 * place, and sends it again with a retry; the server places one order per key and answers a retry as the first.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z.string().regex(/^[\w.:-]{8,100}$/);
