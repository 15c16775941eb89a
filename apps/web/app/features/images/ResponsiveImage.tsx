import type { CSSProperties } from 'react';
import type { SizedImage } from '@atelier/contract';
import { cssAspectRatio, responsiveSources } from './srcset.ts';

interface ResponsiveImageProps {
  /** A stored image and its intrinsic size (width and height reserve its room: no layout shift). */
  image: Pick<SizedImage, 'url' | 'alt' | 'width' | 'height'>;
  /** The image's rendered width per layout, e.g. "(min-width: 996px) 33vw, 100vw". */
  sizes: string;
  /** 'eager' for the largest paint at the top of the page, 'lazy' (the default) below the fold. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  /** Async by default when lazy; left to the browser for an eager image, which should paint at once. */
  decoding?: 'async' | 'sync' | 'auto';
  className?: string;
  /** Replaces the image's own alt text ('' for an image that only repeats the text beside it). */
  alt?: string;
  /** A forced frame such as PRODUCT_ASPECT_RATIO ('2-3'); the image covers it. */
  aspect?: string;
}

/**
 * An <img> in the sizes the server renders (a srcset of /img/<width>/… URLs, the format chosen by the
 * server from the Accept header), or the plain URL for an SVG or GIF.
 */
export function ResponsiveImage({
  image,
  sizes,
  loading = 'lazy',
  fetchPriority,
  decoding,
  className,
  alt,
  aspect,
}: ResponsiveImageProps) {
  const { src, srcSet } = responsiveSources(image.url, image.width);
  const aspectRatio = cssAspectRatio(aspect);
  const style: CSSProperties | undefined = aspectRatio ? { aspectRatio, objectFit: 'cover' } : undefined;
  return (
    <img
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet || undefined}
      src={src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding={decoding ?? (loading === 'lazy' ? 'async' : undefined)}
      className={className}
      style={style}
    />
  );
}
