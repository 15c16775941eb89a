import { z } from '../zod.ts';
import {
  adminCustomerAnonymisedSchema,
  adminCustomerAnonymiseSchema,
  adminCustomerSchema,
  adminCustomerSummarySchema,
  adminDashboardSchema,
  adminOrderNoteSavedSchema,
  adminOrderNoteSchema,
  adminOrderResendSchema,
  adminOrderResentSchema,
} from '../admin-shop.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import { listQuery } from './list-call.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The back-office's orders (beyond the list and detail), customers and dashboard (issue 16 items 3, 5 and 8). */
export const adminShopEndpoints = {
  /** A PDF download, not an envelope: the panel links to its URL. */
  adminOrderPackingSlip: endpoint({
    method: 'GET',
    path: '/admin/order/:id/packing-slip',
    summary: "An order's packing slip (PDF, admin): lines, quantities, customizations and where it goes, no prices",
    tags: ['orders', 'admin'],
    params: idParams,
    data: null,
    refusals: [400, 401, 403, 404],
  }),
  /** The file itself, not an envelope: a customer's files are private, sent only to the site's administrators. */
  adminOrderCustomerFile: endpoint({
    method: 'GET',
    path: '/admin/order/:id/customer-file/:idLine/:idCustomization',
    summary:
      'A file a customer sent with a customization of an order line (admin): a logo to embroider, a photo; never public',
    tags: ['orders', 'admin'],
    params: idParams.extend({
      idLine: z.coerce.number().int().positive().max(2_147_483_647),
      idCustomization: z.coerce.number().int().positive().max(2_147_483_647),
    }),
    data: null,
    refusals: [400, 401, 403, 404],
  }),
  adminOrderResendMail: endpoint({
    method: 'POST',
    path: '/admin/order/:id/mail',
    summary:
      "Sends a mail of the order to its customer again (admin): the order confirmation (once paid) or the mail of the order's current status",
    tags: ['orders', 'admin'],
    params: idParams,
    body: adminOrderResendSchema,
    data: adminOrderResentSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminOrderNote: endpoint({
    method: 'PUT',
    path: '/admin/order/:id/note',
    summary: "Sets an order's internal note (admin; never shown to the customer); an empty note clears it",
    tags: ['orders', 'admin'],
    params: idParams,
    body: adminOrderNoteSchema,
    data: adminOrderNoteSavedSchema,
    refusals: [400, 401, 403, 404],
  }),
  /** A CSV download (UTF-8 with a BOM, for Excel), not an envelope. */
  adminOrderExport: endpoint({
    method: 'GET',
    path: '/admin/order/export',
    summary:
      'The orders of the site matching the filters of GET /admin/order, as CSV (admin; UTF-8 with BOM, `;` separated, at most 10,000 rows)',
    tags: ['orders', 'admin'],
    query: listQuery,
    data: null,
    refusals: [400, 401, 403],
  }),
  adminCustomers: endpoint({
    method: 'GET',
    path: '/admin/customer',
    summary:
      "The site's accounts (admin), newest first: filters email=lk:…, name=lk:…, role, createdAt=gte:…/lte:…, anonymised",
    tags: ['customers', 'admin'],
    query: listQuery,
    data: listSchema(adminCustomerSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminCustomer: endpoint({
    method: 'GET',
    path: '/admin/customer/:id',
    summary: 'One account of the site with its addresses, orders and returns (admin)',
    tags: ['customers', 'admin'],
    params: idParams,
    data: adminCustomerSchema,
    refusals: [400, 401, 403, 404],
  }),
  /** A JSON file download (GDPR access / portability), not an envelope. */
  adminCustomerExport: endpoint({
    method: 'GET',
    path: '/admin/customer/:id/export',
    summary:
      'Everything the site keeps about a customer, as a JSON file (admin; GDPR): account, addresses, orders, returns, newsletter',
    tags: ['customers', 'admin'],
    params: idParams,
    data: null,
    refusals: [400, 401, 403, 404],
  }),
  adminCustomerAnonymise: endpoint({
    method: 'POST',
    path: '/admin/customer/:id/anonymise',
    summary:
      'Anonymises a customer on request (admin; GDPR erasure): the account can no longer log in, its orders stay for accounting with their personal data replaced',
    tags: ['customers', 'admin'],
    params: idParams,
    body: adminCustomerAnonymiseSchema,
    data: adminCustomerAnonymisedSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  adminDashboard: endpoint({
    method: 'GET',
    path: '/admin/dashboard',
    summary:
      "The shop's day and month (admin): orders and revenue, a daily series, orders to prepare, returns waiting, low stock",
    tags: ['admin'],
    data: adminDashboardSchema,
    refusals: [401, 403],
  }),
};
