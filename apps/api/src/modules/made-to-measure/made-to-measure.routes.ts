import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listQuerySchema, madeToMeasureEndpoints as endpoints, type ListSpec } from '@atelier/contract';
import { MADE_TO_MEASURE_MAX_PHOTOS, MADE_TO_MEASURE_STATUSES } from '@atelier/domain';
import { answerChecked, route } from '../../endpoint-route.ts';
import { notFound } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { refused } from '../../refusal.ts';
import { assertSameOrigin, requireUser, sessionUser } from '../accounts/session.ts';
import { accessibleJob, loadQuoteAccessKey, validJobAccess } from './job-access.ts';
import { MAX_JOB_PHOTO_BYTES, PHOTO_FIELD, sendJobPhoto, type ReceivedPhoto } from './job-photos.ts';
import { refreshPendingJobPayments } from './job-payments.ts';
import { jobView } from './job-view.ts';
import * as repository from './made-to-measure.repository.ts';
import * as service from './made-to-measure.service.ts';

/** The customer's list of their jobs (SPEC §7 list language). */
export const customerJobListSpec: ListSpec = {
  fields: {
    status: { type: { enum: MADE_TO_MEASURE_STATUSES } },
    reference: { type: 'string', sortable: true },
    createdAt: { type: 'date', sortable: true },
    updatedAt: { type: 'date', sortable: true },
  },
  defaultNbItem: 20,
  defaultOrderBy: '-createdAt',
};

/** The multipart request: the JSON of the field `request` and the photos under `images`; a file over the cap arrives cut short. */
async function readRequest(app: FastifyInstance, request: FastifyRequest) {
  let raw: string | undefined;
  const files: ReceivedPhoto[] = [];
  let tooMany = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'request' && typeof part.value === 'string') raw = part.value;
        continue;
      }
      const content = await part.toBuffer();
      // A browser sends an empty part for a file input left empty.
      if (content.length === 0 && !part.filename) continue;
      if (part.fieldname === PHOTO_FIELD || part.fieldname === 'image') {
        files.push({ filename: part.filename, content, truncated: part.file.truncated });
      }
    }
  } catch (error) {
    if (!(error instanceof app.multipartErrors.FilesLimitError)) throw error;
    tooMany = true;
  }
  return { raw, files, tooMany };
}

/** Issue 19, the customer's side of made to measure (decision 015). */
export const madeToMeasureRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer;
  dataDir: string;
  /** Where the photos are kept (their private files). */
  fileStore: FileStore;
  publicUrl: string;
}> = async (app, { mailer, dataDir, fileStore, publicUrl }) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_JOB_PHOTO_BYTES,
      // One more than allowed, so that one too many is told as such rather than cut off unseen.
      files: MADE_TO_MEASURE_MAX_PHOTOS + 1,
      fields: 5,
      parts: MADE_TO_MEASURE_MAX_PHOTOS + 6,
      fieldSize: 100_000,
    },
  });
  const accessKey = await loadQuoteAccessKey(dataDir);
  const deps = (request: FastifyRequest) => ({
    mailer,
    accessKey,
    fileStore,
    origin: `${request.protocol}://${request.host}`,
  });
  /** The job as the request's reader sees it, never kept by a shared cache. */
  const view = (request: FastifyRequest, reply: FastifyReply, id: number) => {
    reply.header('cache-control', 'private, no-store');
    return jobView(request.ctx, id, 'CUSTOMER', validJobAccess(request, accessKey, id));
  };

  route(app, endpoints.madeToMeasureOptions, (request) => service.madeToMeasureOptions(request.ctx));

  route(
    app,
    endpoints.requestMadeToMeasure,
    // Against robots: a few requests a minute from one address, as the forms' answers.
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } }, consumes: ['multipart/form-data'] },
    async (request, reply) => {
      assertSameOrigin(request);
      if (!request.isMultipart()) {
        return answerChecked(request, reply, refused([{ field: 'request', code: 'MADE_TO_MEASURE_REQUEST_REQUIRED' }]));
      }
      const received = await readRequest(app, request);
      if (received.tooMany) {
        const max = MADE_TO_MEASURE_MAX_PHOTOS;
        return answerChecked(
          request,
          reply,
          refused([{ field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_TOO_MANY_PHOTOS', params: { max } }], 413),
        );
      }
      if (received.raw === undefined) {
        return answerChecked(request, reply, refused([{ field: 'request', code: 'MADE_TO_MEASURE_REQUEST_REQUIRED' }]));
      }
      let json: unknown;
      try {
        json = JSON.parse(received.raw);
      } catch {
        return answerChecked(request, reply, refused([{ field: 'request', code: 'MADE_TO_MEASURE_REQUEST_JSON' }]));
      }
      const user = await sessionUser(request);
      const requested = await service.requestMadeToMeasure(
        request.ctx,
        deps(request),
        user?.id ?? null,
        json,
        received.files,
      );
      return answerChecked(request, reply, requested);
    },
  );

  route(
    app,
    endpoints.confirmMadeToMeasure,
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
    async (request) => {
      assertSameOrigin(request);
      return service.confirmMadeToMeasure(request.ctx, deps(request), request.body.token);
    },
  );

  route(
    app,
    { ...endpoints.madeToMeasureJobs, query: listQuerySchema(customerJobListSpec) },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header('cache-control', 'private, no-store');
      return service.listJobs(request.ctx, request.query, { userId: user.id });
    },
  );

  route(app, endpoints.madeToMeasureJob, async (request, reply) => {
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey);
    // Back from a provider's page (CAWL has no webhook here), or a webhook that has not come: ask it again.
    await refreshPendingJobPayments(request.ctx, { mailer, log: request.log, publicUrl }, job.id);
    return view(request, reply, job.id);
  });

  route(app, endpoints.madeToMeasurePhoto, async (request, reply) => {
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey, { admins: true });
    const photo = await repository.findPhoto(request.ctx, job.id, request.params.idPhoto);
    if (!photo) throw notFound('Photo', request.params.idPhoto);
    return sendJobPhoto(reply, fileStore, request.ctx.siteId, photo.file, photo.id, request.query.size);
  });

  route(
    app,
    endpoints.replyMadeToMeasure,
    { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } },
    async (request, reply) => {
      assertSameOrigin(request);
      const job = await accessibleJob(request, request.ctx, request.params.id, accessKey);
      await service.replyMadeToMeasure(request.ctx, deps(request), job, request.body.body);
      return view(request, reply, job.id);
    },
  );

  route(app, endpoints.acceptQuote, async (request, reply) => {
    assertSameOrigin(request);
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey);
    const userAgent = request.headers['user-agent'];
    await service.acceptQuote(request.ctx, deps(request), job, {
      name: request.body.name,
      ip: request.ip,
      userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 500) : null,
    });
    return view(request, reply, job.id);
  });

  route(app, endpoints.declineQuote, async (request, reply) => {
    assertSameOrigin(request);
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey);
    await service.declineQuote(request.ctx, deps(request), job, request.body.reason);
    return view(request, reply, job.id);
  });

  route(app, endpoints.madeToMeasureNotifications, async (request, reply) => {
    assertSameOrigin(request);
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey);
    await service.setStageMails(request.ctx, job, request.body.stageMails);
    return view(request, reply, job.id);
  });
};
