import {
  pickLocale,
  type Award,
  type Category,
  type Customization,
  type Declination,
  type Discount,
  type List,
  type Locale,
  type LocalizedText,
  type MealIcon,
  type ProductDetail,
  type ProductKind,
  type ProductSummary,
  type SizedImage,
} from '@atelier/contract';
import { capacityLabel, discountedPrice, discountOn, shopDay } from '@atelier/domain';
import type { StoredDiscount, StoredImage } from '../../db/schema/catalogue.ts';
import { notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import type { RequestContext } from '../../context.ts';
import { siteImage } from '../../storage/storage.ts';
import { localizedPath } from '../pages/pages.service.ts';
import * as repository from './catalogue.repository.ts';

/** How many products `GET /v2/product/recommended/{id}` finds when the product names none. */
const RECOMMENDED_FALLBACK = 4;

function sizedImage(
  ctx: RequestContext,
  image: StoredImage | null | undefined,
  fallbackAlt: string,
): SizedImage | null {
  const base = image ? siteImage(ctx.siteId, image.file, pickLocale(image.alt, ctx.locale) || fallbackAlt) : null;
  return base && image ? { ...base, width: image.width, height: image.height } : null;
}

/** A discount as answered; its id is the id of the row that carries it (declination or product). */
function toDiscount(discount: StoredDiscount | null, id: number): Discount | null {
  return discount ? { id, type: discount.type, amount: discount.amount, detailType: discount.detailType } : null;
}

/** SPEC §9 price after the discount; a discount on shipping fees leaves the product's price alone. */
function priceAfter(price: number, discount: StoredDiscount | null): number {
  return discount?.detailType === 'PRODUCT' ? discountedPrice(price, discount) : price;
}

/** SPEC §2 product page path: '/products/{slug}/{id}', '/wines/{slug}/{id}' for wines, under '/en' in English. */
export function productPath(kind: ProductKind, slug: LocalizedText, id: number, locale: Locale) {
  const section = kind === 'WINE' ? 'wines' : 'products';
  return localizedPath(`${section}/${pickLocale(slug, locale)}/${id}`, locale);
}

function toSummary(ctx: RequestContext, row: repository.SummaryRow): ProductSummary {
  const name = pickLocale(row.name, ctx.locale);
  const declination = row.declination;
  // A dated discount applies on its days only (the kept answers drop at each Paris midnight: caches.ts).
  const discount = discountOn(declination.discount, row.discount, shopDay(new Date()));
  return {
    id: row.id,
    slug: pickLocale(row.slug, ctx.locale),
    kind: row.kind,
    subtype: row.subtype,
    name,
    summary: pickLocale(row.summary, ctx.locale),
    image: sizedImage(ctx, row.images[0], name),
    price: declination.unitPrice,
    discountedPrice: priceAfter(declination.unitPrice, discount),
    discount: toDiscount(discount, discount === declination.discount ? declination.id : row.id),
    idDeclination: declination.id,
    sellByMultipleOf: declination.sellByMultipleOf ?? row.sellByMultipleOf,
    inStock: !declination.soldOut,
    hasCustomization: row.hasCustomization,
    categories: row.categories,
    tags: row.tags.map((tag) => pickLocale(tag, ctx.locale)),
    url: productPath(row.kind, row.slug, row.id, ctx.locale),
    wine: row.kind === 'WINE' ? { appellation: pickLocale(row.appellation, ctx.locale), year: declination.year } : null,
  };
}

export async function listProducts(ctx: RequestContext, query: ListQuery): Promise<List<ProductSummary>> {
  const { items, total } = await repository.findProductPage(ctx, query);
  return { items: items.map((row) => toSummary(ctx, row)), total };
}

export async function listRecommendedProducts(ctx: RequestContext, id: number): Promise<ProductSummary[]> {
  const ids = await repository.findRecommendedIds(ctx, id, RECOMMENDED_FALLBACK);
  if (!ids) throw notFound('Product', id);
  const rows = await repository.findSummariesByIds(ctx, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((recommended) => {
    const row = byId.get(recommended);
    return row && recommended !== id ? [toSummary(ctx, row)] : [];
  });
}

// ─── product detail ───

const isSoldOut = (row: repository.DeclinationRow, stockTracked: boolean) =>
  stockTracked && row.setQuantity && row.quantity <= 0;

/** The declination shown first: the first one in stock, else the first (same rule as the lists' SQL). */
export function defaultDeclination<T extends repository.DeclinationRow>(
  rows: T[],
  stockTracked: boolean,
): T | undefined {
  return rows.find((row) => !isSoldOut(row, stockTracked)) ?? rows[0];
}

function toDeclination(
  ctx: RequestContext,
  product: repository.ProductRow,
  row: repository.DeclinationRow,
  stockTracked: boolean,
  valueText: Map<number, LocalizedText>,
): Declination {
  const price = row.fixedPrice && row.price !== null ? row.price : product.price;
  const discount = discountOn(row.discount, product.discount, shopDay(new Date()));
  const parts = [
    ...row.variationValueIds.map((id) => pickLocale(valueText.get(id), ctx.locale)).filter((text) => text !== null),
    ...(row.year === null ? [] : [String(row.year)]),
    ...(row.capacity === null || row.capacityUnit === null
      ? []
      : [capacityLabel(row.capacity, row.capacityUnit, ctx.locale)]),
  ];
  const tracked = stockTracked && row.setQuantity;
  return {
    id: row.id,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    variations: row.variationValueIds.map((id, index) => ({ idVariation: product.variationIds[index] ?? 0, id })),
    label: parts.length > 0 ? parts.join(' · ') : pickLocale(product.name, ctx.locale),
    reference: row.reference,
    fixedPrice: row.fixedPrice,
    price,
    discountedPrice: priceAfter(price, discount),
    discount: toDiscount(discount, discount === row.discount ? row.id : product.id),
    setQuantity: tracked,
    quantity: tracked ? row.quantity : null,
    sellByMultipleOf: row.sellByMultipleOf ?? product.sellByMultipleOf,
    image: sizedImage(ctx, row.image, pickLocale(product.name, ctx.locale)),
  };
}

function toCustomization(ctx: RequestContext, row: repository.CustomizationRow): Customization {
  return {
    id: row.id,
    type: row.type,
    inputType: row.inputType,
    label: pickLocale(row.label, ctx.locale),
    help: pickLocale(row.help, ctx.locale),
    required: row.required,
    position: row.position,
    customizationValues: row.values.map((value) => ({
      id: value.id,
      textNumberOfChar: value.textNumberOfChar,
      selectKey: value.selectKey,
      label: pickLocale(value.label, ctx.locale),
      costType: value.costType,
      amount: value.amount,
    })),
    additionalCost: row.additionalCost,
    file: row.file,
  };
}

/** Whether the site counts stock: HANDLE_STOCK and USE_PRODUCT_STOCK both on (SPEC §3). */
export function tracksStock(ctx: RequestContext): Promise<boolean> {
  return repository.findStockTracked(ctx);
}

export async function getProduct(ctx: RequestContext, id: number): Promise<ProductDetail> {
  const [product, declinationRows, categories, customizationRows, stockTracked, values] = await Promise.all([
    repository.findProduct(ctx, id),
    repository.findDeclinations(ctx, id),
    repository.findCategorySlugs(ctx, id),
    repository.findCustomizations(ctx, id),
    repository.findStockTracked(ctx),
    repository.findVariationValues(ctx),
  ]);
  const first = defaultDeclination(declinationRows, stockTracked);
  if (!product || !first) throw notFound('Product', id);

  const valueText = new Map(values.map((value) => [value.id, value.value]));
  const declinations = declinationRows.map((row) => toDeclination(ctx, product, row, stockTracked, valueText));
  const shown = declinations.find((declination) => declination.id === first.id)!;
  const used = new Set(declinationRows.flatMap((row) => row.variationValueIds));
  const name = pickLocale(product.name, ctx.locale);
  const wine = product.wine;
  return {
    id: product.id,
    slug: pickLocale(product.slug, ctx.locale),
    kind: product.kind,
    subtype: product.subtype,
    name,
    summary: pickLocale(product.summary, ctx.locale),
    image: sizedImage(ctx, product.images[0], name),
    price: shown.price,
    discountedPrice: shown.discountedPrice,
    discount: shown.discount,
    idDeclination: shown.id,
    sellByMultipleOf: shown.sellByMultipleOf,
    inStock: !isSoldOut(first, stockTracked),
    hasCustomization: customizationRows.length > 0,
    categories,
    tags: product.tags.map((tag) => pickLocale(tag, ctx.locale)),
    url: productPath(product.kind, product.slug, product.id, ctx.locale),
    wine: product.kind === 'WINE' ? { appellation: pickLocale(wine?.appellation, ctx.locale), year: shown.year } : null,
    description: pickLocale(product.description, ctx.locale),
    images: product.images.flatMap((image) => sizedImage(ctx, image, name) ?? []),
    variations: product.variationIds.flatMap((variationId) => {
      const own = values.filter((value) => value.variationId === variationId);
      const definition = own[0];
      if (!definition) return [];
      return [
        {
          id: variationId,
          label: pickLocale(definition.label, ctx.locale),
          displayLabel: pickLocale(definition.displayLabel, ctx.locale),
          values: own
            .filter((value) => used.has(value.id))
            .map((value) => ({ id: value.id, value: pickLocale(value.value, ctx.locale) })),
        },
      ];
    }),
    declinations,
    features: product.features.map((feature) => ({
      label: pickLocale(feature.label, ctx.locale),
      value: pickLocale(feature.value, ctx.locale),
    })),
    decreasingDiscounts: [...product.decreasingDiscounts].sort((a, b) => a.fromQuantity - b.fromQuantity),
    customizations: customizationRows.map((row) => toCustomization(ctx, row)),
    wineDetail: wine
      ? {
          appellation: pickLocale(wine.appellation, ctx.locale),
          colour: pickLocale(wine.colour, ctx.locale),
          grapeVarieties: wine.grapeVarieties,
          alcoholPercent: wine.alcoholPercent,
          nutrition: wine.nutrition,
          servingAdvice: pickLocale(wine.servingAdvice, ctx.locale),
        }
      : null,
    mealIconIds: product.mealIconIds,
    urls: {
      fr_FR: productPath(product.kind, product.slug, product.id, 'fr_FR'),
      en: productPath(product.kind, product.slug, product.id, 'en'),
    },
    isMadeToMeasure: product.isMadeToMeasure,
  };
}

export async function listCustomizations(ctx: RequestContext, productId: number): Promise<Customization[]> {
  const [exists, rows] = await Promise.all([
    repository.productExists(ctx, productId),
    repository.findCustomizations(ctx, productId),
  ]);
  if (!exists) throw notFound('Product', productId);
  return rows.map((row) => toCustomization(ctx, row));
}

export async function listAwards(ctx: RequestContext, productId: number): Promise<Award[]> {
  const [exists, rows] = await Promise.all([
    repository.productExists(ctx, productId),
    repository.findAwards(ctx, productId),
  ]);
  if (!exists) throw notFound('Product', productId);
  return rows.map((row) => {
    const name = pickLocale(row.name, ctx.locale);
    return {
      id: row.id,
      name,
      year: row.year,
      medal: pickLocale(row.medal, ctx.locale),
      image: sizedImage(ctx, row.image, name),
    };
  });
}

export async function listMealIcons(ctx: RequestContext): Promise<MealIcon[]> {
  const rows = await repository.findMealIcons(ctx);
  return rows.map((row) => ({ id: row.id, name: pickLocale(row.name, ctx.locale), icon: row.icon }));
}

// ─── categories ───

const lastSegment = (url: string | undefined) => url?.split('/').filter(Boolean).pop();

/**
 * The categories with the paths of their pages: the shop sub-page (cms route 'shop-category') whose last
 * URL segment is the category's slug; a category without a page opens the search filtered on it.
 */
export async function listCategories(ctx: RequestContext): Promise<Category[]> {
  const [rows, categoryPages] = await Promise.all([repository.findCategories(ctx), repository.findCategoryPages(ctx)]);
  return rows.map((row) => {
    const page = categoryPages.find(
      (candidate) =>
        lastSegment(candidate.url.fr_FR) === row.slug.fr_FR || lastSegment(candidate.url.en) === row.slug.en,
    );
    const search = (locale: Locale) =>
      `${localizedPath('products/search', locale)}?category=${encodeURIComponent(pickLocale(row.slug, locale))}`;
    const name = pickLocale(row.name, ctx.locale);
    return {
      id: row.id,
      slug: pickLocale(row.slug, ctx.locale),
      name,
      description: pickLocale(row.description, ctx.locale),
      image: sizedImage(ctx, row.image, name),
      urls: page
        ? {
            fr_FR: localizedPath(page.url.fr_FR, 'fr_FR'),
            en: localizedPath(page.url.en ?? page.url.fr_FR, 'en'),
          }
        : { fr_FR: search('fr_FR'), en: search('en') },
    };
  });
}
