import type { Award } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { ProductImage } from './ProductImage.tsx';

/** The product's awards (SPEC §7 GET /award?product=): medal, competition and year. */
export function ProductAwards({ awards }: { awards: Award[] }) {
  const { t } = useTranslation('product');
  if (awards.length === 0) return null;
  // The hidden heading in the weight of the page's other headings: text in a weight of its own, even hidden, has
  // the browser fetch one more font file before the first paint.
  return (
    <section aria-labelledby="product-awards">
      <h2 id="product-awards" className="sr-only font-semibold">
        {t('awards.title')}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {awards.map((award) => (
          <li
            key={award.id}
            className="flex items-center gap-3 rounded-2xl border border-[#b8860b]/40 bg-[#fdf6e3] px-4 py-2 text-[#4a3500]"
          >
            {award.image ? (
              <ProductImage image={award.image} alt="" sizes="40px" className="size-10 object-contain" />
            ) : (
              <MedalGlyph />
            )}
            <span className="text-sm leading-snug">
              {award.medal && <span className="block font-semibold">{award.medal}</span>}
              {award.name}
              {award.year !== null && ` ${award.year}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function MedalGlyph() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
    >
      <path d="M8 2h8l-2.5 6h-3z" strokeLinejoin="round" />
      <circle cx="12" cy="15" r="6" fill="#e9c46a" />
      <path
        d="m12 12 .9 1.9 2.1.3-1.5 1.4.4 2.1-1.9-1-1.9 1 .4-2.1-1.5-1.4 2.1-.3z"
        fill="currentColor"
        stroke="none"
      />
    </svg>
  );
}
