import {
  data,
  Link,
  Form,
  isRouteErrorResponse,
  NavLink,
  Outlet,
  useLocation,
  useRouteError,
  type HeadersFunction,
} from 'react-router';
import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import type { Route } from './+types/admin-layout';
import { logOut } from '../../features/account/account-actions.server.ts';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { type AdminFrameData, useAdminFrame, useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { loadAdminMessages } from '../../features/admin/admin-messages.server.ts';
import { groupsFor, sectionOf } from '../../features/admin/admin-nav.ts';
import { SiteSwitcher } from '../../features/admin-sites/SiteSwitcher.tsx';
import { adminPath, otherLocale } from '../../features/admin/admin-paths.ts';
import { localeFromPath, localizePath } from '../../features/i18n/locale.ts';
import { useTranslation } from '../../features/i18n/use-translation.ts';
import { GeneralErrorBoundary } from '../../features/layout/GeneralErrorBoundary.tsx';
import { apiContext } from '../../features/site/api-context.ts';
import { withPageMessages } from '../../features/i18n/page-messages.server.ts';

/** The back-office's frame (issue 16): the site's administrators only, in the page's language; never kept. */
export const loader = withPageMessages(
  'routes/admin/admin-layout.tsx',
  async ({ request, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const locale = localeFromPath(new URL(request.url).pathname);
    const [user, adminMessages, siteInfo] = await Promise.all([
      requireAdminPage(api, request),
      loadAdminMessages(locale),
      api.siteInfo().catch(() => null),
    ]);
    // The site switcher of a super administrator (issue 18 item 7).
    const sites = user.role === 'SUPER_ADMIN' ? (await api.adminSites()).map(({ id, name }) => ({ id, name })) : [];
    const frame: AdminFrameData = {
      locale,
      adminMessages,
      admin: { id: user.id, email: user.email, firstname: user.firstname, lastname: user.lastname, role: user.role },
      siteName: siteInfo?.name ?? '',
      siteId: siteInfo?.id ?? null,
      sites,
    };
    return data(frame, { headers: ADMIN_HEADERS });
  },
);

/** The frame's only form: logging out. */
export async function action({ request, context }: Route.ActionArgs) {
  return logOut(context.get(apiContext), request);
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

const navLink = ({ isActive }: { isActive: boolean }) =>
  'inline-flex min-h-11 shrink-0 items-center rounded-md px-3 font-medium whitespace-nowrap ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ' +
  (isActive ? 'bg-stone-900 text-white' : 'text-stone-800 hover:bg-stone-200');

const groupLink = (isActive: boolean) =>
  'inline-flex min-h-11 shrink-0 items-center rounded-md px-3 font-semibold whitespace-nowrap ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 ' +
  (isActive ? 'bg-stone-200 text-stone-950 ring-1 ring-stone-500' : 'text-stone-800 hover:bg-stone-100');

/**
 * The back-office's navigation in two rows: the groups (sales, catalogue, website, contents, settings), then the
 * sections of the group of the page open — a phone shows them without a long sideways scroll.
 */
function AdminNav({ role, here }: { role: string; here: string }) {
  const { t, locale } = useAdminTranslation('admin');
  const groups = groupsFor(role);
  const current = sectionOf(here);
  const open = groups.find((group) => group.sections.some((section) => section.key === current)) ?? groups[0];
  return (
    <nav aria-label={t('nav.label')} className="mx-auto max-w-7xl space-y-1 px-4 pb-2">
      <ul className="flex gap-1 overflow-x-auto">
        {groups.map((group) => (
          <li key={group.key}>
            <Link
              to={adminPath(group.sections[0]!.path, locale)}
              className={groupLink(group === open)}
              aria-current={group === open ? 'true' : undefined}
            >
              {t(`nav.group.${group.key}`)}
            </Link>
          </li>
        ))}
      </ul>
      {open && (
        <ul className="flex flex-wrap gap-1 border-t border-stone-200 pt-1">
          {open.sections.map((section) => (
            <li key={section.key}>
              <NavLink to={adminPath(section.path, locale)} end={section.path === ''} className={navLink}>
                {t(`nav.${section.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      )}
    </nav>
  );
}

export function AdminFrame({ children }: { children: React.ReactNode }) {
  const { t, locale } = useAdminTranslation('admin');
  const frame = useAdminFrame();
  const other = otherLocale(locale);
  const { pathname, search } = useLocation();
  // The same page in the other language: /admin/orders/3 ⇄ /en/admin/orders/3.
  const here = pathname.replace(/^\/en(?=\/)/, '');
  const switched = localizePath(here, other) + search;
  return (
    <div className="admin flex min-h-dvh flex-col bg-stone-50 text-stone-900">
      <a href="#admin-content" className="skip-link">
        {t('skipToContent')}
      </a>
      <header className="border-b border-stone-300 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <p className="mr-auto text-lg font-semibold">
            {frame?.siteName} <span className="font-normal text-stone-600">· {t('title')}</span>
          </p>
          {frame && <SiteSwitcher sites={frame.sites} current={frame.siteId} />}
          <a href={switched} hrefLang={other === 'en' ? 'en' : 'fr'} className="underline">
            {t('otherLanguage')}
          </a>
          <a href={locale === 'en' ? '/en' : '/'} className="underline">
            {t('seeSite')}
          </a>
          {frame && (
            <Form method="post" action={adminPath('', locale)}>
              <button type="submit" className="min-h-11 rounded-md px-3 underline">
                {t('logout')}
              </button>
            </Form>
          )}
        </div>
        {frame && <AdminNav role={frame.admin.role} here={here} />}
      </header>
      <main id="admin-content" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
        {children}
      </main>
      <Toaster position="top-right" duration={3000} richColors closeButton style={TOAST_COLOURS} />
    </div>
  );
}

/**
 * Sonner's rich colours read below WCAG AA on their pale grounds (green 4.3:1, red 4.2:1): darker texts, same hues
 * (axe color-contrast; the variables are sonner's own, set on its toaster element).
 */
const TOAST_COLOURS = {
  '--success-text': 'hsl(140, 100%, 22%)',
  '--error-text': 'hsl(360, 100%, 38%)',
} as CSSProperties;

export default function AdminLayout() {
  return (
    <AdminFrame>
      <Outlet />
    </AdminFrame>
  );
}

/** 403 for a logged customer (the admin's own page, in the site's language); other errors: the shared page. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 403) return <Forbidden />;
  return (
    <AdminFrame>
      <GeneralErrorBoundary />
    </AdminFrame>
  );
}

function Forbidden() {
  const { t } = useTranslation('account');
  const locale = localeFromPath(useLocation().pathname);
  return (
    <main id="content" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{t('forbidden.title')}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-semibold">{t('forbidden.title')}</h1>
      <p className="mt-4">{t('forbidden.text')}</p>
      <p className="mt-8">
        <a className="underline" href={localizePath('/', locale)}>
          {t('forbidden.back')}
        </a>
      </p>
    </main>
  );
}
