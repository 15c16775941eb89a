import { z } from '../zod.ts';
import { adminOrderDetailSchema } from '../admin-shop.ts';
import { endpoint } from '../endpoint.ts';
import { listQuery } from './list-call.ts';
import { listSchema } from '../envelope.ts';
import {
  adminOrderSummarySchema,
  adminOrderStatusChangedSchema,
  adminOrderStatusSchema,
  adminOrderStatusUpdateSchema,
  adminTrackingLinkSchema,
  orderDetailSchema,
  orderStatusSchema,
  orderSummarySchema,
} from '../order-history.ts';

const tags = ['orders'];
const adminTags = ['orders', 'admin'];
const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** An order link's token (`x-order-access` header, or `?access=` where a header cannot go: a download link). */
const accessQuery = z.object({
  access: z.string().trim().max(200).optional().describe("The order link's token (else the x-order-access header)"),
});

/** Issue 7 items 1, 2 and 5: the customer's orders, one order, its invoice, the statuses, and the admin calls. */
export const orderHistoryEndpoints = {
  orders: endpoint({
    method: 'GET',
    path: '/order',
    summary: "The logged customer's orders on this site, newest first (10 per page, SPEC §7 list filters)",
    tags,
    query: listQuery,
    data: listSchema(orderSummarySchema),
    refusals: [400, 401],
  }),
  adminOrders: endpoint({
    method: 'GET',
    path: '/admin/order',
    summary:
      'Every order of the site (admin), newest first: filters status, deliveryType, reference=lk:…, email=lk:…, ' +
      'createdAt=gte:…/lte:…, userId (SPEC §7 list language)',
    tags: adminTags,
    query: listQuery,
    data: listSchema(adminOrderSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminOrder: endpoint({
    method: 'GET',
    path: '/admin/order/:id',
    summary: 'One order of the site, whole (admin), with its detailed history, the mails sent and the internal note',
    tags: adminTags,
    params: idParams,
    data: adminOrderDetailSchema,
    refusals: [400, 401, 403, 404],
  }),
  order: endpoint({
    method: 'GET',
    path: '/order/:id',
    summary: 'One order, whole: for its logged owner, or whoever holds its link (x-order-access or ?access=)',
    tags,
    params: idParams,
    query: accessQuery,
    data: orderDetailSchema,
    refusals: [400, 404],
  }),
  /** A PDF download, not an envelope: the web links to its URL (`endpointUrl`). */
  orderInvoice: endpoint({
    method: 'GET',
    path: '/order/:id/invoice',
    summary: "The order's invoice (PDF), once the order is paid; for its owner or whoever holds its link",
    tags,
    params: idParams,
    query: accessQuery,
    data: null,
    refusals: [400, 404, 409, 429],
  }),
  orderStatuses: endpoint({
    method: 'GET',
    path: '/list/order/status',
    summary: 'Every order status (SPEC §3 Order status type) with its label in the request language',
    tags,
    data: z.array(orderStatusSchema),
    refusals: [],
  }),
  // SPEC §6 admin calls on an order (ADMIN and SUPER_ADMIN of the site).
  adminOrderStatus: endpoint({
    method: 'GET',
    path: '/admin/order/:id/get-status',
    summary: "An order's status (admin)",
    tags: adminTags,
    params: idParams,
    data: adminOrderStatusSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminOrderTrackingLink: endpoint({
    method: 'GET',
    path: '/admin/order/:id/tracking-link',
    summary: "An order's parcel tracking link (admin)",
    tags: adminTags,
    params: idParams,
    data: adminTrackingLinkSchema,
    refusals: [400, 401, 403, 404],
  }),
  adminSetOrderStatus: endpoint({
    method: 'PUT',
    path: '/admin/order/:id/status',
    summary:
      'Moves an order along its lifecycle (admin): in preparation, shipped with its tracking link, ready for ' +
      'pick-up, delivered, cancelled, refunded; the customer is told by mail',
    tags: adminTags,
    params: idParams,
    body: adminOrderStatusUpdateSchema,
    data: adminOrderStatusChangedSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
};
