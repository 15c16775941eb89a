import { and, count, eq } from 'drizzle-orm';
import type { SiteContext } from '../../context.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import type { ListQuery, ListSpec } from '../../lists/list-query.ts';
import { listOffset, listOrderBy, listPage, listWhere, type ListColumns } from '../../lists/list-sql.ts';

export type NewAuditEntry = Pick<
  typeof auditLog.$inferInsert,
  'userId' | 'action' | 'entity' | 'entityId' | 'before' | 'after'
>;

/** `GET /admin/audit`: newest first, 50 a page. */
export const auditListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    entity: { type: 'string' },
    entityId: { type: 'string' },
    action: { type: 'string' },
    userId: { type: 'integer' },
    createdAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 50,
  defaultOrderBy: '-createdAt',
};

const columns: ListColumns = {
  id: auditLog.id,
  entity: auditLog.entity,
  entityId: auditLog.entityId,
  action: auditLog.action,
  userId: auditLog.userId,
  createdAt: auditLog.createdAt,
};

/** Adds an entry, in the transaction of the change it records when `ctx.db` is one. */
export async function insertEntry(ctx: SiteContext, entry: NewAuditEntry) {
  await ctx.db.insert(auditLog).values({ ...entry, siteId: ctx.siteId });
}

export function findEntries(ctx: SiteContext, query: ListQuery) {
  const where = listWhere(eq(auditLog.siteId, ctx.siteId), query, columns);
  return listPage(
    ctx.db
      .select({
        id: auditLog.id,
        createdAt: auditLog.createdAt,
        userId: auditLog.userId,
        email: users.email,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(users, and(eq(users.siteId, auditLog.siteId), eq(users.id, auditLog.userId)))
      .where(where)
      .orderBy(...listOrderBy(query, columns, auditLog.id))
      .limit(query.nbItem)
      .offset(listOffset(query)),
    ctx.db.select({ total: count() }).from(auditLog).where(where),
  );
}
