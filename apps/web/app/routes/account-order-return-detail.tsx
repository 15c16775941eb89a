import { data, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/account-order-return-detail';
import { PRIVATE_HEADERS } from '../features/account/account-calls.server.ts';
import { OrderErrorBoundary } from '../features/orders/OrderErrorBoundary.tsx';
import { ReturnDetailView } from '../features/orders/ReturnDetailView.tsx';
import { accessOf, accessQuery, orderPath, rowIdOf } from '../features/orders/order-paths.ts';
import { orderCall, orderScopeOf, returnNotFound, type OrderParams } from '../features/orders/order-calls.server.ts';
import { localeFromPath } from '../features/i18n/locale.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** The return (of this order only: another order's return under this URL is not found) and the steps' texts. */
export const loader = withPageMessages(
  'routes/account-order-return-detail.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const scope = await orderScopeOf(api, request, params as OrderParams);
    const orderUrl = orderPath(scope, localeFromPath(pagePathOf(request)));
    const idReturn = rowIdOf(params.idReturn);
    if (idReturn === null) returnNotFound(orderUrl);
    const [back, info] = await Promise.all([
      orderCall(api.orderBack({ params: { id: idReturn }, query: accessQuery(accessOf(scope)) }), () =>
        returnNotFound(orderUrl),
      ),
      orderCall(api.orderBackInfo()),
    ]);
    if (back.idOrder !== scope.idOrder) returnNotFound(orderUrl);
    return data({ layout: 'default' as const, scope, back, info }, { headers: PRIVATE_HEADERS });
  },
);

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

/** SPEC §2 /account/orders/{id}/return/{idReturn} (and on a guest's order link). */
export default function AccountOrderReturnDetailPage() {
  const page = useLoaderData<typeof loader>();
  return <ReturnDetailView {...page} />;
}

export const ErrorBoundary = OrderErrorBoundary;
