import { redirect } from 'react-router';
import type { ApiClient } from '@atelier/contract/api-client';
import { pagePathOf } from '../pages/request-path.ts';

/**
 * SPEC §4: a page opened with `?from=` (a campaign's or a partner's link) logs a visit (GET /site/visit/{from}),
 * then reloads without the query. Done on the server so it works without JavaScript; throws the redirect.
 */
export async function recordVisitAndRedirect(api: ApiClient, request: Request): Promise<void> {
  const url = new URL(request.url);
  const from = url.searchParams.get('from');
  if (from === null) return;
  if (from.trim()) {
    try {
      await api.recordVisit({ params: { from: from.trim().slice(0, 100) } });
    } catch (error) {
      // A visit that could not be counted must not keep the visitor from the page.
      console.error(`visit from '${from}' not recorded: ${(error as Error).message}`);
    }
  }
  url.searchParams.delete('from');
  url.searchParams.delete('_routes');
  throw redirect(pagePathOf(request) + url.search);
}
