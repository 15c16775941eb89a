import { localizedFromForm, optionalLocalizedFromForm } from '../admin/localized-form.ts';

/**
 * Reading the content editors' forms (issue 18 item 6) into what the API takes: texts in both languages
 * (LocalizedField), a picture (MediaField's path and its description), slugs left empty to be made from the title.
 */

export const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The picture of a MediaField named `name` and its description `<name>Alt` (null: no picture). */
export function imageFromForm(form: FormData, name = 'image') {
  const path = text(form, name);
  return path ? { path, alt: optionalLocalizedFromForm(form, `${name}Alt`) } : null;
}

/** The slugs typed (empty: made from the title by the API). */
export function slugsFromForm(form: FormData) {
  return { fr_FR: text(form, 'slug.fr_FR'), en: text(form, 'slug.en') };
}

/** A `YYYY-MM-DD` day input as the API's instant (noon UTC: the same day in France); empty keeps the date. */
export function dayFromForm(form: FormData, name: string): string | null {
  const day = text(form, name);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? `${day}T12:00:00.000Z` : null;
}

export const dayOfInstant = (instant: string | null | undefined) => (instant ? instant.slice(0, 10) : '');

export { localizedFromForm, optionalLocalizedFromForm };

/** What an editor's form asks: save it, publish or unpublish it, delete it. */
export type EditorIntent = 'save' | 'publish' | 'unpublish' | 'delete';

export function intentOf(form: FormData): EditorIntent {
  const intent = text(form, 'intent');
  return intent === 'publish' || intent === 'unpublish' || intent === 'delete' ? intent : 'save';
}

/** The English of a text, or the French when it has none (a list shows the page's language). */
export const inLocale = (value: { fr_FR: string; en?: string | undefined } | null, locale: string) =>
  value ? (locale === 'en' ? value.en || value.fr_FR : value.fr_FR) : '';
