import { useEffect } from 'react';
import { toast } from 'sonner';
import { createColumnHelper } from '@tanstack/react-table';
import { data, Form, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import { PRODUCT_KINDS, type AdminProductSummary, type ProductKind } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import type { Route } from './+types/admin-products';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { adminInput, adminLabel, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['id', 'name', 'price', 'stock', 'updatedAt'] as const;

function filtersOf(url: URL) {
  const kind = filterOf(url, 'kind');
  const published = filterOf(url, 'published');
  const category = Number(filterOf(url, 'category'));
  const stockAtMost = filterOf(url, 'stockAtMost');
  return {
    search: filterOf(url, 'search'),
    kind: PRODUCT_KINDS.includes(kind as ProductKind) ? (kind as ProductKind) : null,
    published: published === 'true' || published === 'false' ? published : null,
    category: Number.isInteger(category) && category > 0 ? category : null,
    stockAtMost: stockAtMost && /^\d{1,6}$/.test(stockAtMost) ? stockAtMost : null,
  };
}

/** The back-office's catalogue (issue 16 item 6): every product of the site, searched, filtered, sorted, paged. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const filters = filtersOf(url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const [list, categories] = await Promise.all([
    api.adminProducts({
      query: {
        ...(filters.search ? { search: filters.search } : {}),
        ...(filters.kind ? { kind: filters.kind } : {}),
        ...(filters.published ? { isPublished: filters.published } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.stockAtMost ? { stock: `lte:${filters.stockAtMost}` } : {}),
        nbItem: PER_PAGE,
        page,
        ...(orderBy ? { orderBy } : {}),
      },
    }),
    api.categories(),
  ]);
  return data(
    {
      products: list.items,
      total: list.total,
      page,
      pages: Math.ceil(list.total / PER_PAGE),
      categories: categories.map((category) => ({ id: category.id, name: category.name })),
      filters,
      orderBy,
    },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminProductSummary>();

export default function AdminProductsPage() {
  const { products, total, page, pages, categories, filters, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const [search] = useSearchParams();
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('detail.deleted'));
  }, [deleted, t]);
  const filtered = Object.values(filters).some((value) => value !== null);

  const columns = [
    column.accessor('image', {
      header: () => <span className="sr-only">{t('column.image')}</span>,
      cell: (info) => {
        const image = info.getValue();
        return image ? (
          <img
            src={image.replace('/media/', '/img/160/')}
            alt=""
            width={48}
            height={48}
            className="h-12 w-12 rounded object-cover"
          />
        ) : null;
      },
    }),
    column.accessor('name', {
      header: () => t('column.name'),
      cell: (info) => (
        <Link to={adminPath(`products/${info.row.original.id}`, locale)} className="font-semibold underline">
          {info.getValue()}
        </Link>
      ),
      meta: { sortField: 'name' },
    }),
    column.accessor('references', {
      header: () => t('column.reference'),
      cell: (info) => <span className="break-all">{info.getValue().join(', ')}</span>,
    }),
    column.accessor('kind', { header: () => t('column.kind'), cell: (info) => t(`kind.${info.getValue()}`) }),
    column.accessor('isPublished', {
      header: () => t('column.published'),
      cell: (info) => (info.getValue() ? t('published.yes') : t('published.no')),
    }),
    column.accessor('stock', {
      header: () => t('column.stock'),
      cell: (info) => info.getValue() ?? t('stock.untracked'),
      meta: { sortField: 'stock', className: 'text-right' },
    }),
    column.accessor('price', {
      header: () => t('column.price'),
      cell: (info) => <span className="whitespace-nowrap">{formatPrice(info.getValue(), locale)}</span>,
      meta: { sortField: 'price', className: 'text-right' },
    }),
  ];

  return (
    <div className="space-y-6">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
        <Link to={adminPath('products/new', locale)} className={primaryButton}>
          {t('list.new')}
        </Link>
      </div>
      <Form
        method="get"
        className="grid grid-cols-1 gap-3 rounded-md border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5"
      >
        <div className="lg:col-span-2">
          <label htmlFor="filter-search" className={adminLabel}>
            {t('filter.search')}
          </label>
          <input
            id="filter-search"
            name="search"
            type="search"
            defaultValue={filters.search ?? ''}
            className={adminInput}
          />
        </div>
        <div>
          <label htmlFor="filter-kind" className={adminLabel}>
            {t('filter.kind')}
          </label>
          <select id="filter-kind" name="kind" defaultValue={filters.kind ?? ''} className={adminInput}>
            <option value="">{t('filter.all')}</option>
            {PRODUCT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-published" className={adminLabel}>
            {t('filter.published')}
          </label>
          <select id="filter-published" name="published" defaultValue={filters.published ?? ''} className={adminInput}>
            <option value="">{t('filter.all')}</option>
            <option value="true">{t('published.yes')}</option>
            <option value="false">{t('published.no')}</option>
          </select>
        </div>
        <div>
          <label htmlFor="filter-category" className={adminLabel}>
            {t('filter.category')}
          </label>
          <select id="filter-category" name="category" defaultValue={filters.category ?? ''} className={adminInput}>
            <option value="">{t('filter.all')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="filter-stock" className={adminLabel}>
            {t('filter.stockAtMost')}
          </label>
          <input
            id="filter-stock"
            name="stockAtMost"
            type="number"
            min={0}
            inputMode="numeric"
            defaultValue={filters.stockAtMost ?? ''}
            className={adminInput}
          />
        </div>
        {orderBy && <input type="hidden" name="orderBy" value={orderBy} />}
        <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
          <button type="submit" className={primaryButton}>
            {t('filter.apply')}
          </button>
          {filtered && (
            <Link to={adminPath('products', locale)} className={secondaryButton}>
              {t('filter.clear')}
            </Link>
          )}
        </div>
      </Form>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={products}
        orderBy={orderBy}
        empty={filtered ? t('list.noMatch') : t('list.empty')}
        rowKey={(product) => product.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
