import { clientProblems } from '../features/account/client-check.ts';
import { endpoints } from '@atelier/contract';
import { loginSchema, registerSchema } from '@atelier/contract';
import { data, Form, Link, redirect, useActionData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/auth';
import {
  AccountCheckbox,
  AccountField,
  buttonClasses,
  FormAlert,
  useIntentForm,
} from '../features/account/AccountField.tsx';
import { callAccount, PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { logIn, register } from '../features/account/account-actions.server.ts';
import { intentOf, loginPayload, registerPayload, type AccountFormAnswer } from '../features/account/account-forms.ts';
import { safeRedirectPath } from '../features/account/redirect-path.ts';
import { localeFromPath, localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { LegalTextLink } from '../features/pages/LegalTextLink.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { useFlag, useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** A logged visitor has nothing to do here: on to the page asked for, or the account. */
export const loader = withPageMessages('routes/auth.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const logged = await callAccount(context.get(apiContext), endpoints.logged);
  if (logged.ok && logged.data.isLogged) {
    const url = new URL(request.url);
    const account = localizePath('/account', localeFromPath(url.pathname));
    throw redirect(safeRedirectPath(url.searchParams.get('redirectTo'), account), { headers: PRIVATE_HEADERS });
  }
  return data({ layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** The login and registration forms post here with their `intent` (plain forms: no JavaScript needed). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  const form = await request.formData();
  const intent = intentOf(form);
  if (intent === 'login') return logIn(api, request, form);
  if (intent === 'register') return register(api, request, form);
  throw data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

function LoginForm({ answer }: { answer: AccountFormAnswer | undefined }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { busy, mine, errors, onSubmit } = useIntentForm(answer, 'login', (form, message) =>
    clientProblems(loginSchema, loginPayload(form), message),
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="login-title">
      <h2 id="login-title" className="text-2xl font-semibold">
        {t('auth.login.title')}
      </h2>
      <input type="hidden" name="intent" value="login" />
      <FormAlert message={mine?.message} />
      <AccountField
        id="login-email"
        name="email"
        type="email"
        autoComplete="email"
        required
        label={t('field.email')}
        defaultValue={String(mine?.values.email ?? '')}
        error={errors.email}
      />
      <AccountField
        id="login-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('field.password')}
        error={errors.password}
      />
      <p className="text-sm">
        <Link to={localizePath('/password/reset/ask', locale)} className="underline underline-offset-2">
          {t('auth.login.forgot')}
        </Link>
      </p>
      <button type="submit" disabled={busy} className={buttonClasses}>
        {t('auth.login.submit')}
      </button>
    </Form>
  );
}

function RegisterForm({ answer }: { answer: AccountFormAnswer | undefined }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const askBirthdate = useFlag('ASK_BIRTHDATE_AT_REGISTER');
  const newsletter = useFlag('ENABLE_NEWSLETTER');
  const { busy, mine, errors, onSubmit } = useIntentForm(answer, 'register', (form, message) =>
    clientProblems(registerSchema, registerPayload(form), message),
  );
  const value = (name: string) => String(mine?.values[name] ?? '');
  const field = (name: string) => ({
    id: `register-${name}`,
    name,
    label: t(`field.${name}`),
    defaultValue: value(name),
    error: errors[name],
  });
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="register-title">
      <h2 id="register-title" className="text-2xl font-semibold">
        {t('auth.register.title')}
      </h2>
      <input type="hidden" name="intent" value="register" />
      <FormAlert message={mine?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField {...field('firstname')} autoComplete="given-name" required />
        <AccountField {...field('lastname')} autoComplete="family-name" required />
      </div>
      <AccountField {...field('email')} type="email" autoComplete="email" required />
      <AccountField
        {...field('password')}
        defaultValue={undefined}
        type="password"
        autoComplete="new-password"
        minLength={8}
        required
        placeholder={t('field.passwordHint')}
      />
      <AccountField {...field('phone')} type="tel" autoComplete="tel" required />
      {askBirthdate && <AccountField {...field('birthdate')} type="date" autoComplete="bday" required />}
      <AccountCheckbox
        id="register-acceptTerms"
        name="acceptTerms"
        required
        defaultChecked={mine?.values.acceptTerms === true}
        error={errors.acceptTerms}
        label={
          <>
            {t('auth.register.terms')}{' '}
            <LegalTextLink to={localizePath('/use-terms', locale)} className="underline underline-offset-2">
              {t('auth.register.termsLink')}
            </LegalTextLink>
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          </>
        }
      />
      {newsletter && (
        <AccountCheckbox
          id="register-newsletter"
          name="newsletter"
          defaultChecked={mine?.values.newsletter === true}
          label={t('auth.register.newsletter')}
        />
      )}
      <p className="text-sm opacity-80">{t('requiredFields')}</p>
      <button type="submit" disabled={busy} className={buttonClasses}>
        {t('auth.register.submit')}
      </button>
    </Form>
  );
}

/**
 * Issue 5 item 1: login and registration side by side. The forms post to this page's URL, its query
 * (`?redirectTo=`) included: the action reads it.
 */
export default function AuthPage() {
  const { t } = useTranslation('account');
  const answer = useActionData<typeof action>();
  return (
    <div className="py-10">
      <title>{t('auth.title')}</title>
      <h1 className="text-4xl leading-tight font-semibold">{t('auth.title')}</h1>
      <div className="mt-8 grid gap-12 md:grid-cols-2">
        <LoginForm answer={answer} />
        <RegisterForm answer={answer} />
      </div>
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
