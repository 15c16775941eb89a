import { z } from './zod.ts';

/**
 * After the purchase (issue 7 items 3 and 4): returns ("order backs", SPEC §3 Order back info, §7 Orders calls)
 * and the EU withdrawal function. A return is a RETURN (a reason from the site's RETURN_REASON list) or a DAMAGE
 * report (photos required, within 48 hours of delivery, SPEC §9); a WITHDRAWAL is the consumer's withdrawal
 * from the contract (14 days after delivery, no reason asked, customized lines excluded).
 *
 * Every order route takes the order link's token of a guest as the `x-order-access` header or `?access=`.
 */

const rowId = z.number().int().positive().max(2_147_483_647);

export const ORDER_BACK_KINDS = ['RETURN', 'DAMAGE', 'WITHDRAWAL'] as const;
export type OrderBackKind = (typeof ORDER_BACK_KINDS)[number];
/** What `POST /order/{id}/back-products` takes (a withdrawal has its own call). */
export const ORDER_BACK_REQUEST_KINDS = ['RETURN', 'DAMAGE'] as const;
export type OrderBackRequestKind = (typeof ORDER_BACK_REQUEST_KINDS)[number];

export const ORDER_BACK_STATUSES = ['ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED', 'REFUSED'] as const;
export type OrderBackStatus = (typeof ORDER_BACK_STATUSES)[number];

/** The generic-values type of the return reasons (`GET /order-generic-values/RETURN_REASON`). */
export const RETURN_REASON_TYPE = 'RETURN_REASON';

/** Photos of a return: at most this many, each at most this size, of these types (read from the content). */
export const MAX_ORDER_BACK_PHOTOS = 5;
export const MAX_ORDER_BACK_PHOTO_BYTES = 8 * 1024 * 1024;
export const ORDER_BACK_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** `GET /order/back-products/is-active` (SPEC §3 Order back info), texts in the request language. */
export const orderBackInfoSchema = z.object({
  isActive: z.boolean(),
  message: z.string().nullable(),
  returnAskDescription: z.string().nullable(),
  labelSentDescription: z.string().nullable(),
  productReceivedDescription: z.string().nullable(),
});
export type OrderBackInfo = z.infer<typeof orderBackInfoSchema>;

/** `GET /order-generic-values/{type}`: one value of the site's list, its label in the request language. */
export const orderGenericValueSchema = z.object({ id: z.number().int(), code: z.string(), value: z.string() });
export type OrderGenericValue = z.infer<typeof orderGenericValueSchema>;

export const orderGenericValueTypeSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/);

// ---------------------------------------------------------------------------------------------------------
// Returns and withdrawals as the customer sees them
// ---------------------------------------------------------------------------------------------------------

export const orderBackLineSchema = z.object({
  idOrderLine: z.number().int(),
  /** The product's name and the declination's label as sold, in the request language. */
  name: z.string(),
  detail: z.string().nullable(),
  quantity: z.number().int(),
});
export type OrderBackLine = z.infer<typeof orderBackLineSchema>;

export const orderBackPhotoSchema = z.object({
  id: z.number().int(),
  /** An API path (`/api/order-back/{id}/photo/{idPhoto}`, with `?access=` for a guest): personal data, not /media. */
  url: z.string(),
  mimeType: z.string(),
});
export type OrderBackPhoto = z.infer<typeof orderBackPhotoSchema>;

/** One step of a return: its status, when, and the site's description of that step (order back info). */
export const orderBackStepSchema = z.object({
  status: z.enum(ORDER_BACK_STATUSES),
  date: z.string(),
  description: z.string().nullable(),
});
export type OrderBackStep = z.infer<typeof orderBackStepSchema>;

/** `GET /order-back/{idReturn}` and each item of `GET /order-back?order={id}`. */
export const orderBackSchema = z.object({
  id: z.number().int(),
  idOrder: z.number().int(),
  orderReference: z.string(),
  kind: z.enum(ORDER_BACK_KINDS),
  status: z.enum(ORDER_BACK_STATUSES),
  /** A RETURN_REASON code and its label in the request language (null for a withdrawal). */
  reason: z.string().nullable(),
  reasonLabel: z.string().nullable(),
  comment: z.string().nullable(),
  /** The merchant's message to the customer about this return. */
  message: z.string().nullable(),
  lines: z.array(orderBackLineSchema),
  photos: z.array(orderBackPhotoSchema),
  /** Oldest first. */
  steps: z.array(orderBackStepSchema),
  /** The return label the shop sent (`/api/order-back/{id}/label`, `?access=` for a guest), once LABEL_SENT. */
  labelUrl: z.string().nullable(),
  /** Cents given back on this return so far (issue 16). */
  refunded: z.number().int(),
  createdAt: z.string(),
});
export type OrderBack = z.infer<typeof orderBackSchema>;

export const orderBackListQuerySchema = z.object({
  order: z.coerce.number().int().positive().max(2_147_483_647),
  access: z.string().max(200).optional(),
});

// ---------------------------------------------------------------------------------------------------------
// Asking for a return
// ---------------------------------------------------------------------------------------------------------

/** Why an order cannot be returned now (`GET /order/{id}/back-products`). */
export const RETURN_REFUSALS = ['INACTIVE', 'NOT_DELIVERED', 'PERIOD_OVER', 'NOTHING_RETURNABLE'] as const;
export type ReturnRefusal = (typeof RETURN_REFUSALS)[number];

/**
 * `GET /order/{id}/back-products`: what the return page may offer. `remaining` is what was bought minus what is
 * already in returns or withdrawals that were not refused; `deadline` the last instant a return may be asked,
 * `damageDeadline` the last instant damage may be reported (ISO, null before delivery).
 */
export const orderReturnabilitySchema = z.object({
  isActive: z.boolean(),
  eligible: z.boolean(),
  reason: z.enum(RETURN_REFUSALS).nullable(),
  deliveredAt: z.string().nullable(),
  deadline: z.string().nullable(),
  damageDeadline: z.string().nullable(),
  canReportDamage: z.boolean(),
  lines: z.array(
    z.object({
      idOrderLine: z.number().int(),
      name: z.string(),
      detail: z.string().nullable(),
      quantity: z.number().int(),
      remaining: z.number().int(),
    }),
  ),
});
export type OrderReturnability = z.infer<typeof orderReturnabilitySchema>;

export const orderBackLineInputSchema = z.object({
  idOrderLine: rowId,
  quantity: z.number().int().min(1).max(100_000),
});
export type OrderBackLineInput = z.infer<typeof orderBackLineInputSchema>;

/**
 * The fields of `POST /order/{id}/back-products` (multipart: `lines` JSON-stringified, `reason`, `comment`,
 * `kind`, photos under `images`). A RETURN needs a reason of the RETURN_REASON list; a DAMAGE report at least one
 * photo. Refusals answer 400 with 'key : error' pairs joined by ' / ' and each key's text under `errors`
 * (keys: lines, lines.{index}.quantity, reason, comment, kind, images, order).
 */
export const orderBackRequestSchema = z.object({
  lines: z.array(orderBackLineInputSchema).min(1).max(200),
  reason: z.string().trim().max(64).nullish(),
  comment: z.string().trim().max(2000).nullish(),
  kind: z.enum(ORDER_BACK_REQUEST_KINDS).default('RETURN'),
});
export type OrderBackRequest = z.input<typeof orderBackRequestSchema>;

// ---------------------------------------------------------------------------------------------------------
// The EU withdrawal function (issue 7 item 4)
// ---------------------------------------------------------------------------------------------------------

/** Why an order cannot be withdrawn from (REFUNDED orders answer CANCELLED). */
export const WITHDRAWAL_REFUSALS = [
  'PERIOD_OVER',
  'NOTHING_WITHDRAWABLE',
  'ALREADY_WITHDRAWN',
  'NOT_PAID',
  'CANCELLED',
] as const;
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number];

/**
 * Why a line is left out of a withdrawal: MADE_TO_MEASURE, a product the workshop makes to measure, and
 * CUSTOMIZED, personalised by the customer's answers, both made to the customer's specifications (Code de la
 * consommation art. L221-28 3°); ALREADY_RETURNED, its units are all in returns already.
 */
export const WITHDRAWAL_LINE_EXCLUSIONS = ['MADE_TO_MEASURE', 'CUSTOMIZED', 'ALREADY_RETURNED'] as const;
export type WithdrawalLineExclusion = (typeof WITHDRAWAL_LINE_EXCLUSIONS)[number];

/**
 * `GET /order/{id}/withdrawal`. `deadline`: the end of the 14th day after delivery in Europe/Paris (ISO instant)
 * and `deadlineDay` that day ('YYYY-MM-DD'); both null while the order is not delivered (eligible, the period
 * has not started). `quantity` is what was bought, `remaining` what a withdrawal would take now.
 * `exclusionNotice` explains in the request language why personalised goods are excluded.
 */
export const withdrawalEligibilitySchema = z.object({
  eligible: z.boolean(),
  reason: z.enum(WITHDRAWAL_REFUSALS).nullable(),
  deliveredAt: z.string().nullable(),
  deadline: z.string().nullable(),
  deadlineDay: z.string().nullable(),
  lines: z.array(
    z.object({
      idOrderLine: z.number().int(),
      name: z.string(),
      detail: z.string().nullable(),
      quantity: z.number().int(),
      remaining: z.number().int(),
      withdrawable: z.boolean(),
      excludedReason: z.enum(WITHDRAWAL_LINE_EXCLUSIONS).nullable(),
    }),
  ),
  exclusionNotice: z.string(),
  /** The withdrawal already asked on this order, if any (its page: /account/orders/{id}/return/{idReturn}). */
  idWithdrawal: z.number().int().nullable(),
});
export type WithdrawalEligibility = z.infer<typeof withdrawalEligibilitySchema>;

/**
 * `POST /order/{id}/withdrawal`: no reason asked. The statement confirms the customer's name and the e-mail address
 * the acknowledgement goes to (EU Directive 2023/2673, art. 11a): both default to the order's; an address other
 * than the order's gets the acknowledgement too. Answers the withdrawal (an OrderBack).
 */
export const withdrawalRequestSchema = z.object({
  name: z.string().trim().max(200).nullish(),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()).nullish(),
  comment: z.string().trim().max(2000).nullish(),
});
export type WithdrawalRequest = z.input<typeof withdrawalRequestSchema>;
