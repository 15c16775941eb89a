import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminMadeToMeasureEndpoints as endpoints, madeToMeasureStageInputSchema, pickLocale } from '@atelier/contract';
import { MADE_TO_MEASURE_MAX_PHOTOS } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { answerChecked, route } from '../../endpoint-route.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { refused } from '../../refusal.ts';
import { requireAdmin } from '../accounts/admin-guard.ts';
import { recordChange } from '../audit/audit.service.ts';
import { arrangeDelivery, closeJob } from './handover.ts';
import { jobAccessToken, jobLink, loadQuoteAccessKey } from './job-access.ts';
import { jobPayments } from './job-payments.ts';
import { MAX_JOB_PHOTO_BYTES, PHOTO_FIELD, storeJobPhotos, type ReceivedPhoto } from './job-photos.ts';
import { jobView } from './job-view.ts';
import { mailJobCustomer, type JobMailContent } from './production-mails.ts';
import { askBalance, postStage, type JobRow } from './production.service.ts';

/** The multipart stage: the JSON of the field `stage` and the photos under `images`. */
async function readStage(app: FastifyInstance, request: FastifyRequest) {
  let raw: string | undefined;
  const files: ReceivedPhoto[] = [];
  let tooMany = false;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'stage' && typeof part.value === 'string') raw = part.value;
        continue;
      }
      const content = await part.toBuffer();
      if (content.length === 0 && !part.filename) continue;
      if (part.fieldname === PHOTO_FIELD)
        files.push({ filename: part.filename, content, truncated: part.file.truncated });
    }
  } catch (error) {
    if (!(error instanceof app.multipartErrors.FilesLimitError)) throw error;
    tooMany = true;
  }
  return { raw, files, tooMany };
}

/**
 * Issue 19 items 4 and 5, the workshop's side of production and hand-over (decision 015): posting a stage with
 * photos (from a phone in the workshop), asking the balance, setting the delivery's day, closing the job. Behind
 * the admin gate, each change audited; the customer is mailed in the request's language.
 */
export const productionAdminRoutes: FastifyPluginAsyncZod<{
  mailer: Mailer;
  dataDir: string;
  /** Where a stage's photos are kept (their private files). */
  fileStore: FileStore;
}> = async (app, { mailer, dataDir, fileStore }) => {
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_JOB_PHOTO_BYTES,
      files: MADE_TO_MEASURE_MAX_PHOTOS + 1,
      fields: 3,
      parts: MADE_TO_MEASURE_MAX_PHOTOS + 4,
      fieldSize: 20_000,
    },
  });
  const accessKey = await loadQuoteAccessKey(dataDir);
  const storefrontOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const gate = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireAdmin(request);
    reply.header('cache-control', 'private, no-store');
    return { ...request.ctx, user: { id: user.id, role: user.role } } satisfies RequestContext;
  };
  /** Mails the customer of `job` with the link to its page (signed: a guest has no account). */
  async function mail(request: FastifyRequest, job: JobRow, content: JobMailContent) {
    const storefront = storefrontOf(request);
    const locale = job.locale === 'en' ? 'en' : 'fr_FR';
    const link = jobLink(storefront, locale, job.id, jobAccessToken(accessKey, request.ctx.siteId, job.id));
    try {
      await mailJobCustomer(request.ctx, mailer, job, content, link, storefront);
    } catch (error) {
      request.log.error({ err: error, jobId: job.id }, 'made-to-measure mail not sent');
    }
    return link;
  }
  const audit = (ctx: RequestContext, action: string, before: JobRow | null, after: Record<string, unknown>) =>
    recordChange(ctx, {
      action: `made-to-measure.${action}`,
      entity: 'made-to-measure',
      entityId: after.id as number,
      before: before ? { status: before.status } : null,
      after,
    });

  route(app, endpoints.postMadeToMeasureStage, { consumes: ['multipart/form-data'] }, async (request, reply) => {
    const ctx = await gate(request, reply);
    const field = [{ field: 'stage', code: 'MTM_STAGE_FIELD' as const }];
    if (!request.isMultipart()) return answerChecked(request, reply, refused(field));
    const received = await readStage(app, request);
    if (received.tooMany) {
      const max = MADE_TO_MEASURE_MAX_PHOTOS;
      const problem = { field: PHOTO_FIELD, code: 'MADE_TO_MEASURE_TOO_MANY_PHOTOS' as const, params: { max } };
      return answerChecked(request, reply, refused([problem], 413));
    }
    let json: unknown;
    try {
      json = JSON.parse(received.raw ?? '');
    } catch {
      return answerChecked(request, reply, refused(field));
    }
    const input = madeToMeasureStageInputSchema.safeParse(json);
    if (!input.success) return answerChecked(request, reply, refused(field));
    const id = request.params.id;
    const stored = await storeJobPhotos(ctx, fileStore, id, received.files);
    if (!stored.ok) return answerChecked(request, reply, stored);
    let posted;
    try {
      posted = await postStage(ctx, id, input.data, stored.value.photos, ctx.user.id);
    } catch (error) {
      await stored.value.remove();
      throw error;
    }
    await audit(ctx, 'stage', posted.job, { id, stage: posted.stage.id, photos: stored.value.photos.length });
    const { job, stage, update } = posted;
    if (job.stageMails) {
      const name = pickLocale(stage.name, job.locale === 'en' ? 'en' : 'fr_FR') ?? '';
      await mail(request, job, { kind: 'stage', stage: name, note: update.note, photos: stored.value.photos.length });
    }
    return jobView(request.ctx, id, 'WORKSHOP', null);
  });

  route(app, endpoints.askMadeToMeasureBalance, async (request, reply) => {
    const ctx = await gate(request, reply);
    const { job, quote } = await askBalance(ctx, request.params.id);
    await audit(ctx, 'balance', null, { id: job.id, status: job.status, balance: quote.balance });
    await mail(request, job, { kind: 'balance', balance: quote.balance, total: quote.total, deposit: quote.deposit });
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });

  route(app, endpoints.arrangeMadeToMeasureDelivery, async (request, reply) => {
    const ctx = await gate(request, reply);
    const job = await arrangeDelivery(ctx, request.params.id, request.body);
    await audit(ctx, 'delivery', null, { id: job.id, deliveryDate: job.deliveryDate, deliveryNote: job.deliveryNote });
    await mail(request, job, { kind: 'delivery', date: job.deliveryDate!, note: job.deliveryNote });
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });

  route(app, endpoints.closeMadeToMeasure, async (request, reply) => {
    const ctx = await gate(request, reply);
    const job = await closeJob(ctx, request.params.id);
    await audit(ctx, 'close', null, { id: job.id, status: job.status, handedOverAt: job.handedOverAt?.toISOString() });
    const storefront = storefrontOf(request);
    const access = encodeURIComponent(jobAccessToken(accessKey, ctx.siteId, job.id));
    const invoices = (await jobPayments(ctx, job.id))
      .filter((payment) => payment.status === 'PAID' && payment.invoiceNumber)
      .reverse()
      .map((payment) => ({
        number: payment.invoiceNumber!,
        url: `${storefront}/api/quote-request/${job.id}/document/invoice-${payment.id}?access=${access}`,
      }));
    await mail(request, job, { kind: 'closed', invoices });
    return jobView(request.ctx, job.id, 'WORKSHOP', null);
  });
};
