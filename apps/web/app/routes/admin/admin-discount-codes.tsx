import { useEffect } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import { data, Form, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import type { AdminDiscountCode } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/admin-discount-codes';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { adminInput, adminLabel, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { displayDate } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['id', 'code', 'endsAt'] as const;

function filtersOf(url: URL) {
  const active = filterOf(url, 'active');
  return {
    code: filterOf(url, 'code'),
    active: active === 'true' || active === 'false' ? active : null,
  };
}

/** The site's discount codes (issue 16 item 6), searched by code, filtered by state, sorted, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminDiscountCodes({
    query: {
      ...(filters.code ? { code: `lk:${filters.code}` } : {}),
      ...(filters.active ? { isActive: filters.active } : {}),
      nbItem: PER_PAGE,
      page,
      ...(orderBy ? { orderBy } : {}),
    },
  });
  return data(
    { codes: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), filters, orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminDiscountCode>();

export default function AdminDiscountCodesPage() {
  const { codes, total, page, pages, filters, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const [search] = useSearchParams();
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('discount.deleted'));
  }, [deleted, t]);
  const filtered = Object.values(filters).some((value) => value !== null);

  const columns = [
    column.accessor('code', {
      header: () => t('discount.code'),
      cell: (info) => (
        <Link
          to={adminPath(`discount-codes/${info.row.original.id}`, locale)}
          className="font-mono font-semibold break-all underline"
        >
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'code' },
    }),
    column.accessor('amount', {
      header: () => t('discount.value'),
      cell: (info) => (
        <span className="whitespace-nowrap">
          {info.row.original.type === 'EURO' ? formatPrice(info.getValue(), locale) : `${info.getValue()} %`}
        </span>
      ),
      meta: { className: 'text-right' },
    }),
    column.accessor('detailType', {
      header: () => t('discount.detailType'),
      cell: (info) => t(`discount.on.${info.getValue()}`),
    }),
    column.accessor('minimumTotal', {
      header: () => t('discount.minimumShort'),
      cell: (info) => (info.getValue() > 0 ? formatPrice(info.getValue(), locale) : '—'),
      meta: { className: 'text-right whitespace-nowrap' },
    }),
    column.accessor('endsAt', {
      header: () => t('discount.validity'),
      cell: (info) => {
        const { startsAt, endsAt } = info.row.original;
        if (!startsAt && !endsAt) return t('discount.always');
        return (
          <span className="whitespace-nowrap">
            {startsAt ? displayDate(startsAt) : '…'} → {endsAt ? displayDate(endsAt) : '…'}
          </span>
        );
      },
      meta: { sortField: 'endsAt' },
    }),
    column.accessor('usedCount', {
      header: () => t('discount.uses'),
      cell: (info) => {
        const max = info.row.original.maxUses;
        return max === null ? info.getValue() : `${info.getValue()} / ${max}`;
      },
      meta: { className: 'text-right whitespace-nowrap' },
    }),
    column.accessor('isActive', {
      header: () => t('discount.state'),
      cell: (info) => (info.getValue() ? t('discount.active') : t('discount.inactive')),
    }),
  ];

  return (
    <div className="space-y-6">
      <title>{t('discount.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('discount.title')}</h1>
        <p aria-live="polite">{t('discount.count', { count: total })}</p>
        <Link to={adminPath('discount-codes/new', locale)} className={primaryButton}>
          {t('discount.new')}
        </Link>
      </div>
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-md border border-stone-300 bg-white p-4 sm:grid-cols-3"
      >
        <div>
          <label htmlFor="filter-code" className={adminLabel}>
            {t('discount.filterCode')}
          </label>
          <input id="filter-code" name="code" type="search" defaultValue={filters.code ?? ''} className={adminInput} />
        </div>
        <div>
          <label htmlFor="filter-active" className={adminLabel}>
            {t('discount.state')}
          </label>
          <select id="filter-active" name="active" defaultValue={filters.active ?? ''} className={adminInput}>
            <option value="">{t('filter.all')}</option>
            <option value="true">{t('discount.active')}</option>
            <option value="false">{t('discount.inactive')}</option>
          </select>
        </div>
        {orderBy && <input type="hidden" name="orderBy" value={orderBy} />}
        <div className="flex flex-wrap items-end gap-3">
          <button type="submit" className={primaryButton}>
            {t('filter.apply')}
          </button>
          {filtered && (
            <Link to={adminPath('discount-codes', locale)} className={secondaryButton}>
              {t('filter.clear')}
            </Link>
          )}
        </div>
      </Form>
      <AdminTable
        caption={t('discount.title')}
        columns={columns}
        rows={codes}
        orderBy={orderBy}
        empty={filtered ? t('discount.noMatch') : t('discount.empty')}
        rowKey={(code) => code.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
