import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatPrice, parisDisplayDate } from './number-text.ts';
import { instant } from './paris-instants.arbitrary.ts';

// The texts written without Intl (number-text.ts) are Intl's own, here Node's ICU: the server renders with these
// functions and the browser hydrates with them, so a page reads the same either way.

const tag = (locale: 'fr_FR' | 'en') => (locale === 'en' ? 'en-GB' : 'fr-FR');
const locale = fc.constantFrom<'fr_FR' | 'en'>('fr_FR', 'en');
/** Numbers as a page shows them: counts, ratings, percentages, quantities, amounts with many decimals. */
const shown = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((value) => value / 1000),
  fc.constantFrom(0, -0, 1.005, 2.675, 0.5, 1.5, -2.5, 999.9995, 1e-7, 1e15, 1e21, Infinity, -Infinity, NaN),
);

describe('numbers written without Intl', () => {
  it('formatDecimal writes what Intl.NumberFormat writes', () => {
    fc.assert(
      fc.property(
        shown,
        locale,
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        (value, lang, a, b) => {
          const [minimumFractionDigits, maximumFractionDigits] = a <= b ? [a, b] : [b, a];
          const options = { minimumFractionDigits, maximumFractionDigits };
          expect(formatDecimal(value, lang, options)).toBe(new Intl.NumberFormat(tag(lang), options).format(value));
        },
      ),
      { numRuns: 5000 },
    );
    // Lingui's `#`: Intl's defaults (up to 3 decimals).
    expect(formatDecimal(1234567.8915, 'fr_FR')).toBe(new Intl.NumberFormat('fr-FR').format(1234567.8915));
  });

  it('formatPrice writes what Intl writes for euros', () => {
    const euros = (lang: 'fr_FR' | 'en') =>
      new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'fr-FR', {
        style: 'currency',
        currency: 'EUR',
        minimumFractionDigits: 2,
      });
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ min: -1e12, max: 1e12 }), fc.double({ min: -1e9, max: 1e9, noNaN: true })),
        locale,
        (cents, lang) => {
          expect(formatPrice(cents, lang)).toBe(euros(lang).format(cents / 100));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('parisDisplayDate writes the Paris day as Intl does, clock changes included', () => {
    const paris = new Intl.DateTimeFormat('fr-FR', {
      timeZone: 'Europe/Paris',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    });
    fc.assert(
      fc.property(instant, (date) => {
        expect(parisDisplayDate(date)).toBe(paris.format(date));
      }),
      { numRuns: 20_000 },
    );
  });
});
