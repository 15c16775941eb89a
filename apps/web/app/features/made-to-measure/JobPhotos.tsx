import type { MadeToMeasurePhoto } from '@atelier/contract';
import { FullscreenSlider, openSlider, preloadFullscreenSlider } from '../slider/FullscreenSlider.tsx';

/**
 * A job's private photos as thumbnails (their own API address, `size=thumbnail`: no /img variants, which are
 * public), each one opening the site's fullscreen slider at its place on the whole photo.
 */
export function JobPhotos({ photos, label }: { photos: MadeToMeasurePhoto[]; label: (index: number) => string }) {
  if (photos.length === 0) return null;
  const items = photos.map((photo, index) => ({ src: photo.url, alt: label(index) }));
  return (
    <>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              aria-haspopup="dialog"
              aria-label={label(index)}
              onClick={() => openSlider(items, index)}
              onPointerEnter={preloadFullscreenSlider}
              onFocus={preloadFullscreenSlider}
              className="block w-full cursor-zoom-in overflow-hidden rounded-xl bg-black/5 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                width={photo.width}
                height={photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-square w-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <FullscreenSlider />
    </>
  );
}
