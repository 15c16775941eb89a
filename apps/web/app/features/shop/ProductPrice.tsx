import { discountPercent, formatPrice } from '@atelier/domain';
import type { ProductSummary } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import type { ShopCardSettings } from './shop-settings.ts';

interface ProductPriceProps {
  product: Pick<ProductSummary, 'price' | 'discountedPrice'>;
  settings: Pick<ShopCardSettings, 'hidePrices' | 'hideDiscountPercent'>;
  className?: string;
}

/**
 * A product's price with two decimals (SPEC §9); on discount, the new price, the old one struck through and
 * the percentage off (unless PRODUCT_HIDE_PERCENTAGE_DISCOUNT). Nothing when HIDE_PRODUCT_PRICES is on.
 * Screen readers do not announce a struck-through text: the old price is named in words.
 */
export function ProductPrice({ product, settings, className = '' }: ProductPriceProps) {
  const { t } = useTranslation('shop');
  const locale = useLocale();
  if (settings.hidePrices) return null;
  const { price, discountedPrice } = product;
  if (discountedPrice >= price) {
    return <p className={`text-lg font-semibold ${className}`}>{formatPrice(price, locale)}</p>;
  }
  const percent = discountPercent(price, discountedPrice);
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2 gap-y-1 ${className}`}>
      <span className="text-lg font-semibold text-primary">
        <span className="sr-only">{t('price.now')} </span>
        {formatPrice(discountedPrice, locale)}
      </span>
      <del className="text-sm text-[color-mix(in_srgb,currentColor_75%,transparent)]">
        <span className="sr-only">{t('price.was')} </span>
        {formatPrice(price, locale)}
      </del>
      {!settings.hideDiscountPercent && percent > 0 && (
        <span className="rounded-full bg-accent px-2 py-0.5 text-sm font-semibold text-[#1b1128]">
          {t('price.percentOff', { percent })}
        </span>
      )}
    </p>
  );
}
