import type { ProductSummary } from '@atelier/contract';
import type { RootSeoData } from '../seo/site-seo.ts';
import { linguiOf } from '../i18n/use-translation.ts';

/** A UI message of the shop in the page's language, for the meta tags (outside React). */
export const shopMessage = (root: RootSeoData, key: string, values?: Record<string, unknown>) =>
  linguiOf(root.locale, root.messages)._(`shop.${key}`, values);

/** A list's title on its page 2 and later ('Mobilier artisanal – page 2'): each page a title of its own. */
export function pagedTitle(title: string, page: number, root: RootSeoData): string {
  return page <= 1 ? title : `${title} – ${shopMessage(root, 'pagination.titlePage', { page })}`;
}

/**
 * schema.org ItemList of the products a list page shows (their pages' URLs in order), so search engines
 * read a category page as a list of products.
 */
export function itemListJsonLd(origin: string, products: Pick<ProductSummary, 'url' | 'name'>[], offset: number) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    numberOfItems: products.length,
    itemListElement: products.map((product, index) => ({
      '@type': 'ListItem',
      position: offset + index + 1,
      url: origin + product.url,
      name: product.name,
    })),
  };
}
