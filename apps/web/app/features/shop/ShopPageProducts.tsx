import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CategoryNav } from './CategoryNav.tsx';
import { productCountKey } from './product-count.ts';
import { Pagination } from './Pagination.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { ProductSortForm } from './ProductSort.tsx';
import type { ShopPageData } from './shop-page-data.ts';
import { ShopSearchBox } from './ShopSearchBox.tsx';

/**
 * What the shop's landing page and its category pages show under their own text: the categories, a search
 * box, and the products (every product on the landing page, the category's on its page) with their order
 * and pages.
 */
export function ShopPageProducts({ shop }: { shop: ShopPageData }) {
  const { t } = useTranslation('shop');
  const headingId = useId();
  const { list } = shop;
  return (
    <div className="flex flex-col gap-10 pb-10">
      <div className="flex flex-wrap items-end justify-between gap-6">
        <CategoryNav categories={shop.categories} shopUrl={shop.shopUrl} current={shop.category} />
        <ShopSearchBox searchUrl={shop.searchUrl} />
      </div>
      {list === null ? (
        <p role="status" className="text-lg">
          {t('unavailable')}
        </p>
      ) : (
        <section aria-labelledby={headingId}>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-black/10 pb-4 dark:border-white/15">
            <div>
              <h2 id={headingId} className="text-2xl leading-tight font-semibold md:text-3xl">
                {t(shop.kind === 'shop' ? 'allProducts' : 'products')}
              </h2>
              <p className="mt-1">{t(productCountKey(list.total), { count: list.total })}</p>
            </div>
            {list.total > 1 && <ProductSortForm orderBy={list.params.orderBy} />}
          </div>
          {list.items.length === 0 ? (
            <p className="text-lg">{t('emptyCategory')}</p>
          ) : (
            <ProductGrid products={list.items} />
          )}
          <Pagination page={list.params.page} pages={list.pages} />
        </section>
      )}
    </div>
  );
}
