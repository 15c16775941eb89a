import type Stripe from 'stripe';
import type { StripeSettings } from './payment-settings.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderResult } from './payment-provider.ts';

/** Stripe's bounds of a Checkout Session's life. */
const MIN_SESSION_MS = 31 * 60_000;
const MAX_SESSION_MS = 24 * 3600_000;

/** The `stripe` package, loaded by the first site that pays with Stripe (most never do: decision 005). */
async function stripeModule() {
  return (await import('stripe')).default;
}

export async function stripeClient(settings: StripeSettings): Promise<Stripe> {
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, telemetry: false, timeout: 20_000 };
  if (settings.apiBaseUrl) {
    const url = new URL(settings.apiBaseUrl);
    const protocol = url.protocol === 'http:' ? 'http' : 'https';
    config.host = url.hostname;
    config.port = url.port || (protocol === 'http' ? 80 : 443);
    config.protocol = protocol;
  }
  return new (await stripeModule())(settings.secretKey, config);
}

/** A Checkout Session's result: complete and paid (or free), expired, or still open / awaiting a bank transfer. */
export function resultOfSession(session: Pick<Stripe.Checkout.Session, 'status' | 'payment_status'>): ProviderResult {
  if (session.status === 'expired') return 'CANCELLED';
  if (session.status === 'complete') return session.payment_status === 'unpaid' ? 'PENDING' : 'PAID';
  return 'PENDING';
}

/**
 * The webhook events that settle a Checkout Session (`null`: not one we act on). `completed` is paid for cards;
 * for delayed methods it is unpaid and the async events follow.
 */
export function resultOfEvent(event: Stripe.Event): { sessionId: string; result: ProviderResult } | null {
  switch (event.type) {
    case 'checkout.session.completed':
      return { sessionId: event.data.object.id, result: resultOfSession(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return { sessionId: event.data.object.id, result: 'PAID' };
    case 'checkout.session.async_payment_failed':
      return { sessionId: event.data.object.id, result: 'DECLINED' };
    case 'checkout.session.expired':
      return { sessionId: event.data.object.id, result: 'CANCELLED' };
    default:
      return null;
  }
}

/** The event of a webhook call, once its `Stripe-Signature` header is checked against the endpoint's secret. */
export async function verifiedEvent(
  settings: StripeSettings,
  rawBody: Buffer,
  signature: string,
): Promise<Stripe.Event> {
  return (await stripeModule()).webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
}

function providerError(what: string, error: unknown) {
  return new PaymentProviderError('STRIPE', `${what}: ${error instanceof Error ? error.message : String(error)}`, {
    cause: error,
  });
}

/**
 * Stripe Checkout through the official `stripe` package: one Checkout Session per payment (a single line of the
 * order's total, in euros), settled by the webhook and read back on return.
 */
export function stripeProvider(settings: StripeSettings): PaymentProvider {
  let client: Promise<Stripe> | undefined;
  const stripe = () => (client ??= stripeClient(settings));
  const retrieve = async (providerRef: string) => {
    try {
      return await (await stripe()).checkout.sessions.retrieve(providerRef);
    } catch (error) {
      throw providerError('retrieve session', error);
    }
  };
  return {
    name: 'STRIPE',
    async start(payment, urls) {
      const { order } = payment;
      const now = Date.now();
      const expiresAt = Math.min(now + MAX_SESSION_MS, Math.max(now + MIN_SESSION_MS, order.expiresAt.getTime()));
      let session: Stripe.Checkout.Session;
      try {
        session = await (
          await stripe()
        ).checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: payment.amount,
                  product_data: {
                    name: order.locale === 'en' ? `Order ${order.reference}` : `Commande ${order.reference}`,
                  },
                },
              },
            ],
            customer_email: order.email,
            client_reference_id: String(payment.id),
            metadata: { siteId: String(order.siteId), orderId: String(order.id), paymentId: String(payment.id) },
            locale: order.locale === 'en' ? 'en' : 'fr',
            success_url: urls.returnUrl,
            cancel_url: urls.cancelUrl,
            expires_at: Math.floor(expiresAt / 1000),
          },
          { idempotencyKey: `atelier-payment-${order.siteId}-${payment.id}` },
        );
      } catch (error) {
        throw providerError('create session', error);
      }
      if (!session.url) throw new PaymentProviderError('STRIPE', `session ${session.id} has no URL`);
      return { providerRef: session.id, redirectUrl: session.url };
    },
    async readResult(providerRef) {
      return resultOfSession(await retrieve(providerRef));
    },
    async refund(providerRef, refund) {
      const session = await retrieve(providerRef);
      const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
      if (!intent) throw new PaymentProviderError('STRIPE', `session ${providerRef} has no payment to refund`);
      try {
        const made = await (
          await stripe()
        ).refunds.create(
          { payment_intent: intent, amount: refund.amount, metadata: { reference: refund.reference } },
          { idempotencyKey: refund.key },
        );
        return { providerRef: made.id };
      } catch (error) {
        throw providerError('create refund', error);
      }
    },
    async abandon(providerRef) {
      try {
        await (await stripe()).checkout.sessions.expire(providerRef);
      } catch (error) {
        // Only an open session can be expired: one already complete or expired is over anyway.
        const session = await retrieve(providerRef);
        if (session.status === 'open') throw providerError('expire session', error);
      }
    },
  };
}
