import { data, Form, Link, useActionData, useNavigation, type HeadersFunction } from 'react-router';
import type { Route } from './+types/password-reset-ask';
import { AccountField, buttonClasses, FormAlert } from '../features/account/AccountField.tsx';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { askPasswordReset } from '../features/account/account-actions.server.ts';
import { localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

export const loader = withPageMessages('routes/password-reset-ask.tsx', () => {
  return data({ layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** The form posts here (a plain form: no JavaScript needed). */
export async function action({ request, context }: Route.ActionArgs) {
  return askPasswordReset(context.get(apiContext), await request.formData());
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/**
 * Issue 5 item 3: the e-mail to send a reset link to. The answer is the same whether the address has an
 * account or not, so the page tells nobody which addresses have one.
 */
export default function PasswordResetAskPage() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const answer = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const refused = answer && !answer.ok ? answer : undefined;
  return (
    <div className="max-w-xl py-10">
      <title>{t('passwordReset.ask.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('passwordReset.ask.title')}</h1>
      {answer?.ok ? (
        <p
          role="status"
          className="mt-8 rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30"
        >
          {t('passwordReset.ask.sent')}
        </p>
      ) : (
        <Form method="post" className="mt-8 space-y-5">
          <p>{t('passwordReset.ask.text')}</p>
          <FormAlert message={refused?.message} />
          <AccountField
            id="reset-ask-email"
            name="email"
            type="email"
            autoComplete="email"
            required
            label={t('field.email')}
            defaultValue={String(refused?.values.email ?? '')}
            error={refused?.errors.email}
          />
          <button type="submit" disabled={busy} className={buttonClasses}>
            {t('passwordReset.ask.submit')}
          </button>
        </Form>
      )}
      <p className="mt-8">
        <Link to={localizePath('/auth', locale)} className="underline underline-offset-2">
          {t('passwordReset.ask.back')}
        </Link>
      </p>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
