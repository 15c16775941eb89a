import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NEWSLETTER_CONFIRM_HOURS, newsletterEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import { ok } from '../../envelope.ts';
import { translate } from '../../i18n/api-messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { sendError } from '../../plugins/errors.ts';
import { checkedBody } from '../../refusal.ts';
import { requireUser } from '../accounts/session.ts';
import { loadUnsubscribeKey } from './newsletter-links.ts';
import * as service from './newsletter.service.ts';

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

  route(app, endpoints.newsletterLists, async (request) => {
    await requireUser(request);
    return service.lists(request.ctx);
  });

  route(app, endpoints.newsletterSubscription, async (request) => {
    const session = await requireUser(request);
    return service.subscriptionOf(request.ctx, session.id);
  });

  route(app, endpoints.updateNewsletterSubscription, { attachValidation: true }, async (request, reply) => {
    const session = await requireUser(request);
    const body = checkedBody(request, endpoints.updateNewsletterSubscription.body);
    const checked = body.ok ? await service.updateSubscription(request.ctx, session.id, body.value) : body;
    return answerChecked(request, reply, checked);
  });

  route(
    app,
    endpoints.subscribeNewsletter,
    {
      config: {
        rateLimit: { max: options.subscribePerIp ?? 10, timeWindow: '15 minutes', errorResponseBuilder: limited },
      },
      preHandler: subscribePerEmail,
      attachValidation: true,
    },
    async (request, reply) => {
      const body = checkedBody(request, endpoints.subscribeNewsletter.body);
      if (!body.ok) return answerChecked(request, reply, body);
      const { ctx } = request;
      const list = await service.listToJoin(ctx, body.value.listId);
      // The lookup and the mail happen after the answer: its content and timing say nothing of the address.
      const links = { mailer: options.mailer, origin: `${request.protocol}://${request.host}`, unsubscribeKey };
      const sending = service
        .askConfirmation(ctx, list, body.value.email, links)
        .catch((error: unknown) => request.log.error({ err: error }, 'newsletter confirmation mail failed'))
        .finally(() => pendingMails.delete(sending));
      pendingMails.add(sending);
      // Sent here rather than returned: the envelope's message tells the visitor to look for the mail.
      return reply.send({
        ...ok({ asked: true as const }),
        message: translate(ctx.locale, 'NEWSLETTER_SUBSCRIBE_ASKED', { hours: NEWSLETTER_CONFIRM_HOURS }),
      });
    },
  );

  route(
    app,
    endpoints.confirmNewsletter,
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes', errorResponseBuilder: limited } },
      attachValidation: true,
    },
    async (request, reply) => {
      const body = checkedBody(request, endpoints.confirmNewsletter.body);
      const checked = body.ok ? await service.confirm(request.ctx, body.value) : body;
      return answerChecked(request, reply, checked);
    },
  );

  route(
    app,
    endpoints.unsubscribeNewsletter,
    {
      config: { rateLimit: { max: 20, timeWindow: '15 minutes', errorResponseBuilder: limited } },
      attachValidation: true,
    },
    async (request, reply) => {
      const body = checkedBody(request, endpoints.unsubscribeNewsletter.body);
      const checked = body.ok ? await service.unsubscribe(request.ctx, body.value, unsubscribeKey) : body;
      return answerChecked(request, reply, checked);
    },
  );
};
