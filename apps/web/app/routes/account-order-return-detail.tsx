import { data, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/account-order-return-detail';
import { PRIVATE_HEADERS } from '../features/account/account-api.server.ts';
import { OrderErrorBoundary } from '../features/orders/OrderErrorBoundary.tsx';
import { ReturnDetailView } from '../features/orders/ReturnDetailView.tsx';
import { accessOf, rowIdOf } from '../features/orders/order-paths.ts';
import { orderCall, orderNotFound, orderScopeOf, type OrderParams } from '../features/orders/orders-api.server.ts';
import { apiContext } from '../features/site/api-context.ts';

/** The return (of this order only: another order's return under this URL is not found) and the steps' texts. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const scope = await orderScopeOf(api, request, params as OrderParams);
  const idReturn = rowIdOf(params.idReturn);
  if (idReturn === null) orderNotFound();
  const [back, info] = await orderCall(Promise.all([api.orderBack(idReturn, accessOf(scope)), api.orderBackInfo()]));
  if (back.idOrder !== scope.idOrder) orderNotFound();
  return data({ layout: 'default' as const, scope, back, info }, { headers: PRIVATE_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = () => [{ name: 'robots', content: 'noindex' }];

/** SPEC §2 /account/orders/{id}/return/{idReturn} (and on a guest's order link). */
export default function AccountOrderReturnDetailPage() {
  const page = useLoaderData<typeof loader>();
  return <ReturnDetailView {...page} />;
}

export const ErrorBoundary = OrderErrorBoundary;
