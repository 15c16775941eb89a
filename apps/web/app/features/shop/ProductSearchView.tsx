import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { isFiltered } from './list-links.ts';
import { productCountKey } from './product-count.ts';
import { Pagination } from './Pagination.tsx';
import { ProductFilters } from './ProductFilters.tsx';
import { ProductGrid } from './ProductGrid.tsx';
import { SortSelect } from './ProductSort.tsx';
import type { ProductSearchData } from './shop-page-data.ts';
import { SearchField } from './ShopSearchBox.tsx';

interface ProductSearchViewProps {
  search: ProductSearchData;
  /** The search page without filters (reset link). */
  searchUrl: string;
  /** The shop's landing page, offered when nothing matches. */
  shopUrl: string | null;
}

/**
 * The search page (SPEC §2 /products/search): the search form and filters beside the results, with their
 * count (announced when it changes), order, pages, and what to do when nothing matches.
 */
export function ProductSearchView({ search, searchUrl, shopUrl }: ProductSearchViewProps) {
  const { t } = useTranslation('shop');
  const formId = useId();
  const resultsId = useId();
  const { list } = search;
  const { params } = list;
  const searchInput = useRef<HTMLInputElement>(null);

  // The search words follow the URL (back button), unless the visitor is typing.
  useEffect(() => {
    const input = searchInput.current;
    if (input && document.activeElement !== input) input.value = params.search;
  }, [params.search]);

  return (
    <div className="pb-10">
      <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">
        {params.search
          ? t('search.resultsFor', { search: params.search })
          : (search.category?.name ?? t('search.title'))}
      </h1>
      <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-accent" />
      <div role="search" className="mt-8 max-w-xl">
        <SearchField form={formId} defaultValue={params.search} inputRef={searchInput} />
      </div>
      <div className="mt-10 grid grid-cols-1 gap-10 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <ProductFilters
          id={formId}
          params={params}
          kinds={search.kinds}
          tags={search.tags}
          categories={search.categories}
          resetUrl={searchUrl}
        />
        <section aria-labelledby={resultsId}>
          <div className="mb-8 flex flex-wrap items-end justify-between gap-4 border-b border-black/10 pb-4 dark:border-white/15">
            <div>
              <h2 id={resultsId} className="text-2xl leading-tight font-semibold">
                {t('search.results')}
              </h2>
              <p role="status" className="mt-1">
                {t(productCountKey(list.total), { count: list.total })}
              </p>
            </div>
            {list.total > 1 && <SortSelect orderBy={params.orderBy} form={formId} />}
          </div>
          {list.items.length === 0 ? (
            <div className="text-lg">
              <p>{t(isFiltered(params) ? 'search.empty' : 'emptyCategory')}</p>
              {(isFiltered(params) || params.category) && (
                <p className="mt-4">
                  <Link to={searchUrl} className="font-semibold text-primary underline">
                    {t('search.reset')}
                  </Link>
                  {shopUrl && (
                    <>
                      {' · '}
                      <Link to={shopUrl} className="font-semibold text-primary underline">
                        {t('search.browseShop')}
                      </Link>
                    </>
                  )}
                </p>
              )}
            </div>
          ) : (
            <ProductGrid products={list.items} />
          )}
          <Pagination page={params.page} pages={list.pages} />
        </section>
      </div>
    </div>
  );
}
