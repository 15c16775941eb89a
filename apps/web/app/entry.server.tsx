import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext, type RouterContextProvider } from 'react-router';
import appCss from './app.css?inline';
import { AppCssContext, ThemeCssContext } from './features/site/AppStyles.tsx';
import { pagePolicy } from './features/site/content-security-policy.ts';
import type { RootLoaderData } from './features/seo/site-seo.ts';
import { lowPriorityScripts } from './features/site/script-priority.server.ts';
import { themeCssContext } from './features/site/theme.ts';

export const streamTimeout = 5_000;

/** React Router's default Node entry (the UI messages travel in the root loader's data). */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <AppCssContext value={appCss}>
        <ThemeCssContext value={loadContext.get(themeCssContext)}>
          <ServerRouter context={routerContext} url={request.url} />
        </ThemeCssContext>
      </AppCssContext>,
      {
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          // Completed with the hashes of the page's inline scripts by the server (server.ts).
          responseHeaders.set('Content-Security-Policy', policyOf(request, routerContext));
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body.pipe(lowPriorityScripts())), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}

function policyOf(request: Request, routerContext: EntryContext): string {
  const root = routerContext.staticHandlerContext.loaderData['root'] as RootLoaderData | undefined;
  return pagePolicy({
    publicAppConfig: root?.startup.siteInfo?.publicAppConfig,
    scriptToLoad: root?.startup.parameters['SCRIPT_TO_LOAD'],
    afterBodyHtml: root?.startup.parameters['AFTER_BODY_HTML_TO_LOAD'],
    secure: new URL(request.url).protocol === 'https:',
  });
}

// The server (server.ts) sets the API client of each request on this very context object.
export { apiContext } from './features/site/api-context.ts';
