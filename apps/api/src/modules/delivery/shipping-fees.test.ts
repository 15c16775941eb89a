import { describe, expect, it, vi } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { shippingFeesSchema, type ShippingFees, type ShippingFeesRequest } from '@atelier/contract';
import { carriers, declinations, products, siteParameters } from '../../db/schema/index.ts';
import type { RequestContext } from '../../context.ts';
import { data, useTestApp } from '../../../test/test-app.ts';
import { quoteChosenCarrier } from './shipping-fees.service.ts';

const t = useTestApp();

type Lang = 'fr_FR' | 'en';

function post(body: unknown, options: { site?: number; lang?: Lang } = {}) {
  return t.call({ method: 'POST', url: '/api/calculate/shipping-fees', payload: body as object, ...options });
}

async function fees(body: ShippingFeesRequest, options: { site?: number; lang?: Lang } = {}) {
  const response = await post(body, options);
  expect(response.statusCode, response.body).toBe(200);
  return shippingFeesSchema.parse(data<ShippingFees>(response));
}

/** A sample product by its French slug, with its declinations in order. */
async function product(slug: string, site = 1) {
  const [row] = await t.database.db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.siteId, site), sql`${products.slug}->>'fr_FR' = ${slug}`));
  if (!row) throw new Error(`no sample product ${slug} on site ${site}`);
  const rows = await t.database.db
    .select({ id: declinations.id, capacity: declinations.capacity })
    .from(declinations)
    .where(and(eq(declinations.siteId, site), eq(declinations.productId, row.id)))
    .orderBy(asc(declinations.position), asc(declinations.id));
  return { id: row.id, declinations: rows };
}

/** A wine's declination of a capacity in centilitres (or litres for 1.5). */
async function bottle(slug: string, capacity: number, site = 2) {
  const found = await product(slug, site);
  const declination = found.declinations.find((row) => row.capacity === capacity);
  if (!declination) throw new Error(`${slug} has no ${capacity} declination`);
  return { idProduct: found.id, idDeclination: declination.id };
}

async function setParameter(site: number, type: string, value: string | null) {
  await t.database.db
    .update(siteParameters)
    .set({ value })
    .where(and(eq(siteParameters.siteId, site), eq(siteParameters.type, type)));
}

const names = (answer: ShippingFees) => answer.carriers.map((carrier) => carrier.name);

describe('POST /calculate/shipping-fees: refusals', () => {
  it("refuses an empty cart with SPEC §8's 'No products in cart', in both languages", async () => {
    const en = await post({ products: [], postalCode: '85310', country: 'FR' }, { lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json()).toEqual({ success: false, data: null, message: 'No products in cart' });
    const fr = await post({ products: [], postalCode: '85310', country: 250 });
    expect(fr.statusCode).toBe(400);
    expect(fr.json().message).toBe('Aucun produit dans le panier');
  });

  it('answers bad input with a 4xx, never a 500', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const bodies: unknown[] = [
      {},
      { products: 'none' },
      { products: [{ idProduct: 'abc', quantity: 1 }] },
      { products: [{ idProduct: cushion.id, quantity: 0 }] },
      { products: [{ idProduct: cushion.id, quantity: 1.5 }] },
      { products: [{ idProduct: cushion.id, quantity: 1 }], country: 'XX' },
      { products: [{ idProduct: cushion.id, quantity: 1 }], country: 'France' },
      { products: [{ idProduct: cushion.id, quantity: 1 }], country: 999 },
      { products: [{ idProduct: cushion.id, quantity: 1 }], country: 'FR', postalCode: 'ABCDE' },
      { products: [{ idProduct: 999_999, quantity: 1 }] },
      { products: [{ idProduct: cushion.id, idDeclination: 999_999, quantity: 1 }] },
    ];
    for (const body of bodies) {
      const response = await post(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const broken = await t.call({
      method: 'POST',
      url: '/api/calculate/shipping-fees',
      payload: '{"products": [',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.statusCode).toBe(400);
  });

  it('names the declination that is not one of the product', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const pouf = await product('pouf-rond-en-bouclette');
    const response = await post(
      { products: [{ idProduct: cushion.id, idDeclination: pouf.declinations[0]!.id, quantity: 1 }] },
      { lang: 'en' },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      `A product of the cart is not sold on this site: ${cushion.id}/${pouf.declinations[0]!.id}`,
    );
  });

  it('refuses other countries when the site sells only in France (ONLY_SELL_IN_FRANCE, the default)', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const body = { products: [{ idProduct: cushion.id, quantity: 1 }], postalCode: '1000', country: 'BE' };
    const en = await post(body, { lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('We only deliver in France');
    expect((await post(body)).json().message).toBe('Nous livrons uniquement en France');
  });
});

describe('POST /calculate/shipping-fees: offers', () => {
  it('offers a light parcel home and relay delivery by weight, not the furniture courier', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const answer = await fees({
      products: [{ idProduct: cushion.id, quantity: 1 }],
      postalCode: '85310',
      country: 'FR',
    });
    expect(answer).toMatchObject({ needsDelivery: true, weight: 700, bottleCount: 0, problem: null, message: null });
    expect(answer.country).toEqual({ id: 250, alphaTwo: 'FR' });
    expect(answer.carriers).toEqual([
      expect.objectContaining({
        name: 'Colissimo Domicile',
        price: 865,
        fdp: 865,
        deliveryType: 'DELIVERY',
        siteType: 'HOME',
        relayNetwork: null,
        serviceCode: 'COLISSIMO_HOME',
      }),
      expect.objectContaining({
        name: 'Point relais',
        price: 529,
        fdp: 529,
        deliveryType: 'PICKUP',
        siteType: 'RELAY',
        relayNetwork: 'builtin',
      }),
    ]);
    expect(answer.carriers[0]!.description).toBe('Livré chez vous en 48 h, contre signature');
    const english = await fees({ products: [{ idProduct: cushion.id, quantity: 1 }], country: 'fr' }, { lang: 'en' });
    expect(english.carriers[0]!.description).toBe('Delivered to your door in 48 h, signed for');
  });

  it('prices a heavy armchair by weight band and offers the furniture courier', async () => {
    const bergere = await product('bergere-louis-xv-restauree');
    const answer = await fees({ products: [{ idProduct: bergere.id, quantity: 1 }], country: 250 });
    expect(answer.weight).toBe(22000);
    expect(answer.carriers.map((carrier) => [carrier.name, carrier.price])).toEqual([
      ['Colissimo Domicile', 3785],
      ['Transporteur meuble', 6900],
      ['Point relais', 2590],
    ]);
    // Two of them weigh 44 kg: past what Colissimo and the relay take.
    const two = await fees({ products: [{ idProduct: bergere.id, quantity: 2 }] });
    expect(two.carriers.map((carrier) => [carrier.name, carrier.price])).toEqual([['Transporteur meuble', 8900]]);
  });

  it('ships free from FREE_SHIPPING_PRICE (150 € on site 1), keeping the price before free shipping', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const unit = (await fees({ products: [{ idProduct: cushion.id, quantity: 1 }] })).productsTotal;
    const enough = Math.ceil(15000 / unit);
    const below = await fees({ products: [{ idProduct: cushion.id, quantity: enough - 1 }] });
    expect(below.freeShipping).toEqual({ applied: false, reason: null, fromPrice: 15000, fromBottles: null });
    expect(below.carriers.every((carrier) => carrier.fdp === carrier.price && carrier.fdp > 0)).toBe(true);
    const free = await fees({ products: [{ idProduct: cushion.id, quantity: enough }] });
    expect(free.productsTotal).toBeGreaterThanOrEqual(15000);
    expect(free.freeShipping).toMatchObject({ applied: true, reason: 'PRICE' });
    expect(free.carriers.length).toBeGreaterThan(0);
    expect(free.carriers.every((carrier) => carrier.fdp === 0 && carrier.price > 0)).toBe(true);
  });

  it('prices other zones when the site sells abroad, and the rest of the world only with SELLS_WORLDWIDE', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const body = (country: string | number) => ({ products: [{ idProduct: cushion.id, quantity: 1 }], country });
    await setParameter(1, 'ONLY_SELL_IN_FRANCE', 'false');
    try {
      await vi.waitFor(async () => expect((await post(body('BE'))).statusCode).toBe(200));
      const belgium = await fees(body(56));
      expect(belgium.country.alphaTwo).toBe('BE');
      expect(belgium.carriers.map((carrier) => [carrier.name, carrier.price])).toEqual([['Colissimo Domicile', 1720]]);
      const us = await post(body('US'), { lang: 'en' });
      expect(us.statusCode).toBe(400);
      expect(us.json().message).toBe('We do not deliver to United States of America');
      await setParameter(1, 'SELLS_WORLDWIDE', 'true');
      await vi.waitFor(async () => expect((await post(body('US'))).statusCode).toBe(200));
      expect((await fees(body('US'))).carriers.map((carrier) => [carrier.name, carrier.price])).toEqual([
        ['Colissimo Domicile', 3160],
      ]);
      expect((await fees(body('FR'))).carriers[0]!.price).toBe(865);
    } finally {
      await setParameter(1, 'ONLY_SELL_IN_FRANCE', 'true');
      await setParameter(1, 'SELLS_WORLDWIDE', 'false');
      await vi.waitFor(async () => expect((await post(body('BE'))).statusCode).toBe(400));
    }
  });

  it('needs no delivery for a cart of dematerialized products only, and adds no weight for them', async () => {
    const voucher = await product('pochette-a-bijoux-en-velours');
    const cushion = await product('coussin-en-lin-lave');
    await t.database.db
      .update(products)
      .set({ isDematerialized: true })
      .where(and(eq(products.siteId, 1), eq(products.id, voucher.id)));
    try {
      await vi.waitFor(async () => {
        const answer = await fees({ products: [{ idProduct: voucher.id, quantity: 2 }], country: 'US' });
        expect(answer).toMatchObject({ needsDelivery: false, carriers: [], weight: 0, problem: null });
      });
      const mixed = await fees({
        products: [
          { idProduct: voucher.id, quantity: 2 },
          { idProduct: cushion.id, quantity: 1 },
        ],
      });
      expect(mixed).toMatchObject({ needsDelivery: true, weight: 700 });
    } finally {
      await t.database.db
        .update(products)
        .set({ isDematerialized: false })
        .where(and(eq(products.siteId, 1), eq(products.id, voucher.id)));
    }
  });

  it('ships lines without shipping fees free of charge', async () => {
    const plaid = await product('plaid-en-laine-bouclee');
    await t.database.db
      .update(products)
      .set({ hasShippingFees: false })
      .where(and(eq(products.siteId, 1), eq(products.id, plaid.id)));
    try {
      await vi.waitFor(async () => {
        const answer = await fees({ products: [{ idProduct: plaid.id, quantity: 1 }] });
        expect(answer).toMatchObject({ needsDelivery: true, weight: 0, freeShipping: { reason: 'NO_SHIPPING_FEES' } });
        expect(answer.carriers.length).toBeGreaterThan(0);
        expect(answer.carriers.every((carrier) => carrier.fdp === 0)).toBe(true);
      });
    } finally {
      await t.database.db
        .update(products)
        .set({ hasShippingFees: true })
        .where(and(eq(products.siteId, 1), eq(products.id, plaid.id)));
    }
  });
});

describe('POST /calculate/shipping-fees: wine by the bottle (site 2)', () => {
  it('counts bottles with the SPEC §5 rule: 37.5 cl is half a bottle, floored', async () => {
    const full = await bottle('sables-d-or', 75);
    const half = await bottle('sables-d-or', 37.5);
    const six = await fees({ products: [{ ...full, quantity: 6 }] }, { site: 2 });
    expect(six.bottleCount).toBe(6);
    expect(six.carriers.map((carrier) => [carrier.name, carrier.price, carrier.fdp])).toEqual([
      ['Colissimo Domicile', 1490, 1490],
      ['Point relais', 990, 990],
    ]);
    expect((await fees({ products: [{ ...half, quantity: 6 }] }, { site: 2 })).bottleCount).toBe(3);
    const almost = await fees(
      {
        products: [
          { ...full, quantity: 11 },
          { ...half, quantity: 1 },
        ],
      },
      { site: 2 },
    );
    expect(almost.bottleCount).toBe(11);
    expect(almost.freeShipping.applied).toBe(false);
  });

  it('ships free from FREE_SHIPPING_BOTTLE (12 on site 2), two half bottles making one', async () => {
    const full = await bottle('sables-d-or', 75);
    const half = await bottle('sables-d-or', 37.5);
    const answer = await fees(
      {
        products: [
          { ...full, quantity: 11 },
          { ...half, quantity: 2 },
        ],
      },
      { site: 2 },
    );
    expect(answer.bottleCount).toBe(12);
    expect(answer.freeShipping).toMatchObject({ applied: true, reason: 'BOTTLES', fromBottles: 12 });
    expect(answer.carriers.map((carrier) => [carrier.price, carrier.fdp])).toEqual([
      [1990, 0],
      [1390, 0],
    ]);
  });

  it('counts a box as its quantity times its sell-by multiple', async () => {
    const box = await product('coffret-decouverte-trois-couleurs', 2);
    const answer = await fees({ products: [{ idProduct: box.id, quantity: 3 }] }, { site: 2 });
    expect(answer.bottleCount).toBe(3);
  });

  it('refuses delivery outside MINIMUM/MAXIMUM_EXPEDITION_BOTTLE with a message, and offers nothing', async () => {
    const full = await bottle('sables-d-or', 75);
    await setParameter(2, 'MINIMUM_EXPEDITION_BOTTLE', '6');
    await setParameter(2, 'MAXIMUM_EXPEDITION_BOTTLE', '24');
    try {
      await vi.waitFor(async () => {
        const few = await fees({ products: [{ ...full, quantity: 3 }] }, { site: 2 });
        expect(few).toMatchObject({ carriers: [], problem: 'BELOW_MINIMUM_BOTTLES', needsDelivery: true });
        expect(few.message).toBe('La livraison demande au moins 6 bouteilles par envoi (votre panier en compte 3)');
      });
      const many = await fees({ products: [{ ...full, quantity: 30 }] }, { site: 2, lang: 'en' });
      expect(many).toMatchObject({ carriers: [], problem: 'ABOVE_MAXIMUM_BOTTLES' });
      expect(many.message).toBe('Delivery takes at most 24 bottles per shipment (your cart counts 30)');
      expect((await fees({ products: [{ ...full, quantity: 24 }] }, { site: 2 })).carriers).toHaveLength(2);
    } finally {
      await setParameter(2, 'MINIMUM_EXPEDITION_BOTTLE', '1');
      await setParameter(2, 'MAXIMUM_EXPEDITION_BOTTLE', null);
    }
    // Without a maximum, 30 bottles go by Colissimo only: the relay takes 24 at most.
    await vi.waitFor(async () => {
      const thirty = await fees({ products: [{ ...full, quantity: 30 }] }, { site: 2 });
      expect(names(thirty)).toEqual(['Colissimo Domicile']);
    });
  });

  it('offers no carrier when LOCK_DELIVERY is on', async () => {
    const full = await bottle('sables-d-or', 75);
    await setParameter(2, 'LOCK_DELIVERY', 'true');
    try {
      await vi.waitFor(async () => {
        const answer = await fees({ products: [{ ...full, quantity: 6 }] }, { site: 2, lang: 'en' });
        expect(answer).toMatchObject({ carriers: [], problem: 'DELIVERY_LOCKED' });
        expect(answer.message).toBe('Delivery is not available at the moment');
      });
    } finally {
      await setParameter(2, 'LOCK_DELIVERY', 'false');
    }
  });

  it("keeps each site to its own carriers and products (site 2 never sees site 1's)", async () => {
    const site1Carriers = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.siteId, 1));
    const site2Carriers = await t.database.db.select({ id: carriers.id }).from(carriers).where(eq(carriers.siteId, 2));
    const full = await bottle('sables-d-or', 75);
    const answer = await fees({ products: [{ ...full, quantity: 6 }] }, { site: 2 });
    const ids = answer.carriers.map((carrier) => carrier.id);
    expect(ids.every((id) => site2Carriers.some((row) => row.id === id))).toBe(true);
    expect(ids.some((id) => site1Carriers.some((row) => row.id === id))).toBe(false);
    expect(names(answer)).not.toContain('Transporteur meuble');
    // A product of site 1 is unknown on site 2, whatever its id.
    const bergere = await product('bergere-louis-xv-restauree');
    const response = await post({ products: [{ idProduct: bergere.id, quantity: 1 }] }, { site: 2 });
    expect(response.statusCode).toBe(400);
  });
});

describe('quoteChosenCarrier (the order step)', () => {
  const ctx = (): RequestContext => ({ siteId: 1, locale: 'en', token: null, user: null, db: t.database.db });

  it('quotes the chosen carrier on the server, whatever the browser says it costs', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const quoted = await fees({ products: [{ idProduct: cushion.id, quantity: 1 }] }, { lang: 'en' });
    const relay = quoted.carriers.find((carrier) => carrier.deliveryType === 'PICKUP')!;
    const { offer } = await quoteChosenCarrier(ctx(), t.app.caches, {
      products: [{ idProduct: cushion.id, quantity: 1 }],
      country: 'FR',
      carrierId: relay.id,
    });
    expect(offer).toEqual(relay);
    const free = await quoteChosenCarrier(ctx(), t.app.caches, {
      products: [{ idProduct: cushion.id, quantity: 1 }],
      country: 'FR',
      carrierId: relay.id,
      productsTotal: 20000,
    });
    expect(free.offer.fdp).toBe(0);
  });

  it('refuses a carrier that does not take the parcel', async () => {
    const cushion = await product('coussin-en-lin-lave');
    const [courier] = await t.database.db
      .select({ id: carriers.id })
      .from(carriers)
      .where(and(eq(carriers.siteId, 1), eq(carriers.serviceCode, 'FURNITURE_COURIER')));
    await expect(
      quoteChosenCarrier(ctx(), t.app.caches, {
        products: [{ idProduct: cushion.id, quantity: 1 }],
        country: 'FR',
        carrierId: courier!.id,
      }),
    ).rejects.toMatchObject({ code: 'SHIPPING_CARRIER_UNAVAILABLE' });
  });
});
