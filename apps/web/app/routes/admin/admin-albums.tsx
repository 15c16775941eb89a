import { createColumnHelper } from '@tanstack/react-table';
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
import { pickLocale, type AdminAlbum, type AdminAlbumSummary } from '@atelier/contract';
import type { Route } from './+types/admin-albums';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { localizedFromForm } from '../../features/admin/localized-form.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 50;
const SORTABLE = ['order', 'title', 'id'] as const;

/** The site's albums (issue 18 item 6), in their order, and a new one by its title. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminAlbums({ query: { nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) } });
  return data(
    { albums: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  let created: AdminAlbum | null = null;
  const done = await adminAction(async () => {
    created = await api.adminCreateAlbum({ body: { title: localizedFromForm(form, 'title'), isPublished: true } });
  }, 'created');
  if (!done.ok || !created) return done;
  const { id } = created as AdminAlbum;
  return redirect(`${adminPath(`albums/${id}`, locale)}?created=1`, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminAlbumSummary>();

export default function AdminAlbumsPage() {
  const { albums, total, page, pages, orderBy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-albums');
  const [search] = useSearchParams();
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('album.deleted'));
  }, [deleted, t]);
  useActionToast(result, t);
  const columns = [
    column.accessor('cover', {
      header: () => t('list.cover'),
      cell: (info) =>
        info.getValue() ? (
          <img src={info.getValue()!} alt="" width={64} height={48} className="h-12 w-16 rounded object-cover" />
        ) : (
          '—'
        ),
    }),
    column.accessor('title', {
      header: () => t('list.name'),
      cell: (info) => (
        <Link to={adminPath(`albums/${info.row.original.id}`, locale)} className="font-semibold underline">
          {pickLocale(info.getValue(), locale)}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
    column.accessor('mediaCount', {
      header: () => t('list.media'),
      cell: (info) => t('list.mediaCount', { count: info.getValue() }),
    }),
    column.accessor('isPublished', {
      header: () => t('list.state'),
      cell: (info) => (info.getValue() ? t('list.published') : t('list.hidden')),
    }),
  ];
  return (
    <div className="space-y-6">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
      </div>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={albums}
        orderBy={orderBy}
        empty={t('list.empty')}
        rowKey={(album) => album.id}
      />
      <Pagination page={page} pages={pages} />
      <section className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
        <h2 className="text-2xl font-semibold">{t('list.new')}</h2>
        {result && !result.ok && (
          <p role="alert" className="text-red-800">
            {result.message}
          </p>
        )}
        <Form method="post" className="space-y-4">
          <LocalizedField
            name="title"
            label={t('album.name')}
            required
            maxLength={200}
            errors={result && !result.ok ? result.errors : undefined}
          />
          <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
            {t('list.create')}
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
