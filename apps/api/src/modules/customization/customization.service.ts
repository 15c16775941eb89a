import type { CustomizationAnswer, CustomizePrice } from '@atelier/contract';
import {
  customizationExtra,
  discountedPrice,
  discountOn,
  isEmptyAnswer,
  selectOption,
  shopDay,
  type CostedCustomization,
} from '@atelier/domain';
import { pickLocale } from '@atelier/contract';
import type { StoredDiscount } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { Checked, FieldProblem } from '../../refusal.ts';
import * as repository from './customization.repository.ts';

type CustomizationRow = Awaited<ReturnType<typeof repository.findProductCustomizations>>[number];

export function costedCustomization(row: CustomizationRow): CostedCustomization {
  return { inputType: row.inputType, customizationValues: row.values, additionalCost: row.additionalCost };
}

/**
 * The unit price customizations add to: the declination's own price when it has a fixed price, else the
 * product's, after the declination's discount in force (else the product's in force: a dated discount applies on
 * its days only). A shipping-fees discount leaves it.
 */
export function unitPrice(
  product: { price: number; discount: StoredDiscount | null },
  declination: { fixedPrice: boolean; price: number | null; discount: StoredDiscount | null },
  now: Date = new Date(),
): number {
  const price = declination.fixedPrice && declination.price !== null ? declination.price : product.price;
  const discount = discountOn(declination.discount, product.discount, shopDay(now));
  return discountedPrice(price, discount?.detailType === 'PRODUCT' ? discount : null);
}

/** What is wrong with one answer, if anything (the cost rule itself cannot fail). */
function answerProblem(
  ctx: RequestContext,
  row: CustomizationRow,
  answer: string,
  field: string,
  validTokens: Set<string>,
): FieldProblem | null {
  if (isEmptyAnswer(answer)) return null;
  const label = pickLocale(row.label, ctx.locale);
  switch (row.inputType) {
    case 'TEXT':
      // Tiers are thresholds (SPEC §5), so no length is too long for them; the contract caps answers at 2000.
      return null;
    case 'SELECT': {
      if (selectOption(row.values, answer)) return null;
      const keys = row.values.flatMap((value) => value.selectKey ?? []);
      return { field, code: 'CUSTOMIZATION_UNKNOWN_OPTION', params: { value: answer, label, values: keys.join(', ') } };
    }
    case 'CHECKBOX':
      return ['true', 'false'].includes(answer.trim()) ? null : { field, code: 'CUSTOMIZATION_NOT_BOOLEAN' };
    case 'FILE':
      return validTokens.has(`${row.id}:${answer.trim()}`)
        ? null
        : { field, code: 'CUSTOMIZATION_UNKNOWN_FILE', params: { label } };
  }
}

/**
 * SPEC §5 customization cost of a declination, computed on the server from the saved answers. The answers
 * are checked first (each must belong to the product, a select key must exist, a file token must be one
 * the file validation gave for that customization); a required customization left unanswered is not an
 * error here, since the customer prices the answers one by one.
 */
export async function priceCustomizations(
  ctx: RequestContext,
  productId: number,
  declinationId: number,
  answers: CustomizationAnswer[],
): Promise<Checked<CustomizePrice>> {
  const [{ product, declination }, rows] = await Promise.all([
    repository.findPricedDeclination(ctx, productId, declinationId),
    repository.findProductCustomizations(ctx, productId),
  ]);
  if (!product) throw notFound('Product', productId);
  if (!declination) throw notFound('Declination', declinationId);
  const basePrice = unitPrice(product, declination);
  const byId = new Map(rows.map((row) => [row.id, row]));

  const fileAnswers = answers.filter(
    (a) => byId.get(a.idCustomization)?.inputType === 'FILE' && !isEmptyAnswer(a.answer),
  );
  const tokens = await repository.findFileTokens(
    ctx,
    fileAnswers.map((a) => a.idCustomization),
    fileAnswers.map((a) => a.answer.trim()),
  );
  const validTokens = new Set(tokens.map((row) => `${row.customizationId}:${row.token}`));

  const problems: FieldProblem[] = [];
  const seen = new Set<number>();
  answers.forEach((answer, index) => {
    const row = byId.get(answer.idCustomization);
    const idField = `answers.${index}.idCustomization`;
    if (!row) {
      problems.push({ field: idField, code: 'CUSTOMIZATION_NOT_OF_PRODUCT', params: { id: answer.idCustomization } });
      return;
    }
    if (seen.has(row.id)) problems.push({ field: idField, code: 'CUSTOMIZATION_ANSWERED_TWICE' });
    seen.add(row.id);
    const problem = answerProblem(ctx, row, answer.answer, `answers.${index}.answer`, validTokens);
    if (problem) problems.push(problem);
  });
  if (problems.length > 0) return { ok: false, status: 400, problems };

  const lines = answers.map((answer) => ({
    idCustomization: answer.idCustomization,
    ...customizationExtra(costedCustomization(byId.get(answer.idCustomization)!), answer.answer, basePrice, ctx.locale),
  }));
  const extra = lines.reduce((sum, line) => sum + line.extra, 0);
  return { ok: true, value: { basePrice, extra, total: basePrice + extra, lines } };
}
