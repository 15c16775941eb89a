import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountDeletionSchema,
  envelopeSchema,
  errorEnvelopeSchema,
  loggedSchema,
  loginResultSchema,
  loginSchema,
  passwordChangeSchema,
  passwordResetAskedSchema,
  passwordResetAskSchema,
  passwordResetDoneSchema,
  passwordResetSchema,
  profileUpdateSchema,
  registerSchema,
  userSchema,
} from '@atelier/contract';
import { ok } from '../../envelope.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { translate, type MessageKey } from '../../i18n/api-messages.ts';
import { sendError } from '../../plugins/errors.ts';
import { fieldErrorsEnvelopeSchema } from '../customization/customization.routes.ts';
import { answer, checkedBody } from './account-answers.ts';
import * as service from './accounts.service.ts';
import { clearLoginCookies, requireUser, sessionUser, setLoginCookies } from './session.ts';

const tags = ['accounts'];

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
  loginPerEmail?: number;
  registerPerIp?: number;
  resetAskPerIp?: number;
  resetAskPerEmail?: number;
  /** Sends the password reset mails. */
  mailer: Mailer;
  /** The newsletter module's side of registration, a new address and erasure. */
  subscriptions: service.AccountSubscriptions;
}

/** Issue 5: registration, sessions (cookie or Bearer), profile, password and account deletion. */
export const accountsRoutes: FastifyPluginAsyncZod<AccountsOptions> = async (app, options) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof RateLimited) {
      return sendError(reply, 429, translate(request.ctx.locale, error.i18n, { minutes: error.minutes }));
    }
    throw error;
  });

  const loginAttemptsOfEmail = app.createRateLimit({
    max: options.loginPerEmail ?? 10,
    timeWindow: '15 minutes',
    keyGenerator: emailKey('login'),
  });
  const loginPerEmail = async (request: FastifyRequest) => {
    const attempt = await loginAttemptsOfEmail(request);
    if (!attempt.isAllowed && attempt.isExceeded) throw new RateLimited('TOO_MANY_LOGIN_ATTEMPTS', attempt.ttl);
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

  app.post(
    '/register',
    {
      config: {
        rateLimit: {
          max: options.registerPerIp ?? 10,
          timeWindow: '1 hour',
          errorResponseBuilder: limited('TOO_MANY_REGISTRATIONS'),
        },
      },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Creates a customer account (issue 5 item 1); errors per field under `errors`',
        body: registerSchema,
        response: { 200: envelopeSchema(userSchema), 400: fieldErrorsEnvelopeSchema, 409: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = checkedBody(request, registerSchema);
      const checked = body.ok ? await service.register(request.ctx, body.value, options.subscriptions) : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.post(
    '/login',
    {
      config: {
        rateLimit: {
          max: options.loginPerIp ?? 30,
          timeWindow: '1 minute',
          errorResponseBuilder: limited('TOO_MANY_LOGIN_ATTEMPTS'),
        },
      },
      preHandler: loginPerEmail,
      schema: {
        tags,
        summary: 'Opens a session: answers the user and the token, and sets the `token` and `idSite` cookies (SPEC §6)',
        body: loginSchema,
        response: { 200: envelopeSchema(loginResultSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const result = await service.login(request.ctx, request.body);
      setLoginCookies(request, reply, result.token);
      return ok(result);
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags,
        summary: 'Ends the session of the request and clears the login cookies',
        response: { 200: envelopeSchema(loggedSchema) },
      },
    },
    async (request, reply) => {
      const session = await sessionUser(request);
      if (session) {
        await requireUser(request);
        await service.logout(request.ctx, session);
      }
      clearLoginCookies(request, reply);
      return ok({ isLogged: false });
    },
  );

  app.get(
    '/logged',
    {
      schema: {
        tags,
        summary: 'Whether the request carries a live session of this site',
        response: { 200: envelopeSchema(loggedSchema) },
      },
    },
    async (request) => ok({ isLogged: (await sessionUser(request)) !== null }),
  );

  app.get(
    '/user',
    {
      schema: {
        tags,
        summary: 'The logged user (401 when anonymous)',
        response: { 200: envelopeSchema(userSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const session = await requireUser(request);
      return ok(await service.getUser(request.ctx, session.id));
    },
  );

  app.put(
    '/user',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'Updates the profile (names, phone, birthdate; the e-mail with the current password)',
        body: profileUpdateSchema,
        response: { 200: envelopeSchema(userSchema), 400: fieldErrorsEnvelopeSchema, 409: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const body = checkedBody(request, profileUpdateSchema);
      const checked = body.ok
        ? await service.updateProfile(request.ctx, session.id, body.value, options.subscriptions)
        : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.put(
    '/user/password',
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes', errorResponseBuilder: limited('TOO_MANY_LOGIN_ATTEMPTS') },
      },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Changes the password (current one required); ends the other sessions',
        body: passwordChangeSchema,
        response: { 200: envelopeSchema(userSchema), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const body = checkedBody(request, passwordChangeSchema);
      const checked = body.ok ? await service.changePassword(request.ctx, session, body.value) : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.delete(
    '/user',
    {
      config: {
        rateLimit: { max: 10, timeWindow: '15 minutes', errorResponseBuilder: limited('TOO_MANY_LOGIN_ATTEMPTS') },
      },
      attachValidation: true,
      schema: {
        tags,
        summary: 'Deletes the account (password required): personal data anonymised, sessions ended',
        body: accountDeletionSchema,
        response: { 200: envelopeSchema(z.object({ deleted: z.literal(true) })), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const session = await requireUser(request);
      const body = checkedBody(request, accountDeletionSchema);
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
      return answer(reply, request.ctx.locale, checked);
    },
  );

  app.put(
    '/password/reset/ask',
    {
      config: {
        rateLimit: {
          max: options.resetAskPerIp ?? 10,
          timeWindow: '15 minutes',
          errorResponseBuilder: limited('TOO_MANY_RESET_REQUESTS'),
        },
      },
      preHandler: resetAskPerEmail,
      schema: {
        tags,
        summary:
          'Mails a password reset link (1 hour, single use) when the e-mail has an account on this site; ' +
          'the answer is the same either way',
        body: passwordResetAskSchema,
        response: { 200: envelopeSchema(passwordResetAskedSchema) },
      },
    },
    async (request) => {
      // The lookup and the mail happen after the answer: its content and timing say nothing of the account.
      const origin = `${request.protocol}://${request.host}`;
      const sending = service
        .sendPasswordReset(request.ctx, options.mailer, request.body.email, origin)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'))
        .finally(() => pendingMails.delete(sending));
      pendingMails.add(sending);
      return ok({ asked: true as const });
    },
  );

  app.put(
    '/password/reset',
    {
      config: {
        rateLimit: { max: 20, timeWindow: '15 minutes', errorResponseBuilder: limited('TOO_MANY_RESET_REQUESTS') },
      },
      attachValidation: true,
      schema: {
        tags,
        summary:
          'Sets a new password from the token of a reset link; ends every session of the account. An unknown, ' +
          'expired or used token is a 400 on the `token` field',
        body: passwordResetSchema,
        response: { 200: envelopeSchema(passwordResetDoneSchema), 400: fieldErrorsEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const body = checkedBody(request, passwordResetSchema);
      const checked = body.ok ? await service.resetPassword(request.ctx, body.value) : body;
      return answer(reply, request.ctx.locale, checked);
    },
  );
};
