import type { ReactNode } from 'react';

/** A newsletter form's success, read out by screen readers. */
export function NewsletterStatus({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30">
      {children}
    </p>
  );
}
