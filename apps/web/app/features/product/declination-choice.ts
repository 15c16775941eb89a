import type { Declination, ProductDetail } from '@atelier/contract';
import { isSoldOut } from './stock-status.ts';

/**
 * Which declination a product page shows (issue 4: the declination picker driven by the variations).
 * The choice lives in the URL (`?declination=id`), so a chosen declination can be shared and the picker
 * works without JavaScript through a GET form that names one value per variation (`?v<idVariation>=<idValue>`).
 */

type ProductDeclinations = Pick<ProductDetail, 'declinations' | 'idDeclination'>;

/** The query parameter of the chosen declination. */
export const DECLINATION_PARAM = 'declination';
/** The GET form's field of a variation: `v12` for variation 12. */
export const variationField = (idVariation: number) => `v${idVariation}`;

export function declinationById(product: ProductDeclinations, id: number | string | null | undefined) {
  const wanted = Number(id);
  return Number.isInteger(wanted) ? product.declinations.find((declination) => declination.id === wanted) : undefined;
}

/** The declination shown by default: the API's choice (the first in stock), else the first one. */
export function defaultDeclination(product: ProductDeclinations): Declination | undefined {
  return declinationById(product, product.idDeclination) ?? product.declinations[0];
}

/** The declination named by `?declination=`, else the default one. */
export function selectedDeclination(product: ProductDeclinations, search: URLSearchParams): Declination | undefined {
  return declinationById(product, search.get(DECLINATION_PARAM)) ?? defaultDeclination(product);
}

/** The value a declination has for a variation. */
export const valueOf = (declination: Declination | undefined, idVariation: number) =>
  declination?.variations.find((variation) => variation.idVariation === idVariation)?.id;

/**
 * The declination that best fits the wanted values: it must have the value of the variation just changed
 * (`changed`) when one does, then matches as many other wanted values as possible; on a tie, one in stock
 * before one sold out, then the catalogue's order.
 */
export function bestDeclination(
  product: ProductDeclinations,
  wanted: ReadonlyMap<number, number>,
  changed?: number,
): Declination | undefined {
  const changedValue = changed === undefined ? undefined : wanted.get(changed);
  const candidates = product.declinations.filter(
    (declination) => changedValue === undefined || valueOf(declination, changed!) === changedValue,
  );
  let best: Declination | undefined;
  let bestScore = -1;
  for (const declination of candidates.length > 0 ? candidates : product.declinations) {
    let score = 0;
    for (const [idVariation, idValue] of wanted) if (valueOf(declination, idVariation) === idValue) score += 2;
    if (!isSoldOut(declination)) score += 1;
    if (score > bestScore) {
      best = declination;
      bestScore = score;
    }
  }
  return best;
}

/** The current values with one variation set to another value. */
export function withValue(declination: Declination | undefined, idVariation: number, idValue: number) {
  const wanted = new Map((declination?.variations ?? []).map((variation) => [variation.idVariation, variation.id]));
  wanted.set(idVariation, idValue);
  return wanted;
}

/**
 * The declination asked by the no-JavaScript picker (`?v12=34&v13=56`), or null when the query names no
 * variation value. The page then redirects to its shareable `?declination=` address.
 */
export function declinationFromVariationQuery(
  product: ProductDeclinations & Pick<ProductDetail, 'variations'>,
  search: URLSearchParams,
): Declination | null {
  const wanted = new Map<number, number>();
  for (const variation of product.variations) {
    const value = Number(search.get(variationField(variation.id)));
    if (Number.isInteger(value) && variation.values.some((entry) => entry.id === value))
      wanted.set(variation.id, value);
  }
  if (wanted.size === 0) return null;
  return bestDeclination(product, wanted) ?? null;
}

/** The declination that has this value together with the other values currently chosen, if any. */
export function exactDeclination(
  product: ProductDeclinations,
  current: Declination | undefined,
  idVariation: number,
  idValue: number,
): Declination | undefined {
  const wanted = withValue(current, idVariation, idValue);
  return product.declinations.find((declination) =>
    [...wanted].every(([variation, value]) => valueOf(declination, variation) === value),
  );
}
