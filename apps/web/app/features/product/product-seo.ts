import type { MetaDescriptor } from 'react-router';
import type { Declination, ProductDetail } from '@atelier/contract';
import { descriptionFromHtml, seoMeta } from '../seo/seo-meta.ts';
import { seoSite, type RootSeoData } from '../seo/site-seo.ts';
import { isSoldOut } from './stock-status.ts';

type Urls = { fr_FR: string; en: string };

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);
/** schema.org prices are plain decimals in the currency's unit: 1250 cents → "12.50". */
const euros = (cents: number) => (cents / 100).toFixed(2);

export interface ProductJsonLdInput {
  product: ProductDetail;
  origin: string;
  /** The page's canonical path. */
  url: string;
  /** The page of one declination (an offer's url). */
  offerUrl: (declination: Declination) => string;
  siteName: string | null;
  /** HIDE_PRODUCT_PRICES: a price the page hides is not published to search engines either. */
  hidePrices: boolean;
}

/** The meta description of a product: its summary, else the start of its description. */
export function productDescription(product: ProductDetail, fallback: string | null): string | null {
  return (
    descriptionFromHtml(product.summary) ?? descriptionFromHtml(product.description) ?? descriptionFromHtml(fallback)
  );
}

/** Issue 4 item 6: schema.org Product with one Offer per declination (price in euros, EUR, availability). */
export function productJsonLd({ product, origin, url, offerUrl, siteName, hidePrices }: ProductJsonLdInput) {
  const images = [...new Set([product.image, ...product.images].flatMap((image) => (image ? [image.url] : [])))];
  const offers = product.declinations.map((declination) => ({
    '@type': 'Offer',
    ...(declination.reference ? { sku: declination.reference } : {}),
    ...(product.declinations.length > 1 && declination.label ? { name: declination.label } : {}),
    price: euros(declination.discountedPrice),
    priceCurrency: 'EUR',
    availability: `https://schema.org/${isSoldOut(declination) ? 'OutOfStock' : 'InStock'}`,
    itemCondition: 'https://schema.org/NewCondition',
    url: absolute(origin, offerUrl(declination)),
  }));
  const description = productDescription(product, null);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images.map((image) => absolute(origin, image)) } : {}),
    productID: String(product.id),
    url: absolute(origin, url),
    ...(siteName ? { brand: { '@type': 'Brand', name: siteName } } : {}),
    ...(product.categories.length > 0 ? { category: product.categories[0] } : {}),
    ...(hidePrices || offers.length === 0 ? {} : { offers: offers.length === 1 ? offers[0] : offers }),
  };
}

export interface ProductMetaInput {
  root: RootSeoData;
  product: ProductDetail;
  title: string;
  /** The page's paths in both languages (canonical and hreflang). */
  urls: Urls;
  /** The declination whose price the Open Graph tags give. */
  declination: Declination | undefined;
  offerUrl: (declination: Declination) => string;
}

/** Title, description, canonical, hreflang, Open Graph (product) and JSON-LD of a product or wine page. */
export function productMeta({ root, product, title, urls, declination, offerUrl }: ProductMetaInput): MetaDescriptor[] {
  const site = seoSite(root);
  const { parameters } = root.startup;
  const hidePrices = parameters.HIDE_PRODUCT_PRICES === 'true';
  const fallback =
    (product.kind === 'WINE' ? parameters.WINE_META_DESCRIPTION : null) ?? parameters.COMPANY_DESCRIPTION ?? null;
  const image = product.images[0]?.url ?? product.image?.url ?? null;
  const tags = seoMeta(site, { title, description: productDescription(product, fallback), urls, image }).map((tag) =>
    'property' in tag && tag.property === 'og:type' ? { property: 'og:type', content: 'product' } : tag,
  );
  if (declination && !hidePrices) {
    tags.push(
      { property: 'product:price:amount', content: euros(declination.discountedPrice) },
      { property: 'product:price:currency', content: 'EUR' },
    );
  }
  tags.push({
    'script:ld+json': productJsonLd({
      product,
      origin: root.origin,
      url: urls[root.locale],
      offerUrl,
      siteName: site.siteName,
      hidePrices,
    }),
  });
  return tags;
}
