import { describe, expect, it } from 'vitest';
import { productPageSettings } from './product-settings.ts';

describe('the product page settings', () => {
  it('has the SPEC §9 defaults when the site sets nothing', () => {
    expect(productPageSettings({})).toMatchObject({
      hidePrices: false,
      hidePercentDiscount: false,
      stockLimit: 2,
      inStockLabel: null,
      expandableFeatures: true,
      imageAspectRatio: '2 / 3',
      grapeDisplay: 'list',
      grapePlace: 'features',
      pageStyle: 'PREMIUM',
      detailMarginTop: 130,
    });
  });

  it('reads the page style and the top margin of the sheet', () => {
    expect(productPageSettings({ PRODUCT_PAGE_STYLE: 'classic', DETAIL_PAGE_MARGIN_TOP: '200' })).toMatchObject({
      pageStyle: 'CLASSIC',
      detailMarginTop: 200,
    });
    expect(productPageSettings({ PRODUCT_PAGE_STYLE: 'other', DETAIL_PAGE_MARGIN_TOP: '-4' })).toMatchObject({
      pageStyle: 'PREMIUM',
      detailMarginTop: 130,
    });
  });

  it('reads the switches, numbers and choices of the site', () => {
    expect(
      productPageSettings({
        HIDE_PRODUCT_PRICES: 'true',
        PRODUCT_HIDE_PERCENTAGE_DISCOUNT: 'true',
        STOCK_LIMIT_DISPLAY: '5',
        IN_STOCK_LABEL: ' Disponible ',
        FEATURES_PRODUCT_STYLE: 'CLASSIC',
        PRODUCT_ASPECT_RATIO: '1-1',
        HOW_TO_DISPLAY_GRAPE_VARIETY: 'percent',
        WHERE_TO_DISPLAY_GRAPE_VARIETY: 'description',
      }),
    ).toMatchObject({
      hidePrices: true,
      hidePercentDiscount: true,
      stockLimit: 5,
      inStockLabel: 'Disponible',
      expandableFeatures: false,
      imageAspectRatio: '1 / 1',
      grapeDisplay: 'percent',
      grapePlace: 'description',
    });
  });

  it('keeps the default stock threshold for a value that is not a number', () => {
    expect(productPageSettings({ STOCK_LIMIT_DISPLAY: 'beaucoup' }).stockLimit).toBe(2);
  });
});
