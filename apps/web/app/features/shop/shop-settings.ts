import { cssAspectRatio } from '../images/srcset.ts';

/** The site parameters that shape a product card (SPEC §3), read once into typed values. */
export interface ShopCardSettings {
  /** The CSS aspect-ratio of product pictures, from PRODUCT_ASPECT_RATIO ('2-3': 2 wide for 3 high). */
  aspectRatio: string;
  hidePrices: boolean;
  hideDiscountPercent: boolean;
  /** NOT_IN_STOCK_LABEL in the page's language, null to use the shop's own message. */
  outOfStockLabel: string | null;
  /** PRODUCT_DISPLAY: cards in columns ('grid', the default) or one product a row, picture beside ('list'). */
  display: 'grid' | 'list';
}

/** SPEC §9 default of PRODUCT_ASPECT_RATIO ('2-3'), also used when the setting cannot be read. */
const DEFAULT_ASPECT_RATIO = '2 / 3';

export const aspectRatioOf = (value: string | null | undefined) =>
  cssAspectRatio(value ?? undefined) ?? DEFAULT_ASPECT_RATIO;

export function shopCardSettings(parameters: Record<string, string | null>): ShopCardSettings {
  return {
    aspectRatio: aspectRatioOf(parameters.PRODUCT_ASPECT_RATIO),
    hidePrices: parameters.HIDE_PRODUCT_PRICES === 'true',
    hideDiscountPercent: parameters.PRODUCT_HIDE_PERCENTAGE_DISCOUNT === 'true',
    outOfStockLabel: parameters.NOT_IN_STOCK_LABEL?.trim() || null,
    display: parameters.PRODUCT_DISPLAY?.trim().toLowerCase() === 'list' ? 'list' : 'grid',
  };
}
