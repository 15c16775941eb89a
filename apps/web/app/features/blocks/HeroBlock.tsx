import type { BlockProps } from './block-props.ts';
import { BlockLink } from './BlockLink.tsx';
import { accentButton, imageLoading } from './block-styles.ts';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';

/**
 * Full-width opening block: the illustration fills the frame, the title sits over a dark wash at the bottom
 * (readable on any image). First on the page, its title is the page's h1 and its image the largest paint.
 * A menu laid over the hero ('page-absolute-menu') sets --site-header-overlap: the hero adds it to its
 * height and top padding so the menu never covers the title.
 */
export function HeroBlock({ block, position }: BlockProps<'hero'>) {
  const Title = position === 0 ? 'h1' : 'h2';
  return (
    <section
      data-block="hero"
      className="relative isolate flex min-h-[calc(clamp(24rem,70svh,42rem)+var(--site-header-overlap,0px))] items-end overflow-hidden"
    >
      {/* A block stores no image size: 1600 × 900 is the frame it fills (the server never enlarges). */}
      <ResponsiveImage
        image={{ url: block.image, alt: block.alt, width: 1600, height: 900 }}
        sizes="100vw"
        className="absolute inset-0 -z-20 h-full w-full object-cover"
        {...imageLoading(position)}
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-gradient-to-t from-[#140b1f]/85 via-[#140b1f]/45 to-transparent"
      />
      <div className="mx-auto w-full max-w-6xl px-5 pt-[calc(var(--site-header-overlap,0px)+8rem)] pb-14 sm:px-8 md:pb-20">
        <Title className="max-w-3xl text-4xl leading-[1.05] font-semibold text-balance text-white! [text-shadow:0_2px_18px_rgb(0_0_0/0.45)] sm:text-5xl lg:text-6xl">
          {block.title}
        </Title>
        {block.subtitle && (
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-white/95 [text-shadow:0_1px_10px_rgb(0_0_0/0.5)] md:text-xl">
            {block.subtitle}
          </p>
        )}
        {block.cta && (
          <BlockLink url={block.cta.url} className={`${accentButton} mt-8`}>
            {block.cta.label}
            <span aria-hidden="true">→</span>
          </BlockLink>
        )}
      </div>
    </section>
  );
}
