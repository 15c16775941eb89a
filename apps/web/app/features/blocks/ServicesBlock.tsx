import { useId } from 'react';
import type { BlockProps } from './block-props.ts';
import { BlockIconGlyph } from './BlockIconGlyph.tsx';
import { BlockHeading, BlockSection } from './BlockSection.tsx';

/** What the workshop offers: one card per service with its icon. Three or six cards make rows of three. */
export function ServicesBlock({ block }: BlockProps<'services'>) {
  const headingId = useId();
  const columns = block.items.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <BlockSection type="services" labelledBy={headingId} tone="tinted">
      <BlockHeading id={headingId} align="center">
        {block.title}
      </BlockHeading>
      <ul className={`mt-12 grid gap-6 sm:grid-cols-2 ${columns}`}>
        {block.items.map((item) => (
          <li
            key={item.title}
            className="flex flex-col rounded-3xl bg-[var(--background-color,#fff)] p-7 shadow-[0_12px_32px_-20px_rgb(31_19_48/0.35)] ring-1 ring-black/5"
          >
            <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-[color-mix(in_srgb,var(--primary-color,#6b2fa3)_12%,transparent)] text-[var(--primary-color,#6b2fa3)]">
              <BlockIconGlyph name={item.icon} className="size-8" />
            </span>
            <h3 className="mt-6 text-2xl leading-snug font-semibold">{item.title}</h3>
            <p className="mt-3 leading-relaxed">{item.text}</p>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
