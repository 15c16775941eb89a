import type { Locale } from './locale.ts';
import type { EndpointArgs, EndpointData, EndpointDeclaration, EndpointInput } from './endpoint.ts';
import { endpointPath } from './endpoint-path.ts';

/**
 * The one caller of the API (decision 011), generic over the endpoint declarations: used by the storefront in
 * the browser (fetch), by server rendering (a fetch that injects into the API in-process), and by the tests.
 *
 * Answers are trusted, not parsed again: the API checks every answer against the same declaration before it
 * leaves (its serializer validates the envelope's data with the declaration's schema and answers 500 rather
 * than send a shape the contract does not declare), so the types the caller gives are the ones the server
 * kept to. Tests ask the caller to check them anyway (`check: true`), which catches a drift in both.
 */

/** A failed call: the server's message (SPEC §8) and a refused form's errors, or the raw error with no answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  constructor(message: string, status: number, errors?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }
}

export interface CallerOptions {
  /** Origin of the API, without /api ('' in the browser: same origin). */
  baseUrl: string;
  locale: Locale;
  /** SPEC §7: the site identifier header; null lets the server resolve the site from the host. */
  siteId: number | null;
  /** Bearer token (the `token` cookie travels by itself in the browser). */
  token?: string | null;
  /** Extra headers, e.g. the visitor's host and cookies during server rendering. */
  headers?: Record<string, string>;
  fetch?: typeof fetch;
  /** Parse each answer's data with its declaration (tests); trusted otherwise. */
  check?: boolean;
}

export type Query = Record<string, string | number | boolean | undefined | null>;

/** SPEC §7 list queries: empty filter values are left out. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    for (const one of Array.isArray(value) ? value : [value])
      if (one !== undefined && one !== null && one !== '') params.append(key, String(one));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The path (under /api) and query of a call, for a link or a download (an invoice, a technical sheet). */
export function endpointUrl<E extends EndpointDeclaration>(declaration: E, ...[input]: EndpointArgs<E>): string {
  const { params, query } = (input ?? {}) as EndpointInput<E>;
  return `/api${endpointPath(declaration.path, params as Record<string, unknown> | undefined)}${queryString(query)}`;
}

export function createCaller(options: CallerOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);

  /** The raw answer of a call, for callers that need its headers (Set-Cookie) or its status. */
  function send<E extends EndpointDeclaration>(declaration: E, ...[input]: EndpointArgs<E>): Promise<Response> {
    const { body, headers: own } = (input ?? {}) as EndpointInput<E>;
    const headers: Record<string, string> = {
      accept: 'application/json',
      userLang: options.locale,
      ...options.headers,
      ...own,
    };
    if (options.siteId !== null) headers.idSite = String(options.siteId);
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    // A FormData body (multipart) sets its own content type with its boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
    return doFetch(`${options.baseUrl}${endpointUrl(declaration, ...([input] as EndpointArgs<E>))}`, {
      method: declaration.method,
      headers,
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
    });
  }

  /** The envelope's data of a call; a failure rejects with an ApiError carrying the server's message. */
  async function call<E extends EndpointDeclaration>(
    declaration: E,
    ...args: EndpointArgs<E>
  ): Promise<EndpointData<E>> {
    let response: Response;
    try {
      response = await send(declaration, ...args);
    } catch (error) {
      throw new ApiError(error instanceof Error ? error.message : String(error), 0);
    }
    return answerOf(declaration, response, options.check ?? false);
  }

  return { options, send, call };
}

export type Caller = ReturnType<typeof createCaller>;

/** The data of an answer, or its refusal as an ApiError. */
export async function answerOf<E extends EndpointDeclaration>(
  declaration: E,
  response: Response,
  check = false,
): Promise<EndpointData<E>> {
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: unknown;
    message?: string | null;
    errors?: Record<string, string>;
  } | null;
  if (!response.ok || !envelope?.success) {
    throw new ApiError(envelope?.message ?? `HTTP ${response.status}`, response.status, envelope?.errors);
  }
  if (check && declaration.data) return declaration.data.parse(envelope.data) as EndpointData<E>;
  return envelope.data as EndpointData<E>;
}

/**
 * SPEC §7 multipart uploads: object fields JSON-stringified, other values as text, files under their field
 * (`images` for several, `image` for one).
 */
export function formOf(fields: Record<string, unknown>, files: Record<string, readonly Blob[]> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null) continue;
    form.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  for (const [name, list] of Object.entries(files))
    for (const file of list) form.append(name, file, file instanceof File ? file.name : name);
  return form;
}
