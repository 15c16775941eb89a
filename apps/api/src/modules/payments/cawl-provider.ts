import type { Client, Domain, SdkResponse } from 'onlinepayments-sdk-nodejs';
import type { CawlSettings } from './payment-settings.ts';
import { PaymentProviderError, type PaymentProvider, type ProviderResult } from './payment-provider.ts';

/** Who calls the platform, as its `X-GCS-ServerMetaInfo` header names it. */
const INTEGRATOR = 'Atelier';
/** Worldline's bounds of a hosted checkout's life, in minutes. */
const MIN_SESSION_MINUTES = 1;
const MAX_SESSION_MINUTES = 1440;

/** The platform's client; its SDK is loaded by the first site that pays with CAWL (decision 005). */
async function clientOf(settings: CawlSettings): Promise<Client> {
  const { init } = await import('onlinepayments-sdk-nodejs');
  const endpoint = new URL(settings.endpoint);
  const scheme = endpoint.protocol === 'http:' ? 'http' : 'https';
  return init({
    host: endpoint.hostname,
    scheme,
    port: endpoint.port ? Number(endpoint.port) : scheme === 'http' ? 80 : 443,
    apiKeyId: settings.apiKeyId,
    secretApiKey: settings.secretApiKey,
    integrator: INTEGRATOR,
    enableLogging: false,
  });
}

/** The body of a successful answer; a refusal or an unreachable platform is a PaymentProviderError. */
async function bodyOf<T>(call: () => Promise<SdkResponse<T, Domain.ErrorResponse>>, what: string): Promise<T> {
  let response: SdkResponse<T, Domain.ErrorResponse>;
  try {
    response = await call();
  } catch (error) {
    throw new PaymentProviderError('CAWL', `${what}: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  if (!response.isSuccess) {
    // The platform's reason, as its errors give it (code, and what it says when it says more than the code).
    const codes =
      response.body?.errors
        ?.map((error) => {
          const code = error.errorCode ?? error.id ?? '';
          return error.message && error.message !== code && error.message !== error.id
            ? `${code} (${error.message})`.trim()
            : code;
        })
        .join(', ') ?? '';
    throw new PaymentProviderError('CAWL', `${what} answered ${response.status} ${codes}`.trim());
  }
  return response.body;
}

/**
 * Reads a hosted checkout's state (Worldline statuses: the checkout's own status, then the created payment's
 * status category). Card payments are made in SALE mode, so an authorised payment is a paid one.
 */
export function resultOfHostedCheckout(checkout: Domain.GetHostedCheckoutResponse): ProviderResult {
  switch (checkout.status) {
    case 'CANCELLED_BY_CONSUMER':
      return 'CANCELLED';
    case 'CLIENT_NOT_ELIGIBLE_FOR_SELECTED_PAYMENT_PRODUCT':
      return 'DECLINED';
    case 'PAYMENT_CREATED': {
      const output = checkout.createdPaymentOutput;
      const payment = output?.payment;
      if (payment?.status === 'CANCELLED') return 'CANCELLED';
      if (output?.paymentStatusCategory === 'REJECTED' || payment?.statusOutput?.statusCategory === 'UNSUCCESSFUL') {
        return 'DECLINED';
      }
      if (output?.paymentStatusCategory === 'SUCCESSFUL' || payment?.statusOutput?.isAuthorized === true) return 'PAID';
      return 'PENDING';
    }
    default:
      // IN_PROGRESS, or a status newer than this code: wait for a definite one.
      return 'PENDING';
  }
}

/**
 * CAWL, Crédit Agricole's card payments on Worldline's Online Payments platform, through its official SDK:
 * a hosted checkout per payment, read back with getHostedCheckout on return. The platform appends
 * `hostedCheckoutId` and `RETURNMAC` to the return URL; the return token already in it is what we read.
 */
export function cawlProvider(settings: CawlSettings): PaymentProvider {
  let client: Promise<Client> | undefined;
  const platform = () => (client ??= clientOf(settings));
  return {
    name: 'CAWL',
    async start(payment, urls) {
      const minutesLeft = Math.floor((payment.order.expiresAt.getTime() - Date.now()) / 60_000);
      const body: Domain.CreateHostedCheckoutRequest = {
        order: {
          amountOfMoney: { amount: payment.amount, currencyCode: 'EUR' },
          references: { merchantReference: `${payment.order.reference}-${payment.id}` },
          customer: {
            contactDetails: { emailAddress: payment.order.email },
            personalInformation: { name: { firstName: payment.order.firstname, surname: payment.order.lastname } },
          },
        },
        cardPaymentMethodSpecificInput: { authorizationMode: 'SALE' },
        hostedCheckoutSpecificInput: {
          returnUrl: urls.returnUrl,
          locale: payment.order.locale === 'en' ? 'en_GB' : 'fr_FR',
          // The checkout closes when the order gives its stock back: nobody pays for released goods.
          sessionTimeout: Math.min(MAX_SESSION_MINUTES, Math.max(MIN_SESSION_MINUTES, minutesLeft)),
          showResultPage: false,
        },
      };
      const created = await bodyOf(
        async () =>
          (await platform()).hostedCheckout.createHostedCheckout(settings.merchantId, body, {
            idempotence: { key: `atelier-payment-${payment.order.siteId}-${payment.id}` },
          }),
        'createHostedCheckout',
      );
      if (!created.hostedCheckoutId || !created.redirectUrl) {
        throw new PaymentProviderError('CAWL', 'createHostedCheckout answered without hostedCheckoutId or redirectUrl');
      }
      return {
        providerRef: created.hostedCheckoutId,
        redirectUrl: created.redirectUrl,
        detail: { returnMac: created.RETURNMAC ?? null },
      };
    },
    async readResult(providerRef) {
      const checkout = await bodyOf(
        async () => (await platform()).hostedCheckout.getHostedCheckout(settings.merchantId, providerRef),
        'getHostedCheckout',
      );
      return resultOfHostedCheckout(checkout);
    },
    async refund(providerRef, refund) {
      const checkout = await bodyOf(
        async () => (await platform()).hostedCheckout.getHostedCheckout(settings.merchantId, providerRef),
        'getHostedCheckout',
      );
      const paymentId = checkout.createdPaymentOutput?.payment?.id;
      if (!paymentId) throw new PaymentProviderError('CAWL', `checkout ${providerRef} has no payment to refund`);
      const body: Domain.RefundRequest = {
        amountOfMoney: { amount: refund.amount, currencyCode: 'EUR' },
        references: { merchantReference: refund.reference },
      };
      const made = await bodyOf(
        async () =>
          (await (
            await platform()
          ).payments.refundPayment(settings.merchantId, paymentId, body, {
            idempotence: { key: refund.key },
          })) as SdkResponse<Domain.RefundResponse, Domain.ErrorResponse>,
        'refundPayment',
      );
      if (!made.id) throw new PaymentProviderError('CAWL', 'refundPayment answered without an id');
      return { providerRef: made.id };
    },
  };
}
