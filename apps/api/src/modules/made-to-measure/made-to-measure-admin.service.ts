import { pickLocale, type ProductionStage } from '@atelier/contract';
import type { productionStagesInputSchema, quoteInputSchema } from '@atelier/contract';
import { depositPercentOf, formatQuoteNumber, parisDay, quoteAmounts } from '@atelier/domain';
import type { z } from 'zod';
import type { RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordChange } from '../audit/audit.service.ts';
import { jobLocale } from './job-view.ts';
import { mailCustomer, type JobMailDeps } from './made-to-measure-mails.ts';
import * as repository from './made-to-measure.repository.ts';
import type { JobRow } from './made-to-measure.repository.ts';
import { balanceConditions, moveJobBy } from './made-to-measure.service.ts';
import { quoteFilename, quotePdf } from './quote-pdf.ts';

/**
 * The workshop's side of made to measure (issue 19 item 2, decision 015): questions, priced quotes in their own
 * unbroken series, the close of a request, and the site's production stages. Every change is written to the audit
 * log in its transaction; the customer's mail goes once it is committed.
 */

/** A job of the context's site for the back-office; unconfirmed requests are not the workshop's yet. */
export async function adminJob(ctx: RequestContext, id: number): Promise<JobRow> {
  const job = await repository.findJob(ctx, id);
  if (!job || job.status === 'UNCONFIRMED') throw notFound('Made-to-measure request', id);
  return job;
}

/** `POST /admin/quote-request/{id}/question`: a WORKSHOP message; the job waits for the customer's answer. */
export async function askQuestion(ctx: RequestContext, deps: JobMailDeps, job: JobRow, body: string) {
  const moved = await ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const row = await moveJobBy(tx, job, 'ASK', { awaitingWorkshop: false });
    const message = await repository.insertMessage(tx, job.id, 'WORKSHOP', body, ctx.user?.id ?? null);
    await recordChange(tx, {
      action: 'quoteRequest.question',
      entity: 'quoteRequest',
      entityId: job.id,
      before: { status: job.status },
      after: { status: row.status, message: message.id },
    });
    return row;
  });
  await mailCustomer(ctx, deps, moved, { kind: 'question', body });
}

/**
 * `POST /admin/quote-request/{id}/quote`: a priced quote, in one transaction: the job moved to QUOTED, the quote
 * in force (if any) superseded, the number taken from the site's `quote-{year}` counter (a rollback gives it
 * back: no gap), the amounts frozen by `quoteAmounts`. Then its PDF is mailed to the customer.
 */
export async function issueQuote(
  ctx: RequestContext,
  deps: JobMailDeps,
  job: JobRow,
  input: z.output<typeof quoteInputSchema>,
  now = new Date(),
) {
  const today = parisDay(now);
  if (input.validUntil < today) {
    throw new AppError('BAD_REQUEST', 'MADE_TO_MEASURE_VALID_UNTIL_PAST', { date: input.validUntil });
  }
  const depositPercent = input.depositPercent ?? depositPercentOf(await balanceConditions(ctx, 'fr_FR'));
  const amounts = quoteAmounts(input.lines, input.vatRate, depositPercent);
  const { moved, quote } = await ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const row = await moveJobBy(tx, job, 'QUOTE', { awaitingWorkshop: false });
    await repository.moveQuotes(tx, job.id, 'SENT', 'SUPERSEDED');
    const year = Number(today.slice(0, 4));
    const rank = await repository.nextCounter(tx, `quote-${year}`);
    const issued = await repository.insertQuote(tx, {
      jobId: job.id,
      number: formatQuoteNumber(year, rank),
      status: 'SENT',
      lines: input.lines.map((line, index) => ({
        kind: line.kind,
        label: line.label,
        quantity: line.quantity,
        unit: line.unit,
        unitPrice: line.unitPrice,
        total: amounts.lineTotals[index]!,
      })),
      vatRate: input.vatRate,
      totalExclVat: amounts.totalExclVat,
      vat: amounts.vat,
      total: amounts.total,
      depositPercent,
      deposit: amounts.deposit,
      balance: amounts.balance,
      leadTimeWeeks: input.leadTimeWeeks,
      validUntil: input.validUntil,
      note: input.note || null,
      issuedBy: ctx.user?.id ?? null,
      issuedAt: now,
    });
    await recordChange(tx, {
      action: 'quoteRequest.quote',
      entity: 'quoteRequest',
      entityId: job.id,
      before: { status: job.status },
      after: { status: row.status, quote: issued.number, total: issued.total },
    });
    return { moved: row, quote: issued };
  });
  const pdf = await quotePdf(ctx, job.id, quote.id);
  await mailCustomer(ctx, deps, moved, { kind: 'quoteSent', quote }, [
    { filename: quoteFilename(jobLocale(job), quote.number), contentType: 'application/pdf', content: pdf },
  ]);
}

/** `POST /admin/quote-request/{id}/cancel`: the request closed with its reason (a quote waiting is cancelled too). */
export async function cancelJob(ctx: RequestContext, deps: JobMailDeps, job: JobRow, reason: string) {
  const moved = await ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const row = await moveJobBy(tx, job, 'CANCEL', { cancelReason: reason, awaitingWorkshop: false });
    await repository.moveQuotes(tx, job.id, 'SENT', 'CANCELLED');
    await recordChange(tx, {
      action: 'quoteRequest.cancel',
      entity: 'quoteRequest',
      entityId: job.id,
      before: { status: job.status },
      after: { status: row.status, reason },
    });
    return row;
  });
  await mailCustomer(ctx, deps, moved, { kind: 'cancelled', reason });
}

const toStage = (row: repository.StageRow): ProductionStage => ({ id: row.id, name: row.name, position: row.position });

/** `GET /admin/made-to-measure/stage`. */
export async function productionStages(ctx: RequestContext): Promise<ProductionStage[]> {
  return (await repository.findStages(ctx)).map(toStage);
}

/**
 * `PUT /admin/made-to-measure/stage`: the whole ordered list; a stage with an id keeps its row (renamed, moved), one
 * without is added, one left out is removed unless a job reached it (409 naming it). An unknown id is a 400.
 */
export async function saveProductionStages(
  ctx: RequestContext,
  input: z.output<typeof productionStagesInputSchema>,
): Promise<ProductionStage[]> {
  return ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const before = await repository.findStages(tx);
    const known = new Map(before.map((stage) => [stage.id, stage]));
    for (const stage of input.stages) {
      if (stage.id != null && !known.has(stage.id)) {
        throw new AppError('BAD_REQUEST', 'MADE_TO_MEASURE_STAGE_UNKNOWN', { id: stage.id });
      }
    }
    const kept = new Set(input.stages.flatMap((stage) => (stage.id == null ? [] : [stage.id])));
    const removed = before.filter((stage) => !kept.has(stage.id));
    const reached = await repository.findReachedStageIds(tx);
    const blocked = removed.find((stage) => reached.has(stage.id));
    if (blocked) {
      throw new AppError('CONFLICT', 'MADE_TO_MEASURE_STAGE_REACHED', { name: pickLocale(blocked.name, ctx.locale) });
    }
    await repository.deleteStages(
      tx,
      removed.map((stage) => stage.id),
    );
    for (const [position, stage] of input.stages.entries()) {
      const name = stage.name;
      if (stage.id == null) await repository.insertStage(tx, { name, position });
      else await repository.updateStage(tx, stage.id, { name, position });
    }
    const after = await repository.findStages(tx);
    await recordChange(tx, {
      action: 'productionStage.save',
      entity: 'productionStage',
      entityId: 'all',
      before: { stages: before.map(toStage) },
      after: { stages: after.map(toStage) },
    });
    return after.map(toStage);
  });
}
