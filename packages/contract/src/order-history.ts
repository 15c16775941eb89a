import { z } from './zod.ts';
import { ORDER_DELIVERY_TYPES } from './orders.ts';
import { PAYMENT_PROVIDERS, PAYMENT_STATUSES } from './payments.ts';

/**
 * After the purchase (issue 7 items 1, 2 and 5): a customer's orders, one order in full, the order statuses
 * (SPEC §3 Order status type) and the admin calls of SPEC §6 that read and change an order's status. Money in
 * integer cents; dates are ISO 8601 strings; every text is already in the request's language.
 */

/** The order lifecycle, in the order of its ids (SPEC §3 Order status type: id = index + 1, never renumbered). */
export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PAID',
  'IN_PREPARATION',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatusCode = (typeof ORDER_STATUSES)[number];

/** The stable numeric id of a status (SPEC §3 `id`). */
export const orderStatusId = (code: OrderStatusCode): number => ORDER_STATUSES.indexOf(code) + 1;

/** SPEC §3 Order status type: `{id, value}` plus its `code`; `value` is the label in the request language. */
export const orderStatusSchema = z.object({
  id: z.number().int(),
  code: z.enum(ORDER_STATUSES),
  value: z.string(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * `GET /order?{filters}`: a card of the customer's order list. The query is the SPEC §7 list language: `nbItem`
 * (default 10), `page`, `orderBy` (`createdAt`, `total`, `reference`, `id`, `-field` descending; default
 * `-createdAt`), and filters `status` (codes, comma-separated for several: `status=SHIPPED,DELIVERED`, or
 * `df:CANCELLED`), `createdAt` (`gte:2026-01-01`, `lt:…`), `reference` (`lk:2026`), `total` (cents, `gte:5000`),
 * `deliveryType`.
 */
export const orderSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
  status: orderStatusSchema,
  /** Cents, what was paid (or is to pay). */
  total: z.number().int(),
  /** Units bought, all lines together. */
  nbItems: z.number().int(),
  deliveryType: z.enum(ORDER_DELIVERY_TYPES),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** An order in the back-office's list: the customer's summary, with who ordered (issue 16). */
export const adminOrderSummarySchema = orderSummarySchema.extend({
  email: z.string(),
  /** The billing address's first and last name. */
  customer: z.string(),
  userId: z.number().int().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

/** A postal address as the order kept it. */
export const orderAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  company: z.string().nullable(),
  address: z.string(),
  addressPart2: z.string().nullable(),
  postalCode: z.string(),
  city: z.string(),
  /** ISO alpha-2 and the country's name in the request language. */
  country: z.object({ alphaTwo: z.string(), name: z.string() }),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** One answer to a customization of an order line, as the customer saw it. */
export const orderLineCustomizationSchema = z.object({
  idCustomization: z.number().int(),
  label: z.string(),
  value: z.string(),
  /** FILE answers: a file was sent with the order line. */
  hasFile: z.boolean(),
});

export const orderLineSchema = z.object({
  id: z.number().int(),
  idProduct: z.number().int(),
  idDeclination: z.number().int(),
  kind: z.enum(['WINE', 'BOX', 'OTHER']),
  /** The product's name and the declination's detail as sold, in the request language. */
  name: z.string(),
  detail: z.string().nullable(),
  reference: z.string().nullable(),
  quantity: z.number().int(),
  /** Cents, one unit after the product's discounts, customizations included. */
  unitPrice: z.number().int(),
  /** Cents, the line after its decreasing discount. */
  total: z.number().int(),
  customizations: z.array(orderLineCustomizationSchema),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderStatusStepSchema = z.object({
  status: orderStatusSchema,
  date: z.string(),
});
export type OrderStatusStep = z.infer<typeof orderStatusStepSchema>;

/** Click & Collect: where and when the customer picks the order up. */
export const orderPickupSchema = z.object({
  /** The company address (null when it was deleted since). */
  address: z
    .object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      addressPart2: z.string().nullable(),
      postalCode: z.string(),
      city: z.string(),
      country: z.object({ alphaTwo: z.string(), name: z.string() }),
      phone: z.string().nullable(),
    })
    .nullable(),
  /** YYYY-MM-DD. */
  date: z.string().nullable(),
  /** 'HH:MM' (null when the slot was deleted since). */
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type OrderPickup = z.infer<typeof orderPickupSchema>;

export const orderDeliverySchema = z.object({
  type: z.enum(ORDER_DELIVERY_TYPES),
  carrierName: z.string().nullable(),
  /** PICKUP: the relay point chosen. */
  accessPoint: z
    .object({
      id: z.string(),
      name: z.string(),
      addLine1: z.string(),
      zipCode: z.string(),
      city: z.string(),
      country: z.string(),
    })
    .nullable(),
  /** CLICK_AND_COLLECT only. */
  pickup: orderPickupSchema.nullable(),
  /** DELIVERY: the delivery address. */
  address: orderAddressSchema.nullable(),
  /** Set by the shop when the parcel leaves (SHIPPED). */
  trackingLink: z.string().nullable(),
});
export type OrderDelivery = z.infer<typeof orderDeliverySchema>;

/** `GET /order/{id}`: the whole order, for its owner or whoever holds its link. */
export const orderDetailSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  /** The order's language (its mails and invoice are in it). */
  locale: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  status: orderStatusSchema,
  /** Every status the order went through, oldest first. */
  history: z.array(orderStatusStepSchema),
  customer: z.object({ email: z.string(), phone: z.string(), firstname: z.string(), lastname: z.string() }),
  lines: z.array(orderLineSchema),
  delivery: orderDeliverySchema,
  billingAddress: orderAddressSchema,
  message: z.string().nullable(),
  totals: z.object({
    /** Cents: products after their discounts, before the code. */
    products: z.number().int(),
    /** Cents: the discount code's reduction (0 without code). */
    discount: z.number().int(),
    /** Cents: shipping after any shipping discount. */
    shipping: z.number().int(),
    total: z.number().int(),
    discountCode: z.string().nullable(),
  }),
  payment: z.object({
    provider: z.enum(PAYMENT_PROVIDERS),
    /** The latest payment attempt's status (null when none was started). */
    status: z.enum(PAYMENT_STATUSES).nullable(),
    paidAt: z.string().nullable(),
  }),
  /**
   * The invoice, once the order is paid: its number in the site's series, its date, and the path that downloads
   * the PDF (`/api/order/{id}/invoice`, with `?access=` when the order was opened through a link).
   */
  invoice: z.object({ number: z.string(), date: z.string(), url: z.string() }).nullable(),
  /** True when the order was opened through its mailed link rather than by its logged owner. */
  openedWithLink: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** `GET /admin/order/{id}/get-status` (SPEC §6, ADMIN and SUPER_ADMIN). */
export const adminOrderStatusSchema = z.object({
  idOrder: z.number().int(),
  reference: z.string(),
  status: orderStatusSchema,
});
export type AdminOrderStatus = z.infer<typeof adminOrderStatusSchema>;

/** `GET /admin/order/{id}/tracking-link` (SPEC §6). */
export const adminTrackingLinkSchema = z.object({ idOrder: z.number().int(), trackingLink: z.string().nullable() });
export type AdminTrackingLink = z.infer<typeof adminTrackingLinkSchema>;

/**
 * `PUT /admin/order/{id}/status`: moves an order along its lifecycle. Allowed: PAID → IN_PREPARATION → SHIPPED
 * (DELIVERY, PICKUP) or READY_FOR_PICKUP (CLICK_AND_COLLECT) → DELIVERED; NO_DELIVERY orders go from PAID or
 * IN_PREPARATION to DELIVERED; CANCELLED from AWAITING_PAYMENT, PAID or IN_PREPARATION; REFUNDED from any paid
 * state. Anything else is a 409 with the reason. `trackingLink` (http/https) may come with SHIPPED; `note` is kept in
 * the history (not shown to the customer).
 */
export const adminOrderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  trackingLink: z
    .string()
    .trim()
    .max(500)
    .pipe(z.url({ protocol: /^https?$/ }))
    .nullish(),
  note: z.string().trim().max(1000).nullish(),
});
export type AdminOrderStatusUpdate = z.input<typeof adminOrderStatusUpdateSchema>;

/** What the status change answers: the order's new state, and whether the customer was sent a mail. */
export const adminOrderStatusChangedSchema = z.object({
  idOrder: z.number().int(),
  reference: z.string(),
  status: orderStatusSchema,
  trackingLink: z.string().nullable(),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  customerNotified: z.boolean(),
});
export type AdminOrderStatusChanged = z.infer<typeof adminOrderStatusChangedSchema>;

/**
 * The order a mailed link (`/order/follow/{token}`) opens: its token reads `{orderId}.{expiry}.{signature}`. Only
 * the API checks the signature and expiry; the page uses this to know which order to ask for, with the token.
 */
export function orderIdOfAccessToken(token: string): number | null {
  const match = /^(\d{1,10})\.\d{1,12}\.[A-Za-z0-9_-]{43}$/.exec(token.trim());
  return match ? Number(match[1]) : null;
}
