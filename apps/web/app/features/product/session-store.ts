/**
 * The browser's sessionStorage (kept for the visit: dropped when the tab or window closes), or null on the
 * server and where the browser refuses storage (privacy settings): callers then keep their state in memory.
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
