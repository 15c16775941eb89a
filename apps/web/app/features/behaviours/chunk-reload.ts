/**
 * SPEC §4: a chunk-loading failure (typically a page open across a new deployment, whose old files are
 * gone) reloads the page, at most once per 60 seconds so that a lasting failure cannot loop.
 */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'chunk-reload-at';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK_ERROR.test(message);
}

/** Whether a reload is due: none yet, or the last one more than the interval ago. */
export function reloadIsDue(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > CHUNK_RELOAD_INTERVAL_MS;
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Set once the browser leaves the page (a link, an address typed): the scripts it was still fetching fail then,
 * and reloading would cancel the navigation under way instead of answering a new deployment.
 */
let leaving = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  window.addEventListener('pageshow', () => {
    leaving = false;
  });
}

/** Reloads the page when due; returns whether it does (the caller lets the error show otherwise). */
export function reloadAfterChunkError(now = Date.now()): boolean {
  if (leaving) return false;
  const store = sessionStore();
  const last = Number(store?.getItem(STORAGE_KEY) ?? NaN);
  if (!reloadIsDue(Number.isFinite(last) ? last : null, now)) return false;
  store?.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}

/** Listens for failed chunk loads (Vite's preload error and unhandled import rejections) from then on. */
export function watchChunkErrors(): () => void {
  const onPreloadError = (event: Event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reloadAfterChunkError()) event.preventDefault();
  };
  window.addEventListener('vite:preloadError', onPreloadError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('vite:preloadError', onPreloadError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
