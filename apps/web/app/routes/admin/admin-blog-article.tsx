import { useEffect } from 'react';
import { toast } from 'sonner';
import { data, Form, useActionData, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import type { AdminBlogArticle, AdminBlogArticleInput } from '@atelier/contract';
import type { Route } from './+types/admin-blog-article';
import { ADMIN_HEADERS, adminRowIdOrNew, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminInput, adminLabel } from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import {
  dayFromForm,
  dayOfInstant,
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

/** A blog article, or a new one (issue 18 item 6): its texts in French and English, its picture, its folder. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowIdOrNew(params);
  const [folders, article] = await Promise.all([
    api.adminBlogFolders(),
    id === null ? Promise.resolve(null) : api.adminBlogArticle({ params: { id } }),
  ]);
  const wanted = Number(new URL(request.url).searchParams.get('folder'));
  return data(
    { folders, article: article as AdminBlogArticle | null, folderId: article?.folderId ?? (wanted || null) },
    { headers: ADMIN_HEADERS },
  );
}

function articleBody(form: FormData): AdminBlogArticleInput {
  return {
    folderId: Number(text(form, 'folderId')),
    title: localizedFromForm(form, 'title'),
    slug: slugsFromForm(form),
    summary: optionalLocalizedFromForm(form, 'summary'),
    body: localizedFromForm(form, 'body'),
    image: imageFromForm(form),
    author: text(form, 'author') || null,
    publishedAt: dayFromForm(form, 'publishedOn'),
  };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return contentEditorAction(request, adminRowIdOrNew(params), {
    listPath: 'blog',
    itemPath: (id) => `blog/articles/${id}`,
    deleted: 'blog.articleDeleted',
    bodyOf: articleBody,
    remove: (id) => api.adminDeleteBlogArticle({ params: { id } }),
    publish: (id, isPublished) => api.adminPublishBlogArticle({ params: { id }, body: { isPublished } }),
    update: (id, body) => api.adminUpdateBlogArticle({ params: { id }, body }),
    create: (body) => api.adminCreateBlogArticle({ body }),
  });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminBlogArticlePage() {
  const { folders, article, folderId } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-editorial');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('created'));
  }, [created, t]);
  const errors = result && !result.ok ? result.errors : {};
  const title = article ? inLocale(article.title, locale) : t('blog.newArticle');
  const formId = 'blog-article';

  return (
    <div className="max-w-5xl space-y-6">
      <title>{title}</title>
      <EditorHeader
        backPath="blog"
        backLabel={t('blog.back')}
        title={title}
        isPublished={article ? article.isPublished : null}
        urls={article?.urls ?? null}
      />
      <FormAlert message={result && !result.ok ? result.message : null} />
      {folders.length === 0 ? (
        <p>{t('blog.noFolder')}</p>
      ) : (
        <Form
          id={formId}
          method="post"
          className="space-y-5 rounded-md border border-stone-300 bg-white p-4"
          key={article ? `${article.id}-${article.updatedAt}` : 'new'}
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="article-folder" className={adminLabel}>
                {t('blog.folder')}
              </label>
              <select
                id="article-folder"
                name="folderId"
                defaultValue={folderId ?? folders[0]!.id}
                className={adminInput}
                aria-invalid={errors.folderId ? true : undefined}
              >
                {folders.map((folder) => (
                  <option key={folder.id} value={folder.id}>
                    {inLocale(folder.name, locale)}
                  </option>
                ))}
              </select>
              {errors.folderId && <p className="mt-1 text-sm text-red-800">{errors.folderId}</p>}
            </div>
            <Field
              id="article-author"
              name="author"
              label={t('blog.author')}
              defaultValue={article?.author ?? ''}
              maxLength={120}
              error={errors.author}
            />
          </div>
          <LocalizedField
            name="title"
            label={t('field.title')}
            defaultValue={article?.title}
            required
            maxLength={200}
            errors={errors}
          />
          <LocalizedField
            name="summary"
            label={t('field.summary')}
            help={t('field.summaryHelp')}
            kind="textarea"
            defaultValue={article?.summary}
            maxLength={1000}
            errors={errors}
          />
          <ImageFields label={t('blog.image')} image={article?.image} errors={errors} />
          <LocalizedField
            name="body"
            label={t('field.body')}
            kind="rich"
            required
            defaultValue={article?.body}
            errors={errors}
          />
          <details className="rounded-md border border-stone-200 p-3">
            <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('field.more')}</summary>
            <div className="mt-3 space-y-4">
              <SlugFields slug={article?.slug} errors={errors} />
              <Field
                id="article-date"
                name="publishedOn"
                type="date"
                label={t('field.date')}
                hint={t('field.dateHelp')}
                defaultValue={dayOfInstant(article?.publishedAt)}
                error={errors.publishedAt}
              />
            </div>
          </details>
        </Form>
      )}
      {folders.length > 0 && (
        <EditorActions
          formId={formId}
          exists={article !== null}
          isPublished={article?.isPublished ?? false}
          deleteQuestion={t('blog.deleteArticleQuestion', { title })}
        />
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
