import { data, type HeadersFunction } from 'react-router';
import type { Route } from './+types/event-cancel';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { cancelRegistration, loadRegistration } from '../features/events/event-data.server.ts';
import { EventCancelView } from '../features/events/EventCancelView.tsx';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** Opening the mailed link shows the registration and changes nothing; the page is the visitor's own. */
export const loader = withPageMessages('routes/event-cancel.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const answer = await loadRegistration(context.get(apiContext), request);
  return data({ answer, layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

/** The button posts the token: the registration is cancelled and its seats freed. */
export async function action({ request, context }: Route.ActionArgs) {
  const answer = await cancelRegistration(context.get(apiContext), await request.formData());
  return data({ answer }, { headers: PRIVATE_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** Issue 17 item 5: the page of the cancellation link of a registration's confirmation mail. */
export default function EventCancelPage({ loaderData, actionData }: Route.ComponentProps) {
  return <EventCancelView answer={actionData?.answer ?? loaderData.answer} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
