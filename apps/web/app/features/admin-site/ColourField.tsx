import { normalizeColour, splitColour } from '@atelier/domain';
import { adminInput, secondaryButton } from '../admin/ConfirmButton.tsx';

interface ColourFieldProps {
  /** The parameter's key: the text input is named after it. */
  name: string;
  label: string;
  help: string;
  value: string;
  defaultValue: string | null;
  error?: string | undefined;
  onChange: (value: string) => void;
  t: (key: string, values?: Record<string, unknown>) => string;
}

const hex2 = (alpha: number) =>
  Math.round(alpha * 255)
    .toString(16)
    .padStart(2, '0');

/**
 * A colour with its transparency (issue 18 item 4): the browser's colour picker, a slider for the opacity and the
 * colour as text (#rrggbbaa, rgb(), hsl()…), which alone works without JavaScript. Every change is told at once,
 * for the live preview.
 */
export function ColourField({ name, label, help, value, defaultValue, error, onChange, t }: ColourFieldProps) {
  const id = `colour-${name}`;
  const readable = normalizeColour(value);
  const { hex, alpha } = splitColour(readable ?? defaultValue);
  const described = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <fieldset
      className="min-w-0 space-y-2 border-t border-stone-200 pt-4 first:border-t-0 first:pt-0"
      data-colour={name}
    >
      <legend className="flex items-center gap-2 font-semibold">
        <span
          aria-hidden="true"
          className="inline-block h-6 w-6 rounded border border-stone-500 bg-[linear-gradient(45deg,#ccc_25%,transparent_25%,transparent_75%,#ccc_75%),linear-gradient(45deg,#ccc_25%,transparent_25%,transparent_75%,#ccc_75%)] bg-[length:8px_8px] bg-[position:0_0,4px_4px]"
        >
          <span className="block h-full w-full rounded" style={{ background: readable ?? 'transparent' }} />
        </span>
        {label}
      </legend>
      <p id={`${id}-help`} className="text-sm text-stone-700">
        {help}
      </p>
      <div className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-2 sm:grid-cols-[auto_1fr_12rem]">
        <input
          type="color"
          id={`${id}-picker`}
          aria-label={t('colour.picker', { label })}
          value={hex}
          onChange={(event) => onChange(`${event.target.value}${hex2(alpha)}`)}
          className="h-11 w-14 cursor-pointer rounded-md border border-stone-400 bg-white p-1"
        />
        <div className="min-w-0">
          <label htmlFor={`${id}-alpha`} className="block text-sm">
            {t('colour.opacity', { percent: Math.round(alpha * 100) })}
          </label>
          <input
            type="range"
            id={`${id}-alpha`}
            min={0}
            max={100}
            step={1}
            value={Math.round(alpha * 100)}
            onChange={(event) => onChange(`${hex}${hex2(Number(event.target.value) / 100)}`)}
            className="w-full accent-stone-900"
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={id} className="block text-sm">
            {t('colour.text', { label })}
          </label>
          <input
            id={id}
            name={name}
            type="text"
            spellCheck={false}
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={error || !readable ? true : undefined}
            aria-describedby={described}
            className={`${adminInput} font-mono`}
          />
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
      {defaultValue && normalizeColour(value) !== defaultValue && (
        <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
          <span>{t('field.default', { value: defaultValue })}</span>
          <button
            type="button"
            className={`${secondaryButton} min-h-9 px-2 py-1 text-sm`}
            onClick={() => onChange(defaultValue)}
          >
            {t('field.reset')}
            <span className="sr-only"> : {label}</span>
          </button>
        </p>
      )}
    </fieldset>
  );
}
