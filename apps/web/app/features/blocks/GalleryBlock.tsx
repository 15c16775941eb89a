import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { mediaTypeOf } from '@atelier/domain';
import { FullscreenSlider, openSlider, preloadFullscreenSlider } from '../slider/FullscreenSlider.tsx';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { imageLoading } from './block-styles.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/** A third of the content column (72rem) from 996 px up, half the screen below. */
const THUMBNAIL_SIZES = '(min-width: 1200px) 376px, (min-width: 996px) 33vw, 50vw';

/** Thumbnails of the workshop's work; each one opens the fullscreen slider (SPEC §2) at its own place. */
export function GalleryBlock({ block, position }: BlockProps<'gallery'>) {
  const { t } = useTranslation('blocks');
  const headingId = useId();
  const items = block.images.map(({ image, alt }) => ({ src: image, alt }));
  return (
    <BlockSection type="gallery" labelledBy={block.title ? headingId : undefined}>
      {block.title && <BlockHeading id={headingId}>{block.title}</BlockHeading>}
      <ul className={`grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 ${block.title ? 'mt-10' : ''}`}>
        {items.map((item, index) => (
          <li key={`${item.src}-${index}`}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={t('gallery.open', { index: index + 1, total: items.length, alt: item.alt })}
              onClick={() => openSlider(items, index)}
              onPointerEnter={preloadFullscreenSlider}
              onFocus={preloadFullscreenSlider}
              className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-black/5 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary"
            >
              {mediaTypeOf(item.src) === 'video' ? (
                <video
                  src={`${item.src}#t=0.1`}
                  muted
                  playsInline
                  preload="metadata"
                  aria-hidden="true"
                  className="aspect-[4/3] w-full object-cover"
                />
              ) : (
                <ResponsiveImage
                  image={{ url: item.src, alt: item.alt, width: 1200, height: 900 }}
                  sizes={THUMBNAIL_SIZES}
                  className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                  {...imageLoading(position)}
                />
              )}
              <span
                aria-hidden="true"
                className="absolute right-3 bottom-3 inline-flex size-10 items-center justify-center rounded-full bg-white/90 text-[#1f1330] opacity-0 shadow-md transition group-hover:opacity-100 group-focus-visible:opacity-100"
              >
                <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="2">
                  <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {/* A host of its own, in case the layout has none; only one host ever draws the slider. */}
      <FullscreenSlider />
    </BlockSection>
  );
}
