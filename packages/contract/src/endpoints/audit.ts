import { auditEntrySchema } from '../audit.ts';
import { endpoint } from '../endpoint.ts';
import { listQuery } from './list-call.ts';
import { listSchema } from '../envelope.ts';

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
