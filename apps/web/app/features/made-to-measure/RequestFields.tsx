import type { ReactNode } from 'react';
import { inputClasses } from '../account/AccountField.tsx';
import type { RequestField } from './request-form.ts';

export { inputClasses };

export const choiceClasses = 'mt-0.5 size-5 shrink-0 accent-primary';

/** The form's ids: `mtm-{field}`, its error `mtm-{field}-error`, its help `mtm-{field}-help`. */
export const fieldId = (field: RequestField) => `mtm-${field}`;

/** The attributes that tie a control to its help and its error. */
export function describedBy(field: RequestField, error: string | null, help = false) {
  const ids = [help ? `${fieldId(field)}-help` : '', error ? `${fieldId(field)}-error` : ''].filter(Boolean);
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids.length > 0 ? ids.join(' ') : undefined,
  } as const;
}

function RequiredMark({ label }: { label: string }) {
  return (
    <span className="text-red-700">
      <span aria-hidden="true"> *</span>
      <span className="sr-only"> ({label})</span>
    </span>
  );
}

interface FieldProps {
  field: RequestField;
  label: string;
  required?: boolean;
  requiredLabel: string;
  help?: string | undefined;
  error: string | null;
  children: ReactNode;
}

/** A labelled control with its help and its error under it. */
export function RequestFieldFrame({ field, label, required, requiredLabel, help, error, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={fieldId(field)} className="mb-1.5 block font-semibold">
        {label}
        {required && <RequiredMark label={requiredLabel} />}
      </label>
      {children}
      {help && (
        <p id={`${fieldId(field)}-help`} className="mt-1.5 text-sm text-black/75">
          {help}
        </p>
      )}
      <FieldError field={field} error={error} />
    </div>
  );
}

export function FieldError({ field, error }: { field: RequestField; error: string | null }) {
  if (!error) return null;
  return (
    <p id={`${fieldId(field)}-error`} className="mt-1.5 text-sm font-medium text-red-700">
      {error}
    </p>
  );
}

interface ChoicesProps {
  field: RequestField;
  legend: string;
  requiredLabel: string;
  choices: { value: string; label: ReactNode }[];
  checked: string | undefined;
  onChoose?: (value: string) => void;
  error: string | null;
  children?: ReactNode;
}

/** A required group of radio buttons in a fieldset; the first one carries the field's id (the focus of an error). */
export function RequestChoices({
  field,
  legend,
  requiredLabel,
  choices,
  checked,
  onChoose,
  error,
  children,
}: ChoicesProps) {
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">
        {legend}
        <RequiredMark label={requiredLabel} />
      </legend>
      <div className="space-y-2">
        {choices.map((choice, index) => (
          <label key={choice.value} className="flex items-start gap-3">
            <input
              type="radio"
              name={field}
              value={choice.value}
              id={index === 0 ? fieldId(field) : undefined}
              required
              defaultChecked={checked === choice.value}
              onChange={() => onChoose?.(choice.value)}
              className={choiceClasses}
              {...describedBy(field, error)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
      {children}
      <FieldError field={field} error={error} />
    </fieldset>
  );
}
