import type { ReactNode } from 'react';
import type { PageBlockType } from '@atelier/contract';
import { tintedBackground } from './block-styles.ts';

interface BlockSectionProps {
  type: PageBlockType;
  /** Id of the section's heading, which names the section for assistive technologies. */
  labelledBy?: string | undefined;
  /** 'tinted' sets the section on a light wash of the primary colour. */
  tone?: 'plain' | 'tinted';
  /** Width of the content column. */
  width?: 'wide' | 'text';
  children: ReactNode;
}

/** The frame every block sits in: vertical rhythm, side gutters and a centred content column. */
export function BlockSection({ type, labelledBy, tone = 'plain', width = 'wide', children }: BlockSectionProps) {
  return (
    <section
      data-block={type}
      aria-labelledby={labelledBy}
      className={`px-5 py-14 sm:px-8 md:py-20 ${tone === 'tinted' ? tintedBackground : ''}`}
    >
      <div className={`mx-auto ${width === 'text' ? 'max-w-3xl' : 'max-w-6xl'}`}>{children}</div>
    </section>
  );
}

interface BlockHeadingProps {
  id: string;
  children: ReactNode;
  align?: 'start' | 'center';
}

/** A block's title: the page's h2 level (the hero's title is the h1), underlined with the accent colour. */
export function BlockHeading({ id, children, align = 'start' }: BlockHeadingProps) {
  return (
    <div className={align === 'center' ? 'text-center' : undefined}>
      <h2
        id={id}
        className="text-3xl leading-tight font-semibold text-balance md:text-[length:var(--font-title-size,2.5rem)]"
      >
        {children}
      </h2>
      <span
        aria-hidden="true"
        className={`mt-4 block h-1 w-16 rounded-full bg-accent ${align === 'center' ? 'mx-auto' : ''}`}
      />
    </div>
  );
}
