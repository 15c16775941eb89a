import { useState } from 'react';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, secondaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';
import {
  conditionSources,
  definitionsOf,
  FILE_KINDS,
  FORM_FIELD_TYPES,
  isChoice,
  move,
  newDraft,
  newOption,
  withValidConditions,
  type DraftField,
  type FileKind,
} from './form-builder.ts';

const smallButton = `${secondaryButton} !px-3 !py-1 text-sm`;

/**
 * The form builder (issue 18 item 6): the questions in order, each with its kind, its wording in French and
 * English, whether it must be answered, its choices, its file limits and a condition on an earlier question. The
 * whole list travels in the hidden input `fields` (JSON) with the page's form.
 */
export function FormBuilder({ initial, errors }: { initial: DraftField[]; errors: Record<string, string> }) {
  const { t } = useAdminTranslation('admin-forms');
  const [fields, setFields] = useState(initial);
  const [notice, setNotice] = useState('');

  const set = (next: DraftField[], moved?: string) => {
    const checked = withValidConditions(next);
    setFields(checked.fields);
    setNotice(
      [moved, checked.dropped > 0 ? t('builder.conditionsDropped', { count: checked.dropped }) : null]
        .filter(Boolean)
        .join(' '),
    );
  };
  const update = (index: number, change: Partial<DraftField>) =>
    set(fields.map((field, at) => (at === index ? { ...field, ...change } : field)));
  const errorsOf = (index: number) =>
    Object.entries(errors)
      .filter(([key]) => key === `fields.${index}` || key.startsWith(`fields.${index}.`))
      .map(([, message]) => message);

  return (
    <div className="space-y-4">
      <input type="hidden" name="fields" value={JSON.stringify(definitionsOf(fields))} />
      <h2 className="text-2xl font-semibold">{t('builder.title')}</h2>
      <p aria-live="polite" className="text-sm text-stone-700">
        {notice}
      </p>
      {errors.fields && (
        <p className="text-sm text-red-800" role="alert">
          {errors.fields}
        </p>
      )}
      {fields.length === 0 && <p>{t('builder.empty')}</p>}
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const problems = errorsOf(index);
          const sources = conditionSources(fields, index);
          const source = sources.find((one) => one.key === field.showIf?.field);
          const name = field.label.fr_FR || t('builder.untitled');
          return (
            <li
              key={field.uid}
              className="space-y-3 rounded-md border border-stone-300 bg-white p-4"
              data-builder-field={index + 1}
              aria-label={t('builder.question', { number: index + 1, name })}
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold">{t('builder.question', { number: index + 1, name })}</h3>
                <div className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === 0}
                    onClick={() => set(move(fields, index, index - 1), t('builder.movedUp', { name }))}
                  >
                    {t('builder.up')}
                  </button>
                  <button
                    type="button"
                    className={smallButton}
                    disabled={index === fields.length - 1}
                    onClick={() => set(move(fields, index, index + 1), t('builder.movedDown', { name }))}
                  >
                    {t('builder.down')}
                  </button>
                  <button
                    type="button"
                    className={`${smallButton} !text-red-800`}
                    onClick={() =>
                      set(
                        fields.filter((_, at) => at !== index),
                        t('builder.removed', { name }),
                      )
                    }
                  >
                    {t('builder.remove')}
                  </button>
                </div>
              </div>
              <LocalizedField
                name={`builder.${field.uid}.label`}
                label={t('builder.label')}
                defaultValue={field.label}
                required
                maxLength={200}
                onChange={(label) => update(index, { label })}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${field.uid}-type`} className={adminLabel}>
                    {t('builder.type')}
                  </label>
                  <select
                    id={`${field.uid}-type`}
                    className={adminInput}
                    value={field.type}
                    onChange={(event) => {
                      const type = event.target.value as DraftField['type'];
                      const options = isChoice(type) && field.options.length === 0 ? [newOption([])] : field.options;
                      update(index, { type, options });
                    }}
                  >
                    {FORM_FIELD_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`types.${type}`)}
                      </option>
                    ))}
                  </select>
                </div>
                <FieldSwitch
                  id={`${field.uid}-required`}
                  className="pt-6"
                  label={t('builder.required')}
                  checked={field.required}
                  onChange={(required) => update(index, { required })}
                />
              </div>
              {isChoice(field.type) && (
                <fieldset className="space-y-3">
                  <legend className={adminLabel}>{t('builder.options')}</legend>
                  {field.options.map((option, at) => (
                    <div key={option.value} className="flex flex-wrap items-end gap-2">
                      <div className="min-w-0 flex-1">
                        <LocalizedField
                          name={`builder.${field.uid}.${option.value}`}
                          label={t('builder.option', { number: at + 1 })}
                          defaultValue={option.label}
                          required
                          maxLength={100}
                          onChange={(label) =>
                            update(index, {
                              options: field.options.map((one, i) => (i === at ? { ...one, label } : one)),
                            })
                          }
                        />
                      </div>
                      <button
                        type="button"
                        className={smallButton}
                        disabled={field.options.length === 1}
                        onClick={() => update(index, { options: field.options.filter((_, i) => i !== at) })}
                      >
                        {t('builder.removeOption', { number: at + 1 })}
                      </button>
                    </div>
                  ))}
                  <button
                    type="button"
                    className={smallButton}
                    onClick={() => update(index, { options: [...field.options, newOption(field.options)] })}
                  >
                    {t('builder.addOption')}
                  </button>
                </fieldset>
              )}
              {field.type === 'checkboxes' && (
                <div>
                  <FieldSwitch
                    id={`${field.uid}-consent`}
                    label={t('builder.consent')}
                    checked={field.consent}
                    describedBy={`${field.uid}-consent-hint`}
                    onChange={(consent) => update(index, { consent })}
                  />
                  <p id={`${field.uid}-consent-hint`} className="mt-1 text-sm opacity-80">
                    {t('builder.consentHint')}
                  </p>
                </div>
              )}
              {field.type === 'file' && <FileLimits field={field} onChange={(change) => update(index, change)} />}
              <div className="grid gap-3 sm:grid-cols-2">
                <div>
                  <label htmlFor={`${field.uid}-condition`} className={adminLabel}>
                    {t('builder.showWhen')}
                  </label>
                  <select
                    id={`${field.uid}-condition`}
                    className={adminInput}
                    value={field.showIf?.field ?? ''}
                    disabled={sources.length === 0}
                    onChange={(event) => {
                      const chosen = sources.find((one) => one.key === event.target.value);
                      update(index, {
                        showIf: chosen ? { field: chosen.key, value: chosen.options[0]!.value } : null,
                      });
                    }}
                  >
                    <option value="">{t('builder.always')}</option>
                    {sources.map((one) => (
                      <option key={one.key} value={one.key}>
                        {one.label.fr_FR || t('builder.untitled')}
                      </option>
                    ))}
                  </select>
                  {sources.length === 0 && <p className="mt-1 text-sm text-stone-700">{t('builder.noCondition')}</p>}
                </div>
                {source && field.showIf && (
                  <div>
                    <label htmlFor={`${field.uid}-condition-value`} className={adminLabel}>
                      {t('builder.is')}
                    </label>
                    <select
                      id={`${field.uid}-condition-value`}
                      className={adminInput}
                      value={field.showIf.value}
                      onChange={(event) => update(index, { showIf: { field: source.key, value: event.target.value } })}
                    >
                      {source.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label.fr_FR || option.value}
                        </option>
                      ))}
                    </select>
                  </div>
                )}
              </div>
              {problems.length > 0 && (
                <p className="text-sm text-red-800" role="alert">
                  {problems.join(' / ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className={secondaryButton}
        onClick={() => set([...fields, newDraft(fields)], t('builder.added'))}
      >
        {t('builder.add')}
      </button>
    </div>
  );
}

function FileLimits({ field, onChange }: { field: DraftField; onChange: (change: Partial<DraftField>) => void }) {
  const { t } = useAdminTranslation('admin-forms');
  const toggle = (kind: FileKind, on: boolean) =>
    onChange({ fileKinds: on ? [...field.fileKinds, kind] : field.fileKinds.filter((one) => one !== kind) });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <fieldset>
        <legend className={adminLabel}>{t('builder.fileKinds')}</legend>
        {(Object.keys(FILE_KINDS) as FileKind[]).map((kind) => (
          <div key={kind} className="flex items-center gap-2">
            <input
              id={`${field.uid}-kind-${kind}`}
              type="checkbox"
              className="h-5 w-5"
              checked={field.fileKinds.includes(kind)}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <label htmlFor={`${field.uid}-kind-${kind}`}>{t(`builder.kind.${kind}`)}</label>
          </div>
        ))}
      </fieldset>
      <div>
        <label htmlFor={`${field.uid}-size`} className={adminLabel}>
          {t('builder.maxMegabytes')}
        </label>
        <input
          id={`${field.uid}-size`}
          type="number"
          min={1}
          max={10}
          inputMode="numeric"
          className={adminInput}
          value={field.maxMegabytes}
          onChange={(event) => onChange({ maxMegabytes: Number(event.target.value) || 1 })}
        />
      </div>
      <div>
        <label htmlFor={`${field.uid}-count`} className={adminLabel}>
          {t('builder.maxFiles')}
        </label>
        <input
          id={`${field.uid}-count`}
          type="number"
          min={1}
          max={5}
          inputMode="numeric"
          className={adminInput}
          value={field.maxFiles}
          onChange={(event) => onChange({ maxFiles: Number(event.target.value) || 1 })}
        />
      </div>
    </div>
  );
}

/** A question's yes-or-no setting: a checkbox with its label beside it. */
function FieldSwitch({
  id,
  label,
  checked,
  onChange,
  describedBy,
  className = '',
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  describedBy?: string;
  className?: string;
}) {
  return (
    <div className={`flex items-center gap-2 ${className}`}>
      <input
        id={id}
        type="checkbox"
        className="h-5 w-5"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
    </div>
  );
}
