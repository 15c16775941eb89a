import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { data, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import { pickLocale, type AdminEventSummary } from '@atelier/contract';
import type { Route } from './+types/admin-events';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['start', 'title', 'id'] as const;

/** The site's events (issue 18 item 6), latest first, with their seats taken. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminEvents({ query: { nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) } });
  return data(
    { events: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminEventSummary>();

export default function AdminEventsPage() {
  const { events, total, page, pages, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-events');
  const [search] = useSearchParams();
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('event.deleted'));
  }, [deleted, t]);
  const columns = [
    column.accessor('title', {
      header: () => t('list.name'),
      cell: (info) => (
        <Link to={adminPath(`events/${info.row.original.id}`, locale)} className="font-semibold underline">
          {pickLocale(info.getValue(), locale)}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
    column.accessor('startsAt', {
      header: () => t('list.when'),
      cell: (info) => (
        <span className="whitespace-nowrap">
          {displayDateTime(info.getValue())}
          {info.row.original.isPast && <span className="block text-sm text-stone-700">{t('list.past')}</span>}
        </span>
      ),
      meta: { sortField: 'start' },
    }),
    column.accessor('seatsTaken', {
      header: () => t('list.seats'),
      cell: (info) => t('list.seatsTaken', { taken: info.getValue(), capacity: info.row.original.capacity }),
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
        <Link to={adminPath('events/new', locale)} className={primaryButton}>
          {t('list.new')}
        </Link>
      </div>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={events}
        orderBy={orderBy}
        empty={t('list.empty')}
        rowKey={(event) => event.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
