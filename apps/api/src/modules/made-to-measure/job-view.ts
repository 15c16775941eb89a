import {
  DEFAULT_LOCALE,
  LOCALES,
  pickLocale,
  type Locale,
  type LocalizedText,
  type MadeToMeasureJob,
  type MadeToMeasureSummary,
  type PieceKind,
  type Quote,
} from '@atelier/contract';
import { madeToMeasureNext, type MadeToMeasureAction } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { countryOf } from '../order-history/order-history.service.ts';
import { pickupPlace } from '../delivery/calendar.service.ts';
import * as repository from './made-to-measure.repository.ts';
import type { JobRow, QuoteRow } from './made-to-measure.repository.ts';

/**
 * A job as its customer and the workshop read it (`MadeToMeasureJob` of the contract): the request, its photos,
 * the thread, the quote in force and the earlier ones, the timeline of stages, the payments, the hand-over, and the
 * actions the reader may take now (read from the domain's transitions). Its texts are in the request's language,
 * for the workshop too: the stage names and the fabric are what the customer was told.
 */

export type JobReader = 'CUSTOMER' | 'WORKSHOP';

/** The job's language as stored (a request is written in the storefront's language of the time). */
export const jobLocale = (job: Pick<JobRow, 'locale'>): Locale =>
  (LOCALES as readonly string[]).includes(job.locale) ? (job.locale as Locale) : DEFAULT_LOCALE;

/** The actions each reader may take, in the order the pages show them. */
const CUSTOMER_ACTIONS: readonly MadeToMeasureAction[] = [
  'REPLY',
  'ACCEPT',
  'DECLINE',
  'PAY_DEPOSIT',
  'PAY_BALANCE',
  'ARRANGE_HANDOVER',
];
const WORKSHOP_ACTIONS: readonly MadeToMeasureAction[] = [
  'ASK',
  'QUOTE',
  'CANCEL',
  'POST_STAGE',
  'ASK_BALANCE',
  'ARRANGE_HANDOVER',
  'CLOSE',
];

/** What the reader may do now: what the state allows, the customer books a pick-up, the workshop a delivery. */
export function jobActions(job: Pick<JobRow, 'status' | 'handoverType'>, reader: JobReader): MadeToMeasureAction[] {
  const candidates = reader === 'CUSTOMER' ? CUSTOMER_ACTIONS : WORKSHOP_ACTIONS;
  return candidates.filter((action) => {
    if (madeToMeasureNext(job.status, action) === null) return false;
    if (action === 'ARRANGE_HANDOVER') return job.handoverType === (reader === 'CUSTOMER' ? 'PICKUP' : 'DELIVERY');
    return true;
  });
}

/** The quote in force: the last one issued that was not replaced or cancelled. */
export function quoteInForce<Q extends Pick<QuoteRow, 'status'>>(quotes: readonly Q[]): Q | null {
  for (let index = quotes.length - 1; index >= 0; index -= 1) {
    const quote = quotes[index]!;
    if (quote.status !== 'SUPERSEDED' && quote.status !== 'CANCELLED') return quote;
  }
  return null;
}

/** `?access=…` for the addresses of a reader who came with the job's link. */
const withAccess = (url: string, access: string | null) =>
  access ? `${url}?access=${encodeURIComponent(access)}` : url;

export const photoUrl = (jobId: number, photoId: number, access: string | null) =>
  withAccess(`/api/quote-request/${jobId}/photo/${photoId}`, access);

const thumbnailUrl = (jobId: number, photoId: number, access: string | null) =>
  `${photoUrl(jobId, photoId, access)}${access ? '&' : '?'}size=thumbnail`;

export const documentUrl = (jobId: number, document: string, access: string | null) =>
  withAccess(`/api/quote-request/${jobId}/document/${document}`, access);

export function toQuote(quote: QuoteRow, access: string | null): Quote {
  return {
    id: quote.id,
    number: quote.number,
    status: quote.status,
    lines: quote.lines,
    vatRate: quote.vatRate,
    totalExclVat: quote.totalExclVat,
    vat: quote.vat,
    total: quote.total,
    depositPercent: quote.depositPercent,
    deposit: quote.deposit,
    balance: quote.balance,
    leadTimeWeeks: quote.leadTimeWeeks,
    validUntil: quote.validUntil,
    note: quote.note,
    issuedAt: quote.issuedAt.toISOString(),
    acceptance:
      quote.acceptedName && quote.acceptedAt
        ? {
            name: quote.acceptedName,
            at: quote.acceptedAt.toISOString(),
            ipAddress: quote.acceptedIp ?? '',
            userAgent: quote.acceptedUserAgent,
          }
        : null,
    decline:
      quote.declineReason && quote.declinedAt
        ? { reason: quote.declineReason, at: quote.declinedAt.toISOString() }
        : null,
    pdfUrl: documentUrl(quote.jobId, `quote-${quote.id}`, access),
  };
}

/** A job in a list (the customer's account, the workshop's inbox). */
export function jobSummary(job: JobRow, total: number | null, stageName: LocalizedText | null): MadeToMeasureSummary {
  return {
    id: job.id,
    reference: job.reference,
    status: job.status,
    pieceKind: job.pieceKind as PieceKind,
    description: job.description,
    customerName: `${job.firstname} ${job.lastname}`.trim(),
    email: job.email,
    total,
    wishedDate: job.wishedDate,
    stage: stageName ? pickLocale(stageName, jobLocale(job)) : null,
    awaitingWorkshop: job.awaitingWorkshop,
    createdAt: job.createdAt.toISOString(),
    updatedAt: job.updatedAt.toISOString(),
  };
}

async function handoverOf(ctx: RequestContext, job: JobRow, locale: Locale): Promise<MadeToMeasureJob['handover']> {
  let pickup: MadeToMeasureJob['handover']['pickup'] = null;
  if (job.pickupAddressId !== null && job.pickupScheduleId !== null && job.pickupDate !== null) {
    const place = await pickupPlace(ctx, job.pickupAddressId, job.pickupScheduleId);
    if (place.address && place.schedule) {
      const address = place.address;
      pickup = {
        idAddress: address.id,
        address: [address.name, address.address, address.addressPart2, `${address.postalCode} ${address.city}`]
          .filter(Boolean)
          .join(', '),
        date: job.pickupDate,
        idSchedule: place.schedule.id,
        hours: `${place.schedule.startTime}–${place.schedule.endTime}`,
      };
    }
  }
  const delivery = job.deliveryAddress;
  return {
    type: job.handoverType,
    pickup,
    deliveryAddress: delivery
      ? {
          firstname: delivery.firstname,
          lastname: delivery.lastname,
          company: delivery.company,
          address: delivery.address,
          addressPart2: delivery.addressPart2,
          postalCode: delivery.postalCode,
          city: delivery.city,
          country: countryOf(delivery.countryAlpha2, locale),
        }
      : null,
    deliveryDate: job.deliveryDate,
    deliveryNote: job.deliveryNote,
    handedOverAt: job.handedOverAt?.toISOString() ?? null,
  };
}

/**
 * The whole job `jobId` of the context's site for `reader`; `access` is the job link's token the reader came with
 * (added to the photos' and PDFs' addresses), or null. A job of another site is a 404.
 */
export async function jobView(
  ctx: RequestContext,
  jobId: number,
  reader: JobReader,
  access: string | null,
): Promise<MadeToMeasureJob> {
  const job = await repository.findJob(ctx, jobId);
  if (!job) throw notFound('Made-to-measure request', jobId);
  const locale = jobLocale(job);
  const [photos, messages, quotes, stages, updates, payments, handover] = await Promise.all([
    repository.findPhotos(ctx, jobId),
    repository.findMessages(ctx, jobId),
    repository.findQuotes(ctx, jobId),
    repository.findStages(ctx),
    repository.findStageUpdates(ctx, jobId),
    repository.findPayments(ctx, jobId),
    handoverOf(ctx, job, locale),
  ]);
  const photo = (row: (typeof photos)[number]) => ({
    id: row.id,
    url: photoUrl(jobId, row.id, access),
    thumbnailUrl: thumbnailUrl(jobId, row.id, access),
    width: row.width,
    height: row.height,
  });
  const stageName = new Map(stages.map((stage) => [stage.id, stage.name]));
  const current = quoteInForce(quotes);
  const lastUpdate = updates.at(-1);
  const summary = jobSummary(
    job,
    current?.total ?? null,
    lastUpdate ? (stageName.get(lastUpdate.stageId) ?? null) : null,
  );
  const amountDue =
    current && job.status === 'ACCEPTED'
      ? current.deposit
      : current && job.status === 'BALANCE_DUE'
        ? current.balance
        : null;
  return {
    ...summary,
    locale,
    firstname: job.firstname,
    lastname: job.lastname,
    phone: job.phone,
    dimensions: {
      width: job.dimensions.width ?? null,
      depth: job.dimensions.depth ?? null,
      height: job.dimensions.height ?? null,
    },
    condition: job.condition as MadeToMeasureJob['condition'],
    fabric: {
      type: job.fabricType,
      label: pickLocale(job.fabricLabel, locale),
      pricePerMetre: job.fabricPricePerMetre,
    },
    message: job.message,
    photos: photos.filter((row) => row.stageUpdateId === null).map(photo),
    messages: messages.map((message) => ({
      id: message.id,
      author: message.author,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
    quote: current ? toQuote(current, access) : null,
    previousQuotes: quotes
      .filter((quote) => quote !== current)
      .reverse()
      .map((quote) => toQuote(quote, access)),
    stages: stages.map((stage) => ({
      id: stage.id,
      name: pickLocale(stage.name, locale),
      position: stage.position,
    })),
    stageUpdates: updates.map((update) => ({
      id: update.id,
      idStage: update.stageId,
      stage: pickLocale(stageName.get(update.stageId), locale) ?? '',
      note: update.note,
      photos: photos.filter((row) => row.stageUpdateId === update.id).map(photo),
      createdAt: update.createdAt.toISOString(),
    })),
    payments: payments.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      status: payment.status,
      provider: payment.provider,
      paidAt: payment.paidAt?.toISOString() ?? null,
      invoiceNumber: payment.invoiceNumber,
      invoiceUrl: payment.invoiceNumber ? documentUrl(jobId, `invoice-${payment.id}`, access) : null,
    })),
    handover,
    stageMails: job.stageMails,
    actions: jobActions(job, reader),
    amountDue,
  };
}
