import type { Route } from './+types/cart';
import { CartPage } from '../features/cart/CartPage.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** `/cart` (SPEC §2, issue 6): a private shell; the cart itself lives in the browser. */
export const loader = withPageMessages('routes/cart.tsx', ({ request, context }: Route.LoaderArgs) =>
  checkoutShell(request, context),
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);

export default function CartRoute() {
  return <CartPage />;
}

export const ErrorBoundary = GeneralErrorBoundary;
