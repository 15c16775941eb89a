import { eq } from 'drizzle-orm';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import type { AlbumSeed } from './album-types.ts';
import { SITE_1_ALBUMS } from './albums-site1.ts';
import { SITE_2_ALBUMS } from './albums-site2.ts';

/** The sample sites' albums (issue 17): three for the workshop (one with a video), one for the estate. */
export const SAMPLE_ALBUMS: Record<number, AlbumSeed[]> = { 1: SITE_1_ALBUMS, 2: SITE_2_ALBUMS };

/**
 * Writes the sample albums of a site that has none yet (in one transaction), so a second start writes nothing
 * and albums their owner changed stay as they are. Returns whether it wrote.
 */
export async function seedAlbums(db: Db, siteId: number, albums = SAMPLE_ALBUMS[siteId]): Promise<boolean> {
  if (!albums?.length) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx.select({ id: t.albums.id }).from(t.albums).where(eq(t.albums.siteId, siteId)).limit(1);
    if (existing.length > 0) return false;
    await tx.insert(t.albums).values(
      albums.map((album, position) => ({
        siteId,
        position,
        slug: album.slug,
        title: album.title,
        description: album.description,
        media: album.media,
      })),
    );
    return true;
  });
}
