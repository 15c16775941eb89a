import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { pickLocale } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import {
  madeToMeasureJobs,
  madeToMeasureMessages,
  madeToMeasurePayments,
  madeToMeasureQuotes,
  madeToMeasureStageUpdates,
  productionStages,
} from '../../db/schema/index.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * An account's made-to-measure jobs as its data download holds them (GDPR articles 15 and 20; customers.service
 * `exportCustomer`): each request as sent, its thread, its quotes with their lines and the acceptance recorded,
 * the production stages reached and the payments; newest first. Photos are named by count (the files stay in
 * the account's pages).
 */
export async function madeToMeasureDataOf(ctx: RequestContext, userId: number) {
  const jobs = await ctx.db
    .select()
    .from(madeToMeasureJobs)
    .where(and(eq(madeToMeasureJobs.siteId, ctx.siteId), eq(madeToMeasureJobs.userId, userId)))
    .orderBy(desc(madeToMeasureJobs.createdAt), desc(madeToMeasureJobs.id));
  if (jobs.length === 0) return [];
  const ids = jobs.map((job) => job.id);
  const [messages, quotes, stages, payments] = await Promise.all([
    ctx.db
      .select()
      .from(madeToMeasureMessages)
      .where(and(eq(madeToMeasureMessages.siteId, ctx.siteId), inArray(madeToMeasureMessages.jobId, ids)))
      .orderBy(asc(madeToMeasureMessages.createdAt), asc(madeToMeasureMessages.id)),
    ctx.db
      .select()
      .from(madeToMeasureQuotes)
      .where(and(eq(madeToMeasureQuotes.siteId, ctx.siteId), inArray(madeToMeasureQuotes.jobId, ids)))
      .orderBy(asc(madeToMeasureQuotes.issuedAt), asc(madeToMeasureQuotes.id)),
    ctx.db
      .select({
        jobId: madeToMeasureStageUpdates.jobId,
        name: productionStages.name,
        note: madeToMeasureStageUpdates.note,
        createdAt: madeToMeasureStageUpdates.createdAt,
      })
      .from(madeToMeasureStageUpdates)
      .innerJoin(
        productionStages,
        and(
          eq(productionStages.siteId, madeToMeasureStageUpdates.siteId),
          eq(productionStages.id, madeToMeasureStageUpdates.stageId),
        ),
      )
      .where(and(eq(madeToMeasureStageUpdates.siteId, ctx.siteId), inArray(madeToMeasureStageUpdates.jobId, ids)))
      .orderBy(asc(madeToMeasureStageUpdates.createdAt), asc(madeToMeasureStageUpdates.id)),
    ctx.db
      .select()
      .from(madeToMeasurePayments)
      .where(and(eq(madeToMeasurePayments.siteId, ctx.siteId), inArray(madeToMeasurePayments.jobId, ids)))
      .orderBy(asc(madeToMeasurePayments.createdAt), asc(madeToMeasurePayments.id)),
  ]);
  return jobs.map((job) => ({
    reference: job.reference,
    status: job.status,
    createdAt: job.createdAt.toISOString(),
    email: job.email,
    firstname: job.firstname,
    lastname: job.lastname,
    phone: job.phone,
    locale: job.locale,
    pieceKind: job.pieceKind,
    description: job.description,
    dimensions: job.dimensions,
    condition: job.condition,
    fabricType: job.fabricType,
    fabric: pickLocale(job.fabricLabel, ctx.locale),
    wishedDate: job.wishedDate,
    handoverType: job.handoverType,
    deliveryAddress: job.deliveryAddress,
    message: job.message,
    stageMails: job.stageMails,
    pickupDate: job.pickupDate,
    deliveryDate: job.deliveryDate,
    handedOverAt: iso(job.handedOverAt),
    anonymisedAt: iso(job.anonymisedAt),
    thread: messages
      .filter((message) => message.jobId === job.id)
      .map((message) => ({ author: message.author, body: message.body, date: message.createdAt.toISOString() })),
    quotes: quotes
      .filter((quote) => quote.jobId === job.id)
      .map((quote) => ({
        number: quote.number,
        status: quote.status,
        issuedAt: quote.issuedAt.toISOString(),
        validUntil: quote.validUntil,
        lines: quote.lines,
        totals: {
          exclVat: quote.totalExclVat,
          vat: quote.vat,
          total: quote.total,
          deposit: quote.deposit,
          balance: quote.balance,
          currency: 'EUR',
          unit: 'cents',
        },
        acceptance: quote.acceptedAt
          ? {
              name: quote.acceptedName,
              date: quote.acceptedAt.toISOString(),
              ip: quote.acceptedIp,
              userAgent: quote.acceptedUserAgent,
            }
          : null,
        declined: quote.declinedAt ? { date: quote.declinedAt.toISOString(), reason: quote.declineReason } : null,
      })),
    stages: stages
      .filter((stage) => stage.jobId === job.id)
      .map((stage) => ({
        stage: pickLocale(stage.name, ctx.locale),
        note: stage.note,
        date: stage.createdAt.toISOString(),
      })),
    payments: payments
      .filter((payment) => payment.jobId === job.id)
      .map((payment) => ({
        kind: payment.kind,
        status: payment.status,
        amount: payment.amount,
        paidAt: iso(payment.paidAt),
        invoiceNumber: payment.invoiceNumber,
      })),
  }));
}
