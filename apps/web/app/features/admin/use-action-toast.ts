import { useEffect, useRef } from 'react';
import { toast } from 'sonner';

/** What an admin form's action answers: the toast to show, or the refusal with its messages per field. */
export type AdminActionResult =
  /** `done`: the key of the success message in the page's admin namespace (`status.saved`). */
  | { ok: true; done: string }
  /** `status`: the API's refusal code (409: someone saved the same thing meanwhile). */
  | { ok: false; message: string; errors: Record<string, string>; status?: number };

/**
 * Shows an admin form's outcome as a toast (SPEC §9: top right, 3 s) once each time the action answers: `t` is the
 * page's admin translation, which names the success.
 */
export function useActionToast(result: AdminActionResult | undefined, t: (key: string) => string) {
  // Once per answer: the revalidation after an action brings the admin messages again, hence a new `t`, which
  // must not show the same toast a second time.
  const shown = useRef<AdminActionResult | undefined>(undefined);
  useEffect(() => {
    if (!result || result === shown.current) return;
    shown.current = result;
    if (result.ok) toast.success(t(result.done));
    else toast.error(result.message);
  }, [result, t]);
}
