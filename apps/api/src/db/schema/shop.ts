import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@atelier/contract';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';
import { users } from './accounts.ts';
import { companyAddresses } from './content.ts';

/**
 * The shop's cart, delivery and order tables (issue 6). Money in integer cents; every tenant-owned row leads
 * with its site (decision 002). Relay points are the only global rows: they belong to a carrier network, not to
 * a site.
 */

// ---------------------------------------------------------------------------------------------------------
// Cart
// ---------------------------------------------------------------------------------------------------------

/** One answer to a customization, as kept in a cart line and copied to the order line. */
export interface StoredCustomizationAnswer {
  idCustomization: number;
  /** TEXT: the text; SELECT: the key; CHECKBOX: 'true' / 'false'; FILE: the file token. */
  value: string;
}

/**
 * Carts. The public id is a random UUID (the browser keeps it in local storage, SPEC §4): holding it is what
 * gives a guest access to the guest cart; once a user owns the cart (`userId`), only that user's session does.
 */
export const carts = pgTable(
  'carts',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    userId: integer('user_id'),
    type: text('type', { enum: ['MAIN_CART'] })
      .notNull()
      .default('MAIN_CART'),
    /** True for the user's default cart (at most one per user). */
    isDefault: boolean('is_default').notNull().default(false),
    discountCode: text('discount_code'),
    /** Set once an order was paid from this cart: it is then read-only and a new cart starts. */
    orderedAt: timestamp('ordered_at', { withTimezone: true }),
    /**
     * Counts the adds to cart: an add reads the cart without a lock and writes in one statement that bumps it
     * from the value it read, or nothing when another add came first (cart.repository.ts `AddGuard`).
     */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    // Only the primary key begins with the site: a cart line's foreign key looks its cart up by (site, id)
    // (see orders, migration 0017).
    index('carts_user_idx').on(t.userId, t.siteId),
    uniqueIndex('carts_user_default_key')
      .on(t.userId, t.siteId)
      .where(sql`${t.isDefault} and ${t.userId} is not null`),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete('cascade'),
  ],
);

export const cartProducts = pgTable(
  'cart_products',
  {
    siteId: siteId(),
    id: rowId(),
    cartId: text('cart_id').notNull(),
    productId: integer('product_id').notNull(),
    declinationId: integer('declination_id').notNull(),
    quantity: integer('quantity').notNull(),
    customizations: jsonb('customizations').$type<StoredCustomizationAnswer[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('cart_products_cart_idx').on(t.siteId, t.cartId),
    foreignKey({ columns: [t.siteId, t.cartId], foreignColumns: [carts.siteId, carts.id] }).onDelete('cascade'),
  ],
);

/** Discount codes (`POST /order/discount`, the cart's discountCode): on products or on shipping fees. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull(),
    type: text('type', { enum: ['EURO', 'PERCENT'] }).notNull(),
    /** Cents for EURO, percent for PERCENT. */
    amount: integer('amount').notNull(),
    detailType: text('detail_type', { enum: ['PRODUCT', 'SHIPPING_FEES'] })
      .notNull()
      .default('PRODUCT'),
    /** Products total (cents) the cart must reach. */
    minimumTotal: integer('minimum_total').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.code)],
);

// ---------------------------------------------------------------------------------------------------------
// Customer addresses
// ---------------------------------------------------------------------------------------------------------

/** A logged customer's saved addresses (SPEC §3 Address; types from `address_types`). */
export const userAddresses = pgTable(
  'user_addresses',
  {
    siteId: siteId(),
    id: rowId(),
    userId: integer('user_id').notNull(),
    typeIds: jsonb('type_ids').$type<number[]>().notNull().default([]),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company'),
    address: text('address').notNull(),
    addressPart2: text('address_part2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryAlpha2: text('country_alpha2').notNull(),
    phone: text('phone'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('user_addresses_user_idx').on(t.siteId, t.userId),
    foreignKey({ columns: [t.siteId, t.userId], foreignColumns: [users.siteId, users.id] }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Delivery: zones, carriers, rates; relay points; Click & Collect schedules
// ---------------------------------------------------------------------------------------------------------

/** A group of countries priced alike; a zone with no country is the rest of the world. */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: localized('name').notNull(),
    /** ISO alpha-2 codes; empty = every country no other zone names. */
    countryCodes: jsonb('country_codes').$type<string[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const carriers = pgTable(
  'carriers',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: text('name').notNull(),
    description: localized('description'),
    /** The service code sent with the order (and to a relay network's API). */
    serviceCode: text('service_code').notNull(),
    /** DELIVERY: to the customer's address; PICKUP: to a relay point. */
    deliveryType: text('delivery_type', { enum: ['DELIVERY', 'PICKUP'] }).notNull(),
    /** What the bands of its rates count: parcel weight in grams or bottles (SPEC §5 bottle count). */
    rateBasis: text('rate_basis', { enum: ['WEIGHT', 'BOTTLE'] }).notNull(),
    /** The relay network a PICKUP carrier searches ('builtin' ships with Atelier). */
    relayNetwork: text('relay_network'),
    position: integer('position').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/** One band of a carrier's price list in one zone: from `minValue` (inclusive) to `maxValue` (inclusive). */
export const carrierRates = pgTable(
  'carrier_rates',
  {
    siteId: siteId(),
    id: rowId(),
    carrierId: integer('carrier_id').notNull(),
    zoneId: integer('zone_id').notNull(),
    minValue: integer('min_value').notNull().default(0),
    maxValue: integer('max_value').notNull(),
    price: integer('price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('carrier_rates_carrier_idx').on(t.siteId, t.carrierId),
    foreignKey({ columns: [t.siteId, t.carrierId], foreignColumns: [carriers.siteId, carriers.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.siteId, t.zoneId], foreignColumns: [shippingZones.siteId, shippingZones.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Relay points of the built-in network (global: a network's points serve every site). */
export const relayPoints = pgTable(
  'relay_points',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    network: text('network').notNull(),
    /** The network's own id of the point. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    addLine1: text('add_line1').notNull(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    countryAlpha2: text('country_alpha2').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    openingHours: jsonb('opening_hours').$type<{ weekday: number; open: string; close: string }[]>(),
  },
  (t) => [unique().on(t.network, t.code), index('relay_points_zip_idx').on(t.network, t.countryAlpha2, t.zipCode)],
);

/**
 * Click & Collect time slots of a company address (`idSchedule` of SPEC §3): on a weekday (1 = Monday …
 * 7 = Sunday), from `startTime` to `endTime` ('HH:MM'), at most `capacity` orders.
 */
export const pickupSchedules = pgTable(
  'pickup_schedules',
  {
    siteId: siteId(),
    id: rowId(),
    addressId: integer('address_id').notNull(),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    capacity: integer('capacity').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('pickup_schedules_address_idx').on(t.siteId, t.addressId),
    foreignKey({
      columns: [t.siteId, t.addressId],
      foreignColumns: [companyAddresses.siteId, companyAddresses.id],
    }).onDelete('cascade'),
  ],
);

/** Days a company address takes no Click & Collect (holidays, fairs), from `startDate` to `endDate` inclusive. */
export const pickupClosures = pgTable(
  'pickup_closures',
  {
    siteId: siteId(),
    id: rowId(),
    addressId: integer('address_id').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reason: localized('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({
      columns: [t.siteId, t.addressId],
      foreignColumns: [companyAddresses.siteId, companyAddresses.id],
    }).onDelete('cascade'),
  ],
);

// ---------------------------------------------------------------------------------------------------------
// Orders and payments
// ---------------------------------------------------------------------------------------------------------

export const ORDER_STATUSES = [
  'AWAITING_PAYMENT',
  'PAID',
  'IN_PREPARATION',
  'SHIPPED',
  'READY_FOR_PICKUP',
  'DELIVERED',
  'CANCELLED',
  'REFUNDED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_DELIVERY_TYPES = ['DELIVERY', 'PICKUP', 'CLICK_AND_COLLECT', 'NO_DELIVERY'] as const;

/** A postal address as copied into an order (never a reference: the order keeps what was true then). */
export interface StoredPostalAddress {
  firstname: string;
  lastname: string;
  company: string | null;
  address: string;
  addressPart2: string | null;
  postalCode: string;
  city: string;
  countryAlpha2: string;
}

export const orders = pgTable(
  'orders',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** Shown to the customer and on the invoice, unique per site (e.g. 'AM-2026-000123'). */
    reference: text('reference').notNull(),
    userId: integer('user_id'),
    cartId: text('cart_id').notNull(),
    /** The customer as they were when ordering (anonymised with the account). */
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    firstname: text('firstname').notNull().default(''),
    lastname: text('lastname').notNull().default(''),
    locale: text('locale').notNull().default('fr_FR'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('AWAITING_PAYMENT'),
    deliveryType: text('delivery_type', { enum: ORDER_DELIVERY_TYPES }).notNull(),
    carrierId: integer('carrier_id'),
    carrierName: text('carrier_name'),
    serviceCode: text('service_code'),
    /** The relay point chosen for PICKUP, as the network described it. */
    accessPoint: jsonb('access_point').$type<{
      id: string;
      name: string;
      addLine1: string;
      zipCode: string;
      city: string;
      country: string;
    } | null>(),
    /** Click & Collect: the company address, the day and the slot. */
    pickupAddressId: integer('pickup_address_id'),
    pickupDate: date('pickup_date', { mode: 'string' }),
    pickupScheduleId: integer('pickup_schedule_id'),
    deliveryAddress: jsonb('delivery_address').$type<StoredPostalAddress | null>(),
    billingAddress: jsonb('billing_address').$type<StoredPostalAddress>().notNull(),
    message: text('message'),
    /** Cents: products after their discounts, the code's discount, shipping after its discount, to pay. */
    totalProducts: integer('total_products').notNull(),
    discountTotal: integer('discount_total').notNull().default(0),
    shippingFees: integer('shipping_fees').notNull().default(0),
    total: integer('total').notNull(),
    discountCode: text('discount_code'),
    /** The sale terms (HTML, in the order's language) accepted at checkout, kept with the order. */
    saleTerms: text('sale_terms').notNull(),
    saleTermsAcceptedAt: timestamp('sale_terms_accepted_at', { withTimezone: true }).notNull(),
    /**
     * The SALE_TERMS version in force when the order was placed (legal_text_versions, issue 18): what its buyer
     * reads from the order. Null for the orders placed before versions were kept. No foreign key: a version is
     * never deleted, and the check would cost every order written.
     */
    saleTermsVersionId: integer('sale_terms_version_id'),
    paymentProvider: text('payment_provider', { enum: ['SANDBOX', 'CAWL', 'STRIPE'] }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** An unpaid order gives its stock back after this moment. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stockReleasedAt: timestamp('stock_released_at', { withTimezone: true }),
    trackingLink: text('tracking_link'),
    /** The shop's own note on the order (back-office only, never shown to the customer; issue 16). */
    internalNote: text('internal_note'),
    /** The invoice's number in the site's unbroken series, given when the order is paid (issue 7). */
    invoiceNumber: text('invoice_number'),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * The `Idempotency-Key` the storefront sent with the order (issue 20): one order per key and site, whatever
     * the retries; and the answer given, sent again to a retry.
     */
    idempotencyKey: text('idempotency_key'),
    idempotencyAnswer: jsonb('idempotency_answer'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    unique('orders_idempotency_key_site_key').on(t.idempotencyKey, t.siteId),
    // Only the primary key begins with the site: the foreign keys of an order's lines, history and payments
    // look it up by (site, id), and PostgreSQL plans that check once per connection, on whatever statistics
    // the table has then; on a new table it took any index beginning with the site and read every order of
    // the site at each check (migration 0017, decision 010).
    unique('orders_reference_site_key').on(t.reference, t.siteId),
    index('orders_user_idx').on(t.userId, t.siteId),
    // An order claims its cart only when no other order of the cart awaits payment (place-order.repository.ts).
    // Only those orders: with the whole table's, a statement planned on a new table (no statistics yet) took
    // orders_status_created_idx, equal in cost then, and read every order of the site awaiting payment at each
    // order (5,500 rows and 5 ms at the bench's 7,000th order, migration 0041).
    index('orders_cart_unpaid_idx')
      .on(t.cartId, t.siteId)
      .where(sql`${t.status} = 'AWAITING_PAYMENT'`),
    index('orders_pickup_idx').on(t.pickupScheduleId, t.pickupDate, t.siteId),
    // The back-office's list (issue 16): newest first, and by status (the dashboard's orders to prepare); the
    // site last, for the reason above.
    index('orders_created_idx').on(t.createdAt, t.siteId),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.siteId),
    // Sorted by amount without sorting every order of the site (migration 0020).
    index('orders_total_idx').on(t.total, t.siteId),
    // `lk:` on the e-mail and the reference (a part of either, any case) finds its orders through their
    // trigrams instead of reading every order (pg_trgm, migration 0020). Without the site: the matches of a
    // part are few, and the site is checked on them. fastupdate off: the embedded database never vacuums, and
    // a pending list that nothing merges is read through at every search.
    index('orders_email_trgm_idx').using('gin', t.email.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_reference_trgm_idx').using('gin', t.reference.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_unpaid_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'AWAITING_PAYMENT' and ${t.stockReleasedAt} is null`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    siteId: siteId(),
    id: rowId(),
    orderId: integer('order_id').notNull(),
    productId: integer('product_id').notNull(),
    declinationId: integer('declination_id').notNull(),
    kind: text('kind', { enum: ['WINE', 'BOX', 'OTHER'] }).notNull(),
    /** The product's name, the declination's label and reference as sold. */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    detail: jsonb('detail').$type<LocalizedText | null>(),
    reference: text('reference'),
    quantity: integer('quantity').notNull(),
    /** Cents, one unit after the product's discounts, customizations included. */
    unitPrice: integer('unit_price').notNull(),
    /** Cents, the line after its decreasing discount. */
    total: integer('total').notNull(),
    /** The answers with their labels as shown to the customer; non-empty means made to the customer's order. */
    customizations: jsonb('customizations')
      .$type<{ idCustomization: number; label: LocalizedText; value: string; file: string | null }[]>()
      .notNull()
      .default([]),
    /** True when stock was reserved for this line (and must be given back if the order is not paid). */
    stockReserved: boolean('stock_reserved').notNull().default(false),
    /** The product was made to the customer's measure when sold (issue 19): out of the 14-day withdrawal right. */
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('order_lines_order_idx').on(t.siteId, t.orderId),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [orders.siteId, orders.id] }).onDelete('cascade'),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    siteId: siteId(),
    id: rowId(),
    orderId: integer('order_id').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    note: text('note'),
    /** The administrator who made the change (issue 16); null for the customer's payment or the system. */
    userId: integer('user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('order_status_history_order_idx').on(t.siteId, t.orderId),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [orders.siteId, orders.id] }).onDelete('cascade'),
  ],
);

/**
 * Payment attempts. `providerRef` is the provider's id of the checkout (hosted checkout id, Stripe session
 * id, sandbox payment id): a result is applied once, whatever replays of the return or webhook arrive.
 */
export const payments = pgTable(
  'payments',
  {
    siteId: siteId(),
    id: rowId(),
    orderId: integer('order_id').notNull(),
    provider: text('provider', { enum: ['SANDBOX', 'CAWL', 'STRIPE'] }).notNull(),
    providerRef: text('provider_ref').notNull(),
    status: text('status', { enum: ['PENDING', 'PAID', 'DECLINED', 'CANCELLED'] })
      .notNull()
      .default('PENDING'),
    amount: integer('amount').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    uniqueIndex('payments_provider_ref_key').on(t.provider, t.providerRef),
    index('payments_order_idx').on(t.siteId, t.orderId),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [orders.siteId, orders.id] }).onDelete('cascade'),
  ],
);

/**
 * Which payment provider a site uses and its keys (CAWL: merchant id, API key and secret, endpoint; Stripe:
 * publishable and secret keys, webhook secret). No row = the built-in sandbox.
 */
export const sitePaymentSettings = pgTable('site_payment_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  provider: text('provider', { enum: ['SANDBOX', 'CAWL', 'STRIPE'] }).notNull(),
  settings: jsonb('settings').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------------------
// After the purchase (issue 7): invoices, returns and withdrawals
// ---------------------------------------------------------------------------------------------------------

/** Numbered series of a site (invoices: French law wants an unbroken sequence), taken with UPDATE … RETURNING. */
export const siteCounters = pgTable(
  'site_counters',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: integer('value').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);

/** SPEC §3 Order back info: whether returns are open on the site, its texts per step, and the window. */
export const orderBackSettings = pgTable('order_back_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
  message: localized('message'),
  returnAskDescription: localized('return_ask_description'),
  labelSentDescription: localized('label_sent_description'),
  productReceivedDescription: localized('product_received_description'),
  /** Days after delivery a return may be asked (the legal withdrawal period is 14 days whatever this says). */
  returnWindowDays: integer('return_window_days').notNull().default(30),
  /** Hours after delivery damage may be reported. */
  damageWindowHours: integer('damage_window_hours').notNull().default(48),
});

/** Lists the order pages offer (`GET /order-generic-values/{type}`): return reasons and others. */
export const orderGenericValues = pgTable(
  'order_generic_values',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    type: text('type').notNull(),
    code: text('code').notNull(),
    label: localized('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.type, t.code)],
);

export const ORDER_BACK_STATUSES = ['ASKED', 'LABEL_SENT', 'PRODUCT_RECEIVED', 'REFUNDED', 'REFUSED'] as const;

/**
 * A return (order back) or a withdrawal from the contract (`kind` WITHDRAWAL: the EU withdrawal function, no
 * reason asked). Its lines say which order lines and how many units.
 */
export const orderBacks = pgTable(
  'order_backs',
  {
    siteId: siteId(),
    id: rowId(),
    orderId: integer('order_id').notNull(),
    kind: text('kind', { enum: ['RETURN', 'DAMAGE', 'WITHDRAWAL'] }).notNull(),
    status: text('status', { enum: ORDER_BACK_STATUSES }).notNull().default('ASKED'),
    /** A code of the RETURN_REASON generic values (none for a withdrawal). */
    reason: text('reason'),
    comment: text('comment'),
    /** The merchant's message to the customer about this return (with REFUSED: its reason). */
    message: text('message'),
    /** The return label the shop sent (issue 16): a private file of the site, its type and the name it came with. */
    labelFile: text('label_file'),
    labelMimeType: text('label_mime_type'),
    labelName: text('label_name'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('order_backs_status_idx').on(t.siteId, t.status, t.createdAt),
    index('order_backs_order_idx').on(t.siteId, t.orderId),
    foreignKey({ columns: [t.siteId, t.orderId], foreignColumns: [orders.siteId, orders.id] }).onDelete('cascade'),
  ],
);

export const orderBackLines = pgTable(
  'order_back_lines',
  {
    siteId: siteId(),
    id: rowId(),
    orderBackId: integer('order_back_id').notNull(),
    orderLineId: integer('order_line_id').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('order_back_lines_back_idx').on(t.siteId, t.orderBackId),
    foreignKey({ columns: [t.siteId, t.orderBackId], foreignColumns: [orderBacks.siteId, orderBacks.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.siteId, t.orderLineId], foreignColumns: [orderLines.siteId, orderLines.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Photos of damage sent with a return (stored in the site's storage). */
export const orderBackPhotos = pgTable(
  'order_back_photos',
  {
    siteId: siteId(),
    id: rowId(),
    orderBackId: integer('order_back_id').notNull(),
    file: text('file').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.orderBackId], foreignColumns: [orderBacks.siteId, orderBacks.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** The steps a return went through, with their dates (the return page shows them). */
export const orderBackHistory = pgTable(
  'order_back_history',
  {
    siteId: siteId(),
    id: rowId(),
    orderBackId: integer('order_back_id').notNull(),
    status: text('status', { enum: ORDER_BACK_STATUSES }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.orderBackId], foreignColumns: [orderBacks.siteId, orderBacks.id] }).onDelete(
      'cascade',
    ),
  ],
);
