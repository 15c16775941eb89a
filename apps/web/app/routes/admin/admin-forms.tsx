import { createColumnHelper } from '@tanstack/react-table';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { data, Link, useLoaderData, useSearchParams, type HeadersFunction } from 'react-router';
import { pickLocale, type AdminFormSummary } from '@atelier/contract';
import type { Route } from './+types/admin-forms';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { displayDate } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 25;
const SORTABLE = ['id', 'title', 'createdAt'] as const;

/** The site's forms (issue 18 item 6), with how many answers each received. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const page = pageOf(url);
  const orderBy = orderByOf(url, SORTABLE);
  const list = await api.adminForms({ query: { nbItem: PER_PAGE, page, ...(orderBy ? { orderBy } : {}) } });
  return data(
    { forms: list.items, total: list.total, page, pages: Math.ceil(list.total / PER_PAGE), orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const column = createColumnHelper<AdminFormSummary>();

export default function AdminFormsPage() {
  const { forms, total, page, pages, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-forms');
  const [search] = useSearchParams();
  const deleted = search.get('deleted') === '1';
  useEffect(() => {
    if (deleted) toast.success(t('form.deleted'));
  }, [deleted, t]);
  const columns = [
    column.accessor('title', {
      header: () => t('list.name'),
      cell: (info) => (
        <Link to={adminPath(`forms/${info.row.original.id}`, locale)} className="font-semibold underline">
          {pickLocale(info.getValue(), locale) || t('list.untitled')}
        </Link>
      ),
      meta: { sortField: 'title' },
    }),
    column.accessor('fieldCount', {
      header: () => t('list.fields'),
      meta: { className: 'text-right' },
    }),
    column.accessor('answerCount', {
      header: () => t('list.answers'),
      cell: (info) => (
        <Link to={adminPath(`forms/${info.row.original.id}/answers`, locale)} className="underline">
          {t('list.answerCount', { count: info.getValue() })}
        </Link>
      ),
    }),
    column.accessor('lastAnswerAt', {
      header: () => t('list.lastAnswer'),
      cell: (info) => {
        const value = info.getValue();
        return value ? displayDate(value) : '—';
      },
    }),
    column.accessor('createdAt', {
      header: () => t('list.createdAt'),
      cell: (info) => displayDate(info.getValue()),
      meta: { sortField: 'createdAt' },
    }),
  ];
  return (
    <div className="space-y-6">
      <title>{t('list.title')}</title>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-3xl font-semibold">{t('list.title')}</h1>
        <p aria-live="polite">{t('list.count', { count: total })}</p>
        <Link to={adminPath('forms/new', locale)} className={primaryButton}>
          {t('list.new')}
        </Link>
      </div>
      <p>{t('list.intro')}</p>
      <AdminTable
        caption={t('list.title')}
        columns={columns}
        rows={forms}
        orderBy={orderBy}
        empty={t('list.empty')}
        rowKey={(form) => form.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
