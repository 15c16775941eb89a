import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import {
  madeToMeasureCancelInputSchema,
  madeToMeasureDeliveryInputSchema,
  madeToMeasureJobSchema,
  madeToMeasureMessageInputSchema,
  madeToMeasureSummarySchema,
  productionStageSchema,
  productionStagesInputSchema,
  quoteInputSchema,
} from '../made-to-measure.ts';
import { listQuery } from './list-call.ts';

const tags = ['made-to-measure', 'admin'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const byId = z.object({ id });

/**
 * Issue 19, the workshop's side of made to measure (decision 015): the inbox of requests, questions, priced quotes
 * (numbered PDF mailed to the customer), production stages with photos, the balance, the delivery and the close.
 * An action the job's state does not allow is a 409 naming the state.
 */
export const adminMadeToMeasureEndpoints = {
  adminMadeToMeasureJobs: endpoint({
    method: 'GET',
    path: '/admin/quote-request',
    summary:
      'The inbox of made-to-measure requests (admin), newest first: filters status (comma-separated), ' +
      'reference=lk:…, email=lk:…, pieceKind, awaitingWorkshop, createdAt=gte:…/lte:… (SPEC §7 list language)',
    tags,
    query: listQuery,
    data: listSchema(madeToMeasureSummarySchema),
    refusals: [400, 401, 403],
  }),
  adminMadeToMeasureJob: endpoint({
    method: 'GET',
    path: '/admin/quote-request/:id',
    summary: 'One job of the site, whole, with the actions the workshop may take now',
    tags,
    params: byId,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404],
  }),
  askMadeToMeasure: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/question',
    summary: "Asks the customer a question in the job's thread (mailed); the job waits for the answer",
    tags,
    params: byId,
    body: madeToMeasureMessageInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  quoteMadeToMeasure: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/quote',
    summary:
      'Issues a priced quote (lines, VAT, lead time, validity, deposit): numbered in its own unbroken series, ' +
      'its PDF mailed to the customer; a new one replaces the quote in force (renewal after an expiry or a decline)',
    tags,
    params: byId,
    body: quoteInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  cancelMadeToMeasure: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/cancel',
    summary: 'Closes a request that will not go on (before any acceptance), with the reason mailed to the customer',
    tags,
    params: byId,
    body: madeToMeasureCancelInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  postMadeToMeasureStage: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/stage',
    summary:
      'Posts a production stage (multipart: the field `stage` in JSON, up to 10 photos as `images`); the customer ' +
      'is mailed unless they turned it off',
    tags,
    params: byId,
    multipart: { fields: ['stage'], files: ['images'] },
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409, 413, 415],
  }),
  askMadeToMeasureBalance: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/balance',
    summary: 'The piece is ready: the balance (the total less the deposit, to the cent) is asked of the customer',
    tags,
    params: byId,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  arrangeMadeToMeasureDelivery: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/delivery',
    summary: 'Sets the day of the delivery of a paid piece (the customer is mailed)',
    tags,
    params: byId,
    body: madeToMeasureDeliveryInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  closeMadeToMeasure: endpoint({
    method: 'POST',
    path: '/admin/quote-request/:id/close',
    summary: 'Records the hand-over of a paid piece: the job is closed, its invoices stay in the account',
    tags,
    params: byId,
    data: madeToMeasureJobSchema,
    refusals: [400, 401, 403, 404, 409],
  }),
  productionStages: endpoint({
    method: 'GET',
    path: '/admin/made-to-measure/stage',
    summary: "The site's production stages, in order",
    tags,
    data: z.array(productionStageSchema),
    refusals: [401, 403],
  }),
  saveProductionStages: endpoint({
    method: 'PUT',
    path: '/admin/made-to-measure/stage',
    summary:
      'Replaces the ordered list of production stages (a stage with an id is kept and renamed; one already ' +
      'reached by a job cannot be removed: 409)',
    tags,
    body: productionStagesInputSchema,
    data: z.array(productionStageSchema),
    refusals: [400, 401, 403, 409],
  }),
};
