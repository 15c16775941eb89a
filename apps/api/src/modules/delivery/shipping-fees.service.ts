import {
  pickLocale,
  type CarrierOffer,
  type CountryRef,
  type ShippingFees,
  type ShippingFeesProduct,
  type ShippingProblem,
} from '@atelier/contract';
import { parcelOf, quoteShipping, zoneFor, type PricedCarrier, type ShippingLine } from '@atelier/domain';
import { AppError } from '../../errors.ts';
import { translate, type MessageKey, type MessageParams } from '../../i18n/api-messages.ts';
import type { RequestContext } from '../../context.ts';
import type { DeliveryCaches, DeliveryCarrier, ShippingFacts, SiteDelivery } from './delivery-cache.ts';
import { checkPostalCode, resolveCountry } from './delivery-country.ts';

/** The network a PICKUP carrier searches when it names none. */
export const DEFAULT_RELAY_NETWORK = 'builtin';

export interface ShippingRequest {
  products: ShippingFeesProduct[];
  postalCode?: string | undefined;
  country?: CountryRef | undefined;
}

export interface ShippingOptions {
  /**
   * Cents compared with FREE_SHIPPING_PRICE. The order step passes the products total it computed (discounts,
   * customizations, discount code); without it, the lines at their catalogue price after the product's discount.
   */
  productsTotal?: number | undefined;
  /**
   * The shipping facts of the lines' declinations as the caller read them with the lines (the order step's
   * priced cart), by declination id: the site's kept facts are then not needed.
   */
  facts?: Map<number, ShippingFacts> | undefined;
}

/** The parcel's lines from the site's declinations; a product or declination the site does not sell is refused. */
function linesOf(delivery: Pick<SiteDelivery, 'declinations' | 'firstDeclinations'>, products: ShippingFeesProduct[]) {
  const lines: ShippingLine[] = [];
  let total = 0;
  for (const product of products) {
    const facts =
      product.idDeclination === undefined
        ? delivery.firstDeclinations.get(product.idProduct)
        : delivery.declinations.get(product.idDeclination);
    if (!facts || facts.productId !== product.idProduct) {
      const id =
        product.idDeclination === undefined ? product.idProduct : `${product.idProduct}/${product.idDeclination}`;
      throw new AppError('BAD_REQUEST', 'SHIPPING_UNKNOWN_PRODUCT', { id });
    }
    lines.push({ ...facts, quantity: product.quantity });
    total += facts.unitPrice * product.quantity;
  }
  return { lines, total };
}

function toOffer(ctx: RequestContext, carrier: DeliveryCarrier, price: number, fee: number): CarrierOffer {
  const pickup = carrier.deliveryType === 'PICKUP';
  return {
    id: carrier.id,
    fdp: fee,
    name: carrier.name,
    serviceCode: carrier.serviceCode,
    price,
    deliveryType: carrier.deliveryType,
    siteType: pickup ? 'RELAY' : 'HOME',
    description: pickLocale(carrier.description, ctx.locale) || null,
    relayNetwork: pickup ? (carrier.relayNetwork ?? DEFAULT_RELAY_NETWORK) : null,
  };
}

/** A carrier with its bands in the destination's zone. */
interface ZoneCarrier extends PricedCarrier {
  carrier: DeliveryCarrier;
}

const PROBLEM_MESSAGES: Record<ShippingProblem, MessageKey> = {
  DELIVERY_LOCKED: 'SHIPPING_DELIVERY_LOCKED',
  BELOW_MINIMUM_BOTTLES: 'SHIPPING_BELOW_MINIMUM_BOTTLES',
  ABOVE_MAXIMUM_BOTTLES: 'SHIPPING_ABOVE_MAXIMUM_BOTTLES',
  NO_CARRIER: 'SHIPPING_NO_CARRIER',
};

/**
 * SPEC §7 `POST /calculate/shipping-fees`: the carriers' offers for the cart's lines and destination. An empty
 * list is refused ('No products in cart', SPEC §8); so is a destination the site does not deliver
 * (ONLY_SELL_IN_FRANCE, SELLS_WORLDWIDE). A cart that cannot be delivered for another reason (LOCK_DELIVERY,
 * MINIMUM/MAXIMUM_EXPEDITION_BOTTLE, no band holds it) gets no offer and a `problem` with its message: Click &
 * Collect stays possible. A cart of dematerialized products only needs no delivery.
 */
export async function calculateShippingFees(
  ctx: RequestContext,
  caches: Pick<DeliveryCaches, 'delivery'>,
  request: ShippingRequest,
  options: ShippingOptions = {},
): Promise<ShippingFees> {
  if (request.products.length === 0) throw new AppError('BAD_REQUEST', 'NO_PRODUCTS_IN_CART');
  const delivery = options.facts ? await caches.delivery.shipping(ctx) : await caches.delivery.get(ctx);
  const { lines, total } = linesOf(
    options.facts ? { declinations: options.facts, firstDeclinations: new Map() } : (delivery as SiteDelivery),
    request.products,
  );
  const productsTotal = options.productsTotal ?? total;
  const country = resolveCountry(request.country, ctx.locale);
  checkPostalCode(request.postalCode, country);

  const rules = delivery.rules;
  let carriers: ZoneCarrier[] = [];
  const parcel = parcelOf(lines);
  if (parcel.needsDelivery && !rules.lockDelivery) {
    const found = zoneFor(delivery.zones, country.alphaTwo, rules);
    if ('refusal' in found) {
      throw new AppError(
        'BAD_REQUEST',
        found.refusal === 'ONLY_FRANCE' ? 'SHIPPING_ONLY_FRANCE' : 'SHIPPING_COUNTRY_NOT_SERVED',
        { country: country.name },
      );
    }
    carriers = delivery.carriers.map((carrier) => ({
      carrier,
      rateBasis: carrier.rateBasis,
      bands: carrier.bandsByZone.get(found.zone.id) ?? [],
    }));
  }
  const quote = quoteShipping(carriers, lines, rules, productsTotal);

  let problem: ShippingProblem | null = null;
  let params: MessageParams = {};
  let offers: CarrierOffer[] = [];
  let free: ShippingFees['freeShipping']['reason'] = null;
  if (quote.status === 'LOCKED') problem = 'DELIVERY_LOCKED';
  else if (quote.status === 'REFUSED') {
    problem = quote.problem.code;
    params = { limit: quote.problem.limit, bottles: quote.problem.bottles };
  } else if (quote.status === 'OFFERS') {
    free = quote.free;
    offers = quote.quotes.map((q) => toOffer(ctx, q.carrier.carrier, q.price, q.fee));
    if (offers.length === 0) problem = 'NO_CARRIER';
  }
  return {
    needsDelivery: parcel.needsDelivery,
    carriers: offers,
    bottleCount: parcel.bottles,
    weight: parcel.weight,
    productsTotal,
    freeShipping: {
      applied: free !== null,
      reason: free,
      fromPrice: rules.freeShippingPrice,
      fromBottles: rules.freeShippingBottles,
    },
    problem,
    message: problem ? translate(ctx.locale, PROBLEM_MESSAGES[problem], params) : null,
    country: { id: country.id, alphaTwo: country.alphaTwo },
  };
}

export interface CarrierChoice extends ShippingRequest, ShippingOptions {
  carrierId: number;
}

/**
 * For the order step (`POST /order`): the server's own quote of the carrier the customer chose, for the
 * order's lines and destination — the fee to charge is `offer.fdp`, whatever the browser sent. Throws the
 * same refusals as `calculateShippingFees`, SHIPPING_NOT_NEEDED for a cart with nothing to ship, and
 * SHIPPING_CARRIER_UNAVAILABLE (with the problem's message when there is one) when that carrier is not offered.
 * `productsTotal`: the order's products total in cents, for FREE_SHIPPING_PRICE.
 */
export async function quoteChosenCarrier(
  ctx: RequestContext,
  caches: Pick<DeliveryCaches, 'delivery'>,
  choice: CarrierChoice,
): Promise<{ offer: CarrierOffer; fees: ShippingFees }> {
  const fees = await calculateShippingFees(ctx, caches, choice, {
    productsTotal: choice.productsTotal,
    facts: choice.facts,
  });
  if (!fees.needsDelivery) throw new AppError('BAD_REQUEST', 'SHIPPING_NOT_NEEDED');
  const offer = fees.carriers.find((carrier) => carrier.id === choice.carrierId);
  if (!offer) {
    throw new AppError('BAD_REQUEST', 'SHIPPING_CARRIER_UNAVAILABLE', {
      id: choice.carrierId,
      reason: fees.message ?? '',
    });
  }
  return { offer, fees };
}
