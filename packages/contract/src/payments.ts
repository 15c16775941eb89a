import { z } from './zod.ts';

/**
 * Card payments of issue 6 (SPEC §2 /order/cawl/result, §7 GET /order/cawl/result/{id}). Every provider (the
 * built-in sandbox, CAWL's hosted checkout, Stripe Checkout) sends the customer back to the storefront's
 * `/order/cawl/result?id={returnToken}` (`/en/order/cawl/result?…` for an English order); the page asks
 * `GET /order/cawl/result/{returnToken}` and goes on to /order/success, /order/error or /order/cancel.
 */
export const PAYMENT_PROVIDERS = ['SANDBOX', 'CAWL', 'STRIPE'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

export const PAYMENT_STATUSES = ['PENDING', 'PAID', 'DECLINED', 'CANCELLED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Where the return page goes next: /order/success, /order/error, /order/cancel, or it waits (pending). */
export const PAYMENT_OUTCOMES = ['success', 'error', 'cancel', 'pending'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/**
 * The return token a payment's return URL carries: `{paymentId}.{secret}` (the secret is 32 base64url
 * characters), so that nobody reads or cancels another customer's payment by counting ids.
 */
export const paymentReturnTokenSchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}\.[A-Za-z0-9_-]{32}$/);

/** GET /order/cawl/result/{id}: `id` is the return token of the return URL. */
export const paymentResultParamsSchema = z.object({ id: paymentReturnTokenSchema });

/**
 * What GET /order/cawl/result/{id} answers. On success the order's cart is closed (carts.ordered_at): the browser
 * starts a new cart; on error or cancel the cart is untouched, so that the customer can try again.
 */
export const paymentResultSchema = z.object({
  status: z.enum(PAYMENT_OUTCOMES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  provider: z.enum(PAYMENT_PROVIDERS),
  orderId: z.number().int(),
  orderReference: z.string(),
  /** Cents. */
  total: z.number().int(),
});
export type PaymentResult = z.infer<typeof paymentResultSchema>;

/** What starting a payment gives the order step (`POST /order`): where to send the customer. */
export const paymentStartSchema = z.object({
  paymentId: z.number().int(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** The hosted payment page (ours for the sandbox, the provider's otherwise). */
  redirectUrl: z.string(),
});
export type PaymentStart = z.infer<typeof paymentStartSchema>;

/** POST /payment/stripe/webhook/{siteId}: the event was read (applied, or not one of ours). */
export const paymentWebhookAnswerSchema = z.object({ received: z.boolean() });
