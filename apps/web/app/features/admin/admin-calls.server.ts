import { data } from 'react-router';
import type { User } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import type { ApiError } from '@atelier/contract/api-client';
import type { AdminActionResult } from './use-action-toast.ts';
import { PRIVATE_HEADERS, requireUser } from '../account/account-calls.server.ts';
import { rowIdOf } from '../orders/order-paths.ts';

/** Admin pages are private: never kept by the page cache, a shared proxy or the browser. */
export const ADMIN_HEADERS = PRIVATE_HEADERS;

/** The roles that run a site from /admin (SPEC §1). */
export const isAdmin = (user: Pick<User, 'role'>) => user.role === 'ADMIN' || user.role === 'SUPER_ADMIN';

/**
 * The administrator of the request's site, for the admin pages' loaders: a visitor goes to the login page and
 * comes back (`/auth?redirectTo=/admin…`), a logged customer gets the 403 page.
 */
export async function requireAdminPage(api: ApiClient, request: Request): Promise<User> {
  const user = await requireUser(api, request);
  if (!isAdmin(user)) throw data({ forbidden: true }, { status: 403, headers: ADMIN_HEADERS });
  return user;
}

/**
 * A refusal of the API (4xx). Known by its name, not `instanceof`: the caller that server.ts creates and the one
 * bundled into the pages are two copies of the same module.
 */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof Error && error.name === 'ApiError' && (error as ApiError).status < 500;
}

/**
 * Runs an admin call from a form's action: the key of its success message (`done`), or the API's refusal (already translated, with
 * its errors per field) for the form to show. Anything else (a 500, the network) is thrown to the error page.
 */
export async function adminAction(call: () => Promise<unknown>, done: string): Promise<AdminActionResult> {
  try {
    await call();
    return { ok: true, done };
  } catch (error) {
    if (isRefusal(error)) {
      return { ok: false, message: error.message, errors: error.errors ?? {}, status: error.status };
    }
    throw error;
  }
}

/** The row an admin page shows (its `:id`): the 404 page when the address names none. */
export function adminRowId(params: { id?: string }): number {
  const id = rowIdOf(params.id);
  if (id === null) throw data('Not found', { status: 404, headers: ADMIN_HEADERS });
  return id;
}

/** The same for an editor that also writes a new row (`…/new` has no `:id`): null there. */
export function adminRowIdOrNew(params: { id?: string }): number | null {
  return params.id === undefined ? null : adminRowId(params);
}
