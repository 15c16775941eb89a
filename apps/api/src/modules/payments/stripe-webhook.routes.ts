import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { AppError } from '../../errors.ts';
import type { OtherCheckouts } from './other-checkouts.ts';
import { loadPaymentConfig } from './payment-settings.ts';
import { findPaymentByRef } from './payments.repository.ts';
import { applyResult, type PaymentDeps } from './payments.service.ts';
import { resultOfEvent, verifiedEvent } from './stripe-provider.ts';

/**
 * `POST /payment/stripe/webhook/{siteId}`: Stripe's events about a site's Checkout Sessions. The signature is
 * checked on the exact bytes Stripe sent, so this plugin keeps JSON bodies raw (for this route only). A result
 * applies once: Stripe's retries and replays change nothing more.
 */
export const stripeWebhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps; others?: OtherCheckouts }> = async (
  app,
  { deps, others },
) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  route(app, endpoints.stripeWebhook, async (request) => {
    const { siteId } = request.params;
    // The site is the one the webhook's URL names (Stripe sends no idSite header).
    const site = { db: request.ctx.db, siteId };
    const config = await loadPaymentConfig(site);
    if (config.provider !== 'STRIPE') throw new AppError('NOT_FOUND', 'PAYMENT_WEBHOOK_UNKNOWN');
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
      throw new AppError('BAD_REQUEST', 'PAYMENT_WEBHOOK_SIGNATURE');
    }
    let event;
    try {
      event = await verifiedEvent(config.settings, request.body, signature);
    } catch (error) {
      request.log.warn({ err: error, siteId }, 'Stripe webhook refused');
      throw new AppError('BAD_REQUEST', 'PAYMENT_WEBHOOK_SIGNATURE');
    }
    const settled = resultOfEvent(event);
    // Other events, and sessions that are not ours, are acknowledged so that Stripe stops sending them.
    if (!settled) return { received: true };
    const payment = await findPaymentByRef(site, 'STRIPE', settled.sessionId);
    if (payment) await applyResult(site, deps, payment, settled.result, `webhook ${event.type}`);
    // Else perhaps a made-to-measure job's deposit or balance (issue 19).
    const other = payment ? null : await others?.byProviderRef(site, deps, 'STRIPE', settled.sessionId);
    if (other) await other.apply(settled.result, `webhook ${event.type}`);
    return { received: true };
  });
};
