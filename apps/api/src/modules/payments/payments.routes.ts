import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentsEndpoints as endpoints } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { route } from '../../endpoint-route.ts';
import type { Jobs } from '../../jobs/jobs.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { OtherCheckouts } from './other-checkouts.ts';
import { paymentOfToken } from './return-token.ts';
import { sandboxRoutes } from './sandbox.routes.ts';
import * as service from './payments.service.ts';
import { scheduleStockRelease } from './stock-release.ts';
import { stripeWebhookRoutes } from './stripe-webhook.routes.ts';

export interface PaymentsOptions {
  mailer: Mailer;
  /** The database, for the release of unpaid orders that runs outside any request. */
  db: Db;
  /** PUBLIC_URL, the origin of mail links when a payment did not record its storefront's. */
  publicUrl: string;
  /** The app's jobs runner, on which the unpaid orders' release is a recurring job (none without it). */
  jobs?: Jobs;
  /** Payments of other modules settled here too (a made-to-measure job's deposit and balance, issue 19). */
  others?: OtherCheckouts;
}

/**
 * Card payments (issue 6 item 5): the return page's API, the sandbox provider's hosted page, the customer's
 * cancel link and Stripe's webhook; and the recurring job that gives back the stock of unpaid orders.
 * `startPayment` (payments.service.ts) is what `POST /order` calls once its order exists.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsOptions> = async (app, options) => {
  const deps: service.PaymentDeps = { mailer: options.mailer, log: app.log, publicUrl: options.publicUrl };
  if (options.jobs) scheduleStockRelease(options.jobs, deps, options.db);

  route(app, endpoints.paymentResult, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.paymentResult(request.ctx, deps, request.params.id);
  });

  route(app, endpoints.cancelPayment, async (request, reply) => {
    const { siteId, token } = request.params;
    const site = { db: request.ctx.db, siteId };
    const other = (await paymentOfToken(site, token)) ? null : await options.others?.byToken(site, deps, token);
    const returnUrl = other ? await other.cancel() : await service.cancelByCustomer(site, deps, token);
    return reply.header('referrer-policy', 'no-referrer').redirect(returnUrl, 303);
  });

  await app.register(sandboxRoutes, { deps, others: options.others });
  await app.register(stripeWebhookRoutes, { deps, others: options.others });
};
