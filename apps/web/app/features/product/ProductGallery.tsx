import type { SizedImage } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { FullscreenSlider, openSlider, preloadFullscreenSlider } from '../slider/FullscreenSlider.tsx';
import { ProductImage } from './ProductImage.tsx';

interface ProductGalleryProps {
  images: SizedImage[];
  productName: string;
  /** PRODUCT_ASPECT_RATIO as a CSS aspect-ratio ('2 / 3'). */
  aspectRatio: string;
}

const zoomButton =
  'group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-black/5 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary';

/**
 * The PREMIUM product page's gallery: one large picture and the thumbnails of the others; each one opens
 * the fullscreen slider (SPEC §2) at its own place.
 */
export function ProductGallery({ images, productName, aspectRatio }: ProductGalleryProps) {
  const { t } = useTranslation('product');
  const items = images.map((image) => ({ src: image.url, alt: image.alt || productName }));
  const [main, ...others] = images;
  if (!main) {
    return (
      <div
        className="grid w-full place-items-center rounded-2xl bg-black/5 text-sm text-black/60"
        style={{ aspectRatio }}
      >
        {t('gallery.noImage')}
      </div>
    );
  }
  const open = (index: number) => () => openSlider(items, index);
  const label = (index: number) =>
    t('gallery.open', { index: index + 1, total: items.length, alt: items[index]?.alt ?? productName });
  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={label(0)}
        onClick={open(0)}
        onPointerEnter={preloadFullscreenSlider}
        onFocus={preloadFullscreenSlider}
        className={zoomButton}
      >
        <span className="block" style={{ aspectRatio }}>
          <ProductImage
            image={main}
            alt={items[0]!.alt}
            priority
            sizes="(min-width: 1200px) 640px, (min-width: 768px) 55vw, 100vw"
            className="size-full object-cover transition duration-500 group-hover:scale-[1.03] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        </span>
        <ZoomHint />
      </button>
      {others.length > 0 && (
        <ul className="grid grid-cols-4 gap-3 sm:gap-4" aria-label={t('gallery.thumbnails')}>
          {others.map((image, offset) => (
            <li key={`${image.url}-${offset}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={label(offset + 1)}
                onClick={open(offset + 1)}
                onPointerEnter={preloadFullscreenSlider}
                onFocus={preloadFullscreenSlider}
                className={zoomButton}
              >
                <span className="block" style={{ aspectRatio }}>
                  <ProductImage
                    image={image}
                    alt=""
                    sizes="(min-width: 1200px) 150px, (min-width: 768px) 13vw, 23vw"
                    className="size-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none"
                  />
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <FullscreenSlider />
    </div>
  );
}

function ZoomHint() {
  return (
    <span
      aria-hidden="true"
      className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-[#1f1330] shadow-md"
    >
      <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </span>
  );
}
