import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

/**
 * `count` new ids of `table` (its `id` identity column), taken before its rows are written: the rows, and those
 * that name them, are then written one statement per table (the seed runs at a new database's first start,
 * issue 21). They come in the order a row-by-row insert would have given them.
 */
export async function newIds(db: Pick<Db, 'select'>, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await db
    .select({ id: sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))::integer` })
    .from(sql`generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}
