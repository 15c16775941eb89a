import type { Logo } from '@atelier/contract';

interface SiteLogoProps {
  logo: Pick<Logo, 'url' | 'alt'>;
  height: number;
  width: number | null;
  className?: string;
  loading?: 'eager' | 'lazy';
}

/**
 * A logo at the size the parameters give (LOGO_HEIGHT / LOGO_WIDTH and their footer and mobile variants).
 * The height is always known, so the bar never jumps when the image arrives; the width follows the image's
 * proportions unless a width is set.
 */
export function SiteLogo({ logo, height, width, className = '', loading = 'eager' }: SiteLogoProps) {
  return (
    <img
      src={logo.url}
      alt={logo.alt}
      height={height}
      width={width ?? undefined}
      loading={loading}
      decoding={loading === 'lazy' ? 'async' : undefined}
      className={`block max-w-full object-contain ${className}`}
      style={{ height, width: width ?? 'auto' }}
    />
  );
}
