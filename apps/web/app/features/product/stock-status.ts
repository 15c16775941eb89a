import type { Declination } from '@atelier/contract';

/**
 * What the stock label says (issue 4): sold out, 'Only N left' at or under STOCK_LIMIT_DISPLAY when the
 * stock is tracked, otherwise in stock (an untracked stock never runs out).
 */
export type StockStatus = { kind: 'soldOut' } | { kind: 'few'; count: number } | { kind: 'available' };

export function stockStatus(declination: Pick<Declination, 'setQuantity' | 'quantity'>, limit: number): StockStatus {
  if (!declination.setQuantity) return { kind: 'available' };
  const count = declination.quantity ?? 0;
  if (count <= 0) return { kind: 'soldOut' };
  if (count <= limit) return { kind: 'few', count };
  return { kind: 'available' };
}

export const isSoldOut = (declination: Pick<Declination, 'setQuantity' | 'quantity'>) =>
  declination.setQuantity && (declination.quantity ?? 0) <= 0;
