import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import { ORDER_DELIVERY_TYPES, ORDER_STATUSES, type AdminOrderSummary } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/admin-orders';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { choiceOf, dayOf, dayRange, filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { AdminFilters, FilterInput, FilterSelect } from '../../features/admin/AdminFilters.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { useTranslation } from '../../features/i18n/use-translation.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { OrderStatusBadge } from '../../features/orders/OrderStatusBadge.tsx';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** Orders a page of the back-office's list shows. */
const PER_PAGE = 25;
const SORTABLE = ['createdAt', 'reference', 'total', 'email'] as const;

/**
 * The list's filters as the URL carries them (a form of method GET: every filtered list is a link). Not `from`:
 * SPEC §2's `?from=` counts a visit and is taken off the URL.
 */
function filtersOf(url: URL) {
  return {
    reference: filterOf(url, 'reference'),
    email: filterOf(url, 'email'),
    status: choiceOf(url, 'status', ORDER_STATUSES),
    deliveryType: choiceOf(url, 'deliveryType', ORDER_DELIVERY_TYPES),
    from: dayOf(url, 'dateFrom'),
    to: dayOf(url, 'dateTo'),
  };
}
export type AdminOrderFilters = ReturnType<typeof filtersOf>;

/** The filters in the API's list language (SPEC §7): `reference=lk:…`, `createdAt=gte:…`. */
export function orderListQuery(filters: AdminOrderFilters) {
  const createdAt = dayRange(filters.from, filters.to);
  return {
    ...(filters.reference ? { reference: `lk:${filters.reference}` } : {}),
    ...(filters.email ? { email: `lk:${filters.email}` } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.deliveryType ? { deliveryType: filters.deliveryType } : {}),
    ...(createdAt.length > 0 ? { createdAt } : {}),
  };
}

/** The CSV export of the filtered list (the API's `GET /admin/order/export`, same filters). */
function exportUrl(filters: AdminOrderFilters) {
  const search = new URLSearchParams();
  for (const [field, value] of Object.entries(orderListQuery(filters))) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(field, one);
  }
  const query = search.toString();
  return `/api/admin/order/export${query ? `?${query}` : ''}`;
}

/** The back-office's orders (issue 16 item 3): every order of the site, filtered, sorted and paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const [list, statuses] = await Promise.all([
    api.adminOrders({
      query: { ...orderListQuery(filters), nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) },
    }),
    api.orderStatuses(),
  ]);
  return data(
    {
      orders: list.items,
      total: list.total,
      page,
      pages: Math.ceil(list.total / PER_PAGE),
      statuses,
      filters,
      orderBy,
    },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminOrderSummary>();

export default function AdminOrdersPage() {
  const { orders, total, page, pages, statuses, filters, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-orders');
  const { t: tOrders } = useTranslation('orders');
  const labelOf = (code: string) => statuses.find((status) => status.code === code)?.value ?? code;
  const filtered = Object.values(filters).some(Boolean);

  const columns = [
    column.accessor('reference', {
      header: () => t('column.reference'),
      cell: (info) => (
        <Link to={adminPath(`orders/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'reference' },
    }),
    column.accessor('createdAt', {
      header: () => t('column.date'),
      cell: (info) => <span className="whitespace-nowrap">{displayDateTime(info.getValue())}</span>,
      meta: { sortField: 'createdAt', className: 'hidden sm:table-cell' },
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
    column.accessor('deliveryType', {
      header: () => t('column.delivery'),
      cell: (info) => tOrders(`detail.delivery.type.${info.getValue()}`),
      // On a phone the list keeps what finds an order: reference, customer, status, total.
      meta: { className: 'hidden md:table-cell' },
    }),
    column.accessor('status', {
      header: () => t('column.status'),
      cell: (info) => <OrderStatusBadge code={info.getValue().code} label={info.getValue().value} />,
    }),
    column.accessor('total', {
      header: () => t('column.total'),
      cell: (info) => <span className="whitespace-nowrap">{formatPrice(info.getValue(), locale)}</span>,
      meta: { sortField: 'total', className: 'text-right' },
    }),
  ];

  return (
    <div className="space-y-6">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <a href={exportUrl(filters)} className="underline" download>
          {t('list.exportCsv')}
        </a>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
      </div>
      <AdminFilters orderBy={orderBy} clearTo={adminPath('orders', locale)} filtered={filtered}>
        <FilterInput id="filter-reference" name="reference" label={t('filter.reference')} value={filters.reference} />
        <FilterInput id="filter-email" name="email" label={t('filter.email')} value={filters.email} />
        {/* The other filters fold away, so that on a phone the list comes first; open when one is in use. */}
        <details
          className="sm:col-span-2 lg:col-span-4"
          open={Boolean(filters.status ?? filters.deliveryType ?? filters.from ?? filters.to)}
        >
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">
            {t('filter.more')}
          </summary>
          <div className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <FilterSelect
              id="filter-status"
              name="status"
              label={t('filter.status')}
              value={filters.status}
              options={ORDER_STATUSES.map((code) => ({ value: code, label: labelOf(code) }))}
            />
            <FilterSelect
              id="filter-delivery"
              name="deliveryType"
              label={t('filter.delivery')}
              value={filters.deliveryType}
              options={ORDER_DELIVERY_TYPES.map((type) => ({
                value: type,
                label: tOrders(`detail.delivery.type.${type}`),
              }))}
            />
            <FilterInput id="filter-from" name="dateFrom" type="date" label={t('filter.from')} value={filters.from} />
            <FilterInput id="filter-to" name="dateTo" type="date" label={t('filter.to')} value={filters.to} />
          </div>
        </details>
      </AdminFilters>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={orders}
        orderBy={orderBy}
        empty={filtered ? t('list.noMatch') : t('list.empty')}
        rowKey={(order) => order.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
