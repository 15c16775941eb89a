import type { ReactNode } from 'react';

interface ProductSectionProps {
  title: string;
  /** FEATURES_PRODUCT_STYLE EXPANDABLE: the section folds into a disclosure (works without JavaScript). */
  expandable: boolean;
  /** An expandable section shown open at first. */
  initiallyOpen?: boolean;
  children: ReactNode;
}

/** A section of the product sheet under the purchase area: features, grape varieties, nutrition… */
export function ProductSection({ title, expandable, initiallyOpen = false, children }: ProductSectionProps) {
  if (!expandable) {
    return (
      <section className="border-t border-black/10 py-6">
        <h2 className="text-2xl font-semibold">{title}</h2>
        <div className="mt-4">{children}</div>
      </section>
    );
  }
  return (
    <details className="group border-t border-black/10" open={initiallyOpen}>
      <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 [&::-webkit-details-marker]:hidden">
        <h2 className="text-xl font-semibold">{title}</h2>
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full border border-current text-lg leading-none transition group-open:rotate-45 motion-reduce:transition-none"
        >
          +
        </span>
      </summary>
      <div className="pb-6">{children}</div>
    </details>
  );
}

/** Label / value rows (features, wine facts). */
export function FactList({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[minmax(8rem,auto)_1fr]">
      {rows.map((row, index) => (
        <div key={`${row.label}-${index}`} className="contents">
          <dt className="font-semibold">{row.label}</dt>
          <dd className="-mt-2 sm:mt-0">{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
