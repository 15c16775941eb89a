/**
 * Reading the back-office's catalogue forms (issue 16 item 6): texts, amounts and numbers typed in French or
 * English, and repeated rows (a product's tags, features, decreasing discounts, grape varieties, a
 * customization's options). A value that is not one is sent as -1: the API refuses it and names its field,
 * which the form shows beside the input.
 */

/** A text input's value, trimmed ('' when absent). */
export const textOf = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** A checkbox: ticked or not. */
export const checkedOf = (form: FormData, name: string) => form.get(name) === 'on';

/** '12,90' or '12.90' → 1290 cents; null when not an amount. */
export function centsOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(/\s/g, '')
    .replace(',', '.');
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** 1290 → '12.90', for an input. */
export const eurosOf = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));

/** '12' → 12; null when not a whole number (0 or more). */
export function wholeOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '').trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** '12,5' or '12.5' → 12.5; null when not a number (0 or more). */
export function decimalOf(value: FormDataEntryValue | null): number | null {
  const text = String(value ?? '')
    .trim()
    .replace(',', '.');
  return /^\d{1,9}(\.\d+)?$/.test(text) ? Number(text) : null;
}

/** 12.5 → '12,5' in French, '12.5' in English; '' for none. */
export function decimalText(value: number | null | undefined, locale: string) {
  if (value == null) return '';
  return locale === 'fr_FR' ? String(value).replace('.', ',') : String(value);
}

/**
 * A group of repeated rows: its inputs are named `<group>-<key>-<field>` (`tag-3-fr`), the key staying with its
 * row while rows are added and removed, so that a refusal can be shown beside the right row.
 */
export interface RowGroup {
  /** The inputs' prefix: `tag`. */
  group: string;
  /** The fields a row reads; a row whose fields `filled` are all empty is left out (an emptied row is removed). */
  fields: readonly string[];
  filled?: readonly string[];
}

/** The keys of a group's rows in the form's order. */
function rowKeysOf(form: FormData, group: string): string[] {
  const pattern = new RegExp(`^${group}-(\\d+)-`);
  const keys: string[] = [];
  for (const name of form.keys()) {
    const key = pattern.exec(name)?.[1];
    if (key !== undefined && !keys.includes(key)) keys.push(key);
  }
  return keys;
}

/** The rows of a group as the form has them, empty ones left out: each with its key and its fields' texts. */
export function rowsOf(form: FormData, { group, fields, filled = fields }: RowGroup) {
  return rowKeysOf(form, group)
    .map((key) => ({
      key,
      values: Object.fromEntries(fields.map((field) => [field, textOf(form, `${group}-${key}-${field}`)])),
    }))
    .filter((row) => filled.some((field) => row.values[field] !== ''));
}

/** How the API names a row group's fields: the list's path and, per path in an item, the row's input. */
export interface RowErrors extends RowGroup {
  /** `tags`, `wine.grapeVarieties`. */
  path: string;
  /** `label.fr_FR` → `labelFr`; '' is an error of the whole item. */
  inputs: Record<string, string>;
}

/**
 * An API field in a row group (`tags.1.fr_FR`) → the input of the form that holds it (`tag-7-fr`): the API counts
 * the rows it was sent, the form's empty rows were left out of them. Null when the field is not in a group.
 */
export function rowInputOf(form: FormData, field: string, groups: readonly RowErrors[]): string | null {
  for (const group of groups) {
    if (!field.startsWith(`${group.path}.`)) continue;
    const match = /^(\d+)(?:\.(.+))?$/.exec(field.slice(group.path.length + 1));
    if (!match) continue;
    const row = rowsOf(form, group)[Number(match[1])];
    if (!row) return group.path;
    const within = match[2] ?? '';
    const input = group.inputs[within] ?? group.inputs[within.split('.')[0] ?? ''] ?? group.inputs[''];
    return `${group.group}-${row.key}-${input}`;
  }
  return null;
}

/**
 * The API's refusals per field → per input of the form: a row's field by its row (`groups`), the others by
 * `inputOf` (or kept as they are).
 */
export function inputErrorsOf(
  form: FormData,
  errors: Record<string, string>,
  inputOf: Record<string, string>,
  groups: readonly RowErrors[],
): Record<string, string> {
  const byInput: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    byInput[rowInputOf(form, field, groups) ?? inputOf[field] ?? field] ??= message;
  }
  return byInput;
}

/**
 * A short key that changes when a value does (FNV-1a over its JSON): a form keyed by what it shows is drawn
 * again from the saved values after a save that changed them, and left as typed otherwise.
 */
export function contentKey(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
