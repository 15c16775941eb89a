import { data } from 'react-router';
import { orderIdOfAccessToken, type OrderStatus } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { PRIVATE_HEADERS, requireUser } from '../account/account-calls.server.ts';
import { rowIdOf, type MissingReturn, type OrderScope } from './order-paths.ts';

/** The route params of an order's pages: `id` in the account, `token` on a guest's mailed link. */
export interface OrderParams {
  id?: string | undefined;
  token?: string | undefined;
}

/** The page's 404: an order that is not the visitor's (or none), a forged or expired link. The API says no more. */
export function orderNotFound(): never {
  throw data(null, { status: 404, headers: PRIVATE_HEADERS });
}

/** A return that is not one of this order's (the order is): the error page says so and links to the order. */
export function returnNotFound(orderUrl: string): never {
  throw data({ missing: 'return', orderUrl } satisfies MissingReturn, { status: 404, headers: PRIVATE_HEADERS });
}

/**
 * Who opens the order's page: on a mailed link, the link's order (the API checks the signature and the expiry at
 * each call); in the account, a logged visitor (the others log in first and come back) and the URL's order.
 */
export async function orderScopeOf(api: ApiClient, request: Request, params: OrderParams): Promise<OrderScope> {
  if (params.token !== undefined) {
    const idOrder = orderIdOfAccessToken(params.token);
    if (idOrder === null) orderNotFound();
    return { kind: 'link', idOrder, token: params.token };
  }
  await requireUser(api, request);
  const idOrder = rowIdOf(params.id);
  if (idOrder === null) orderNotFound();
  return { kind: 'member', idOrder };
}

/**
 * The HTTP status of a failed API call. Not `instanceof ApiError`: the server's client (server.ts) and the built
 * app each have their own copy of the class.
 */
const apiStatusOf = (error: unknown) =>
  error instanceof Error && error.name === 'ApiError' ? (error as { status?: unknown }).status : null;

/**
 * An API call about the order: its 404 (another's order, an expired link) becomes the page's, or what
 * `notFound` throws instead (a return that is not the order's).
 */
export async function orderCall<T>(call: Promise<T>, notFound: () => never = orderNotFound): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (apiStatusOf(error) === 404) notFound();
    throw error;
  }
}

const STATUSES_TTL_MS = 10 * 60_000;
const MAX_KEPT_STATUS_LISTS = 200;
const keptStatuses = new Map<string, { storedAt: number; statuses: Promise<OrderStatus[]> }>();

/**
 * SPEC §4: the order statuses are fetched once and kept, per site (the host names it) and language; a failed
 * fetch is not kept.
 */
export function orderStatuses(api: ApiClient): Promise<OrderStatus[]> {
  const key = `${api.options.headers?.['host'] ?? ''} ${api.options.locale}`;
  const kept = keptStatuses.get(key);
  if (kept && Date.now() - kept.storedAt < STATUSES_TTL_MS) return kept.statuses;
  if (keptStatuses.size >= MAX_KEPT_STATUS_LISTS) keptStatuses.clear();
  const statuses = api.orderStatuses();
  keptStatuses.set(key, { storedAt: Date.now(), statuses });
  statuses.catch(() => keptStatuses.delete(key));
  return statuses;
}
