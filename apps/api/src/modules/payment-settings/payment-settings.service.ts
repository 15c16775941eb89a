import { eq } from 'drizzle-orm';
import {
  PAYMENT_KEY_FIELDS,
  type PaymentProviderName,
  type PaymentSettings,
  type PaymentSettingsUpdate,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { sitePaymentSettings } from '../../db/schema/index.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { cawlSettingsSchema, stripeSettingsSchema } from '../payments/payment-settings.ts';

/**
 * The back-office's payment settings (issue 16 item 7): the site's provider and its keys. Secrets are write-only:
 * no answer and no audit entry ever holds one, only whether it is set.
 */

interface StoredSettings {
  provider: PaymentProviderName;
  keys: Record<string, string>;
  updatedAt: Date | null;
}

async function readStored(ctx: RequestContext): Promise<StoredSettings> {
  const [row] = await ctx.db.select().from(sitePaymentSettings).where(eq(sitePaymentSettings.siteId, ctx.siteId));
  if (!row) return { provider: 'SANDBOX', keys: {}, updatedAt: null };
  return { provider: row.provider, keys: row.settings, updatedAt: row.updatedAt };
}

const isSet = (value: string | undefined) => typeof value === 'string' && value !== '';

/** What may be shown of stored settings: the public keys, whether each secret is set, the keys missing. */
function visible(stored: StoredSettings) {
  const fields = PAYMENT_KEY_FIELDS[stored.provider];
  const keys: Record<string, string> = {};
  const secrets: Record<string, boolean> = {};
  for (const field of fields) {
    const value = stored.keys[field.name];
    if (field.secret) secrets[field.name] = isSet(value);
    else if (isSet(value)) keys[field.name] = value!;
  }
  const missing = fields
    .filter((field) => field.required && !isSet(stored.keys[field.name]))
    .map((field) => field.name);
  return { provider: stored.provider, keys, secrets, missing };
}

function answerOf(ctx: RequestContext, stored: StoredSettings): PaymentSettings {
  return {
    ...visible(stored),
    updatedAt: stored.updatedAt?.toISOString() ?? null,
    webhookPath: stored.provider === 'STRIPE' ? `/api/payment/stripe/webhook/${ctx.siteId}` : null,
  };
}

/** `GET /admin/settings/payment`. */
export async function readPaymentSettings(ctx: RequestContext): Promise<PaymentSettings> {
  return answerOf(ctx, await readStored(ctx));
}

const SCHEMAS = { CAWL: cawlSettingsSchema, STRIPE: stripeSettingsSchema } as const;

/** The keys to store: the sent ones, a secret left out or empty kept from the same provider's stored keys. */
function mergedKeys(stored: StoredSettings, update: PaymentSettingsUpdate): Checked<Record<string, string>> {
  const fields = PAYMENT_KEY_FIELDS[update.provider];
  const problems: FieldProblem[] = [];
  for (const name of Object.keys(update.keys)) {
    if (!fields.some((field) => field.name === name)) {
      problems.push({
        field: `keys.${name}`,
        code: 'SETTINGS_PAYMENT_KEY_UNKNOWN',
        params: { provider: update.provider },
      });
    }
  }
  if (problems.length > 0) return refused(problems);
  const keys: Record<string, string> = {};
  for (const field of fields) {
    const sent = update.keys[field.name]?.trim() ?? '';
    const kept = field.secret && stored.provider === update.provider ? stored.keys[field.name] : undefined;
    const value = sent !== '' ? sent : kept;
    if (isSet(value)) keys[field.name] = value!;
  }
  if (update.provider === 'SANDBOX') return accepted(keys);
  const parsed = SCHEMAS[update.provider].safeParse(keys);
  if (parsed.success) return accepted(keys);
  return refused(
    parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const field = `keys.${name}`;
      if (!isSet(keys[name])) return { field, code: 'FIELD_REQUIRED' };
      return {
        field,
        code: fields.find((known) => known.name === name)?.url ? 'SETTINGS_PAYMENT_KEY_URL' : 'FIELD_INVALID',
      };
    }),
  );
}

/** What the audit log keeps of settings: no secret, only whether it is set. */
function audited(stored: StoredSettings) {
  const { provider, keys, secrets } = visible(stored);
  return { provider, keys, secrets };
}

/**
 * `PUT /admin/settings/payment`: the provider and its keys, checked as the checkout will read them (a provider's
 * required keys, http(s) endpoints). Choosing the sandbox clears the stored keys. `changed` drops the site's kept
 * order settings and answers once the write is committed (the next order uses the new provider).
 */
export async function setPaymentSettings(
  ctx: RequestContext,
  deps: { changed(siteId: number): void },
  update: PaymentSettingsUpdate,
): Promise<Checked<PaymentSettings>> {
  const written = await ctx.db.transaction(async (db) => {
    const tx = { ...ctx, db };
    // One save at a time: the row is locked while the keys are merged with the stored secrets.
    const [locked] = await tx.db
      .select({ siteId: sitePaymentSettings.siteId })
      .from(sitePaymentSettings)
      .where(eq(sitePaymentSettings.siteId, ctx.siteId))
      .for('update');
    const before = await readStored(tx);
    const keys = mergedKeys(before, update);
    if (!keys.ok) return keys;
    const now = new Date();
    if (locked) {
      await tx.db
        .update(sitePaymentSettings)
        .set({ provider: update.provider, settings: keys.value, updatedAt: now })
        .where(eq(sitePaymentSettings.siteId, ctx.siteId));
    } else {
      await tx.db
        .insert(sitePaymentSettings)
        .values({ siteId: ctx.siteId, provider: update.provider, settings: keys.value, updatedAt: now })
        .onConflictDoUpdate({
          target: sitePaymentSettings.siteId,
          set: { provider: update.provider, settings: keys.value, updatedAt: now },
        });
    }
    const after = await readStored(tx);
    const changedSecrets = PAYMENT_KEY_FIELDS[update.provider]
      .filter((field) => field.secret && before.keys[field.name] !== after.keys[field.name])
      .map((field) => field.name);
    await recordChange(tx, {
      action: 'payment.settings',
      entity: 'payment-settings',
      entityId: ctx.siteId,
      before: audited(before),
      after: { ...audited(after), changedSecrets },
    });
    return accepted(after);
  });
  if (!written.ok) return written;
  deps.changed(ctx.siteId);
  return accepted(answerOf(ctx, written.value));
}
