import { useParams } from 'react-router';
import type { Route } from './+types/cart-success';
import { OrderOutcome } from '../features/checkout/OrderOutcome.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** `/cart/success/{id?}` (SPEC §2): the order placed, its reference read from the payment's return token. */
export const loader = withPageMessages('routes/cart-success.tsx', ({ request, context }: Route.LoaderArgs) =>
  checkoutShell(request, context),
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function CartSuccessRoute() {
  const { id } = useParams();
  return <OrderOutcome outcome="success" idOrder={id ?? null} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
