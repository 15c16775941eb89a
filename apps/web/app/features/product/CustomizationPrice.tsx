import { formatPrice } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { lastPrice, type LivePrice } from './use-live-price.ts';

interface CustomizationPriceProps {
  live: LivePrice;
  /** The declination's unit price, shown until the server has answered. */
  basePrice: number;
}

/** The unit price as the answers make it: base price, customizations, total; from the server after each answer. */
export function CustomizationPrice({ live, basePrice }: CustomizationPriceProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const price = lastPrice(live);
  const base = price?.basePrice ?? basePrice;
  const extra = price?.extra ?? 0;
  const total = price?.total ?? basePrice;
  return (
    <section
      aria-labelledby="customization-price"
      className="rounded-2xl border border-black/10 p-5"
      data-testid="customization-price"
    >
      <h2 id="customization-price" className="text-lg font-semibold">
        {t('customize.price.title')}
      </h2>
      <dl className={`mt-3 flex flex-col gap-2 ${live.status === 'loading' ? 'opacity-70' : ''}`}>
        <div className="flex justify-between gap-4">
          <dt>{t('customize.price.base')}</dt>
          <dd>{formatPrice(base, locale)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t('customize.price.extra')}</dt>
          <dd data-testid="customization-extra">
            {extra > 0 ? `+${formatPrice(extra, locale)}` : formatPrice(0, locale)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-black/10 pt-2">
          <dt className="font-semibold">{t('customize.price.total')}</dt>
          <dd className="text-xl font-semibold" data-testid="customization-total">
            {formatPrice(total, locale)}
          </dd>
        </div>
      </dl>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {live.status === 'loading' ? t('customize.price.updating') : live.status === 'failed' ? live.message : ''}
      </p>
    </section>
  );
}
