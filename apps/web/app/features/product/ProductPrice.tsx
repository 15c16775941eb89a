import type { Declination } from '@atelier/contract';
import { discountPercent, formatPrice } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';

interface ProductPriceProps {
  declination: Pick<Declination, 'price' | 'discountedPrice'>;
  /** PRODUCT_HIDE_PERCENTAGE_DISCOUNT. */
  hidePercent: boolean;
}

/**
 * The price with 2 decimals (SPEC §9); on discount, the former price struck through and the percentage
 * taken off. HIDE_PRODUCT_PRICES is the caller's: it does not draw this at all.
 */
export function ProductPrice({ declination, hidePercent }: ProductPriceProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const { price, discountedPrice } = declination;
  const percent = discountPercent(price, discountedPrice);
  const onSale = discountedPrice < price;
  return (
    <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1" data-testid="product-price">
      <span className={`text-3xl font-semibold tracking-tight ${onSale ? 'text-primary' : ''}`}>
        <span className="sr-only">{onSale ? t('price.discounted') : t('price.label')} </span>
        <span data-testid="product-price-current">{formatPrice(discountedPrice, locale)}</span>
      </span>
      {onSale && (
        <>
          <del className="text-lg text-black/60 dark:text-white/70">
            <span className="sr-only">{t('price.former')} </span>
            {formatPrice(price, locale)}
          </del>
          {!hidePercent && percent > 0 && (
            <span className="rounded-full bg-accent px-2.5 py-0.5 text-sm font-semibold text-[#1b1128]">
              {t('price.percentOff', { percent })}
            </span>
          )}
        </>
      )}
    </p>
  );
}
