import { useId, useState } from 'react';
import type { LocalizedText } from '@atelier/contract';
import { useAdminTranslation } from './admin-i18n.ts';
import { adminInput, adminLabel } from './ConfirmButton.tsx';
import { missesEnglish } from './localized-form.ts';
import { RichTextEditor } from './RichTextEditor.tsx';

type Value = { fr_FR?: string | null; en?: string | null } | null | undefined;

interface LocalizedFieldProps {
  /** The inputs are `<name>.fr_FR` and `<name>.en` (read back with localizedFromForm). */
  name: string;
  label: string;
  defaultValue?: Value;
  /** A line, a paragraph, or rich text (TipTap). */
  kind?: 'text' | 'textarea' | 'rich';
  required?: boolean;
  help?: string;
  maxLength?: number;
  /** A refusal's messages by field (`<name>.fr_FR`, `<name>.en`, or `<name>` for both). */
  errors?: Record<string, string> | undefined;
  /** Told both languages at each change, for an editor that keeps its state itself (a live preview). */
  onChange?: (value: LocalizedText) => void;
}

const LANGUAGES = [
  { code: 'fr_FR', lang: 'fr', label: 'french' },
  { code: 'en', lang: 'en', label: 'english' },
] as const;

/**
 * One text in French and English side by side (one above the other on a phone), issue 18 item 8: the English
 * is flagged while it is missing, since the English site then shows the French text.
 */
export function LocalizedField({
  name,
  label,
  defaultValue,
  kind = 'text',
  required,
  help,
  maxLength,
  errors = {},
  onChange,
}: LocalizedFieldProps) {
  const { t } = useAdminTranslation('admin-kit');
  const id = useId();
  const [value, setValue] = useState({ fr_FR: defaultValue?.fr_FR ?? '', en: defaultValue?.en ?? '' });
  const missing = missesEnglish(value);
  const update = (code: 'fr_FR' | 'en', text: string) => {
    const next = { ...value, [code]: text };
    setValue(next);
    onChange?.(next.en ? { fr_FR: next.fr_FR, en: next.en } : { fr_FR: next.fr_FR });
  };
  return (
    <fieldset className="min-w-0 space-y-2" data-localized-field={name}>
      <legend className={`${adminLabel} flex flex-wrap items-center gap-2`}>
        <span>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </span>
        {missing && (
          <span
            className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-700"
            title={t('missingEnglishHint')}
          >
            {t('missingEnglish')}
          </span>
        )}
      </legend>
      {help && (
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      )}
      <div className={kind === 'text' ? 'grid gap-3 sm:grid-cols-2' : 'grid gap-3 lg:grid-cols-2'}>
        {LANGUAGES.map(({ code, lang, label: languageKey }) => {
          const inputId = `${id}-${code}`;
          const inputName = `${name}.${code}`;
          const error = errors[inputName] ?? (code === 'fr_FR' ? errors[name] : undefined);
          const languageLabel = `${label} (${t(languageKey)})`;
          const described = [help ? `${id}-help` : null, error ? `${inputId}-error` : null].filter(Boolean).join(' ');
          const common = {
            id: inputId,
            name: inputName,
            lang,
            className: adminInput,
            required: Boolean(required && code === 'fr_FR'),
            maxLength,
            'aria-invalid': error ? true : undefined,
            'aria-describedby': described || undefined,
          };
          return (
            <div key={code} className="min-w-0">
              {kind === 'rich' ? (
                <RichTextEditor
                  name={inputName}
                  label={languageLabel}
                  lang={lang}
                  defaultValue={defaultValue?.[code] ?? ''}
                  onChange={(html) => update(code, html)}
                  error={error}
                  labelClassName="mb-1 block text-sm"
                />
              ) : (
                <>
                  <label htmlFor={inputId} className="mb-1 block text-sm">
                    {languageLabel}
                  </label>
                  {kind === 'textarea' ? (
                    <textarea
                      {...common}
                      rows={4}
                      defaultValue={defaultValue?.[code] ?? ''}
                      onChange={(event) => update(code, event.target.value)}
                    />
                  ) : (
                    <input
                      {...common}
                      type="text"
                      defaultValue={defaultValue?.[code] ?? ''}
                      onChange={(event) => update(code, event.target.value)}
                    />
                  )}
                  {error && (
                    <p id={`${inputId}-error`} className="mt-1 text-sm text-red-800">
                      {error}
                    </p>
                  )}
                </>
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
