import { clientProblems } from '../features/account/client-check.ts';
import { data, Form, Link, useActionData, useLoaderData, type HeadersFunction } from 'react-router';
import { accountDeletionSchema, passwordChangeSchema, profileUpdateSchema, type User } from '@atelier/contract';
import type { Route } from './+types/account-profile';
import { AccountField, buttonClasses, FormAlert, useIntentForm } from '../features/account/AccountField.tsx';
import { PRIVATE_HEADERS, requireUser } from '../features/account/account-calls.server.ts';
import { saveAccountForm } from '../features/account/account-actions.server.ts';
import {
  deletionPayload,
  intentOf,
  passwordPayload,
  profilePayload,
  type AccountFormAnswer,
  type AccountIntent,
} from '../features/account/account-forms.ts';
import { localizePath } from '../features/i18n/locale.ts';
import { useTranslation } from '../features/i18n/use-translation.ts';
import { apiContext } from '../features/site/api-context.ts';
import { useLocale } from '../features/site/site-data.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** Only logged visitors (issue 5 item 4); the others log in first and come back. */
export const loader = withPageMessages('routes/account-profile.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const user = await requireUser(context.get(apiContext), request);
  return data({ user, layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** The profile, password and deletion forms post here with their `intent`. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return saveAccountForm(context.get(apiContext), request, intentOf(form), form);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

function Saved({
  answer,
  intent,
  text,
}: {
  answer: AccountFormAnswer | undefined;
  intent: AccountIntent;
  text: string;
}) {
  if (answer?.intent !== intent || !answer.ok) return null;
  return (
    <p role="status" className="rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30">
      {text}
    </p>
  );
}

function ProfileForm({ user, answer }: { user: User; answer: AccountFormAnswer | undefined }) {
  const { t } = useTranslation('account');
  const { busy, mine, errors, onSubmit } = useIntentForm(answer, 'profile', (form, message) =>
    clientProblems(profileUpdateSchema, profilePayload(form), message),
  );
  const field = (name: 'firstname' | 'lastname' | 'phone' | 'email' | 'birthdate') => ({
    id: `profile-${name}`,
    name,
    label: t(`field.${name}`),
    // After a refused post, what was typed; else the saved profile (the key renews the fields once saved).
    defaultValue: String(mine?.values[name] ?? user[name] ?? ''),
    error: errors[name],
  });
  return (
    <Form
      method="post"
      noValidate
      onSubmit={onSubmit}
      className="space-y-5"
      key={`${user.firstname} ${user.lastname} ${user.email}`}
    >
      <input type="hidden" name="intent" value="profile" />
      <Saved answer={answer} intent="profile" text={t('profile.saved')} />
      <FormAlert message={mine?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField {...field('firstname')} autoComplete="given-name" required />
        <AccountField {...field('lastname')} autoComplete="family-name" required />
        <AccountField {...field('phone')} type="tel" autoComplete="tel" required />
        <AccountField {...field('birthdate')} type="date" autoComplete="bday" />
        <AccountField {...field('email')} type="email" autoComplete="email" required />
        <AccountField
          id="profile-password"
          name="password"
          type="password"
          autoComplete="current-password"
          label={t('field.passwordForEmail')}
          error={errors.password}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClasses}>
        {t('profile.save')}
      </button>
    </Form>
  );
}

function PasswordForm({ answer }: { answer: AccountFormAnswer | undefined }) {
  const { t } = useTranslation('account');
  const { busy, mine, errors, onSubmit } = useIntentForm(answer, 'password', (form, message) =>
    clientProblems(passwordChangeSchema, passwordPayload(form), message),
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="password-title">
      <h2 id="password-title" className="text-2xl font-semibold">
        {t('profile.password.title')}
      </h2>
      <input type="hidden" name="intent" value="password" />
      <Saved answer={answer} intent="password" text={t('profile.password.saved')} />
      <FormAlert message={mine?.message} />
      <div className="grid gap-5 sm:grid-cols-2">
        <AccountField
          id="password-currentPassword"
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          label={t('field.currentPassword')}
          error={errors.currentPassword}
        />
        <AccountField
          id="password-newPassword"
          name="newPassword"
          type="password"
          autoComplete="new-password"
          minLength={8}
          required
          label={t('field.newPassword')}
          error={errors.newPassword}
        />
      </div>
      <button type="submit" disabled={busy} className={buttonClasses}>
        {t('profile.password.submit')}
      </button>
    </Form>
  );
}

function DeleteForm({ answer }: { answer: AccountFormAnswer | undefined }) {
  const { t } = useTranslation('account');
  const { busy, mine, errors, onSubmit } = useIntentForm(answer, 'delete', (form, message) =>
    clientProblems(accountDeletionSchema, deletionPayload(form), message),
  );
  return (
    <Form method="post" noValidate onSubmit={onSubmit} className="space-y-5" aria-labelledby="delete-title">
      <h2 id="delete-title" className="text-2xl font-semibold">
        {t('profile.delete.title')}
      </h2>
      <p>{t('profile.delete.text')}</p>
      <input type="hidden" name="intent" value="delete" />
      <FormAlert message={mine?.message} />
      <AccountField
        id="delete-password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        label={t('field.password')}
        error={errors.password}
      />
      <button type="submit" disabled={busy} className={`${buttonClasses} bg-red-700`}>
        {t('profile.delete.submit')}
      </button>
    </Form>
  );
}

/** Issue 5 item 4: the profile, the password, and the account's deletion. */
export default function AccountProfilePage() {
  const { user } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t } = useTranslation('account');
  const locale = useLocale();
  return (
    <div className="space-y-12 py-10">
      <title>{t('profile.title')}</title>
      <div>
        <Link to={localizePath('/account', locale)} className="underline underline-offset-2">
          {t('profile.back')}
        </Link>
        <h1 className="mt-4 text-4xl leading-tight font-semibold">{t('profile.title')}</h1>
      </div>
      <ProfileForm user={user} answer={answer} />
      <PasswordForm answer={answer} />
      <DeleteForm answer={answer} />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
