import type { SizedImage } from '@atelier/contract';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

interface ProductImageProps {
  image: SizedImage;
  /** Empty when the image only repeats what the text around it says. */
  alt: string;
  /** The picture's rendered width per layout, for the browser's choice among the server's sizes. */
  sizes: string;
  className?: string;
  /** The page's largest picture loads at once and first; the others when they near the viewport. */
  priority?: boolean;
}

/** A product picture in the sizes the server renders, with its intrinsic size (no layout shift). */
export function ProductImage({ image, alt, sizes, className, priority = false }: ProductImageProps) {
  return (
    <ResponsiveImage
      image={image}
      alt={alt}
      sizes={sizes}
      className={className}
      {...(priority ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
    />
  );
}
