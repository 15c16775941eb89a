import { and, eq, sql } from 'drizzle-orm';
import type { PageBlock } from '@atelier/contract';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { SITE_1_SERVICES } from './services-site1.ts';
import { SITE_2_SERVICES } from './services-site2.ts';
import {
  SERVICE_IMAGE_HEIGHT,
  SERVICE_IMAGE_WIDTH,
  type ServiceImageSeed,
  type SiteServicesSeed,
} from './services-types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The sample sites' services and popups (issue 17). */
export const SAMPLE_SERVICES: Record<number, SiteServicesSeed> = { 1: SITE_1_SERVICES, 2: SITE_2_SERVICES };

const storedImage = (image: ServiceImageSeed) => ({
  file: image.file,
  alt: image.alt,
  width: SERVICE_IMAGE_WIDTH,
  height: SERVICE_IMAGE_HEIGHT,
});

/** Writes a popup and adds a `popup` block naming it to the end of its page's blocks. */
async function insertPopup(tx: Tx, siteId: number, popup: SiteServicesSeed['popups'][number]) {
  const [row] = await tx
    .insert(t.popups)
    .values({
      siteId,
      title: popup.title,
      body: popup.body,
      image: popup.image ? storedImage(popup.image) : null,
      linkLabel: popup.link?.label ?? null,
      linkUrl: popup.link?.url ?? null,
      showOnEveryReload: popup.showOnEveryReload,
    })
    .returning({ id: t.popups.id });
  if (!row) throw new Error(`The popup ${popup.title.fr_FR} was not written`);
  const pageWhere = and(eq(t.pages.siteId, siteId), sql`${t.pages.url}->>'fr_FR' = ${popup.pageUrl}`);
  const [page] = await tx.select({ blocks: t.pages.blocks }).from(t.pages).where(pageWhere);
  if (!page) throw new Error(`The page ${popup.pageUrl} of site ${siteId} is missing: its popup has nowhere to open`);
  const block: PageBlock = { type: 'popup', popupId: row.id };
  await tx
    .update(t.pages)
    .set({ blocks: [...page.blocks, block] })
    .where(pageWhere);
}

/**
 * Writes the sample services and popups of a site that has neither yet (in one transaction), so a second start
 * writes nothing and what its owner changed stays as it is. Returns whether it wrote.
 */
export async function seedServices(db: Db, siteId: number, seed = SAMPLE_SERVICES[siteId]): Promise<boolean> {
  if (!seed) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const [service] = await tx
      .select({ id: t.services.id })
      .from(t.services)
      .where(eq(t.services.siteId, siteId))
      .limit(1);
    const [popup] = await tx.select({ id: t.popups.id }).from(t.popups).where(eq(t.popups.siteId, siteId)).limit(1);
    if (service || popup) return false;
    if (seed.services.length > 0) {
      await tx.insert(t.services).values(
        seed.services.map((item, position) => ({
          siteId,
          position,
          slug: item.slug,
          title: item.title,
          summary: item.summary,
          body: item.body,
          icon: item.icon,
          image: storedImage(item.image),
          gallery: item.gallery.map(storedImage),
          tags: item.tags,
        })),
      );
    }
    for (const popup of seed.popups) await insertPopup(tx, siteId, popup);
    return true;
  });
}
