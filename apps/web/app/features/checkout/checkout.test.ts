import { describe, expect, it } from 'vitest';
import type { AccessPoint, CarrierOffer, Cart, CartLine, ShippingFees } from '@atelier/contract';
import { addressComplete, addressStepDone, deliveryStepDone, needsDelivery, shippingKeyOf } from './checkout-checks.ts';
import {
  chooseClickAndCollect,
  chooseDelivery,
  EMPTY_CHECKOUT,
  orderDeliveryType,
  parseCheckout,
  withShippingPrices,
  type CheckoutState,
} from './checkout-state.ts';
import { orderPayload } from './order-payload.ts';
import { addMonths, monthWeeks, shortDate } from './pickup-month.ts';

const line = (overrides: Partial<CartLine> = {}) =>
  ({ id: 1, idProduct: 10, idDeclination: 100, quantity: 2, isDematerialized: false, ...overrides }) as CartLine;
const cart = (products: CartLine[] = [line()]) =>
  ({ id: 'c0ffee00-0000-4000-8000-000000000000', products, discountCode: null }) as unknown as Cart;

const home: CarrierOffer = {
  id: 1,
  fdp: 749,
  name: 'Colissimo',
  serviceCode: 'HOME',
  price: 749,
  deliveryType: 'DELIVERY',
  siteType: 'HOME',
  description: null,
  relayNetwork: null,
};
const relay: CarrierOffer = { ...home, id: 3, name: 'Point relais', deliveryType: 'PICKUP', siteType: 'RELAY' };
const point = { id: 'P1', zipCode: '85000', country: 'FR', name: 'Tabac', addLine1: '1 rue' } as AccessPoint;
const address = {
  firstname: 'Léa',
  lastname: 'Martin',
  company: '',
  address: '3 rue des Halles',
  addressPart2: '',
  postalCode: '85000',
  city: 'La Roche-sur-Yon',
  country: 'FR',
};
const filled: CheckoutState = {
  ...EMPTY_CHECKOUT,
  email: 'lea@example.com',
  phone: '0612345678',
  shippingAddress: address,
};

describe('SPEC §4 checkout transitions', () => {
  it('choosing Click & Collect resets carrier, city, shipping prices and access point', () => {
    const before: CheckoutState = {
      ...filled,
      deliveryType: 'delivery',
      carrier: relay,
      accessPoint: point,
      city: { postalCode: '85000', name: 'La Roche-sur-Yon' },
      shippingPrices: [home, relay],
      shippingKey: 'k',
    };
    const after = chooseClickAndCollect(before, 7);
    expect(after).toMatchObject({
      deliveryType: 'clickAndCollect',
      carrier: null,
      city: null,
      shippingPrices: [],
      accessPoint: null,
      clickAndCollect: { idAddress: 7, date: null, idSchedule: null, slot: null },
    });
    expect(after.shippingAddress).toEqual(address);
  });

  it('new shipping prices reset the carrier and keep what they were computed for', () => {
    const fees = { carriers: [home], country: { id: 250, alphaTwo: 'FR' } } as unknown as ShippingFees;
    const after = withShippingPrices({ ...filled, carrier: home }, fees, 'key', { postalCode: '85000', name: 'X' });
    expect(after.carrier).toBeNull();
    expect(after.shippingPrices).toEqual([home]);
    expect(after.shippingKey).toBe('key');
    expect(after.country).toEqual({ id: 250, alphaTwo: 'FR' });
  });

  it('switching between home and relay delivery drops the other kind’s carrier and point', () => {
    const onRelay = { ...filled, deliveryType: 'delivery' as const, siteType: 'RELAY' as const, carrier: relay };
    expect(chooseDelivery({ ...onRelay, accessPoint: point }, 'RELAY').accessPoint).toEqual(point);
    expect(chooseDelivery({ ...onRelay, accessPoint: point }, 'HOME')).toMatchObject({
      carrier: null,
      accessPoint: null,
    });
  });

  it('maps delivery types to the order’s (delivery → DELIVERY, relay → PICKUP, …)', () => {
    expect(orderDeliveryType({ deliveryType: 'delivery', carrier: home })).toBe('DELIVERY');
    expect(orderDeliveryType({ deliveryType: 'delivery', carrier: relay })).toBe('PICKUP');
    expect(orderDeliveryType({ deliveryType: 'clickAndCollect', carrier: null })).toBe('CLICK_AND_COLLECT');
    expect(orderDeliveryType({ deliveryType: 'no_delivery', carrier: null })).toBe('NO_DELIVERY');
    expect(orderDeliveryType({ deliveryType: null, carrier: null })).toBeNull();
  });

  it('restores a stored state over the empty one, and starts over from a damaged one', () => {
    const restored = parseCheckout(JSON.stringify({ phone: '06', shippingAddress: { city: 'Nesmy' } }));
    expect(restored.phone).toBe('06');
    expect(restored.shippingAddress).toEqual({ ...EMPTY_CHECKOUT.shippingAddress, city: 'Nesmy' });
    expect(restored.clickAndCollect).toEqual(EMPTY_CHECKOUT.clickAndCollect);
    expect(parseCheckout('{not json')).toEqual(EMPTY_CHECKOUT);
    expect(parseCheckout(null)).toEqual(EMPTY_CHECKOUT);
  });
});

describe('checkout steps', () => {
  it('only dematerialized products need no delivery', () => {
    expect(needsDelivery(cart([line({ isDematerialized: true })]))).toBe(false);
    expect(needsDelivery(cart([line({ isDematerialized: true }), line({ id: 2 })]))).toBe(true);
  });

  it('an address needs names, street, city and a 5-digit postal code in France', () => {
    expect(addressComplete(address)).toBe(true);
    expect(addressComplete({ ...address, postalCode: '8500' })).toBe(false);
    expect(addressComplete({ ...address, country: 'BE', postalCode: '1000' })).toBe(true);
    expect(addressComplete({ ...address, lastname: '  ' })).toBe(false);
  });

  it('the address step needs a guest’s e-mail, a phone and the addresses', () => {
    expect(addressStepDone(filled, cart(), false)).toBe(true);
    expect(addressStepDone({ ...filled, email: 'lea' }, cart(), false)).toBe(false);
    expect(addressStepDone({ ...filled, email: '' }, cart(), true)).toBe(true);
    expect(addressStepDone({ ...filled, phone: '' }, cart(), true)).toBe(false);
    expect(addressStepDone({ ...filled, billingSameAsShipping: false }, cart(), false)).toBe(false);
  });

  it('the delivery step needs a home carrier, a relay carrier and its point, or a pick-up slot', () => {
    const delivery = { ...filled, deliveryType: 'delivery' as const };
    expect(deliveryStepDone(delivery, cart())).toBe(false);
    expect(deliveryStepDone({ ...delivery, carrier: home }, cart())).toBe(true);
    expect(deliveryStepDone({ ...delivery, carrier: relay }, cart())).toBe(false);
    expect(deliveryStepDone({ ...delivery, carrier: relay, accessPoint: point }, cart())).toBe(true);
    const pickup = chooseClickAndCollect(filled, 7);
    expect(deliveryStepDone(pickup, cart())).toBe(false);
    expect(
      deliveryStepDone(
        { ...pickup, clickAndCollect: { idAddress: 7, date: '2030-01-08', idSchedule: 2, slot: null } },
        cart(),
      ),
    ).toBe(true);
    expect(deliveryStepDone(EMPTY_CHECKOUT, cart([line({ isDematerialized: true })]))).toBe(true);
  });

  it('the shipping key changes with the lines and the destination, not with the lines’ order', () => {
    const two = [line(), line({ id: 2, idDeclination: 200, quantity: 6 })];
    expect(shippingKeyOf(cart(two), '85000', 'FR')).toBe(shippingKeyOf(cart([...two].reverse()), '85000', 'FR'));
    expect(shippingKeyOf(cart(two), '85000', 'FR')).not.toBe(shippingKeyOf(cart(two), '75001', 'FR'));
  });
});

describe('the order payload (contract orders.ts)', () => {
  it('home delivery: the carrier and the delivery address; a guest gives the e-mail', () => {
    const payload = orderPayload(cart(), { ...filled, deliveryType: 'delivery', carrier: home }, false, true);
    expect(payload.delivery).toEqual({ type: 'DELIVERY', idCarrier: 1, accessPointId: null, idAddress: null });
    expect(payload.address.delivery).toMatchObject({ postalCode: '85000', company: null, country: 'FR' });
    expect(payload.address.billing).toEqual(payload.address.delivery);
    expect(payload.user).toMatchObject({ email: 'lea@example.com', phone: '0612345678' });
    expect(payload.deliveryPostalCode).toBe('85000');
    expect(payload.acceptSaleTerms).toBe(true);
  });

  it('relay point: the relay carrier and the point, no delivery address', () => {
    const checkout = { ...filled, deliveryType: 'delivery' as const, carrier: relay, accessPoint: point };
    const payload = orderPayload(cart(), checkout, true, true);
    expect(payload.delivery).toEqual({ type: 'PICKUP', idCarrier: 3, accessPointId: 'P1', idAddress: null });
    expect(payload.address.delivery).toBeNull();
    expect(payload.user.email).toBeUndefined();
  });

  it('Click & Collect: the address, the day and the slot', () => {
    const checkout = {
      ...chooseClickAndCollect(filled, 7),
      clickAndCollect: { idAddress: 7, date: '2030-01-08', idSchedule: 2, slot: null },
    };
    const payload = orderPayload(cart(), checkout, true, true);
    expect(payload.delivery).toEqual({ type: 'CLICK_AND_COLLECT', idCarrier: null, accessPointId: null, idAddress: 7 });
    expect(payload).toMatchObject({ dateSchedule: '2030-01-08', idSchedule: 2 });
  });

  it('dematerialized products only: no delivery, the billing address typed on its own', () => {
    const checkout = { ...filled, billingAddress: { ...address, city: 'Nesmy', postalCode: '85310' } };
    const payload = orderPayload(cart([line({ isDematerialized: true })]), checkout, false, true);
    expect(payload.delivery.type).toBe('NO_DELIVERY');
    expect(payload.address.billing.city).toBe('Nesmy');
  });
});

describe('the pick-up calendar month', () => {
  it('lays a month out in weeks from Monday', () => {
    // January 2030 starts on a Tuesday and has 31 days.
    const weeks = monthWeeks({ month: 1, year: 2030 });
    expect(weeks[0]).toEqual([
      null,
      '2030-01-01',
      '2030-01-02',
      '2030-01-03',
      '2030-01-04',
      '2030-01-05',
      '2030-01-06',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('moves across years and writes dates as DD/MM/YYYY', () => {
    expect(addMonths({ month: 12, year: 2029 }, 1)).toEqual({ month: 1, year: 2030 });
    expect(addMonths({ month: 1, year: 2030 }, -1)).toEqual({ month: 12, year: 2029 });
    expect(shortDate('2030-01-08')).toBe('08/01/2030');
  });
});
