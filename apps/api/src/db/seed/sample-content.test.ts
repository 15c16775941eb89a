import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { LocalizedText, PageBlock } from '@atelier/contract';
import * as t from '../schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';

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
