import { useEffect, useState } from 'react';
import { rootMessagesFile } from './features/i18n/messages.server.ts';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { watchChunkErrors } from './features/behaviours/chunk-reload.ts';
import { LoadingBar } from './features/behaviours/LoadingBar.tsx';
import { AfterBodyHtml, MerchantScript } from './features/behaviours/MerchantCode.tsx';
import { ModalProvider } from './features/behaviours/ModalProvider.tsx';
import { ScrollRestoration } from './features/behaviours/ScrollRestoration.tsx';
import { recordVisitAndRedirect } from './features/behaviours/visit.server.ts';
import { ConsentManager } from './features/consent/ConsentManager.tsx';
import { htmlLang, localeFromPath } from './features/i18n/locale.ts';
import { fetchRootMessages, ROOT_MESSAGES_LINK_ID } from './features/i18n/root-messages.ts';
import { GeneralErrorBoundary } from './features/layout/GeneralErrorBoundary.tsx';
import { layoutSettings } from './features/layout/layout-settings.ts';
import { SiteLayout, type SiteLayoutKind } from './features/layout/SiteLayout.tsx';
import { AppStyles, SiteThemeStyle } from './features/site/AppStyles.tsx';
import { pagePathOf } from './features/pages/request-path.ts';
import { descriptionFromHtml } from './features/seo/seo-meta.ts';
import type { RootLoaderData } from './features/seo/site-seo.ts';
import { apiContext } from './features/site/api-context.ts';
import { loadStartupData } from './features/site/startup.server.ts';
import { themeCssContext } from './features/site/theme.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootLoaderData> {
  const api = context.get(apiContext);
  await recordVisitAndRedirect(api, request);
  const locale = localeFromPath(pagePathOf(request));
  const [{ startup, themeCss }, messages] = await Promise.all([loadStartupData(api), rootMessagesFile(locale)]);
  // The theme's CSS is for the server's render only (entry.server.tsx): not part of the page's data.
  context.set(themeCssContext, themeCss);
  // The origin makes the canonical, hreflang and Open Graph URLs absolute (each site has its own host).
  return { locale, startup, messagesPath: messages.path, origin: new URL(request.url).origin };
}

/** A page of the other language: the frame's messages of that language are read before it shows. */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const data = await serverLoader();
  await fetchRootMessages(data.locale, data.messagesPath);
  return data;
}

/** The start-up data is loaded once; only a change of language asks for it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

/** The site's name and description on a page without its own meta (each route sets its full set). */
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  // An error page names itself (ErrorBoundary).
  if (!loaderData || error) return [];
  const { parameters, siteInfo } = loaderData.startup;
  const description = descriptionFromHtml(parameters.HOME_META_DESCRIPTION ?? parameters.COMPANY_DESCRIPTION);
  return [
    { title: parameters.COMPANY_NAME ?? siteInfo?.name ?? '' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
};

/** The site frame's layout: the one the page's loader names (CMS pages store theirs), else the frame's default. */
function usePageLayout(): SiteLayoutKind | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const layout = (match.loaderData as { layout?: SiteLayoutKind } | undefined)?.layout;
    if (layout) return layout;
  }
  return undefined;
}

/** The back-office (routes `admin___<locale>` and below) has its own frame, without the site's. */
const useInBackOffice = () => useMatches().some((match) => match.id.startsWith('admin___'));
/** The page editor's live preview: the site's frame, but no consent banner over it (it is not a visit). */
const useInPreview = () => useMatches().some((match) => match.id.startsWith('admin-page-preview___'));

/**
 * The file of the frame's messages (root-messages.ts), asked for while the page's head is read: the browser has it
 * by the time it hydrates (entry.client.tsx). It stays the first page's: a page of the other language reads its
 * own in the clientLoader.
 */
function RootMessagesPreload({ path, locale }: { path: string; locale: string }) {
  const [first] = useState({ path, locale });
  return (
    <link
      rel="preload"
      as="fetch"
      crossOrigin="anonymous"
      href={first.path}
      id={ROOT_MESSAGES_LINK_ID}
      data-locale={first.locale}
    />
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  const locale = data?.locale ?? 'fr_FR';
  const parameters = data?.startup.parameters;
  const dark = parameters?.DARK_THEME === 'true';
  const favicon = data?.startup.siteInfo?.logos.find((logo) => logo.type === 'LOGO_FAVICON');
  const globalCss = parameters?.GLOBAL_CSS;

  const inBackOffice = useInBackOffice();
  const inPreview = useInPreview();
  useEffect(() => watchChunkErrors(), []);
  // The page is interactive: React has committed its hydration (the outermost effect runs last). The browser
  // tests wait for this mark before they type or click.
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);

  return (
    <html
      lang={htmlLang(locale)}
      className={dark ? 'dark' : undefined}
      data-scroll={layoutSettings(parameters ?? {}).scrollToTop}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {favicon && <link rel="icon" href={favicon.url} />}
        <Meta />
        <Links />
        {data && <RootMessagesPreload path={data.messagesPath} locale={data.locale} />}
        <AppStyles />
        <SiteThemeStyle />
        {globalCss && <style dangerouslySetInnerHTML={{ __html: globalCss.replace(/<\/style/gi, '') }} />}
      </head>
      <body>
        <AfterBodyHtml html={parameters?.AFTER_BODY_HTML_TO_LOAD ?? null} />
        <LoadingBar />
        <ModalProvider>{children}</ModalProvider>
        {/* The back-office has no analytics to consent to: no banner there. */}
        {data && !inBackOffice && !inPreview && (
          <ConsentManager locale={locale} publicAppConfig={data.startup.siteInfo?.publicAppConfig ?? null} />
        )}
        {/* SPEC §2 scrolling: ScrollRestoration scrolls to the top on a new page, to the element of the
            URL's hash when there is one, and back to where the visitor was on back/forward. */}
        <ScrollRestoration />
        <Scripts />
        <MerchantScript code={parameters?.SCRIPT_TO_LOAD ?? null} />
      </body>
    </html>
  );
}

export default function App() {
  const layout = usePageLayout();
  if (useInBackOffice()) return <Outlet />;
  return (
    <SiteLayout layout={layout}>
      <Outlet />
    </SiteLayout>
  );
}

/**
 * When the root itself fails (its loader, or a page without a boundary of its own): the shared error page,
 * in the site's frame when the start-up data is there, else on its own (the frame needs that data).
 */
export function ErrorBoundary() {
  const data = useRouteLoaderData('root') as RootLoaderData | undefined;
  return data ? (
    <SiteLayout>
      <GeneralErrorBoundary />
    </SiteLayout>
  ) : (
    <main id="content">
      <GeneralErrorBoundary />
    </main>
  );
}
