import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminMadeToMeasureEndpoints as endpoints,
  listQuerySchema,
  PIECE_KINDS,
  type ListSpec,
} from '@atelier/contract';
import { MADE_TO_MEASURE_STATUSES } from '@atelier/domain';
import { route } from '../../endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { loadQuoteAccessKey } from './job-access.ts';
import { jobView } from './job-view.ts';
import * as admin from './made-to-measure-admin.service.ts';
import { listJobs } from './made-to-measure.service.ts';

/** The workshop's inbox (SPEC §7 list language): newest first, unconfirmed requests apart. */
export const adminJobListSpec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    status: { type: { enum: MADE_TO_MEASURE_STATUSES } },
    reference: { type: 'string', sortable: true },
    email: { type: 'string', sortable: true },
    pieceKind: { type: { enum: PIECE_KINDS } },
    awaitingWorkshop: { type: 'boolean' },
    wishedDate: { type: 'date', sortable: true },
    createdAt: { type: 'date', sortable: true },
    updatedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 20,
  defaultOrderBy: '-createdAt',
};

/**
 * Issue 19 item 2, the workshop's side of made to measure (decision 015): the site's administrators only (the
 * app's admin gate answers 401/403 first, and each handler checks again), answers private.
 */
export const madeToMeasureAdminRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; dataDir: string }> = async (
  app,
  { mailer, dataDir },
) => {
  const accessKey = await loadQuoteAccessKey(dataDir);
  const deps = (request: FastifyRequest) => ({ mailer, accessKey, origin: `${request.protocol}://${request.host}` });
  /** The administrator, and the answer kept private. */
  const gate = async (request: FastifyRequest, reply: { header(name: string, value: string): unknown }) => {
    await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
  };

  route(
    app,
    { ...endpoints.adminMadeToMeasureJobs, query: listQuerySchema(adminJobListSpec) },
    async (request, reply) => {
      await gate(request, reply);
      return listJobs(request.ctx, request.query, 'INBOX');
    },
  );

  route(app, endpoints.adminMadeToMeasureJob, async (request, reply) => {
    await gate(request, reply);
    const job = await admin.adminJob(request.ctx, request.params.id);
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });

  route(app, endpoints.askMadeToMeasure, async (request, reply) => {
    await gate(request, reply);
    const job = await admin.adminJob(request.ctx, request.params.id);
    await admin.askQuestion(request.ctx, deps(request), job, request.body.body);
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });

  route(app, endpoints.quoteMadeToMeasure, async (request, reply) => {
    await gate(request, reply);
    const job = await admin.adminJob(request.ctx, request.params.id);
    await admin.issueQuote(request.ctx, deps(request), job, request.body);
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });

  route(app, endpoints.cancelMadeToMeasure, async (request, reply) => {
    await gate(request, reply);
    const job = await admin.adminJob(request.ctx, request.params.id);
    await admin.cancelJob(request.ctx, deps(request), job, request.body.reason);
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });

  route(app, endpoints.productionStages, async (request, reply) => {
    await gate(request, reply);
    return admin.productionStages(request.ctx);
  });

  route(app, endpoints.saveProductionStages, async (request, reply) => {
    await gate(request, reply);
    return admin.saveProductionStages(request.ctx, request.body);
  });
};
