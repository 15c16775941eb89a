import { PGlite } from '@electric-sql/pglite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { namedStatements } from './pglite-statements.ts';

let client: PGlite;

beforeEach(async () => {
  client = await PGlite.create();
  await client.exec(`
    create table thing (
      id integer primary key generated always as identity,
      name text not null unique,
      data jsonb,
      at timestamptz not null default '2026-11-29T10:00:00Z',
      price numeric(10, 2),
      tags integer[],
      done boolean not null default false
    )`);
});
afterEach(() => client.close());

/** The texts PostgreSQL holds as named statements of this session. */
async function namedTexts() {
  const { rows } = await client.query<{ statement: string }>(
    'select statement from pg_prepared_statements where not from_sql order by statement',
  );
  return rows.map((row) => row.statement);
}

const insert = 'insert into thing (name, data, price, tags) values ($1, $2, $3, $4) returning *';
const select = 'select id, name, data, at, price, tags, done from thing where name like $1 order by id';

describe('named statements of the embedded database', () => {
  it('names a statement met twice, and it answers as PGlite’s own query does, in either row mode', async () => {
    const query = namedStatements(client).queryOf((text, params, options) => client.query(text, params, options));
    for (const name of ['a', 'b', 'c']) {
      await query(insert, [name, { name, list: [1, 'two'] }, '12.50', [1, 2]]);
    }
    expect(await namedTexts()).toEqual([insert]);
    await query(select, ['%']);
    for (const rowMode of ['array', 'object'] as const) {
      const named = await query(select, ['%'], { rowMode });
      const own = await client.query(select, ['%'], { rowMode });
      expect(named.rows).toEqual(own.rows);
      expect(named.fields).toEqual(own.fields);
      expect(named.rows).toHaveLength(3);
    }
    expect(await namedTexts()).toEqual([insert, select]);
    // A null, an object and a date as values: serialized as the parameter's type says.
    const update = 'update thing set data = $1, at = $2 where name = $3 returning data, at';
    await query(update, [null, new Date('2026-01-01T00:00:00Z'), 'a']);
    const updated = await query(update, [{ a: 1 }, new Date('2026-02-01T00:00:00Z'), 'b']);
    expect(updated.rows).toEqual([{ data: { a: 1 }, at: new Date('2026-02-01T00:00:00Z') }]);
    expect(updated.affectedRows).toBe(1);
    expect((await client.query('select data from thing where name = $1', ['a'])).rows).toEqual([{ data: null }]);
  });

  it('leaves a statement met once to PGlite’s query, and names no more than it may', async () => {
    const query = namedStatements(client, 2).queryOf((text, params, options) => client.query(text, params, options));
    await query('select 1 as one');
    expect(await namedTexts()).toEqual([]);
    for (const text of ['select 1 as one', 'select 2 as two', 'select 3 as three']) {
      await query(text);
      expect((await query(text)).rows).toHaveLength(1);
    }
    expect(await namedTexts()).toEqual(['select 1 as one', 'select 2 as two']);
    expect((await query('select 3 as three')).rows).toEqual([{ three: 3 }]);
  });

  it('gives a refusal its code and statement, and the next statement runs', async () => {
    const query = namedStatements(client).queryOf((text, params, options) => client.query(text, params, options));
    await query(insert, ['a', null, null, null]);
    await query(insert, ['b', null, null, null]);
    const refused = await query(insert, ['a', null, null, null]).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: '23505', query: insert, params: ['a', null, null, null] });
    expect((await query(insert, ['c', null, null, null])).rows).toHaveLength(1);
    expect((await client.query('select count(*)::int as n from thing')).rows).toEqual([{ n: 3 }]);
  });

  it('runs a transaction’s statements inside it, and the client’s own after it', async () => {
    const { queryOf } = namedStatements(client);
    const query = queryOf((text, params, options) => client.query(text, params, options));
    const count = 'select count(*)::int as n from thing';
    await query(count);
    await query(count);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = client.transaction(async (tx) => {
      const txQuery = queryOf((text, params, options) => tx.query(text, params, options), tx);
      await txQuery(insert, ['in', null, null, null]);
      await txQuery(insert, ['in too', null, null, null]);
      await held;
    });
    // Asked while the transaction is open: answered once it has committed.
    const outside = query(count);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await transaction;
    expect((await outside).rows).toEqual([{ n: 2 }]);

    // A refusal inside a transaction rolls the whole of it back.
    const failed = client.transaction(async (tx) => {
      const txQuery = queryOf((text, params, options) => tx.query(text, params, options), tx);
      await txQuery(insert, ['new', null, null, null]);
      await txQuery(insert, ['in', null, null, null]);
    });
    await expect(failed).rejects.toMatchObject({ code: '23505' });
    expect((await query(count)).rows).toEqual([{ n: 2 }]);

    // A statement first named inside a transaction that rolled back keeps its name, and runs after it.
    const byName = 'select name from thing where name = $1';
    const rolledBack = client.transaction(async (tx) => {
      const txQuery = queryOf((text, params, options) => tx.query(text, params, options), tx);
      await txQuery(byName, ['in']);
      await txQuery(byName, ['in']);
      await tx.rollback();
    });
    await rolledBack;
    expect(await namedTexts()).toContain(byName);
    expect((await query(byName, ['in too'])).rows).toEqual([{ name: 'in too' }]);
  });

  it('delivers the notifications its statements send', async () => {
    const query = namedStatements(client).queryOf((text, params, options) => client.query(text, params, options));
    const heard: string[] = [];
    await client.listen('changed', (payload) => heard.push(payload));
    for (const payload of ['1', '2', '3']) await query('select pg_notify($1, $2)', ['changed', payload]);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(heard).toEqual(['1', '2', '3']);
  });
});
