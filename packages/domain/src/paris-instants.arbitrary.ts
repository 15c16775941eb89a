import fc from 'fast-check';

// Arbitraries of the property tests that reason about Paris days (after-sales.property.test.ts,
// dated-discount.property.test.ts): one definition of the instants they draw.

/** The last Sunday of March or October, a day of 23 or 25 hours in Paris (EU rule since 1996). */
const clockChange = fc.tuple(fc.integer({ min: 1996, max: 2100 }), fc.constantFrom(2, 9)).map(([year, month]) => {
  const last = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
});

/**
 * Instants from 1990 to 2100 (leap years, 2100 not one), half of them within two days of a clock change, which
 * a uniform draw would seldom reach.
 */
export const instant = fc
  .oneof(
    fc.integer({ min: Date.UTC(1990, 0, 1), max: Date.UTC(2100, 11, 31) }),
    fc.tuple(clockChange, fc.integer({ min: -2 * 86_400_000, max: 2 * 86_400_000 })).map(([day, shift]) => day + shift),
  )
  .map((milliseconds) => new Date(milliseconds));

/** A calendar day (`YYYY-MM-DD`) of those instants. */
export const day = instant.map((date) => date.toISOString().slice(0, 10));
