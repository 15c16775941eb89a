import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, rowId, siteId } from './columns.ts';

/**
 * The back-office's audit log (issue 16): who changed what, when, and the values before and after. Rows are
 * only ever added; a user's deletion keeps their entries (the id stays, the account goes).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    siteId: siteId(),
    id: rowId(),
    /** The administrator who made the change; null for the system (a scheduled job). */
    userId: integer('user_id'),
    /** What was done, `<entity>.<verb>`: `order.status`, `product.update`… */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('audit_log_entity_idx').on(t.siteId, t.entity, t.entityId),
    index('audit_log_created_idx').on(t.siteId, t.createdAt),
  ],
);
