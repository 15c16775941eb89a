import { useEffect, useId, useRef } from 'react';
import { dangerButton, secondaryButton } from '../ConfirmButton.tsx';

interface EditorDialogProps {
  open: boolean;
  title: string;
  text: string;
  actions: { label: string; onClick: () => void; danger?: boolean }[];
  /** Escape, or the dialog closed otherwise. */
  onClose: () => void;
}

/** A question of the editor with its answers (someone else saved; leave without saving), as a native modal. */
export function EditorDialog({ open, title, text, actions, onClose }: EditorDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40"
      onClose={() => {
        if (open) onClose();
      }}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="mt-2">{text}</p>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        {actions.map((action) => (
          <button
            key={action.label}
            type="button"
            className={action.danger ? dangerButton : secondaryButton}
            onClick={() => {
              dialog.current?.close();
              action.onClick();
            }}
          >
            {action.label}
          </button>
        ))}
      </div>
    </dialog>
  );
}
