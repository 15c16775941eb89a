import { useSyncExternalStore, type Ref } from 'react';
import { Link, type LinkProps } from 'react-router';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
  effectiveType?: string;
}

const connection = () =>
  typeof navigator === 'undefined' ? undefined : (navigator as { connection?: NetworkInformation }).connection;

/** SPEC §2: no prefetch on a 2g connection or when the visitor asked to save data. */
export function prefetchAllowed(network: Pick<NetworkInformation, 'saveData' | 'effectiveType'> | undefined) {
  if (!network) return true;
  return !network.saveData && !/(^|-)2g$/.test(network.effectiveType ?? '');
}

function subscribe(listener: () => void) {
  const network = connection();
  network?.addEventListener('change', listener);
  return () => network?.removeEventListener('change', listener);
}

/**
 * Whether links may prefetch: as the browser says now, and as the page hydrates (allowed: a Link that may prefetch
 * on intent renders the same markup as one that may not, and the server never prefetches). The two agree on a good
 * connection, so only a poor one changes it once the page runs: a value that differed would have React render every
 * link of the page again, synchronously, right after hydrating it (15 links and 22–54 ms of a category page's main
 * thread on a slow machine, issue 21).
 */
export const prefetchSnapshots = {
  browser: () => prefetchAllowed(connection()),
  hydration: () => true,
};

/** Whether links may prefetch on this connection. */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(subscribe, prefetchSnapshots.browser, prefetchSnapshots.hydration);
}

/** A Link that prefetches the next page's code and data on hover or focus, unless the connection is poor. */
export function PrefetchLink({ ref, ...props }: Omit<LinkProps, 'prefetch'> & { ref?: Ref<HTMLAnchorElement> }) {
  const allowed = usePrefetchAllowed();
  return <Link ref={ref} prefetch={allowed ? 'intent' : 'none'} {...props} />;
}
