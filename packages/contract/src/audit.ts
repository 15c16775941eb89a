import { z } from './zod.ts';

/** One entry of a site's audit log (issue 16): who changed what, when, and the values before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The administrator, or null for the system. */
  user: z.object({ id: z.number().int(), email: z.string().nullable() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
