import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the lookups of one row by its key', () => {
  // The foreign keys of an order's lines, history and payments, and of a cart's lines, check their row by
  // (site, id) at every insert, with a plan PostgreSQL makes once per connection on the statistics the table
  // has then. On a new table it took any index beginning with the site and read every order of the site at
  // each check (a bench of 10,000 orders slowed to seconds an order): only the primary key begins with it.
  it('find one order or cart by its primary key alone', async () => {
    const { db } = t.database;
    // Both drivers answer raw SQL with its rows (the database type does not say which driver it is).
    const { rows } = (await db.execute(sql`
      select indexname from pg_indexes
      where tablename in ('orders', 'carts') and indexdef ~ '\\(site_id[,)]'`)) as unknown as {
      rows: { indexname: string }[];
    };
    expect(rows.map((row) => row.indexname).sort()).toEqual(['carts_site_id_id_pk', 'orders_site_id_id_pk']);
  });
});

describe('the order list’s indexes (issue 16, migration 0020)', () => {
  // `lk:` is ILIKE '%…%': without pg_trgm's indexes it reads every order of the site (6 ms a search over
  // 10,000 orders on the embedded database). On the test's few orders any plan is cheap: seq scans off and no
  // site condition (the primary key would serve that), the plan says whether an index can find the part.
  it.each([
    ['email', 'orders_email_trgm_idx'],
    ['reference', 'orders_reference_trgm_idx'],
  ])('finds a part of the %s, any case, through its trigrams', async (column, index) => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = (await tx.execute(
        sql`explain select id from orders where ${sql.identifier(column)} ILIKE '%Client42%'`,
      )) as unknown as { rows: { 'QUERY PLAN': string }[] };
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain(index);
  });
});

describe('the check that no order of a cart awaits payment (POST /order, migration 0041)', () => {
  // A prepared statement gets a generic plan after five runs, made on the statistics the table has then. On a new
  // table, with an index of every order of the cart, that plan took the back-office's (status, created_at, site) index
  // instead, equal in cost then, and read every order of the site awaiting payment at each order placed.
  it('reads the cart’s unpaid orders alone, in the plan made on a new table', async () => {
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
      await tx.execute(
        sql.raw(`prepare unpaid_of_cart(integer, text) as select 1 from orders unpaid
        where unpaid.site_id = $1 and unpaid.cart_id = $2 and unpaid.status = 'AWAITING_PAYMENT'`),
      );
      const explained = (await tx.execute(sql`explain execute unpaid_of_cart(1, 'cart')`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      await tx.execute(sql`deallocate unpaid_of_cart`);
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('orders_cart_unpaid_idx');
    expect(plan).toMatch(/Index Cond: \(\(cart_id = \$2\) AND \(site_id = \$1\)\)/);
  });
});

describe('the sale terms kept with each order (migration 0042)', () => {
  // ~10 KB of HTML an order: compressing them was a seventh of PostgreSQL's work for POST /order.
  it('are stored out of line without compression', async () => {
    const { rows } = (await t.database.db.execute(sql`
      select attstorage from pg_attribute
      where attrelid = 'orders'::regclass and attname = 'sale_terms'`)) as unknown as {
      rows: { attstorage: string }[];
    };
    expect(rows).toEqual([{ attstorage: 'e' }]);
  });
});
