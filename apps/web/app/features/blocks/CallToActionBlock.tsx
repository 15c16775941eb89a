import { useId } from 'react';
import type { BlockProps } from './block-props.ts';
import { BlockLink } from './BlockLink.tsx';
import { accentButton } from './block-styles.ts';

/** A band in the primary colour that asks for one action (a quote, a booking). */
export function CallToActionBlock({ block }: BlockProps<'callToAction'>) {
  const headingId = useId();
  return (
    <section data-block="callToAction" aria-labelledby={headingId} className="px-5 py-14 sm:px-8 md:py-20">
      <div className="relative isolate mx-auto max-w-5xl overflow-hidden rounded-[2rem] bg-primary px-6 py-14 text-center text-white shadow-xl sm:px-12 md:py-16">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_12%_0%,rgb(255_255_255/0.16),transparent_45%),radial-gradient(circle_at_90%_110%,rgb(0_0_0/0.25),transparent_50%)]"
        />
        <h2
          id={headingId}
          className="mx-auto max-w-3xl text-3xl leading-tight font-semibold text-balance text-white! md:text-[length:var(--font-title-size,2.5rem)]"
        >
          {block.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-white/95">{block.text}</p>
        <BlockLink url={block.url} className={`${accentButton} mt-8`}>
          {block.label}
          <span aria-hidden="true">→</span>
        </BlockLink>
      </div>
    </section>
  );
}
