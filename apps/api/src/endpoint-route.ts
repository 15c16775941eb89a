import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import {
  envelopeSchema,
  refusalSchema,
  type EndpointData,
  type EndpointDeclaration,
  type EndpointRequest,
} from '@atelier/contract';
import { ok } from './envelope.ts';
import { refusalOf, type Checked } from './refusal.ts';

/** What a route's handler gives back: the data, or the reply itself (a refusal sent, a file, a redirect). */
export type EndpointResult<E extends EndpointDeclaration> = EndpointData<E> | FastifyReply;

export type EndpointHandler<E extends EndpointDeclaration> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>> | EndpointResult<E>;

export interface EndpointRouteOptions {
  /** Route config read by the app's hooks (`siteCache`: the per-site answer cache; rate limits). */
  config?: FastifyContextConfig;
  onRequest?: onRequestHookHandler;
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  bodyLimit?: number;
  /** The body is checked by the handler (a form that answers every field's problem at once). */
  attachValidation?: boolean;
  /** OpenAPI: the body types taken (multipart forms). */
  consumes?: string[];
  /** OpenAPI: the types of an answer that is not an envelope (`data: null`: a PDF). */
  produces?: string[];
}

/** A checked outcome's value, or its refusal sent in the request's language (SPEC §8). */
export function answerChecked<T>(request: FastifyRequest, reply: FastifyReply, checked: Checked<T>): T | FastifyReply {
  if (checked.ok) return checked.value;
  return reply.code(checked.status).send(refusalOf(request.ctx.locale, checked.problems));
}

/**
 * Registers the route of an endpoint declaration (packages/contract): its method and path, its schemas for
 * validation and OpenAPI, the `{success, data, message}` envelope around the data the handler gives back (or the
 * reply itself, already sent: a refusal by `answerChecked`, a file, a redirect), and the refusal envelope for
 * every status it declares.
 */
export function route<E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  options: EndpointRouteOptions,
  handler: EndpointHandler<E>,
): void;
export function route<E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  handler: EndpointHandler<E>,
): void;
export function route<E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  optionsOrHandler: EndpointRouteOptions | EndpointHandler<E>,
  maybeHandler?: EndpointHandler<E>,
): void {
  const options = typeof optionsOrHandler === 'function' ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === 'function' ? optionsOrHandler : maybeHandler!;
  const response: Record<number, unknown> = {};
  if (declaration.data) response[200] = envelopeSchema(declaration.data);
  for (const status of declaration.refusals) response[status] = refusalSchema;
  app.route({
    method: declaration.method,
    url: declaration.path,
    config: options.config,
    onRequest: options.onRequest,
    preHandler: options.preHandler,
    bodyLimit: options.bodyLimit,
    attachValidation: options.attachValidation,
    schema: {
      tags: [...declaration.tags],
      summary: declaration.summary,
      ...(options.consumes ? { consumes: options.consumes } : {}),
      ...(options.produces ? { produces: options.produces } : {}),
      ...(declaration.params ? { params: declaration.params } : {}),
      ...(declaration.query ? { querystring: declaration.query } : {}),
      ...(declaration.body && !declaration.multipart ? { body: declaration.body } : {}),
      // A page that declares no answer (HTML, a redirect) keeps OpenAPI's default 200: `responses` may not be empty.
      ...(Object.keys(response).length > 0 ? { response } : {}),
    },
    async handler(request, reply) {
      const result = await handler(request as unknown as FastifyRequest<EndpointRequest<E>>, reply);
      // A handler that sent the reply gives it back, and `await` unwraps it (a reply is thenable) to undefined:
      // the reply being sent is what says so. Sending the envelope after it would log "Reply was already sent".
      return reply.sent || result === reply ? reply : ok(result);
    },
  });
}
