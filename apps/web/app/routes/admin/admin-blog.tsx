import { useEffect } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import type { AdminBlogArticle, AdminBlogFolder, AdminBlogFolderInput } from '@atelier/contract';
import type { Route } from './+types/admin-blog';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '../../features/admin/ConfirmButton.tsx';
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
import { ImageFields, PublishedBadge, SlugFields, TitleSearch } from '../../features/admin-content/ContentParts.tsx';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { displayDate } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['title', 'publishedAt'] as const;

/** The blog (issue 18 item 6): its articles (searched, by folder, paged) and its folders. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const q = filterOf(url, 'q');
  const folder = Number(filterOf(url, 'folder')) || null;
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const [folders, list] = await Promise.all([
    api.adminBlogFolders(),
    api.adminBlogArticles({
      query: {
        ...(q ? { title: `lk:${q}` } : {}),
        ...(folder ? { folderId: String(folder) } : {}),
        nbItem: PER_PAGE,
        page,
        ...(orderBy ? { orderBy } : {}),
      },
    }),
  ]);
  return data(
    {
      folders,
      articles: list.items,
      total: list.total,
      page,
      pages: Math.ceil(list.total / PER_PAGE),
      q: q ?? '',
      folder,
      orderBy,
    },
    { headers: ADMIN_HEADERS },
  );
}

function folderBody(form: FormData): AdminBlogFolderInput {
  return {
    parentId: Number(text(form, 'parentId')) || null,
    position: Number(text(form, 'position') || 0),
    name: localizedFromForm(form, 'name'),
    slug: slugsFromForm(form),
    description: optionalLocalizedFromForm(form, 'description'),
    image: imageFromForm(form),
  };
}

/** The folders' forms: `intent` create, save, publish, unpublish or delete (with `id`). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const target = intent === 'create' ? 'new' : String(id);
  const done =
    intent === 'delete'
      ? await adminAction(() => api.adminDeleteBlogFolder({ params: { id } }), 'blog.folderDeleted')
      : intent === 'publish' || intent === 'unpublish'
        ? await adminAction(
            () => api.adminPublishBlogFolder({ params: { id }, body: { isPublished: intent === 'publish' } }),
            intent === 'publish' ? 'published' : 'unpublished',
          )
        : intent === 'save'
          ? await adminAction(() => api.adminUpdateBlogFolder({ params: { id }, body: folderBody(form) }), 'saved')
          : await adminAction(() => api.adminCreateBlogFolder({ body: folderBody(form) }), 'blog.folderCreated');
  return { ...done, target };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function FolderFields({
  prefix,
  folder,
  folders,
  errors,
}: {
  prefix: string;
  folder: AdminBlogFolder | null;
  folders: AdminBlogFolder[];
  errors: Record<string, string>;
}) {
  const { t, locale } = useAdminTranslation('admin-editorial');
  return (
    <div className="space-y-4">
      <LocalizedField
        name="name"
        label={t('blog.folderName')}
        defaultValue={folder?.name}
        required
        maxLength={160}
        errors={errors}
      />
      <LocalizedField
        name="description"
        label={t('field.description')}
        kind="textarea"
        defaultValue={folder?.description}
        maxLength={2000}
        errors={errors}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${prefix}-parent`} className={adminLabel}>
            {t('blog.parent')}
          </label>
          <select
            id={`${prefix}-parent`}
            name="parentId"
            defaultValue={folder?.parentId ?? ''}
            className={adminInput}
            aria-invalid={errors.parentId ? true : undefined}
          >
            <option value="">{t('blog.top')}</option>
            {folders
              .filter((other) => other.id !== folder?.id)
              .map((other) => (
                <option key={other.id} value={other.id}>
                  {inLocale(other.name, locale)}
                </option>
              ))}
          </select>
          {errors.parentId && <p className="mt-1 text-sm text-red-800">{errors.parentId}</p>}
        </div>
        <Field
          id={`${prefix}-position`}
          name="position"
          type="number"
          inputMode="numeric"
          min={0}
          label={t('field.position')}
          hint={t('field.positionHelp')}
          defaultValue={String(folder?.position ?? 0)}
          error={errors.position}
        />
      </div>
      <ImageFields label={t('blog.folderImage')} image={folder?.image} errors={errors} />
      <details className="rounded-md border border-stone-200 p-3">
        <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('field.more')}</summary>
        <div className="mt-3">
          <SlugFields slug={folder?.slug} errors={errors} />
        </div>
      </details>
    </div>
  );
}

const column = createColumnHelper<AdminBlogArticle>();

export default function AdminBlogPage() {
  const { folders, articles, total, page, pages, q, folder, orderBy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state === 'submitting';
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-editorial');
  useActionToast(result, t);
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('blog.articleDeleted'));
  }, [deleted, t]);
  const errorsOf = (target: string) => (result && !result.ok && result.target === target ? result.errors : {});

  const columns = [
    column.accessor((article) => inLocale(article.title, locale), {
      id: 'title',
      header: () => t('field.title'),
      cell: (info) => (
        <Link to={adminPath(`blog/articles/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
    column.accessor('folderName', { header: () => t('blog.folder') }),
    column.accessor('publishedAt', {
      header: () => t('field.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDate(info.getValue())}</span>,
      meta: { sortField: 'publishedAt' },
    }),
    column.accessor('isPublished', {
      header: () => t('state.label'),
      cell: (info) => (
        <span className="flex flex-wrap gap-1">
          <PublishedBadge isPublished={info.getValue()} />
          {!info.row.original.title.en && <span className="text-sm text-amber-900">{t('missingEnglish')}</span>}
        </span>
      ),
    }),
  ];

  return (
    <div className="space-y-8">
      <title>{t('blog.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('blog.title')}</h1>
        {folders.length > 0 && (
          <Link
            to={`${adminPath('blog/articles/new', locale)}${folder ? `?folder=${folder}` : ''}`}
            className={primaryButton}
          >
            {t('blog.newArticle')}
          </Link>
        )}
      </div>

      <section aria-labelledby="blog-articles" className="space-y-4">
        <h2 id="blog-articles" className="text-xl font-semibold">
          {t('blog.articles', { count: total })}
        </h2>
        <TitleSearch value={q} label={t('list.searchTitle')}>
          <div className="min-w-0 basis-56">
            <label htmlFor="filter-folder" className={adminLabel}>
              {t('blog.folder')}
            </label>
            <select id="filter-folder" name="folder" defaultValue={folder ?? ''} className={adminInput}>
              <option value="">{t('list.all')}</option>
              {folders.map((row) => (
                <option key={row.id} value={row.id}>
                  {inLocale(row.name, locale)}
                </option>
              ))}
            </select>
          </div>
        </TitleSearch>
        <AdminTable
          caption={t('blog.articlesTable')}
          columns={columns}
          rows={articles}
          orderBy={orderBy}
          empty={q || folder ? t('list.noMatch') : t('blog.noArticle')}
          rowKey={(article) => article.id}
        />
        <Pagination page={page} pages={pages} />
      </section>

      <section aria-labelledby="blog-folders" className="space-y-3">
        <h2 id="blog-folders" className="text-xl font-semibold">
          {t('blog.folders', { count: folders.length })}
        </h2>
        <p className="text-stone-700">{t('blog.foldersHelp')}</p>
        <ul className="space-y-3">
          {folders.map((row) => {
            const formId = `folder-${row.id}`;
            const name = inLocale(row.name, locale);
            return (
              <li key={row.id} className="rounded-md border border-stone-300 bg-white p-4">
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold">{name}</span>
                    <PublishedBadge isPublished={row.isPublished} />
                    <span className="text-sm text-stone-700">
                      {t('blog.holds', { articles: row.articleCount, folders: row.folderCount })}
                    </span>
                  </summary>
                  <Form id={formId} method="post" className="mt-4 space-y-4" key={`${row.id}-${JSON.stringify(row)}`}>
                    <input type="hidden" name="id" value={row.id} />
                    <FolderFields prefix={formId} folder={row} folders={folders} errors={errorsOf(String(row.id))} />
                    <div className="flex flex-wrap gap-3">
                      <button type="submit" name="intent" value="save" className={primaryButton} disabled={busy}>
                        {t('action.save')}
                      </button>
                      <button
                        type="submit"
                        name="intent"
                        value={row.isPublished ? 'unpublish' : 'publish'}
                        className={secondaryButton}
                        disabled={busy}
                      >
                        {row.isPublished ? t('action.unpublish') : t('action.publish')}
                      </button>
                      {row.articleCount === 0 && row.folderCount === 0 ? (
                        <ConfirmButton
                          form={formId}
                          name="intent"
                          value="delete"
                          className={dangerButton}
                          question={t('blog.deleteFolderQuestion', { name })}
                          confirmLabel={t('action.delete')}
                        >
                          {t('action.delete')}
                        </ConfirmButton>
                      ) : (
                        <p className="self-center text-sm text-stone-700">{t('blog.folderNotEmpty')}</p>
                      )}
                    </div>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
        <details className="rounded-md border border-stone-300 bg-white p-4">
          <summary className="min-h-11 cursor-pointer py-2 font-semibold">{t('blog.newFolder')}</summary>
          <Form method="post" className="mt-4 space-y-4" key={result?.ok && result.target === 'new' ? total : 'new'}>
            <FolderFields prefix="folder-new" folder={null} folders={folders} errors={errorsOf('new')} />
            <button type="submit" name="intent" value="create" className={primaryButton} disabled={busy}>
              {t('blog.addFolder')}
            </button>
          </Form>
        </details>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
