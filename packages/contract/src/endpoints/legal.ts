import { z } from '../zod.ts';
import { orderSaleTermsSchema } from '../legal.ts';
import { endpoint } from '../endpoint.ts';

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const accessQuery = z.object({
  access: z.string().trim().max(200).optional().describe("The order link's token (else the x-order-access header)"),
});

/** The sale terms a buyer accepted (issue 18 item 5): only their own order's, as GET /order/{id}. */
export const legalEndpoints = {
  orderSaleTerms: endpoint({
    method: 'GET',
    path: '/order/:id/sale-terms',
    summary:
      'The sale terms in force when the order was placed, in the request language: for its logged owner, or ' +
      'whoever holds its link (x-order-access or ?access=)',
    tags: ['legal', 'orders'],
    params: idParams,
    query: accessQuery,
    data: orderSaleTermsSchema,
    refusals: [400, 404],
  }),
};
