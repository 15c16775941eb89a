import { useState, type FormEvent, type InputHTMLAttributes } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import type { AccountFormAnswer } from './account-forms.ts';
import type { ProblemMessage } from './client-check.ts';

export const inputClasses =
  'block w-full rounded-xl border border-black/25 bg-white px-4 py-3 text-base text-[#222] ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary ' +
  'aria-[invalid=true]:border-red-700';

export const buttonClasses =
  'rounded-full bg-primary px-7 py-3 font-semibold text-white transition hover:brightness-110 ' + 'disabled:opacity-60';

interface AccountFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Unique on the page: the form's name and the field's (`login-email`). */
  id: string;
  name: string;
  label: string;
  /** The server's message for this field, in the page's language. */
  error?: string | undefined;
}

/** A labelled input of an account form, with the server's error under it. */
export function AccountField({ id, label, error, required, ...input }: AccountFieldProps) {
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block font-semibold">
        {label}
        {required && (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        id={id}
        required={required}
        className={inputClasses}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

interface AccountCheckboxProps {
  id: string;
  name: string;
  label: React.ReactNode;
  defaultChecked?: boolean;
  required?: boolean;
  error?: string | undefined;
}

/** A ticked box of an account form (terms, newsletter), with the server's error under it. */
export function AccountCheckbox({ id, name, label, defaultChecked, required, error }: AccountCheckboxProps) {
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 size-5 shrink-0 accent-primary"
        />
        <label htmlFor={id} className="text-sm leading-relaxed">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A problem of the whole form (wrong login, too many attempts). */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-700/30">
      {message}
    </p>
  );
}

/**
 * The form of `intent` (each page holds several forms): whether it is being sent, the server's refusal meant
 * for it, and each field's problem. With `check`, the browser checks the form before sending it and names the
 * problems in the page's language (the form has `noValidate`: the browser's own bubbles would speak the
 * browser's language); without JavaScript the server's answer does the same.
 */
export function useIntentForm(
  answer: AccountFormAnswer | undefined,
  intent: string,
  check?: (form: FormData, message: ProblemMessage) => Record<string, string>,
) {
  const busy = useNavigation().formData?.get('intent') === intent;
  const mine = answer?.intent === intent && !answer.ok ? answer : undefined;
  const [checked, setChecked] = useState<Record<string, string> | null>(null);
  const { t } = useTranslation('account');
  const message: ProblemMessage = (problem, params) => t(`check.${problem}`, params);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check) return;
    const problems = check(new FormData(event.currentTarget), message);
    const fields = Object.keys(problems);
    setChecked(fields.length > 0 ? problems : null);
    if (fields.length === 0) return;
    event.preventDefault();
    // The first field in trouble in the page's order.
    const first = [...event.currentTarget.elements].find((el) => fields.includes((el as HTMLInputElement).name));
    (first as HTMLElement | undefined)?.focus();
  };
  const errors: Record<string, string> = checked ?? mine?.errors ?? {};
  return { busy, mine, errors, onSubmit };
}
