import type { Route } from './+types/order-cawl-result';
import { PaymentReturn } from '../features/checkout/PaymentReturn.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** `/order/cawl/result?id=…` (SPEC §2): every payment provider's return page. */
export const loader = withPageMessages('routes/order-cawl-result.tsx', ({ request, context }: Route.LoaderArgs) =>
  checkoutShell(request, context),
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function PaymentReturnRoute() {
  return <PaymentReturn />;
}

export const ErrorBoundary = GeneralErrorBoundary;
