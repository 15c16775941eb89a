import { useId } from 'react';
import { adminInput, adminLabel } from './ConfirmButton.tsx';

export interface RichTextEditorProps {
  /** The hidden input holding the HTML. */
  name?: string;
  label: string;
  defaultValue?: string | null | undefined;
  onChange?: (html: string) => void;
  /** The text's language, for the spelling checker and screen readers ('fr', 'en'). */
  lang?: string;
  help?: string;
  error?: string | undefined;
  /** The label's own look (a LocalizedField draws its own language labels). */
  labelClassName?: string;
}

/** The ids of a field's help and error, for its `aria-describedby`. */
export const describedBy = (id: string, help: string | undefined, error: string | undefined) =>
  [help ? `${id}-help` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');

/** A field's help and error, under it. */
export function FieldNotes({ id, help, error }: { id: string; help?: string | undefined; error?: string | undefined }) {
  return (
    <>
      {help && (
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * A rich text before its editor runs: a plain text area of the HTML under the same name, so that the form works
 * before the scripts (and without them).
 */
export function PlainRichText({
  name,
  label,
  defaultValue,
  lang,
  help,
  error,
  labelClassName = adminLabel,
}: RichTextEditorProps) {
  const id = useId();
  const described = describedBy(id, help, error);
  return (
    <div className="space-y-1" data-rich-text={name ?? label}>
      <span id={`${id}-label`} className={labelClassName}>
        <label htmlFor={`${id}-source`}>{label}</label>
      </span>
      <textarea
        id={`${id}-source`}
        name={name}
        defaultValue={defaultValue ?? ''}
        lang={lang}
        rows={6}
        className={adminInput}
        aria-describedby={described || undefined}
      />
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/**
 * A rich text while its editor loads (after the page's hydration): the label, an empty busy box in the editor's
 * place, and the text as it is in the form under its name. Not a text box: nothing typed into it could be lost
 * when the editor takes its place.
 */
export function LoadingRichText({
  name,
  label,
  defaultValue,
  help,
  error,
  labelClassName = adminLabel,
}: RichTextEditorProps) {
  const id = useId();
  return (
    <div className="space-y-1" data-rich-text={name ?? label}>
      <span id={`${id}-label`} className={labelClassName}>
        {label}
      </span>
      <div aria-busy="true" className={`${adminInput} min-h-32 bg-stone-50`} />
      {name && <input type="hidden" name={name} value={defaultValue ?? ''} />}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}
