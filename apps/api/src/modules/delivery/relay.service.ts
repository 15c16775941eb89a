import type { AccessPoint, RelaySearchRequest } from '@atelier/contract';
import { zoneFor } from '@atelier/domain';
import { AppError } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { DeliveryCaches, DeliveryCarrier, SiteDelivery } from './delivery-cache.ts';
import { checkPostalCode, resolveCountry } from './delivery-country.ts';
import { DEFAULT_RELAY_NETWORK } from './shipping-fees.service.ts';

/** How many points a search answers when it does not say. */
export const DEFAULT_RELAY_LIMIT = 10;

/** The PICKUP carrier named, else the site's first one. */
function pickupCarrier(delivery: SiteDelivery, carrierId: number | undefined): DeliveryCarrier {
  if (carrierId === undefined) {
    const first = delivery.carriers.find((carrier) => carrier.deliveryType === 'PICKUP');
    if (!first) throw new AppError('BAD_REQUEST', 'RELAY_NO_PICKUP_CARRIER');
    return first;
  }
  const carrier = delivery.carriers.find((candidate) => candidate.id === carrierId);
  if (!carrier || carrier.deliveryType !== 'PICKUP') {
    throw new AppError('BAD_REQUEST', 'RELAY_NOT_PICKUP_CARRIER', { id: carrierId });
  }
  return carrier;
}

const networkOf = (carrier: DeliveryCarrier) => carrier.relayNetwork ?? DEFAULT_RELAY_NETWORK;

/**
 * SPEC §7 `POST /relay/access-points`: the points of the PICKUP carrier's network near the searched place,
 * nearest first. Refused like shipping fees when delivery is locked or the country is not delivered.
 */
export async function searchAccessPoints(
  ctx: RequestContext,
  caches: DeliveryCaches,
  request: RelaySearchRequest,
): Promise<AccessPoint[]> {
  const delivery = await caches.delivery.get(ctx);
  if (delivery.rules.lockDelivery) throw new AppError('BAD_REQUEST', 'SHIPPING_DELIVERY_LOCKED');
  const carrier = pickupCarrier(delivery, request.carrierId);
  const country = resolveCountry(request.country, ctx.locale);
  checkPostalCode(request.postalCode, country);
  const zone = zoneFor(delivery.zones, country.alphaTwo, delivery.rules);
  if ('refusal' in zone) {
    throw new AppError(
      'BAD_REQUEST',
      zone.refusal === 'ONLY_FRANCE' ? 'SHIPPING_ONLY_FRANCE' : 'SHIPPING_COUNTRY_NOT_SERVED',
      { country: country.name },
    );
  }
  const position =
    request.latitude !== undefined && request.longitude !== undefined
      ? { latitude: request.latitude, longitude: request.longitude }
      : null;
  if (!position && !request.postalCode && !request.city) throw new AppError('BAD_REQUEST', 'RELAY_PLACE_NEEDED');
  return caches.relays.provider(networkOf(carrier)).search({
    address: request.address || null,
    postalCode: request.postalCode || null,
    city: request.city || null,
    countryAlpha2: country.alphaTwo,
    position,
    limit: request.limit ?? DEFAULT_RELAY_LIMIT,
  });
}

/**
 * For the order step (`POST /order` with a PICKUP carrier): the access point the customer chose, as the
 * carrier's network describes it now — store this, not what the browser sent. Throws RELAY_NOT_PICKUP_CARRIER
 * when the carrier is not a PICKUP carrier of the site, RELAY_POINT_UNKNOWN when its network has no such point.
 */
export async function findChosenAccessPoint(
  ctx: RequestContext,
  caches: DeliveryCaches,
  choice: { carrierId: number; accessPointId: string },
): Promise<AccessPoint> {
  const delivery = await caches.delivery.get(ctx);
  const carrier = pickupCarrier(delivery, choice.carrierId);
  const point = await caches.relays.provider(networkOf(carrier)).find(choice.accessPointId);
  if (!point) throw new AppError('BAD_REQUEST', 'RELAY_POINT_UNKNOWN', { id: choice.accessPointId });
  return point;
}
