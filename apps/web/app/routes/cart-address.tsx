import type { Route } from './+types/cart-address';
import { AddressStep } from '../features/checkout/AddressStep.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** `/cart/address` (SPEC §2, issue 6): contact, delivery and billing addresses; the cart lives in the browser. */
export const loader = withPageMessages('routes/cart-address.tsx', ({ request, context }: Route.LoaderArgs) =>
  checkoutShell(request, context),
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function AddressStepRoute() {
  return <AddressStep />;
}

export const ErrorBoundary = GeneralErrorBoundary;
