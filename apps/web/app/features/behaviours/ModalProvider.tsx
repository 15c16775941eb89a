import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { popupClosedAt, rememberPopupClosed } from './popup-memory.ts';

export interface ModalOptions {
  content: ReactNode;
  /** The dialog's accessible name. */
  label: string;
  /** Keeps the page behind from scrolling while the modal is open (default true). */
  lockScroll?: boolean;
  /** A popup's id: closing it records it as opened (and remembers the time, see showOnEveryReload). */
  popupId?: string;
  /** The popup shows again on every reload instead of being remembered as closed. */
  showOnEveryReload?: boolean;
  onClose?: () => void;
}

export interface ModalApi {
  open(options: ModalOptions): void;
  close(): void;
  isOpen: boolean;
  /** Whether a popup may show: not closed during this visit, nor earlier unless shown on every reload. */
  shouldShowPopup(popupId: string, showOnEveryReload?: boolean): boolean;
}

const ModalContext = createContext<ModalApi | null>(null);

/** The modal container of SPEC §2, for any component: `const modal = useModal(); modal.open({...})`. */
export function useModal(): ModalApi {
  const modal = useContext(ModalContext);
  if (!modal) throw new Error('useModal outside the ModalProvider (mounted by the root route)');
  return modal;
}

function ModalDialog({ options, onClose }: { options: ModalOptions; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const lockScroll = options.lockScroll ?? true;

  // showModal: focus moves into the dialog and stays there, the rest of the page is inert.
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  useEffect(() => {
    if (!lockScroll) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [lockScroll]);

  return (
    <dialog
      ref={ref}
      aria-label={options.label}
      // Escape: the browser's cancel event; closing goes through our state like every other way out.
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // A click on the dialog element itself (not its content) is a click on the backdrop around it.
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(42rem,92vw)] overflow-auto rounded-3xl bg-background p-0 text-foreground shadow-2xl backdrop:bg-[rgb(0_0_0/0.6)]"
    >
      <div className="relative p-6 sm:p-8">
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="absolute top-3 right-3 grid size-10 place-items-center rounded-full text-2xl leading-none hover:bg-black/5"
        >
          <span aria-hidden="true">×</span>
        </button>
        {options.content}
      </div>
    </dialog>
  );
}

/** Holds the one open modal and the popups closed during the visit; mounted once by the root route. */
export function ModalProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ModalOptions | null>(null);
  const currentRef = useRef<ModalOptions | null>(null);
  const closedPopups = useRef(new Set<string>());

  const open = useCallback((options: ModalOptions) => {
    currentRef.current = options;
    setCurrent(options);
  }, []);

  const close = useCallback(() => {
    const options = currentRef.current;
    if (!options) return;
    currentRef.current = null;
    setCurrent(null);
    if (options.popupId) {
      closedPopups.current.add(options.popupId);
      rememberPopupClosed(options.popupId, options.showOnEveryReload ?? false);
    }
    options.onClose?.();
  }, []);

  const api = useMemo<ModalApi>(
    () => ({
      open,
      close,
      isOpen: current !== null,
      shouldShowPopup: (popupId, showOnEveryReload = false) =>
        !closedPopups.current.has(popupId) && (showOnEveryReload || popupClosedAt(popupId) === null),
    }),
    [open, close, current],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      {current && <ModalDialog key={current.popupId ?? current.label} options={current} onClose={close} />}
    </ModalContext.Provider>
  );
}
