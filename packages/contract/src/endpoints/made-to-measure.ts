import { z } from '../zod.ts';
import { endpoint } from '../endpoint.ts';
import { listSchema } from '../envelope.ts';
import {
  madeToMeasureAcceptInputSchema,
  madeToMeasureConfirmedSchema,
  madeToMeasureConfirmInputSchema,
  madeToMeasureDeclineInputSchema,
  madeToMeasureJobSchema,
  madeToMeasureMessageInputSchema,
  madeToMeasureNotificationsInputSchema,
  madeToMeasureOptionsSchema,
  madeToMeasurePickupInputSchema,
  madeToMeasureRequestedSchema,
  madeToMeasureSummarySchema,
} from '../made-to-measure.ts';
import { paymentStartSchema } from '../payments.ts';
import { listQuery } from './list-call.ts';

const tags = ['made-to-measure'];
const id = z.coerce.number().int().positive().max(2_147_483_647);
const byId = z.object({ id });
/**
 * A job's signed link (mailed to its customer: guests follow their job with it): the `x-quote-access` header, or
 * `?access=` where a header cannot go (a PDF or a photo's address).
 */
const accessQuery = z.object({
  access: z.string().trim().max(200).optional().describe("The job link's token (else the x-quote-access header)"),
});

/**
 * Issue 19, the customer's side of made to measure (decision 015). A job is opened by its logged owner, by whoever
 * holds its signed link, or by the site's administrators; anyone else gets a 404. An action its state does not
 * allow is a 409 naming the state.
 */
export const madeToMeasureEndpoints = {
  madeToMeasureOptions: endpoint({
    method: 'GET',
    path: '/quote-request/options',
    summary:
      "What the request form offers: the shop's fabrics by the metre with their price, the photo limit, the " +
      'deposit asked, pick-up and delivery',
    tags,
    data: madeToMeasureOptionsSchema,
    refusals: [],
  }),
  requestMadeToMeasure: endpoint({
    method: 'POST',
    path: '/quote-request',
    summary:
      'Sends a request for a quote (multipart: the field `request` in JSON, up to 10 photos as `images`, checked ' +
      'by their content and re-encoded). A guest confirms their e-mail through a mailed link before the workshop ' +
      'sees it',
    tags,
    multipart: { fields: ['request'], files: ['images'] },
    data: madeToMeasureRequestedSchema,
    refusals: [400, 413, 415, 429],
  }),
  confirmMadeToMeasure: endpoint({
    method: 'POST',
    path: '/quote-request/confirm',
    summary: "Confirms a guest's e-mail (the mailed link's token): the request reaches the workshop",
    tags,
    body: madeToMeasureConfirmInputSchema,
    data: madeToMeasureConfirmedSchema,
    refusals: [400, 404, 429],
  }),
  madeToMeasureJobs: endpoint({
    method: 'GET',
    path: '/quote-request',
    summary: "The logged customer's made-to-measure jobs, newest first",
    tags,
    query: listQuery,
    data: listSchema(madeToMeasureSummarySchema),
    refusals: [400, 401],
  }),
  madeToMeasureJob: endpoint({
    method: 'GET',
    path: '/quote-request/:id',
    summary:
      'One job, whole (request, photos, thread, quotes, timeline of stages, payments and invoices, hand-over); a ' +
      'payment left pending is asked again of its provider',
    tags,
    params: byId,
    query: accessQuery,
    data: madeToMeasureJobSchema,
    refusals: [400, 404],
  }),
  replyMadeToMeasure: endpoint({
    method: 'POST',
    path: '/quote-request/:id/message',
    summary: "Writes in the job's thread (an answer to the workshop's question)",
    tags,
    params: byId,
    query: accessQuery,
    body: madeToMeasureMessageInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 404, 409, 429],
  }),
  acceptQuote: endpoint({
    method: 'POST',
    path: '/quote-request/:id/accept',
    summary:
      'Accepts the quote in force before its validity ends: the name typed, the date, time, network address and ' +
      'browser are recorded; the deposit is then due',
    tags,
    params: byId,
    query: accessQuery,
    body: madeToMeasureAcceptInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 404, 409],
  }),
  declineQuote: endpoint({
    method: 'POST',
    path: '/quote-request/:id/decline',
    summary: 'Declines the quote in force, with a reason',
    tags,
    params: byId,
    query: accessQuery,
    body: madeToMeasureDeclineInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 404, 409],
  }),
  payMadeToMeasure: endpoint({
    method: 'POST',
    path: '/quote-request/:id/pay',
    summary:
      "Opens the payment of what is due now (the deposit once accepted, the balance once asked) with the site's " +
      'payment provider, as for orders; answers where to send the customer',
    tags,
    params: byId,
    query: accessQuery,
    data: paymentStartSchema,
    refusals: [400, 404, 409],
  }),
  madeToMeasureNotifications: endpoint({
    method: 'PUT',
    path: '/quote-request/:id/notifications',
    summary: 'Turns the mail sent at each production stage on or off',
    tags,
    params: byId,
    query: accessQuery,
    body: madeToMeasureNotificationsInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 404],
  }),
  bookMadeToMeasurePickup: endpoint({
    method: 'POST',
    path: '/quote-request/:id/pickup',
    summary:
      'Books (or moves) the Click & Collect slot of a finished, paid piece in the calendar the orders use ' +
      '(GET /calendar/{id}/date/allowed/{month}/{year})',
    tags,
    params: byId,
    query: accessQuery,
    body: madeToMeasurePickupInputSchema,
    data: madeToMeasureJobSchema,
    refusals: [400, 404, 409],
  }),
  madeToMeasureDocument: endpoint({
    method: 'GET',
    path: '/quote-request/:id/document/:document',
    summary:
      'A PDF of the job: a quote (`quote-{idQuote}`) or an invoice of a paid deposit or balance (`invoice-{idPayment}`)',
    tags,
    params: z.object({ id, document: z.string().regex(/^(quote|invoice)-\d{1,10}$/) }),
    query: accessQuery,
    data: null,
    refusals: [400, 404],
  }),
  madeToMeasurePhoto: endpoint({
    method: 'GET',
    path: '/quote-request/:id/photo/:idPhoto',
    summary: "A photo of the request or of a stage (private: the job's customer and the site's administrators)",
    tags,
    params: z.object({ id, idPhoto: id }),
    query: accessQuery.extend({
      size: z.enum(['thumbnail']).optional().describe('A copy at most 480 px wide or high, in WebP'),
    }),
    data: null,
    refusals: [400, 404],
  }),
};
