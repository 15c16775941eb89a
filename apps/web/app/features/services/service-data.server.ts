import { data } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import type { Popup, ResolvedPageBlock, ServiceDetail } from '@atelier/contract';
import type { ServiceCardData } from '../blocks/block-page-data.ts';
import { canonicalRedirect } from '../product/product-urls.ts';
import { servicesKey } from './services-key.ts';

const notFound = () => data(null, { status: 404 });

/** The HTTP status of a failed API call (not `instanceof`: the server and the built app each have the class). */
function apiStatusOf(error: unknown): number | null {
  const status = error instanceof Error && error.name === 'ApiError' ? (error as { status?: unknown }).status : null;
  return typeof status === 'number' ? status : null;
}

/**
 * A service's page (`/prestations/{slug}/{id}`, `/en/services/{slug}/{id}`): an id the API does not know gives
 * the 404 page; a wrong slug is sent to the service's address (301), the query kept.
 */
export async function loadService(api: ApiClient, request: Request, id: string | undefined): Promise<ServiceDetail> {
  if (!id || !/^[1-9][0-9]{0,9}$/.test(id)) throw notFound();
  let service: ServiceDetail;
  try {
    service = await api.service({ params: { id: Number(id) } });
  } catch (error) {
    const status = apiStatusOf(error);
    if (status === 404 || status === 400) throw notFound();
    throw error;
  }
  const moved = canonicalRedirect(request, service.url);
  if (moved) throw moved;
  return service;
}

type ServicesBlock = Extract<ResolvedPageBlock, { type: 'services' }>;
const readsServices = (block: ResolvedPageBlock): block is ServicesBlock =>
  block.type === 'services' && Array.isArray(block.tags);

/**
 * The services of a page's services blocks that read them by tags (GET /service?tag=…, one call per set of
 * tags), as their cards show them, keyed by `servicesKey`; none when the page has no such block. A failing call
 * leaves its blocks empty (they draw nothing) and is logged: the rest of the page still shows.
 */
export async function servicesOfBlocks(
  api: ApiClient,
  blocks: ResolvedPageBlock[],
): Promise<Record<string, ServiceCardData[]> | undefined> {
  const keys = [...new Set(blocks.filter(readsServices).map((block) => servicesKey(block.tags ?? [])))];
  if (keys.length === 0) return undefined;
  const lists = await Promise.all(
    keys.map(async (key) => {
      try {
        const list = await api.services({ query: key ? { tag: key } : {} });
        const cards = list.services.map(({ id, title, summary, icon, url }) => ({ id, title, summary, icon, url }));
        return [key, cards] as const;
      } catch (error) {
        console.error(`The services tagged "${key}" of a services block could not be loaded`, error);
        return [key, []] as const;
      }
    }),
  );
  return Object.fromEntries(lists);
}

/**
 * The popup a page opens (its first popup block), or none. A popup that is gone (404) or a failing call
 * leaves the page without it, logged: a popup is never worth a broken page.
 */
export async function popupOfBlocks(api: ApiClient, blocks: ResolvedPageBlock[]): Promise<Popup | undefined> {
  const block = blocks.find((item): item is Extract<ResolvedPageBlock, { type: 'popup' }> => item.type === 'popup');
  if (!block) return undefined;
  try {
    return await api.popup({ params: { id: block.popupId } });
  } catch (error) {
    if (apiStatusOf(error) !== 404) console.error(`The popup ${block.popupId} of a page could not be loaded`, error);
    return undefined;
  }
}
