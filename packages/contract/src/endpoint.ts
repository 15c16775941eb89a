import { z } from './zod.ts';

export { endpointPath } from './endpoint-path.ts';

/**
 * One declaration per endpoint (decision 011): its method, its path with its `:params`, what it takes (params,
 * query, a JSON body or multipart fields and files), the `data` of its success envelope and the statuses it
 * refuses with. The API registers its route from it (apps/api/src/endpoint-route.ts: validation, envelope,
 * OpenAPI); the one caller (caller.ts) builds the request from it. Nothing else writes an API path.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The statuses an endpoint may refuse with (always the refusal envelope below). */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 502 | 503;

/**
 * SPEC §7/§8: a failure is `{success: false, data: null, message}`; a refused form adds each field's problem
 * under its key (`errors`), and its message is those 'key : error' pairs joined by ' / '.
 */
export const refusalSchema = z.object({
  success: z.literal(false),
  data: z.null(),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Refusal = z.infer<typeof refusalSchema>;

export interface MultipartDeclaration {
  /** Field names; object fields travel JSON-stringified (SPEC §7). */
  fields: readonly string[];
  /** File fields: `images` (several) or `image` (one), SPEC §7. */
  files: readonly string[];
}

export interface EndpointDeclaration {
  method: HttpMethod;
  /** The path under /api, params written `:name` (`:name?` when optional). */
  path: string;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart body (the caller sends a FormData). An endpoint that takes both sets `body` too. */
  multipart?: MultipartDeclaration;
  /** The success envelope's `data`; null for an answer that is not an envelope (a PDF, a redirect). */
  data: z.ZodType | null;
  refusals: readonly RefusalStatus[];
}

/** Declares an endpoint: the declaration as written, its types kept for the route and the caller. */
export const endpoint = <const E extends EndpointDeclaration>(declaration: E): E => declaration;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a call gives: `params` and `query` as the declaration takes them, `body` JSON or a FormData. */
export type EndpointInput<E extends EndpointDeclaration> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : { params?: undefined }) &
  // A query may be left out when it is optional or when every field of it is (a SPEC §7 list, `?lang=`).
  (E['query'] extends z.ZodType
    ? undefined extends Input<E['query']>
      ? { query?: Input<E['query']> }
      : Record<string, never> extends Input<E['query']>
        ? { query?: Input<E['query']> }
        : { query: Input<E['query']> }
    : { query?: undefined }) &
  (E['multipart'] extends MultipartDeclaration
    ? { body: FormData | Input<E['body']> }
    : E['body'] extends z.ZodType
      ? undefined extends Input<E['body']>
        ? { body?: Input<E['body']> }
        : { body: Input<E['body']> }
      : { body?: undefined }) & {
    /** Headers of this call only (a guest's `access` token travels in the query, not here). */
    headers?: Record<string, string>;
  };

/** The arguments of a call: the input may be left out when nothing in it is required. */
export type EndpointArgs<E extends EndpointDeclaration> =
  object extends EndpointInput<E>
    ? [input?: EndpointInput<E>]
    : Record<string, never> extends EndpointInput<E>
      ? [input?: EndpointInput<E>]
      : [input: EndpointInput<E>];

/** The `data` of the endpoint's success envelope. */
export type EndpointData<E extends EndpointDeclaration> = E['data'] extends z.ZodType ? Output<E['data']> : never;

/** What the route's handler receives, parsed by the declaration's schemas. */
export interface EndpointRequest<E extends EndpointDeclaration> {
  Params: E['params'] extends z.ZodType ? Output<E['params']> : Record<string, never>;
  Querystring: E['query'] extends z.ZodType ? Output<E['query']> : Record<string, never>;
  /** A multipart endpoint's JSON body is not checked by the route (the handler reads either form): unknown. */
  Body: E['multipart'] extends MultipartDeclaration
    ? unknown
    : E['body'] extends z.ZodType
      ? Output<E['body']>
      : unknown;
}
