import { useEffect } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import type { AdminPopup } from '@atelier/contract';
import type { Route } from './+types/admin-popups';
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
const SORTABLE = ['title'] as const;

/** The site's popups (issue 18 item 6), newest first, searched by title, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const q = filterOf(url, 'q');
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminPopups({
    query: { ...(q ? { title: `lk:${q}` } : {}), nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) },
  });
  return data(
    { rows: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), q: q ?? '', orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminPopup>();

export default function AdminPopupsPage() {
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
        <Link to={adminPath(`popups/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
    column.accessor('showOnEveryReload', {
      header: () => t('popups.showOnEveryReload'),
      cell: (info) => (info.getValue() ? t('yes') : t('no')),
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
      <title>{t('popups.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('popups.title')}</h1>
        <p aria-live="polite">{t('popups.count', { count: total })}</p>
        <Link to={adminPath('popups/new', locale)} className={primaryButton}>
          {t('popups.new')}
        </Link>
      </div>
      <p className="text-stone-700">{t('popups.help')}</p>
      <TitleSearch value={q} label={t('list.searchTitle')} />
      <AdminTable
        caption={t('popups.title')}
        columns={columns}
        rows={rows}
        orderBy={orderBy}
        empty={q ? t('list.noMatch') : t('popups.empty')}
        rowKey={(row) => row.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
