import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { Form, FormField } from '@atelier/contract';
import { ApiError } from '@atelier/contract/caller';
import { formsEndpoints } from '@atelier/contract/endpoints/forms';
import { FORM_HONEYPOT_FIELD, isFieldShown } from '@atelier/contract/form-rules';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { browserApi } from '../site/browser-api.ts';
import { useLocale } from '../site/site-data.ts';
import { FORM_ID_FIELD, valuesOf, type FormAnswerResult } from './form-answer.ts';
import { numberFormat } from '@atelier/domain';

export interface FormViewProps {
  form: Form;
  /** The answer of a post made without JavaScript, when it was this form's. */
  posted: FormAnswerResult | null;
}

const inputClasses =
  'block w-full rounded-xl border border-black/25 bg-white px-4 py-3 text-base text-[#222] ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary ' +
  'aria-[invalid=true]:border-red-700';

const choiceClasses = 'h-5 w-5 accent-primary';

/** Bytes as a visitor reads them: '12 ko' / '12 kB', '1,5 Mo' / '1.5 MB'. */
function fileSize(bytes: number, locale: string) {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

interface FieldFrameProps {
  field: FormField;
  domId: string;
  error: string | undefined;
  children: ReactNode;
  /** A group of choices: a fieldset with a legend instead of a label. */
  group?: boolean;
}

function FieldFrame({ field, domId, error, children, group = false }: FieldFrameProps) {
  const { t } = useTranslation('forms');
  const title = (
    <>
      {field.label}
      {field.required && (
        <span className="text-red-700">
          <span aria-hidden="true"> *</span>
          <span className="sr-only"> ({t('required')})</span>
        </span>
      )}
    </>
  );
  const after = (
    <>
      {field.help && (
        <p id={`${domId}-help`} className="mt-1.5 text-sm text-black/70">
          {field.help}
        </p>
      )}
      {error && (
        <p id={`${domId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </>
  );
  if (group) {
    return (
      <fieldset>
        <legend className="mb-1.5 font-semibold">{title}</legend>
        {children}
        {after}
      </fieldset>
    );
  }
  return (
    <div>
      <label htmlFor={domId} className="mb-1.5 block font-semibold">
        {title}
      </label>
      {children}
      {after}
    </div>
  );
}

/**
 * A dynamic form (issue 17 item 4). Without JavaScript it is a plain multipart form posted to the page's action;
 * once live it sends itself to POST /forms/{id}/submit and keeps its own state (SPEC §4: the result, each
 * field's error, the chosen files, and a reset), shows conditional fields only when they apply, and moves the
 * focus to the first wrong field or to the thank-you text.
 */
export function FormView({ form, posted }: FormViewProps) {
  const { t } = useTranslation('forms');
  const locale = useLocale();
  const hydrated = useHydrated();
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<FormAnswerResult | null>(posted);
  const [sending, setSending] = useState(false);
  const [values, setValues] = useState<Record<string, string[]>>(posted && !posted.ok ? posted.values : {});
  const [files, setFiles] = useState<Record<string, { name: string; size: number }[]>>({});
  const [focusTurn, setFocusTurn] = useState(0);
  const errors = result && !result.ok ? result.errors : {};
  const shownValues = result && !result.ok ? result.values : {};
  const domId = (key: string) => `${baseId}-${key}`;

  // Without JavaScript the browser's own checks help; with it, the server's words for each field.
  useEffect(() => {
    if (formRef.current) formRef.current.noValidate = true;
  }, []);

  useEffect(() => {
    if (focusTurn === 0 || !result) return;
    if (result.ok) statusRef.current?.focus();
    else {
      const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
      (first ?? statusRef.current)?.focus();
    }
  }, [focusTurn, result]);

  const visible = (field: FormField) => !hydrated || isFieldShown(field, values);

  function onChange(event: FormEvent<HTMLFormElement>) {
    setValues(valuesOf(new FormData(event.currentTarget)));
    const target = event.target as HTMLInputElement;
    if (target.type === 'file') {
      const chosen = [...(target.files ?? [])].map((file) => ({ name: file.name, size: file.size }));
      setFiles((current) => ({ ...current, [target.name]: chosen }));
    }
  }

  function onReset() {
    setResult(null);
    setValues({});
    setFiles({});
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const element = event.currentTarget;
    const body = new FormData(element);
    body.delete(FORM_ID_FIELD);
    setSending(true);
    try {
      const answer = await browserApi(locale).call(formsEndpoints.submitForm, { params: { id: form.id }, body });
      element.reset();
      onReset();
      setResult({ formId: form.id, ok: true, message: answer.message });
    } catch (error) {
      const refused = error instanceof ApiError && error.status !== 0;
      const failure = !refused
        ? 'unavailable'
        : error.status === 429
          ? 'rateLimited'
          : error.errors
            ? null
            : 'unavailable';
      setResult({
        formId: form.id,
        ok: false,
        errors: refused ? (error.errors ?? {}) : {},
        values: valuesOf(body),
        failure,
      });
    } finally {
      setSending(false);
      setFocusTurn((turn) => turn + 1);
    }
  }

  const describe = (field: FormField) => {
    const ids = [field.help ? `${domId(field.key)}-help` : '', errors[field.key] ? `${domId(field.key)}-error` : '']
      .filter(Boolean)
      .join(' ');
    return {
      'aria-invalid': errors[field.key] ? true : undefined,
      'aria-describedby': ids || undefined,
    };
  };
  const given = (key: string) => shownValues[key] ?? [];

  function input(field: FormField) {
    const id = domId(field.key);
    // A conditional field is required only when it applies: the browser's own check cannot know (no JavaScript).
    const required = field.required && !field.showIf;
    const common = { id, name: field.key, ...describe(field) };
    const text = given(field.key)[0] ?? '';
    switch (field.type) {
      case 'longText':
        return (
          <textarea
            {...common}
            rows={5}
            required={required}
            maxLength={field.maxLength ?? undefined}
            defaultValue={text}
            className={inputClasses}
          />
        );
      case 'select':
        return (
          <select {...common} required={required} defaultValue={text} className={inputClasses}>
            <option value="">{t('choose')}</option>
            {field.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        );
      case 'radio':
      case 'checkboxes':
        return (
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {field.options.map((option, index) => (
              <label key={option.value} className="flex items-center gap-2">
                <input
                  type={field.type === 'radio' ? 'radio' : 'checkbox'}
                  name={field.key}
                  value={option.value}
                  id={index === 0 ? id : undefined}
                  required={field.type === 'radio' && required}
                  defaultChecked={given(field.key).includes(option.value)}
                  className={choiceClasses}
                  {...describe(field)}
                />
                {option.label}
              </label>
            ))}
          </div>
        );
      case 'file':
        return (
          <>
            <input
              {...common}
              type="file"
              accept={field.accept.join(',')}
              multiple={field.maxFiles > 1}
              required={required}
              className={`${inputClasses} file:mr-4 file:rounded-lg file:border-0 file:bg-black/10 file:px-3 file:py-1.5`}
            />
            {(files[field.key]?.length ?? 0) > 0 && (
              <ul className="mt-2 text-sm" aria-label={t('chosenFiles')}>
                {files[field.key]!.map((file) => (
                  <li key={file.name}>
                    {file.name} ({fileSize(file.size, locale)})
                  </li>
                ))}
              </ul>
            )}
          </>
        );
      default: {
        const kind = { text: 'text', email: 'email', phone: 'tel', number: 'number', date: 'date' }[field.type];
        const autoComplete = { email: 'email', phone: 'tel' }[field.type as 'email' | 'phone'];
        return (
          <input
            {...common}
            type={kind}
            autoComplete={autoComplete}
            required={required}
            maxLength={field.maxLength ?? undefined}
            min={field.min ?? undefined}
            max={field.max ?? undefined}
            step={field.type === 'number' ? 'any' : undefined}
            defaultValue={text}
            className={inputClasses}
          />
        );
      }
    }
  }

  const errorCount = Object.keys(errors).length;
  return (
    <form
      ref={formRef}
      method="post"
      encType="multipart/form-data"
      className="mt-8 space-y-5"
      aria-describedby={form.description ? `${baseId}-description` : undefined}
      onChange={onChange}
      onReset={onReset}
      onSubmit={(event) => void onSubmit(event)}
    >
      {form.description && (
        <p id={`${baseId}-description`} className="text-lg text-black/80">
          {form.description}
        </p>
      )}
      <div ref={statusRef} tabIndex={-1} role={result && !result.ok ? 'alert' : 'status'} className="outline-none">
        {result?.ok && (
          <p className="rounded-xl bg-green-50 px-4 py-3 font-medium text-green-900 ring-1 ring-green-700/30">
            {result.message}
          </p>
        )}
        {result && !result.ok && (
          <p className="rounded-xl bg-red-50 px-4 py-3 font-medium text-red-900 ring-1 ring-red-700/30">
            {result.failure ? t(result.failure) : t('fix', { count: errorCount })}
          </p>
        )}
      </div>
      <input type="hidden" name={FORM_ID_FIELD} value={form.id} />
      {/* The trap: out of sight and out of the tab order; a person leaves it empty. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          {t('trap')}
          <input type="text" name={FORM_HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {form.fields.filter(visible).map((field) => (
          <div
            key={field.key}
            className={['longText', 'file', 'checkboxes', 'radio'].includes(field.type) ? 'sm:col-span-2' : ''}
          >
            <FieldFrame
              field={field}
              domId={domId(field.key)}
              error={errors[field.key]}
              group={field.type === 'radio' || field.type === 'checkboxes'}
            >
              {input(field)}
            </FieldFrame>
          </div>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={sending}
          className="rounded-full bg-primary px-6 py-3 font-semibold text-white disabled:opacity-60"
        >
          {sending ? t('sending') : form.submitLabel}
        </button>
        <button type="reset" className="rounded-full px-4 py-3 font-semibold underline underline-offset-4">
          {t('reset')}
        </button>
      </div>
    </form>
  );
}
