import type { Award, MealIcon, ProductSummary } from '@atelier/contract';

/** What a product page shows around the product (SPEC §7 product calls). */
export interface ProductExtras {
  awards: Award[];
  recommended: ProductSummary[];
  /** The dishes the product (a wine) goes with. */
  mealIcons: MealIcon[];
}
