import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { STOCK_REASONS, type LocalizedText } from '@atelier/contract';
import { createdAt, localized, rowId, siteId } from './columns.ts';
import { sites } from './site.ts';

/**
 * The shop's catalogue (SPEC §3 Product, Declination, Customization; issue 4). Money in integer cents;
 * translatable text as {fr_FR, en}. Every row leads with its site (decision 002).
 */

/** An image of the site's storage with its intrinsic size (width/height on the page, no layout shift). */
export interface StoredImage {
  file: string;
  alt: LocalizedText;
  width: number;
  height: number;
  /** Where the picture's subject is, in fractions of its width and height (0..1): crops keep it in sight. */
  focalPoint?: { x: number; y: number } | null;
}

/** A discount as stored: EURO amounts in cents, PERCENT amounts in percent. */
export interface StoredDiscount {
  type: 'EURO' | 'PERCENT';
  amount: number;
  detailType: 'PRODUCT' | 'SHIPPING_FEES';
  /** A dated discount's first and last days ('YYYY-MM-DD' in Europe/Paris, both included); absent is open. */
  startsOn?: string | null;
  endsOn?: string | null;
}

export const productCategories = pgTable(
  'product_categories',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    /** The slug of the category page in each language (`mobilier-artisanal`, `handcrafted-furniture`). */
    slug: localized('slug').notNull(),
    name: localized('name').notNull(),
    description: localized('description'),
    image: jsonb('image').$type<StoredImage | null>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const products = pgTable(
  'products',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    kind: text('kind', { enum: ['WINE', 'BOX', 'OTHER'] }).notNull(),
    subtype: text('subtype'),
    name: localized('name').notNull(),
    /** Slug per language, from the name (SPEC §5 slug rule). */
    slug: localized('slug').notNull(),
    summary: localized('summary'),
    description: localized('description'),
    /** The base price in cents; a declination with fixedPrice has its own. */
    price: integer('price').notNull(),
    discount: jsonb('discount').$type<StoredDiscount | null>(),
    sellByMultipleOf: integer('sell_by_multiple_of').notNull().default(1),
    /** A service or a voucher: never shipped (SPEC §3 cart product isDematerialized). */
    isDematerialized: boolean('is_dematerialized').notNull().default(false),
    /** False when the product ships free whatever the carrier (SPEC §3 hasShippingFees). */
    hasShippingFees: boolean('has_shipping_fees').notNull().default(true),
    /** Parcel weight of one unit in grams (carriers priced by weight); a declination may override it. */
    weight: integer('weight').notNull().default(0),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    tags: jsonb('tags').$type<LocalizedText[]>().notNull().default([]),
    features: jsonb('features').$type<{ label: LocalizedText; value: LocalizedText }[]>().notNull().default([]),
    decreasingDiscounts: jsonb('decreasing_discounts')
      .$type<{ fromQuantity: number; type: 'EURO' | 'PERCENT'; amount: number }[]>()
      .notNull()
      .default([]),
    /** What a wine adds (appellation, colour, grape varieties, alcohol, nutrition, serving advice). */
    wine: jsonb('wine').$type<{
      appellation: LocalizedText | null;
      colour: LocalizedText | null;
      grapeVarieties: { name: string; percent: number | null }[];
      alcoholPercent: number | null;
      nutrition: { energyKcal: number; sugarsG: number } | null;
      servingAdvice: LocalizedText | null;
    } | null>(),
    /** Up to three variation definitions, in order. */
    variationIds: jsonb('variation_ids').$type<number[]>().notNull().default([]),
    recommendedIds: jsonb('recommended_ids').$type<number[]>().notNull().default([]),
    mealIconIds: jsonb('meal_icon_ids').$type<number[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
    isPublished: boolean('is_published').notNull().default(true),
    /**
     * Made to measure (issue 19): a piece the workshop makes to a customer's order (its page links to the quote
     * request), and a fabric sold by the metre (its declinations are offered by the request form, their price
     * being per metre).
     */
    isMadeToMeasure: boolean('is_made_to_measure').notNull().default(false),
    soldByMetre: boolean('sold_by_metre').notNull().default(false),
    createdAt: createdAt(),
    /**
     * Optimistic concurrency of the back-office (issue 16): every save from the panel sends back the version it
     * read and adds one; a save that read an older version is refused (409), so no change is lost unseen.
     */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index('products_site_kind_idx').on(t.siteId, t.kind)],
);

export const productCategoryLinks = pgTable(
  'product_category_links',
  {
    siteId: siteId(),
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.categoryId, t.productId] }),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    foreignKey({
      columns: [t.siteId, t.categoryId],
      foreignColumns: [productCategories.siteId, productCategories.id],
    }).onDelete('cascade'),
  ],
);

export const declinations = pgTable(
  'declinations',
  {
    siteId: siteId(),
    id: rowId(),
    productId: integer('product_id').notNull(),
    year: integer('year'),
    capacity: numeric('capacity', { mode: 'number' }),
    capacityUnit: text('capacity_unit', { enum: ['LITER', 'CENTILITRE'] }),
    /** The value id chosen for each of the product's variations, in the product's variation order. */
    variationValueIds: jsonb('variation_value_ids').$type<number[]>().notNull().default([]),
    reference: text('reference'),
    fixedPrice: boolean('fixed_price').notNull().default(false),
    /** Used when fixedPrice; otherwise the product's price applies. */
    price: integer('price'),
    discount: jsonb('discount').$type<StoredDiscount | null>(),
    /** True when the stock is tracked (`quantity` is then the stock). */
    setQuantity: boolean('set_quantity').notNull().default(false),
    quantity: integer('quantity').notNull().default(0),
    /** Overrides the product's sell-by multiple when set. */
    sellByMultipleOf: integer('sell_by_multiple_of'),
    /** Grams; overrides the product's weight when set. */
    weight: integer('weight'),
    image: jsonb('image').$type<StoredImage | null>(),
    position: integer('position').notNull().default(0),
    /**
     * The back-office's optimistic concurrency (like `products.version`): an order reserving stock does not move
     * it (the stock is merged, not overwritten: admin-catalogue.service.ts), a save from the panel does.
     */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
    index('declinations_product_idx').on(t.siteId, t.productId),
  ],
);

/**
 * The history of the stock changes made from the back-office: who, when, why, by how much and to what. Rows
 * are only ever added, and outlive their declination (no foreign key: the history of a deleted product stays).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    siteId: siteId(),
    id: rowId(),
    productId: integer('product_id').notNull(),
    declinationId: integer('declination_id').notNull(),
    /** The administrator; null for the system. */
    userId: integer('user_id'),
    /** Units added (positive) or taken (negative). */
    delta: integer('delta').notNull(),
    /** The stock after the change. */
    quantity: integer('quantity').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    index('stock_movements_declination_idx').on(t.siteId, t.declinationId, t.createdAt),
  ],
);

export const customizations = pgTable(
  'customizations',
  {
    siteId: siteId(),
    id: rowId(),
    productId: integer('product_id').notNull(),
    type: text('type', { enum: ['SIMPLE', 'DYNAMIC_FORM'] }).notNull(),
    inputType: text('input_type', { enum: ['TEXT', 'SELECT', 'CHECKBOX', 'FILE'] }).notNull(),
    label: localized('label').notNull(),
    help: localized('help'),
    required: boolean('required').notNull().default(false),
    position: integer('position').notNull().default(0),
    /** TEXT tiers or SELECT options with their costs. */
    values: jsonb('values')
      .$type<
        {
          id: number;
          textNumberOfChar: number | null;
          selectKey: string | null;
          label: LocalizedText | null;
          costType: 'EURO' | 'NONE' | 'PERCENT';
          amount: number;
        }[]
      >()
      .notNull()
      .default([]),
    additionalCost: jsonb('additional_cost').$type<{ costType: 'EURO' | 'NONE' | 'PERCENT'; amount: number } | null>(),
    file: jsonb('file').$type<{ accept: string[]; maxBytes: number } | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const awards = pgTable(
  'awards',
  {
    siteId: siteId(),
    id: rowId(),
    productId: integer('product_id').notNull(),
    name: localized('name').notNull(),
    year: integer('year'),
    medal: localized('medal'),
    image: jsonb('image').$type<StoredImage | null>(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.productId], foreignColumns: [products.siteId, products.id] }).onDelete(
      'cascade',
    ),
  ],
);

export const mealIcons = pgTable(
  'meal_icons',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: localized('name').notNull(),
    /** The name of the drawing the storefront has for it ('meat', 'fish', 'cheese', …). */
    icon: text('icon').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

/** Files customers upload for a customization (validated, kept until the order). */
export const customizationFiles = pgTable(
  'customization_files',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    customizationId: integer('customization_id').notNull(),
    /** The token the answer carries. */
    token: text('token').notNull(),
    file: text('file').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.token)],
);
