import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import Lightbox, { type GenericSlide, type RenderSlideProps, type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import './slider.css';
import { mediaTypeOf } from '@atelier/domain';
import { closeSlider, restoreFocusAfterSlider, useSliderState, type SliderItem } from './slider-store.ts';

declare module 'yet-another-react-lightbox' {
  /** A video file of the site's storage, played by the browser's own player. */
  interface SlideVideoFile extends GenericSlide {
    type: 'videoFile';
    src: string;
    alt?: string | undefined;
  }
  interface SlideTypes {
    videoFile: SlideVideoFile;
  }
}

/** SPEC §9: pictures fill at most 90 % of the window. */
const IMAGE_STYLE = { maxWidth: 'min(100%, 90vw)', maxHeight: 'min(100%, 90vh)' };

const toSlide = ({ src, alt }: SliderItem): Slide =>
  mediaTypeOf(src) === 'video' ? { type: 'videoFile', src, alt } : { src, alt };

/** A video slide; it pauses when the visitor moves to another slide. */
function VideoSlide({ src, alt, active }: { src: string; alt?: string | undefined; active: boolean }) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (!active) video.current?.pause();
  }, [active]);
  return (
    <video
      ref={video}
      src={src}
      aria-label={alt}
      controls
      playsInline
      preload="metadata"
      className="atelier-slider__video"
    />
  );
}

function renderSlide({ slide, offset }: RenderSlideProps) {
  if (slide.type !== 'videoFile') return undefined; // pictures: the library's own slide
  return <VideoSlide src={slide.src} alt={slide.alt} active={offset === 0} />;
}

const hideButton = () => null;

/**
 * The fullscreen slider drawn by yet-another-react-lightbox (SPEC §2): counter "2 / 10", Left/Right/Escape,
 * swipe, wrap-around at both ends, arrows from the md breakpoint up (slider.css). Loaded on first opening.
 */
export default function SliderLightbox() {
  const { t } = useTranslation('blocks');
  const { open, items, index } = useSliderState();
  const single = items.length < 2;
  return (
    <Lightbox
      open={open}
      close={closeSlider}
      index={index}
      slides={items.map(toSlide)}
      plugins={[Counter]}
      counter={{ separator: '/' }}
      className="atelier-slider"
      carousel={{ finite: single, padding: 0, imageProps: { style: IMAGE_STYLE } }}
      controller={{ closeOnBackdropClick: true }}
      render={{
        slide: renderSlide,
        ...(single ? { buttonPrev: hideButton, buttonNext: hideButton } : {}),
      }}
      on={{ exited: restoreFocusAfterSlider }}
      labels={{
        Previous: t('slider.previous'),
        Next: t('slider.next'),
        Close: t('slider.close'),
        Lightbox: t('slider.lightbox'),
        Carousel: t('slider.carousel'),
        Slide: t('slider.slide'),
        'Photo gallery': t('slider.gallery'),
        '{index} of {total}': t('slider.position'),
      }}
    />
  );
}
