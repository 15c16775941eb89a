import { createColumnHelper } from '@tanstack/react-table';
import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import { USER_ROLES, type AdminCustomerSummary } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/admin-customers';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { choiceOf, dayOf, dayRange, filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { AdminFilters, FilterInput, FilterSelect } from '../../features/admin/AdminFilters.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { displayDate } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** Accounts a page of the list shows. */
const PER_PAGE = 25;
/** The fields the API sorts the accounts by. */
const SORTABLE = ['createdAt', 'email', 'id'] as const;
const STATES = ['active', 'anonymised'] as const;

/** The list's filters as the URL carries them (a form of method GET: every filtered list is a link). */
function filtersOf(url: URL) {
  return {
    name: filterOf(url, 'name'),
    email: filterOf(url, 'email'),
    role: choiceOf(url, 'role', USER_ROLES),
    state: choiceOf(url, 'state', STATES),
    from: dayOf(url, 'dateFrom'),
    to: dayOf(url, 'dateTo'),
  };
}
export type AdminCustomerFilters = ReturnType<typeof filtersOf>;

/** The filters in the API's list language (SPEC §7): `email=lk:…`, `name=lk:…`, `createdAt=gte:…`. */
export function customerListQuery(filters: AdminCustomerFilters) {
  const createdAt = dayRange(filters.from, filters.to);
  return {
    ...(filters.name ? { name: `lk:${filters.name}` } : {}),
    ...(filters.email ? { email: `lk:${filters.email}` } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.state ? { anonymised: filters.state === 'anonymised' } : {}),
    ...(createdAt.length > 0 ? { createdAt } : {}),
  };
}

/** The back-office's customers (issue 16 item 5): the site's accounts, searched, filtered, sorted and paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminCustomers({
    query: { ...customerListQuery(filters), nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) },
  });
  return data(
    { customers: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), filters, orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** A customer's name as the back-office shows it; an anonymised account has none left. */
export function customerName(
  customer: Pick<AdminCustomerSummary, 'id' | 'firstname' | 'lastname'>,
  t: (key: string, values?: Record<string, unknown>) => string,
) {
  const name = `${customer.firstname} ${customer.lastname}`.trim();
  return name || t('anonymousName', { id: customer.id });
}

const column = createColumnHelper<AdminCustomerSummary>();

export default function AdminCustomersPage() {
  const { customers, total, page, pages, filters, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-customers');
  const filtered = Object.values(filters).some(Boolean);

  const columns = [
    column.accessor('email', {
      header: () => t('column.customer'),
      cell: (info) => (
        <>
          <Link to={adminPath(`customers/${info.row.original.id}`, locale)} className="font-semibold underline">
            {customerName(info.row.original, t)}
          </Link>
          {info.row.original.anonymisedAt ? null : (
            <span className="block text-sm break-all text-stone-600">{info.getValue()}</span>
          )}
        </>
      ),
      meta: { sortField: 'email' },
    }),
    column.accessor('createdAt', {
      header: () => t('column.createdAt'),
      cell: (info) => <span className="whitespace-nowrap">{displayDate(info.getValue())}</span>,
      meta: { sortField: 'createdAt' },
    }),
    column.accessor('role', {
      header: () => t('column.role'),
      cell: (info) => t(`role.${info.getValue()}`),
    }),
    column.accessor('anonymisedAt', {
      header: () => t('column.state'),
      cell: (info) =>
        info.getValue() ? (
          <span className="inline-block rounded-full bg-stone-200 px-2 py-0.5 text-sm font-semibold text-stone-800 ring-1 ring-stone-500/40">
            {t('filter.anonymised')}
          </span>
        ) : (
          t('filter.active')
        ),
    }),
    column.accessor('nbOrders', {
      header: () => t('column.orders'),
      cell: (info) => info.getValue(),
      meta: { className: 'text-right' },
    }),
    column.accessor('totalSpent', {
      header: () => t('column.spent'),
      cell: (info) => <span className="whitespace-nowrap">{formatPrice(info.getValue(), locale)}</span>,
      meta: { className: 'text-right' },
    }),
  ];

  return (
    <div className="space-y-6">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
      </div>
      <AdminFilters orderBy={orderBy} clearTo={adminPath('customers', locale)} filtered={filtered}>
        <FilterInput id="filter-name" name="name" label={t('filter.name')} value={filters.name} />
        <FilterInput id="filter-email" name="email" label={t('filter.email')} value={filters.email} />
        <FilterSelect
          id="filter-role"
          name="role"
          label={t('filter.role')}
          value={filters.role}
          options={USER_ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
        />
        <FilterSelect
          id="filter-state"
          name="state"
          label={t('filter.state')}
          value={filters.state}
          options={STATES.map((state) => ({ value: state, label: t(`filter.${state}`) }))}
        />
        <FilterInput id="filter-from" name="dateFrom" type="date" label={t('filter.from')} value={filters.from} />
        <FilterInput id="filter-to" name="dateTo" type="date" label={t('filter.to')} value={filters.to} />
      </AdminFilters>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={customers}
        orderBy={orderBy}
        empty={filtered ? t('list.noMatch') : t('list.empty')}
        rowKey={(customer) => customer.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
