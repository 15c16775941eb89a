import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AdminCustomization, AdminCustomizations, adminCustomizationInputSchema } from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { customizations } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import * as repository from './admin-catalogue.repository.ts';
import type { SiteChanged } from './admin-catalogue.service.ts';

/**
 * A product's customization questions from the back-office (issue 16 item 6): the question, its labels in both
 * languages and the cost rules the storefront's customization price applies (SPEC §5 "Customization cost",
 * packages/domain customization-cost.ts). A customization belongs to its product: every write sends the
 * product's version read and moves it, so that two people editing the same product never overwrite each other
 * unseen (the product form's next save is refused too, and reloads).
 */

type CustomizationInput = z.output<typeof adminCustomizationInputSchema>;
type CustomizationRow = typeof customizations.$inferSelect;
type NewCustomization = Omit<typeof customizations.$inferInsert, 'siteId' | 'id' | 'productId'>;

export function presentCustomization(row: CustomizationRow): AdminCustomization {
  return {
    id: row.id,
    type: row.type,
    inputType: row.inputType,
    label: row.label,
    help: row.help,
    required: row.required,
    position: row.position,
    values: row.values,
    additionalCost: row.additionalCost,
    file: row.file,
  };
}

const customizationWhere = (ctx: RequestContext, productId: number, id: number) =>
  and(eq(customizations.siteId, ctx.siteId), eq(customizations.productId, productId), eq(customizations.id, id));

async function findCustomization(ctx: RequestContext, productId: number, id: number) {
  const rows = await ctx.db
    .select()
    .from(customizations)
    .where(customizationWhere(ctx, productId, id))
    .for('update');
  return rows[0] ?? null;
}

async function answer(ctx: RequestContext, productId: number, productVersion: number): Promise<AdminCustomizations> {
  const rows = await ctx.db
    .select()
    .from(customizations)
    .where(and(eq(customizations.siteId, ctx.siteId), eq(customizations.productId, productId)))
    .orderBy(asc(customizations.position), asc(customizations.id));
  return { productVersion, items: rows.map(presentCustomization) };
}

export async function listCustomizations(ctx: RequestContext, productId: number): Promise<AdminCustomizations> {
  const product = await repository.findProduct(ctx, productId);
  if (!product) throw notFound('Product', productId);
  return answer(ctx, productId, product.version);
}

/**
 * What the question's input type allows: TEXT takes tiers (a character count each, all different), SELECT
 * options (a key each, all different), CHECKBOX and FILE one additional cost and no values; a file rule is
 * FILE's only. Nothing the panel sent is dropped unseen: what does not fit is refused with its field.
 */
function ruleProblems(input: CustomizationInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const type = input.inputType;
  if (type === 'TEXT' || type === 'SELECT') {
    const seen = new Set<string>();
    input.values.forEach((value, index) => {
      const key = type === 'TEXT' ? value.textNumberOfChar : value.selectKey;
      const field = `values.${index}.${type === 'TEXT' ? 'textNumberOfChar' : 'selectKey'}`;
      if (key === null) {
        problems.push({ field, code: 'FIELD_REQUIRED' });
        return;
      }
      if (seen.has(String(key))) problems.push({ field, code: 'ADMIN_CUSTOMIZATION_VALUE_TWICE' });
      seen.add(String(key));
    });
    if (type === 'SELECT' && input.values.length === 0) {
      problems.push({ field: 'values', code: 'ADMIN_CUSTOMIZATION_OPTIONS_REQUIRED' });
    }
    if (input.additionalCost) {
      problems.push({ field: 'additionalCost', code: 'ADMIN_CUSTOMIZATION_NOT_FOR_TYPE', params: { type } });
    }
  } else if (input.values.length > 0) {
    problems.push({ field: 'values', code: 'ADMIN_CUSTOMIZATION_NOT_FOR_TYPE', params: { type } });
  }
  if (input.file && type !== 'FILE') {
    problems.push({ field: 'file', code: 'ADMIN_CUSTOMIZATION_NOT_FOR_TYPE', params: { type } });
  }
  return problems;
}

function valuesOf(input: CustomizationInput): NewCustomization {
  const type = input.inputType;
  return {
    type: input.type,
    inputType: type,
    label: input.label,
    help: input.help,
    required: input.required,
    position: input.position,
    // Tiers in ascending order (the storefront lists them so); the ids number the values of this question.
    values: [...input.values]
      .sort((a, b) => (type === 'TEXT' ? (a.textNumberOfChar ?? 0) - (b.textNumberOfChar ?? 0) : 0))
      .map((value, index) => ({
        id: index + 1,
        textNumberOfChar: type === 'TEXT' ? value.textNumberOfChar : null,
        selectKey: type === 'SELECT' ? value.selectKey : null,
        label: value.label,
        costType: value.costType,
        amount: value.costType === 'NONE' ? 0 : value.amount,
      })),
    additionalCost:
      input.additionalCost && (type === 'CHECKBOX' || type === 'FILE')
        ? { costType: input.additionalCost.costType, amount: input.additionalCost.amount }
        : null,
    file: type === 'FILE' ? input.file : null,
  };
}

/** The 409 of a save that read an older version of the product: who saved it meanwhile, and when. */
async function changedMeanwhile(ctx: RequestContext, id: number, current: number, sent: number) {
  const last = await repository.findLastChange(ctx, 'product', id);
  const when = last
    ? new Intl.DateTimeFormat(ctx.locale === 'en' ? 'en-GB' : 'fr-FR', {
        dateStyle: 'short',
        timeStyle: 'medium',
        timeZone: 'Europe/Paris',
      }).format(last.createdAt)
    : '?';
  return new AppError('CONFLICT', 'ADMIN_PRODUCT_CHANGED_MEANWHILE', {
    id,
    who: last?.email ?? '?',
    when,
    current,
    sent,
  });
}

/**
 * Runs a write of a product's customizations in one transaction: the product locked and its version checked
 * (404, 409), the write, the product's version moved and the audit entry (under the product, so that the next
 * 409 names who saved last); the site's kept answers and pages drop once committed.
 */
async function productWrite(
  ctx: RequestContext,
  productId: number,
  version: number,
  siteChanged: SiteChanged,
  write: (tx: RequestContext) => Promise<Checked<{ action: string; id: number; before: unknown; after: unknown }>>,
): Promise<Checked<AdminCustomizations>> {
  const saved = await ctx.db.transaction(async (db): Promise<Checked<AdminCustomizations>> => {
    const tx = { ...ctx, db };
    const product = await repository.findProduct(tx, productId, true);
    if (!product) throw notFound('Product', productId);
    if (product.version !== version) throw await changedMeanwhile(tx, productId, product.version, version);
    const done = await write(tx);
    if (!done.ok) return done;
    const row = await repository.updateProduct(tx, productId, version, {});
    if (!row) throw new AppError('CONFLICT', 'CONFLICT');
    const { action, id, before, after } = done.value;
    await recordChange(tx, {
      action,
      entity: 'product',
      entityId: productId,
      before: { customization: id, ...(before ? { was: before } : {}), version },
      after: { customization: id, ...(after ? { now: after } : {}), version: row.version },
    });
    return accepted(await answer(tx, productId, row.version));
  });
  if (saved.ok) siteChanged(ctx.siteId);
  return saved;
}

export async function createCustomization(
  ctx: RequestContext,
  productId: number,
  input: CustomizationInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminCustomizations>> {
  return productWrite(ctx, productId, input.version, siteChanged, async (tx) => {
    const problems = ruleProblems(input);
    if (problems.length) return refused(problems);
    const [row] = await tx.db
      .insert(customizations)
      .values({ ...valuesOf(input), siteId: ctx.siteId, productId })
      .returning();
    return accepted({ action: 'customization.create', id: row!.id, before: null, after: presentCustomization(row!) });
  });
}

export async function updateCustomization(
  ctx: RequestContext,
  productId: number,
  id: number,
  input: CustomizationInput,
  siteChanged: SiteChanged,
): Promise<Checked<AdminCustomizations>> {
  return productWrite(ctx, productId, input.version, siteChanged, async (tx) => {
    const current = await findCustomization(tx, productId, id);
    if (!current) throw notFound('Customization', id);
    const problems = ruleProblems(input);
    if (problems.length) return refused(problems);
    const [row] = await tx.db
      .update(customizations)
      .set(valuesOf(input))
      .where(customizationWhere(tx, productId, id))
      .returning();
    return accepted({
      action: 'customization.update',
      id,
      before: presentCustomization(current),
      after: presentCustomization(row!),
    });
  });
}

export async function deleteCustomization(
  ctx: RequestContext,
  productId: number,
  id: number,
  version: number,
  siteChanged: SiteChanged,
): Promise<Checked<AdminCustomizations>> {
  return productWrite(ctx, productId, version, siteChanged, async (tx) => {
    const current = await findCustomization(tx, productId, id);
    if (!current) throw notFound('Customization', id);
    await tx.db.delete(customizations).where(customizationWhere(tx, productId, id));
    return accepted({ action: 'customization.delete', id, before: presentCustomization(current), after: null });
  });
}
