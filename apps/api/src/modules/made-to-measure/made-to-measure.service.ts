import { createHash, randomBytes } from 'node:crypto';
import { eq, ne } from 'drizzle-orm';
import {
  pickLocale,
  type List,
  type Locale,
  type LocalizedText,
  type MadeToMeasureFabric,
  type MadeToMeasureOptions,
  type MadeToMeasureRequested,
  type MadeToMeasureSummary,
} from '@atelier/contract';
import { madeToMeasureRequestInputSchema } from '@atelier/contract';
import {
  depositPercentOf,
  discountedPrice,
  discountOn,
  formatMadeToMeasureReference,
  MADE_TO_MEASURE_MAX_PHOTOS,
  madeToMeasureNext,
  parisDay,
  shopDay,
  type MadeToMeasureAction,
} from '@atelier/domain';
import type { z } from 'zod';
import type { RequestContext, SiteContext } from '../../context.ts';
import { madeToMeasureJobs } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { accepted, problemOf, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { checkPostalCode, resolveCountry } from '../delivery/delivery-country.ts';
import { offersPickup } from '../delivery/calendar.service.ts';
import { jobAccessToken } from './job-access.ts';
import { checkJobPhotos, writeJobPhotos, type ReceivedPhoto } from './job-photos.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { jobSummary, quoteInForce } from './job-view.ts';
import { mailCustomer, mailWorkshop, type JobMailDeps } from './made-to-measure-mails.ts';
import { recordQuoteRequestConsent } from '../accounts/form-consents.ts';
import * as repository from './made-to-measure.repository.ts';
import type { JobRow } from './made-to-measure.repository.ts';

/**
 * The customer's side of made to measure (issue 19, decision 015): what the form offers, the request, the guest's
 * confirmation, the thread, the acceptance or the decline of the quote. Each state move goes through `moveJob`,
 * which names the state it leaves: an action the state does not allow, or one another action beat, is a 409 that
 * names the state the job is in.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The refusal of an action the job's state does not allow (409), naming the state. */
export const notAllowed = (job: Pick<JobRow, 'status' | 'reference'>, action: MadeToMeasureAction) =>
  new AppError('CONFLICT', 'MADE_TO_MEASURE_NOT_ALLOWED', {
    reference: job.reference,
    jobStatus: job.status,
    jobAction: action,
  });

/**
 * Moves `job` by `action` (setting `set` too), or a 409 naming its state: when the table does not allow it, or
 * when another action moved it since it was read.
 */
export async function moveJobBy(
  ctx: SiteContext,
  job: JobRow,
  action: MadeToMeasureAction,
  set: Parameters<typeof repository.moveJob>[4] = {},
): Promise<JobRow> {
  const to = madeToMeasureNext(job.status, action);
  if (!to) throw notAllowed(job, action);
  const moved = await repository.moveJob(ctx, job.id, job.status, to, set);
  if (moved) return moved;
  const now = await repository.findJob(ctx, job.id);
  throw notAllowed(now ?? job, action);
}

/** The site's BALANCE_PAYMENT_CONDITIONS in a language (the French value when it has no translation). */
export async function balanceConditions(ctx: SiteContext, locale: Locale): Promise<string | null> {
  const row = await repository.findParameter(ctx, 'BALANCE_PAYMENT_CONDITIONS');
  if (!row) return null;
  return (locale === 'en' ? row.translations.en : undefined) || row.value || null;
}

/** The site's fabrics sold by the metre, priced per metre as the catalogue prices a declination. */
async function fabrics(ctx: SiteContext, locale: Locale, declinationId?: number) {
  const rows = await repository.findFabricRows(ctx, declinationId);
  const values = await repository.findVariationValues(ctx, [
    ...new Set(rows.flatMap((row) => row.declination.variationValueIds)),
  ]);
  const valueText = new Map(values.map((value) => [value.id, value.value]));
  const today = shopDay(new Date());
  return rows.map(({ product, declination }) => {
    const price = declination.fixedPrice && declination.price !== null ? declination.price : product.price;
    const discount = discountOn(declination.discount, product.discount, today);
    const pricePerMetre = discount?.detailType === 'PRODUCT' ? discountedPrice(price, discount) : price;
    const detailIn = (language: Locale) => {
      const parts = declination.variationValueIds
        .map((id) => pickLocale(valueText.get(id), language))
        .filter((text): text is string => Boolean(text));
      return parts.length > 0 ? parts.join(' · ') : null;
    };
    const image = declination.image ?? product.images[0] ?? null;
    const fabric: MadeToMeasureFabric = {
      idProduct: product.id,
      idDeclination: declination.id,
      name: pickLocale(product.name, locale),
      detail: detailIn(locale),
      pricePerMetre,
      image: image ? siteFileUrl(ctx.siteId, image.file) : null,
    };
    // The label kept on the job, in both languages, as it was offered.
    const label: LocalizedText = {
      fr_FR: [pickLocale(product.name, 'fr_FR'), detailIn('fr_FR')].filter(Boolean).join(' – '),
      en: [pickLocale(product.name, 'en'), detailIn('en')].filter(Boolean).join(' – '),
    };
    return { fabric, label };
  });
}

/** `GET /quote-request/options`. */
export async function madeToMeasureOptions(ctx: RequestContext): Promise<MadeToMeasureOptions> {
  const [offered, conditions, pickup] = await Promise.all([
    fabrics(ctx, ctx.locale),
    balanceConditions(ctx, ctx.locale),
    offersPickup(ctx),
  ]);
  return {
    fabrics: offered.map((row) => row.fabric),
    maxPhotos: MADE_TO_MEASURE_MAX_PHOTOS,
    depositPercent: depositPercentOf(conditions),
    balanceConditions: conditions,
    pickup,
    delivery: true,
  };
}

type RequestInput = z.output<typeof madeToMeasureRequestInputSchema>;

/** The link a guest follows to confirm their e-mail (the storefront's confirmation page). */
export function confirmationLink(origin: string, locale: Locale, token: string) {
  return locale === 'en'
    ? `${origin}/en/made-to-measure-quote/confirm/${token}`
    : `${origin}/devis-sur-mesure/confirmer/${token}`;
}

/**
 * `POST /quote-request` as named steps: the fields (the JSON of `request`), the customer (the account's, or a
 * guest's name and e-mail), the fabric and the date, the photos by content; then, in one transaction, the
 * reference from the site's counter, the job and its photos; then the mails (the guest's confirmation link, or
 * the workshop's notice).
 */
export async function requestMadeToMeasure(
  ctx: RequestContext,
  deps: JobMailDeps & { fileStore: FileStore },
  userId: number | null,
  rawRequest: unknown,
  files: ReceivedPhoto[],
  now = new Date(),
): Promise<Checked<MadeToMeasureRequested>> {
  const parsed = madeToMeasureRequestInputSchema.safeParse(rawRequest);
  if (!parsed.success) {
    return refused(parsed.error.issues.map(problemOf));
  }
  const input: RequestInput = parsed.data;
  const problems: FieldProblem[] = [];

  const account = userId === null ? undefined : await repository.findCustomer(ctx, userId);
  const firstname = input.firstname || account?.firstname || '';
  const lastname = input.lastname || account?.lastname || '';
  const email = input.email || account?.email || '';
  if (!account) {
    if (!input.firstname) problems.push({ field: 'firstname', code: 'FIELD_REQUIRED' });
    if (!input.lastname) problems.push({ field: 'lastname', code: 'FIELD_REQUIRED' });
    if (!input.email) problems.push({ field: 'email', code: 'FIELD_REQUIRED' });
  }
  const today = parisDay(now);
  if (input.wishedDate && input.wishedDate < today) {
    problems.push({ field: 'wishedDate', code: 'MADE_TO_MEASURE_DATE_PAST', params: { date: input.wishedDate } });
  }
  let fabric: { label: LocalizedText | null; pricePerMetre: number | null; declinationId: number | null } = {
    label: null,
    pricePerMetre: null,
    declinationId: null,
  };
  if (input.fabric.type === 'SHOP') {
    const [found] = await fabrics(ctx, ctx.locale, input.fabric.idDeclination);
    if (!found) {
      problems.push({
        field: 'fabric',
        code: 'MADE_TO_MEASURE_FABRIC_UNKNOWN',
        params: { id: input.fabric.idDeclination },
      });
    } else {
      fabric = {
        label: found.label,
        pricePerMetre: found.fabric.pricePerMetre,
        declinationId: found.fabric.idDeclination,
      };
    }
  } else if (input.fabric.type === 'OWN') {
    fabric = {
      label: { fr_FR: input.fabric.description, en: input.fabric.description },
      pricePerMetre: null,
      declinationId: null,
    };
  }
  let deliveryAddress: JobRow['deliveryAddress'] = null;
  if (input.handover === 'DELIVERY' && input.deliveryAddress) {
    const address = input.deliveryAddress;
    try {
      const country = resolveCountry(address.country, ctx.locale);
      checkPostalCode(address.postalCode, country);
      deliveryAddress = {
        firstname: address.firstname,
        lastname: address.lastname,
        company: address.company ?? null,
        address: address.address,
        addressPart2: address.addressPart2 ?? null,
        postalCode: address.postalCode,
        city: address.city,
        countryAlpha2: country.alphaTwo,
      };
    } catch (error) {
      if (!(error instanceof AppError) || error.kind !== 'BAD_REQUEST') throw error;
      problems.push({ field: 'deliveryAddress', code: error.code, params: error.params });
    }
  }
  if (problems.length > 0) return refused(problems);

  const photos = await checkJobPhotos(ctx.locale, files);
  if (!photos.ok) return photos;

  const token = account ? null : randomBytes(24).toString('base64url');
  let written: Awaited<ReturnType<typeof writeJobPhotos>> | undefined;
  let job: JobRow;
  try {
    job = await ctx.db.transaction(async (db) => {
      const tx: RequestContext = { ...ctx, db };
      const year = Number(today.slice(0, 4));
      const rank = await repository.nextCounter(tx, `made-to-measure-${year}`);
      const row = await repository.insertJob(tx, formatMadeToMeasureReference(year, rank), {
        status: account ? 'NEW' : 'UNCONFIRMED',
        storefrontOrigin: deps.origin,
        userId: account ? userId : null,
        email,
        firstname,
        lastname,
        phone: input.phone || account?.phone || '',
        locale: ctx.locale,
        confirmTokenHash: token ? sha256(token) : null,
        emailConfirmedAt: account ? now : null,
        pieceKind: input.pieceKind,
        description: input.description,
        dimensions: input.dimensions,
        condition: input.condition,
        fabricType: input.fabric.type,
        fabricDeclinationId: fabric.declinationId,
        fabricLabel: fabric.label,
        fabricPricePerMetre: fabric.pricePerMetre,
        wishedDate: input.wishedDate ?? null,
        handoverType: input.handover,
        deliveryAddress,
        message: input.message || null,
        awaitingWorkshop: true,
      });
      written = await writeJobPhotos(deps.fileStore, ctx.siteId, row.id, photos.value);
      await repository.insertPhotos(tx, row.id, written.photos);
      await recordQuoteRequestConsent(tx, row.id, row.userId);
      return row;
    });
  } catch (error) {
    await written?.remove();
    throw error;
  }

  if (token) {
    await mailCustomer(ctx, deps, job, {
      kind: 'confirmEmail',
      link: confirmationLink(deps.origin, ctx.locale, token),
    });
  } else {
    await mailWorkshop(ctx, deps, job, { kind: 'newRequest' });
  }
  return accepted({ id: job.id, reference: job.reference, status: job.status, emailToConfirm: token !== null });
}

/** `POST /quote-request/confirm`: the guest's link moves the request to the workshop's inbox; a used one is a 404. */
export async function confirmMadeToMeasure(ctx: RequestContext, deps: JobMailDeps, token: string, now = new Date()) {
  const job = await repository.findUnconfirmedJob(ctx, sha256(token));
  if (!job) throw new AppError('NOT_FOUND', 'MADE_TO_MEASURE_CONFIRM_UNKNOWN');
  const moved = await repository.moveJob(ctx, job.id, 'UNCONFIRMED', 'NEW', {
    confirmTokenHash: null,
    emailConfirmedAt: now,
  });
  if (!moved) throw new AppError('NOT_FOUND', 'MADE_TO_MEASURE_CONFIRM_UNKNOWN');
  await mailWorkshop(ctx, deps, moved, { kind: 'newRequest' });
  return {
    id: moved.id,
    reference: moved.reference,
    access: jobAccessToken(deps.accessKey, ctx.siteId, moved.id, now),
  };
}

/** The customer lists: their own jobs; the inbox: every confirmed request of the site. */
export async function listJobs(
  ctx: RequestContext,
  query: ListQuery,
  scope: { userId: number } | 'INBOX',
): Promise<List<MadeToMeasureSummary>> {
  const where =
    scope === 'INBOX' ? ne(madeToMeasureJobs.status, 'UNCONFIRMED') : eq(madeToMeasureJobs.userId, scope.userId);
  const page = await repository.findJobPage(ctx, query, where);
  return {
    total: page.total,
    items: page.items.map((row) =>
      jobSummary(row.job, row.total === null ? null : Number(row.total), (row.stage as LocalizedText | null) ?? null),
    ),
  };
}

/** `POST /quote-request/{id}/message`: the customer writes; the job waits for the workshop (back to NEW after a question). */
export async function replyMadeToMeasure(ctx: RequestContext, deps: JobMailDeps, job: JobRow, body: string) {
  const moved = await ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const row = await moveJobBy(tx, job, 'REPLY', { awaitingWorkshop: true });
    await repository.insertMessage(tx, job.id, 'CUSTOMER', body, job.userId);
    return row;
  });
  await mailWorkshop(ctx, deps, moved, { kind: 'replied', body });
}

/**
 * `POST /quote-request/{id}/accept`: in one transaction, the job QUOTED → ACCEPTED and its SENT quote accepted if
 * its last day is not past in Paris (one conditional UPDATE), with the name typed, the moment, the address and the
 * browser; else nothing moves (409). A quote without a deposit goes on to IN_PRODUCTION in the same transaction.
 */
export async function acceptQuote(
  ctx: RequestContext,
  deps: JobMailDeps,
  job: JobRow,
  signer: { name: string; ip: string; userAgent: string | null },
  now = new Date(),
) {
  const { moved, quote } = await ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const row = await moveJobBy(tx, job, 'ACCEPT', { awaitingWorkshop: false });
    const [accepted] = await repository.moveQuotes(
      tx,
      job.id,
      'SENT',
      'ACCEPTED',
      { acceptedName: signer.name, acceptedAt: now, acceptedIp: signer.ip, acceptedUserAgent: signer.userAgent },
      repository.validOn(parisDay(now)),
    );
    if (!accepted) {
      const current = quoteInForce(await repository.findQuotes(tx, job.id));
      throw new AppError('CONFLICT', 'MADE_TO_MEASURE_QUOTE_EXPIRED', {
        number: current?.number ?? '',
        date: current?.validUntil ?? '',
      });
    }
    // A quote without a deposit (0 %) has nothing to pay before the work: it goes to production at once.
    const started = accepted.deposit === 0 ? await moveJobBy(tx, row, 'PAY_DEPOSIT') : row;
    return { moved: started, quote: accepted };
  });
  await mailCustomer(ctx, deps, moved, { kind: 'accepted', quote });
  await mailWorkshop(ctx, deps, moved, { kind: 'accepted', quote });
}

/** `POST /quote-request/{id}/decline`: the quote in force declined with the reason, the job DECLINED. */
export async function declineQuote(
  ctx: RequestContext,
  deps: JobMailDeps,
  job: JobRow,
  reason: string,
  now = new Date(),
) {
  const { moved, quote } = await ctx.db.transaction(async (db) => {
    const tx: RequestContext = { ...ctx, db };
    const row = await moveJobBy(tx, job, 'DECLINE', { awaitingWorkshop: false });
    const [declined] = await repository.moveQuotes(tx, job.id, 'SENT', 'DECLINED', {
      declineReason: reason,
      declinedAt: now,
    });
    if (!declined) throw notAllowed(row, 'DECLINE');
    return { moved: row, quote: declined };
  });
  await mailWorkshop(ctx, deps, moved, { kind: 'declined', quote, reason });
}

/** `PUT /quote-request/{id}/notifications`: the mail at each stage, on or off (whatever the state). */
export async function setStageMails(ctx: RequestContext, job: JobRow, stageMails: boolean) {
  const row = await repository.updateJob(ctx, job.id, { stageMails });
  if (!row) throw notFound('Made-to-measure request', job.id);
}
