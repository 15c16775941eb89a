import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import type { MadeToMeasureSummary } from '@atelier/contract';
import { formatPrice, MADE_TO_MEASURE_STATUSES } from '@atelier/domain';
import type { Route } from './+types/admin-made-to-measure';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { choiceOf, filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { AdminFilters, FilterInput, FilterSelect } from '../../features/admin/AdminFilters.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { adminLabel } from '../../features/admin/ConfirmButton.tsx';
import {
  AwaitingBadge,
  MadeToMeasureStatusBadge,
} from '../../features/admin-made-to-measure/MadeToMeasureStatusBadge.tsx';
import { displayDate, displayDateTime } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** Requests a page of the inbox shows. */
const PER_PAGE = 25;
const SORTABLE = ['createdAt', 'reference', 'wishedDate', 'email'] as const;

/** The inbox's filters as the URL carries them (a form of method GET: every filtered list is a link). */
function filtersOf(url: URL) {
  return {
    reference: filterOf(url, 'reference'),
    email: filterOf(url, 'email'),
    status: choiceOf(url, 'status', MADE_TO_MEASURE_STATUSES),
    awaiting: url.searchParams.get('awaiting') === '1' ? '1' : null,
  };
}
type InboxFilters = ReturnType<typeof filtersOf>;

/** The filters in the API's list language (SPEC §7): `reference=lk:…`, `awaitingWorkshop=true`. */
function inboxQuery(filters: InboxFilters) {
  return {
    ...(filters.reference ? { reference: `lk:${filters.reference}` } : {}),
    ...(filters.email ? { email: `lk:${filters.email}` } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.awaiting ? { awaitingWorkshop: 'true' } : {}),
  };
}

/** The workshop's inbox of made-to-measure requests (issue 19 item 2): filtered, sorted and paged by the API. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminMadeToMeasureJobs({
    query: { ...inboxQuery(filters), nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) },
  });
  return data(
    { jobs: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), filters, orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<MadeToMeasureSummary>();

export default function AdminMadeToMeasurePage() {
  const { jobs, total, page, pages, filters, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-made-to-measure');
  const filtered = Object.values(filters).some(Boolean);

  // On a phone the list keeps what finds a request and says what to do: reference, customer, status.
  const columns = [
    column.accessor('reference', {
      header: () => t('column.reference'),
      cell: (info) => (
        <span className="flex flex-col items-start gap-1">
          <Link
            to={adminPath(`made-to-measure/${info.row.original.id}`, locale)}
            className="inline-flex min-h-11 items-center font-semibold whitespace-nowrap underline"
          >
            {info.getValue()}
          </Link>
          {info.row.original.awaitingWorkshop && <AwaitingBadge />}
        </span>
      ),
      meta: { sortField: 'reference' },
    }),
    column.accessor('email', {
      header: () => t('column.customer'),
      cell: (info) => (
        <>
          <span className="block">{info.row.original.customerName}</span>
          <span className="block text-sm break-all text-stone-600">{info.getValue()}</span>
          <span className="block text-sm text-stone-700 md:hidden">{t(`piece.${info.row.original.pieceKind}`)}</span>
        </>
      ),
      meta: { sortField: 'email' },
    }),
    column.accessor('pieceKind', {
      header: () => t('column.piece'),
      cell: (info) => (
        <>
          <span className="block font-semibold">{t(`piece.${info.getValue()}`)}</span>
          <span className="line-clamp-2 block text-sm text-stone-700">{info.row.original.description}</span>
        </>
      ),
      meta: { className: 'hidden md:table-cell max-w-64' },
    }),
    column.accessor('status', {
      header: () => t('column.status'),
      cell: (info) => <MadeToMeasureStatusBadge status={info.getValue()} />,
    }),
    column.accessor('total', {
      header: () => t('column.total'),
      cell: (info) => {
        const value = info.getValue();
        return <span className="whitespace-nowrap">{value === null ? '—' : formatPrice(value, locale)}</span>;
      },
      meta: { className: 'hidden sm:table-cell text-right' },
    }),
    column.accessor('wishedDate', {
      header: () => t('column.wishedDate'),
      cell: (info) => {
        const value = info.getValue();
        return <span className="whitespace-nowrap">{value ? displayDate(value) : '—'}</span>;
      },
      meta: { sortField: 'wishedDate', className: 'hidden lg:table-cell' },
    }),
    column.accessor('stage', {
      header: () => t('column.stage'),
      cell: (info) => info.getValue() ?? '—',
      meta: { className: 'hidden lg:table-cell' },
    }),
    column.accessor('createdAt', {
      header: () => t('column.createdAt'),
      cell: (info) => <span className="whitespace-nowrap">{displayDateTime(info.getValue())}</span>,
      meta: { sortField: 'createdAt', className: 'hidden md:table-cell' },
    }),
  ];

  return (
    <div className="space-y-6" data-testid="admin-made-to-measure">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <Link to={adminPath('made-to-measure/stages', locale)} className="inline-flex min-h-11 items-center underline">
          {t('list.stagesLink')}
        </Link>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
      </div>
      <AdminFilters orderBy={orderBy} clearTo={adminPath('made-to-measure', locale)} filtered={filtered}>
        <FilterInput id="filter-reference" name="reference" label={t('filter.reference')} value={filters.reference} />
        <FilterInput id="filter-email" name="email" label={t('filter.email')} value={filters.email} />
        <FilterSelect
          id="filter-status"
          name="status"
          label={t('filter.status')}
          value={filters.status}
          options={MADE_TO_MEASURE_STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        />
        <div className="flex items-end">
          <label htmlFor="filter-awaiting" className={`${adminLabel} flex min-h-11 items-center gap-2`}>
            <input
              id="filter-awaiting"
              type="checkbox"
              name="awaiting"
              value="1"
              defaultChecked={filters.awaiting === '1'}
              className="size-5"
            />
            {t('filter.awaiting')}
          </label>
        </div>
      </AdminFilters>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={jobs}
        orderBy={orderBy}
        empty={filtered ? t('list.noMatch') : t('list.empty')}
        rowKey={(job) => job.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
