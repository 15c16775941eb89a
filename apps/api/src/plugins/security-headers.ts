import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** One year, subdomains included: sent only on HTTPS answers (a browser ignores it over HTTP anyway). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer, by helmet (issue 5 item 7). API answers and files get helmet's strict
 * default policy; storefront pages replace it with their own (apps/web: the site's configured sources and the
 * hashes of the page's inline scripts). Frames only from the site itself; HSTS only behind HTTPS (the proxy's
 * X-Forwarded-Proto counts: the app trusts its proxy).
 *
 * helmet's middleware is built once here. The @fastify/helmet plugin builds it again for every request
 * (`helmet(options)(req, res)` in its onRequest hook): measured with `npm run bench`, that cost ~200 MB more
 * memory after the read benchmark (626 MB against 423, over the 500 MB budget) — see docs/decisions/009.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmet({
    hsts: false,
    frameguard: { action: 'sameorigin' },
    // helmet's no-referrer makes Chromium send `Origin: null` with a plain form post, which React Router then
    // refuses (forms must work without JavaScript).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginResourcePolicy: { policy: 'same-site' },
    // Pages show the merchant's videos and images from other sites: no cross-origin isolation.
    crossOriginEmbedderPolicy: false,
    contentSecurityPolicy: { directives: { 'frame-ancestors': ["'self'"], 'upgrade-insecure-requests': null } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    headers(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
}
