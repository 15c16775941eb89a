import { aspectRatioOf } from '../shop/shop-settings.ts';

/**
 * The site parameters that shape a product page (SPEC §3 parameter keys, §9 defaults), read once into a
 * typed object so components never parse parameter strings.
 */

type Parameters = Record<string, string | null>;

/** HOW_TO_DISPLAY_GRAPE_VARIETY: names only ('list'), names with their share ('percent'), or one line ('inline'). */
export type GrapeDisplay = 'list' | 'percent' | 'inline';
/** WHERE_TO_DISPLAY_GRAPE_VARIETY: among the features ('features') or beside the description ('description'). */
export type GrapePlace = 'features' | 'description';

export interface ProductPageSettings {
  hidePrices: boolean;
  hidePercentDiscount: boolean;
  /** SPEC §9: 'Only N left' shows at or under this stock (default 2). */
  stockLimit: number;
  inStockLabel: string | null;
  notInStockLabel: string | null;
  /** FEATURES_PRODUCT_STYLE: EXPANDABLE folds the features in a disclosure; anything else lists them open. */
  expandableFeatures: boolean;
  /** PRODUCT_ASPECT_RATIO as a CSS aspect-ratio ('2-3' → '2 / 3', the SPEC §9 default). */
  imageAspectRatio: string;
  grapeDisplay: GrapeDisplay;
  grapePlace: GrapePlace;
  switchWineNameAndAppellation: boolean;
  showNutrition: boolean;
  alcoholSellingMessage: boolean;
  hideProductIcons: boolean;
  shippingMessage: string | null;
  /**
   * PRODUCT_PAGE_STYLE: 'PREMIUM' (SPEC §9 default) sets a large gallery beside a purchase column that stays in
   * view, the description beside its aside; 'CLASSIC' halves the top and lays everything else in one column.
   */
  pageStyle: 'PREMIUM' | 'CLASSIC';
  /** DETAIL_PAGE_MARGIN_TOP: from the page's top to the sheet on large screens, top bar included (px). */
  detailMarginTop: number;
}

const flag = (parameters: Parameters, key: string) => parameters[key] === 'true';

function positiveNumber(value: string | null | undefined, fallback: number): number {
  const number = Number(value);
  return value != null && value !== '' && Number.isFinite(number) && number >= 0 ? number : fallback;
}

function grapeDisplayOf(value: string | null | undefined): GrapeDisplay {
  const text = (value ?? '').toLowerCase();
  if (text.includes('percent') || text.includes('pourcent')) return 'percent';
  if (text === 'inline' || text === 'text' || text === 'line') return 'inline';
  return 'list';
}

export function productPageSettings(parameters: Parameters): ProductPageSettings {
  return {
    hidePrices: flag(parameters, 'HIDE_PRODUCT_PRICES'),
    hidePercentDiscount: flag(parameters, 'PRODUCT_HIDE_PERCENTAGE_DISCOUNT'),
    stockLimit: positiveNumber(parameters.STOCK_LIMIT_DISPLAY, 2),
    inStockLabel: parameters.IN_STOCK_LABEL?.trim() || null,
    notInStockLabel: parameters.NOT_IN_STOCK_LABEL?.trim() || null,
    expandableFeatures: (parameters.FEATURES_PRODUCT_STYLE ?? 'EXPANDABLE').toUpperCase() === 'EXPANDABLE',
    imageAspectRatio: aspectRatioOf(parameters.PRODUCT_ASPECT_RATIO),
    grapeDisplay: grapeDisplayOf(parameters.HOW_TO_DISPLAY_GRAPE_VARIETY),
    grapePlace:
      (parameters.WHERE_TO_DISPLAY_GRAPE_VARIETY ?? '').toLowerCase() === 'description' ? 'description' : 'features',
    switchWineNameAndAppellation: flag(parameters, 'SWITCH_WINE_NAME_AND_APPELLATION'),
    showNutrition: flag(parameters, 'SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET'),
    alcoholSellingMessage: flag(parameters, 'DISPLAY_ALCOHOL_SELLING_MESSAGE'),
    hideProductIcons: flag(parameters, 'HIDE_PRODUCT_ICON'),
    shippingMessage: parameters.SHIPPING_MESSAGE?.trim() || null,
    pageStyle: parameters.PRODUCT_PAGE_STYLE?.trim().toUpperCase() === 'CLASSIC' ? 'CLASSIC' : 'PREMIUM',
    detailMarginTop: positiveNumber(parameters.DETAIL_PAGE_MARGIN_TOP, 130),
  };
}
