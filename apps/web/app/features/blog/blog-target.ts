/**
 * What a path under /blog names (SPEC §2 /blog and its catch-all child; the API gives these addresses): the
 * blog's root (`/blog`), a folder (`/blog/{slug}/{id}`) or an article (`/blog/{folder slug}/{slug}/{id}`).
 * Anything else names nothing (a 404).
 */
export type BlogTarget = { kind: 'root' } | { kind: 'folder'; id: number } | { kind: 'article'; id: number };

const ID = /^[1-9]\d{0,8}$/;

/** The target of the catch-all's splat (the path after /blog/), or null. */
export function blogTarget(splat: string | undefined): BlogTarget | null {
  const segments = (splat ?? '').split('/').filter(Boolean);
  if (segments.length === 0) return { kind: 'root' };
  const last = segments.at(-1)!;
  if (!ID.test(last)) return null;
  if (segments.length === 2) return { kind: 'folder', id: Number(last) };
  if (segments.length === 3) return { kind: 'article', id: Number(last) };
  return null;
}

/** A list's page from `?page=`: 1 when absent, null when it is not a page number. */
export function pageOf(search: URLSearchParams): number | null {
  const raw = search.get('page');
  if (raw === null || raw === '') return 1;
  return ID.test(raw) ? Number(raw) : null;
}

/** The pages a list of `total` items takes, `size` a page (at least one, an empty list being one page). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
