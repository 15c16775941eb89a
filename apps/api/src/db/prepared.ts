import { getTableColumns, is, Param, Placeholder, SQL, sql, type Column } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Prepared statements (issue 6: 800 adds and 300 orders a second). A statement built by Drizzle for every
 * request costs its building in the server and its parsing and planning in PostgreSQL; prepared once per
 * database, it is built once, and PostgreSQL parses it once per connection (a named statement).
 */

const preparedOf = new WeakMap<object, Map<string, unknown>>();

/** The statement `name` of this database (a transaction's: of that transaction), made on first use. */
export function prepared<T>(db: object, name: string, make: () => T): T {
  let ofDb = preparedOf.get(db);
  if (!ofDb) preparedOf.set(db, (ofDb = new Map()));
  let query = ofDb.get(name) as T | undefined;
  if (!query) ofDb.set(name, (query = make()));
  return query;
}

/**
 * The values of a statement whose shape varies (an order of one line or three, with a discount or not): the
 * statement is built for each request with its values in slots, and prepared only the first time its shape is
 * seen; later requests of that shape run the prepared one with their own values.
 */
export class Slots {
  readonly values: Record<string, unknown> = {};

  /** A value of the statement, in the slot `name` (as the driver sends it: encode it for a typed column). */
  value(name: string, value: unknown): Placeholder<string> {
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /**
   * A row to insert or set, each value in the slot `${name}.${key}`, encoded as its column says (a null stays
   * SQL NULL, not JSON null); SQL (computed in the statement) stays as it is, undefined keys take their default.
   */
  row<T extends Record<string, unknown>>(table: PgTable, name: string, row: T): { [K in keyof T]: T[K] | SQL } {
    const columns: Record<string, Column> = getTableColumns(table);
    const slotted: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined) continue;
      const column = columns[key];
      if (!column) throw new Error(`${name}: no column ${key}`);
      slotted[key] = is(value, SQL)
        ? value
        : sql`${this.value(`${name}.${key}`, value === null ? null : column.mapToDriverValue(value))}`;
    }
    return slotted as { [K in keyof T]: T[K] | SQL };
  }
}

/** The keys a row gives (its shape: the columns its insert names). */
export function shapeOf(row: Record<string, unknown>): string {
  return Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .join(',');
}

/** The statement name of each shape, given when the shape is first prepared (and checked). */
const names = new Map<string, string>();

/**
 * `query`, built with its values in slots, prepared for `shape` once per database: the same shape must build the
 * same statement. The first time a shape is seen, a value not in a slot is refused (it would be the first
 * request's for every later one).
 */
export function preparedShape<P>(
  db: object,
  shape: string,
  query: { prepare(name: string): P; toSQL(): { params: unknown[] } },
): P {
  return prepared(db, shape, () => {
    let name = names.get(shape);
    if (!name) {
      // Checked once per shape: a transaction prepares its own statements, and would build each one twice.
      const loose = query
        .toSQL()
        .params.find((param) => !is(param, Placeholder) && !(is(param, Param) && is(param.value, Placeholder)));
      if (loose !== undefined) throw new Error(`${shape}: a value is not in a slot: ${JSON.stringify(loose)}`);
      // Statement names are short (PostgreSQL cuts them at 63 bytes) and stand for one text each.
      names.set(shape, (name = `${shape.split(':')[0]}_${names.size + 1}`));
    }
    return query.prepare(name);
  });
}
