import { createColumnHelper } from '@tanstack/react-table';
import { data, useLoaderData, type HeadersFunction } from 'react-router';
import type { AuditEntry } from '@atelier/contract';
import type { Route } from './+types/admin-audit';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { filterOf, orderByOf, pageOf } from '../../features/admin/admin-list.ts';
import { AdminTable } from '../../features/admin/AdminTable.tsx';
import { AdminFilters, FilterInput } from '../../features/admin/AdminFilters.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { Pagination } from '../../features/shop/Pagination.tsx';
import { apiContext } from '../../features/site/api-context.ts';

const PER_PAGE = 50;

/** The audit log (issue 16 item 2): who changed what in the back-office, when, with the values before and after. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const url = new URL(request.url);
  const page = pageOf(url);
  const entity = filterOf(url, 'entity');
  const entityId = filterOf(url, 'entityId');
  const orderBy = orderByOf(url, ['createdAt']);
  const list = await api.auditLog({
    query: { nbItem: PER_PAGE, page, entity, entityId, ...(orderBy ? { orderBy } : {}) },
  });
  return data(
    { entries: list.items, page, pages: Math.ceil(list.total / PER_PAGE), entity, entityId, orderBy },
    { headers: ADMIN_HEADERS },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** `{status: 'PAID'}` → `status: PAID`, one line per value; long values cut. */
function Values({ values }: { values: Record<string, unknown> | null }) {
  if (!values) return <span aria-hidden="true">—</span>;
  return (
    <dl className="text-sm">
      {Object.entries(values).map(([key, value]) => (
        <div key={key} className="flex gap-1">
          <dt className="font-semibold">{key}:</dt>
          <dd className="break-all">{(typeof value === 'string' ? value : JSON.stringify(value))?.slice(0, 200)}</dd>
        </div>
      ))}
    </dl>
  );
}

const column = createColumnHelper<AuditEntry>();

export default function AdminAuditPage() {
  const { entries, page, pages, entity, entityId, orderBy } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin');
  const columns = [
    column.accessor('createdAt', {
      header: () => t('audit.when'),
      cell: (info) => <span className="whitespace-nowrap">{displayDateTime(info.getValue())}</span>,
      meta: { sortField: 'createdAt' },
    }),
    column.accessor('user', {
      header: () => t('audit.who'),
      cell: (info) => <span className="break-all">{info.getValue()?.email ?? t('audit.system')}</span>,
    }),
    column.accessor('action', {
      header: () => t('audit.what'),
      cell: (info) => (
        <>
          <span className="block font-mono text-sm">{info.getValue()}</span>
          <span className="block text-sm text-stone-600">
            {info.row.original.entity} #{info.row.original.entityId}
          </span>
        </>
      ),
    }),
    column.accessor('before', { header: () => t('audit.before'), cell: (info) => <Values values={info.getValue()} /> }),
    column.accessor('after', { header: () => t('audit.after'), cell: (info) => <Values values={info.getValue()} /> }),
  ];
  return (
    <div className="space-y-6">
      <title>{t('audit.title')}</title>
      <h1 className="text-3xl font-semibold">{t('audit.title')}</h1>
      <AdminFilters orderBy={orderBy} clearTo={adminPath('audit', locale)} filtered={Boolean(entity ?? entityId)}>
        <FilterInput id="audit-entity" name="entity" label={t('audit.entity')} value={entity} />
        <FilterInput id="audit-entity-id" name="entityId" label={t('audit.entityId')} value={entityId} />
      </AdminFilters>
      <AdminTable
        caption={t('audit.title')}
        columns={columns}
        rows={entries}
        orderBy={orderBy}
        empty={t('audit.empty')}
        rowKey={(entry) => entry.id}
      />
      <Pagination page={page} pages={pages} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
