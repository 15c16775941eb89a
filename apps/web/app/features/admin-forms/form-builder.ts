import { FORM_FIELD_TYPES, type FormFieldDefinition, type FormFieldType, type LocalizedText } from '@atelier/contract';

/**
 * The form builder's rules (issue 18 item 6), apart from its component: fields as the builder edits them, and
 * back to what the API stores. A field's key (the name of its answer) is made once and never changes, so the
 * answers already received keep their column.
 */

export { FORM_FIELD_TYPES, type FormFieldType };

export const CHOICE_TYPES: readonly FormFieldType[] = ['select', 'radio', 'checkboxes'];
export const isChoice = (type: FormFieldType) => CHOICE_TYPES.includes(type);

/** What a file field takes, in plain words: photos, PDF documents. */
export const FILE_KINDS = {
  photos: ['image/jpeg', 'image/png', 'image/webp'],
  pdf: ['application/pdf'],
} as const;
export type FileKind = keyof typeof FILE_KINDS;

export interface DraftField {
  /** Stable across moves, for React and the inputs' names. */
  uid: string;
  key: string;
  type: FormFieldType;
  label: LocalizedText;
  help?: LocalizedText | undefined;
  required: boolean;
  /** checkboxes: its boxes ask the visitor's consent, recorded with the label's version. */
  consent: boolean;
  options: { value: string; label: LocalizedText }[];
  fileKinds: FileKind[];
  /** Megabytes. */
  maxMegabytes: number;
  maxFiles: number;
  showIf: { field: string; value: string } | null;
  /** Kept as they were (bounds, lengths) when a field made elsewhere is saved again. */
  rest: Pick<FormFieldDefinition, 'min' | 'max' | 'maxLength'>;
}

let serial = 0;
const uid = () => `f${Date.now().toString(36)}${(serial += 1)}`;

/** A key no other field has: `field1`, `field2`… */
export function freshKey(fields: readonly { key: string }[], prefix = 'field') {
  const taken = new Set(fields.map((field) => field.key));
  for (let n = fields.length + 1; ; n += 1) if (!taken.has(`${prefix}${n}`)) return `${prefix}${n}`;
}

export function draftOf(field: FormFieldDefinition): DraftField {
  const accept = field.accept ?? [];
  const fileKinds = (Object.keys(FILE_KINDS) as FileKind[]).filter((kind) =>
    FILE_KINDS[kind].some((type) => accept.includes(type)),
  );
  return {
    uid: uid(),
    key: field.key,
    type: field.type,
    label: field.label,
    help: field.help,
    required: field.required ?? false,
    consent: field.consent ?? false,
    options: field.options ?? [],
    fileKinds: accept.length === 0 ? ['photos'] : fileKinds,
    maxMegabytes: Math.round((field.maxBytes ?? 5 * 1024 * 1024) / (1024 * 1024)),
    maxFiles: field.maxFiles ?? 1,
    showIf: field.showIf ? { field: field.showIf.field, value: field.showIf.values[0]! } : null,
    rest: { min: field.min, max: field.max, maxLength: field.maxLength },
  };
}

export function newDraft(fields: readonly { key: string }[], type: FormFieldType = 'text'): DraftField {
  return draftOf({ key: freshKey(fields), type, label: { fr_FR: '' } });
}

export function newOption(options: readonly { value: string }[]) {
  return {
    value: freshKey(
      options.map((option) => ({ key: option.value })),
      'choice',
    ),
    label: { fr_FR: '' },
  };
}

const clean = (text: LocalizedText): LocalizedText =>
  text.en?.trim() ? { fr_FR: text.fr_FR.trim(), en: text.en.trim() } : { fr_FR: text.fr_FR.trim() };

/** The fields as the API stores them. */
export function definitionsOf(fields: readonly DraftField[]): FormFieldDefinition[] {
  return fields.map((field) => {
    const definition: FormFieldDefinition = { key: field.key, type: field.type, label: clean(field.label) };
    if (field.help && (field.help.fr_FR || field.help.en)) definition.help = clean(field.help);
    if (field.required) definition.required = true;
    if (isChoice(field.type))
      definition.options = field.options.map((o) => ({ value: o.value, label: clean(o.label) }));
    if (field.type === 'checkboxes' && field.consent) definition.consent = true;
    if (field.type === 'file') {
      definition.accept = field.fileKinds.flatMap((kind) => [...FILE_KINDS[kind]]);
      definition.maxBytes = Math.min(10, Math.max(1, field.maxMegabytes)) * 1024 * 1024;
      definition.maxFiles = Math.min(5, Math.max(1, field.maxFiles));
    }
    if (field.type === 'number') {
      if (field.rest.min !== undefined) definition.min = field.rest.min;
      if (field.rest.max !== undefined) definition.max = field.rest.max;
    }
    if ((field.type === 'text' || field.type === 'longText') && field.rest.maxLength !== undefined) {
      definition.maxLength = field.rest.maxLength;
    }
    if (field.showIf) definition.showIf = { field: field.showIf.field, values: [field.showIf.value] };
    return definition;
  });
}

/** The earlier fields a field may depend on: those with choices. */
export const conditionSources = (fields: readonly DraftField[], index: number) =>
  fields.slice(0, index).filter((field) => isChoice(field.type) && field.options.length > 0);

/** Drops the conditions that no longer hold (their field moved after them, was removed, or lost that choice). */
export function withValidConditions(fields: DraftField[]): { fields: DraftField[]; dropped: number } {
  let dropped = 0;
  const next = fields.map((field, index) => {
    if (!field.showIf) return field;
    const source = conditionSources(fields, index).find((one) => one.key === field.showIf!.field);
    if (source && source.options.some((option) => option.value === field.showIf!.value)) return field;
    dropped += 1;
    return { ...field, showIf: null };
  });
  return { fields: next, dropped };
}

export function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
