import { data, redirect, redirectDocument } from 'react-router';
import type { User } from '@atelier/contract';
import type { EndpointArgs, EndpointData, EndpointDeclaration } from '@atelier/contract';
import { endpoints } from '@atelier/contract';
import type { ApiClient } from '@atelier/contract/api-client';
import { localeFromPath, localizePath } from '../i18n/locale.ts';
import { safeRedirectPath } from './redirect-path.ts';

/** Account pages are a visitor's own: never kept by the page cache, a shared proxy or the browser. */
export const PRIVATE_HEADERS = { 'cache-control': 'private, no-store' };

/** An account call's outcome: the data, or the server's message and its errors per field (already translated). */
export type AccountAnswer<T> =
  | { ok: true; data: T; setCookies: string[] }
  | { ok: false; status: number; message: string; errors: Record<string, string> };

/**
 * The `set-cookie` values of an API answer. The in-process fetch of server.ts joins repeated headers with
 * ', ': split them again where a new `name=` starts (an Expires date's comma is followed by a digit).
 */
export function setCookiesOf(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .flatMap((value) => value.split(/,\s*(?=[^;,=\s]+=)/))
    .filter(Boolean);
}

/**
 * Calls an account endpoint and reshapes its answer: the data with the session cookies it set, or the server's
 * message and its errors per field (already translated); a failure without an envelope is thrown.
 */
export async function callAccount<E extends EndpointDeclaration>(
  api: ApiClient,
  declaration: E,
  ...args: EndpointArgs<E>
): Promise<AccountAnswer<EndpointData<E>>> {
  const response = await api.send(declaration, ...args);
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: EndpointData<E>;
    message?: string | null;
    errors?: Record<string, string>;
  } | null;
  if (response.ok && envelope?.success) {
    return { ok: true, data: envelope.data as EndpointData<E>, setCookies: setCookiesOf(response) };
  }
  if (!envelope || response.status >= 500)
    throw new Error(`${declaration.method} /api${declaration.path} answered ${response.status}`);
  return {
    ok: false,
    status: response.status,
    message: envelope.message ?? `HTTP ${response.status}`,
    errors: envelope.errors ?? {},
  };
}

/** A full page load to `to` carrying the API's cookies: the whole page (header included) sees the new session. */
export function redirectWithCookies(to: string, setCookies: string[]) {
  const headers = new Headers(PRIVATE_HEADERS);
  for (const cookie of setCookies) headers.append('set-cookie', cookie);
  return redirectDocument(to, { headers });
}

/**
 * The logged user, for the loaders of /account/*: a visitor without a session goes to the login page,
 * and comes back to the page asked for after logging in (issue 5 item 4).
 */
export async function requireUser(api: ApiClient, request: Request): Promise<User> {
  const answer = await callAccount(api, endpoints.user);
  if (answer.ok) return answer.data;
  if (answer.status !== 401) throw data(answer.message, { status: answer.status });
  const url = new URL(request.url);
  const back = safeRedirectPath(url.pathname + url.search, '/');
  const login = localizePath('/auth', localeFromPath(url.pathname));
  throw redirect(`${login}?redirectTo=${encodeURIComponent(back)}`, { headers: PRIVATE_HEADERS });
}
