import { useEffect } from 'react';
import { toast } from 'sonner';
import { data, Form, useActionData, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import { type AdminPopup, type AdminPopupInput } from '@atelier/contract';
import type { Route } from './+types/admin-popup';
import { ADMIN_HEADERS, adminRowIdOrNew, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import {
  imageFromForm,
  inLocale,
  localizedFromForm,
  optionalLocalizedFromForm,
} from '../../features/admin-content/content-form.ts';
import { EditorActions, EditorHeader, FormAlert, ImageFields } from '../../features/admin-content/ContentParts.tsx';
import { contentEditorAction } from '../../features/admin-content/editor-action.server.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** A popup, or a new one (issue 18 item 6): what the window a page opens says, in French and English. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const row = id === null ? null : await api.adminPopup({ params: { id } });
  return data({ row: row as AdminPopup | null }, { headers: ADMIN_HEADERS });
}

function bodyOf(form: FormData): AdminPopupInput {
  return {
    title: localizedFromForm(form, 'title'),
    body: localizedFromForm(form, 'body'),
    image: imageFromForm(form),
    linkLabel: optionalLocalizedFromForm(form, 'linkLabel'),
    linkUrl: optionalLocalizedFromForm(form, 'linkUrl'),
    showOnEveryReload: form.get('showOnEveryReload') === 'on',
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return contentEditorAction(request, adminRowIdOrNew(params), {
    listPath: 'popups',
    itemPath: (id) => `popups/${id}`,
    bodyOf: bodyOf,
    remove: (id) => api.adminDeletePopup({ params: { id } }),
    publish: (id, isPublished) => api.adminPublishPopup({ params: { id }, body: { isPublished } }),
    update: (id, body) => api.adminUpdatePopup({ params: { id }, body }),
    create: (body) => api.adminCreatePopup({ body }),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminPopupPage() {
  const { row } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-editorial');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('created'));
  }, [created, t]);
  const errors = result && !result.ok ? result.errors : {};
  const title = row ? inLocale(row.title, locale) : t('popups.new');
  const formId = 'popups-editor';

  return (
    <div className="max-w-5xl space-y-6">
      <title>{title}</title>
      <EditorHeader
        backPath="popups"
        backLabel={t('popups.back')}
        title={title}
        isPublished={row ? row.isPublished : null}
        urls={null}
      />
      <FormAlert message={result && !result.ok ? result.message : null} />
      <Form
        id={formId}
        method="post"
        className="space-y-5 rounded-md border border-stone-300 bg-white p-4"
        key={row ? `${row.id}-${JSON.stringify(row)}` : 'new'}
      >
        <LocalizedField
          name="title"
          label={t('field.title')}
          defaultValue={row?.title}
          required
          maxLength={200}
          errors={errors}
        />
        <LocalizedField
          name="body"
          label={t('field.body')}
          kind="rich"
          required
          defaultValue={row?.body}
          errors={errors}
        />
        <ImageFields label={t('field.image')} image={row?.image} errors={errors} />
        <fieldset className="space-y-4 rounded-md border border-stone-200 p-3">
          <legend className="px-1 font-semibold">{t('popups.button')}</legend>
          <p className="text-sm text-stone-700">{t('popups.buttonHelp')}</p>
          <LocalizedField
            name="linkLabel"
            label={t('popups.linkLabel')}
            defaultValue={row?.linkLabel}
            maxLength={80}
            errors={errors}
          />
          <LocalizedField
            name="linkUrl"
            label={t('popups.linkUrl')}
            help={t('popups.linkUrlHelp')}
            defaultValue={row?.linkUrl}
            maxLength={500}
            errors={errors}
          />
        </fieldset>
        <div className="flex items-center gap-2">
          <input
            id="popup-reload"
            name="showOnEveryReload"
            type="checkbox"
            defaultChecked={row?.showOnEveryReload ?? false}
            className="h-5 w-5"
          />
          <label htmlFor="popup-reload" className="font-semibold">
            {t('popups.showOnEveryReloadLabel')}
          </label>
        </div>
      </Form>
      <EditorActions
        formId={formId}
        exists={row !== null}
        isPublished={row?.isPublished ?? false}
        deleteQuestion={t('popups.deleteQuestion', { title })}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
