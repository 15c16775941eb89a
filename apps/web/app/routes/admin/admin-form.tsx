import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import { pickLocale, type AdminForm, type AdminFormInput } from '@atelier/contract';
import type { Route } from './+types/admin-form';
import {
  ADMIN_HEADERS,
  adminAction,
  adminRowIdOrNew,
  requireAdminPage,
} from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { localizedFromForm, optionalLocalizedFromForm } from '../../features/admin/localized-form.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { draftOf } from '../../features/admin-forms/form-builder.ts';
import { FormBuilder } from '../../features/admin-forms/FormBuilder.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** A form of the site with its questions, or a new one (issue 18 item 6). */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const form = id === null ? null : await api.adminForm({ params: { id } });
  return data({ form: form as AdminForm | null }, { headers: ADMIN_HEADERS });
}

/** The builder's questions as it sent them; anything unreadable is left for the API to refuse. */
function fieldsOf(form: FormData): AdminFormInput['fields'] {
  try {
    const parsed: unknown = JSON.parse(String(form.get('fields') ?? '[]'));
    return Array.isArray(parsed) ? (parsed as AdminFormInput['fields']) : [];
  } catch {
    return [];
  }
}

function formBody(form: FormData): AdminFormInput {
  return {
    title: localizedFromForm(form, 'title'),
    description: optionalLocalizedFromForm(form, 'description'),
    submitLabel: optionalLocalizedFromForm(form, 'submitLabel'),
    successMessage: optionalLocalizedFromForm(form, 'successMessage'),
    recipient: String(form.get('recipient') ?? '').trim(),
    fields: fieldsOf(form),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  if (id !== null && form.get('intent') === 'delete') {
    const done = await adminAction(() => api.adminDeleteForm({ params: { id } }), 'form.deleted');
    if (done.ok) return redirect(`${adminPath('forms', locale)}?deleted=1`, { headers: ADMIN_HEADERS });
    return done;
  }
  const body = formBody(form);
  if (id !== null) return adminAction(() => api.adminUpdateForm({ params: { id }, body }), 'form.saved');
  let created: AdminForm | null = null;
  const done = await adminAction(async () => {
    created = await api.adminCreateForm({ body });
  }, 'form.created');
  if (!done.ok || !created) return done;
  const { id: newId } = created as AdminForm;
  return redirect(`${adminPath(`forms/${newId}`, locale)}?created=1`, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminFormPage() {
  const { form } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-forms');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('form.created'));
  }, [created, t]);
  const errors = result && !result.ok ? result.errors : {};
  const title = form ? pickLocale(form.title, locale) : t('form.newTitle');

  return (
    <div className="space-y-6">
      <title>{title}</title>
      <Link to={adminPath('forms', locale)} className="underline">
        {t('form.back')}
      </Link>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold break-words">{title}</h1>
        {form && (
          <Link to={adminPath(`forms/${form.id}/answers`, locale)} className={secondaryButton}>
            {t('form.seeAnswers', { count: form.answerCount })}
          </Link>
        )}
      </div>
      {form && <p className="text-stone-700">{t('form.howToShow', { id: form.id })}</p>}
      {result && !result.ok && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.message}
        </p>
      )}
      <Form method="post" className="space-y-6" key={form ? `${form.id}` : 'new'}>
        <section className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
          <LocalizedField
            name="title"
            label={t('form.name')}
            defaultValue={form?.title}
            required
            maxLength={200}
            errors={errors}
          />
          <LocalizedField
            name="description"
            label={t('form.description')}
            help={t('form.descriptionHelp')}
            kind="textarea"
            defaultValue={form?.description}
            maxLength={2000}
            errors={errors}
          />
          <LocalizedField
            name="submitLabel"
            label={t('form.submitLabel')}
            help={t('form.submitLabelHelp')}
            defaultValue={form?.submitLabel}
            maxLength={60}
            errors={errors}
          />
          <LocalizedField
            name="successMessage"
            label={t('form.successMessage')}
            help={t('form.successMessageHelp')}
            kind="textarea"
            defaultValue={form?.successMessage}
            maxLength={1000}
            errors={errors}
          />
          <div>
            <label htmlFor="form-recipient" className={adminLabel}>
              {t('form.recipient')}
            </label>
            <input
              id="form-recipient"
              name="recipient"
              type="email"
              defaultValue={form?.recipient ?? ''}
              className={adminInput}
              aria-describedby="form-recipient-help"
            />
            <p id="form-recipient-help" className="mt-1 text-sm text-stone-700">
              {t('form.recipientHelp')}
            </p>
            {errors.recipient && <p className="mt-1 text-sm text-red-800">{errors.recipient}</p>}
          </div>
        </section>
        <FormBuilder initial={(form?.fields ?? []).map(draftOf)} errors={errors} />
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {form ? t('form.save') : t('form.create')}
        </button>
      </Form>
      {form && (
        <>
          <Form method="post" id="delete-form">
            <input type="hidden" name="intent" value="delete" />
          </Form>
          <ConfirmButton
            form="delete-form"
            question={t('form.deleteQuestion', { count: form.answerCount })}
            confirmLabel={t('form.delete')}
            className={dangerButton}
          >
            {t('form.delete')}
          </ConfirmButton>
        </>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
