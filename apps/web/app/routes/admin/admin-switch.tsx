import { data, useLoaderData, type HeadersFunction } from 'react-router';
import { endpoints } from '@atelier/contract';
import type { Route } from './+types/admin-switch';
import { callAccount, PRIVATE_HEADERS, redirectWithCookies } from '../../features/account/account-calls.server.ts';
import { localeFromPath, localizePath } from '../../features/i18n/locale.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * The end of a site switch (issue 18 item 7), on the chosen site's own host name: the one-minute ticket becomes
 * the super administrator's session here, and the back-office opens. Outside the admin frame, whose loader
 * would send a visitor without a session to the login page first.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const ticket = url.searchParams.get('ticket') ?? '';
  const answer = ticket ? await callAccount(api, endpoints.enterSite, { body: { ticket } }) : null;
  if (answer?.ok) return redirectWithCookies(localizePath('/admin', locale), answer.setCookies);
  return data({ login: localizePath('/auth', locale), locale }, { status: 401, headers: PRIVATE_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

const TEXTS = {
  fr_FR: {
    title: 'Changement de site',
    failed: 'Ce lien pour changer de site n’est plus valable. Revenez au site d’origine et recommencez.',
    back: 'Aller à la connexion',
  },
  en: {
    title: 'Switching site',
    failed: 'This link to switch sites no longer works. Go back to the site you came from and try again.',
    back: 'Go to the login page',
  },
} as const;

/** Only seen when the ticket failed (used, expired, or another site's). */
export default function AdminSwitchPage() {
  const { login, locale } = useLoaderData<typeof loader>();
  const texts = TEXTS[locale];
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center">
      <title>{texts.title}</title>
      <h1 className="text-3xl font-semibold">{texts.title}</h1>
      <p className="mt-4">{texts.failed}</p>
      <p className="mt-8">
        <a className="underline" href={login}>
          {texts.back}
        </a>
      </p>
    </div>
  );
}
