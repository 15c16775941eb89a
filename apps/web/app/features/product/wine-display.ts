import type { Declination, ProductDetail } from '@atelier/contract';
import { capacityLabel } from '@atelier/domain';
import type { Locale } from '@atelier/contract/locales';
import { defaultDeclination } from './declination-choice.ts';
import { isSoldOut } from './stock-status.ts';

type WineProduct = Pick<ProductDetail, 'declinations' | 'idDeclination' | 'name' | 'wineDetail'>;

/**
 * SWITCH_WINE_NAME_AND_APPELLATION: the appellation becomes the page's heading and the wine's own name
 * its subtitle (a wine known by its appellation first); without an appellation the name stays the heading.
 */
export function wineHeading(
  product: WineProduct,
  switchNames: boolean,
): { heading: string; subheading: string | null } {
  const appellation = product.wineDetail?.appellation?.trim() || null;
  if (switchNames && appellation) return { heading: appellation, subheading: product.name };
  return { heading: product.name, subheading: appellation };
}

/** The vintages on sale, newest first. */
export function vintagesOf(product: Pick<ProductDetail, 'declinations'>): number[] {
  const years = product.declinations.flatMap((declination) => (declination.year === null ? [] : [declination.year]));
  return [...new Set(years)].sort((a, b) => b - a);
}

/** The declination a vintage page shows: the default one when it is of that year, else the first in stock. */
export function declinationOfYear(product: WineProduct, year: number): Declination | undefined {
  const ofYear = product.declinations.filter((declination) => declination.year === year);
  const preferred = defaultDeclination(product);
  if (preferred && preferred.year === year) return preferred;
  return ofYear.find((declination) => !isSoldOut(declination)) ?? ofYear[0];
}

/** The same vintage's other capacities (37,5 cl, 75 cl, 1,5 L), smallest first. */
export function capacitiesOfYear(product: Pick<ProductDetail, 'declinations'>, year: number | null): Declination[] {
  return product.declinations.filter((declination) => declination.year === year).sort((a, b) => litres(a) - litres(b));
}

const litres = (declination: Declination) =>
  declination.capacity === null
    ? 0
    : declination.capacityUnit === 'LITER'
      ? declination.capacity
      : declination.capacity / 100;

/** SPEC §9 capacity label of a declination ('37,5 cl', '1,5 L'), or null when it has no capacity. */
export function declinationCapacity(declination: Declination, locale: Locale): string | null {
  return declination.capacity === null || declination.capacityUnit === null
    ? null
    : capacityLabel(declination.capacity, declination.capacityUnit, locale);
}

/** Energy per 100 ml in kilojoules, as the EU label gives it beside the kilocalories (1 kcal = 4.184 kJ). */
export const kilojoules = (kcal: number) => Math.round(kcal * 4.184);
