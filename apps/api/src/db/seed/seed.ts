import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { LEGAL_TEXT_KEYS, PARAMETER_CATALOG, type LegalTextKey } from '@atelier/contract';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { importSiteFiles } from '../../storage/site-files.ts';
import { LEGAL_TEXTS } from './legal-texts.ts';
import { firstLegalVersions } from './seed-legal.ts';
import { SAMPLE_SITES } from './sample-sites.ts';
import { seedBlog } from './seed-blog.ts';
import { seedReviews } from './seed-reviews.ts';
import { seedForms } from './seed-forms.ts';
import { seedEvents } from './seed-events.ts';
import { seedAlbums } from './seed-albums.ts';
import { seedCatalogue } from './seed-catalogue.ts';
import { seedDelivery } from './seed-delivery.ts';
import { seedDiscounts } from './seed-discounts.ts';
import { seedNewsletter } from './seed-newsletter.ts';
import { seedOrderBacks } from './seed-order-backs.ts';
import { seedProductionStages } from './seed-made-to-measure.ts';
import { seedServices } from './seed-services.ts';
import type { PageSeed, SiteSeed } from './seed-types.ts';

export const SEED_ASSETS_DIR = fileURLToPath(new URL('../../../seed-assets', import.meta.url));

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Catalogue defaults, then the legal texts, then the site's own values; translatable ones get their English. */
export function parameterRows(site: SiteSeed) {
  const legalKeys = new Set<string>(LEGAL_TEXT_KEYS);
  return PARAMETER_CATALOG.map((definition) => {
    let value: string | null = definition.defaultValue;
    let en: string | undefined;
    if (legalKeys.has(definition.type)) {
      const text = LEGAL_TEXTS[definition.type as LegalTextKey];
      value = text.fr_FR;
      en = text.en;
    }
    const override = site.parameters[definition.type];
    if (override !== undefined) {
      if (override !== null && typeof override === 'object') {
        value = override.fr_FR;
        en = override.en;
      } else value = override;
    }
    return {
      siteId: site.id,
      type: definition.type,
      kind: definition.kind,
      label: definition.label,
      value,
      translations: en === undefined ? {} : { en },
    };
  });
}

async function insertPages(tx: Tx, siteId: number, pages: PageSeed[], parentId: number | null) {
  for (const [position, page] of pages.entries()) {
    const [row] = await tx
      .insert(t.pages)
      .values({
        siteId,
        parentId,
        position,
        type: page.type,
        layout: page.layout,
        title: page.title,
        url: page.url,
        menuTitle: page.menuTitle ?? null,
        metaDescription: page.metaDescription ?? null,
        showInMenu: page.showInMenu,
        isHome: page.isHome ?? false,
        isEcommercePage: page.isEcommercePage ?? false,
        link: page.link ?? null,
        cms: page.cms ?? null,
        blocks: page.blocks,
      })
      .returning({ id: t.pages.id });
    if (page.children?.length && row) await insertPages(tx, siteId, page.children, row.id);
  }
}

async function insertSite(tx: Tx, site: SiteSeed) {
  const siteId = site.id;
  await tx.insert(t.sites).values({ id: siteId, name: site.name });
  await tx.insert(t.siteDomains).values(site.domains.map((host) => ({ siteId, host })));
  await tx.insert(t.siteInfo).values({ siteId, ...site.info });
  await tx.insert(t.languages).values(site.languages.map((language, position) => ({ siteId, position, ...language })));
  const parameters = parameterRows(site);
  await tx.insert(t.siteParameters).values(parameters);
  await tx.insert(t.legalTextVersions).values(firstLegalVersions(parameters));
  await tx
    .insert(t.logos)
    .values(site.logos.map((logo) => ({ siteId, type: logo.type, filename: logo.file, alt: logo.alt })));
  await insertPages(tx, siteId, site.pages, null);
  if (site.elements.length > 0) {
    await tx.insert(t.elements).values(
      site.elements.map((element, index) => ({
        siteId,
        route: element.route,
        position: index,
        title: element.title,
        description: element.description ?? null,
        url: element.url ?? null,
        image: element.file ?? null,
        alt: element.alt ?? null,
        data: element.data ?? {},
      })),
    );
  }
  if (site.news.length > 0) {
    await tx.insert(t.news).values(
      site.news.map((item) => ({
        siteId,
        slug: item.slug,
        title: item.title,
        summary: item.summary,
        content: item.content,
        image: item.file ?? null,
        promoted: item.promoted,
        publishedAt: new Date(item.publishedAt),
      })),
    );
  }
  const types = site.addressTypes.length
    ? await tx
        .insert(t.addressTypes)
        .values(site.addressTypes.map((type) => ({ siteId, ...type })))
        .returning()
    : [];
  for (const [position, address] of site.companyAddresses.entries()) {
    const { types: codes, ...fields } = address;
    const [row] = await tx
      .insert(t.companyAddresses)
      .values({ siteId, position, ...fields })
      .returning({ id: t.companyAddresses.id });
    const typeIds = types.filter((type) => codes.includes(type.code)).map((type) => type.id);
    if (row && typeIds.length > 0) {
      await tx.insert(t.companyAddressTypes).values(typeIds.map((typeId) => ({ siteId, addressId: row.id, typeId })));
    }
  }
  for (const [position, variation] of site.variations.entries()) {
    const [row] = await tx
      .insert(t.variations)
      .values({
        siteId,
        position,
        code: variation.code,
        label: variation.label,
        displayLabel: variation.displayLabel ?? null,
      })
      .returning({ id: t.variations.id });
    if (row && variation.values.length > 0) {
      await tx
        .insert(t.variationValues)
        .values(variation.values.map((value, index) => ({ siteId, variationId: row.id, value, position: index })));
    }
  }
  if (site.externalApps.length > 0)
    await tx.insert(t.externalAppConfigs).values(site.externalApps.map((app) => ({ siteId, ...app })));
  if (site.components.length > 0)
    await tx.insert(t.componentConfs).values(site.components.map((component) => ({ siteId, ...component })));
}

/**
 * Writes each sample site that is not in the database yet, each in one transaction, so a second start
 * seeds nothing and a half-written site never stays. Copies the sites' files into the file store (DATA_DIR or
 * the S3 bucket) every time (existing files are kept), so a database kept on PostgreSQL still finds its files
 * after DATA_DIR is cleared or a bucket is set. Returns the ids of the sites written.
 */
export async function seedSampleSites(db: Db, files: FileStore, sites: SiteSeed[] = SAMPLE_SITES): Promise<number[]> {
  const written: number[] = [];
  for (const site of sites) {
    const inserted = await db.transaction(async (tx) => {
      const existing = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, site.id));
      if (existing.length > 0) return false;
      await insertSite(tx, site);
      return true;
    });
    if (inserted) written.push(site.id);
    await seedCatalogue(db, site.id);
    await seedDelivery(db, site.id);
    await seedDiscounts(db, site.id);
    await seedNewsletter(db, site.id);
    await seedBlog(db, site.id);
    await seedReviews(db, site.id);
    await seedForms(db, site.id);
    await seedServices(db, site.id);
    await seedEvents(db, site.id);
    await seedAlbums(db, site.id);
    await seedOrderBacks(db, site.id);
    await seedProductionStages(db, site.id);
    await importSiteFiles(files, site.id, path.join(SEED_ASSETS_DIR, `site-${site.id}`));
  }
  return written;
}
