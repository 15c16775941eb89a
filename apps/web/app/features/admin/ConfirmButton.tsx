import { useId, useRef, type ReactNode } from 'react';
import { useAdminTranslation } from './admin-i18n.ts';

export interface ConfirmButtonProps {
  /** The form the confirmed button submits (its `id`). */
  form: string;
  /** `name=value` sent with the form, as a submit button's would be. */
  name?: string;
  value?: string;
  /** What the act does, asked before it is done. */
  question: string;
  confirmLabel: string;
  children: ReactNode;
  className?: string;
}

/**
 * The invoker commands of HTML (`commandfor`, `command`): the browser opens and closes the dialog itself, before
 * the page's scripts have started and without them; the click handlers do the same where the browser lacks them.
 * React's types do not know these attributes yet.
 */
const invoke = (target: string, command: 'show-modal' | 'close') =>
  ({ commandfor: target, command }) as Record<string, string>;

/**
 * A destructive act's button: it opens a native modal dialog (focus kept inside, Escape closes it) that asks
 * before the form is sent; only the dialog's own button submits.
 */
export function ConfirmButton({ form, name, value, question, confirmLabel, children, className }: ConfirmButtonProps) {
  const { t } = useAdminTranslation('admin');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dialogId = useId();
  return (
    <>
      <button
        type="button"
        className={className}
        {...invoke(dialogId, 'show-modal')}
        onClick={() => {
          if (!dialog.current?.open) dialog.current?.showModal();
        }}
      >
        {children}
      </button>
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40"
      >
        <p id={titleId} className="text-lg font-semibold">
          {question}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button
            type="button"
            className={secondaryButton}
            {...invoke(dialogId, 'close')}
            onClick={() => dialog.current?.close()}
          >
            {t('cancel')}
          </button>
          <button
            type="submit"
            form={form}
            name={name}
            value={value}
            className={dangerButton}
            onClick={() => dialog.current?.close()}
          >
            {confirmLabel}
          </button>
        </div>
      </dialog>
    </>
  );
}

const base =
  'inline-flex min-h-11 items-center justify-center rounded-md px-4 font-semibold ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700 disabled:opacity-60';
export const primaryButton = `${base} bg-stone-900 text-white hover:bg-stone-700`;
export const secondaryButton = `${base} bg-white text-stone-900 ring-1 ring-stone-400 hover:bg-stone-100`;
export const dangerButton = `${base} bg-red-700 text-white hover:bg-red-800`;
export const adminInput =
  'block min-h-11 w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 ' +
  'focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-sky-700';
export const adminLabel = 'mb-1 block text-sm font-semibold';
