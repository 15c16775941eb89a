import { useEffect } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import type { AdminNews } from '@atelier/contract';
import type { Route } from './+types/admin-news';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { inLocale } from '../../features/admin-content/content-form.ts';
import { PublishedBadge, TitleSearch } from '../../features/admin-content/ContentParts.tsx';
import { displayDate } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['title', 'publishedAt'] as const;

/** The site's news (issue 18 item 6), searched by title, newest first, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const q = filterOf(url, 'q');
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminNews({
    query: { ...(q ? { title: `lk:${q}` } : {}), nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) },
  });
  return data(
    { rows: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), q: q ?? '', orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminNews>();

export default function AdminNewsPage() {
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
        <Link to={adminPath(`news/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
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
    <div className="space-y-6">
      <title>{t('news.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('news.title')}</h1>
        <p aria-live="polite">{t('news.count', { count: total })}</p>
        <Link to={adminPath('news/new', locale)} className={primaryButton}>
          {t('news.new')}
        </Link>
      </div>
      <p className="text-stone-700">{t('news.help')}</p>
      <TitleSearch value={q} label={t('list.searchTitle')} />
      <AdminTable
        caption={t('news.title')}
        columns={columns}
        rows={rows}
        orderBy={orderBy}
        empty={q ? t('list.noMatch') : t('news.empty')}
        rowKey={(row) => row.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
