import type { LocalizedText } from '@atelier/contract';
import type { StoredDiscount } from '../schema/catalogue.ts';

/**
 * The sample catalogue of one site, as plain objects: seed-catalogue.ts writes it once (issue 4).
 * Rows refer to each other by `key` (categories, meal icons, products) and to variation values by their
 * French text; the seeder turns them into ids. Money in integer cents.
 */
export interface CatalogueSeed {
  /** Variation definitions the catalogue uses: values are added to the site's definition of that code, or a new definition is made. */
  variations: { code: string; label: LocalizedText; displayLabel?: LocalizedText; values: LocalizedText[] }[];
  categories: CategorySeed[];
  mealIcons: { key: string; name: LocalizedText; icon: string }[];
  products: ProductSeed[];
}

export interface CategorySeed {
  key: string;
  /** The last segment of the category page's URL in each language (SPEC §2 shop sub-pages). */
  slug: { fr_FR: string; en: string };
  name: LocalizedText;
  description: LocalizedText;
  /** A product image shown for the category: `products/<file>.jpg`. */
  image: ImageSeed | null;
}

/** Every product image is drawn at this size by apps/api/seed-assets/draw-products.ts (ratio 2:3, SPEC §9). */
export const PRODUCT_IMAGE_WIDTH = 800;
export const PRODUCT_IMAGE_HEIGHT = 1200;

export const PRODUCT_MOTIFS = [
  'cushion',
  'lumbar',
  'throw',
  'napkins',
  'tablecloth',
  'chairpad',
  'lampshade',
  'tieback',
  'pouf',
  'stool',
  'bench',
  'armchair',
  'bergere',
  'headboard',
  'chair',
  'footstool',
  'bunny',
  'playmat',
  'pouch',
  'bibs',
  'blanket',
  'mobile',
  'tote',
  'beltbag',
  'sleeve',
  'backpack',
  'drawstring',
  'duffel',
  'bottle',
  'box',
  /** A roll of fabric sold by the metre. */
  'bolt',
] as const;
export type ProductMotif = (typeof PRODUCT_MOTIFS)[number];
export type FabricPattern = 'plain' | 'stripes' | 'dots' | 'toile' | 'gingham' | 'corduroy' | 'boucle' | 'linen';

/** How the generator draws an image: a flat illustration of the motif in the fabric's colours. */
export interface ProductArt {
  motif: ProductMotif;
  /** Main colour (fabric, glass or box), as #rrggbb. */
  colour: string;
  /** Piping, label, ribbon or wood colour. */
  accent: string;
  pattern?: FabricPattern;
  /** A short text drawn on the object (embroidered name, wine label). */
  text?: string;
  /** main: the whole object; close: a close-up; scene: the object in a lighter setting. */
  view?: 'main' | 'close' | 'scene';
  /** Wall colour behind the object. */
  background: string;
}

export interface ImageSeed {
  /** Relative to the site's storage: `products/<name>.jpg`, shipped in apps/api/seed-assets/site-<id>/. */
  file: string;
  alt: LocalizedText;
  art: ProductArt;
}

export interface DeclinationSeed {
  /** The French text of the chosen value of each of the product's variations, in the product's order. */
  values?: string[];
  year?: number;
  capacity?: number;
  capacityUnit?: 'LITER' | 'CENTILITRE';
  reference?: string;
  /** A fixed price for this declination (cents); otherwise the product's price applies. */
  price?: number;
  discount?: StoredDiscount;
  /** The stock when it is tracked (setQuantity true); absent: not tracked. */
  stock?: number;
  sellByMultipleOf?: number;
  /** Index in the product's images of the image of this declination. */
  image?: number;
}

export interface CustomizationSeed {
  type: 'SIMPLE' | 'DYNAMIC_FORM';
  inputType: 'TEXT' | 'SELECT' | 'CHECKBOX' | 'FILE';
  label: LocalizedText;
  help?: LocalizedText;
  required?: boolean;
  values?: {
    textNumberOfChar?: number;
    selectKey?: string;
    label?: LocalizedText;
    costType: 'EURO' | 'NONE' | 'PERCENT';
    amount: number;
  }[];
  additionalCost?: { costType: 'EURO' | 'NONE' | 'PERCENT'; amount: number };
  file?: { accept: string[]; maxBytes: number };
}

export interface WineSeed {
  appellation: LocalizedText;
  colour: LocalizedText;
  grapeVarieties: { name: string; percent: number | null }[];
  alcoholPercent: number;
  nutrition: { energyKcal: number; sugarsG: number } | null;
  servingAdvice: LocalizedText;
}

export interface ProductSeed {
  key: string;
  kind: 'WINE' | 'BOX' | 'OTHER';
  subtype?: 'BOTTLE';
  /** Category keys. */
  categories: string[];
  name: LocalizedText;
  summary: LocalizedText;
  /** HTML. */
  description: LocalizedText;
  price: number;
  discount?: StoredDiscount;
  sellByMultipleOf?: number;
  images: ImageSeed[];
  tags: LocalizedText[];
  features: { label: LocalizedText; value: LocalizedText }[];
  decreasingDiscounts?: { fromQuantity: number; type: 'EURO' | 'PERCENT'; amount: number }[];
  wine?: WineSeed;
  /** Variation codes, at most three, in order. */
  variations?: string[];
  /** Absent: one declination with the product's price, stock not tracked (or `stock` when given). */
  declinations?: DeclinationSeed[];
  /** Stock of the single declination when `declinations` is absent. */
  stock?: number;
  /** Product keys. */
  recommended?: string[];
  /** Meal icon keys. */
  mealIcons?: string[];
  awards?: { name: LocalizedText; year: number; medal: LocalizedText }[];
  customizations?: CustomizationSeed[];
  /** Made to measure (issue 19): the product page links to the quote request. */
  isMadeToMeasure?: boolean;
  /** A fabric sold by the metre, offered by the quote request form at its declinations' prices. */
  soldByMetre?: boolean;
}

export const t = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/** A wine's details from its appellation, colour, grape varieties (name, share), alcohol, nutrition, advice. */
export const wine = (
  appellation: string,
  colour: LocalizedText,
  grapes: [string, number | null][],
  alcoholPercent: number,
  nutrition: WineSeed['nutrition'],
  servingAdvice: LocalizedText,
): WineSeed => ({
  appellation: t(appellation, appellation),
  colour,
  grapeVarieties: grapes.map(([name, percent]) => ({ name, percent })),
  alcoholPercent,
  nutrition,
  servingAdvice,
});
export const RED = t('Rouge', 'Red');
export const WHITE = t('Blanc', 'White');
export const ROSE = t('Rosé', 'Rosé');
export const feature = (label: LocalizedText, value: LocalizedText) => ({ label, value });
