import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root';
import { htmlLang, localeFromPath, localizePath } from './features/i18n/locale.ts';
import { SiteLayout } from './features/layout/SiteLayout.tsx';
import { apiContext } from './features/site/api-context.ts';
import type { RootData } from './features/site/site-data.ts';
import { loadStartupData } from './features/site/startup.server.ts';
import { themeCss } from './features/site/theme.ts';
import stylesheet from './app.css?url';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet }];

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const locale = localeFromPath(new URL(request.url).pathname);
  const startup = await loadStartupData(context.get(apiContext));
  return { locale, startup };
}

/** The start-up data is loaded once; only a change of language asks for it again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  localeFromPath(currentUrl.pathname) !== localeFromPath(nextUrl.pathname);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData('root') as RootData | undefined;
  const locale = data?.locale ?? 'fr_FR';
  const css = themeCss(data?.startup.siteInfo ?? null);
  const dark = data?.startup.parameters.DARK_THEME === 'true';
  const favicon = data?.startup.siteInfo?.logos.find((logo) => logo.type === 'LOGO_FAVICON');
  const globalCss = data?.startup.parameters.GLOBAL_CSS;
  return (
    <html lang={htmlLang(locale)} className={dark ? 'dark' : undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {favicon && <link rel="icon" href={favicon.url} />}
        <Meta />
        <Links />
        {css && <style dangerouslySetInnerHTML={{ __html: css }} />}
        {globalCss && <style dangerouslySetInnerHTML={{ __html: globalCss.replace(/<\/style/gi, '') }} />}
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const { i18n } = useTranslation();
  const data = useRouteLoaderData('root') as RootData;
  useEffect(() => {
    if (i18n.language !== data.locale) void i18n.changeLanguage(data.locale);
  }, [data.locale, i18n]);
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  const data = useRouteLoaderData('root') as RootData | undefined;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const locale = data?.locale ?? localeFromPath(typeof window === 'undefined' ? '/' : window.location.pathname);
  const message =
    status === 404 ? t('notFound') : isRouteErrorResponse(error) && error.statusText ? error.statusText : t('error');
  const content = (
    <main id="content" className="mx-auto max-w-3xl px-6 py-24 text-center">
      <p className="text-6xl font-bold text-[var(--primary-color)]">{status}</p>
      <h1 className="mt-4 text-2xl">{message}</h1>
      {status === 404 && (
        <p className="mt-8">
          <Link className="underline" to={localizePath('/', locale)}>
            {t('backHome')}
          </Link>
        </p>
      )}
    </main>
  );
  return data ? <SiteLayout>{content}</SiteLayout> : content;
}
