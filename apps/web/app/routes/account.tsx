import { data, Form, Link, useLoaderData, type HeadersFunction } from 'react-router';
import { endpointUrl } from '@atelier/contract/caller';
import { privacyEndpoints } from '@atelier/contract/endpoints/privacy';
import type { Route } from './+types/account';
import { buttonClasses } from '../features/account/AccountField.tsx';
import { PRIVATE_HEADERS, requireUser } from '../features/account/account-calls.server.ts';
import { logOut } from '../features/account/account-actions.server.ts';
import { NEWSLETTER_INTENT, NewsletterChoiceForm } from '../features/newsletter/NewsletterChoiceForm.tsx';
import { loadNewsletterChoice, saveNewsletterChoice } from '../features/newsletter/newsletter-actions.server.ts';
import { localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** Only logged visitors (issue 5 item 4); the others log in first and come back. */
export const loader = withPageMessages('routes/account.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const api = context.get(apiContext);
  const user = await requireUser(api, request);
  // Issue 5: the newsletter lists (none while the site's newsletter is closed) and the account's choice.
  const newsletter = await loadNewsletterChoice(api);
  return data({ user, newsletter, layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

/** The newsletter form's post, or the logout button's. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const form = await request.formData();
  if (form.get('intent') === NEWSLETTER_INTENT) return saveNewsletterChoice(api, form);
  return logOut(api, request);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** Issue 5 item 4: the account's overview. */
export default function AccountPage() {
  const { user, newsletter } = useLoaderData<typeof loader>();
  const { t } = useTranslation('account');
  const { t: orderTexts } = useTranslation('orders');
  const locale = useLocale();
  return (
    <div className="space-y-8 py-10">
      <title>{t('overview.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('overview.title')}</h1>
      <p className="text-xl">{t('overview.greeting', { firstname: user.firstname })}</p>
      <nav>
        <ul className="space-y-2">
          <li>
            <Link to={localizePath('/account/profil', locale)} className="underline underline-offset-2">
              {t('overview.profile')}
            </Link>
          </li>
          <li>
            <Link to={localizePath('/account/orders', locale)} className="underline underline-offset-2">
              {orderTexts('list.title')}
            </Link>
          </li>
          <li>
            <Link to={localizePath('/account/made-to-measure', locale)} className="underline underline-offset-2">
              {t('overview.madeToMeasure')}
            </Link>
          </li>
          <li>
            {/* Issue 20 item 7 (GDPR): a plain link, the API answers the file; no script needed. */}
            <a href={endpointUrl(privacyEndpoints.customerData)} download className="underline underline-offset-2">
              {t('overview.downloadData')}
            </a>
          </li>
        </ul>
      </nav>
      {newsletter.lists.length > 0 && <NewsletterChoiceForm choice={newsletter} />}
      <Form method="post">
        <input type="hidden" name="intent" value="logout" />
        <button type="submit" className={buttonClasses}>
          {t('overview.logout')}
        </button>
      </Form>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
