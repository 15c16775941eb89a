import { data, type HeadersFunction } from 'react-router';
import type { Route } from './+types/newsletter-unsubscribe';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { unsubscribe } from '../features/newsletter/newsletter-actions.server.ts';
import { NewsletterLinkPage } from '../features/newsletter/NewsletterLinkPage.tsx';
import { apiContext } from '../features/site/api-context.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** The token is only checked when the button is pressed: the API says then whether it is genuine. */
export const loader = withPageMessages('routes/newsletter-unsubscribe.tsx', () => {
  return data({ layout: 'default' as const }, { headers: PRIVATE_HEADERS });
});

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has('cache-control') ? actionHeaders : loaderHeaders;

/** The button posts here; the token is the URL's. */
export async function action({ params, context }: Route.ActionArgs) {
  return unsubscribe(context.get(apiContext), params.token);
}

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** Issue 5: the one-click unsubscribe link of every newsletter mail (one list; saying it twice is no error). */
export default function NewsletterUnsubscribePage() {
  return <NewsletterLinkPage kind="unsubscribe" />;
}

export const ErrorBoundary = GeneralErrorBoundary;
