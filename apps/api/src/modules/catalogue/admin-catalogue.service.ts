import type { z } from 'zod';
import {
  pickLocale,
  type AdminDeclination,
  type AdminDeclinationSaved,
  type AdminProduct,
  type AdminProductSummary,
  type List,
  type LocalizedText,
  type StockMovement,
  type adminDeclinationCreateSchema,
  type adminDeclinationUpdateSchema,
  type adminProductCreateSchema,
  type adminProductInputSchema,
  type adminProductUpdateSchema,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import type { RequestContext } from '../../context.ts';
import type { StoredImage } from '../../db/schema/catalogue.ts';
import { AppError, notFound } from '../../errors.ts';
import type { ListQuery } from '../../lists/list-query.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { siteFileUrl } from '../../storage/storage.ts';
import { recordChange } from '../audit/audit.service.ts';
import * as repository from './admin-catalogue.repository.ts';
import type { DeclinationRow, NewProduct, ProductRow } from './admin-catalogue.repository.ts';
import { productPath } from './catalogue.service.ts';

type ProductInput = z.output<typeof adminProductInputSchema>;
type ProductCreate = z.output<typeof adminProductCreateSchema>;
type ProductUpdate = z.output<typeof adminProductUpdateSchema>;
type DeclinationUpdate = z.output<typeof adminDeclinationUpdateSchema>;
type DeclinationCreate = z.output<typeof adminDeclinationCreateSchema>;

/** What a saved change of the catalogue does once committed: the site's kept answers and pages drop (app.ts). */
export type SiteChanged = (siteId: number) => void;

// ─── answers ───

export function presentDeclination(row: DeclinationRow): AdminDeclination {
  return {
    id: row.id,
    version: row.version,
    year: row.year,
    capacity: row.capacity,
    capacityUnit: row.capacityUnit,
    variationValueIds: row.variationValueIds,
    reference: row.reference,
    fixedPrice: row.fixedPrice,
    price: row.price,
    discount: row.discount,
    setQuantity: row.setQuantity,
    quantity: row.quantity,
    sellByMultipleOf: row.sellByMultipleOf,
    weight: row.weight,
    position: row.position,
  };
}

const presentImage = (siteId: number, image: StoredImage) => ({
  file: image.file,
  url: siteFileUrl(siteId, image.file),
  alt: image.alt,
  width: image.width,
  height: image.height,
  focalPoint: image.focalPoint ?? null,
});

async function presentProduct(ctx: RequestContext, row: ProductRow): Promise<AdminProduct> {
  const [declinations, categoryIds, customizations] = await Promise.all([
    repository.findDeclinations(ctx, row.id),
    repository.findCategoryIds(ctx, row.id),
    repository.findCustomizations(ctx, row.id),
  ]);
  return {
    id: row.id,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    kind: row.kind,
    subtype: row.subtype,
    name: row.name,
    slug: row.slug,
    summary: row.summary,
    description: row.description,
    price: row.price,
    discount: row.discount,
    sellByMultipleOf: row.sellByMultipleOf,
    isDematerialized: row.isDematerialized,
    hasShippingFees: row.hasShippingFees,
    weight: row.weight,
    images: row.images.map((image) => presentImage(ctx.siteId, image)),
    tags: row.tags,
    features: row.features,
    decreasingDiscounts: row.decreasingDiscounts,
    wine: row.wine,
    variationIds: row.variationIds,
    recommendedIds: row.recommendedIds,
    mealIconIds: row.mealIconIds,
    categoryIds,
    position: row.position,
    isPublished: row.isPublished,
    isMadeToMeasure: row.isMadeToMeasure,
    soldByMetre: row.soldByMetre,
    declinations: declinations.map(presentDeclination),
    customizations: customizations.map((customization) => ({
      id: customization.id,
      type: customization.type,
      inputType: customization.inputType,
      label: customization.label,
      help: customization.help,
      required: customization.required,
      position: customization.position,
      values: customization.values,
      additionalCost: customization.additionalCost,
    })),
    urls: {
      fr_FR: productPath(row.kind, row.slug, row.id, 'fr_FR'),
      en: productPath(row.kind, row.slug, row.id, 'en'),
    },
  };
}

export async function listAdminProducts(ctx: RequestContext, query: ListQuery): Promise<List<AdminProductSummary>> {
  const page = await repository.findProductPage(ctx, query);
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id,
      version: row.version,
      kind: row.kind,
      name: pickLocale(row.name, ctx.locale),
      isPublished: row.isPublished,
      price: row.price,
      image: row.images[0] ? siteFileUrl(ctx.siteId, row.images[0].file) : null,
      declinationCount: row.declinationCount,
      stock: row.stock,
      references: row.references,
      categoryIds: row.categoryIds,
      updatedAt: new Date(row.updatedAt).toISOString(),
    })),
  };
}

export async function getAdminProduct(ctx: RequestContext, id: number): Promise<AdminProduct> {
  const row = await repository.findProduct(ctx, id);
  if (!row) throw notFound('Product', id);
  return presentProduct(ctx, row);
}

// ─── checks of what a product refers to, and of its quantity discounts ───

const listed = (ids: number[]) => ids.join(', ');

async function referenceProblems(ctx: RequestContext, input: ProductInput, productId: number | null) {
  const problems: FieldProblem[] = [];
  const [categories, variations, mealIcons, recommended] = await Promise.all([
    repository.missingCategories(ctx, input.categoryIds),
    repository.missingVariations(ctx, input.variationIds),
    repository.missingMealIcons(ctx, input.mealIconIds),
    repository.missingProducts(ctx, input.recommendedIds),
  ]);
  if (categories.length) {
    problems.push({ field: 'categoryIds', code: 'ADMIN_UNKNOWN_IDS', params: { ids: listed(categories) } });
  }
  if (variations.length) {
    problems.push({ field: 'variationIds', code: 'ADMIN_UNKNOWN_IDS', params: { ids: listed(variations) } });
  }
  if (mealIcons.length) {
    problems.push({ field: 'mealIconIds', code: 'ADMIN_UNKNOWN_IDS', params: { ids: listed(mealIcons) } });
  }
  if (recommended.length) {
    problems.push({ field: 'recommendedIds', code: 'ADMIN_UNKNOWN_IDS', params: { ids: listed(recommended) } });
  }
  if (productId !== null && input.recommendedIds.includes(productId)) {
    problems.push({ field: 'recommendedIds', code: 'ADMIN_RECOMMENDS_ITSELF' });
  }
  return [...problems, ...tierProblems(input)];
}

/** Two decreasing discounts from the same quantity: which one a cart reaches would depend on their order. */
function tierProblems(input: ProductInput): FieldProblem[] {
  const quantities = new Set<number>();
  const problems: FieldProblem[] = [];
  input.decreasingDiscounts.forEach((tier, index) => {
    if (quantities.has(tier.fromQuantity)) {
      problems.push({ field: `decreasingDiscounts.${index}.fromQuantity`, code: 'ADMIN_QUANTITY_TIER_TWICE' });
    }
    quantities.add(tier.fromQuantity);
  });
  return problems;
}

/** The images as stored: files the product has (an upload adds them), in the order given, with their texts. */
function imagesOf(input: ProductInput, current: StoredImage[]): Checked<StoredImage[]> {
  const byFile = new Map(current.map((image) => [image.file, image]));
  const problems: FieldProblem[] = [];
  const images: StoredImage[] = [];
  const seen = new Set<string>();
  input.images.forEach((image, index) => {
    const stored = byFile.get(image.file);
    if (!stored) {
      problems.push({ field: `images.${index}.file`, code: 'ADMIN_IMAGE_UNKNOWN', params: { file: image.file } });
      return;
    }
    if (seen.has(image.file)) return;
    seen.add(image.file);
    images.push({ ...stored, alt: image.alt, focalPoint: image.focalPoint });
  });
  return problems.length ? refused(problems) : accepted(images);
}

const slugOf = (given: string | undefined, name: string | undefined, fallback: string) =>
  (given || slugify(name ?? '') || slugify(fallback) || 'produit').slice(0, 160);

function productValues(input: ProductInput, images: StoredImage[]): NewProduct {
  const slug: LocalizedText = {
    fr_FR: slugOf(input.slug?.fr_FR, input.name.fr_FR, 'produit'),
    en: slugOf(input.slug?.en, input.name.en ?? input.name.fr_FR, 'product'),
  };
  return {
    kind: input.kind,
    subtype: input.subtype || null,
    name: input.name,
    slug,
    summary: input.summary,
    description: input.description,
    price: input.price,
    discount: input.discount,
    sellByMultipleOf: input.sellByMultipleOf,
    isDematerialized: input.isDematerialized,
    hasShippingFees: input.hasShippingFees,
    weight: input.weight,
    images,
    tags: input.tags,
    features: input.features,
    decreasingDiscounts: [...input.decreasingDiscounts].sort((a, b) => a.fromQuantity - b.fromQuantity),
    wine: input.kind === 'WINE' ? input.wine : null,
    variationIds: input.variationIds,
    recommendedIds: input.recommendedIds,
    mealIconIds: input.mealIconIds,
    position: input.position,
    isPublished: input.isPublished,
    isMadeToMeasure: input.isMadeToMeasure,
    soldByMetre: input.soldByMetre,
  };
}

/** The fields that differ, before and after (the audit entry keeps those only, not the whole product). */
function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const was: Record<string, unknown> = {};
  const now: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    was[key] = before[key] ?? null;
    now[key] = after[key] ?? null;
  }
  return { before: was, after: now };
}

/** A transaction of the request's site: the writes and their audit entries commit together or not at all. */
function inTransaction<T>(ctx: RequestContext, work: (tx: RequestContext) => Promise<T>): Promise<T> {
  return ctx.db.transaction((db) => work({ ...ctx, db }));
}

/** The 409 of a save that read an older version: who saved it meanwhile, and when, in the request's language. */
async function changedMeanwhile(
  ctx: RequestContext,
  entity: 'product' | 'declination',
  id: number,
  current: number,
  sent: number,
) {
  const last = await repository.findLastChange(ctx, entity, id);
  const when = last ? formatDateTime(last.createdAt, ctx) : '?';
  const who = last?.email ?? '?';
  return new AppError(
    'CONFLICT',
    entity === 'product' ? 'ADMIN_PRODUCT_CHANGED_MEANWHILE' : 'ADMIN_DECLINATION_CHANGED_MEANWHILE',
    { id, who, when, current, sent },
  );
}

function formatDateTime(date: Date, ctx: RequestContext) {
  return new Intl.DateTimeFormat(ctx.locale === 'en' ? 'en-GB' : 'fr-FR', {
    dateStyle: 'short',
    timeStyle: 'medium',
    timeZone: 'Europe/Paris',
  }).format(date);
}

// ─── product writes ───

export async function createProduct(
  ctx: RequestContext,
  input: ProductCreate,
  siteChanged: SiteChanged,
): Promise<Checked<AdminProduct>> {
  const problems = await referenceProblems(ctx, input, null);
  const images = imagesOf(input, []);
  if (!images.ok) problems.push(...images.problems);
  if (problems.length || !images.ok) return refused(problems);
  const created = await inTransaction(ctx, async (tx) => {
    const row = await repository.insertProduct(tx, productValues(input, images.value));
    await repository.replaceCategoryLinks(tx, row.id, input.categoryIds);
    const declination = await repository.insertDeclination(tx, {
      productId: row.id,
      reference: input.declination.reference || null,
      setQuantity: input.declination.setQuantity,
      quantity: input.declination.quantity,
    });
    if (declination.quantity !== 0) {
      await repository.insertStockMovement(tx, {
        productId: row.id,
        declinationId: declination.id,
        userId: tx.user?.id ?? null,
        delta: declination.quantity,
        quantity: declination.quantity,
        reason: 'INVENTORY',
        note: null,
      });
    }
    const product = await presentProduct(tx, row);
    await recordChange(tx, {
      action: 'product.create',
      entity: 'product',
      entityId: row.id,
      before: null,
      after: auditedProduct(product),
    });
    return product;
  });
  siteChanged(ctx.siteId);
  return accepted(created);
}

/** What the audit keeps of a product: its fields without the long texts' bulk nor the computed ones. */
function auditedProduct(product: AdminProduct): Record<string, unknown> {
  const { declinations, customizations, urls, updatedAt, createdAt, version, ...fields } = product;
  void customizations;
  void urls;
  void updatedAt;
  void createdAt;
  void version;
  return { ...fields, declinations: declinations.map((declination) => declination.id) };
}

export async function updateProduct(
  ctx: RequestContext,
  id: number,
  input: ProductUpdate,
  siteChanged: SiteChanged,
): Promise<Checked<AdminProduct>> {
  const saved = await inTransaction(ctx, async (tx): Promise<Checked<AdminProduct>> => {
    const current = await repository.findProduct(tx, id, true);
    if (!current) throw notFound('Product', id);
    if (current.version !== input.version) {
      throw await changedMeanwhile(tx, 'product', id, current.version, input.version);
    }
    const problems = await referenceProblems(tx, input, id);
    const images = imagesOf(input, current.images);
    if (!images.ok) problems.push(...images.problems);
    if (problems.length || !images.ok) return refused(problems);
    const categoryIdsBefore = await repository.findCategoryIds(tx, id);
    const values = productValues(input, images.value);
    const row = await repository.updateProduct(tx, id, input.version, values);
    // The row is locked: its version cannot have moved since it was read.
    if (!row) throw new AppError('CONFLICT', 'CONFLICT');
    const categoryIds = [...new Set(input.categoryIds)].sort((a, b) => a - b);
    await repository.replaceCategoryLinks(tx, id, categoryIds);
    const diff = changedFields(
      { ...(current as unknown as Record<string, unknown>), categoryIds: categoryIdsBefore },
      { ...(values as unknown as Record<string, unknown>), categoryIds },
    );
    await recordChange(tx, {
      action: 'product.update',
      entity: 'product',
      entityId: id,
      before: { ...diff.before, version: current.version },
      after: { ...diff.after, version: row.version },
    });
    return accepted(await presentProduct(tx, row));
  });
  if (saved.ok) siteChanged(ctx.siteId);
  return saved;
}

export async function deleteProduct(ctx: RequestContext, id: number, siteChanged: SiteChanged) {
  await inTransaction(ctx, async (tx) => {
    const current = await repository.findProduct(tx, id, true);
    if (!current) throw notFound('Product', id);
    const product = await presentProduct(tx, current);
    await repository.deleteProduct(tx, id);
    await recordChange(tx, {
      action: 'product.delete',
      entity: 'product',
      entityId: id,
      before: auditedProduct(product),
      after: null,
    });
  });
  siteChanged(ctx.siteId);
  return { id };
}

/** Adds an uploaded image (already stored) at the end of the product's images; the version moves. */
export async function addProductImage(
  ctx: RequestContext,
  id: number,
  image: StoredImage,
  siteChanged: SiteChanged,
): Promise<AdminProduct> {
  const product = await inTransaction(ctx, async (tx) => {
    const current = await repository.findProduct(tx, id, true);
    if (!current) throw notFound('Product', id);
    const row = (await repository.updateProduct(tx, id, current.version, { images: [...current.images, image] }))!;
    await recordChange(tx, {
      action: 'product.image.add',
      entity: 'product',
      entityId: id,
      before: { version: current.version },
      after: { image: image.file, alt: image.alt, version: row.version },
    });
    return presentProduct(tx, row);
  });
  siteChanged(ctx.siteId);
  return product;
}

export async function productExists(ctx: RequestContext, id: number) {
  return (await repository.findProduct(ctx, id)) !== null;
}

// ─── declinations ───

async function declinationProblems(
  ctx: RequestContext,
  merged: { fixedPrice: boolean; price: number | null; variationValueIds: number[] },
) {
  const problems: FieldProblem[] = [];
  if (merged.fixedPrice && merged.price === null) problems.push({ field: 'price', code: 'ADMIN_FIXED_PRICE_REQUIRED' });
  const unknown = await repository.missingVariationValues(ctx, merged.variationValueIds);
  if (unknown.length) {
    problems.push({ field: 'variationValueIds', code: 'ADMIN_UNKNOWN_IDS', params: { ids: listed(unknown) } });
  }
  return problems;
}

/**
 * `PUT /admin/product/{id}/declination/{idDeclination}`: the fields given change. A stock given with what the
 * form showed (`seen`) is applied as a difference when orders moved it meanwhile; every stock change is kept in
 * the stock history with its reason.
 */
export async function updateDeclination(
  ctx: RequestContext,
  productId: number,
  id: number,
  input: DeclinationUpdate,
  siteChanged: SiteChanged,
): Promise<Checked<AdminDeclinationSaved>> {
  const saved = await inTransaction(ctx, async (tx): Promise<Checked<AdminDeclinationSaved>> => {
    const current = await repository.findDeclination(tx, productId, id, true);
    if (!current) throw notFound('Declination', id);
    if (current.version !== input.version) {
      throw await changedMeanwhile(tx, 'declination', id, current.version, input.version);
    }
    const { version, stock, ...fields } = input;
    const values: Partial<repository.NewDeclination> = Object.fromEntries(
      Object.entries(fields).filter(([, value]) => value !== undefined),
    );
    const merged = { ...current, ...values };
    const problems = await declinationProblems(tx, merged);
    if (problems.length) return refused(problems);
    let stockMerged = false;
    let delta = 0;
    if (stock) {
      const seen = stock.seen ?? current.quantity;
      delta = stock.quantity - seen;
      stockMerged = seen !== current.quantity;
      values.quantity = Math.max(0, current.quantity + delta);
      delta = values.quantity - current.quantity;
    }
    const row = await repository.updateDeclination(tx, id, version, values);
    if (!row) throw new AppError('CONFLICT', 'CONFLICT');
    await repository.touchProduct(tx, productId);
    if (stock && delta !== 0) {
      await repository.insertStockMovement(tx, {
        productId,
        declinationId: id,
        userId: tx.user?.id ?? null,
        delta,
        quantity: row.quantity,
        reason: stock.reason,
        note: stock.note || null,
      });
    }
    const before = presentDeclination(current) as unknown as Record<string, unknown>;
    const after = presentDeclination(row) as unknown as Record<string, unknown>;
    const diff = changedFields(before, after);
    await recordChange(tx, {
      action: 'declination.update',
      entity: 'declination',
      entityId: id,
      before: { ...diff.before, productId },
      after: { ...diff.after, productId, ...(stock ? { stockReason: stock.reason } : {}) },
    });
    return accepted({ declination: presentDeclination(row), stockMerged });
  });
  if (saved.ok) siteChanged(ctx.siteId);
  return saved;
}

export async function createDeclination(
  ctx: RequestContext,
  productId: number,
  input: DeclinationCreate,
  siteChanged: SiteChanged,
): Promise<Checked<AdminDeclinationSaved>> {
  const saved = await inTransaction(ctx, async (tx): Promise<Checked<AdminDeclinationSaved>> => {
    const product = await repository.findProduct(tx, productId, true);
    if (!product) throw notFound('Product', productId);
    const problems = await declinationProblems(tx, input);
    if (problems.length) return refused(problems);
    const row = await repository.insertDeclination(tx, { ...input, productId });
    await repository.touchProduct(tx, productId);
    if (row.quantity !== 0) {
      await repository.insertStockMovement(tx, {
        productId,
        declinationId: row.id,
        userId: tx.user?.id ?? null,
        delta: row.quantity,
        quantity: row.quantity,
        reason: 'INVENTORY',
        note: null,
      });
    }
    const declination = presentDeclination(row);
    await recordChange(tx, {
      action: 'declination.create',
      entity: 'declination',
      entityId: row.id,
      before: null,
      after: { ...declination, productId },
    });
    return accepted({ declination, stockMerged: false });
  });
  if (saved.ok) siteChanged(ctx.siteId);
  return saved;
}

export async function deleteDeclination(ctx: RequestContext, productId: number, id: number, siteChanged: SiteChanged) {
  await inTransaction(ctx, async (tx) => {
    const product = await repository.findProduct(tx, productId, true);
    if (!product) throw notFound('Product', productId);
    const current = await repository.findDeclination(tx, productId, id, true);
    if (!current) throw notFound('Declination', id);
    const all = await repository.findDeclinations(tx, productId);
    if (all.length <= 1) throw new AppError('CONFLICT', 'ADMIN_LAST_DECLINATION');
    await repository.deleteDeclination(tx, id);
    await repository.touchProduct(tx, productId);
    await recordChange(tx, {
      action: 'declination.delete',
      entity: 'declination',
      entityId: id,
      before: { ...presentDeclination(current), productId },
      after: null,
    });
  });
  siteChanged(ctx.siteId);
  return { id };
}

export async function stockHistory(
  ctx: RequestContext,
  productId: number,
  options: { declination?: number | undefined; nbItem: number; page: number },
): Promise<List<StockMovement>> {
  if (!(await productExists(ctx, productId))) throw notFound('Product', productId);
  const page = await repository.findStockMovements(ctx, productId, {
    declinationId: options.declination,
    nbItem: options.nbItem,
    page: options.page,
  });
  return {
    total: page.total,
    items: page.items.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      declinationId: row.declinationId,
      user: row.userId === null ? null : { id: row.userId, email: row.email },
      delta: row.delta,
      quantity: row.quantity,
      reason: row.reason,
      note: row.note,
    })),
  };
}
