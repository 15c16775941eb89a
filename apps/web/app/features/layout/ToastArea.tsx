import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';

/**
 * The notifications (SPEC §9: top right, 3000 ms), by sonner. The library is fetched once the browser is
 * idle after hydration, so its ~11 kB gzip stay off the first render's critical path; a toast raised
 * before it arrives is shown when the Toaster subscribes (sonner replays the active toasts).
 */
export function ToastArea({ dark }: { dark: boolean }) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);

  useEffect(() => {
    let cancelled = false;
    const load = () =>
      void import('sonner').then((module) => {
        if (!cancelled) setToaster(() => module.Toaster);
      });
    if ('requestIdleCallback' in window) {
      const handle = window.requestIdleCallback(load, { timeout: 2000 });
      return () => {
        cancelled = true;
        window.cancelIdleCallback(handle);
      };
    }
    const handle = setTimeout(load, 500);
    return () => {
      cancelled = true;
      clearTimeout(handle);
    };
  }, []);

  return Toaster ? <Toaster position="top-right" duration={3000} theme={dark ? 'dark' : 'light'} /> : null;
}
