import { eq } from 'drizzle-orm';
import type { LocalizedText } from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { Db } from '../client.ts';
import * as t from '../schema/index.ts';
import { newIds } from './new-ids.ts';
import type { StoredImage } from '../schema/catalogue.ts';
import { SITE_1_CATALOGUE } from './catalogue-site1.ts';
import { SITE_2_CATALOGUE } from './catalogue-site2.ts';
import {
  PRODUCT_IMAGE_HEIGHT,
  PRODUCT_IMAGE_WIDTH,
  type CatalogueSeed,
  type ImageSeed,
  type ProductSeed,
} from './catalogue-types.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The sample catalogue of each sample site. */
export const SAMPLE_CATALOGUES: Record<number, CatalogueSeed> = { 1: SITE_1_CATALOGUE, 2: SITE_2_CATALOGUE };

const storedImage = (image: ImageSeed): StoredImage => ({
  file: image.file,
  alt: image.alt,
  width: PRODUCT_IMAGE_WIDTH,
  height: PRODUCT_IMAGE_HEIGHT,
});

/** SPEC §5 slug rule, per language (English falls back to the French name). */
const slugs = (name: LocalizedText) => ({ fr_FR: slugify(name.fr_FR), en: slugify(name.en ?? name.fr_FR) });

function byKey<T>(map: Map<string, T>, key: string, what: string): T {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Catalogue seed: unknown ${what} ${key}`);
  return value;
}

/** Adds the catalogue's variation values to the site's definitions (or new definitions); returns code → {id, values by French text}. */
async function ensureVariations(tx: Tx, siteId: number, catalogue: CatalogueSeed) {
  const definitions = await tx.select().from(t.variations).where(eq(t.variations.siteId, siteId));
  const values = await tx.select().from(t.variationValues).where(eq(t.variationValues.siteId, siteId));
  const result = new Map<string, { id: number; values: Map<string, number> }>();
  for (const seed of catalogue.variations) {
    let definition = definitions.find((row) => row.code === seed.code);
    if (!definition) {
      [definition] = await tx
        .insert(t.variations)
        .values({
          siteId,
          code: seed.code,
          label: seed.label,
          displayLabel: seed.displayLabel ?? null,
          position: definitions.length,
        })
        .returning();
      if (!definition) throw new Error(`Catalogue seed: variation ${seed.code} not written`);
      definitions.push(definition);
    }
    const id = definition.id;
    const known = values.filter((row) => row.variationId === id);
    const byText = new Map(known.map((row) => [row.value.fr_FR, row.id]));
    const missing = seed.values.filter((value) => !byText.has(value.fr_FR));
    if (missing.length > 0) {
      const rows = await tx
        .insert(t.variationValues)
        .values(missing.map((value, index) => ({ siteId, variationId: id, value, position: known.length + index })))
        .returning();
      for (const row of rows) byText.set(row.value.fr_FR, row.id);
    }
    result.set(seed.code, { id, values: byText });
  }
  return result;
}

/**
 * The catalogue's rows, one statement per table (the seed runs at a new database's first start, issue 21): the
 * categories', meal icons' and products' ids are taken first, so every row can name the ones it links to.
 */
async function insertCatalogue(tx: Tx, siteId: number, catalogue: CatalogueSeed) {
  const variations = await ensureVariations(tx, siteId, catalogue);
  const categoryIds = await newIds(tx, 'product_categories', catalogue.categories.length);
  const mealIconIds = await newIds(tx, 'meal_icons', catalogue.mealIcons.length);
  const productIds = await newIds(tx, 'products', catalogue.products.length);
  const categories = new Map(catalogue.categories.map((category, index) => [category.key, categoryIds[index]!]));
  const mealIcons = new Map(catalogue.mealIcons.map((icon, index) => [icon.key, mealIconIds[index]!]));
  const products = new Map<string, number>();
  for (const [index, product] of catalogue.products.entries()) {
    if (products.has(product.key)) throw new Error(`Catalogue seed: product key ${product.key} used twice`);
    products.set(product.key, productIds[index]!);
  }
  if (catalogue.categories.length > 0) {
    await tx
      .insert(t.productCategories)
      .overridingSystemValue()
      .values(
        catalogue.categories.map((category, position) => ({
          siteId,
          id: categoryIds[position]!,
          slug: category.slug,
          name: category.name,
          description: category.description,
          image: category.image ? storedImage(category.image) : null,
          position,
        })),
      );
  }
  if (catalogue.mealIcons.length > 0) {
    await tx
      .insert(t.mealIcons)
      .overridingSystemValue()
      .values(
        catalogue.mealIcons.map((icon, index) => ({
          siteId,
          id: mealIconIds[index]!,
          name: icon.name,
          icon: icon.icon,
        })),
      );
  }
  const rows = catalogue.products.map((product, position) =>
    productRows(siteId, position, product, products, { variations, categories, mealIcons }),
  );
  const productValues = rows.map((row) => row.product);
  const declinations = rows.flatMap((row) => row.declinations);
  const categoryLinks = rows.flatMap((row) => row.categoryLinks);
  const customizations = rows.flatMap((row) => row.customizations);
  const awards = rows.flatMap((row) => row.awards);
  if (productValues.length > 0) await tx.insert(t.products).overridingSystemValue().values(productValues);
  if (declinations.length > 0) await tx.insert(t.declinations).values(declinations);
  if (categoryLinks.length > 0) await tx.insert(t.productCategoryLinks).values(categoryLinks);
  if (customizations.length > 0) await tx.insert(t.customizations).values(customizations);
  if (awards.length > 0) await tx.insert(t.awards).values(awards);
}

/** A product's rows in each table: the product (its id taken already), its declinations, links and the rest. */
function productRows(
  siteId: number,
  position: number,
  product: ProductSeed,
  products: Map<string, number>,
  refs: {
    variations: Map<string, { id: number; values: Map<string, number> }>;
    categories: Map<string, number>;
    mealIcons: Map<string, number>;
  },
) {
  const variationCodes = product.variations ?? [];
  if (variationCodes.length > 3) throw new Error(`Catalogue seed: ${product.key} has more than three variations`);
  const variations = variationCodes.map((code) => byKey(refs.variations, code, 'variation'));
  const productId = byKey(products, product.key, 'product');
  const declinations = product.declinations ?? [product.stock === undefined ? {} : { stock: product.stock }];
  let valueId = 0;
  return {
    product: {
      siteId,
      id: productId,
      kind: product.kind,
      subtype: product.subtype ?? null,
      name: product.name,
      slug: slugs(product.name),
      summary: product.summary,
      description: product.description,
      price: product.price,
      discount: product.discount ?? null,
      sellByMultipleOf: product.sellByMultipleOf ?? 1,
      images: product.images.map(storedImage),
      tags: product.tags,
      features: product.features,
      decreasingDiscounts: product.decreasingDiscounts ?? [],
      wine: product.wine ?? null,
      variationIds: variations.map((variation) => variation.id),
      mealIconIds: (product.mealIcons ?? []).map((key) => byKey(refs.mealIcons, key, 'meal icon')),
      // Recommendations may name products listed after this one: every id is known already.
      recommendedIds: (product.recommended ?? []).map((key) => byKey(products, key, 'product')),
      position,
      isMadeToMeasure: product.isMadeToMeasure ?? false,
      soldByMetre: product.soldByMetre ?? false,
    },
    declinations: declinations.map((declination, index) => {
      const chosen = declination.values ?? [];
      if (chosen.length !== variations.length) {
        throw new Error(`Catalogue seed: a declination of ${product.key} needs one value per variation`);
      }
      const image = declination.image === undefined ? undefined : product.images[declination.image];
      return {
        siteId,
        productId,
        year: declination.year ?? null,
        capacity: declination.capacity ?? null,
        capacityUnit: declination.capacityUnit ?? null,
        variationValueIds: chosen.map((text, i) => byKey(variations[i]!.values, text, `value of ${variationCodes[i]}`)),
        reference: declination.reference ?? null,
        fixedPrice: declination.price !== undefined,
        price: declination.price ?? null,
        discount: declination.discount ?? null,
        setQuantity: declination.stock !== undefined,
        quantity: declination.stock ?? 0,
        sellByMultipleOf: declination.sellByMultipleOf ?? null,
        image: image ? storedImage(image) : null,
        position: index,
      };
    }),
    categoryLinks: product.categories.map((key) => ({
      siteId,
      productId,
      categoryId: byKey(refs.categories, key, 'category'),
    })),
    customizations: (product.customizations ?? []).map((customization, index) => ({
      siteId,
      productId,
      type: customization.type,
      inputType: customization.inputType,
      label: customization.label,
      help: customization.help ?? null,
      required: customization.required ?? false,
      position: index,
      values: (customization.values ?? []).map((value) => ({
        id: ++valueId,
        textNumberOfChar: value.textNumberOfChar ?? null,
        selectKey: value.selectKey ?? null,
        label: value.label ?? null,
        costType: value.costType,
        amount: value.amount,
      })),
      additionalCost: customization.additionalCost ?? null,
      file: customization.file ?? null,
    })),
    awards: (product.awards ?? []).map((award) => ({
      siteId,
      productId,
      name: award.name,
      year: award.year,
      medal: award.medal,
    })),
  };
}

/**
 * Writes the sample catalogue of a site that has no product yet, in one transaction (a site whose shop
 * was already filled, by the seed or by hand, is left alone). Returns whether it wrote anything.
 */
export async function seedCatalogue(db: Db, siteId: number, catalogue = SAMPLE_CATALOGUES[siteId]): Promise<boolean> {
  if (!catalogue) return false;
  return db.transaction(async (tx) => {
    const site = await tx.select({ id: t.sites.id }).from(t.sites).where(eq(t.sites.id, siteId));
    if (site.length === 0) return false;
    const existing = await tx
      .select({ id: t.products.id })
      .from(t.products)
      .where(eq(t.products.siteId, siteId))
      .limit(1);
    if (existing.length > 0) return false;
    await insertCatalogue(tx, siteId, catalogue);
    return true;
  });
}
