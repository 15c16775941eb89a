import type { LocalizedText } from '@atelier/contract';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/**
 * A LocalizedField's value as the API takes it: `{fr_FR, en}`, English left out when empty (the storefront then
 * shows the French text, and the back-office flags it as missing).
 */
export function localizedFromForm(form: FormData, name: string): LocalizedText {
  const fr = text(form, `${name}.fr_FR`);
  const en = text(form, `${name}.en`);
  return en ? { fr_FR: fr, en } : { fr_FR: fr };
}

/** The same for an optional text: null when neither language was written. */
export function optionalLocalizedFromForm(form: FormData, name: string): LocalizedText | null {
  const value = localizedFromForm(form, name);
  return value.fr_FR || value.en ? value : null;
}

/** Whether a text written in French still waits for its English. */
export function missesEnglish(value: { fr_FR?: string | null; en?: string | null } | null | undefined): boolean {
  const fr = value?.fr_FR?.replace(/<[^>]*>/g, '').trim();
  const en = value?.en?.replace(/<[^>]*>/g, '').trim();
  return Boolean(fr) && !en;
}
