import { describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedText, PageBlock } from '@atelier/contract';
import * as t from '../schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { PRODUCTION_STAGES, seedProductionStages } from './seed-made-to-measure.ts';

/**
 * Issue 17 item 11: the sample content of the workshop (site 1), and a smaller set of the winemaker's own (site 2),
 * as the seed writes it: news, blog articles in folders, albums (one with a video), the quote form on the
 * furniture and contact pages, workshops with seats, services, a popup, reviews.
 */
const app = useTestApp();

async function contentOf(siteId: number) {
  const db = app.database.db;
  const where = (table: { siteId: AnyPgColumn }) => eq(table.siteId, siteId);
  const [news, folders, articles, albums, forms, pages, events, services, popups, reviews] = await Promise.all([
    db.select().from(t.news).where(where(t.news)),
    db.select().from(t.blogFolders).where(where(t.blogFolders)),
    db.select().from(t.blogArticles).where(where(t.blogArticles)),
    db.select().from(t.albums).where(where(t.albums)),
    db.select().from(t.forms).where(where(t.forms)),
    db.select().from(t.pages).where(where(t.pages)),
    db.select().from(t.events).where(where(t.events)),
    db.select().from(t.services).where(where(t.services)),
    db.select().from(t.popups).where(where(t.popups)),
    db.select().from(t.reviews).where(where(t.reviews)),
  ]);
  return { news, folders, articles, albums, forms, pages, events, services, popups, reviews };
}

const isVideo = (file: string) => /\.(mp4|m4v|mov|avi|wmv|flv)$/i.test(file);
const formIdsOn = (pages: { url: LocalizedText | null; blocks: PageBlock[] }[], url: string) =>
  pages
    .filter((page) => page.url?.fr_FR === url)
    .flatMap((page) => page.blocks)
    .flatMap((block) => (block.type === 'form' ? [block.formId] : []));

describe('the sample content (issue 17 item 11)', () => {
  it('gives the workshop its news, blog, albums, quote form, workshops, services, popup and reviews', async () => {
    const site = await contentOf(1);
    expect(site.news.length).toBeGreaterThanOrEqual(6);
    expect(site.articles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(site.articles.map((article) => article.folderId)).size).toBeGreaterThanOrEqual(3);
    expect(site.albums).toHaveLength(3);
    expect(site.albums.filter((album) => album.media.some((media) => isVideo(media.file)))).not.toHaveLength(0);
    const quote = site.forms.find((form) => form.fields.some((field) => field.type === 'file'));
    expect(quote, 'a quote form with a photo upload').toBeDefined();
    expect(formIdsOn(site.pages, 'mobilier-sur-mesure-vendee')).toContain(quote!.id);
    expect(formIdsOn(site.pages, 'contact-tapissier-vendee')).toContain(quote!.id);
    expect(site.events).toHaveLength(3);
    for (const event of site.events) expect(event.capacity).toBeGreaterThan(0);
    expect(site.services.length).toBeGreaterThanOrEqual(4);
    expect(site.popups.length).toBeGreaterThanOrEqual(1);
    expect(site.reviews.length).toBeGreaterThanOrEqual(8);
  });

  it('gives the winemaker a smaller set of its own, in both languages', async () => {
    const site = await contentOf(2);
    for (const rows of [site.news, site.articles, site.albums, site.forms, site.events, site.services, site.reviews]) {
      expect(rows.length).toBeGreaterThan(0);
    }
    for (const item of [...site.news, ...site.albums, ...site.services, ...site.events]) {
      expect(item.title.fr_FR, 'French title').toBeTruthy();
      expect(item.title.en, 'English title').toBeTruthy();
    }
  });
});

describe('the made-to-measure sample (issue 19 item 7)', () => {
  const db = () => app.database.db;

  it('sells four upholstery fabrics by the metre on site 1, in two or three colours at 35 to 95 € a metre', async () => {
    const [category] = await db()
      .select()
      .from(t.productCategories)
      .where(
        and(
          eq(t.productCategories.siteId, 1),
          sql`${t.productCategories.slug}->>'fr_FR' = 'tissus-ameublement-au-metre'`,
        ),
      );
    expect(category?.name).toEqual({
      fr_FR: 'Tissus d’ameublement au mètre',
      en: 'Upholstery fabrics by the metre',
    });
    const fabrics = await db()
      .select()
      .from(t.products)
      .where(and(eq(t.products.siteId, 1), eq(t.products.soldByMetre, true)));
    expect(fabrics).toHaveLength(4);
    const links = await db()
      .select()
      .from(t.productCategoryLinks)
      .where(and(eq(t.productCategoryLinks.siteId, 1), eq(t.productCategoryLinks.categoryId, category!.id)));
    expect(links.map((link) => link.productId).sort()).toEqual(fabrics.map((fabric) => fabric.id).sort());
    for (const fabric of fabrics) {
      expect(fabric.price).toBeGreaterThanOrEqual(3500);
      expect(fabric.price).toBeLessThanOrEqual(9500);
      expect(fabric.images.length).toBeGreaterThanOrEqual(2);
      const colours = await db()
        .select()
        .from(t.declinations)
        .where(and(eq(t.declinations.siteId, 1), eq(t.declinations.productId, fabric.id)));
      expect(colours.length, fabric.name.fr_FR).toBeGreaterThanOrEqual(2);
      expect(colours.length, fabric.name.fr_FR).toBeLessThanOrEqual(3);
    }
    const site2 = await db()
      .select({ id: t.products.id })
      .from(t.products)
      .where(and(eq(t.products.siteId, 2), eq(t.products.soldByMetre, true)));
    expect(site2).toEqual([]);
  });

  it('marks a few pieces of furniture made to measure', async () => {
    const pieces = await db()
      .select({ name: t.products.name })
      .from(t.products)
      .where(and(eq(t.products.siteId, 1), eq(t.products.isMadeToMeasure, true)));
    expect(pieces.map((piece) => piece.name.fr_FR).sort()).toEqual([
      'Bergère Louis XV restaurée',
      'Fauteuil crapaud restauré',
      'Tête de lit capitonnée sur mesure',
    ]);
  });

  it('gives each site its production stages, in order and in both languages', async () => {
    const stagesOf = async (siteId: number) =>
      (
        await db()
          .select()
          .from(t.productionStages)
          .where(eq(t.productionStages.siteId, siteId))
          .orderBy(asc(t.productionStages.position))
      ).map((stage) => stage.name);
    expect(await stagesOf(1)).toEqual(PRODUCTION_STAGES[1]);
    expect((await stagesOf(1)).map((name) => name.en)).toEqual([
      'Received at the workshop',
      'Stripping',
      'Webbing and springs',
      'Stuffing',
      'Covering',
      'Finishing',
      'Ready',
    ]);
    expect(await stagesOf(2)).toEqual(PRODUCTION_STAGES[2]);
    // Seeding again leaves them alone.
    expect(await seedProductionStages(db(), 1)).toBe(false);
    expect(await stagesOf(1)).toHaveLength(7);
  });

  it('leads from the furniture and decoration pages to the quote request, in both languages', async () => {
    const { pages } = await contentOf(1);
    for (const url of ['mobilier-sur-mesure-vendee', 'decoration-sur-mesure']) {
      const calls = pages
        .filter((page) => page.url?.fr_FR === url)
        .flatMap((page) => page.blocks)
        .flatMap((block) => (block.type === 'callToAction' ? [block] : []));
      expect(
        calls.map((block) => [block.label, block.url]),
        url,
      ).toContainEqual([
        { fr_FR: 'Demander un devis sur mesure', en: 'Ask for a made-to-measure quote' },
        { fr_FR: '/devis-sur-mesure', en: '/en/made-to-measure-quote' },
      ]);
    }
  });

  it('seeds no made-to-measure job where no demo account is written', async () => {
    const jobs = await db().select({ id: t.madeToMeasureJobs.id }).from(t.madeToMeasureJobs);
    expect(jobs).toEqual([]);
  });
});
