import type { Route } from './+types/cart-payment';
import { PaymentStep } from '../features/checkout/PaymentStep.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** `/cart/payment` (SPEC §2, issue 6): the summary, the sale terms, then the payment provider. */
export const loader = withPageMessages('routes/cart-payment.tsx', ({ request, context }: Route.LoaderArgs) =>
  checkoutShell(request, context),
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function PaymentStepRoute() {
  return <PaymentStep />;
}

export const ErrorBoundary = GeneralErrorBoundary;
