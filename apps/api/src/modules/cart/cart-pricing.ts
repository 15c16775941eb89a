import { pickLocale, type Locale, type LocalizedText, type ProductKind } from '@atelier/contract';
import {
  answerCost,
  capacityLabel,
  cartTotals,
  costAmount,
  discountOn,
  linePrice,
  selectOption,
  shopDay,
  type CustomizationCost,
  type QuantityDiscount,
} from '@atelier/domain';
import type { StoredDiscount, StoredImage } from '../../db/schema/index.ts';
import { translate, type MessageKey, type MessageParams } from '../../i18n/api-messages.ts';
import type { RequestContext } from '../../context.ts';
import { costedCustomization, unitPrice } from '../customization/customization.service.ts';
import { checkDiscountCode, type Refusal } from './cart-discount.ts';
import type { CartCatalogue } from './cart-catalogue.ts';
import * as repository from './cart.repository.ts';

/**
 * A cart priced on the server (issue 6): every line from the catalogue's current prices, never from what a
 * client sent. Texts are kept in both languages (an order line keeps them so); `toCartAnswer` picks the
 * request's language for the API.
 */

export interface PricedCustomization {
  idCustomization: number;
  inputType: 'TEXT' | 'SELECT' | 'CHECKBOX' | 'FILE';
  label: LocalizedText;
  /** As kept: the text, the select key, 'true', or the validated file's token. */
  value: string;
  /** As shown: the text, the option's label, 'Oui', 'Fichier PNG'. */
  valueLabel: LocalizedText;
  /** FILE: the stored file (relative to the site's storage), else null. */
  file: string | null;
  /** Cents added to one unit, and the cost rule it came from (shown '+5,00 €' or '+10 %'). */
  extra: number;
  cost: CustomizationCost | null;
}

export interface PricedLine {
  /** idCartProduct. */
  id: number;
  productId: number;
  declinationId: number;
  quantity: number;
  kind: ProductKind;
  subtype: string | null;
  name: LocalizedText;
  slug: LocalizedText;
  /** The declination's label (variation values, year, capacity), null when it has none. */
  detail: LocalizedText | null;
  image: StoredImage | null;
  isDematerialized: boolean;
  /** Made to the customer's measure (issue 19): kept on the order line, out of the withdrawal right. */
  isMadeToMeasure: boolean;
  hasShippingFees: boolean;
  capacity: number | null;
  capacityUnit: 'LITER' | 'CENTILITRE' | null;
  sellByMultipleOf: number;
  reference: string | null;
  /** Grams, one unit. */
  weight: number;
  /** One unit before its discount (without customizations), the discount and the row that carries it. */
  price: number;
  discount: StoredDiscount | null;
  discountOwnerId: number;
  /** One unit after the product's discount; what customizations add; their sum (= order_lines.unit_price). */
  basePrice: number;
  customizationExtra: number;
  unitPrice: number;
  /** The decreasing discount reached by the product's units in the cart; one unit after it; the line (= order_lines.total). */
  quantityDiscount: QuantityDiscount | null;
  finalUnitPrice: number;
  total: number;
  customizations: PricedCustomization[];
  /** The stock when it is tracked, else null. */
  stock: number | null;
}

export interface PricedDiscount {
  id: number;
  code: string;
  type: 'EURO' | 'PERCENT';
  amount: number;
  detailType: 'PRODUCT' | 'SHIPPING_FEES';
  minimumTotal: number;
  /** Cents taken off the products (0 for a SHIPPING_FEES code, which the shipping step applies). */
  total: number;
}

export interface PricedCart {
  id: string;
  type: 'MAIN_CART';
  userId: number | null;
  isDefault: boolean;
  lines: PricedLine[];
  /** Lines whose product is no longer for sale or whose declination is gone: not priced. */
  unavailable: { id: number; productId: number; declinationId: number; name: LocalizedText | null }[];
  /** Every unit of the priced lines. */
  quantity: number;
  totalProduct: number;
  discountTotal: number;
  totalProductToPay: number;
  /** The cart's code as kept; the discount it gives now, or why it does not. */
  discountCode: string | null;
  discount: PricedDiscount | null;
  discountRefusal: Refusal | null;
}
const inBothLanguages = (key: MessageKey, params: MessageParams = {}): LocalizedText => ({
  fr_FR: translate('fr_FR', key, params),
  en: translate('en', key, params),
});

type CustomizationRow = repository.CustomizationRow;
type AvailableRow = repository.PricingRow & {
  product: NonNullable<repository.PricingRow['product']>;
  declination: NonNullable<repository.PricingRow['declination']>;
};

function declinationDetail(
  row: AvailableRow['declination'],
  valueText: Map<number, LocalizedText>,
): LocalizedText | null {
  // The catalogue's declination label (catalogue.service.ts toDeclination), without its fallback to the name.
  const label = (locale: Locale) =>
    [
      ...row.variationValueIds.flatMap((id) => pickLocale(valueText.get(id), locale) ?? []),
      ...(row.year === null ? [] : [String(row.year)]),
      ...(row.capacity === null || row.capacityUnit === null
        ? []
        : [capacityLabel(row.capacity, row.capacityUnit, locale)]),
    ].join(' · ');
  const fr = label('fr_FR');
  return fr === '' ? null : { fr_FR: fr, en: label('en') };
}

function answerLabel(
  customization: CustomizationRow,
  value: string,
  file: { mimeType: string } | undefined,
): LocalizedText {
  switch (customization.inputType) {
    case 'TEXT':
      return { fr_FR: value };
    case 'SELECT':
      return selectOption(customization.values, value)?.label ?? { fr_FR: value };
    case 'CHECKBOX':
      return inBothLanguages('CART_ANSWER_YES');
    case 'FILE':
      return inBothLanguages('CART_ANSWER_FILE', {
        type: (file?.mimeType.split('/').pop() ?? '').replace('jpeg', 'jpg').toUpperCase(),
      });
  }
}

/**
 * Prices a cart's lines: the declination's price after its discount (pricing.ts, through the customization
 * service's `unitPrice`), the customizations' extras (customization-cost.ts), the decreasing discount reached
 * by the product's units in the cart (cart-rules.ts), then the cart's discount code. `lines`: the cart's lines
 * as the caller just read or wrote them (else read here); `catalogue`: the request's catalogue reads.
 */
export async function priceCart(
  ctx: RequestContext,
  cart: repository.CartRow,
  options: { lines?: repository.CartLineRow[]; catalogue: CartCatalogue },
): Promise<PricedCart> {
  const { catalogue } = options;
  const lines = options.lines ?? (await repository.findLines(ctx, cart.id));
  const rows = await catalogue.rowsOf(lines);
  // Read with the lines' declinations, unless none is left.
  const stockTracked = lines.length > 0 ? await catalogue.stockTracked() : false;
  const available = rows.filter(
    (row): row is AvailableRow => row.product !== null && row.declination !== null && row.product.isPublished,
  );
  const answered = available.filter((row) => row.line.customizations.length > 0).map((row) => row.product.id);
  const needsValues = available.some((row) => row.declination.variationValueIds.length > 0);
  const customizationRows =
    answered.length > 0 ? await catalogue.customizations(answered) : new Map<number, CustomizationRow[]>();
  const valueText = needsValues ? catalogue.valueLabels() : new Map<number, LocalizedText>();
  const customizationsById = new Map([...customizationRows.values()].flat().map((row) => [row.id, row]));
  const fileTokens = available.flatMap((row) =>
    row.line.customizations
      .filter((answer) => customizationsById.get(answer.idCustomization)?.inputType === 'FILE')
      .map((answer) => answer.value),
  );
  const files = new Map((await repository.findCustomizationFiles(ctx, fileTokens)).map((file) => [file.token, file]));

  const unitsOfProduct = new Map<number, number>();
  for (const row of available) {
    unitsOfProduct.set(row.product.id, (unitsOfProduct.get(row.product.id) ?? 0) + row.line.quantity);
  }

  // One day for the whole cart: a dated discount applies on its days only (Europe/Paris).
  const now = new Date();
  const today = shopDay(now);
  const priced = available.map(({ line, product, declination }): PricedLine => {
    const basePrice = unitPrice(product, declination, now);
    const discount = discountOn(declination.discount, product.discount, today);
    const customizations = line.customizations.flatMap((answer): PricedCustomization[] => {
      const customization = customizationsById.get(answer.idCustomization);
      // An answer to a customization the product no longer has costs nothing and is not shown.
      if (!customization || customization.productId !== product.id) return [];
      const cost = answerCost(costedCustomization(customization), answer.value);
      const file = customization.inputType === 'FILE' ? files.get(answer.value) : undefined;
      return [
        {
          idCustomization: customization.id,
          inputType: customization.inputType,
          label: customization.label,
          value: answer.value,
          valueLabel: answerLabel(customization, answer.value, file),
          file: file?.file ?? null,
          extra: costAmount(cost, basePrice),
          cost,
        },
      ];
    });
    const customizationExtra = customizations.reduce((sum, answer) => sum + answer.extra, 0);
    const price = linePrice(
      basePrice + customizationExtra,
      line.quantity,
      product.decreasingDiscounts,
      unitsOfProduct.get(product.id),
    );
    return {
      id: line.id,
      productId: product.id,
      declinationId: declination.id,
      quantity: line.quantity,
      kind: product.kind,
      subtype: product.subtype,
      name: product.name,
      slug: product.slug,
      detail: declinationDetail(declination, valueText),
      image: declination.image ?? product.images[0] ?? null,
      isDematerialized: product.isDematerialized,
      isMadeToMeasure: product.isMadeToMeasure,
      hasShippingFees: product.hasShippingFees,
      capacity: declination.capacity,
      capacityUnit: declination.capacityUnit,
      sellByMultipleOf: declination.sellByMultipleOf ?? product.sellByMultipleOf,
      reference: declination.reference,
      weight: declination.weight ?? product.weight,
      price: declination.fixedPrice && declination.price !== null ? declination.price : product.price,
      discount,
      discountOwnerId: discount === declination.discount ? declination.id : product.id,
      basePrice,
      customizationExtra,
      unitPrice: price.unitPrice,
      quantityDiscount: price.tier,
      finalUnitPrice: price.finalUnitPrice,
      total: price.total,
      customizations,
      stock: stockTracked && declination.setQuantity ? declination.quantity : null,
    };
  });

  const lineTotals = priced.map((line) => line.total);
  let discount: PricedDiscount | null = null;
  let discountRefusalOfCart: Refusal | null = null;
  if (cart.discountCode) {
    const checked = await checkDiscountCode(ctx, cart.discountCode, cartTotals(lineTotals, null).totalProduct);
    if (checked.ok) {
      const { id, code, type, amount, detailType, minimumTotal } = checked.row;
      discount = { id, code, type, amount, detailType, minimumTotal, total: 0 };
    } else discountRefusalOfCart = checked.refusal;
  }
  const totals = cartTotals(lineTotals, discount);
  if (discount) discount.total = totals.discountTotal;

  return {
    id: cart.id,
    type: cart.type,
    userId: cart.userId,
    isDefault: cart.isDefault,
    lines: priced,
    unavailable: rows
      .filter((row) => !available.includes(row as AvailableRow))
      .map((row) => ({
        id: row.line.id,
        productId: row.line.productId,
        declinationId: row.line.declinationId,
        name: row.product?.name ?? null,
      })),
    quantity: priced.reduce((sum, line) => sum + line.quantity, 0),
    ...totals,
    discountCode: cart.discountCode,
    discount,
    discountRefusal: discountRefusalOfCart,
  };
}
