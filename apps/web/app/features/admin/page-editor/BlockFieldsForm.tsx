import { useId, useState, type ReactNode } from 'react';
import type { LocalizedText } from '@atelier/contract';
import { adminInput, adminLabel, secondaryButton } from '../ConfirmButton.tsx';
import { useAdminTranslation } from '../admin-i18n.ts';
import { LocalizedField } from '../LocalizedField.tsx';
import { MediaField } from '../MediaField.tsx';
import { defaultValueOf, type BlockField, type ReferenceTarget } from './block-fields.ts';
import { moved, pathKey, type FieldErrorKey, type FieldPath } from './block-values.ts';

/** The site's forms, albums and popups a block may name, by kind: their ids and names. */
export type References = Partial<Record<ReferenceTarget, { id: number; name: string }[]>>;

interface FieldsProps {
  fields: BlockField[];
  /** The block (or the list item, the group) the fields are read from. */
  value: Record<string, unknown>;
  /** Where `value` sits in the block. */
  path: FieldPath;
  onChange: (path: FieldPath, value: unknown) => void;
  errors: Record<string, FieldErrorKey>;
  references: References;
}

/** The form of a block, one input per field of its schema (block-fields.ts), changes sent up as they are typed. */
export function BlockFieldsForm(props: FieldsProps) {
  return (
    <div className="space-y-4">
      {props.fields.map((field) => (
        <OneField key={field.key} {...props} field={field} />
      ))}
    </div>
  );
}

function OneField({ field, value, path, onChange, errors, references }: FieldsProps & { field: BlockField }) {
  const { t } = useAdminTranslation('admin-page-editor');
  const here = [...path, field.key];
  const current = value[field.key];
  const label = t(`fields.${field.key}`);
  if (field.optional) {
    const used = current !== undefined;
    return (
      <div className="space-y-3 rounded-md border border-dashed border-stone-400 p-3">
        <label className="flex min-h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            className="size-5"
            checked={used}
            onChange={(event) => onChange(here, event.target.checked ? defaultValueOf(field) : undefined)}
          />
          {t('field.optional', { label })}
        </label>
        {used && (
          <FieldInput
            field={field}
            label={label}
            value={current}
            path={here}
            onChange={onChange}
            errors={errors}
            references={references}
          />
        )}
      </div>
    );
  }
  return (
    <FieldInput
      field={field}
      label={label}
      value={current}
      path={here}
      onChange={onChange}
      errors={errors}
      references={references}
    />
  );
}

interface InputProps {
  field: BlockField;
  label: string;
  value: unknown;
  path: FieldPath;
  onChange: (path: FieldPath, value: unknown) => void;
  errors: Record<string, FieldErrorKey>;
  references: References;
}

function FieldError({ id, error }: { id: string; error: FieldErrorKey | undefined }) {
  const { t } = useAdminTranslation('admin-page-editor');
  if (!error) return null;
  return (
    <p id={id} className="mt-1 text-sm font-semibold text-red-800">
      {t(`error.${error}`)}
    </p>
  );
}

/** A labelled native input with its error under it. */
function Labelled({
  label,
  error,
  children,
}: {
  label: string;
  error: FieldErrorKey | undefined;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      {children(id, error ? errorId : undefined)}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

function FieldInput({ field, label, value, path, onChange, errors, references }: InputProps) {
  const { t } = useAdminTranslation('admin-page-editor');
  const error = errors[pathKey(path)];
  const name = pathKey(path);
  switch (field.kind) {
    case 'localized': {
      const text = (value ?? { fr_FR: '' }) as LocalizedText;
      const refused = error ?? errors[pathKey([...path, 'fr_FR'])];
      return (
        <LocalizedField
          name={name}
          label={label}
          kind={field.rich ? 'rich' : 'text'}
          defaultValue={text}
          errors={refused ? { [name]: t(`error.${refused}`) } : undefined}
          onChange={(next) => onChange(path, next)}
        />
      );
    }
    case 'media':
      return (
        <MediaField
          name={name}
          label={label}
          accept="image/*"
          defaultValue={typeof value === 'string' && value ? value : null}
          error={error ? t(`error.${error}`) : undefined}
          onChange={(storagePath) => onChange(path, storagePath ?? '')}
        />
      );
    case 'choice':
      return (
        <Labelled label={label} error={error}>
          {(id, describedBy) => (
            <select
              id={id}
              className={adminInput}
              value={String(value ?? '')}
              aria-describedby={describedBy}
              aria-invalid={!!error || undefined}
              onChange={(event) => onChange(path, event.target.value)}
            >
              {field.options.map((option) => {
                const optionLabel = t(`options.${option}`);
                return (
                  <option key={option} value={option}>
                    {optionLabel === `options.${option}` ? option : optionLabel}
                  </option>
                );
              })}
            </select>
          )}
        </Labelled>
      );
    case 'number':
      return (
        <Labelled label={label} error={error}>
          {(id, describedBy) => (
            <input
              id={id}
              type="number"
              inputMode="numeric"
              className={`${adminInput} max-w-40`}
              min={field.min ?? undefined}
              max={field.max ?? undefined}
              step={field.integer ? 1 : 'any'}
              value={typeof value === 'number' && !Number.isNaN(value) ? value : ''}
              aria-describedby={describedBy}
              aria-invalid={!!error || undefined}
              onChange={(event) => onChange(path, event.target.value === '' ? Number.NaN : Number(event.target.value))}
            />
          )}
        </Labelled>
      );
    case 'boolean':
      return (
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={value === true}
            onChange={(event) => onChange(path, event.target.checked)}
          />
          {label}
        </label>
      );
    case 'text':
      return (
        <Labelled label={label} error={error}>
          {(id, describedBy) => (
            <input
              id={id}
              type={field.date ? 'date' : 'text'}
              className={adminInput}
              value={typeof value === 'string' ? value : ''}
              aria-describedby={describedBy}
              aria-invalid={!!error || undefined}
              onChange={(event) => onChange(path, event.target.value)}
            />
          )}
        </Labelled>
      );
    case 'words':
      return <WordsInput label={label} value={value} onChange={(words) => onChange(path, words)} />;
    case 'reference':
      return (
        <ReferenceInput
          label={label}
          options={references[field.target]}
          value={value}
          error={error}
          onChange={(id) => onChange(path, id)}
        />
      );
    case 'group':
      return (
        <fieldset className="space-y-4 rounded-md border border-stone-300 p-3">
          <legend className="px-1 font-semibold">{label}</legend>
          <BlockFieldsForm
            fields={field.fields}
            value={(value ?? {}) as Record<string, unknown>}
            path={path}
            onChange={onChange}
            errors={errors}
            references={references}
          />
        </fieldset>
      );
    case 'list':
      return (
        <ListInput
          field={field}
          label={label}
          value={value}
          path={path}
          onChange={onChange}
          errors={errors}
          references={references}
        />
      );
  }
}

/** Words separated by commas (a services block's tags), kept as typed until the field is left. */
function WordsInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange: (words: string[]) => void;
}) {
  const { t } = useAdminTranslation('admin-page-editor');
  const id = useId();
  const words = Array.isArray(value) ? (value as string[]) : [];
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      <input
        id={id}
        className={adminInput}
        defaultValue={words.join(', ')}
        aria-describedby={`${id}-help`}
        onChange={(event) =>
          onChange(
            event.target.value
              .split(',')
              .map((word) => word.trim())
              .filter(Boolean),
          )
        }
      />
      <p id={`${id}-help`} className="mt-1 text-sm text-stone-700">
        {t('field.wordsHelp')}
      </p>
    </div>
  );
}

/** One of the site's albums (a list to choose from), or a form or popup by its number when the site lists none. */
function ReferenceInput({
  label,
  options,
  value,
  error,
  onChange,
}: {
  label: string;
  options: { id: number; name: string }[] | undefined;
  value: unknown;
  error: FieldErrorKey | undefined;
  onChange: (id: number) => void;
}) {
  const { t } = useAdminTranslation('admin-page-editor');
  const id = useId();
  const current = typeof value === 'number' ? value : 0;
  const describedBy = [error ? `${id}-error` : '', options ? '' : `${id}-help`].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      {options ? (
        <select
          id={id}
          className={adminInput}
          value={current || ''}
          aria-describedby={describedBy}
          aria-invalid={!!error || undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        >
          <option value="">{t('field.choose')}</option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      ) : (
        <>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={1}
            className={`${adminInput} max-w-40`}
            value={current || ''}
            aria-describedby={describedBy}
            aria-invalid={!!error || undefined}
            onChange={(event) => onChange(Number(event.target.value))}
          />
          <p id={`${id}-help`} className="mt-1 text-sm text-stone-700">
            {t('field.referenceHelp')}
          </p>
        </>
      )}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

/** Repeated items (a gallery's pictures, a reviews block's quotes): each with its fields, moved, added, removed. */
function ListInput({
  field,
  label,
  value,
  path,
  onChange,
  errors,
  references,
}: InputProps & { field: Extract<BlockField, { kind: 'list' }> }) {
  const { t } = useAdminTranslation('admin-page-editor');
  const items = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  // The items' inputs keep what is typed in them: a move or a removal draws them again from the values.
  const [round, setRound] = useState(0);
  const replace = (next: unknown[]) => {
    setRound((n) => n + 1);
    onChange(path, next);
  };
  const error = errors[pathKey(path)];
  return (
    <fieldset className="space-y-3 rounded-md border border-stone-300 p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      {items.map((item, index) => (
        <fieldset key={`${round}-${index}`} className="space-y-3 rounded-md bg-stone-100 p-3">
          <legend className="px-1 text-sm font-semibold">{t('field.item', { label, position: index + 1 })}</legend>
          <BlockFieldsForm
            fields={field.fields}
            value={item}
            path={[...path, index]}
            onChange={onChange}
            errors={errors}
            references={references}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={secondaryButton}
              disabled={index === 0}
              onClick={() => replace(moved(items, index, index - 1))}
            >
              {t('field.itemUp')}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={index === items.length - 1}
              onClick={() => replace(moved(items, index, index + 1))}
            >
              {t('field.itemDown')}
            </button>
            <button
              type="button"
              className={secondaryButton}
              disabled={items.length <= field.min}
              onClick={() => replace(items.filter((_, at) => at !== index))}
            >
              {t('field.itemRemove')}
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className={secondaryButton}
        onClick={() => onChange(path, [...items, (defaultValueOf({ ...field, min: 1 }) as unknown[])[0]])}
      >
        {t('field.addItem')} · {label}
      </button>
      <FieldError id={`${pathKey(path)}-error`} error={error} />
    </fieldset>
  );
}
