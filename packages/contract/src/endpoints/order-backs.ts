import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import {
  orderBackInfoSchema,
  orderBackListQuerySchema,
  orderBackRequestSchema,
  orderBackSchema,
  orderGenericValueSchema,
  orderReturnabilitySchema,
  withdrawalEligibilitySchema,
  withdrawalRequestSchema,
} from '../order-backs.ts';

const tags = ['order backs'];
const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: rowId });
/** A guest's order link token (`x-order-access` works too). */
const accessQuery = z.object({ access: z.string().max(200).optional() });

/** Issue 7 items 3 and 4: returns (SPEC §7 Orders calls) and the EU withdrawal function. */
export const orderBacksEndpoints = {
  orderBackInfo: endpoint({
    method: 'GET',
    path: '/order/back-products/is-active',
    summary: 'SPEC §3 Order back info: whether returns are open, the message and the descriptions of the steps',
    tags,
    data: orderBackInfoSchema,
    refusals: [],
  }),
  orderGenericValues: endpoint({
    method: 'GET',
    path: '/order-generic-values/:type',
    summary: "The site's values of a list (RETURN_REASON…) in the request language; an unknown type is empty",
    tags,
    params: z.object({ type: z.string().max(64) }),
    data: z.array(orderGenericValueSchema),
    refusals: [400],
  }),
  orderBacks: endpoint({
    method: 'GET',
    path: '/order-back',
    summary: "An order's returns and withdrawals with their lines, photos and steps (its owner or link holder)",
    tags,
    query: orderBackListQuerySchema,
    data: z.array(orderBackSchema),
    refusals: [400, 404],
  }),
  orderBack: endpoint({
    method: 'GET',
    path: '/order-back/:id',
    summary: 'One return or withdrawal (the page /account/orders/{id}/return/{idReturn})',
    tags,
    params: idParams,
    query: accessQuery,
    data: orderBackSchema,
    refusals: [400, 404],
  }),
  /** The photo's bytes, not an envelope: its URL comes in the return's `photos`. */
  orderBackPhoto: endpoint({
    method: 'GET',
    path: '/order-back/:id/photo/:idPhoto',
    summary: 'A photo of a return, for who may see its order only (personal data: never under /media)',
    tags,
    params: z.object({ id: rowId, idPhoto: rowId }),
    query: accessQuery,
    data: null,
    refusals: [400, 404],
  }),
  orderReturnability: endpoint({
    method: 'GET',
    path: '/order/:id/back-products',
    summary: 'What a return of the order may hold now: eligibility, deadlines and the units left of each line',
    tags,
    params: idParams,
    query: accessQuery,
    data: orderReturnabilitySchema,
    refusals: [400, 404],
  }),
  /** Multipart with photos, or JSON without; 413 when a photo is too large or too many are sent. */
  askOrderBack: endpoint({
    method: 'POST',
    path: '/order/:id/back-products',
    summary:
      'Asks a return (multipart or JSON: lines as JSON [{idOrderLine, quantity}], reason, comment, kind RETURN ' +
      "or DAMAGE, photos under images). Refusals: 'key : error' pairs joined by ' / '",
    tags,
    params: idParams,
    query: accessQuery,
    body: orderBackRequestSchema,
    multipart: { fields: ['lines', 'reason', 'comment', 'kind'], files: ['images'] },
    data: orderBackSchema,
    refusals: [400, 403, 404, 413, 429],
  }),
  withdrawalEligibility: endpoint({
    method: 'GET',
    path: '/order/:id/withdrawal',
    summary:
      'EU withdrawal: whether the order may be withdrawn from, until when (14 days after delivery, Paris), ' +
      'which lines, and why personalised ones are excluded',
    tags,
    params: idParams,
    query: accessQuery,
    data: withdrawalEligibilitySchema,
    refusals: [400, 404],
  }),
  withdraw: endpoint({
    method: 'POST',
    path: '/order/:id/withdrawal',
    summary:
      'EU withdrawal from the contract: no reason asked; every withdrawable line with all its units; the ' +
      'acknowledgement of receipt is mailed at once',
    tags,
    params: idParams,
    query: accessQuery,
    body: withdrawalRequestSchema.nullish(),
    data: orderBackSchema,
    refusals: [400, 403, 404, 409, 429],
  }),
};
