import { data, type HeadersFunction } from 'react-router';
import type { Route } from './+types/event-page';
import { loadEvent, registerToEvent, seatsOffered } from '../features/events/event-data.server.ts';
import { eventMeta } from '../features/events/event-seo.ts';
import { EventView } from '../features/events/EventView.tsx';
import { localeFromPath } from '../features/i18n/locale.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { pagePathOf } from '../features/pages/request-path.ts';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * One event (`/evenements/{slug}/{id}`, `/en/events/{slug}/{id}`): an unknown id a 404, a wrong slug a 301 to
 * the event's address; a past event keeps its page, registration closed.
 */
export const loader = withPageMessages(
  'routes/event-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const locale = localeFromPath(pagePathOf(request));
    const event = await loadEvent(context.get(apiContext), request, params.id, locale);
    return { event, seatsOffered: seatsOffered(event), languageUrls: event.urls, layout: 'default' as const };
  },
);

/** The registration form posts here; the answer is the visitor's own (never kept by a cache). */
export async function action({ params, request, context }: Route.ActionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  return registerToEvent(context.get(apiContext), id, await request.formData());
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return eventMeta(root, loaderData.event);
};

export default function EventPage({ loaderData }: Route.ComponentProps) {
  return <EventView event={loaderData.event} seatsOffered={loaderData.seatsOffered} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
