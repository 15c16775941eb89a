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

/** Whether links may prefetch on this connection (false on the server: prefetching is a browser matter). */
export function usePrefetchAllowed(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => prefetchAllowed(connection()),
    () => false,
  );
}

/** A Link that prefetches the next page's code and data on hover or focus, unless the connection is poor. */
export function PrefetchLink({ ref, ...props }: Omit<LinkProps, 'prefetch'> & { ref?: Ref<HTMLAnchorElement> }) {
  const allowed = usePrefetchAllowed();
  return <Link ref={ref} prefetch={allowed ? 'intent' : 'none'} {...props} />;
}
