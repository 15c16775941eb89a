import type { ProductSummary } from '@atelier/contract';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { tintedBackground } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { ProductPrice } from './ProductPrice.tsx';
import type { ShopCardSettings } from './shop-settings.ts';

interface ProductCardProps {
  product: ProductSummary;
  settings: ShopCardSettings;
  /** The card is in the list's first row: its picture is fetched at once. */
  eager: boolean;
}

/** The grid's columns (ProductGrid): two on phones, three on tablets, four from 1024 px. */
const IMAGE_SIZES = '(min-width: 1152px) 264px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw';
/** PRODUCT_DISPLAY 'list': the picture beside the text, 8 or 11 rem wide. */
const LIST_IMAGE_SIZES = '(min-width: 640px) 176px, 128px';

/**
 * One product of a list: picture in the site's aspect ratio, name (the link to its page, stretched over the
 * whole card), a wine's appellation and vintage, price, and the out-of-stock label.
 */
export function ProductCard({ product, settings, eager }: ProductCardProps) {
  const { t } = useTranslation('shop');
  const wine = product.wine ? [product.wine.appellation, product.wine.year].filter(Boolean).join(' · ') : '';
  const list = settings.display === 'list';
  return (
    <article className={`group relative flex h-full ${list ? 'flex-row items-start gap-5' : 'flex-col'}`}>
      <div
        className={`overflow-hidden rounded-2xl ${tintedBackground} ${list ? 'w-32 shrink-0 sm:w-44' : ''}`}
        style={{ aspectRatio: settings.aspectRatio }}
      >
        {product.image && (
          <ResponsiveImage
            image={product.image}
            alt={product.image.alt === product.name ? '' : product.image.alt}
            sizes={list ? LIST_IMAGE_SIZES : IMAGE_SIZES}
            className="h-full w-full object-cover transition duration-300 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
            {...(eager ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
          />
        )}
      </div>
      <div className={list ? 'min-w-0 flex-1' : 'contents'}>
        <h3 className={`${list ? '' : 'mt-4'} text-xl leading-snug font-semibold text-balance`}>
          <PrefetchLink
            to={product.url}
            className="outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-3 focus-visible:after:outline-offset-4 focus-visible:after:outline-primary group-hover:text-primary"
          >
            {product.name}
          </PrefetchLink>
        </h3>
        {wine && <p className="mt-1 text-sm">{wine}</p>}
        <ProductPrice product={product} settings={settings} className="mt-2" />
        {product.sellByMultipleOf > 1 && (
          <p className="mt-1 text-sm">{t('soldBy', { count: product.sellByMultipleOf })}</p>
        )}
      </div>
      {!product.inStock && (
        // After the name in reading order, over the picture on screen.
        <p className="pointer-events-none absolute top-3 left-3 rounded-full bg-[#1f1330] px-3 py-1 text-sm font-semibold text-white">
          {settings.outOfStockLabel ?? t('outOfStock')}
        </p>
      )}
    </article>
  );
}
