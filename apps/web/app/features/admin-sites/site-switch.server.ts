import { data, redirect } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../admin/admin-calls.server.ts';
import type { AdminActionResult } from '../admin/use-action-toast.ts';
import { localeFromPath, localizePath } from '../i18n/locale.ts';

/**
 * The site switch (issue 18 item 7): the API gives a one-minute ticket for the chosen site, and the browser goes
 * to that site's own host name (same scheme and port as this page) to trade it for a session there
 * (`/admin/switch?ticket=…`). Sessions are per site: the back-office of a site is always on its own host.
 */
export async function switchToSite(
  api: ApiClient,
  request: Request,
  siteId: number,
): Promise<Response | AdminActionResult> {
  let target: { host: string; ticket: string } | undefined;
  const refused = await adminAction(async () => {
    target = await api.adminSwitchSite({ params: { id: siteId } });
  }, 'switched');
  if (!refused.ok || !target) return refused;
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const port = url.port ? `:${url.port}` : '';
  const path = localizePath('/admin/switch', locale);
  return redirect(`${url.protocol}//${target.host}${port}${path}?ticket=${encodeURIComponent(target.ticket)}`);
}

/** The sites' pages are the super administrators' alone: a plain ADMIN gets the back-office's 403 page. */
export async function requireSuperAdminPage(api: ApiClient, request: Request) {
  const user = await requireAdminPage(api, request);
  if (user.role !== 'SUPER_ADMIN') throw data({ forbidden: true }, { status: 403, headers: ADMIN_HEADERS });
  return user;
}
