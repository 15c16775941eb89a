import { useEffect } from 'react';
import { toast } from 'sonner';
import { data, Form, useActionData, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import { BLOCK_ICONS, type AdminService, type AdminServiceInput } from '@atelier/contract';
import type { Route } from './+types/admin-service';
import { ADMIN_HEADERS, adminRowIdOrNew, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminInput, adminLabel } from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import {
  imageFromForm,
  inLocale,
  localizedFromForm,
  optionalLocalizedFromForm,
  slugsFromForm,
  text,
} from '../../features/admin-content/content-form.ts';
import {
  EditorActions,
  EditorHeader,
  FormAlert,
  ImageFields,
  SlugFields,
} from '../../features/admin-content/ContentParts.tsx';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { contentEditorAction } from '../../features/admin-content/editor-action.server.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** A service, or a new one (issue 18 item 6): its texts in French and English, its picture and its realisations. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const row = id === null ? null : await api.adminService({ params: { id } });
  return data({ row: row as AdminService | null }, { headers: ADMIN_HEADERS });
}

/** The realisations: the pictures kept (`gallery.<n>`) and the one added (`gallery.new`). */
function galleryOf(form: FormData) {
  const names = [...new Set([...form.keys()].filter((name) => /^gallery\.(\d+|new)$/.test(name)))];
  return names.map((name) => imageFromForm(form, name)).filter((image) => image !== null);
}

function bodyOf(form: FormData): AdminServiceInput {
  const icon = text(form, 'icon');
  return {
    title: localizedFromForm(form, 'title'),
    slug: slugsFromForm(form),
    summary: optionalLocalizedFromForm(form, 'summary'),
    body: localizedFromForm(form, 'body'),
    icon: (BLOCK_ICONS as readonly string[]).includes(icon) ? (icon as (typeof BLOCK_ICONS)[number]) : null,
    image: imageFromForm(form),
    gallery: galleryOf(form),
    tags: text(form, 'tags')
      .split(',')
      .map((tag) => tag.trim())
      .filter(Boolean),
    position: Number(text(form, 'position') || 0),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return contentEditorAction(request, adminRowIdOrNew(params), {
    listPath: 'services',
    itemPath: (id) => `services/${id}`,
    bodyOf: bodyOf,
    remove: (id) => api.adminDeleteService({ params: { id } }),
    publish: (id, isPublished) => api.adminPublishService({ params: { id }, body: { isPublished } }),
    update: (id, body) => api.adminUpdateService({ params: { id }, body }),
    create: (body) => api.adminCreateService({ body }),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminServicePage() {
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
  const title = row ? inLocale(row.title, locale) : t('services.new');
  const formId = 'services-editor';

  return (
    <div className="max-w-5xl space-y-6">
      <title>{title}</title>
      <EditorHeader
        backPath="services"
        backLabel={t('services.back')}
        title={title}
        isPublished={row ? row.isPublished : null}
        urls={row?.urls ?? null}
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
          name="summary"
          label={t('field.summary')}
          help={t('services.summaryHelp')}
          kind="textarea"
          defaultValue={row?.summary}
          maxLength={1000}
          errors={errors}
        />
        <ImageFields label={t('field.image')} image={row?.image} errors={errors} />
        <LocalizedField
          name="body"
          label={t('field.body')}
          kind="rich"
          required
          defaultValue={row?.body}
          errors={errors}
        />
        <fieldset className="space-y-4 rounded-md border border-stone-200 p-3">
          <legend className="px-1 font-semibold">{t('services.gallery')}</legend>
          <p className="text-sm text-stone-700">{t('services.galleryHelp')}</p>
          {row?.gallery.map((image, index) => (
            <ImageFields
              key={image.path + index}
              name={`gallery.${index}`}
              label={t('services.galleryImage', { number: index + 1 })}
              image={image}
              errors={errors}
            />
          ))}
          <ImageFields name="gallery.new" label={t('services.galleryAdd')} image={null} errors={errors} />
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-3">
          <div>
            <label htmlFor="service-icon" className={adminLabel}>
              {t('services.icon')}
            </label>
            <select id="service-icon" name="icon" defaultValue={row?.icon ?? ''} className={adminInput}>
              <option value="">{t('services.noIcon')}</option>
              {BLOCK_ICONS.map((icon) => (
                <option key={icon} value={icon}>
                  {icon}
                </option>
              ))}
            </select>
          </div>
          <Field
            id="service-tags"
            name="tags"
            label={t('services.tags')}
            hint={t('services.tagsHelp')}
            defaultValue={row?.tags.join(', ') ?? ''}
            error={errors.tags}
          />
          <Field
            id="service-position"
            name="position"
            type="number"
            inputMode="numeric"
            min={0}
            label={t('field.position')}
            hint={t('field.positionHelp')}
            defaultValue={String(row?.position ?? 0)}
            error={errors.position}
          />
        </div>
        <details className="rounded-md border border-stone-200 p-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('field.more')}</summary>
          <div className="mt-3">
            <SlugFields slug={row?.slug} errors={errors} />
          </div>
        </details>
      </Form>
      <EditorActions
        formId={formId}
        exists={row !== null}
        isPublished={row?.isPublished ?? false}
        deleteQuestion={t('services.deleteQuestion', { title })}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
