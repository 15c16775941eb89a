import { sql } from 'drizzle-orm';
import {
  boolean,
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
import type { PageBlock } from '@atelier/contract';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';
import { sites } from './site.ts';

export const pages = pgTable(
  'pages',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    /** PAGE: CMS page with blocks; LINK: menu entry to another URL; ROUTE: a page of the app (shop, contact, blog). */
    type: text('type', { enum: ['PAGE', 'LINK', 'ROUTE'] })
      .notNull()
      .default('PAGE'),
    layout: text('layout', { enum: ['default', 'page', 'page-absolute-menu'] })
      .notNull()
      .default('page'),
    title: localized('title').notNull(),
    /** Path without leading slash, per language ('' is the home page). */
    url: localized('url').notNull(),
    menuTitle: localized('menu_title'),
    metaDescription: localized('meta_description'),
    showInMenu: boolean('show_in_menu').notNull().default(true),
    isHome: boolean('is_home').notNull().default(false),
    isEcommercePage: boolean('is_ecommerce_page').notNull().default(false),
    isCustomHeader: boolean('is_custom_header').notNull().default(false),
    isCustomFooter: boolean('is_custom_footer').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    link: jsonb('link').$type<{
      type: 'INTERNAL' | 'EXTERNAL' | 'JS';
      url: string | null;
      jsCode: string | null;
    } | null>(),
    cms: jsonb('cms').$type<{ isCmsPage: boolean; route: string | null } | null>(),
    blocks: jsonb('blocks').$type<PageBlock[]>().notNull().default([]),
    /** Storage path of the image shown when the page is shared (null: the site's own). */
    socialImage: text('social_image'),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.parentId], foreignColumns: [t.siteId, t.id] }).onDelete('cascade'),
    uniqueIndex('pages_site_url_fr_key').on(t.siteId, sql`(${t.url}->>'fr_FR')`),
    uniqueIndex('pages_site_url_en_key').on(t.siteId, sql`(${t.url}->>'en')`),
  ],
);

/** Generic lists addressed by route: `logo-footer`, `link-footer`, and the lists later areas add. */
export const elements = pgTable(
  'elements',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    route: text('route').notNull(),
    position: integer('position').notNull().default(0),
    title: localized('title').notNull(),
    description: localized('description'),
    /** A site path or an absolute URL, per language. */
    url: localized('url'),
    image: text('image'),
    alt: localized('alt'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    isPublished: boolean('is_published').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.route, t.position)],
);

export const news = pgTable(
  'news',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    slug: text('slug').notNull(),
    title: localized('title').notNull(),
    summary: localized('summary'),
    content: localized('content'),
    image: text('image'),
    url: text('url'),
    promoted: boolean('promoted').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    unique().on(t.siteId, t.slug),
    index().on(t.siteId, t.publishedAt),
  ],
);

export const addressTypes = pgTable(
  'address_types',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    code: text('code').notNull(),
    label: localized('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.code)],
);

export const companyAddresses = pgTable(
  'company_addresses',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    addressPart2: text('address_part2'),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    countryAlpha2: text('country_alpha2').notNull().default('FR'),
    phone: text('phone'),
    email: text('email'),
    latitude: text('latitude'),
    longitude: text('longitude'),
    openingHours: localized('opening_hours'),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] })],
);

export const companyAddressTypes = pgTable(
  'company_address_types',
  {
    siteId: siteId(),
    addressId: integer('address_id').notNull(),
    typeId: integer('type_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.addressId, t.typeId] }),
    foreignKey({
      columns: [t.siteId, t.addressId],
      foreignColumns: [companyAddresses.siteId, companyAddresses.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.siteId, t.typeId], foreignColumns: [addressTypes.siteId, addressTypes.id] }).onDelete(
      'cascade',
    ),
  ],
);

/** Variation definitions (fabric, colour, size…) products choose from (SPEC §3, up to three per product). */
export const variations = pgTable(
  'variations',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    code: text('code').notNull(),
    label: localized('label').notNull(),
    displayLabel: localized('display_label'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.code)],
);

export const variationValues = pgTable(
  'variation_values',
  {
    siteId: siteId(),
    id: rowId(),
    variationId: integer('variation_id').notNull(),
    value: localized('value').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.id] }),
    foreignKey({ columns: [t.siteId, t.variationId], foreignColumns: [variations.siteId, variations.id] }).onDelete(
      'cascade',
    ),
  ],
);
