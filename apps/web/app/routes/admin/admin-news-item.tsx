import { useEffect } from 'react';
import { toast } from 'sonner';
import { data, Form, useActionData, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import { type AdminNews, type AdminNewsInput } from '@atelier/contract';
import type { Route } from './+types/admin-news-item';
import { ADMIN_HEADERS, adminRowIdOrNew, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import {
  dayFromForm,
  dayOfInstant,
  imageFromForm,
  inLocale,
  localizedFromForm,
  optionalLocalizedFromForm,
  text,
} from '../../features/admin-content/content-form.ts';
import { EditorActions, EditorHeader, FormAlert, ImageFields } from '../../features/admin-content/ContentParts.tsx';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { contentEditorAction } from '../../features/admin-content/editor-action.server.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** A news item, or a new one (issue 18 item 6): its texts in French and English, its picture, its date. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const row = id === null ? null : await api.adminNewsItem({ params: { id } });
  return data({ row: row as AdminNews | null }, { headers: ADMIN_HEADERS });
}

function bodyOf(form: FormData): AdminNewsInput {
  return {
    title: localizedFromForm(form, 'title'),
    slug: text(form, 'slug'),
    summary: optionalLocalizedFromForm(form, 'summary'),
    content: optionalLocalizedFromForm(form, 'content'),
    image: imageFromForm(form),
    url: text(form, 'url') || null,
    promoted: form.get('promoted') === 'on',
    publishedAt: dayFromForm(form, 'publishedOn'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return contentEditorAction(request, adminRowIdOrNew(params), {
    listPath: 'news',
    itemPath: (id) => `news/${id}`,
    bodyOf: bodyOf,
    remove: (id) => api.adminDeleteNewsItem({ params: { id } }),
    publish: (id, isPublished) => api.adminPublishNewsItem({ params: { id }, body: { isPublished } }),
    update: (id, body) => api.adminUpdateNewsItem({ params: { id }, body }),
    create: (body) => api.adminCreateNewsItem({ body }),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminNewsItemPage() {
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
  const title = row ? inLocale(row.title, locale) : t('news.new');
  const formId = 'news-editor';

  return (
    <div className="max-w-5xl space-y-6">
      <title>{title}</title>
      <EditorHeader
        backPath="news"
        backLabel={t('news.back')}
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
          name="summary"
          label={t('field.summary')}
          help={t('field.summaryHelp')}
          kind="textarea"
          defaultValue={row?.summary}
          maxLength={1000}
          errors={errors}
        />
        <ImageFields label={t('field.image')} image={row?.image} errors={errors} withAlt={false} />
        <LocalizedField
          name="content"
          label={t('field.body')}
          kind="rich"
          defaultValue={row?.content}
          errors={errors}
        />
        <div className="flex items-center gap-2">
          <input
            id="news-promoted"
            name="promoted"
            type="checkbox"
            defaultChecked={row?.promoted ?? false}
            className="h-5 w-5"
          />
          <label htmlFor="news-promoted" className="font-semibold">
            {t('news.promoted')}
          </label>
        </div>
        <details className="rounded-md border border-stone-200 p-3">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('field.more')}</summary>
          <div className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field
              id="news-slug"
              name="slug"
              label={t('news.slug')}
              hint={t('slug.help')}
              defaultValue={row?.slug ?? ''}
              maxLength={160}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              error={errors.slug}
            />
            <Field
              id="news-url"
              name="url"
              label={t('news.url')}
              hint={t('news.urlHelp')}
              defaultValue={row?.url ?? ''}
              maxLength={500}
              error={errors.url}
            />
            <Field
              id="news-date"
              name="publishedOn"
              type="date"
              label={t('field.date')}
              hint={t('field.dateHelp')}
              defaultValue={dayOfInstant(row?.publishedAt)}
              error={errors.publishedAt}
            />
          </div>
        </details>
      </Form>
      <EditorActions
        formId={formId}
        exists={row !== null}
        isPublished={row?.isPublished ?? false}
        deleteQuestion={t('news.deleteQuestion', { title })}
      />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
