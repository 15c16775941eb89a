import { readdirSync, readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  data,
  Outlet,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { localeFromPath } from '../i18n/locale.ts';
import { rootMessagesFile } from '../i18n/messages.server.ts';
import { GeneralErrorBoundary, type GeneralErrorBoundaryProps } from './GeneralErrorBoundary.tsx';

/** A route's boundary as the route modules export it, or one with per-status pages. */
const boundary =
  (props: GeneralErrorBoundaryProps = {}) =>
  () =>
    createElement(GeneralErrorBoundary, props);

/** The site's frame stands for the root's component: a route's boundary must render inside it. */
function Frame() {
  return createElement(
    'div',
    null,
    createElement('nav', { 'aria-label': 'Main menu' }, 'MENU'),
    createElement('main', null, createElement(Outlet)),
  );
}

/** The root's data as the storefront's root loader gives it: the page's language and its UI messages' file. */
async function rootData({ request }: { request: Request }) {
  const locale = localeFromPath(new URL(request.url).pathname);
  return { locale, messagesPath: (await rootMessagesFile(locale)).path };
}

function routes(child: Partial<RouteObject> & { path: string }, rootLoader = rootData): RouteObject[] {
  return [
    {
      id: 'root',
      path: '/',
      loader: rootLoader,
      Component: Frame,
      ErrorBoundary: boundary(),
      children: [{ Component: () => 'the page', ErrorBoundary: boundary(), ...child }],
    },
  ];
}

/** Server-renders `path` as React Router's document request does: loaders first, then the page or its boundary. */
async function render(tree: RouteObject[], path: string) {
  const handler = createStaticHandler(tree);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`unexpected response ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(createElement(StaticRouterProvider, { router, context, hydrate: false }));
  return { status: context.statusCode, html };
}

const notFound = () => {
  throw data(null, { status: 404 });
};

describe('GeneralErrorBoundary (SPEC §2 generic error page)', () => {
  it("answers a route's 404 inside the site's frame, with the link home in the page's language", async () => {
    const { status, html } = await render(
      routes({ path: 'en/products/:slug/:id', loader: notFound }),
      '/en/products/anything/987654',
    );
    expect(status).toBe(404);
    expect(html).toContain('<nav aria-label="Main menu">MENU</nav>');
    expect(html).toContain('<title>404 – This page could not be found</title>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
    expect(html).not.toContain('the page');
  });

  it("shows 'Error' and status 500, without the link home, when a loader fails", async () => {
    const { status, html } = await render(
      routes({
        path: 'products/search',
        loader: () => {
          throw new Error('the API is down');
        },
      }),
      '/products/search',
    );
    expect(status).toBe(500);
    expect(html).toContain('MENU');
    expect(html).toContain('<title>500 – Erreur</title>');
    expect(html).toMatch(/<h1[^>]*>Erreur<\/h1>/);
    expect(html).not.toContain('Retour à l');
    expect(html).not.toContain('the API is down');
  });

  it("shows the message a route gave with its answer, else 'Error', never React Router's English status text", async () => {
    const refused = (body: unknown) =>
      routes({
        path: 'contact',
        loader: () => {
          throw data(body, { status: 405 });
        },
      });
    const plain = await render(refused(null), '/contact');
    expect(plain.status).toBe(405);
    expect(plain.html).toMatch(/<h1[^>]*>Erreur<\/h1>/);
    expect(plain.html).not.toContain('Internal Server Error');
    const given = await render(refused({ message: 'Ce formulaire est fermé' }), '/contact');
    expect(given.html).toMatch(/<h1[^>]*>Ce formulaire est fermé<\/h1>/);
  });

  it('takes a page of its own for a status (statusHandlers), the others keep the generic one', async () => {
    const forbidden = boundary({
      statusHandlers: { 403: ({ params }) => createElement('h1', null, `Private page ${params.id}`) },
    });
    const tree = (status: number) =>
      routes({
        path: 'en/private/:id',
        loader: () => {
          throw data(null, { status });
        },
        ErrorBoundary: forbidden,
      });
    expect((await render(tree(403), '/en/private/7')).html).toContain('<h1>Private page 7</h1>');
    expect((await render(tree(404), '/en/private/7')).html).toContain('This page could not be found');
  });

  it('says the error page itself failed, with a link home, when showing it throws', async () => {
    const failing = boundary({
      statusHandlers: {
        404: () => {
          throw new Error('broken handler');
        },
      },
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html } = await render(routes({ path: 'en/x', loader: notFound, ErrorBoundary: failing }), '/en/x');
    expect(logged).toHaveBeenCalledWith('The error page could not be shown', expect.any(Error));
    logged.mockRestore();
    expect(html).toMatch(/<h1[^>]*>An error occurred while showing the error page<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
  });

  it("names the error in the path's language when the root's own data failed", async () => {
    const rootFails = () => {
      throw data(null, { status: 404 });
    };
    const { status, html } = await render(routes({ path: 'en/x' }, rootFails), '/en/x');
    expect(status).toBe(404);
    expect(html).not.toContain('MENU');
    expect(html).toMatch(/<h1[^>]*>This page could not be found<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/en"[^>]*>Back to the home page<\/a>/);
  });
});

describe('route modules', () => {
  const routesDir = new URL('../../routes/', import.meta.url);
  const pages = readdirSync(routesDir).filter((file) => file.endsWith('.tsx'));

  // Resource routes (robots.ts, sitemap.ts) render nothing: React Router answers their failures itself.
  it.each(pages)('%s exports an ErrorBoundary', (file) => {
    const source = readFileSync(new URL(file, routesDir), 'utf8');
    expect(source).toMatch(/^export (const|function) ErrorBoundary\b/m);
  });
});
