import type { AuditEntry, List } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import * as repository from './audit.repository.ts';

export interface AuditedChange {
  /** `<entity>.<verb>`: `order.status`, `product.update`… */
  action: string;
  entity: string;
  entityId: string | number;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * Records a change made from the back-office, by the request's administrator (`ctx.user`, set by the role
 * check). Called inside the change's transaction (`ctx.db` the transaction), so an entry exists exactly when
 * its change does.
 */
export function recordChange(ctx: RequestContext, change: AuditedChange) {
  return repository.insertEntry(ctx, {
    userId: ctx.user?.id ?? null,
    action: change.action,
    entity: change.entity,
    entityId: String(change.entityId),
    before: change.before,
    after: change.after,
  });
}

/** `GET /admin/audit`: the site's entries with the administrator's e-mail. */
export async function listChanges(ctx: RequestContext, query: ListQuery): Promise<List<AuditEntry>> {
  const page = await repository.findEntries(ctx, query);
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      user: row.userId === null ? null : { id: row.userId, email: row.email },
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
  };
}
