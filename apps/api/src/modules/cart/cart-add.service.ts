import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { CART_TYPES, cartAnswerSchema, NEW_CART_ID, type Cart, type CartAnswer } from '@atelier/contract';
import { keptAnswers, quantityProblems, sameAnswers } from '@atelier/domain';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { Checked, FieldProblem } from '../../refusal.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { fileRule, storeCustomizationFile, type ReceivedFile } from '../customization/customization-file.service.ts';
import { priceCustomizations } from '../customization/customization.service.ts';
import { toCartAnswer } from './cart-answer.ts';
import { CartCatalogue } from './cart-catalogue.ts';
import { priceCart } from './cart-pricing.ts';
import * as repository from './cart.repository.ts';
import {
  defaultCartOf,
  findCart,
  lockCartWithLines,
  openCart,
  readCartWithLines,
  quantityFieldProblems,
  type CartCaches,
  type CartCaller,
} from './cart.service.ts';

/**
 * `POST /cart/{cartId|new}/product/{declinationId}` (SPEC §5 add to cart, issue 6): the customization answers
 * and files are checked by the customization module's services (the same checks as the product page's), the
 * quantity by the SPEC §5 rules, and every problem is reported at once under its key.
 */

export interface AddToCartInput {
  quantity: number;
  customizations: CartAnswer[];
  /** The files of the FILE customizations, in the order they came (`image`, `images`). */
  files: ReceivedFile[];
}

/** The field of a customization's problems: 'customization 12' (SPEC §8 'key : error'). */
const customizationField = (idCustomization: number) => `customization ${idCustomization}`;

/** An answer may come as {idCustomization, value} or as the product page's {idCustomization, answer}. */
const incomingAnswerSchema = z.preprocess((raw) => {
  if (raw && typeof raw === 'object' && !('value' in raw) && 'answer' in raw) {
    const { answer, ...rest } = raw as { answer: unknown };
    return { ...rest, value: answer };
  }
  return raw;
}, cartAnswerSchema);
const incomingAnswersSchema = z.array(incomingAnswerSchema).max(50);

/**
 * The fields of a multipart (every value a string) or JSON add to cart: quantity, customizations (a list or
 * its JSON text), type. Other fields, a price among them, are ignored.
 */
export function readAddFields(
  fields: Record<string, unknown>,
): Checked<{ quantity: number; customizations: CartAnswer[] }> {
  const problems: FieldProblem[] = [];
  const rawQuantity = fields.quantity;
  let quantity = Number.NaN;
  if (typeof rawQuantity === 'number') quantity = rawQuantity;
  else if (typeof rawQuantity === 'string' && /^\s*[-+]?\d{1,9}\s*$/.test(rawQuantity)) quantity = Number(rawQuantity);
  if (!Number.isInteger(quantity)) {
    problems.push(
      rawQuantity === undefined || rawQuantity === ''
        ? { field: 'quantity', code: 'FIELD_REQUIRED' }
        : { field: 'quantity', code: 'CART_QUANTITY_NOT_INTEGER' },
    );
  }
  let customizations: CartAnswer[] = [];
  const rawAnswers = fields.customizations;
  if (rawAnswers !== undefined && rawAnswers !== '') {
    let parsed: unknown = rawAnswers;
    if (typeof rawAnswers === 'string') {
      try {
        parsed = JSON.parse(rawAnswers);
      } catch {
        parsed = undefined;
      }
    }
    const answers = incomingAnswersSchema.safeParse(parsed);
    if (answers.success) customizations = answers.data;
    else problems.push({ field: 'customizations', code: 'CART_CUSTOMIZATIONS_INVALID' });
  }
  const type = fields.type;
  if (type !== undefined && type !== '' && !(CART_TYPES as readonly unknown[]).includes(type)) {
    problems.push({ field: 'type', code: 'FIELD_INVALID_VALUE', params: { values: CART_TYPES.join(', ') } });
  }
  return problems.length > 0 ? { ok: false, status: 400, problems } : { ok: true, value: { quantity, customizations } };
}

type CustomizationRow = repository.CustomizationRow;

/**
 * Gives each FILE answer its file: an answer whose value is the name of a sent file takes that file, an empty
 * one the next file not taken, and the files left go to the FILE customizations the list leaves out, in their
 * order; the other answers keep their value (the token of a file validated before). The files
 * are validated and stored by the customization module; the answers then carry their tokens.
 */
async function attachFiles(
  ctx: RequestContext,
  store: FileStore,
  answers: CartAnswer[],
  rows: Map<number, CustomizationRow>,
  files: ReceivedFile[],
): Promise<{ answers: CartAnswer[]; problems: FieldProblem[]; status: 400 | 413 }> {
  const waiting = [...files];
  const problems: FieldProblem[] = [];
  let status: 400 | 413 = 400;
  const attached: CartAnswer[] = [];
  // A FILE customization the list leaves out takes a file too, when one is left for it (`image` alone).
  const unlisted = [...rows.values()]
    .filter((row) => row.inputType === 'FILE' && answers.every((answer) => answer.idCustomization !== row.id))
    .map((row) => ({ idCustomization: row.id, value: '' }));
  for (const answer of [...answers, ...unlisted]) {
    const value = answer.value.trim();
    const listed = answers.includes(answer);
    if (rows.get(answer.idCustomization)?.inputType !== 'FILE' || waiting.length === 0) {
      if (listed) attached.push(answer);
      continue;
    }
    const byName = value === '' ? -1 : waiting.findIndex((file) => file.filename === value);
    const index = byName >= 0 ? byName : value === '' ? 0 : -1;
    const [file] = index >= 0 ? waiting.splice(index, 1) : [];
    if (!file) {
      attached.push(answer);
      continue;
    }
    const rule = await fileRule(ctx, answer.idCustomization);
    const field = customizationField(answer.idCustomization);
    const stored = await storeCustomizationFile(ctx, store, rule, { ...file, field });
    if (stored.ok) attached.push({ ...answer, value: stored.value.token });
    else {
      problems.push(...stored.problems);
      if (stored.status === 413) status = 413;
    }
  }
  for (const file of waiting) {
    problems.push({ field: file.field, code: 'CART_FILE_UNMATCHED', params: { name: file.filename } });
  }
  return { answers: attached, problems, status };
}

/** Adds a declination to a cart ('new' makes one; a logged user's 'new' is the default cart). */
export async function addToCart(
  ctx: RequestContext,
  caches: CartCaches,
  store: FileStore,
  caller: CartCaller,
  cartId: string,
  declinationId: number,
  input: AddToCartInput,
): Promise<Checked<Cart>> {
  const isNew = cartId === NEW_CART_ID;
  // The transaction checks the cart again; checked first here, a foreign cart's id stores no file.
  if (!isNew && input.files.length > 0) openCart(await findCart(ctx, cartId), caller);
  // The catalogue's rows of the declination: kept in memory per site (cart-catalogue.ts).
  const catalogue = new CartCatalogue(ctx, caches.cartCatalogue);
  const declination = (await catalogue.declinations([declinationId])).get(declinationId);
  const product = declination && (await catalogue.products([declination.productId])).get(declination.productId);
  if (!declination || !product?.isPublished) throw new AppError('NOT_FOUND', 'CART_PRODUCT_NOT_FOUND');
  const [customizationsOfProduct, stockTracked] = await Promise.all([
    catalogue.customizations([product.id]),
    declination.setQuantity ? catalogue.stockTracked() : false,
  ]);
  const rows = new Map((customizationsOfProduct.get(product.id) ?? []).map((row) => [row.id, row]));

  // Customizations: files first (they become tokens), then every answer as the product page checks it.
  const files = await attachFiles(ctx, store, input.customizations, rows, input.files);
  const problems = [...files.problems];
  const answers = files.answers;
  if (answers.length > 0) {
    const priced = await priceCustomizations(
      ctx,
      product.id,
      declination.id,
      answers.map((answer) => ({ idCustomization: answer.idCustomization, answer: answer.value })),
    );
    if (!priced.ok) {
      for (const problem of priced.problems) {
        const index = Number(problem.field.split('.')[1]);
        const id = answers[index]?.idCustomization;
        problems.push({ ...problem, field: id === undefined ? 'customizations' : customizationField(id) });
      }
    }
  }
  const kept = keptAnswers(
    answers,
    (answer) => rows.get(answer.idCustomization)?.inputType === 'CHECKBOX' && answer.value.trim() === 'false',
  );
  for (const row of rows.values()) {
    const field = customizationField(row.id);
    const answered = kept.some((answer) => answer.idCustomization === row.id);
    if (row.required && !answered && !problems.some((problem) => problem.field === field)) {
      problems.push({ field, code: 'CART_CUSTOMIZATION_REQUIRED' });
    }
  }

  const stock = stockTracked && declination.setQuantity ? declination.quantity : null;
  const target = isNew && caller ? (await defaultCartOf(ctx, caller.id)).id : isNew ? null : cartId;
  type Written = { cart: repository.CartRow; lines: repository.CartLineRow[] };
  const memory = caches.cartMemory;
  /**
   * Reads the cart (or recalls it as the last add here left it), checks the units against it and writes them
   * in one statement that happens only if the cart is still as read; null when it changed meanwhile (another
   * add, a line removed, an order paid, a login claiming it) or when a recalled cart refused the units: the
   * next try reads it. In a transaction the cart is read locked, and nothing changes it before the write.
   */
  const attempt = async (inCtx: RequestContext, lock: boolean): Promise<Checked<Written> | null> => {
    const recalled = lock || target === null ? null : memory.recall(ctx.siteId, target);
    const read =
      target === null ? null : (recalled ?? (await (lock ? lockCartWithLines : readCartWithLines)(inCtx, target)));
    const cart = target === null ? null : openCart(read?.cart ?? null, caller);
    const lines = read?.lines ?? [];
    const ofDeclination = lines.filter((line) => line.declinationId === declination.id);
    const unitsSeen = ofDeclination.reduce((sum, line) => sum + line.quantity, 0);
    const quantity = quantityProblems({
      quantity: input.quantity,
      alreadyInCart: unitsSeen,
      sellByMultipleOf: declination.sellByMultipleOf ?? product.sellByMultipleOf,
      kind: product.kind,
      stock,
    });
    const all = [...quantityFieldProblems(quantity), ...problems];
    const changed = (cartId: string) => {
      memory.forget(ctx.siteId, cartId);
      return null;
    };
    if (all.length > 0)
      return recalled ? changed(recalled.cart.id) : { ok: false, status: files.status, problems: all };

    const written =
      cart ??
      (await repository.insertCart(inCtx, { id: randomUUID(), userId: null, isDefault: false, discountCode: null }));
    if (!written) throw new Error('A new guest cart could not be made');
    const guard = { cartId: written.id, userId: written.userId, version: written.version };
    const same = ofDeclination.find((line) => sameAnswers(line.customizations, kept));
    let after: repository.CartLineRow[];
    if (same) {
      if (!(await repository.addUnitsToLine(inCtx, guard, same.id, input.quantity))) return changed(written.id);
      after = lines.map((line) => (line.id === same.id ? { ...line, quantity: line.quantity + input.quantity } : line));
    } else {
      const line = await repository.insertLineIfUnchanged(inCtx, guard, {
        productId: product.id,
        declinationId: declination.id,
        quantity: input.quantity,
        customizations: kept.map(({ idCustomization, value }) => ({ idCustomization, value })),
      });
      if (!line) return changed(written.id);
      after = [...lines, line];
    }
    // The line written bumped the cart's version by one (migration 0013).
    const state = { cart: { ...written, version: written.version + 1 }, lines: after };
    memory.remember(ctx.siteId, state);
    return { ok: true, value: state };
  };
  // Two tries without a lock (one or two round trips each), then one under the cart's lock.
  const checked =
    (await attempt(ctx, false)) ??
    (await attempt(ctx, false)) ??
    (await ctx.db.transaction((tx) => attempt({ ...ctx, db: tx }, true)));
  if (!checked) throw new Error('A locked cart changed during an add');
  if (!checked.ok) return checked;
  const { cart, lines } = checked.value;
  return { ok: true, value: toCartAnswer(ctx, await priceCart(ctx, cart, { lines, catalogue })) };
}
