import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminDiscountCode, List, adminDiscountCodeInputSchema } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { discountCodes } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';
import { recordChange } from '../audit/audit.service.ts';

/** The back-office's discount codes (issue 16 item 6): the codes `POST /order/discount` applies to a cart. */

type DiscountCodeInput = z.output<typeof adminDiscountCodeInputSchema>;
type DiscountCodeRow = typeof discountCodes.$inferSelect;

export const adminDiscountCodeListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    code: { type: 'string', sortable: true },
    isActive: { type: 'boolean' },
    endsAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 50,
  defaultOrderBy: '-id',
};

const columns: ListColumns = {
  id: discountCodes.id,
  code: discountCodes.code,
  isActive: discountCodes.isActive,
  endsAt: discountCodes.endsAt,
};

const present = (row: DiscountCodeRow): AdminDiscountCode => ({
  id: row.id,
  code: row.code,
  type: row.type,
  amount: row.amount,
  detailType: row.detailType,
  minimumTotal: row.minimumTotal,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  usedCount: row.usedCount,
  isActive: row.isActive,
});

const valuesOf = (input: DiscountCodeInput) => ({
  code: input.code,
  type: input.type,
  amount: input.amount,
  detailType: input.detailType,
  minimumTotal: input.minimumTotal,
  startsAt: input.startsAt ? new Date(input.startsAt) : null,
  endsAt: input.endsAt ? new Date(input.endsAt) : null,
  maxUses: input.maxUses,
  isActive: input.isActive,
});

const whereId = (ctx: RequestContext, id: number) =>
  and(eq(discountCodes.siteId, ctx.siteId), eq(discountCodes.id, id));

export async function listDiscountCodes(ctx: RequestContext, query: ListQuery): Promise<List<AdminDiscountCode>> {
  const where = listWhere(eq(discountCodes.siteId, ctx.siteId), query, columns);
  const page = await listPage(
    ctx.db
      .select()
      .from(discountCodes)
      .where(where)
      .orderBy(...listOrderBy(query, columns, discountCodes.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(discountCodes).where(where),
  );
  return { total: page.total, items: page.items.map(present) };
}

/** Codes are matched case-insensitively: another code of the site written the same way is taken. */
async function assertFree(tx: RequestContext, code: string, except: number | null) {
  const rows = await tx.db
    .select({ id: discountCodes.id })
    .from(discountCodes)
    .where(
      and(
        eq(discountCodes.siteId, tx.siteId),
        sql`upper(${discountCodes.code}) = ${code}`,
        except === null ? undefined : ne(discountCodes.id, except),
      ),
    );
  if (rows.length > 0) throw new AppError('CONFLICT', 'ADMIN_CODE_TAKEN', { code });
}

export function createDiscountCode(ctx: RequestContext, input: DiscountCodeInput) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    await assertFree(tx, input.code, null);
    const [row] = await db
      .insert(discountCodes)
      .values({ ...valuesOf(input), siteId: ctx.siteId })
      .returning();
    const code = present(row!);
    await recordChange(tx, {
      action: 'discountCode.create',
      entity: 'discountCode',
      entityId: code.id,
      before: null,
      after: code,
    });
    return code;
  });
}

export function updateDiscountCode(ctx: RequestContext, id: number, input: DiscountCodeInput) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.select().from(discountCodes).where(whereId(tx, id)).for('update');
    if (!current) throw notFound('Discount code', id);
    await assertFree(tx, input.code, id);
    const [row] = await db.update(discountCodes).set(valuesOf(input)).where(whereId(tx, id)).returning();
    const code = present(row!);
    await recordChange(tx, {
      action: 'discountCode.update',
      entity: 'discountCode',
      entityId: id,
      before: present(current),
      after: code,
    });
    return code;
  });
}

export function deleteDiscountCode(ctx: RequestContext, id: number) {
  return ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    const [current] = await db.delete(discountCodes).where(whereId(tx, id)).returning();
    if (!current) throw notFound('Discount code', id);
    await recordChange(tx, {
      action: 'discountCode.delete',
      entity: 'discountCode',
      entityId: id,
      before: present(current),
      after: null,
    });
    return { id };
  });
}
