import type { Route } from './+types/robots';

/** Areas of a visitor's own (cart, account, sign-in), in both languages: nothing to index there. */
const PRIVATE_PATHS = ['/account', '/cart', '/auth', '/password', '/order'];

/** robots.txt of the site of the request, pointing at its sitemap. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    'User-agent: *',
    'Disallow: /api/',
    ...PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: /en${path}`]),
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
