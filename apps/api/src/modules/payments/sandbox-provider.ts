import { randomUUID } from 'node:crypto';
import type { PaymentProvider } from './payment-provider.ts';

/** The sandbox's test cards, as the well-known test numbers of card networks. */
export const SANDBOX_CARDS = { paid: '4242424242424242', declined: '4000000000000002' } as const;

/**
 * The built-in sandbox card provider, the default of every site (issue 6 item 5): its hosted page is served by
 * this API (sandbox.routes.ts), takes test cards only and never moves money. The result is decided by the card
 * form itself, which applies it at once: there is nothing more to ask on return.
 */
export const sandboxProvider: PaymentProvider = {
  name: 'SANDBOX',
  async start(_payment, urls) {
    return { providerRef: `sandbox_${randomUUID()}`, redirectUrl: urls.hostedPageUrl };
  },
  async readResult() {
    return 'PENDING';
  },
  async refund() {
    // Test money: nothing moves, the refund is only recorded.
    return { providerRef: `sandbox_refund_${randomUUID()}` };
  },
};

export interface SandboxCard {
  number: string;
  expiry: string;
  cvc: string;
  holder: string;
}

export type SandboxCardCheck =
  | { ok: true; result: 'PAID' | 'DECLINED' }
  | { ok: false; problem: 'NUMBER' | 'EXPIRY' | 'EXPIRED' | 'CVC' | 'HOLDER' | 'NOT_A_TEST_CARD' };

/**
 * What the sandbox does with a card: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 declined, any other
 * well-formed number is refused as not a test card. The expiry (MM/YY or MM/YYYY) must not be past.
 */
export function checkSandboxCard(card: SandboxCard, now = new Date()): SandboxCardCheck {
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(number)) return { ok: false, problem: 'NUMBER' };
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return { ok: false, problem: 'EXPIRY' };
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  // A card is valid until the last day of its expiry month.
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, problem: 'EXPIRED' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, problem: 'CVC' };
  if (card.holder.trim() === '') return { ok: false, problem: 'HOLDER' };
  if (number === SANDBOX_CARDS.paid) return { ok: true, result: 'PAID' };
  if (number === SANDBOX_CARDS.declined) return { ok: true, result: 'DECLINED' };
  return { ok: false, problem: 'NOT_A_TEST_CARD' };
}
