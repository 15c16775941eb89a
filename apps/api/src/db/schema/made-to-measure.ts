import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MADE_TO_MEASURE_STATUSES } from '@atelier/domain';
import type { LocalizedText } from '@atelier/contract';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import type { StoredPostalAddress } from './shop.ts';
import { sites } from './site.ts';

/**
 * Made to measure (issue 19, decision 015): a customer's request (a **job**) from the request to the hand-over.
 * `status` follows the transitions of `@atelier/domain`'s made-to-measure.ts; every write that moves it checks
 * the state it leaves in its WHERE, so two actions at once cannot both move it. No table here feeds a kept
 * answer (everything is private to a customer or the back-office), so none has a change trigger.
 */
export const madeToMeasureJobs = pgTable(
  'made_to_measure_jobs',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** 'SM-2026-0001', shown to the customer and in the inbox; unique per site. */
    reference: text('reference').notNull(),
    status: text('status', { enum: MADE_TO_MEASURE_STATUSES }).notNull(),
    /** The logged customer who asked, or null for a guest (then the e-mail must be confirmed). */
    userId: integer('user_id'),
    email: text('email').notNull(),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    phone: text('phone').notNull().default(''),
    locale: text('locale').notNull().default('fr_FR'),
    /**
     * The storefront's origin the request came from (the site's host): the links of the mails sent without a
     * visitor's request (a quote's expiry) point there, not to the platform's PUBLIC_URL.
     */
    storefrontOrigin: text('storefront_origin'),
    /** sha256 of the guest's confirmation token (the token itself is only in the mail); null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    pieceKind: text('piece_kind').notNull(),
    description: text('description').notNull(),
    /** Centimetres, each one optional. */
    dimensions: jsonb('dimensions')
      .$type<{ width?: number | null; depth?: number | null; height?: number | null }>()
      .notNull()
      .default({}),
    condition: text('condition').notNull(),
    /** SHOP (a fabric of the shop, as offered then), OWN (the customer's, described) or UNDECIDED. */
    fabricType: text('fabric_type', { enum: ['SHOP', 'OWN', 'UNDECIDED'] }).notNull(),
    fabricDeclinationId: integer('fabric_declination_id'),
    fabricLabel: localized('fabric_label'),
    /** Cents including VAT per metre, as offered when asked. */
    fabricPricePerMetre: integer('fabric_price_per_metre'),
    wishedDate: date('wished_date', { mode: 'string' }),
    handoverType: text('handover_type', { enum: ['PICKUP', 'DELIVERY'] }).notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredPostalAddress | null>(),
    message: text('message'),
    /** The customer gets a mail at each production stage unless they turned it off. */
    stageMails: boolean('stage_mails').notNull().default(true),
    /** The customer wrote last and the workshop has not answered yet (the inbox's flag). */
    awaitingWorkshop: boolean('awaiting_workshop').notNull().default(false),
    /** The hand-over: a Click & Collect slot of the calendar the orders use, or a delivery's day and note. */
    pickupAddressId: integer('pickup_address_id'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupScheduleId: integer('pickup_schedule_id'),
    deliveryDate: date('delivery_date', { mode: 'string' }),
    deliveryNote: text('delivery_note'),
    handedOverAt: timestamp('handed_over_at', { withTimezone: true }),
    /** Why the workshop closed the request without going on. */
    cancelReason: text('cancel_reason'),
    /**
     * When the person's details were scrubbed (their account anonymised, or a guest's request past its retention:
     * modules/privacy): the work and the amounts stay for the accounts.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('made_to_measure_jobs_reference_key').on(t.siteId, t.reference),
    uniqueIndex('made_to_measure_jobs_confirm_token_key').on(t.siteId, t.confirmTokenHash),
    index('made_to_measure_jobs_user_idx').on(t.siteId, t.userId),
    index('made_to_measure_jobs_status_idx').on(t.siteId, t.status, t.createdAt),
  ],
);

/** A photo of a job: sent with the request (`stageUpdateId` null) or posted with a production stage. Private. */
export const madeToMeasurePhotos = pgTable(
  'made_to_measure_photos',
  {
    siteId: siteId(),
    id: rowId(),
    jobId: integer('job_id').notNull(),
    stageUpdateId: integer('stage_update_id'),
    /** The re-encoded file's path in the site's private storage (never under a public address). */
    file: text('file').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('made_to_measure_photos_job_idx').on(t.siteId, t.jobId),
    foreignKey({
      columns: [t.siteId, t.jobId],
      foreignColumns: [madeToMeasureJobs.siteId, madeToMeasureJobs.id],
    }).onDelete('cascade'),
  ],
);

/** The job's thread: the workshop's questions and the customer's answers. */
export const madeToMeasureMessages = pgTable(
  'made_to_measure_messages',
  {
    siteId: siteId(),
    id: rowId(),
    jobId: integer('job_id').notNull(),
    author: text('author', { enum: ['WORKSHOP', 'CUSTOMER'] }).notNull(),
    /** The administrator who wrote a WORKSHOP message. */
    userId: integer('user_id'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('made_to_measure_messages_job_idx').on(t.siteId, t.jobId),
    foreignKey({
      columns: [t.siteId, t.jobId],
      foreignColumns: [madeToMeasureJobs.siteId, madeToMeasureJobs.id],
    }).onDelete('cascade'),
  ],
);

export interface StoredQuoteLine {
  kind: 'LABOUR' | 'FABRIC' | 'SUPPLIES' | 'OPTION';
  label: string;
  quantity: number;
  unit: string;
  /** Cents excluding VAT. */
  unitPrice: number;
  total: number;
}

/**
 * A priced quote of a job, numbered in the site's own unbroken series of quotes ('DV2026-000001', the counter
 * `quote-{year}` of site_counters, taken in the quote's transaction). The amounts are frozen when issued
 * (`quoteAmounts` of the domain): deposit + balance = total, to the cent. A job has at most one quote in force
 * (SENT or ACCEPTED); a new one supersedes it.
 */
export const madeToMeasureQuotes = pgTable(
  'made_to_measure_quotes',
  {
    siteId: siteId(),
    id: rowId(),
    jobId: integer('job_id').notNull(),
    number: text('number').notNull(),
    status: text('status', { enum: ['SENT', 'ACCEPTED', 'DECLINED', 'EXPIRED', 'SUPERSEDED', 'CANCELLED'] })
      .notNull()
      .default('SENT'),
    lines: jsonb('lines').$type<StoredQuoteLine[]>().notNull(),
    /** Basis points (2000 = 20 %). */
    vatRate: integer('vat_rate').notNull(),
    totalExclVat: integer('total_excl_vat').notNull(),
    vat: integer('vat').notNull(),
    total: integer('total').notNull(),
    depositPercent: integer('deposit_percent').notNull(),
    deposit: integer('deposit').notNull(),
    balance: integer('balance').notNull(),
    leadTimeWeeks: integer('lead_time_weeks').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    note: text('note'),
    /** The administrator who issued it. */
    issuedBy: integer('issued_by'),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    /** The acceptance: the name typed as a signature, the moment, the network address and the browser. */
    acceptedName: text('accepted_name'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedIp: text('accepted_ip'),
    acceptedUserAgent: text('accepted_user_agent'),
    declineReason: text('decline_reason'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('made_to_measure_quotes_number_key').on(t.siteId, t.number),
    index('made_to_measure_quotes_job_idx').on(t.siteId, t.jobId),
    // The expiry job reads the quotes still waiting, by their last day.
    index('made_to_measure_quotes_sent_idx')
      .on(t.validUntil)
      .where(sql`${t.status} = 'SENT'`),
    foreignKey({
      columns: [t.siteId, t.jobId],
      foreignColumns: [madeToMeasureJobs.siteId, madeToMeasureJobs.id],
    }).onDelete('cascade'),
    check('made_to_measure_quotes_amounts', sql`${t.deposit} + ${t.balance} = ${t.total} AND ${t.deposit} >= 0`),
  ],
);

/** A production stage a site configured (received, stripped, springs and webbing, …), in order. */
export const productionStages = pgTable(
  'production_stages',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: jsonb('name').$type<LocalizedText>().notNull(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/** A stage a job reached: its note and (through made_to_measure_photos) its photos. */
export const madeToMeasureStageUpdates = pgTable(
  'made_to_measure_stage_updates',
  {
    siteId: siteId(),
    id: rowId(),
    jobId: integer('job_id').notNull(),
    stageId: integer('stage_id').notNull(),
    note: text('note'),
    /** The administrator who posted it. */
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('made_to_measure_stage_updates_job_idx').on(t.siteId, t.jobId),
    foreignKey({
      columns: [t.siteId, t.jobId],
      foreignColumns: [madeToMeasureJobs.siteId, madeToMeasureJobs.id],
    }).onDelete('cascade'),
    // A stage reached by a job cannot be removed from the site's list.
    foreignKey({ columns: [t.siteId, t.stageId], foreignColumns: [productionStages.siteId, productionStages.id] }),
  ],
);

/**
 * A card payment of a job: its DEPOSIT once the quote is accepted, its BALANCE once asked. Paid through the site's
 * payment provider as an order's payment is (sandbox, CAWL, Stripe); once PAID it gets its invoice number in the
 * site's invoice series (the counter the orders' invoices use), in the transaction that records it.
 */
export const madeToMeasurePayments = pgTable(
  'made_to_measure_payments',
  {
    siteId: siteId(),
    id: rowId(),
    jobId: integer('job_id').notNull(),
    quoteId: integer('quote_id').notNull(),
    kind: text('kind', { enum: ['DEPOSIT', 'BALANCE'] }).notNull(),
    provider: text('provider', { enum: ['SANDBOX', 'CAWL', 'STRIPE'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'DECLINED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    /** Cents including VAT. */
    amount: integer('amount').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    invoiceNumber: text('invoice_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('made_to_measure_payments_provider_ref_key').on(t.provider, t.providerRef),
    index('made_to_measure_payments_job_idx').on(t.siteId, t.jobId),
    // One paid deposit and one paid balance a job, whatever arrives twice.
    uniqueIndex('made_to_measure_payments_paid_key')
      .on(t.siteId, t.jobId, t.kind)
      .where(sql`${t.status} = 'PAID'`),
    foreignKey({
      columns: [t.siteId, t.jobId],
      foreignColumns: [madeToMeasureJobs.siteId, madeToMeasureJobs.id],
    }).onDelete('cascade'),
    check('made_to_measure_payments_amount_positive', sql`${t.amount} > 0`),
  ],
);
