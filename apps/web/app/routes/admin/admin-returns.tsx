import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import { ORDER_BACK_KINDS, ORDER_BACK_STATUSES, type AdminOrderBackSummary } from '@atelier/contract';
import type { Route } from './+types/admin-returns';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { choiceOf, filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { AdminFilters, FilterInput, FilterSelect } from '../../features/admin/AdminFilters.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { displayDate, displayDateTime } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** Returns a page of the back-office's list shows. */
const PER_PAGE = 25;
const SORTABLE = ['createdAt', 'updatedAt', 'reference', 'email'] as const;

/** The list's filters as the URL carries them (a GET form: every filtered list is a link). */
function filtersOf(url: URL) {
  return {
    reference: filterOf(url, 'reference'),
    email: filterOf(url, 'email'),
    status: choiceOf(url, 'status', ORDER_BACK_STATUSES),
    kind: choiceOf(url, 'kind', ORDER_BACK_KINDS),
  };
}

/** The back-office's returns and withdrawals (issue 16 item 4), filtered, sorted and paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminOrderBacks({
    query: {
      ...(filters.reference ? { reference: `lk:${filters.reference}` } : {}),
      ...(filters.email ? { email: `lk:${filters.email}` } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.kind ? { kind: filters.kind } : {}),
      nbItem: PER_PAGE,
      page,
      ...(orderBy ? { orderBy } : {}),
    },
  });
  return data(
    { backs: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), filters, orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminOrderBackSummary>();

/** A return's status as a small badge: waiting ones stand out, closed ones are quiet. */
export function ReturnStatusBadge({ status, label }: { status: string; label: string }) {
  const tone =
    status === 'REFUNDED'
      ? 'bg-green-100 text-green-900 ring-green-700/40'
      : status === 'REFUSED'
        ? 'bg-stone-200 text-stone-800 ring-stone-500/40'
        : 'bg-amber-100 text-amber-950 ring-amber-700/40';
  return <span className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${tone}`}>{label}</span>;
}

export default function AdminReturnsPage() {
  const { backs, total, page, pages, filters, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-returns');
  const filtered = Object.values(filters).some(Boolean);

  const columns = [
    column.accessor('orderReference', {
      header: () => t('column.return'),
      cell: (info) => (
        <Link to={adminPath(`returns/${info.row.original.id}`, locale)} className="font-semibold underline">
          {t('list.returnOf', { id: info.row.original.id, reference: info.getValue() })}
        </Link>
      ),
      meta: { sortField: 'reference' },
    }),
    column.accessor('kind', {
      header: () => t('column.kind'),
      cell: (info) => t(`kind.${info.getValue()}`),
    }),
    column.accessor('createdAt', {
      header: () => t('column.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDateTime(info.getValue())}</span>,
      meta: { sortField: 'createdAt' },
    }),
    column.accessor('email', {
      header: () => t('column.customer'),
      cell: (info) => (
        <>
          <span className="block">{info.row.original.customer}</span>
          <span className="block text-sm break-all text-stone-600">{info.getValue()}</span>
        </>
      ),
      meta: { sortField: 'email' },
    }),
    column.accessor('nbUnits', { header: () => t('column.units'), meta: { className: 'text-right' } }),
    column.accessor('status', {
      header: () => t('column.status'),
      cell: (info) => <ReturnStatusBadge status={info.getValue()} label={t(`status.${info.getValue()}`)} />,
    }),
    column.accessor('refundDeadline', {
      header: () => t('column.deadline'),
      cell: (info) => {
        const deadline = info.getValue();
        if (!deadline) return <span aria-label={t('list.noDeadline')}>—</span>;
        return (
          <span
            className={info.row.original.overdue ? 'font-semibold whitespace-nowrap text-red-800' : 'whitespace-nowrap'}
          >
            {displayDate(deadline)}
            {info.row.original.overdue && <span className="block text-sm">{t('list.overdue')}</span>}
          </span>
        );
      },
    }),
  ];

  return (
    <div className="space-y-6">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
      </div>
      <AdminFilters orderBy={orderBy} clearTo={adminPath('returns', locale)} filtered={filtered}>
        <FilterInput id="filter-reference" name="reference" label={t('filter.reference')} value={filters.reference} />
        <FilterInput id="filter-email" name="email" label={t('filter.email')} value={filters.email} />
        <FilterSelect
          id="filter-status"
          name="status"
          label={t('filter.status')}
          value={filters.status}
          options={ORDER_BACK_STATUSES.map((code) => ({ value: code, label: t(`status.${code}`) }))}
        />
        <FilterSelect
          id="filter-kind"
          name="kind"
          label={t('filter.kind')}
          value={filters.kind}
          options={ORDER_BACK_KINDS.map((kind) => ({ value: kind, label: t(`kind.${kind}`) }))}
        />
      </AdminFilters>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={backs}
        orderBy={orderBy}
        empty={filtered ? t('list.noMatch') : t('list.empty')}
        rowKey={(back) => back.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
