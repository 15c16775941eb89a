import { z } from '../zod.ts';
import { adminOrderRefundedSchema, refundRequestSchema } from '../admin-returns.ts';
import { endpoint } from '../endpoint.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * Issue 16 item 4: refunds of an order outside any return (a cancelled order, goods that could not be supplied).
 * A return's refunds go through `PUT /admin/order-back/{id}/status`; both follow the same rules.
 */
export const adminRefundsEndpoints = {
  adminOrderRefund: endpoint({
    method: 'POST',
    path: '/admin/order/:id/refund',
    summary:
      'Refunds an order (admin): lines, shipping or an amount, through its payment provider or recorded as made ' +
      'by hand, never above what was paid less what was refunded; audited, the customer is mailed',
    tags: ['orders', 'admin'],
    params: idParams,
    body: refundRequestSchema,
    data: adminOrderRefundedSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
};
