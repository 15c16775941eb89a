import { data, Form, Link, redirect, useActionData, useNavigation, type HeadersFunction } from 'react-router';
import type { Route } from './+types/password-reset';
import { AccountField, buttonClasses, FormAlert } from '../features/account/AccountField.tsx';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { resetPassword } from '../features/account/account-actions.server.ts';
import { CONFIRMATION_MISMATCH } from '../features/account/account-forms.ts';
import { localeFromPath, localizePath } from '../features/i18n/locale.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/**
 * The token is only checked when the form is sent: the API says then whether it is unknown, expired or used.
 * Without a token (SPEC §2 {token?}) there is nothing to reset: on to the form that mails a link.
 */
export const loader = withPageMessages('routes/password-reset.tsx', ({ request, params }: Route.LoaderArgs) => {
  if (!params.token) throw redirect(localizePath('/password/reset/ask', localeFromPath(pagePathOf(request))));
  return data({ layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** The form posts here with the new password and its confirmation; the token is the URL's. */
export async function action({ request, params, context }: Route.ActionArgs) {
  return resetPassword(context.get(apiContext), params.token ?? '', await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

const statusClasses = 'rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30';

/**
 * Issue 5 item 3: the page of the mailed link, where the visitor chooses a new password. A link that cannot
 * serve (unknown, expired, already used) says why and offers to ask for a new one.
 */
export default function PasswordResetPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const refused = answer && !answer.ok ? answer : undefined;
  const tokenProblem = refused?.errors.token;
  const mismatch = refused?.errors.passwordConfirmation === CONFIRMATION_MISMATCH;
  return (
    <div className="max-w-xl py-10">
      <title>{t('passwordReset.reset.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('passwordReset.reset.title')}</h1>
      {answer?.ok ? (
        <div className="mt-8 space-y-5">
          <p role="status" className={statusClasses}>
            {t('passwordReset.reset.done')}
          </p>
          <p>
            <Link to={localizePath('/auth', locale)} className="underline underline-offset-2">
              {t('passwordReset.reset.login')}
            </Link>
          </p>
        </div>
      ) : tokenProblem ? (
        <div className="mt-8 space-y-5">
          <FormAlert message={tokenProblem} />
          <p>
            <Link to={localizePath('/password/reset/ask', locale)} className="underline underline-offset-2">
              {t('passwordReset.reset.askAgain')}
            </Link>
          </p>
        </div>
      ) : (
        <Form method="post" className="mt-8 space-y-5">
          <FormAlert message={refused?.message} />
          <AccountField
            id="reset-password"
            name="password"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
            label={t('field.newPassword')}
            placeholder={t('field.passwordHint')}
            error={refused?.errors.password}
          />
          <AccountField
            id="reset-passwordConfirmation"
            name="passwordConfirmation"
            type="password"
            autoComplete="new-password"
            minLength={8}
            required
            label={t('field.passwordConfirmation')}
            error={mismatch ? t('passwordReset.reset.mismatch') : refused?.errors.passwordConfirmation}
          />
          <p className="text-sm opacity-80">{t('requiredFields')}</p>
          <button type="submit" disabled={busy} className={buttonClasses}>
            {t('passwordReset.reset.submit')}
          </button>
        </Form>
      )}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
