/**
 * SPEC §2 "Modal overlay": a closed popup is recorded as opened; unless it is set to show on every reload,
 * its close time is kept in local storage so that it is not shown again.
 */
const KEY_PREFIX = 'popup-closed:';

/** Local storage, or null where there is none (server, private mode that refuses it). */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The time the popup was last closed, or null when it never was (or is shown on every reload). */
export function popupClosedAt(popupId: string, store: Storage | null = storage()): Date | null {
  const value = store?.getItem(KEY_PREFIX + popupId);
  const time = value ? Date.parse(value) : NaN;
  return Number.isNaN(time) ? null : new Date(time);
}

/** Remembers the popup's close time; a popup shown on every reload leaves nothing behind. */
export function rememberPopupClosed(
  popupId: string,
  showOnEveryReload: boolean,
  now = new Date(),
  store: Storage | null = storage(),
) {
  if (showOnEveryReload) {
    store?.removeItem(KEY_PREFIX + popupId);
    return;
  }
  try {
    store?.setItem(KEY_PREFIX + popupId, now.toISOString());
  } catch {
    // A full or refused storage only means the popup may show again: nothing to do.
  }
}
