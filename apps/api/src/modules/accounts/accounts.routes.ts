import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountsEndpoints as endpoints } from '@atelier/contract';
import { answerChecked, route } from '../../endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { AppError } from '../../errors.ts';
import { translate, type MessageKey } from '../../i18n/api-messages.ts';
import { sendError } from '../../plugins/errors.ts';
import { checkedBody } from '../../refusal.ts';
import * as service from './accounts.service.ts';
import { failedLogins, redisFailedLogins } from './failed-logins.ts';
import type { Redis } from 'ioredis';
import { clearLoginCookies, requireUser, sessionUser, setLoginCookies } from './session.ts';

/** What a rate-limited route answers (issue 5 item 7): the key of its message in the 429 envelope. */
class RateLimited extends Error {
  readonly statusCode = 429;
  readonly i18n: MessageKey;
  readonly minutes: number;

  constructor(i18n: MessageKey, ttlMs: number) {
    super(i18n);
    this.i18n = i18n;
    this.minutes = Math.max(1, Math.ceil(ttlMs / 60_000));
  }
}

const limited = (i18n: MessageKey) => (_request: FastifyRequest, context: { ttl: number }) =>
  new RateLimited(i18n, context.ttl);

/** Attempts on one address: the per-IP limit alone lets a botnet try one account from many IPs. */
const emailKey =
  (purpose: string) =>
  (request: FastifyRequest): string => {
    const body = request.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    return `${purpose}:${request.ctx.siteId}:${email}`;
  };

export interface AccountsOptions {
  /** Attempts per window; tests and benchmarks may raise them. */
  loginPerIp?: number;
  /** Failed logins of one e-mail per 15 minutes. */
  loginPerEmail?: number;
  registerPerIp?: number;
  resetAskPerIp?: number;
  resetAskPerEmail?: number;
  /** Sends the password reset mails. */
  mailer: Mailer;
  /** The newsletter module's side of registration, a new address and erasure. */
  subscriptions: service.AccountSubscriptions;
  /** Where the failed logins count when several processes serve (REDIS_URL); in this process otherwise. */
  redis?: Redis;
}

/** Issue 5: registration, sessions (cookie or Bearer), profile, password and account deletion. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, options) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimited) {
      return sendError(reply, 429, translate(request.ctx.locale, error.i18n, { minutes: error.minutes }));
    }
    throw error;
  });

  const perEmail = { max: options.loginPerEmail ?? 10, windowMs: 15 * 60_000 };
  const loginFailures = options.redis
    ? redisFailedLogins(options.redis, {
        ...perEmail,
        onError: (error) => app.log.warn({ err: error }, 'Redis (failed logins) does not answer'),
      })
    : failedLogins(perEmail);
  const loginPerEmail = async (request: FastifyRequest) => {
    const lockedFor = await loginFailures.lockedFor(emailKey('login')(request));
    if (lockedFor > 0) throw new RateLimited('TOO_MANY_LOGIN_ATTEMPTS', lockedFor);
  };

  const resetAsksOfEmail = app.createRateLimit({
    max: options.resetAskPerEmail ?? 5,
    timeWindow: '1 hour',
    keyGenerator: emailKey('reset'),
  });
  const resetAskPerEmail = async (request: FastifyRequest) => {
    const attempt = await resetAsksOfEmail(request);
    if (!attempt.isAllowed && attempt.isExceeded) throw new RateLimited('TOO_MANY_RESET_REQUESTS', attempt.ttl);
  };

  /** Reset mails being sent after their answer; the app waits for them when it closes. */
  const pendingMails = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pendingMails);
  });

  route(
    app,
    endpoints.register,
    {
      config: {
        rateLimit: {
          max: options.registerPerIp ?? 10,
          timeWindow: '1 hour',
          errorResponseBuilder: limited('TOO_MANY_REGISTRATIONS'),
        },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const body = checkedBody(request, endpoints.register.body);
      const checked = body.ok ? await service.register(request.ctx, body.value, options.subscriptions) : body;
      return answerChecked(request, reply, checked);
    },
  );

  route(
    app,
    endpoints.login,
    {
      config: {
        rateLimit: {
          max: options.loginPerIp ?? 30,
          timeWindow: '1 minute',
          errorResponseBuilder: limited('TOO_MANY_LOGIN_ATTEMPTS'),
        },
      },
      preHandler: loginPerEmail,
    },
    async (request, reply) => {
      const key = emailKey('login')(request);
      const result = await service.login(request.ctx, request.body).catch(async (error: unknown) => {
        if (error instanceof AppError && error.code === 'LOGIN_FAILED') await loginFailures.failed(key);
        throw error;
      });
      await loginFailures.succeeded(key);
      setLoginCookies(request, reply, result.token);
      return result;
    },
  );

  route(app, endpoints.logout, async (request, reply) => {
    const session = await sessionUser(request);
    if (session) {
      await requireUser(request);
      await service.logout(request.ctx, session);
    }
    clearLoginCookies(request, reply);
    return { isLogged: false };
  });

  route(app, endpoints.logged, async (request) => ({ isLogged: (await sessionUser(request)) !== null }));

  route(app, endpoints.user, async (request) => {
    const session = await requireUser(request);
    return service.getUser(request.ctx, session.id);
  });

  route(app, endpoints.updateProfile, { attachValidation: true }, async (request, reply) => {
    const session = await requireUser(request);
    const body = checkedBody(request, endpoints.updateProfile.body);
    const checked = body.ok
      ? await service.updateProfile(request.ctx, session.id, body.value, options.subscriptions)
      : body;
    return answerChecked(request, reply, checked);
  });

  route(
    app,
    endpoints.changePassword,
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes', errorResponseBuilder: limited('TOO_MANY_LOGIN_ATTEMPTS') },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const body = checkedBody(request, endpoints.changePassword.body);
      const checked = body.ok ? await service.changePassword(request.ctx, session, body.value) : body;
      return answerChecked(request, reply, checked);
    },
  );

  route(
    app,
    endpoints.deleteAccount,
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes', errorResponseBuilder: limited('TOO_MANY_LOGIN_ATTEMPTS') },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const body = checkedBody(request, endpoints.deleteAccount.body);
      const origin = `${request.protocol}://${request.host}`;
      const checked = body.ok
        ? await service.deleteAccount(
            request.ctx,
            session.id,
            body.value,
            { mailer: options.mailer, origin },
            options.subscriptions,
          )
        : body;
      if (checked.ok) clearLoginCookies(request, reply);
      return answerChecked(request, reply, checked);
    },
  );

  route(
    app,
    endpoints.askPasswordReset,
    {
      config: {
        rateLimit: {
          max: options.resetAskPerIp ?? 10,
          timeWindow: '15 minutes',
          errorResponseBuilder: limited('TOO_MANY_RESET_REQUESTS'),
        },
      },
      preHandler: resetAskPerEmail,
    },
    (request) => {
      // The lookup and the mail happen after the answer: its content and timing say nothing of the account.
      const origin = `${request.protocol}://${request.host}`;
      const sending = service
        .sendPasswordReset(request.ctx, options.mailer, request.body.email, origin)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
        .finally(() => pendingMails.delete(sending));
      pendingMails.add(sending);
      return { asked: true as const };
    },
  );

  route(
    app,
    endpoints.resetPassword,
    {
      config: {
        rateLimit: { max: 20, timeWindow: '15 minutes', errorResponseBuilder: limited('TOO_MANY_RESET_REQUESTS') },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const body = checkedBody(request, endpoints.resetPassword.body);
      const checked = body.ok ? await service.resetPassword(request.ctx, body.value) : body;
      return answerChecked(request, reply, checked);
    },
  );
};
