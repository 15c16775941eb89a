import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeSchema,
  errorEnvelopeSchema,
  NEWSLETTER_CONFIRM_HOURS,
  newsletterConfirmedSchema,
  newsletterConfirmSchema,
  newsletterListSchema,
  newsletterSubscribeAskedSchema,
  newsletterSubscribeSchema,
  newsletterSubscriptionSchema,
  newsletterSubscriptionUpdateSchema,
  newsletterUnsubscribedSchema,
  newsletterUnsubscribeSchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import { translate } from '../../i18n/api-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendError } from '../../plugins/errors.ts';
import { answer, checkedBody } from '../accounts/account-answers.ts';
import { requireUser } from '../accounts/session.ts';
import { fieldErrorsEnvelopeSchema } from '../customization/customization.routes.ts';
import { loadUnsubscribeKey } from './newsletter-links.ts';
import * as service from './newsletter.service.ts';

const tags = ['newsletter'];

/** A rate-limited newsletter call (issue 5 item 7): its 429 envelope says how long to wait. */
class RateLimited extends Error {
  readonly statusCode = 429;
  readonly minutes: number;

  constructor(ttlMs: number) {
    super('TOO_MANY_NEWSLETTER_REQUESTS');
    this.minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  }
}

const limited = (_request: FastifyRequest, context: { ttl: number }) => new RateLimited(context.ttl);

/** Asks for one address: the per-IP limit alone would let a botnet flood one mailbox from many IPs. */
const emailKey = (request: FastifyRequest): string => {
  const body = request.body as { email?: unknown } | undefined;
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
  return `newsletter:${request.ctx.siteId}:${email}`;
};

export interface NewsletterOptions {
  /** Sends the confirmation mails. */
  mailer: Mailer;
  /** Where the unsubscribe links' key is kept (newsletter-links.ts). */
  dataDir: string;
  /** Subscription asks per window; tests and benchmarks may raise them. */
  subscribePerIp?: number;
  subscribePerEmail?: number;
}

/** Issue 5: the lists of a logged user, a visitor's double opt-in from the footer, and the mailed links. */
export const newsletterRoutes: FastifyPluginAsyncZod<NewsletterOptions> = async (app, options) => {
  const unsubscribeKey = await loadUnsubscribeKey(options.dataDir);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimited) {
      const message = translate(request.ctx.locale, 'TOO_MANY_NEWSLETTER_REQUESTS', { minutes: error.minutes });
      return sendError(reply, 429, message);
    }
    throw error;
  });

  const asksOfEmail = app.createRateLimit({
    max: options.subscribePerEmail ?? 5,
    timeWindow: '1 hour',
    keyGenerator: emailKey,
  });
  const subscribePerEmail = async (request: FastifyRequest) => {
    const attempt = await asksOfEmail(request);
    if (!attempt.isAllowed && attempt.isExceeded) throw new RateLimited(attempt.ttl);
  };

  /** Confirmation mails being sent after their answer; the app waits for them when it closes. */
  const pendingMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pendingMails);
  });

  app.get(
    '/user/newsletter/lists',
    {
      schema: {
        tags,
        summary: "The site's newsletter lists in the request's language (none while ENABLE_NEWSLETTER is off)",
        response: { 200: envelopeSchema(z.array(newsletterListSchema)), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await requireUser(request);
      return ok(await service.lists(request.ctx));
    },
  );

  app.get(
    '/user/newsletter/subscription',
    {
      schema: {
        tags,
        summary: "The status of the account's e-mail address on each list it has a row on",
        response: { 200: envelopeSchema(newsletterSubscriptionSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return ok(await service.subscriptionOf(request.ctx, session.id));
    },
  );

  app.put(
    '/user/newsletter/subscription',
    {
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Sets the lists the account address is on: the given ones at once (no mailed confirmation for ' +
          'the account address), the others unsubscribed (rows kept as proof); an unknown list id is a 400',
        body: newsletterSubscriptionUpdateSchema,
        response: {
          200: envelopeSchema(newsletterSubscriptionSchema),
          400: fieldErrorsEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const body = checkedBody(request, newsletterSubscriptionUpdateSchema);
      const checked = body.ok ? await service.updateSubscription(request.ctx, session.id, body.value) : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.post(
    '/newsletter/subscribe',
    {
      config: {
        rateLimit: { max: options.subscribePerIp ?? 10, timeWindow: '15 minutes', errorResponseBuilder: limited },
      },
      preHandler: subscribePerEmail,
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Double opt-in from the footer: mails a confirmation link (48 hours, single use) to the address for ' +
          'the list (the default one when absent); the answer is the same whether the address is new, pending ' +
          'or already subscribed (no mail then). A closed newsletter or an unknown list is a 400',
        body: newsletterSubscribeSchema,
        response: { 200: envelopeSchema(newsletterSubscribeAskedSchema), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = checkedBody(request, newsletterSubscribeSchema);
      if (!body.ok) return answer(reply, request.ctx.locale, body);
      const { ctx } = request;
      const list = await service.listToJoin(ctx, body.value.listId);
      // The lookup and the mail happen after the answer: its content and timing say nothing of the address.
      const links = { mailer: options.mailer, origin: `${request.protocol}://${request.host}`, unsubscribeKey };
      const sending = service
        .askConfirmation(ctx, list, body.value.email, links)
        .catch((error: unknown) => request.log.error({ err: error }, 'newsletter confirmation mail failed'))
        .finally(() => pendingMails.delete(sending));
      pendingMails.add(sending);
      return {
        ...ok({ asked: true as const }),
        message: translate(ctx.locale, 'NEWSLETTER_SUBSCRIBE_ASKED', { hours: NEWSLETTER_CONFIRM_HOURS }),
      };
    },
  );

  app.put(
    '/newsletter/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes', errorResponseBuilder: limited } },
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Confirms a pending subscription from the token of the mailed link. A PUT sent by the page’s button, ' +
          'not a GET on the link: mail scanners follow links. Single use; an unknown, expired or used token ' +
          'is a 400 on the `token` field',
        body: newsletterConfirmSchema,
        response: { 200: envelopeSchema(newsletterConfirmedSchema), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = checkedBody(request, newsletterConfirmSchema);
      const checked = body.ok ? await service.confirm(request.ctx, body.value) : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.put(
    '/newsletter/unsubscribe',
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes', errorResponseBuilder: limited } },
      attachValidation: true,
      schema: {
        tags,
        summary:
          'One-click unsubscribe with the token of the link mailed with each subscription (an HMAC of the ' +
          'site and the subscription); works even once the newsletter is closed. A forged token is a 400',
        body: newsletterUnsubscribeSchema,
        response: { 200: envelopeSchema(newsletterUnsubscribedSchema), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = checkedBody(request, newsletterUnsubscribeSchema);
      const checked = body.ok ? await service.unsubscribe(request.ctx, body.value, unsubscribeKey) : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );
};
