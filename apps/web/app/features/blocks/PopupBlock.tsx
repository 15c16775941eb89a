import { useEffect } from 'react';
import { useModal } from '../behaviours/ModalProvider.tsx';
import type { BlockProps } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';

/**
 * Opens the page's popup (SPEC §2 modal overlay) once the page runs in the browser, unless the visitor closed
 * it already (popup-memory.ts: during this visit, or earlier unless it shows at every reload). Draws nothing in
 * the page; its content's code is fetched only when it opens, so the pages without a popup carry none of it.
 */
export function PopupBlock({ block }: BlockProps<'popup'>) {
  const { popup } = useBlockPageData();
  const modal = useModal();
  const { open, shouldShowPopup } = modal;
  useEffect(() => {
    if (!popup || popup.id !== block.popupId) return;
    const key = String(popup.id);
    if (!shouldShowPopup(key, popup.showOnEveryReload)) return;
    let cancelled = false;
    const show = () =>
      void import('../services/PopupContent.tsx').then(({ PopupContent }) => {
        if (cancelled) return;
        open({
          content: <PopupContent popup={popup} />,
          label: popup.title,
          popupId: key,
          showOnEveryReload: popup.showOnEveryReload,
        });
      });
    // Once the page is idle: the popup's chunk and dialog wait until the page has hydrated and settled.
    // Safari has no requestIdleCallback: a short delay there.
    const hasIdle = 'requestIdleCallback' in window;
    const idle = hasIdle ? window.requestIdleCallback(show, { timeout: 1500 }) : window.setTimeout(show, 200);
    return () => {
      cancelled = true;
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
    // Once per page and popup, not again when the modal opens or closes (the modal's api changes then).
  }, [popup, block.popupId]);
  return null;
}
