import { useSyncExternalStore } from 'react';

/**
 * SPEC §2: the loading indicator counts the requests in flight and finishes at zero; it fails on an error
 * that is not a cancellation. Browser-side calls go through `trackRequest`; navigations are counted by
 * React Router's own state (see LoadingBar).
 */
interface RequestsState {
  inFlight: number;
  /** A request failed (not cancelled) since the counter was last at zero. */
  failed: boolean;
}

const IDLE: RequestsState = { inFlight: 0, failed: false };
let state: RequestsState = IDLE;
const listeners = new Set<() => void>();

function update(next: RequestsState) {
  state = next;
  for (const listener of listeners) listener();
}

export const isCancellation = (error: unknown) =>
  error instanceof DOMException
    ? error.name === 'AbortError'
    : (error as { name?: string } | null)?.name === 'AbortError';

/** Counts the request while it runs; the promise is returned unchanged. */
export function trackRequest<T>(request: Promise<T>): Promise<T> {
  update({ inFlight: state.inFlight + 1, failed: state.inFlight === 0 ? false : state.failed });
  request.then(
    () => update({ ...state, inFlight: state.inFlight - 1 }),
    (error: unknown) => update({ inFlight: state.inFlight - 1, failed: state.failed || !isCancellation(error) }),
  );
  return request;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The requests in flight: now, and as the page hydrates (none). Until a request starts they are the same object, so
 * the loading bar is not rendered again, synchronously, once the page runs.
 */
export const requestsSnapshots = {
  browser: () => state,
  hydration: () => IDLE,
};

/** The requests in flight now (none on the server). */
export function useRequestsInFlight(): RequestsState {
  return useSyncExternalStore(subscribe, requestsSnapshots.browser, requestsSnapshots.hydration);
}
