import type { AdminParameter, Locale } from '@atelier/contract';
import { adminInput, adminLabel, secondaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';
import { RichTextEditor } from '../admin/RichTextEditor.tsx';

interface ParameterFieldProps {
  parameter: AdminParameter;
  locale: Locale;
  errors: Record<string, string>;
  t: (key: string, values?: Record<string, unknown>) => string;
}

const lang = (locale: Locale) => (locale === 'en' ? 'en' : 'fr_FR');

/** How a default reads: a switch on or off, a choice by its label, nothing as "empty". */
function defaultText({ parameter, locale, t }: Omit<ParameterFieldProps, 'errors'>) {
  const value = parameter.defaultValue;
  if (value === null || value === '') return t('field.defaultEmpty');
  if (parameter.editor === 'BOOLEAN') return t(value === 'true' ? 'field.on' : 'field.off');
  const choice = parameter.choices.find((option) => option.value === value);
  return choice ? choice.label[lang(locale)] : value;
}

/**
 * One parameter of the site with the field its kind needs (a switch, a number within its bounds, a line, rich
 * text, a link, a choice, code), its help, its default, and "back to default" (a submit of the form's action).
 */
export function ParameterField({ parameter, locale, errors, t }: ParameterFieldProps) {
  const id = `parameter-${parameter.key}`;
  const label = parameter.label[lang(locale)];
  const help = parameter.help[lang(locale)];
  const error = errors[parameter.key];
  const isDefault = (parameter.value ?? '') === (parameter.defaultValue ?? '') && !parameter.translations.en;
  const described = [`${id}-help`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const common = {
    id,
    name: parameter.key,
    className: adminInput,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described,
  };

  let field;
  if (parameter.translatable && (parameter.editor === 'STRING' || parameter.editor === 'TEXT')) {
    field = (
      <LocalizedField
        name={parameter.key}
        label={label}
        help={help}
        kind={parameter.editor === 'TEXT' ? 'rich' : 'text'}
        defaultValue={{ fr_FR: parameter.value, en: parameter.translations.en }}
        errors={errors}
      />
    );
  } else if (parameter.editor === 'BOOLEAN') {
    field = (
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          id={id}
          name={parameter.key}
          value="true"
          defaultChecked={parameter.value === 'true'}
          aria-describedby={described}
          className="mt-1 h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 ring-1 ring-stone-600 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-emerald-700 checked:before:translate-x-4.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700"
        />
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
      </div>
    );
  } else {
    let input;
    switch (parameter.editor) {
      case 'NUMBER':
        input = (
          <input
            {...common}
            type="number"
            inputMode={parameter.integer ? 'numeric' : 'decimal'}
            min={parameter.min ?? undefined}
            max={parameter.max ?? undefined}
            step={parameter.integer ? 1 : 'any'}
            defaultValue={parameter.value ?? ''}
          />
        );
        break;
      case 'CHOICE':
        input = (
          <select {...common} defaultValue={parameter.value ?? parameter.defaultValue ?? ''}>
            {parameter.choices.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label[lang(locale)]}
              </option>
            ))}
          </select>
        );
        break;
      case 'CODE':
        input = (
          <textarea
            {...common}
            rows={5}
            spellCheck={false}
            className={`${adminInput} font-mono text-sm`}
            defaultValue={parameter.value ?? ''}
          />
        );
        break;
      case 'TEXT':
        input = (
          <RichTextEditor name={parameter.key} label={label} defaultValue={parameter.value ?? ''} error={error} />
        );
        break;
      default:
        input = (
          <input
            {...common}
            type="text"
            inputMode={parameter.editor === 'LINK' ? 'url' : undefined}
            autoComplete="off"
            defaultValue={parameter.value ?? ''}
          />
        );
    }
    field = (
      <>
        {parameter.editor !== 'TEXT' && (
          <label htmlFor={id} className={adminLabel}>
            {label}
          </label>
        )}
        {input}
      </>
    );
  }

  const rangeHelp =
    parameter.editor === 'NUMBER' && parameter.min !== null && parameter.max !== null
      ? ` ${t('field.range', { min: parameter.min, max: parameter.max })}`
      : '';
  return (
    <div
      className="space-y-1 border-t border-stone-200 pt-4 first:border-t-0 first:pt-0"
      data-parameter={parameter.key}
    >
      {field}
      {!(parameter.translatable && (parameter.editor === 'STRING' || parameter.editor === 'TEXT')) && (
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
          {rangeHelp}
        </p>
      )}
      {error && !parameter.translatable && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
        <span>{t('field.default', { value: defaultText({ parameter, locale, t }) })}</span>
        {!isDefault && (
          <button
            type="submit"
            name="reset"
            value={parameter.key}
            formNoValidate
            className={`${secondaryButton} min-h-9 px-2 py-1 text-sm`}
          >
            {t('field.reset')}
            <span className="sr-only"> : {label}</span>
          </button>
        )}
      </div>
    </div>
  );
}
