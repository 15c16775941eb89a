import { data, Form, Link, redirect, useNavigation, type HeadersFunction } from 'react-router';
import type { Route } from './+types/made-to-measure-confirm';
import { buttonClasses, FormAlert } from '../features/account/AccountField.tsx';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { localeFromPath, localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { jobPath } from '../features/made-to-measure/made-to-measure-urls.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** Opening the mailed link changes nothing (mail scanners follow links): the page only offers its button. */
export const loader = withPageMessages('routes/made-to-measure-confirm.tsx', () =>
  data({ layout: 'default' as const }, { headers: PRIVATE_HEADERS }),
);

const isApiError = (error: unknown): error is Error & { status: number } =>
  error instanceof Error && error.name === 'ApiError' && typeof (error as { status?: unknown }).status === 'number';

/** The button posts the token: the request reaches the workshop and the guest lands on their job's page. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const locale = localeFromPath(new URL(request.url).pathname);
  try {
    const confirmed = await context.get(apiContext).confirmMadeToMeasure({ body: { token: params.token } });
    return redirect(jobPath(confirmed.id, locale, confirmed.access), { headers: PRIVATE_HEADERS });
  } catch (error) {
    if (!isApiError(error) || error.status >= 500) throw error;
    return data({ problem: error.message }, { status: error.status, headers: PRIVATE_HEADERS });
  }
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** Issue 19 item 1: the page of a guest's confirmation link (`/devis-sur-mesure/confirmer/{token}`). */
export default function MadeToMeasureConfirm({ actionData }: Route.ComponentProps) {
  const { t } = useTranslation('made-to-measure');
  const locale = useLocale();
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="max-w-xl space-y-8 py-10">
      <title>{t('confirm.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('confirm.title')}</h1>
      <FormAlert message={actionData?.problem} />
      <Form method="post" className="space-y-5">
        <p>{t('confirm.text')}</p>
        <button type="submit" disabled={busy} className={buttonClasses}>
          {t('confirm.submit')}
        </button>
      </Form>
      <p>
        <Link to={localizePath('/', locale)} className="underline underline-offset-2">
          {t('confirm.home')}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
