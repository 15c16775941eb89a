import type { ReactNode } from 'react';
import { adminInput, adminLabel } from '../admin/ConfirmButton.tsx';

/**
 * A labelled input of the catalogue's forms, with its hint and the API's refusal beside it (`<id>-hint`,
 * `<id>-error`, which the input names in `aria-describedby` through `described`).
 */
export function Field({
  id,
  label,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800" data-refusal>
          {error}
        </p>
      )}
    </div>
  );
}

/** An input's aria attributes: its hint and its error. */
export function described(id: string, error: string | undefined, hint = false) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { ...(ids ? { 'aria-describedby': ids } : {}), ...(error ? { 'aria-invalid': true as const } : {}) };
}

/** An input's aria attributes when it has an error. */
export const invalid = (id: string, error: string | undefined) => described(id, error);

/** A box to tick with its label beside it. */
export function CheckboxField({
  id,
  name,
  label,
  defaultChecked,
  value,
}: {
  id: string;
  name: string;
  label: string;
  defaultChecked: boolean;
  value?: string;
}) {
  return (
    <div className="flex items-center gap-2">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={value}
        defaultChecked={defaultChecked}
        className="h-5 w-5 shrink-0"
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The message of a refusal that is about a whole list (`tags`, `values`), above it. */
export function ListError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="text-sm text-red-800" data-refusal>
      {error}
    </p>
  );
}

/**
 * A text input (or a textarea with `rows`) and its label, hint and refusal; its id is `<idPrefix>-<name>`, its
 * refusal `errors[name]`.
 */
export function TextField({
  idPrefix = 'product',
  name,
  label,
  defaultValue,
  errors,
  hint,
  rows,
  className,
  ...input
}: {
  idPrefix?: string;
  name: string;
  label: string;
  defaultValue: string | number | null | undefined;
  errors: Record<string, string>;
  hint?: string;
  rows?: number;
  className?: string;
  type?: 'text' | 'number' | 'date';
  inputMode?: 'numeric' | 'decimal' | 'text';
  min?: number;
  max?: number;
  maxLength?: number;
}) {
  const id = `${idPrefix}-${name}`;
  const error = errors[name];
  const shared = {
    id,
    name,
    defaultValue: defaultValue ?? '',
    className: adminInput,
    ...described(id, error, Boolean(hint)),
  };
  return (
    <Field id={id} label={label} hint={hint} error={error} className={className}>
      {rows ? <textarea rows={rows} maxLength={input.maxLength} {...shared} /> : <input {...input} {...shared} />}
    </Field>
  );
}
