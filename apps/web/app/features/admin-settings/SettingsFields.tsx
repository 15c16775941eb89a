import { useId, useRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, dangerButton, secondaryButton } from '../admin/ConfirmButton.tsx';

/** The refusal's messages of one field, or of a row (every key under `prefix`), for the settings forms. */
export function errorOf(errors: Record<string, string>, key: string): string | undefined {
  return errors[key];
}

export function errorsUnder(errors: Record<string, string>, prefix: string): string[] {
  return Object.entries(errors)
    .filter(([key]) => key === prefix || key.startsWith(`${prefix}.`))
    .map(([key, message]) => (key === prefix ? message : `${key.slice(prefix.length + 1)} : ${message}`));
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

/** A labelled input with its error (announced with the field) and an optional hint. */
export function Field({ id, label, error, hint, className, ...input }: FieldProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      <input
        id={id}
        className={adminInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly { value: string; label: string }[];
  className?: string;
}) {
  // The choice drives what the page shows, in the browser: a choice made before the scripts run would be lost.
  const hydrated = useHydrated();
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={!hydrated}
        className={adminInput}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function CheckboxField({
  id,
  label,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 accent-stone-900"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** Errors of a row or section, announced. */
export function RowErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <ul role="alert" className="mt-2 list-disc pl-5 text-sm text-red-800">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
  );
}

/**
 * Removes a row after asking (a native modal dialog: focus kept inside, Escape closes it). The removal is
 * saved with the section's form.
 */
export function RemoveButton({
  label,
  question,
  onConfirm,
}: {
  label: string;
  question: string;
  onConfirm: () => void;
}) {
  const { t } = useAdminTranslation('admin');
  const { t: ts } = useAdminTranslation('admin-settings');
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button type="button" className={secondaryButton} onClick={() => dialog.current?.showModal()}>
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-w-md rounded-lg p-6 shadow-xl backdrop:bg-black/40"
      >
        <p id={titleId} className="text-lg font-semibold">
          {question}
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <button type="button" className={secondaryButton} onClick={() => dialog.current?.close()}>
            {t('cancel')}
          </button>
          <button
            type="button"
            className={dangerButton}
            onClick={() => {
              dialog.current?.close();
              onConfirm();
            }}
          >
            {ts('remove')}
          </button>
        </div>
      </dialog>
    </>
  );
}

/** Euros typed ('12,50') as cents, or null when empty or not a number. */
export function centsOf(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? Math.round(value * 100) : Number.NaN;
}

export const eurosOf = (cents: number | null) => (cents === null ? '' : String(cents / 100));

/** A whole number typed, null when empty. */
export function wholeOf(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed);
}
