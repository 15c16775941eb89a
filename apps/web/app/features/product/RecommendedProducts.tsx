import type { ProductSummary } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { ProductCard } from '../shop/ProductCard.tsx';
import { shopCardSettings } from '../shop/shop-settings.ts';
import { useStartup } from '../site/site-data.ts';
import { HealthMessage } from './AlcoholMessages.tsx';

/** At most this many suggestions: one or two rows of the grid. */
const SHOWN = 8;

/**
 * Products the shop suggests with this one (SPEC §7 GET /v2/product/recommended/{id}): the shop's product
 * cards, each a link to its page. Wine prices among them carry the health message.
 */
export function RecommendedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation('product');
  const { parameters } = useStartup();
  if (products.length === 0) return null;
  const settings = { ...shopCardSettings(parameters), display: 'grid' as const };
  const shown = products.slice(0, SHOWN);
  return (
    <section aria-labelledby="recommended-products" className="mt-16 border-t border-black/10 pt-10">
      <h2 id="recommended-products" className="text-3xl font-semibold">
        {t('recommended.title')}
      </h2>
      <ul className="mt-6 grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 md:grid-cols-4">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} settings={settings} eager={false} />
          </li>
        ))}
      </ul>
      {!settings.hidePrices && shown.some((product) => product.kind === 'WINE') && (
        <div className="mt-6">
          <HealthMessage />
        </div>
      )}
    </section>
  );
}
