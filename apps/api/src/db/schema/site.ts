import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { createdAt, localized, rowId, siteId, updatedAt } from './columns.ts';

export const sites = pgTable('sites', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: createdAt(),
});

/** Host names that resolve to a site when a request carries no idSite header. */
export const siteDomains = pgTable(
  'site_domains',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    host: text('host').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.host] }), unique('site_domains_host_key').on(t.host)],
);

export const languages = pgTable(
  'languages',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    deeplCode: text('deepl_code').notNull(),
    countryAlpha2: text('country_alpha2').notNull(),
    flag: text('flag').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    isValid: boolean('is_valid').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.code)],
);

export const siteParameters = pgTable(
  'site_parameters',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    type: text('type').notNull(),
    kind: text('kind', { enum: ['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK'] }).notNull(),
    label: text('label').notNull(),
    value: text('value'),
    /** Per-language values of translatable parameters (legal texts, labels); `value` is the French one. */
    translations: jsonb('translations').$type<Partial<Record<'en', string>>>().notNull().default({}),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.type)],
);

export interface FontSetting {
  type: 'TITLE' | 'CONTENT' | 'MENU';
  family: string;
  color: string;
  size: string;
  weight: string;
  style: string;
  files: string[];
}

export const siteInfo = pgTable('site_info', {
  siteId: siteId()
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  devUrl: text('dev_url').notNull(),
  prodUrl: text('prod_url').notNull(),
  server: text('server').notNull(),
  isWinemaker: boolean('is_winemaker').notNull().default(false),
  isECommerce: boolean('is_ecommerce').notNull().default(false),
  isBuilding: boolean('is_building').notNull().default(false),
  webp: boolean('webp').notNull().default(true),
  technicalFileModel: text('technical_file_model'),
  dashboardType: text('dashboard_type').notNull().default('STANDARD'),
  fonts: jsonb('fonts').$type<FontSetting[]>().notNull().default([]),
  banner: localized('banner'),
  footerBanner: localized('footer_banner'),
  cssVariables: jsonb('css_variables').$type<Record<string, string>>().notNull().default({}),
  customStripe: jsonb('custom_stripe')
    .$type<{ enabled: boolean; publicKey: string | null }>()
    .notNull()
    .default({ enabled: false, publicKey: null }),
  updatedAt: updatedAt(),
});

export const logos = pgTable(
  'logos',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    type: text('type', {
      enum: ['LOGO', 'LOGO_LIGHT_THEME', 'LOGO_DARK_THEME', 'LOGO_FAVICON', 'LOGO_FOOTER'],
    }).notNull(),
    filename: text('filename').notNull(),
    alt: localized('alt').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), unique().on(t.siteId, t.type)],
);

/** Generic named configurations of front-end components (GET /component/conf/{slug}). */
export const componentConfs = pgTable(
  'component_confs',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    config: jsonb('config').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.slug] })],
);

/** Public part of the configuration of an external application (e.g. PRODUCT_FILE_GENERATOR). */
export const externalAppConfigs = pgTable(
  'external_app_configs',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    app: text('app').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    publicConfig: jsonb('public_config').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.app] })],
);

export const siteVisits = pgTable(
  'site_visits',
  {
    siteId: siteId().references(() => sites.id, { onDelete: 'cascade' }),
    id: rowId(),
    source: text('source').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.id] }), index().on(t.siteId, t.source, t.visitedAt)],
);

/**
 * The seeds this database was brought up to date with (db/setup.ts): a start whose seed (its sources, its sample
 * files, the file store it wrote them to) is recorded here checks nothing more. Not a site's row.
 */
export const seedRuns = pgTable('seed_runs', {
  fingerprint: text('fingerprint').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a font file measures (Capsize's metrics), as the fallback face reads them. */
export interface FontMetrics {
  ascent: number;
  descent: number;
  lineGap: number;
  unitsPerEm: number;
  xWidthAvg: number;
}

/**
 * A font file's metrics by the SHA-256 of its bytes: a WOFF2 file is decoded whole to measure it (~20 ms a font),
 * once, not at each start (issue 21). Not a site's row: the same bytes measure the same for every site.
 */
export const fontMetrics = pgTable('font_metrics', {
  hash: text('hash').primaryKey(),
  metrics: jsonb('metrics').$type<FontMetrics>().notNull(),
});
