import type { Locale, PaymentProviderName, PaymentStatus } from '@atelier/contract';

/**
 * One card payment provider (issue 6 item 5): the built-in sandbox, CAWL's hosted checkout or Stripe Checkout.
 * A provider only talks to its service; what a result does to the order (stock, history, mails) is
 * payments.service.ts's job, the same for all of them.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Opens a checkout for the payment and says where to send the customer. */
  start(payment: PaymentToStart, urls: PaymentUrls): Promise<StartedPayment>;
  /** The checkout's current result as the provider tells it (what a return or a webhook asks). */
  readResult(providerRef: string): Promise<ProviderResult>;
  /**
   * Closes a checkout that was not paid (customer cancel, order expiry) so that it can no longer be paid,
   * when the provider can; resolves once closed or when it was already over.
   */
  abandon?(providerRef: string): Promise<void>;
  /**
   * Gives back `refund.amount` cents of a paid checkout (issue 16 item 4) and answers the provider's id of the
   * refund; `refund.key` makes a retried call the same refund.
   */
  refund(providerRef: string, refund: RefundToMake): Promise<{ providerRef: string }>;
}

export interface RefundToMake {
  /** Cents, at most what the payment took less its earlier refunds (the caller checks). */
  amount: number;
  /** Idempotency key of the refund (`atelier-refund-{site}-{refund id}`). */
  key: string;
  /** The order's reference, for the provider's back-office. */
  reference: string;
}

/** What a provider says of a checkout; PENDING changes nothing. */
export type ProviderResult = PaymentStatus;

export interface PaymentToStart {
  /** Our payments row id (the idempotency key towards the provider). */
  id: number;
  /** Cents, in euros. */
  amount: number;
  order: {
    siteId: number;
    id: number;
    reference: string;
    email: string;
    firstname: string;
    lastname: string;
    locale: Locale;
    expiresAt: Date;
  };
}

export interface PaymentUrls {
  /** The storefront's return page with the payment's return token (`…/order/cawl/result?id=…`). */
  returnUrl: string;
  /** Our API route that closes the checkout and then sends the customer to `returnUrl` (Stripe's back link). */
  cancelUrl: string;
  /** Our own hosted page for this payment (the sandbox's card form). */
  hostedPageUrl: string;
}

export interface StartedPayment {
  /** The provider's id of the checkout (hosted checkout id, Checkout Session id, sandbox reference). */
  providerRef: string;
  redirectUrl: string;
  /** What is worth keeping of the provider's answer (e.g. CAWL's RETURNMAC). */
  detail?: Record<string, unknown>;
}

/** A provider that could not be reached or refused the call: the order is not paid, the customer may retry. */
export class PaymentProviderError extends Error {
  readonly provider: PaymentProviderName;

  constructor(provider: PaymentProviderName, message: string, options?: { cause?: unknown }) {
    super(`${provider}: ${message}`, options);
    this.name = 'PaymentProviderError';
    this.provider = provider;
  }
}
