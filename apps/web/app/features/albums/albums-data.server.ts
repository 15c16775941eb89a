import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { Album, AlbumSummary, List, ResolvedPageBlock } from '@atelier/contract';
import { pageCount, pageOf } from '../blog/blog-target.ts';
import { canonicalRedirect } from '../product/product-urls.ts';

/** SPEC §9: albums, 100 a page (the API's default for the album list). */
export const ALBUMS_PAGE_SIZE = 100;

const notFound = () => data(null, { status: 404 });

/** The HTTP status of a failed API call (not `instanceof`: the server and the built app each have the class). */
function apiStatusOf(error: unknown): number | null {
  const status = error instanceof Error && error.name === 'ApiError' ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/** A page of the albums, in their order; a page that is not a number or past the last one gives the 404 page. */
export async function loadAlbumList(
  api: ApiClient,
  request: Request,
): Promise<{ albums: List<AlbumSummary>; page: number; pages: number }> {
  const page = pageOf(new URL(request.url).searchParams);
  if (page === null) throw notFound();
  const albums = await api.albums({ query: page > 1 ? { page } : {} });
  const pages = pageCount(albums.total, ALBUMS_PAGE_SIZE);
  if (page > pages) throw notFound();
  return { albums, page, pages };
}

/** An album of the site, or null when the API does not know it (another site's, unpublished, unknown). */
async function albumOrNull(api: ApiClient, id: number): Promise<Album | null> {
  try {
    return await api.album({ params: { id } });
  } catch (error) {
    const status = apiStatusOf(error);
    if (status === 404 || status === 400) return null;
    throw error;
  }
}

/**
 * One album's page: a malformed or unknown id gives the 404 page; a wrong slug is sent to the album's address
 * in the page's language (301), the query kept.
 */
export async function loadAlbum(api: ApiClient, request: Request, id: string | undefined): Promise<Album> {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
  const album = await albumOrNull(api, Number(id));
  if (!album) throw notFound();
  const moved = canonicalRedirect(request, album.url);
  if (moved) throw moved;
  return album;
}

/**
 * The albums a page's album blocks show, read side by side; none without such a block. An album that is gone
 * is left out (its block draws nothing) and a failing call is logged, so the page still renders.
 */
export async function albumsOfBlocks(api: ApiClient, blocks: ResolvedPageBlock[]): Promise<Album[] | undefined> {
  const ids = [...new Set(blocks.flatMap((block) => (block.type === 'album' ? [block.albumId] : [])))];
  if (ids.length === 0) return undefined;
  try {
    const albums = await Promise.all(ids.map((id) => albumOrNull(api, id)));
    return albums.filter((album): album is Album => album !== null);
  } catch (error) {
    console.error('The albums of an album block could not be loaded', error);
    return undefined;
  }
}
