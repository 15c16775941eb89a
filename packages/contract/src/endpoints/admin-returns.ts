import { z } from '../zod.ts';
import {
  adminOrderBackSchema,
  adminOrderBackStatusUpdateSchema,
  adminOrderBackSummarySchema,
} from '../admin-returns.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';

const tags = ['order backs', 'admin'];
const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: rowId });
/** SPEC §7 list language as a caller writes it; the API parses it with the list's own fields. */
const listQuery = z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullish()).optional();

/** Issue 16 item 4: the back-office's returns, withdrawals and refunds, and the label the customer downloads. */
export const adminReturnsEndpoints = {
  adminOrderBacks: endpoint({
    method: 'GET',
    path: '/admin/order-back',
    summary:
      "The site's returns and withdrawals (admin), newest first: filters status, kind, reference lk:, email lk:, " +
      'idOrder, createdAt gte:/lte:; withdrawals with their refund deadline',
    tags,
    query: listQuery,
    data: listSchema(adminOrderBackSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminOrderBack: endpoint({
    method: 'GET',
    path: '/admin/order-back/:id',
    summary: 'One return (admin): lines with prices, what was paid and refunded, refunds, label, next statuses',
    tags,
    params: idParams,
    data: adminOrderBackSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminSetOrderBackStatus: endpoint({
    method: 'PUT',
    path: '/admin/order-back/:id/status',
    summary:
      'Moves a return through SPEC §4 (ASKED → LABEL_SENT → PRODUCT_RECEIVED → REFUNDED, or REFUSED with its ' +
      'reason) and mails the customer; REFUNDED takes the refund (lines, shipping, provider or by hand)',
    tags,
    params: idParams,
    body: adminOrderBackStatusUpdateSchema,
    data: adminOrderBackSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  /** Multipart: the file under `label` (PDF, PNG or JPEG, 5 MB at most). */
  adminSetOrderBackLabel: endpoint({
    method: 'PUT',
    path: '/admin/order-back/:id/label',
    summary: 'Attaches the return label (PDF, PNG or JPEG) the customer will download; replaces an earlier one',
    tags,
    params: idParams,
    multipart: { fields: [], files: ['label'] },
    data: adminOrderBackSchema,
    refusals: [400, 401, 403, 404, 409, 413],
  }),
  /** The file's bytes, not an envelope. */
  adminOrderBackLabel: endpoint({
    method: 'GET',
    path: '/admin/order-back/:id/label',
    summary: 'The return label of a return (admin)',
    tags,
    params: idParams,
    data: null,
    refusals: [400, 401, 403, 404],
  }),
  /** The file's bytes, not an envelope: its URL comes in the return's `labelUrl`. */
  orderBackLabel: endpoint({
    method: 'GET',
    path: '/order-back/:id/label',
    summary: 'The return label, for who may see the order (its owner or the order link holder)',
    tags: ['order backs'],
    params: idParams,
    query: z.object({ access: z.string().max(200).optional() }),
    data: null,
    refusals: [400, 404],
  }),
};
