import type { ProductSummary } from '@atelier/contract';

/** How many tags the search page offers: the catalogue's most used ones. */
export const TAG_CHOICES = 12;

/**
 * The tags offered as filters: the most used among the given products (ties in alphabetical order), the
 * chosen ones always among them, listed alphabetically in the page's language.
 */
export function tagChoices(products: Pick<ProductSummary, 'tags'>[], chosen: string[], locale: string): string[] {
  const uses = new Map<string, number>();
  for (const product of products) for (const tag of product.tags) uses.set(tag, (uses.get(tag) ?? 0) + 1);
  const compare = new Intl.Collator(locale.replace('_', '-')).compare;
  const mostUsed = [...uses]
    .sort(([a, countA], [b, countB]) => countB - countA || compare(a, b))
    .slice(0, TAG_CHOICES)
    .map(([tag]) => tag);
  return [...new Set([...mostUsed, ...chosen])].sort(compare);
}
