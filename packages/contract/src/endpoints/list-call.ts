import { z } from '../zod.ts';

/**
 * SPEC §7 list language as a caller writes it (`nbItem`, `page`, `orderBy`, `field=value` filters, a field
 * repeated for two conditions: `createdAt: ['gte:2026-11-01', 'lt:2026-12-01']`); the API parses it with the
 * list's own fields (apps/api/src/lists), so its route refines this query.
 */
export const listQuery = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]).nullish())
  .optional();
