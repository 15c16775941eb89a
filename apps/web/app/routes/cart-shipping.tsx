import leafletStyles from 'leaflet/dist/leaflet.css?url';
import type { Route } from './+types/cart-shipping';
import { ShippingStep } from '../features/checkout/ShippingStep.tsx';
import { checkoutHeaders, checkoutShell } from '../features/checkout/checkout-route.server.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';
import { privatePageMeta } from '../features/seo/site-seo.ts';

/** `/cart/shipping` (SPEC §2, issue 6): home delivery, relay point (list and map), Click & Collect. */
export const loader = withPageMessages('routes/cart-shipping.tsx', ({ request, context }: Route.LoaderArgs) =>
  checkoutShell(request, context),
);
export const headers = checkoutHeaders;
export const meta: Route.MetaFunction = ({ matches }) => privatePageMeta(matches);
/** The relay points' map (Leaflet) needs its stylesheet; only this page loads it. */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: leafletStyles }];

export default function ShippingStepRoute() {
  return <ShippingStep />;
}

export const ErrorBoundary = GeneralErrorBoundary;
