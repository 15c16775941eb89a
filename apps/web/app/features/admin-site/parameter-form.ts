import type { AdminParameter, ParameterUpdate } from '@atelier/contract';

/**
 * The parameters' forms (issue 18 item 4) as the API's updates: each field is named after its key (`SHOW_SEARCHBAR`),
 * a translatable one `KEY.fr_FR` and `KEY.en` (LocalizedField). `keys` lists the form's keys, so that a switch left
 * off (an unchecked box sends nothing) is read as 'false'. Only the keys whose value changed are sent.
 */
export function parameterUpdatesOf(form: FormData, parameters: readonly AdminParameter[]) {
  const keys = new Set(String(form.get('keys') ?? '').split(','));
  const updates: { key: string; body: ParameterUpdate }[] = [];
  for (const parameter of parameters) {
    if (!keys.has(parameter.key)) continue;
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : '';
    };
    if (parameter.editor === 'BOOLEAN') {
      const value = form.get(parameter.key) === 'true' ? 'true' : 'false';
      // A switch never set reads as its default (what the storefront does).
      if (value !== (parameter.value ?? parameter.defaultValue ?? 'false')) {
        updates.push({ key: parameter.key, body: { value } });
      }
      continue;
    }
    if (parameter.translatable) {
      const fr = text(`${parameter.key}.fr_FR`).trim();
      const en = text(`${parameter.key}.en`).trim();
      if (fr !== (parameter.value ?? '') || en !== (parameter.translations.en ?? '')) {
        updates.push({ key: parameter.key, body: { value: fr || null, translations: { en: en || null } } });
      }
      continue;
    }
    const value = parameter.editor === 'CODE' ? text(parameter.key) : text(parameter.key).trim();
    // A choice never set shows its default: sending it back unchanged is no change.
    const current = parameter.value ?? (parameter.editor === 'CHOICE' ? (parameter.defaultValue ?? '') : '');
    if (value !== current) updates.push({ key: parameter.key, body: { value: value || null } });
  }
  return updates;
}

/** "Back to default": the key's default, its English version removed. */
export function defaultUpdateOf(parameter: AdminParameter): ParameterUpdate {
  return parameter.translatable
    ? { value: parameter.defaultValue, translations: { en: null } }
    : { value: parameter.defaultValue };
}
