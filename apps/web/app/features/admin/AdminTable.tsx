import { flexRender, getCoreRowModel, useReactTable, type ColumnDef, type SortingState } from '@tanstack/react-table';
import { Link, useLocation } from 'react-router';
import { useAdminTranslation } from './admin-i18n.ts';

/** A column that the API sorts by (SPEC §7 `orderBy`), named by the list's field: `meta: { sortField: 'total' }`. */
export interface AdminColumnMeta {
  sortField?: string;
  /** Classes of the column's cells (`text-right` for amounts…). */
  className?: string;
}

export interface AdminTableProps<Row> {
  /** Names the table for screen readers. */
  caption: string;
  // TanStack's own advice for a list of columns of different value types (its helper's columns are typed).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  /** The list's order as the URL carries it (`-createdAt`): the header of that column says so and flips it. */
  orderBy: string | null;
  /** Shown instead of the table when there is no row. */
  empty: string;
  rowKey: (row: Row) => string | number;
}

/** `-createdAt` → [{ id: 'createdAt', desc: true }] */
function sortingOf(orderBy: string | null): SortingState {
  if (!orderBy) return [];
  const [first] = orderBy.split(',');
  if (!first) return [];
  return first.startsWith('-') ? [{ id: first.slice(1), desc: true }] : [{ id: first, desc: false }];
}

/**
 * A back-office list (TanStack Table, headless): sorted and paged by the API (the URL holds `orderBy` and
 * `page`, so every state is a link that works without JavaScript); sortable headers are links that say their
 * order (aria-sort). Wide tables scroll sideways on a phone, inside a region that the keyboard can reach.
 */
export function AdminTable<Row>({ caption, columns, rows, orderBy, empty, rowKey }: AdminTableProps<Row>) {
  const { t } = useAdminTranslation('admin');
  const { pathname, search } = useLocation();
  const sorting = sortingOf(orderBy);
  const table = useReactTable({
    data: rows,
    columns,
    state: { sorting },
    manualSorting: true,
    manualPagination: true,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (row) => String(rowKey(row)),
  });

  const sortHref = (field: string) => {
    const params = new URLSearchParams(search);
    const current = sorting[0];
    // First click: descending for dates and amounts is what a merchant wants first; then it flips.
    const descending = current?.id === field ? !current.desc : true;
    params.set('orderBy', `${descending ? '-' : ''}${field}`);
    params.delete('page');
    return `${pathname}?${params.toString()}`;
  };

  if (rows.length === 0) return <p className="rounded-md border border-stone-300 bg-white p-6">{empty}</p>;

  return (
    <div
      className="relative overflow-x-auto rounded-md border border-stone-300 bg-white focus-visible:outline-3 focus-visible:outline-sky-700"
      role="region"
      aria-label={caption}
      tabIndex={0}
    >
      <table className="w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-100">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const meta = header.column.columnDef.meta as AdminColumnMeta | undefined;
                const field = meta?.sortField;
                const sorted =
                  field && sorting[0]?.id === field ? (sorting[0].desc ? 'descending' : 'ascending') : undefined;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted}
                    className={`px-3 py-2 text-sm font-semibold whitespace-nowrap ${meta?.className ?? ''}`}
                  >
                    {field ? (
                      <Link
                        to={sortHref(field)}
                        className="inline-flex min-h-11 items-center gap-1 underline-offset-4 hover:underline"
                      >
                        {label}
                        <span aria-hidden="true">
                          {sorted === 'ascending' ? '▲' : sorted === 'descending' ? '▼' : '↕'}
                        </span>
                        <span className="sr-only">{t('table.sortBy')}</span>
                      </Link>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} className="border-t border-stone-200 hover:bg-stone-50">
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta as AdminColumnMeta | undefined;
                return (
                  <td key={cell.id} className={`px-3 py-2 align-top ${meta?.className ?? ''}`}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
