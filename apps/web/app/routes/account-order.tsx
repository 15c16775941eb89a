import { data, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/account-order';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { OrderDetailView } from '../features/orders/OrderDetailView.tsx';
import { OrderErrorBoundary } from '../features/orders/OrderErrorBoundary.tsx';
import { accessOf, accessQuery } from '../features/orders/order-paths.ts';
import { orderCall, orderScopeOf, type OrderParams } from '../features/orders/order-calls.server.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/**
 * SPEC §2 /account/orders/{id} for the logged owner, and /order/follow/{token} for whoever holds the signed link of
 * the confirmation mail (issue 7 item 1): the same page, the link's token carried to the API and the other pages.
 */
export const loader = withPageMessages(
  'routes/account-order.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const scope = await orderScopeOf(api, request, params as OrderParams);
    const access = accessOf(scope);
    const [order, withdrawal, returnability, backs] = await orderCall(
      Promise.all([
        api.order({ params: { id: scope.idOrder }, query: accessQuery(access) }),
        api.withdrawalEligibility({ params: { id: scope.idOrder }, query: accessQuery(access) }),
        api.orderReturnability({ params: { id: scope.idOrder }, query: accessQuery(access) }),
        api.orderBacks({ query: { order: scope.idOrder, ...accessQuery(access) } }),
      ]),
    );
    return data(
      { layout: 'default' as const, scope, order, withdrawal, returnability, backs },
      { headers: PRIVATE_HEADERS },
    );
  },
);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function AccountOrderPage() {
  const page = useLoaderData<typeof loader>();
  return <OrderDetailView {...page} />;
}

export const ErrorBoundary = OrderErrorBoundary;
