import { Component, useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Link,
  useLocation,
  useParams,
  useRouteError,
  useRouteLoaderData,
  type ErrorResponse,
  type Params,
} from 'react-router';
import type { Locale } from '@atelier/contract/locales';
import commonEn from '../../i18n/en/common.json';
import commonFr from '../../i18n/fr_FR/common.json';
import { isChunkLoadError, reloadAfterChunkError } from '../behaviours/chunk-reload.ts';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** What a per-status page is given; it renders the whole body of the page, its `<title>` included. */
export interface StatusHandlerInfo {
  error: ErrorResponse;
  params: Params;
  locale: Locale;
}
export type StatusHandler = (info: StatusHandlerInfo) => ReactNode;

export interface GeneralErrorBoundaryProps {
  /** A page of its own for some statuses (as epic-stack's boundaries take them); the others get SPEC §2's. */
  statusHandlers?: Partial<Record<number, StatusHandler>>;
}

const commonOf = (locale: Locale) => (locale === 'en' ? commonEn : commonFr);

/**
 * SPEC §2's last resort, when the error page itself cannot be shown: no hook, no message catalogue, no router
 * (any of them may be what failed), and a plain link that reloads the home page.
 */
function ErrorPageFailed({ locale }: { locale: Locale }) {
  const texts = commonOf(locale);
  return (
    <div className="mx-auto max-w-3xl py-16 text-center" role="alert">
      <title>{texts.errorPageFailed}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-2xl">{texts.errorPageFailed}</h1>
      <p className="mt-8">
        <a className="underline" href={localizePath('/', locale)}>
          {texts.backHome}
        </a>
      </p>
    </div>
  );
}

/**
 * Catches what fails while the error page renders in the browser. React does not run error boundaries on the
 * server, where the boundary's own try/catch (below) covers what it computes.
 */
class ErrorPageGuard extends Component<{ locale: Locale; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The error page could not be shown', error);
  }

  override render() {
    return this.state.failed ? <ErrorPageFailed locale={this.props.locale} /> : this.props.children;
  }
}

/**
 * The message a route gave with its answer (`throw data({ message }, { status })`, in the page's language).
 * Not the answer's status text: React Router fills it with English reason phrases ('Internal Server Error'
 * for any status thrown without one), which would stand on a French page as a wrong message.
 */
function messageOf(error: unknown): string | null {
  if (!isRouteErrorResponse(error)) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The generic error page of SPEC §2, shared by the root and every route module (`export const ErrorBoundary
 * = …` or a function rendering it with `statusHandlers`): the status (500 when the error is not an HTTP
 * answer), the message ('This page could not be found' on a 404, else the one the route gave, else 'Error'),
 * and on a 404 a link to the home page. A route's boundary renders inside the site's frame (the
 * root's component still stands), the root's one inside the frame it draws itself.
 */
export function GeneralErrorBoundary({ statusHandlers }: GeneralErrorBoundaryProps) {
  const error = useRouteError();
  const params = useParams();
  const { pathname } = useLocation();
  const { t: translate } = useTranslation();
  const root = useRouteLoaderData('root') as { locale?: Locale } | undefined;
  // Without the root's data (its loader failed), the language of the path, on the server as in the browser,
  // and its common messages from the bundle (the catalogue travels in the root's data).
  const locale = root?.locale ?? localeFromPath(pathname);
  const t = (key: 'notFound' | 'error' | 'backHome') => (root ? translate(key) : commonOf(locale)[key]);

  // SPEC §4: a page whose code could not be fetched (a new version went live) reloads, once a minute at most.
  // Every boundary does it: a route's own boundary now catches what its loaders' imports throw.
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError();
    // What is not an HTTP answer is a fault of the page's code: the server logs its own, the browser's show here.
    else if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);

  let page: ReactNode;
  try {
    const handler = isRouteErrorResponse(error) ? statusHandlers?.[error.status] : undefined;
    if (handler && isRouteErrorResponse(error)) {
      page = handler({ error, params, locale });
    } else {
      const status = isRouteErrorResponse(error) ? error.status : 500;
      const message = status === 404 ? t('notFound') : (messageOf(error) ?? t('error'));
      page = (
        <div className="mx-auto max-w-3xl py-16 text-center">
          <title>{`${status} – ${message}`}</title>
          <meta name="robots" content="noindex" />
          <p className="text-6xl font-semibold text-primary">{status}</p>
          <h1 className="mt-4 text-2xl">{message}</h1>
          {status === 404 && (
            <p className="mt-8">
              <Link className="underline" to={localizePath('/', locale)}>
                {t('backHome')}
              </Link>
            </p>
          )}
        </div>
      );
    }
  } catch (failure) {
    console.error('The error page could not be shown', failure);
    page = <ErrorPageFailed locale={locale} />;
  }

  return (
    // The application pages' centred column: the frame's layout is the failed page's, which did not load.
    <div className="site-column" data-testid="error-page">
      <ErrorPageGuard locale={locale}>{page}</ErrorPageGuard>
    </div>
  );
}
