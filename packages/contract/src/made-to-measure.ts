import { z } from './zod.ts';
import {
  MADE_TO_MEASURE_ACTIONS,
  MADE_TO_MEASURE_MAX_PHOTOS,
  MADE_TO_MEASURE_STATUSES,
  QUOTE_LINE_KINDS,
} from '@atelier/domain';
import { localizedInput } from './admin-catalogue.ts';
import { localizedTextSchema } from './locale.ts';
import { orderAddressSchema } from './order-history.ts';
import { postalAddressSchema } from './orders.ts';
import { PAYMENT_PROVIDERS } from './payments.ts';

/**
 * Made to measure (issue 19, decision 015): a customer's request (the piece, its photos, the fabric, the wished
 * date, delivery or pick-up), the workshop's priced quote, the acceptance with a deposit, the production stages
 * with photos, the balance and the hand-over. The states and the amounts are `@atelier/domain`'s
 * (made-to-measure.ts); every amount is in cents.
 */

const rowId = z.number().int().positive().max(2_147_483_647);
const text = (max: number) => z.string().trim().min(1).max(max);

export const madeToMeasureStatusSchema = z.enum(MADE_TO_MEASURE_STATUSES);
export const madeToMeasureActionSchema = z.enum(MADE_TO_MEASURE_ACTIONS);
export const quoteLineKindSchema = z.enum(QUOTE_LINE_KINDS);

/** The kinds of pieces a request is about (the form's first question). */
export const PIECE_KINDS = ['ARMCHAIR', 'CHAIR', 'SOFA', 'HEADBOARD', 'STOOL', 'CUSHIONS', 'OTHER'] as const;
export const pieceKindSchema = z.enum(PIECE_KINDS);
export type PieceKind = z.infer<typeof pieceKindSchema>;

/** The state the piece is in, as the customer judges it. */
export const PIECE_CONDITIONS = ['GOOD', 'WORN', 'DAMAGED', 'NEW_MAKE'] as const;
export const pieceConditionSchema = z.enum(PIECE_CONDITIONS);

/** How the finished piece reaches the customer: picked up at the workshop (a Click & Collect slot) or delivered. */
export const HANDOVER_TYPES = ['PICKUP', 'DELIVERY'] as const;
export const handoverTypeSchema = z.enum(HANDOVER_TYPES);

/** A fabric of the shop sold by the metre (a product with `soldByMetre`), as the request form offers it. */
export const madeToMeasureFabricSchema = z.object({
  idProduct: z.number().int(),
  idDeclination: z.number().int(),
  /** The product's name and the declination's label (colour), in the request's language. */
  name: z.string(),
  detail: z.string().nullable(),
  /** Cents including VAT for one metre. */
  pricePerMetre: z.number().int(),
  /** The picture's address, or null. */
  image: z.string().nullable(),
});
export type MadeToMeasureFabric = z.infer<typeof madeToMeasureFabricSchema>;

/** `GET /quote-request/options`: what the request form offers on this site. */
export const madeToMeasureOptionsSchema = z.object({
  fabrics: z.array(madeToMeasureFabricSchema),
  maxPhotos: z.number().int(),
  /** The deposit's percentage this site asks by default (BALANCE_PAYMENT_CONDITIONS) and its text. */
  depositPercent: z.number().int(),
  balanceConditions: z.string().nullable(),
  /** Whether the workshop offers pick-up (a Click & Collect address) and delivery. */
  pickup: z.boolean(),
  delivery: z.boolean(),
});
export type MadeToMeasureOptions = z.infer<typeof madeToMeasureOptionsSchema>;

/** Centimetres; each one optional, as a customer may not know them all. */
export const pieceDimensionsSchema = z.object({
  width: z.number().int().min(1).max(2000).nullish(),
  depth: z.number().int().min(1).max(2000).nullish(),
  height: z.number().int().min(1).max(2000).nullish(),
});

/**
 * `POST /quote-request`: the multipart field `request` (JSON) holds this; the photos travel as `images` (up to
 * MADE_TO_MEASURE_MAX_PHOTOS, checked by their content and re-encoded). A logged customer's name and e-mail
 * come from their account when left out; a guest gives them and confirms the e-mail through a mailed link.
 */
export const madeToMeasureRequestInputSchema = z
  .object({
    pieceKind: pieceKindSchema,
    /** What the piece is, in the customer's words ("bergère Louis XV", "canapé 3 places"). */
    description: text(2000),
    dimensions: pieceDimensionsSchema.default({}),
    condition: pieceConditionSchema,
    /** A fabric of the shop, or the customer's own (then `ownFabric` describes it). */
    fabric: z.discriminatedUnion('type', [
      z.object({ type: z.literal('SHOP'), idDeclination: rowId }),
      z.object({ type: z.literal('OWN'), description: text(500) }),
      z.object({ type: z.literal('UNDECIDED') }),
    ]),
    /** 'YYYY-MM-DD', today or later. */
    wishedDate: z.iso.date().nullish(),
    handover: handoverTypeSchema,
    /** Required for a DELIVERY. */
    deliveryAddress: postalAddressSchema.nullish(),
    message: z.string().trim().max(5000).nullish(),
    firstname: z.string().trim().max(100).nullish(),
    lastname: z.string().trim().max(100).nullish(),
    email: z.email().max(254).nullish(),
    phone: z.string().trim().max(30).nullish(),
  })
  .superRefine((input, ctx) => {
    if (input.handover === 'DELIVERY' && !input.deliveryAddress) {
      ctx.addIssue({ code: 'custom', path: ['deliveryAddress'], message: 'required for a delivery' });
    }
  });
export type MadeToMeasureRequestInput = z.input<typeof madeToMeasureRequestInputSchema>;

/** What `POST /quote-request` answers. */
export const madeToMeasureRequestedSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: madeToMeasureStatusSchema,
  /** A guest must follow the link mailed to them before the workshop sees the request. */
  emailToConfirm: z.boolean(),
});
export type MadeToMeasureRequested = z.infer<typeof madeToMeasureRequestedSchema>;

/** `POST /quote-request/confirm`: the token of the mailed confirmation link. */
export const madeToMeasureConfirmInputSchema = z.object({ token: z.string().trim().min(10).max(200) });
/** The confirmed request and the signed link's token that opens its page for a guest. */
export const madeToMeasureConfirmedSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  access: z.string(),
});

/** A photo of the request or of a stage: private, served only to its customer and the site's administrators. */
export const madeToMeasurePhotoSchema = z.object({
  id: z.number().int(),
  /** The API address of the picture (`/api/quote-request/{id}/photo/{idPhoto}`), with the access token if any. */
  url: z.string(),
  /** The same picture at most 480 px wide or high, in WebP (`&size=thumbnail`): for the thumbnails of a page. */
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MadeToMeasurePhoto = z.infer<typeof madeToMeasurePhotoSchema>;

/** A message of the job's thread. */
export const madeToMeasureMessageSchema = z.object({
  id: z.number().int(),
  author: z.enum(['WORKSHOP', 'CUSTOMER']),
  body: z.string(),
  createdAt: z.string(),
});
export type MadeToMeasureMessage = z.infer<typeof madeToMeasureMessageSchema>;

/** One line of a quote, as issued. */
export const quoteLineSchema = z.object({
  kind: quoteLineKindSchema,
  label: z.string(),
  /** Units: hours, metres (two decimals), pieces. */
  quantity: z.number(),
  unit: z.string(),
  /** Cents excluding VAT. */
  unitPrice: z.number().int(),
  total: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const QUOTE_STATUSES = ['SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'SUPERSEDED', 'CANCELLED'] as const;

/** A quote as the customer and the workshop read it. */
export const quoteSchema = z.object({
  id: z.number().int(),
  /** Its number in the site's unbroken series of quotes ('DV2026-000001'). */
  number: z.string(),
  status: z.enum(QUOTE_STATUSES),
  lines: z.array(quoteLineSchema),
  /** Basis points: 2000 = 20 %. */
  vatRate: z.number().int(),
  totalExclVat: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  depositPercent: z.number().int(),
  deposit: z.number().int(),
  balance: z.number().int(),
  /** Weeks of work once the deposit is paid. */
  leadTimeWeeks: z.number().int(),
  /** 'YYYY-MM-DD': the last day it can be accepted. */
  validUntil: z.string(),
  note: z.string().nullable(),
  issuedAt: z.string(),
  /** The acceptance as recorded: the name typed, the moment, the network address and the browser. */
  acceptance: z
    .object({ name: z.string(), at: z.string(), ipAddress: z.string(), userAgent: z.string().nullable() })
    .nullable(),
  decline: z.object({ reason: z.string(), at: z.string() }).nullable(),
  /** The address of its PDF. */
  pdfUrl: z.string(),
});
export type Quote = z.infer<typeof quoteSchema>;

/** A production stage the workshop configured (received, stripped, springs and webbing, …). */
export const productionStageSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  position: z.number().int(),
});
export type ProductionStage = z.infer<typeof productionStageSchema>;

/** A stage reached by a job: when, the workshop's note and photos. */
export const madeToMeasureStageUpdateSchema = z.object({
  id: z.number().int(),
  idStage: z.number().int(),
  /** The stage's name in the request's language. */
  stage: z.string(),
  note: z.string().nullable(),
  photos: z.array(madeToMeasurePhotoSchema),
  createdAt: z.string(),
});
export type MadeToMeasureStageUpdate = z.infer<typeof madeToMeasureStageUpdateSchema>;

/** A payment of the job (the deposit or the balance) and its invoice once paid. */
export const madeToMeasurePaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['DEPOSIT', 'BALANCE']),
  amount: z.number().int(),
  status: z.enum(['PENDING', 'PAID', 'DECLINED', 'CANCELLED']),
  provider: z.enum(PAYMENT_PROVIDERS),
  paidAt: z.string().nullable(),
  /** The invoice's number in the site's invoice series and its PDF, once paid. */
  invoiceNumber: z.string().nullable(),
  invoiceUrl: z.string().nullable(),
});
export type MadeToMeasurePayment = z.infer<typeof madeToMeasurePaymentSchema>;

/** The hand-over as arranged: a Click & Collect slot, or a delivery. */
export const madeToMeasureHandoverSchema = z.object({
  type: handoverTypeSchema,
  /** PICKUP: the company address, the day and the slot's hours. */
  pickup: z
    .object({
      idAddress: z.number().int(),
      address: z.string(),
      date: z.string(),
      idSchedule: z.number().int(),
      hours: z.string(),
    })
    .nullable(),
  /** DELIVERY: where, and the day and note the workshop gave once arranged. */
  deliveryAddress: orderAddressSchema.nullable(),
  deliveryDate: z.string().nullable(),
  deliveryNote: z.string().nullable(),
  handedOverAt: z.string().nullable(),
});
export type MadeToMeasureHandover = z.infer<typeof madeToMeasureHandoverSchema>;

/** A job in a list (the customer's account, the workshop's inbox). */
export const madeToMeasureSummarySchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: madeToMeasureStatusSchema,
  pieceKind: pieceKindSchema,
  description: z.string(),
  customerName: z.string(),
  email: z.string(),
  /** The quote in force's total, or null before the first quote. */
  total: z.number().int().nullable(),
  wishedDate: z.string().nullable(),
  /** The last stage reached, in the request's language. */
  stage: z.string().nullable(),
  /** The customer wrote last and nobody answered yet (the inbox's flag). */
  awaitingWorkshop: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MadeToMeasureSummary = z.infer<typeof madeToMeasureSummarySchema>;

/** A whole job: what the customer's page and the back-office show. */
export const madeToMeasureJobSchema = madeToMeasureSummarySchema.extend({
  locale: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  phone: z.string(),
  dimensions: z.object({ width: z.number().nullable(), depth: z.number().nullable(), height: z.number().nullable() }),
  condition: pieceConditionSchema,
  fabric: z.object({
    type: z.enum(['SHOP', 'OWN', 'UNDECIDED']),
    /** SHOP: the fabric as it was offered; OWN: the customer's description. */
    label: z.string().nullable(),
    pricePerMetre: z.number().int().nullable(),
  }),
  message: z.string().nullable(),
  photos: z.array(madeToMeasurePhotoSchema),
  messages: z.array(madeToMeasureMessageSchema),
  /** The quote in force (the last issued), and the earlier ones. */
  quote: quoteSchema.nullable(),
  previousQuotes: z.array(quoteSchema),
  /** Every stage the workshop configured, and those this job reached (the timeline). */
  stages: z.array(productionStageSchema.extend({ name: z.string() })),
  stageUpdates: z.array(madeToMeasureStageUpdateSchema),
  payments: z.array(madeToMeasurePaymentSchema),
  handover: madeToMeasureHandoverSchema,
  /** Whether the customer gets a mail at each stage (they can turn it off). */
  stageMails: z.boolean(),
  /** The actions the reader may take now (the customer's: REPLY, ACCEPT, DECLINE, …; the workshop's likewise). */
  actions: z.array(madeToMeasureActionSchema),
  /** What is still to pay now (the deposit when ACCEPTED, the balance when BALANCE_DUE), else null. */
  amountDue: z.number().int().nullable(),
});
export type MadeToMeasureJob = z.infer<typeof madeToMeasureJobSchema>;

/** `POST /quote-request/{id}/message` and the workshop's question. */
export const madeToMeasureMessageInputSchema = z.object({ body: text(5000) });

/** `POST /quote-request/{id}/accept`: the customer's name as their signature, and the terms read. */
export const madeToMeasureAcceptInputSchema = z.object({
  name: text(200),
  acceptTerms: z.literal(true),
});

/** `POST /quote-request/{id}/decline`. */
export const madeToMeasureDeclineInputSchema = z.object({ reason: text(2000) });

/** `PUT /quote-request/{id}/notifications`. */
export const madeToMeasureNotificationsInputSchema = z.object({ stageMails: z.boolean() });

/** `POST /quote-request/{id}/handover`: the customer books a Click & Collect slot of the existing calendar. */
export const madeToMeasurePickupInputSchema = z.object({
  idAddress: rowId,
  date: z.iso.date(),
  idSchedule: rowId,
});

// ---------------------------------------------------------------------------------------------------------
// The workshop's side (back-office)
// ---------------------------------------------------------------------------------------------------------

/** A line as the workshop writes it; its total is computed by the API (quoteAmounts). */
export const quoteLineInputSchema = z.object({
  kind: quoteLineKindSchema,
  label: text(300),
  /** Hours, metres or pieces: up to two decimals. */
  quantity: z
    .number()
    .positive()
    .max(100_000)
    .refine((value) => Math.round(value * 100) === value * 100, 'two decimals at most'),
  unit: z.string().trim().max(20).default(''),
  /** Cents excluding VAT. */
  unitPrice: z.number().int().min(0).max(100_000_000),
});

/** `POST /admin/quote-request/{id}/quote`: a new quote (a first one, or one that renews or replaces another). */
export const quoteInputSchema = z.object({
  lines: z.array(quoteLineInputSchema).min(1).max(50),
  /** Basis points; 2000 = 20 %, 0 under the VAT franchise. */
  vatRate: z.number().int().min(0).max(10_000).default(2000),
  /** Null or absent: the site's default (BALANCE_PAYMENT_CONDITIONS, else 30 %). */
  depositPercent: z.number().int().min(0).max(100).nullish(),
  leadTimeWeeks: z.number().int().min(1).max(104),
  /** 'YYYY-MM-DD', today or later. */
  validUntil: z.iso.date(),
  note: z.string().trim().max(5000).nullish(),
});
export type QuoteInput = z.input<typeof quoteInputSchema>;

/** `POST /admin/quote-request/{id}/cancel`. */
export const madeToMeasureCancelInputSchema = z.object({ reason: text(2000) });

/**
 * `POST /admin/quote-request/{id}/stage` (multipart): the field `stage` (JSON) holds this, the photos travel as
 * `images` (up to 10, checked by content and re-encoded).
 */
export const madeToMeasureStageInputSchema = z.object({
  idStage: rowId,
  note: z.string().trim().max(5000).nullish(),
});

/** `POST /admin/quote-request/{id}/delivery`: the workshop arranges the delivery. */
export const madeToMeasureDeliveryInputSchema = z.object({
  date: z.iso.date(),
  note: z.string().trim().max(2000).nullish(),
});

/** `PUT /admin/made-to-measure/stage`: the whole ordered list of stages (an id keeps a stage, none adds one). */
export const productionStagesInputSchema = z.object({
  stages: z
    .array(z.object({ id: rowId.nullish(), name: localizedInput(100) }))
    .min(1)
    .max(30),
});
export type ProductionStagesInput = z.input<typeof productionStagesInputSchema>;

export { MADE_TO_MEASURE_MAX_PHOTOS };
