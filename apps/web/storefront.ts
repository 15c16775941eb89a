import './production-env.ts';
import path from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { createApiClient } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { loadConfig, prepareServer, runServer } from '@atelier/api/start';
import { sendCachedAnswer } from '@atelier/api/response-cache';
import type { apiContext as ApiContext } from './app/features/site/api-context.ts';
import { localeFromPath } from './app/features/i18n/locale.ts';
import { INLINE_SCRIPTS_TOKEN } from './app/features/site/content-security-policy.ts';
import { withInlineScriptHashes } from './app/features/site/inline-script-hashes.server.ts';
import { withPageCss } from './app/features/site/page-css.server.ts';
import { isConsentPending, withConsentPending } from './app/features/consent/consent-pending.ts';
import { hydrationDataAsJson } from './app/features/site/hydration-data.server.ts';
import { hydrateAfterFirstPaint } from './app/features/site/script-priority.server.ts';
import { isKeepable, PageCache } from './page-cache.ts';

/**
 * The storefront of the production server (`npm start`, entry server.ts): the API app, the built client files
 * under /assets, and every other GET rendered by React Router on the server. Loaders reach the API in-process through app.inject.
 */
const BUILD_DIR = path.resolve(fileURLToPath(new URL('.', import.meta.url)), process.env.WEB_BUILD_DIR ?? 'build');

/** A fetch that answers from the API app in-process (no socket), for the API client of the loaders. */
function injectFetch(app: FastifyInstance, remoteAddress: string): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://internal',
    );
    const requestHeaders = Object.fromEntries(new Headers(init?.headers).entries());
    let payload: string | Buffer | undefined = typeof init?.body === 'string' ? init.body : undefined;
    if (init?.body instanceof FormData) {
      // A form with files that an action forwards (a return's photos): its multipart bytes and boundary.
      const encoded = new Response(init.body);
      payload = Buffer.from(await encoded.arrayBuffer());
      requestHeaders['content-type'] = encoded.headers.get('content-type') ?? 'multipart/form-data';
    }
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: requestHeaders,
      payload,
      // The visitor's address, so per-visitor rate limits of the API see the visitor, not this process.
      remoteAddress,
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/** Fastify request → Fetch Request for React Router (`url`: the request's own, or one to render instead). */
function toFetchRequest(request: FastifyRequest, reply: FastifyReply, url: string): Request {
  const origin = `${request.protocol}://${request.host}`;
  const controller = new AbortController();
  reply.raw.on('close', () => controller.abort());
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(origin + url, {
    method: request.method,
    headers,
    body: hasBody ? (request.body as BodyInit) : undefined,
    signal: controller.signal,
  });
}

/** React Router's server build, imported once (the start begins it before the database is ready). */
let serverBuild: Promise<ServerBuild> | undefined;
const loadServerBuild = () =>
  (serverBuild ??= import(pathToFileURL(path.join(BUILD_DIR, 'server/index.js')).href) as Promise<ServerBuild>);

export async function addStorefront(app: FastifyInstance) {
  const build = await loadServerBuild();
  const handle = createRequestHandler(build, process.env.NODE_ENV === 'development' ? 'development' : 'production');
  // The context object of the built app (a copy imported from the sources would be another object).
  const { apiContext } = build.entry.module as unknown as { apiContext: typeof ApiContext };

  // The built files, all under /assets with hashed names, compressed at build time. One route for all of them
  // (listing the folder at start and routing each file took ~70 ms of each start, issue 21); a file that is not
  // there is the API's 404.
  await app.register(fastifyStatic, {
    root: path.join(BUILD_DIR, 'client', 'assets'),
    prefix: '/assets/',
    decorateReply: false,
    preCompressed: true,
    setHeaders(reply) {
      // Hashed file names never change: cache them for a year.
      reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  await registerPages(app, (request, api) => {
    const context = new RouterContextProvider();
    context.set(apiContext, api);
    return handle(request, context);
  });
}

/** Renders a page: React Router's handler in production, a stand-in in the page cache's tests. */
export type RenderPage = (request: Request, api: ApiClient) => Promise<Response>;

/**
 * A rendered page as it leaves: React Router's scripts after the first paint, its data as JSON, its inline
 * stylesheet cut to its elements, and its `<html>` marked for a visitor the consent banner asks.
 */
function pageAsSent(html: string, request: FastifyRequest): string {
  const page = withPageCss(hydrationDataAsJson(hydrateAfterFirstPaint(html)));
  return isConsentPending(request.headers.cookie, request.headers['user-agent']) ? withConsentPending(page) : page;
}

/**
 * Every GET, HEAD and POST outside /api and the built files: rendered with an API client of the visitor's
 * own (host, cookies, address), through the page cache for anonymous visitors.
 */
type Slot = NonNullable<Awaited<ReturnType<PageCache['slotOf']>>>;

export async function registerPages(app: FastifyInstance, render: RenderPage) {
  // Pages are compressed as they stream (brotli at a fast level); built files were compressed at build time.
  await app.register(fastifyCompress, {
    global: false,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
  });

  // Form posts reach the actions as they came.
  app.addContentTypeParser(['application/x-www-form-urlencoded', 'multipart/form-data'], (_request, payload, done) => {
    const chunks: Buffer[] = [];
    payload.on('data', (chunk: Buffer) => chunks.push(chunk));
    payload.on('end', () => done(null, Buffer.concat(chunks)));
    payload.on('error', done);
  });

  const pages = new PageCache(app);
  /**
   * Renders `url` for the request (its own URL, or the page shown instead), kept for the next visitors in
   * `slot`, with the rendered status or `status`.
   */
  async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    { url, slot, status }: { url: string; slot: Slot | null; status?: number },
  ) {
    const pathname = url.split('?')[0] ?? '/';
    const api = createApiClient({
      baseUrl: '',
      locale: localeFromPath(pathname.replace(/\.data$/, '')),
      siteId: null,
      // The API resolves the site from the visitor's host name, and sees the visitor's session cookie.
      headers: { host: request.headers.host ?? '', cookie: request.headers.cookie ?? '' },
      fetch: injectFetch(app, request.ip),
    });
    const response = await render(toFetchRequest(request, reply, url), api);
    // Fastify's replies to a URL that does not decode are made outside the plugins: no compression there.
    const compress = (body: string | Readable) =>
      typeof reply.compress === 'function' ? reply.compress(body) : reply.send(body);
    reply.status(status ?? response.status);
    response.headers.forEach((value, name) => reply.header(name, value));
    if (!response.body) return reply.send();
    const keepable = slot && isKeepable(response);
    const type = response.headers.get('content-type') ?? '';
    const policy = response.headers.get('content-security-policy');
    if (keepable || policy?.includes(INLINE_SCRIPTS_TOKEN)) {
      // A page is read whole: its policy names the hashes of its inline scripts, and its inline stylesheet keeps
      // the rules its elements use (page-css.server.ts).
      const read = await response.text();
      const text = type.startsWith('text/html') ? pageAsSent(read, request) : read;
      const headers = new Headers(response.headers);
      if (policy) {
        headers.set('content-security-policy', withInlineScriptHashes(policy, text));
        reply.header('content-security-policy', headers.get('content-security-policy'));
      }
      if (keepable) return sendCachedAnswer(request, reply, pages.keep(slot, text, headers));
      return compress(text);
    }
    const body = Readable.fromWeb(response.body as NodeReadableStream);
    return /^(text\/|application\/(json|xml))/.test(type) ? compress(body) : reply.send(body);
  }

  app.route({
    method: ['GET', 'HEAD', 'POST'],
    url: '/*',
    async handler(request, reply) {
      if (request.url.startsWith('/api/')) return reply.callNotFound();
      const slot = await pages.slotOf(request);
      if (slot && pages.sendIfKept(request, reply, slot)) return reply;
      if (!slot) return servePage(request, reply, { url: request.url, slot });
      // The same page being rendered for another visitor: its answer, once kept (else rendered here).
      const elsewhere = pages.renderedElsewhere(slot);
      if (elsewhere) {
        await elsewhere;
        if (pages.sendIfKept(request, reply, slot)) return reply;
      }
      const rendered = pages.rendering(slot);
      try {
        return await servePage(request, reply, { url: request.url, slot });
      } finally {
        rendered();
      }
    },
  });

  // A URL that does not decode (`/%E0%A4%A`): the page's "not found" page, rendered for its path taken
  // literally, with the 400 it is.
  app.badUrlPage = (request, reply) =>
    servePage(request, reply, { url: request.url.replaceAll('%', '%25'), slot: null, status: 400 });
}

/** `npm start` (server.ts): one server process, or WORKERS of them with DATABASE_URL (the API's cluster.ts). */
export async function startWebServer() {
  await runServer(loadConfig(), async (options) => {
    // Loaded while the database opens and, on a first start, while it is set up.
    loadServerBuild().catch(() => {});
    const server = await prepareServer(options);
    await addStorefront(server.app);
    await server.listen();
  });
}
