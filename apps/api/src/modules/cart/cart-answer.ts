import { pickLocale, type Cart, type CartDiscount, type CartLine, type SizedImage } from '@atelier/contract';
import { formatCost } from '@atelier/domain';
import type { StoredImage } from '../../db/schema/index.ts';
import { translate } from '../../i18n/api-messages.ts';
import type { RequestContext } from '../../context.ts';
import { siteImage } from '../../storage/storage.ts';
import { productPath } from '../catalogue/catalogue.service.ts';
import type { PricedCart, PricedDiscount, PricedLine } from './cart-pricing.ts';

/** The priced cart as the API answers it (contract `Cart`), in the request's language. */

function sizedImage(ctx: RequestContext, image: StoredImage | null, fallbackAlt: string): SizedImage | null {
  // The catalogue's image shape (catalogue.service.ts sizedImage).
  const base = image ? siteImage(ctx.siteId, image.file, pickLocale(image.alt, ctx.locale) || fallbackAlt) : null;
  return base && image ? { ...base, width: image.width, height: image.height } : null;
}

export function toCartDiscount(discount: PricedDiscount): CartDiscount {
  const { code, type, amount, detailType, minimumTotal, total } = discount;
  return { code, type, amount, detailType, minimumTotal, total };
}

function toCartLine(ctx: RequestContext, line: PricedLine): CartLine {
  const name = pickLocale(line.name, ctx.locale);
  return {
    id: line.id,
    idProduct: line.productId,
    idDeclination: line.declinationId,
    name,
    slug: pickLocale(line.slug, ctx.locale),
    url: productPath(line.kind, line.slug, line.productId, ctx.locale),
    declinationLabel: pickLocale(line.detail, ctx.locale),
    image: sizedImage(ctx, line.image, name),
    quantity: line.quantity,
    type: line.kind,
    subtype: line.subtype,
    isDematerialized: line.isDematerialized,
    hasShippingFees: line.hasShippingFees,
    capacity: line.capacity,
    capacityUnit: line.capacityUnit,
    sellByMultipleOf: line.sellByMultipleOf,
    reference: line.reference,
    weight: line.weight,
    price: line.price,
    discount: line.discount ? { id: line.discountOwnerId, ...line.discount } : null,
    basePrice: line.basePrice,
    customizationExtra: line.customizationExtra,
    unitPrice: line.unitPrice,
    quantityDiscount: line.quantityDiscount
      ? {
          fromQuantity: line.quantityDiscount.fromQuantity,
          type: line.quantityDiscount.type,
          amount: line.quantityDiscount.amount,
        }
      : null,
    finalUnitPrice: line.finalUnitPrice,
    total: line.total,
    customizations: line.customizations.map((answer) => ({
      idCustomization: answer.idCustomization,
      inputType: answer.inputType,
      label: pickLocale(answer.label, ctx.locale),
      value: answer.value,
      valueLabel: pickLocale(answer.valueLabel, ctx.locale),
      extra: answer.extra,
      display: formatCost(answer.cost, ctx.locale),
    })),
    stock: line.stock,
  };
}

/** The API's cart, in the request's language. */
export function toCartAnswer(ctx: RequestContext, priced: PricedCart): Cart {
  return {
    id: priced.id,
    type: priced.type,
    isDefault: priced.isDefault,
    products: priced.lines.map((line) => toCartLine(ctx, line)),
    unavailableProducts: priced.unavailable.map((line) => ({
      id: line.id,
      idProduct: line.productId,
      idDeclination: line.declinationId,
      name: pickLocale(line.name, ctx.locale),
    })),
    quantity: priced.quantity,
    totalProduct: priced.totalProduct,
    totalProductToPay: priced.totalProductToPay,
    discountCode: priced.discountCode,
    discount: priced.discount ? toCartDiscount(priced.discount) : null,
    discountError: priced.discountRefusal
      ? translate(ctx.locale, priced.discountRefusal.code, priced.discountRefusal.params)
      : null,
  };
}
