import { and, asc, eq, getTableColumns, getTableName, inArray, max, ne, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { LEGAL_TEXT_KEYS } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { firstLegalVersions } from '../../db/seed/seed-legal.ts';
import {
  addressTypes,
  componentConfs,
  elements,
  languages,
  legalTextVersions,
  logos,
  pages,
  productionStages,
  siteDomains,
  siteInfo,
  siteParameters,
  sites,
} from '../../db/schema/index.ts';

/**
 * The sites themselves (issue 18 item 7). Unlike every other repository these queries are not scoped by the
 * request's site: the sites are the super administrators' business, and the routes check that role first.
 */

export interface SiteRow {
  id: number;
  name: string;
  hosts: string[];
  defaultLanguage: string | null;
  isECommerce: boolean;
}

export async function findSites(db: Db, id?: number): Promise<SiteRow[]> {
  const [siteRows, domainRows, infoRows, languageRows] = await Promise.all([
    db
      .select({ id: sites.id, name: sites.name })
      .from(sites)
      .where(id === undefined ? undefined : eq(sites.id, id))
      .orderBy(asc(sites.id)),
    db
      .select()
      .from(siteDomains)
      .where(id === undefined ? undefined : eq(siteDomains.siteId, id)),
    db
      .select({ siteId: siteInfo.siteId, isECommerce: siteInfo.isECommerce })
      .from(siteInfo)
      .where(id === undefined ? undefined : eq(siteInfo.siteId, id)),
    db
      .select({ siteId: languages.siteId, code: languages.code })
      .from(languages)
      .where(and(eq(languages.isDefault, true), id === undefined ? undefined : eq(languages.siteId, id))),
  ]);
  return siteRows.map((site) => ({
    ...site,
    // The first host given stays first: it is the one links and the switch use.
    hosts: domainRows.filter((row) => row.siteId === site.id).map((row) => row.host),
    defaultLanguage: languageRows.find((row) => row.siteId === site.id)?.code ?? null,
    isECommerce: infoRows.find((row) => row.siteId === site.id)?.isECommerce ?? false,
  }));
}

/** The host names among `hosts` that another site than `exceptSiteId` already answers on. */
export async function takenHosts(db: Db, hosts: string[], exceptSiteId?: number): Promise<string[]> {
  const rows = await db
    .select({ host: siteDomains.host })
    .from(siteDomains)
    .where(
      and(
        inArray(siteDomains.host, hosts),
        exceptSiteId === undefined ? undefined : ne(siteDomains.siteId, exceptSiteId),
      ),
    );
  return rows.map((row) => row.host);
}

/** The next free site id, the table locked until the transaction ends so that two creations do not race. */
export async function nextSiteId(db: Db): Promise<number> {
  await db.execute(sql`LOCK TABLE ${sites} IN SHARE ROW EXCLUSIVE MODE`);
  const [row] = await db.select({ last: max(sites.id) }).from(sites);
  return (row?.last ?? 0) + 1;
}

export async function insertSite(db: Db, id: number, name: string) {
  await db.insert(sites).values({ id, name });
}

export async function updateSiteName(db: Db, id: number, name: string) {
  await db.update(sites).set({ name }).where(eq(sites.id, id));
}

/** Sets a site's host names in the order given (the old ones go, the first given first). */
export async function replaceHosts(db: Db, siteId: number, hosts: string[]) {
  await db.delete(siteDomains).where(eq(siteDomains.siteId, siteId));
  await db.insert(siteDomains).values(hosts.map((host) => ({ siteId, host })));
}

export async function setECommerce(db: Db, siteId: number, isECommerce: boolean) {
  await db.update(siteInfo).set({ isECommerce, updatedAt: new Date() }).where(eq(siteInfo.siteId, siteId));
}

/**
 * What a new site takes from its template: its languages, parameters, look (site info: theme, fonts), logos,
 * component settings, address types, pages with their blocks, footer elements and the production stages of its
 * made-to-measure jobs (issue 19). Never its products, orders,
 * customers, news, blog, forms or any other content a site writes itself.
 */
const COPIED: { table: PgTable; where?: SQL }[] = [
  { table: languages },
  { table: siteParameters },
  { table: siteInfo },
  { table: logos },
  { table: componentConfs },
  { table: addressTypes },
  { table: pages },
  { table: elements, where: inArray(elements.route, ['logo-footer', 'link-footer']) },
  { table: productionStages },
];

/**
 * Copies the template's rows into the new site, ids kept (keys are `(site_id, id)`, so a page's parent and the
 * rows' links stay right), one INSERT … SELECT per table; returns the copied rows as JSON text, where the files
 * they point to are named.
 */
export async function copyTemplateRows(db: Db, templateId: number, siteId: number): Promise<string> {
  const texts: string[] = [];
  for (const { table, where } of COPIED) {
    const columns = Object.values(getTableColumns(table)).map((column) => column.name);
    const names = sql.raw(columns.map((name) => `"${name}"`).join(', '));
    const values = sql.join(
      columns.map((name) => (name === 'site_id' ? sql`${siteId}::int` : sql.raw(`"${name}"`))),
      sql`, `,
    );
    const filter = where ? sql` AND ${where}` : sql``;
    const inserted = await db.execute(
      sql`INSERT INTO ${table} (${names}) OVERRIDING SYSTEM VALUE SELECT ${values} FROM ${table}
          WHERE site_id = ${templateId}::int${filter} RETURNING row_to_json(${sql.raw(`"${getTableName(table)}"`)}.*) AS row`,
    );
    texts.push(JSON.stringify((inserted as unknown as { rows: { row: unknown }[] }).rows));
  }
  return texts.join('\n');
}

/**
 * The first version of each of the new site's legal texts (issue 18 item 5), as the seed writes them: an order
 * placed on the new site then records the sale terms it was shown.
 */
export async function recordFirstLegalVersions(db: Db, siteId: number) {
  const parameters = await db
    .select({
      siteId: siteParameters.siteId,
      type: siteParameters.type,
      value: siteParameters.value,
      translations: siteParameters.translations,
    })
    .from(siteParameters)
    .where(and(eq(siteParameters.siteId, siteId), inArray(siteParameters.type, [...LEGAL_TEXT_KEYS])));
  const versions = firstLegalVersions(parameters);
  if (versions.length > 0) await db.insert(legalTextVersions).values(versions);
}

/** The new site's own name where its parameters and look say it. */
export async function nameNewSite(
  db: Db,
  siteId: number,
  values: { name: string; defaultLanguage: string; isECommerce: boolean; host: string },
) {
  await db
    .update(siteParameters)
    .set({ value: values.name, translations: {}, updatedAt: new Date() })
    .where(and(eq(siteParameters.siteId, siteId), inArray(siteParameters.type, NAME_PARAMETERS)));
  // The template company's identity is not the new site's: it is filled in by the new site's administrators.
  await db
    .update(siteParameters)
    .set({ value: null, translations: {}, updatedAt: new Date() })
    .where(and(eq(siteParameters.siteId, siteId), inArray(siteParameters.type, IDENTITY_PARAMETERS)));
  await db
    .update(siteInfo)
    .set({
      isECommerce: values.isECommerce,
      prodUrl: `https://${values.host}`,
      devUrl: `http://${values.host}`,
      updatedAt: new Date(),
    })
    .where(eq(siteInfo.siteId, siteId));
  await db
    .update(languages)
    .set({ isDefault: sql`${languages.code} = ${values.defaultLanguage}`, isValid: true })
    .where(eq(languages.siteId, siteId));
}

const NAME_PARAMETERS = ['COMPANY_NAME', 'LEGAL_COMPANY_NAME', 'SEND_MAIL_AS_NAME'];
const IDENTITY_PARAMETERS = [
  'CORPORATE_FORM',
  'SHARE_CAPITAL',
  'SIRET_NUMBER',
  'RCS_NUMBER',
  'RM_NUMBER',
  'HEAD_OFFICE',
  'COMPANY_EMAIL',
  'COMPANY_PHONE',
  'INTRACO_VAT',
];

export async function languageCodes(db: Db, siteId: number): Promise<string[]> {
  const rows = await db.select({ code: languages.code }).from(languages).where(eq(languages.siteId, siteId));
  return rows.map((row) => row.code);
}
