import type { AlbumMedia } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { FullscreenSlider, openSlider, preloadFullscreenSlider } from '../slider/FullscreenSlider.tsx';

/** A third of the content column (72rem) from 996 px up, half the screen below. */
const THUMBNAIL_SIZES = '(min-width: 1200px) 376px, (min-width: 996px) 33vw, 50vw';

const PlayIcon = () => (
  <span
    aria-hidden="true"
    className="absolute inset-0 m-auto inline-flex size-14 items-center justify-center rounded-full bg-[#1f1330]/85 text-white shadow-lg"
  >
    <svg viewBox="0 0 24 24" width="26" height="26" fill="currentColor">
      <path d="M8 5.5v13l10.5-6.5z" />
    </svg>
  </span>
);

/**
 * An album's pictures and videos as thumbnails (the /img variants through ResponsiveImage, their size set, lazy
 * unless `eager`); each one opens the fullscreen slider (SPEC §2) at its own place, where a video plays.
 */
export function AlbumMediaGrid({ media, eager = false }: { media: AlbumMedia[]; eager?: boolean }) {
  const { t } = useTranslation('albums');
  const items = media.map((item) => ({ src: item.url, alt: item.alt }));
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {media.map((item, index) => {
          const still = item.type === 'video' ? item.poster : item.url;
          return (
            <li key={`${item.url}-${index}`}>
              <button
                type="button"
                aria-haspopup="dialog"
                aria-label={t(item.type === 'video' ? 'openVideo' : 'openImage', {
                  index: index + 1,
                  total: media.length,
                  alt: item.alt,
                })}
                onClick={() => openSlider(items, index)}
                onPointerEnter={preloadFullscreenSlider}
                onFocus={preloadFullscreenSlider}
                className="group relative block w-full cursor-zoom-in overflow-hidden rounded-2xl bg-black/5 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary"
              >
                {still ? (
                  <ResponsiveImage
                    image={{ url: still, alt: '', width: item.width, height: item.height }}
                    sizes={THUMBNAIL_SIZES}
                    className="aspect-[4/3] w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
                    {...(eager && index < 3 ? { loading: 'eager' as const } : {})}
                    {...(eager && index === 0 ? { fetchPriority: 'high' as const } : {})}
                  />
                ) : (
                  <span className="block aspect-[4/3] w-full bg-[#2b2036]" />
                )}
                {item.type === 'video' && <PlayIcon />}
              </button>
            </li>
          );
        })}
      </ul>
      {/* A host of its own, in case the layout has none; only one host ever draws the slider. */}
      <FullscreenSlider />
    </>
  );
}
