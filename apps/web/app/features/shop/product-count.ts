/**
 * The message key of a number of products: none, one or more. French and English need no other plural
 * form, and Lingui's ICU plurals cannot run while its locale is 'fr_FR' (Intl wants 'fr-FR').
 */
export const productCountKey = (count: number) =>
  count === 0 ? 'count.none' : count === 1 ? 'count.one' : 'count.other';
