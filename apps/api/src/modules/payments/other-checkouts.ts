import type { Locale, PaymentProviderName, PaymentStatus } from '@atelier/contract';
import type { SiteContext } from '../../context.ts';
import type { PaymentDeps } from './payments.service.ts';

/**
 * A checkout this module serves that is not an order's: a made-to-measure job's deposit or balance (issue 19,
 * decision 015). The module that owns such payments hands these functions over (app.ts), so that the sandbox's
 * card page, the customer's cancel link and Stripe's webhook settle them as they settle an order's, without this
 * module importing it (modules depend on each other one way).
 */
export interface HostedCheckout {
  /** The payment's site (the page's URL names it). */
  site: SiteContext;
  payment: { id: number; status: PaymentStatus; provider: PaymentProviderName; amount: number };
  locale: Locale;
  /** What the card page says is paid. */
  subject: { kind: 'DEPOSIT' | 'BALANCE'; reference: string };
  /** The storefront's page the customer goes back to, and the storefront's origin. */
  returnUrl: string;
  storefront: string | undefined;
  /** Whether the payment can still be made. */
  payable(): Promise<boolean>;
  /** Applies a provider's result, once whatever the replays. */
  apply(result: PaymentStatus, source: string): Promise<void>;
  /** The customer gave up on the provider's page: closes the checkout; answers where to send the browser. */
  cancel(): Promise<string>;
}

export interface OtherCheckouts {
  /** The checkout a return token (`{paymentId}.{secret}`) names on the site, or null. */
  byToken(site: SiteContext, deps: PaymentDeps, token: string): Promise<HostedCheckout | null>;
  /** The checkout of a provider's reference (a webhook's session), or null. */
  byProviderRef(
    site: SiteContext,
    deps: PaymentDeps,
    provider: PaymentProviderName,
    providerRef: string,
  ): Promise<HostedCheckout | null>;
}
