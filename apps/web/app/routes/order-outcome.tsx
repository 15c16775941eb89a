import { data, useParams } from 'react-router';
import type { Route } from './+types/order-outcome';
import { ORDER_OUTCOMES, OrderOutcome, type OrderOutcomeName } from '../features/checkout/OrderOutcome.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

const isOutcome = (value: string | undefined): value is OrderOutcomeName =>
  (ORDER_OUTCOMES as readonly string[]).includes(value ?? '');

/** `/order/success`, `/order/error`, `/order/cancel` (SPEC §2): where a payment's return page leads. */
export const loader = withPageMessages(
  'routes/order-outcome.tsx',
  async ({ request, context, params }: Route.LoaderArgs) => {
    if (!isOutcome(params.outcome)) throw data(null, { status: 404 });
    return checkoutShell(request, context);
  },
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function OrderOutcomeRoute() {
  const { outcome } = useParams();
  return <OrderOutcome outcome={isOutcome(outcome) ? outcome : 'error'} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
