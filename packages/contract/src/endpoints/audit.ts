import { z } from 'zod';
import { auditEntrySchema } from '../audit.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';

/** SPEC §7 list language as a caller writes it; the API parses it with the audit list's fields. */
const listQuery = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullish()).optional();

/** The back-office's audit log (issue 16 item 2). */
export const auditEndpoints = {
  auditLog: endpoint({
    method: 'GET',
    path: '/admin/audit',
    summary:
      "The site's audit log (admin), newest first: filters entity, entityId, action, userId, createdAt=gte:…/lte:…",
    tags: ['admin'],
    query: listQuery,
    data: listSchema(auditEntrySchema),
    refusals: [400, 401, 403],
  }),
};
