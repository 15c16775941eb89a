/**
 * SPEC §5: URL slugs are lowercased, accents stripped, punctuation and non-alphanumerics turned into
 * hyphens, repeated hyphens collapsed (and none left at either end).
 */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
