import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  redirect,
  useActionData,
  useLoaderData,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import { type AdminPopup, type AdminPopupInput } from '@atelier/contract';
import type { Route } from './+types/admin-popup';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import {
  imageFromForm,
  inLocale,
  intentOf,
  localizedFromForm,
  optionalLocalizedFromForm,
} from '../../features/admin-content/content-form.ts';
import { EditorActions, EditorHeader, FormAlert, ImageFields } from '../../features/admin-content/ContentParts.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { rowIdOf } from '../../features/orders/order-paths.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** The popup's id, or null on /admin/popups/new. */
function idOf(params: { id?: string }): number | null {
  if (params.id === undefined) return null;
  const id = rowIdOf(params.id);
  if (id === null) throw data('Not found', { status: 404, headers: ADMIN_HEADERS });
  return id;
}

/** A popup, or a new one (issue 18 item 6): what the window a page opens says, in French and English. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = idOf(params);
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
  const id = idOf(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = intentOf(form);
  if (id !== null && intent === 'delete') {
    const done = await adminAction(() => api.adminDeletePopup({ params: { id } }), 'deleted');
    if (done.ok) return redirect(`${adminPath('popups', locale)}?deleted=1`, { headers: ADMIN_HEADERS });
    return done;
  }
  if (id !== null && (intent === 'publish' || intent === 'unpublish')) {
    const isPublished = intent === 'publish';
    return adminAction(
      () => api.adminPublishPopup({ params: { id }, body: { isPublished } }),
      isPublished ? 'published' : 'unpublished',
    );
  }
  const body = bodyOf(form);
  if (id !== null) return adminAction(() => api.adminUpdatePopup({ params: { id }, body }), 'saved');
  let created: AdminPopup | null = null;
  const done = await adminAction(async () => {
    created = await api.adminCreatePopup({ body });
  }, 'created');
  if (!done.ok || !created) return done;
  const { id: newId } = created as AdminPopup;
  return redirect(`${adminPath(`popups/${newId}`, locale)}?created=1`, { headers: ADMIN_HEADERS });
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
