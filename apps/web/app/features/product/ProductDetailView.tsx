import type { CSSProperties, ReactNode } from 'react';
import type { Declination, ProductDetail, SizedImage } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLayoutSettings } from '../layout/layout-settings.ts';
import type { ProductExtras } from './product-extras.ts';
import { DecreasingDiscounts } from './DecreasingDiscounts.tsx';
import { ProductAwards } from './ProductAwards.tsx';
import { ProductDescription } from './ProductDescription.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ProductPrice } from './ProductPrice.tsx';
import { MadeToMeasureLink } from './MadeToMeasureLink.tsx';
import { FactList, ProductSection } from './ProductSection.tsx';
import { PurchasePanel } from './PurchasePanel.tsx';
import { RecommendedProducts } from './RecommendedProducts.tsx';
import { StockLabel } from './StockLabel.tsx';
import { useProductSettings } from './use-product-settings.ts';

export interface ProductDetailViewProps {
  product: ProductDetail;
  extras: Pick<ProductExtras, 'awards' | 'recommended'>;
  declination: Declination;
  heading: string;
  subheading?: string | null;
  /** The declination picker (variations) or the vintage picker (wines). */
  picker: ReactNode;
  /** Under the price (a wine's health message). */
  priceNote?: ReactNode;
  /** Under the summary (a wine's grape varieties when shown beside the description). */
  afterSummary?: ReactNode;
  /** Under the purchase area (a wine's selling message). */
  afterPurchase?: ReactNode;
  /** More sections of the sheet after the features (a wine's details, nutrition). */
  sections?: ReactNode;
  /** Beside the sheet's sections (what a wine goes with). */
  aside?: ReactNode;
}

/** The pictures of the chosen declination first, then the product's, each once. */
function galleryImages(product: ProductDetail, declination: Declination): SizedImage[] {
  const all = [declination.image, ...product.images, product.image].filter((image): image is SizedImage => !!image);
  return all.filter((image, index) => all.findIndex((other) => other.url === image.url) === index);
}

/** The site column's own room above a page (2.5rem). */
const COLUMN_PADDING_TOP = 40;

/**
 * The product sheet: in the PREMIUM style (SPEC §9 default) a large gallery beside the purchase column
 * (name, price, stock, choice of declination, quantity), then the description, the expandable sections and
 * the recommended products; in the CLASSIC style (PRODUCT_PAGE_STYLE) the same in halves, then one column.
 * On large screens the sheet starts DETAIL_PAGE_MARGIN_TOP from the page's top, top bar included.
 * Shared by the product and wine pages.
 */
export function ProductDetailView(props: ProductDetailViewProps) {
  const { product, extras, declination, heading, subheading, picker } = props;
  const { t } = useTranslation('product');
  const settings = useProductSettings();
  const images = galleryImages(product, declination);
  const showDeclinationLabel = product.declinations.length > 1 && declination.label.trim() !== '';
  const premium = settings.pageStyle === 'PREMIUM';
  const { desktopHeaderHeight } = useLayoutSettings();
  const extraTop = Math.max(0, settings.detailMarginTop - desktopHeaderHeight - COLUMN_PADDING_TOP);

  return (
    <article
      className="product-sheet pb-10 nav:pt-[var(--detail-extra-top)]"
      style={{ '--detail-extra-top': `${extraTop}px` } as CSSProperties}
      data-testid="product-page"
      data-product-id={product.id}
      data-style={settings.pageStyle}
    >
      <div
        className={`grid gap-8 lg:gap-14 ${premium ? 'md:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]' : 'md:grid-cols-2'}`}
      >
        <ProductGallery images={images} productName={product.name} aspectRatio={settings.imageAspectRatio} />
        <div
          className={`flex flex-col gap-6 self-start ${premium ? 'md:sticky md:top-6' : ''}`}
          data-testid="product-buy-box"
        >
          <header>
            <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">{heading}</h1>
            {subheading && <p className="mt-2 text-xl">{subheading}</p>}
            {showDeclinationLabel && (
              <p className="mt-2 text-black/70 dark:text-white/75" data-testid="declination-label">
                {declination.label}
              </p>
            )}
          </header>
          <ProductAwards awards={extras.awards} />
          {product.summary && <p className="text-lg leading-relaxed">{product.summary}</p>}
          {props.afterSummary}
          {!settings.hidePrices && (
            <div className="flex flex-col gap-1.5">
              <ProductPrice declination={declination} hidePercent={settings.hidePercentDiscount} />
              {props.priceNote}
            </div>
          )}
          <StockLabel declination={declination} />
          {picker}
          <PurchasePanel product={product} declination={declination} />
          {product.isMadeToMeasure && <MadeToMeasureLink productId={product.id} />}
          {props.afterPurchase}
          {settings.shippingMessage && (
            <p className="flex items-center gap-2 text-sm">
              <TruckGlyph />
              {settings.shippingMessage}
            </p>
          )}
        </div>
      </div>

      <div className={`mt-14 grid gap-10 lg:gap-14 ${premium ? 'lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)]' : ''}`}>
        <div>
          {product.description && (
            <section aria-labelledby="product-description" className="mb-8">
              <h2 id="product-description" className="text-2xl font-semibold">
                {t('description')}
              </h2>
              <ProductDescription text={product.description} className="mt-4" />
            </section>
          )}
          {product.features.length > 0 && (
            <ProductSection title={t('features.title')} expandable={settings.expandableFeatures} initiallyOpen>
              <FactList rows={product.features} />
            </ProductSection>
          )}
          {props.sections}
        </div>
        <aside className="flex flex-col gap-8">
          <DecreasingDiscounts
            discounts={product.decreasingDiscounts}
            unitPrice={declination.discountedPrice}
            hidePrices={settings.hidePrices}
          />
          {props.aside}
        </aside>
      </div>

      <RecommendedProducts products={extras.recommended} />
    </article>
  );
}

function TruckGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M2 6h11v9H2zM13 9h4l4 4v2h-8" strokeLinejoin="round" />
      <circle cx="6" cy="17" r="2" />
      <circle cx="17" cy="17" r="2" />
    </svg>
  );
}
