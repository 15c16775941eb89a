import { useEffect } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import type { AdminService } from '@atelier/contract';
import type { Route } from './+types/admin-services';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { inLocale } from '../../features/admin-content/content-form.ts';
import { PublishedBadge, TitleSearch } from '../../features/admin-content/ContentParts.tsx';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['title', 'position'] as const;

/** The site's services (issue 18 item 6), in their order, searched by title, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const q = filterOf(url, 'q');
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminServices({
    query: { ...(q ? { title: `lk:${q}` } : {}), nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) },
  });
  return data(
    { rows: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), q: q ?? '', orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminService>();

export default function AdminServicesPage() {
  const { rows, total, page, pages, q, orderBy } = useLoaderData<typeof loader>();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-editorial');
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('deleted'));
  }, [deleted, t]);

  const columns = [
    column.accessor((row) => inLocale(row.title, locale), {
      id: 'title',
      header: () => t('field.title'),
      cell: (info) => (
        <Link to={adminPath(`services/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
    column.accessor('position', {
      header: () => t('field.position'),
      meta: { sortField: 'position', className: 'text-right' },
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
    <div className="space-y-6">
      <title>{t('services.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('services.title')}</h1>
        <p aria-live="polite">{t('services.count', { count: total })}</p>
        <Link to={adminPath('services/new', locale)} className={primaryButton}>
          {t('services.new')}
        </Link>
      </div>
      <p className="text-stone-700">{t('services.help')}</p>
      <TitleSearch value={q} label={t('list.searchTitle')} />
      <AdminTable
        caption={t('services.title')}
        columns={columns}
        rows={rows}
        orderBy={orderBy}
        empty={q ? t('list.noMatch') : t('services.empty')}
        rowKey={(row) => row.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
