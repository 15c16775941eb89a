import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { madeToMeasureEndpoints as endpoints } from '@atelier/contract';
import { route } from '../../endpoint-route.ts';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { assertSameOrigin } from '../accounts/session.ts';
import type { PaymentDeps } from '../payments/payments.service.ts';
import { bookPickup, pickupAddressLine } from './handover.ts';
import { accessibleJob, jobAccessToken, loadQuoteAccessKey, validJobAccess } from './job-access.ts';
import { jobInvoicePdf } from './job-invoices.ts';
import { startJobPayment } from './job-payments.ts';
import { jobView } from './job-view.ts';
import { mailJobCustomer, mailJobWorkshop } from './production-mails.ts';
import { findQuote } from './production.service.ts';
import { quoteFilename, quotePdf } from './quote-pdf.ts';

/**
 * Issue 19, the customer's side of a job's money and hand-over (decision 015): paying the deposit or the balance
 * with the site's provider, booking the Click & Collect slot, and the job's PDFs (its quotes and invoices). The
 * job is opened by its owner or its signed link (`accessibleJob`), anyone else gets a 404.
 */
export const productionRoutes: FastifyPluginAsyncZod<{ mailer: Mailer; dataDir: string; publicUrl: string }> = async (
  app,
  { mailer, dataDir, publicUrl },
) => {
  const accessKey = await loadQuoteAccessKey(dataDir);
  const deps: PaymentDeps = { mailer, log: app.log, publicUrl };
  const storefrontOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;
  const view = (request: FastifyRequest, reply: FastifyReply, id: number) => {
    reply.header('cache-control', 'private, no-store');
    return jobView(request.ctx, id, 'CUSTOMER', validJobAccess(request, accessKey, id));
  };

  route(app, endpoints.payMadeToMeasure, async (request, reply) => {
    assertSameOrigin(request);
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey);
    // The return page opens the job for a guest too: the link given back is the one they came with, or a new one.
    const access = validJobAccess(request, accessKey, job.id) ?? jobAccessToken(accessKey, request.ctx.siteId, job.id);
    reply.header('cache-control', 'no-store');
    return startJobPayment(request.ctx, deps, job.id, { storefrontUrl: storefrontOf(request), access });
  });

  route(app, endpoints.bookMadeToMeasurePickup, async (request, reply) => {
    assertSameOrigin(request);
    const found = await accessibleJob(request, request.ctx, request.params.id, accessKey);
    const { job, slot } = await bookPickup(request.ctx, found.id, request.body);
    const storefront = storefrontOf(request);
    const access = validJobAccess(request, accessKey, job.id) ?? jobAccessToken(accessKey, request.ctx.siteId, job.id);
    const link = `${storefront}${job.locale === 'en' ? '/en' : ''}/account/made-to-measure/${job.id}?access=${encodeURIComponent(access)}`;
    const address = await pickupAddressLine(request.ctx, request.body.idAddress);
    const hours = `${slot.start}–${slot.end}`;
    try {
      await mailJobCustomer(
        request.ctx,
        mailer,
        job,
        { kind: 'pickup', date: request.body.date, hours, address },
        link,
        storefront,
      );
      await mailJobWorkshop(request.ctx, mailer, job, `Retrait réservé le ${request.body.date} (${hours})`, storefront);
    } catch (error) {
      request.log.error({ err: error, jobId: job.id }, 'pick-up mails not sent');
    }
    return view(request, reply, job.id);
  });

  route(app, endpoints.madeToMeasureDocument, async (request, reply) => {
    const job = await accessibleJob(request, request.ctx, request.params.id, accessKey, { admins: true });
    const [kind, rawId] = request.params.document.split('-') as ['quote' | 'invoice', string];
    const documentId = Number(rawId);
    const missing = new AppError('NOT_FOUND', 'MTM_DOCUMENT_NOT_FOUND', { document: request.params.document });
    let file: { filename: string; pdf: Buffer };
    if (kind === 'quote') {
      const quote = await findQuote(request.ctx, documentId);
      if (!quote || quote.jobId !== job.id) throw missing;
      const locale = job.locale === 'en' ? 'en' : 'fr_FR';
      file = { filename: quoteFilename(locale, quote.number), pdf: await quotePdf(request.ctx, job.id, quote.id) };
    } else {
      file = await jobInvoicePdf(request.ctx, job.id, documentId);
    }
    return reply
      .type('application/pdf')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${file.filename}"`)
      .send(file.pdf);
  });
};
