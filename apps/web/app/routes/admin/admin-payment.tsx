import { useState } from 'react';
import { data, Form, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import { PAYMENT_KEY_FIELDS, PAYMENT_PROVIDERS, type PaymentProviderName } from '@atelier/contract';
import type { Route } from './+types/admin-payment';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { ConfirmButton, primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { Field, SelectField } from '../../features/admin-settings/SettingsFields.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** The site's payment provider and its keys (issue 16 item 7); secrets are only ever shown as set or not set. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ settings: await api.adminPaymentSettings() }, { headers: ADMIN_HEADERS });
}

/** The form's `provider` and `keys.<name>` fields (a secret left empty keeps the stored one). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const keys: Record<string, string> = {};
  for (const [name, value] of form) {
    if (name.startsWith('keys.') && typeof value === 'string') keys[name.slice(5)] = value;
  }
  // As typed: the API checks the provider and its keys and words each problem in the page's language.
  const body = { provider: String(form.get('provider') ?? '') as PaymentProviderName, keys };
  return adminAction(() => api.adminSetPaymentSettings({ body }), 'saved.payment');
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminPaymentPage() {
  const { settings } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useAdminTranslation('admin-settings');
  useActionToast(result, t);
  const [provider, setProvider] = useState<PaymentProviderName>(settings.provider);
  const errors = result && !result.ok ? result.errors : {};
  const sameProvider = provider === settings.provider;
  const formId = 'payment-settings';
  return (
    <div className="max-w-3xl space-y-6" data-testid="admin-payment">
      <title>{t('payment.title')}</title>
      <h1 className="text-3xl font-semibold">{t('payment.title')}</h1>
      <section aria-labelledby="payment-current" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="payment-current" className="text-xl font-semibold">
          {t('payment.current', { provider: t(`payment.provider.${settings.provider}`) })}
        </h2>
        {settings.missing.length > 0 ? (
          <p className="mt-2 text-red-800">
            {t('payment.missing', { keys: settings.missing.map((name) => t(`payment.key.${name}`)).join(', ') })}
          </p>
        ) : (
          <p className="mt-2 text-stone-700">{t(`payment.ready.${settings.provider}`)}</p>
        )}
        {settings.webhookPath && (
          <p className="mt-2 break-all text-stone-700">
            {t('payment.webhook')} <code>{settings.webhookPath}</code>
          </p>
        )}
      </section>
      <Form
        id={formId}
        method="post"
        noValidate
        className="space-y-4 rounded-md border border-stone-300 bg-white p-4"
        key={`${settings.provider}-${settings.updatedAt ?? ''}`}
      >
        <SelectField
          id="payment-provider"
          label={t('payment.providerLabel')}
          value={provider}
          onChange={(value) => setProvider(value as PaymentProviderName)}
          options={PAYMENT_PROVIDERS.map((value) => ({ value, label: t(`payment.provider.${value}`) }))}
        />
        <input type="hidden" name="provider" value={provider} />
        {PAYMENT_KEY_FIELDS[provider].length === 0 && <p className="text-stone-700">{t('payment.noKeys')}</p>}
        {PAYMENT_KEY_FIELDS[provider].map((field) => {
          const id = `payment-key-${field.name}`;
          const stored = sameProvider && settings.secrets[field.name] === true;
          if (field.secret) {
            return (
              <Field
                key={`${provider}-${field.name}`}
                id={id}
                name={`keys.${field.name}`}
                type="password"
                autoComplete="new-password"
                label={`${t(`payment.key.${field.name}`)} (${stored ? t('payment.set') : t('payment.notSet')})`}
                hint={stored ? t('payment.keepSecret') : undefined}
                required={field.required && !stored}
                error={errors[`keys.${field.name}`]}
              />
            );
          }
          return (
            <Field
              key={`${provider}-${field.name}`}
              id={id}
              name={`keys.${field.name}`}
              type={field.url ? 'url' : 'text'}
              inputMode={field.url ? 'url' : undefined}
              autoComplete="off"
              label={t(`payment.key.${field.name}`) + (field.required ? '' : ` (${t('payment.optional')})`)}
              defaultValue={sameProvider ? (settings.keys[field.name] ?? '') : ''}
              required={field.required}
              error={errors[`keys.${field.name}`]}
            />
          );
        })}
        {result && !result.ok && (
          <p role="alert" className="text-red-800">
            {result.message}
          </p>
        )}
        {sameProvider ? (
          <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
            {t('payment.save')}
          </button>
        ) : (
          <ConfirmButton
            form={formId}
            className={primaryButton}
            question={t('payment.switchQuestion', { provider: t(`payment.provider.${provider}`) })}
            confirmLabel={t('payment.switchConfirm')}
          >
            {t('payment.save')}
          </ConfirmButton>
        )}
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
