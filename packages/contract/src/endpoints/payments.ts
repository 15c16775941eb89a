import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import {
  paymentResultParamsSchema,
  paymentResultSchema,
  paymentReturnTokenSchema,
  paymentWebhookAnswerSchema,
} from '../payments.ts';

const tags = ['payments'];
const siteId = z.coerce.number().int().positive().max(2_147_483_647);
/** A payment's pages and links: its site (a provider's redirect carries no site header) and its return token. */
const paymentPageParams = z.object({ siteId, token: paymentReturnTokenSchema });

/**
 * Card payments (issue 6 item 5): the return page's API, the customer's cancel link, the sandbox provider's
 * hosted page (HTML and redirects, not envelopes) and Stripe's webhook.
 */
export const paymentsEndpoints = {
  paymentResult: endpoint({
    method: 'GET',
    path: '/order/cawl/result/:id',
    summary:
      'Result of the payment a return URL names (its `id`, the return token): read from the provider and applied ' +
      'once; `status` says where the return page goes (success, error, cancel, or pending: ask again)',
    tags,
    params: paymentResultParamsSchema,
    data: paymentResultSchema,
    refusals: [400, 404],
  }),
  cancelPayment: endpoint({
    method: 'GET',
    path: '/payment/cancel/:siteId/:token',
    summary: 'The customer gave up on the provider’s page (Stripe’s back link): closes the checkout, redirects (303)',
    tags,
    params: paymentPageParams,
    data: null,
    refusals: [400, 404],
  }),
  // The sandbox's pages answer HTML (the card form, or a page saying why not) and redirects, never envelopes.
  sandboxPaymentForm: endpoint({
    method: 'GET',
    path: '/payment/sandbox/:siteId/:token',
    summary: 'The sandbox provider’s hosted card form (HTML)',
    tags,
    params: paymentPageParams,
    data: null,
    refusals: [],
  }),
  sandboxPay: endpoint({
    method: 'POST',
    path: '/payment/sandbox/:siteId/:token',
    summary: 'Pays with a test card, then redirects to the storefront (303)',
    tags,
    params: paymentPageParams,
    body: z.object({
      number: z.string().max(40).default(''),
      expiry: z.string().max(10).default(''),
      cvc: z.string().max(10).default(''),
      holder: z.string().max(100).default(''),
    }),
    data: null,
    refusals: [],
  }),
  sandboxCancelPayment: endpoint({
    method: 'POST',
    path: '/payment/sandbox/:siteId/:token/cancel',
    summary: 'Gives up the sandbox payment, then redirects (303)',
    tags,
    params: paymentPageParams,
    data: null,
    refusals: [],
  }),
  stripeWebhook: endpoint({
    method: 'POST',
    path: '/payment/stripe/webhook/:siteId',
    summary: 'Stripe webhook of a site (checkout.session.completed, expired, async_payment_*); signature checked',
    tags,
    params: z.object({ siteId }),
    data: paymentWebhookAnswerSchema,
    refusals: [400, 404, 409],
  }),
};
