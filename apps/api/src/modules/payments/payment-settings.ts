import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { PaymentProviderName } from '@atelier/contract';
import type { SiteContext } from '../../context.ts';
import { sitePaymentSettings } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { cawlProvider } from './cawl-provider.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { sandboxProvider } from './sandbox-provider.ts';
import { stripeProvider } from './stripe-provider.ts';

/** An http(s) origin, e.g. `https://payment.preprod.cawl-solutions.fr` (a local stand-in in tests). */
const endpointSchema = z.url({ protocol: /^https?$/ });

/**
 * CAWL (Crédit Agricole on Worldline's Online Payments platform): the merchant id (PSPID), the API key and its
 * secret from the merchant portal, and the platform's endpoint (test: https://payment.preprod.cawl-solutions.fr,
 * live: https://payment.cawl-solutions.fr).
 */
export const cawlSettingsSchema = z.object({
  merchantId: z.string().min(1),
  apiKeyId: z.string().min(1),
  secretApiKey: z.string().min(1),
  endpoint: endpointSchema,
});
export type CawlSettings = z.infer<typeof cawlSettingsSchema>;

/**
 * Stripe: the publishable key (given to the browser by GET /custom-stripe/public-key), the secret key and the
 * signing secret of the webhook endpoint `POST /api/payment/stripe/webhook/{siteId}`. `apiBaseUrl` points the
 * client at another API host (a proxy, or a local stand-in in tests).
 */
export const stripeSettingsSchema = z.object({
  publishableKey: z.string().min(1),
  secretKey: z.string().min(1),
  webhookSecret: z.string().min(1),
  apiBaseUrl: endpointSchema.optional(),
});
export type StripeSettings = z.infer<typeof stripeSettingsSchema>;

export type SitePaymentConfig =
  | { provider: 'SANDBOX' }
  | { provider: 'CAWL'; settings: CawlSettings }
  | { provider: 'STRIPE'; settings: StripeSettings };

/**
 * The provider a site takes payments with (site_payment_settings; no row = the built-in sandbox). A row whose
 * keys are incomplete is refused rather than replaced by the sandbox: a live shop must never hand out goods
 * against test cards because of a typo.
 */
export async function loadPaymentConfig(ctx: SiteContext): Promise<SitePaymentConfig> {
  const rows = await ctx.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, ctx.siteId));
  const row = rows[0];
  if (!row || row.provider === 'SANDBOX') return { provider: 'SANDBOX' };
  const schema = row.provider === 'CAWL' ? cawlSettingsSchema : stripeSettingsSchema;
  const parsed = schema.safeParse(row.settings);
  if (!parsed.success) {
    throw new AppError('CONFLICT', 'PAYMENT_NOT_CONFIGURED', {
      provider: row.provider,
      fields: parsed.error.issues.map((issue) => issue.path.join('.')).join(', '),
    });
  }
  return { provider: row.provider, settings: parsed.data } as SitePaymentConfig;
}

/** The Stripe publishable key of a site that takes its payments through Stripe, else null. */
export async function stripePublishableKey(ctx: SiteContext): Promise<string | null> {
  const rows = await ctx.db
    .select({ provider: sitePaymentSettings.provider, settings: sitePaymentSettings.settings })
    .from(sitePaymentSettings)
    .where(eq(sitePaymentSettings.siteId, ctx.siteId));
  const row = rows[0];
  if (row?.provider !== 'STRIPE') return null;
  const key = row.settings.publishableKey;
  return typeof key === 'string' && key !== '' ? key : null;
}

/**
 * The provider of the site's configuration; null when a payment of `name` cannot be read with it (the site
 * moved to another provider since). The sandbox needs no keys.
 */
export function providerOf(config: SitePaymentConfig, name: PaymentProviderName = config.provider) {
  if (name === 'SANDBOX') return sandboxProvider;
  if (config.provider !== name) return null;
  return providerOfConfig(config);
}

function providerOfConfig(config: SitePaymentConfig): PaymentProvider {
  switch (config.provider) {
    case 'SANDBOX':
      return sandboxProvider;
    case 'CAWL':
      return cawlProvider(config.settings);
    case 'STRIPE':
      return stripeProvider(config.settings);
  }
}
