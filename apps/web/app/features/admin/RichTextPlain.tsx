import { useId, type ReactNode } from 'react';
import { adminInput, adminLabel } from './ConfirmButton.tsx';
import { describedBy, FieldNotes } from './FieldNotes.tsx';

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

/**
 * What every state of a rich text shares: its label (`<id>-label`, which the editor's text box names itself by),
 * what stands in the field's place, then its help and error.
 */
export function RichTextFrame({
  id,
  field: { name, label, help, error, labelClassName = adminLabel },
  heading = label,
  children,
}: {
  id: string;
  field: RichTextEditorProps;
  /** The label as shown (a `<label>` of the text area before the editor runs). */
  heading?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="space-y-1" data-rich-text={name ?? label}>
      <span id={`${id}-label`} className={labelClassName}>
        {heading}
      </span>
      {children}
      <FieldNotes id={id} help={help} error={error} />
    </div>
  );
}

/**
 * A rich text before its editor runs: a plain text area of the HTML under the same name, so that the form works
 * before the scripts (and without them).
 */
export function PlainRichText(props: RichTextEditorProps) {
  const id = useId();
  const described = describedBy(id, props.help, props.error);
  return (
    <RichTextFrame id={id} field={props} heading={<label htmlFor={`${id}-source`}>{props.label}</label>}>
      <textarea
        id={`${id}-source`}
        name={props.name}
        defaultValue={props.defaultValue ?? ''}
        lang={props.lang}
        rows={6}
        className={adminInput}
        aria-describedby={described || undefined}
      />
    </RichTextFrame>
  );
}

/**
 * A rich text while its editor loads (after the page's hydration): the label, an empty busy box in the editor's
 * place, and the text as it is in the form under its name. Not a text box: nothing typed into it could be lost
 * when the editor takes its place.
 */
export function LoadingRichText(props: RichTextEditorProps) {
  const id = useId();
  return (
    <RichTextFrame id={id} field={props}>
      <div aria-busy="true" className={`${adminInput} min-h-32 bg-stone-50`} />
      {props.name && <input type="hidden" name={props.name} value={props.defaultValue ?? ''} />}
    </RichTextFrame>
  );
}
