/**
 * Intl formatters made once. Making one is slow where formatting is fast: a browser takes ~20 ms for its first
 * formatter with a time zone (ICU's zone data, the locale's patterns) and a fraction of a millisecond for each
 * later one, against microseconds to format. A formatter made per price shown lengthened a category page's
 * hydration by ~25 ms, and the ones made at a module's top level the first script task of every page.
 */

/** A value made the first time it is asked for, then kept (a module's formatter, made only where it is used). */
export function onFirstUse<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

function keptFormats<F, O>(make: (locale: string, options?: O) => F) {
  const kept = new Map<string, F>();
  return (locale: string, options?: O): F => {
    const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
    let format = kept.get(key);
    if (!format) kept.set(key, (format = make(locale, options)));
    return format;
  };
}

/** `new Intl.NumberFormat(locale, options)`, made once per locale and options. */
export const numberFormat = keptFormats(
  (locale, options?: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);
/** `new Intl.DateTimeFormat(locale, options)`, made once per locale and options. */
export const dateTimeFormat = keptFormats(
  (locale, options?: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
