import type { ProductSummary } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';
import { ProductCard } from './ProductCard.tsx';
import { shopCardSettings } from './shop-settings.ts';

/** The cards of the first row (four columns at the widest) are the page's largest paint. */
const FIRST_ROW = 4;

/**
 * A list of product cards. Where it shows wine, the French health message goes with the prices (Loi Évin);
 * it is shown once under the list rather than on every card.
 */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation('shop');
  const settings = shopCardSettings(useStartup().parameters);
  return (
    <>
      <ul
        className={
          settings.display === 'list'
            ? 'grid grid-cols-1 gap-8 md:grid-cols-2'
            : 'grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4'
        }
      >
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard product={product} settings={settings} eager={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
      {products.some((product) => product.kind === 'WINE') && (
        <p className="mt-10 text-sm font-semibold">{t('alcoholWarning')}</p>
      )}
    </>
  );
}
