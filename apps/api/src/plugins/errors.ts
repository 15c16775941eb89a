import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { DEFAULT_LOCALE, type Locale } from '@atelier/contract';
import { AppError, STATUS_BY_KIND } from '../errors.ts';
import { isMessageKey, translate, type MessageKey, type MessageParams } from '../i18n/api-messages.ts';

interface ZodIssueLike {
  instancePath: string;
  keyword: string;
  message: string;
  params: Record<string, unknown>;
}

function localeOf(request: FastifyRequest): Locale {
  return request.ctx?.locale ?? (request.headers.userlang === 'en' ? 'en' : DEFAULT_LOCALE);
}

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).type('application/json; charset=utf-8').send({ success: false, data: null, message });
}

/** One problem of a request, in the request's language, naming the field. */
function describeIssue(locale: Locale, context: string | undefined, issue: ZodIssueLike): string {
  const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const field = path || context || 'body';
  const params = issue.params;
  let key: MessageKey = 'FIELD_INVALID';
  let values: MessageParams = {};
  const custom = params.params as { i18n?: unknown; values?: MessageParams } | undefined;
  if (issue.keyword === 'custom' && custom && isMessageKey(custom.i18n)) {
    key = custom.i18n;
    values = custom.values ?? {};
  } else if (issue.keyword === 'invalid_type') {
    key = issue.message.includes('received undefined') ? 'FIELD_REQUIRED' : 'FIELD_INVALID_TYPE';
    values = { expected: String(params.expected) };
  } else if (issue.keyword === 'too_small') {
    key = 'FIELD_TOO_SMALL';
    values = { minimum: String(params.minimum) };
  } else if (issue.keyword === 'too_big') {
    key = 'FIELD_TOO_BIG';
    values = { maximum: String(params.maximum) };
  } else if (issue.keyword === 'invalid_format') {
    key = 'FIELD_INVALID_FORMAT';
  } else if (issue.keyword === 'invalid_value') {
    key = 'FIELD_INVALID_VALUE';
    values = { values: (params.values as unknown[] | undefined)?.map(String).join(', ') ?? '' };
  } else if (issue.keyword === 'unrecognized_keys') {
    const keys = (params.keys as string[] | undefined) ?? [];
    return translate(locale, 'INVALID_FIELD', {
      field: [path, ...keys].filter(Boolean).join('.') || field,
      problem: translate(locale, 'FIELD_UNKNOWN'),
    });
  }
  return translate(locale, 'INVALID_FIELD', { field, problem: translate(locale, key, values) });
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a page whose URL does not decode (`/%E0%A4%A`) with the storefront's error page; set by the
     * storefront, unset on the API alone (then the envelope answers).
     */
    badUrlPage: ((request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) | null;
  }
}

/**
 * Fastify's refusals before any route runs (`frameworkErrors`: a URL that does not decode, a path segment
 * longer than the router takes): the envelope under
 * /api, the storefront's error page for a page. Neither hooks nor the error handler run for them.
 */
export function frameworkErrorHandler(app: () => FastifyInstance) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '';
    const page = app().badUrlPage;
    if (error.code === 'FST_ERR_BAD_URL' && page && !/^\/api(\/|$)/.test(path)) {
      return page(request, reply).catch((failure: unknown) => {
        request.log.error({ err: failure, requestId: request.id }, 'error page of a bad URL');
        return sendError(reply, 500, translate(localeOf(request), 'INTERNAL', { requestId: request.id }));
      });
    }
    if (error.code === 'FST_ERR_BAD_URL')
      return sendError(reply, 400, translate(localeOf(request), 'BAD_URL', { path }));
    if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
      return sendError(reply, 414, translate(localeOf(request), 'URL_TOO_LONG'));
    return sendError(reply, error.statusCode ?? 400, translate(localeOf(request), 'BAD_REQUEST'));
  };
}

/** Errors of a connection to the database, not of a query: PostgreSQL stopped, restarting or out of reach. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_ERROR_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection refused|the database system is (starting up|shutting down)/i;

/**
 * The database cannot be reached (issue 20): the request gets a 503 that says to try again, not a 500. SQLSTATE
 * class 08 (connection exception), 57P01–57P03 (shut down, crashed, not accepting connections yet), 53300 (too
 * many connections), the socket's own errors and the pg client's messages, wrapped or not (Drizzle's `cause`).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300')
        return true;
    }
    if (CONNECTION_ERROR_MESSAGES.test(cause.message)) return true;
  }
  return false;
}

/** The `{success:false, message}` envelope for every failure; a 500 hides its cause behind a request id. */
export function registerErrorHandling(app: FastifyInstance) {
  app.decorate('badUrlPage', null);
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof AppError) {
      return sendError(reply, STATUS_BY_KIND[error.kind], translate(locale, error.code, error.params));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation as unknown as ZodIssueLike[];
      const messages = issues.map((issue) => describeIssue(locale, error.validationContext, issue));
      return sendError(reply, 400, [...new Set(messages)].join(' / '));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendError(reply, 400, translate(locale, 'INVALID_JSON'));
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendError(
          reply,
          415,
          translate(locale, 'UNSUPPORTED_MEDIA_TYPE', { type: String(request.headers['content-type']) }),
        );
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendError(reply, 413, translate(locale, 'BODY_TOO_LARGE'));
    }
    if (error.statusCode === 429) return sendError(reply, 429, translate(locale, 'TOO_MANY_REQUESTS'));
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error, requestId: request.id }, 'database unavailable');
      return sendError(reply.header('retry-after', '2'), 503, translate(locale, 'UNAVAILABLE'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'client error');
      return sendError(reply, error.statusCode, translate(locale, 'BAD_REQUEST'));
    }
    request.log.error({ err: error, requestId: request.id }, 'unhandled error');
    return sendError(reply, 500, translate(locale, 'INTERNAL', { requestId: request.id }));
  });

  app.setNotFoundHandler((request, reply) =>
    sendError(
      reply,
      404,
      translate(localeOf(request), 'ROUTE_NOT_FOUND', {
        method: request.method,
        path: request.url.split('?')[0] ?? '',
      }),
    ),
  );
}
