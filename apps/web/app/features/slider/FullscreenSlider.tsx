import { lazy, Suspense, type ComponentType } from 'react';
import { clearSlider, useIsSliderHost, useSliderState } from './slider-store.ts';

export { openSlider, closeSlider, type SliderItem } from './slider-store.ts';

/** The lightbox library and its styles load on the first opening only: the pages' initial JavaScript stays small. */
const loadSliderLightbox = () => import('./SliderLightbox.tsx');

/** Starts loading the slider before it is needed (a pointer over a thumbnail, a focused thumbnail). */
export function preloadFullscreenSlider() {
  void loadSliderLightbox().catch(() => {
    // The opening itself reports the failure (below).
  });
}

const lazyLightbox = (): ComponentType =>
  lazy<ComponentType>(() =>
    loadSliderLightbox().catch((error: unknown) => {
      console.error('The fullscreen slider could not be loaded', error);
      // The next opening tries again with a fresh lazy component; until then the host draws nothing.
      SliderLightbox = lazyLightbox();
      clearSlider();
      return { default: () => null };
    }),
  );
let SliderLightbox = lazyLightbox();

/**
 * SPEC §2: the fullscreen slider of images and videos. Mount it once in the layout; open it from anywhere
 * with `openSlider(items, index)`. Renders nothing until the first opening.
 */
export function FullscreenSlider() {
  const { items } = useSliderState();
  const isHost = useIsSliderHost();
  if (!isHost || items.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <SliderLightbox />
    </Suspense>
  );
}
