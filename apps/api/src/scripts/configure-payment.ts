/**
 * `npm run site:payment -- --site 1 --provider CAWL|STRIPE|SANDBOX`: chooses how a site takes card payments
 * (issue 6 item 5). The keys come from the environment, never from the command line (shell history):
 * - CAWL: CAWL_MERCHANT_ID, CAWL_API_KEY_ID, CAWL_SECRET_API_KEY, CAWL_ENDPOINT
 *   (test https://payment.preprod.cawl-solutions.fr, live https://payment.cawl-solutions.fr);
 * - STRIPE: STRIPE_PUBLISHABLE_KEY, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET (of the webhook endpoint
 *   `https://<site>/api/payment/stripe/webhook/<site id>`);
 * - SANDBOX: the built-in test card page (no keys; the site then takes no real money).
 * With the embedded database, stop the server first (PGlite allows one process at a time).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PAYMENT_PROVIDERS } from '@atelier/contract';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { sitePaymentSettings, sites } from '../db/schema/index.ts';
import { cawlSettingsSchema, stripeSettingsSchema } from '../modules/payments/payment-settings.ts';

function settingsFromEnvironment(provider: (typeof PAYMENT_PROVIDERS)[number]): Record<string, string> {
  const env = process.env;
  const parse = (schema: z.ZodType, values: Record<string, string | undefined>, names: Record<string, string>) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data as Record<string, string>;
    const missing = parsed.error.issues.map((issue) => names[String(issue.path[0])] ?? String(issue.path[0]));
    throw new Error(`Set ${[...new Set(missing)].join(', ')} in the environment`);
  };
  switch (provider) {
    case 'SANDBOX':
      return {};
    case 'CAWL':
      return parse(
        cawlSettingsSchema,
        {
          merchantId: env.CAWL_MERCHANT_ID,
          apiKeyId: env.CAWL_API_KEY_ID,
          secretApiKey: env.CAWL_SECRET_API_KEY,
          endpoint: env.CAWL_ENDPOINT,
        },
        {
          merchantId: 'CAWL_MERCHANT_ID',
          apiKeyId: 'CAWL_API_KEY_ID',
          secretApiKey: 'CAWL_SECRET_API_KEY',
          endpoint: 'CAWL_ENDPOINT (an https URL)',
        },
      );
    case 'STRIPE':
      return parse(
        stripeSettingsSchema,
        {
          publishableKey: env.STRIPE_PUBLISHABLE_KEY,
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
        },
        {
          publishableKey: 'STRIPE_PUBLISHABLE_KEY',
          secretKey: 'STRIPE_SECRET_KEY',
          webhookSecret: 'STRIPE_WEBHOOK_SECRET',
        },
      );
  }
}

async function main() {
  const { values } = parseArgs({ options: { site: { type: 'string' }, provider: { type: 'string' } } });
  const siteId = Number(values.site);
  const provider = z.enum(PAYMENT_PROVIDERS).safeParse(values.provider?.toUpperCase());
  if (!Number.isInteger(siteId) || siteId <= 0 || !provider.success) {
    throw new Error('Usage: npm run site:payment -- --site <id> --provider CAWL|STRIPE|SANDBOX');
  }
  const settings = settingsFromEnvironment(provider.data);
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.pgliteDir });
  try {
    await database.migrate();
    const known = await database.db.select({ id: sites.id }).from(sites);
    if (!known.some((site) => site.id === siteId)) throw new Error(`Unknown site ${siteId}`);
    await database.db
      .insert(sitePaymentSettings)
      .values({ siteId, provider: provider.data, settings })
      .onConflictDoUpdate({
        target: sitePaymentSettings.siteId,
        set: { provider: provider.data, settings, updatedAt: new Date() },
      });
    process.stdout.write(`Site ${siteId} now takes card payments with ${provider.data}.\n`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
