import { and, asc, desc, eq, gt, gte, inArray, lt, lte, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Locale } from '@atelier/contract';
import type { ListFilter, ListQuery } from './list-query.ts';

/** The SQL expression behind each list field, or a function building the condition of a filter itself. */
export type ListColumn = SQLWrapper | ((filter: ListFilter) => SQL | undefined);
export type ListColumns = Record<string, ListColumn>;

/** A translatable JSON column read in one language, falling back to French. */
export function localizedSql(column: SQLWrapper, locale: Locale): SQL<string> {
  return sql<string>`coalesce(${column}->>${locale}, ${column}->>'fr_FR')`;
}

function escapeLike(value: string) {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function condition(filter: ListFilter, column: SQLWrapper): SQL | undefined {
  const value = filter.value;
  switch (filter.operator) {
    case 'eq':
      return eq(column, value);
    case 'in':
      return inArray(column, value as unknown[]);
    case 'lk':
      return sql`${column} ILIKE ${`%${escapeLike(String(value))}%`}`;
    case 'df':
      return sql`${column} IS DISTINCT FROM ${value}`;
    case 'lt':
      return lt(column, value);
    case 'lte':
      return lte(column, value);
    case 'gt':
      return gt(column, value);
    case 'gte':
      return gte(column, value);
  }
}

/** The WHERE of a list: the tenant condition first, then every filter of the query. */
export function listWhere(tenant: SQL, query: ListQuery, columns: ListColumns): SQL | undefined {
  const conditions = query.filters.map((filter) => {
    const column = columns[filter.field];
    if (!column) throw new Error(`List field ${filter.field} has no column`);
    return typeof column === 'function' ? column(filter) : condition(filter, column);
  });
  return and(tenant, ...conditions);
}

/** ORDER BY of the query, ending with a tie-breaker so that pages never overlap. */
export function listOrderBy(query: ListQuery, columns: ListColumns, tieBreaker: SQLWrapper): SQL[] {
  const order = query.orderBy.map(({ field, descending }) => {
    const column = columns[field];
    if (!column || typeof column === 'function') throw new Error(`List field ${field} cannot be sorted`);
    return descending ? desc(column) : asc(column);
  });
  return [...order, asc(tieBreaker)];
}

export const listOffset = (query: ListQuery) => (query.page - 1) * query.nbItem;

/** A page of rows and the count of all matching rows, queried together: the `{items, total}` of SPEC §7. */
export async function listPage<T>(items: PromiseLike<T[]>, totals: PromiseLike<{ total: number }[]>) {
  const [rows, counted] = await Promise.all([items, totals]);
  return { items: rows, total: counted[0]?.total ?? 0 };
}
