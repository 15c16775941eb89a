/** The page asked for in a list's URL (`?page=3`), 1 when absent or not a page number. */
export function pageOf(url: URL): number {
  const page = Number(url.searchParams.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** A filter's value from the URL, trimmed; null when empty. */
export function filterOf(url: URL, name: string): string | null {
  const value = url.searchParams.get(name)?.trim();
  return value ? value : null;
}

/** `?orderBy=` when it names one of the sortable fields (`-total`, `reference`), else null. */
export function orderByOf(url: URL, sortable: readonly string[]): string | null {
  const value = url.searchParams.get('orderBy');
  if (!value) return null;
  return sortable.includes(value.replace(/^-/, '')) ? value : null;
}

/** A filter that takes one of known values (`?status=PAID`), else null. */
export function choiceOf<T extends string>(url: URL, name: string, values: readonly T[]): T | null {
  const value = filterOf(url, name);
  return values.includes(value as T) ? (value as T) : null;
}

/** A day filter (`?dateFrom=2026-11-01`), else null. Not `from`: SPEC §2's `?from=` counts a visit. */
export function dayOf(url: URL, name: string): string | null {
  return filterOf(url, name)?.match(/^\d{4}-\d{2}-\d{2}$/)?.[0] ?? null;
}

/** Two days as the list language's conditions on a date field, the last day included up to its end. */
export function dayRange(from: string | null, to: string | null): string[] {
  return [from && `gte:${from}`, to && `lte:${to}T23:59:59`].filter((condition): condition is string =>
    Boolean(condition),
  );
}
