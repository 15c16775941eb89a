import type { Db } from '../client.ts';
import { discountCodes } from '../schema/index.ts';

/** A sample discount code (issue 6): amounts in cents for EURO, in percent for PERCENT. */
interface DiscountSeed {
  code: string;
  type: 'EURO' | 'PERCENT';
  amount: number;
  detailType: 'PRODUCT' | 'SHIPPING_FEES';
  minimumTotal?: number;
  startsAt?: string;
  endsAt?: string;
  maxUses?: number;
  isActive?: boolean;
}

/** The codes every sample site offers, to try each rule of the cart page. */
const COMMON: DiscountSeed[] = [
  // 10 % off the products, no minimum.
  { code: 'BIENVENUE10', type: 'PERCENT', amount: 10, detailType: 'PRODUCT' },
  // Shipping fees offered from 60,00 € of products (the shipping step applies it).
  { code: 'LIVRAISON', type: 'PERCENT', amount: 100, detailType: 'SHIPPING_FEES', minimumTotal: 6000 },
  // 15,00 € off from 100,00 € of products.
  { code: 'MERCI15', type: 'EURO', amount: 1500, detailType: 'PRODUCT', minimumTotal: 10000 },
  // Ended: refused with its end date.
  { code: 'NOEL2024', type: 'PERCENT', amount: 20, detailType: 'PRODUCT', endsAt: '2024-12-31T23:59:59+01:00' },
];

export const SAMPLE_DISCOUNTS: Record<number, DiscountSeed[]> = {
  1: [...COMMON, { code: 'ATELIER5', type: 'EURO', amount: 500, detailType: 'PRODUCT', minimumTotal: 3000 }],
  2: [...COMMON, { code: 'VENDANGES', type: 'PERCENT', amount: 5, detailType: 'PRODUCT', minimumTotal: 5000 }],
};

/** Writes a sample site's discount codes that are not there yet (a code changed by hand is left alone). */
export async function seedDiscounts(db: Db, siteId: number, seeds = SAMPLE_DISCOUNTS[siteId] ?? []): Promise<void> {
  if (seeds.length === 0) return;
  await db
    .insert(discountCodes)
    .values(
      seeds.map((seed) => ({
        siteId,
        code: seed.code,
        type: seed.type,
        amount: seed.amount,
        detailType: seed.detailType,
        minimumTotal: seed.minimumTotal ?? 0,
        startsAt: seed.startsAt ? new Date(seed.startsAt) : null,
        endsAt: seed.endsAt ? new Date(seed.endsAt) : null,
        maxUses: seed.maxUses ?? null,
        isActive: seed.isActive ?? true,
      })),
    )
    .onConflictDoNothing();
}
