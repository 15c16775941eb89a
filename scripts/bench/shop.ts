// Issue 6's shop, with issue 21's budgets: add to cart (an existing cart), shipping fees, and POST /order from
// prepared carts, with the carts and the stock checked at the end.
import { setTimeout as sleep } from 'node:timers/promises';
import { SHOP_BUDGET } from './budgets.ts';
import { autocannon, errorsText, inParallel, p99Of, runLoad, WRK } from './load.ts';
import { db, duration, fmt, run } from './options.ts';
import { verdict } from './report.ts';
import { setUpPglite, withPglite, withPostgres, type RunningServer, type SqlQuery } from './servers.ts';

/** The declinations of the shop cases, from site 1's sample catalogue (no customization, sold one by one). */
export interface ShopProducts {
  /** Stock not tracked: what the add-to-cart case adds. */
  untracked: { productId: number; declinationId: number };
  /** Stock tracked, raised to ORDER_STOCK for the run: what the orders buy. */
  tracked: { productId: number; declinationId: number };
}
const ORDER_STOCK = 1_000_000;

/** The lightest shipped product of each kind of stock, and the ordered one's stock raised. */
async function prepareShop(query: SqlQuery): Promise<ShopProducts> {
  const pick = async (tracked: boolean) => {
    const [row] = await query(`
      SELECT d.product_id, d.id FROM declinations d
      JOIN products p ON p.site_id = d.site_id AND p.id = d.product_id
      WHERE d.site_id = 1 AND d.set_quantity = ${tracked} AND p.is_published AND p.kind = 'OTHER'
        AND NOT p.is_dematerialized AND p.has_shipping_fees
        AND p.sell_by_multiple_of = 1 AND coalesce(d.sell_by_multiple_of, 1) = 1
        AND NOT EXISTS (SELECT 1 FROM customizations c WHERE c.site_id = p.site_id AND c.product_id = p.id)
      ORDER BY coalesce(d.weight, p.weight), d.id LIMIT 1`);
    if (!row) throw new Error(`no ${tracked ? 'stock-tracked' : 'untracked'} product for the shop cases on site 1`);
    return { productId: Number(row['product_id']), declinationId: Number(row['id']) };
  };
  const shop = { untracked: await pick(false), tracked: await pick(true) };
  await query(
    `UPDATE declinations SET quantity = ${ORDER_STOCK} WHERE site_id = 1 AND id = ${shop.tracked.declinationId}`,
  );
  return shop;
}

/** The embedded database made and seeded as the server would, then prepared, before the server opens it. */
export async function prepareShopInPglite(env: NodeJS.ProcessEnv): Promise<ShopProducts> {
  setUpPglite(env);
  return withPglite(env, async (query) => {
    const shop = await prepareShop(query);
    await pgliteFloor(query, shop.untracked);
    return shop;
  });
}

/**
 * Issue 21: what the embedded database alone writes, in the bench's process with no server and no HTTP: add to
 * cart's statement (the cart guarded by its version and locked, the line's units, the trigger bumping the cart's
 * version: cart.repository.ts `addUnitsToLine`), a plain one-row UPDATE, and SELECT 1, each as many times as a
 * second allows, each its own transaction as the server's are (one long transaction would measure the row versions
 * it piles up), with its values bound and named as the server runs them (`withPglite`); the cart is deleted at the
 * end. Add to cart's budget cannot be above the first.
 */
async function pgliteFloor(query: SqlQuery, product: ShopProducts['untracked']) {
  const [cart] = await query(
    `INSERT INTO carts (site_id, id, is_default) VALUES (1, gen_random_uuid(), false) RETURNING id`,
  );
  const cartId = String(cart!['id']);
  try {
    const [line] = await query(
      `INSERT INTO cart_products (site_id, cart_id, product_id, declination_id, quantity, customizations)
       VALUES (1, '${cartId}', ${product.productId}, ${product.declinationId}, 1, '[]') RETURNING id`,
    );
    const lineId = Number(line!['id']);
    const perSecond = async (sql: string, params: () => unknown[]) => {
      let count = 0;
      const end = performance.now() + 1000;
      while (performance.now() < end) {
        await query(sql, params());
        count += 1;
      }
      return count;
    };
    // The line's insert bumped the cart's version (migration 0013): read it as it is now.
    const [current] = await query(`SELECT version FROM carts WHERE site_id = 1 AND id = '${cartId}'`);
    let version = Number(current!['version']);
    const guarded = await perSecond(
      `WITH guarded_cart AS (SELECT site_id, id FROM carts WHERE site_id = $1 AND id = $2
          AND version = $3 AND ordered_at IS NULL AND user_id IS NULL FOR UPDATE)
        UPDATE cart_products SET quantity = cart_products.quantity + $4 FROM guarded_cart
        WHERE cart_products.site_id = guarded_cart.site_id AND cart_products.cart_id = guarded_cart.id
          AND cart_products.id = $5 RETURNING cart_products.id`,
      () => [1, cartId, version++, 1, lineId],
    );
    const [after] = await query(`SELECT quantity FROM cart_products WHERE site_id = 1 AND id = ${lineId}`);
    if (Number(after!['quantity']) !== 1 + guarded) throw new Error('add to cart’s statement did not write each time');
    const plain = await perSecond('UPDATE cart_products SET quantity = 1 WHERE site_id = $1 AND id = $2', () => [
      1,
      lineId,
    ]);
    const select = await perSecond('SELECT 1', () => []);
    console.log(
      `PGlite alone (no server, no HTTP), statements a second: add to cart's ${fmt(guarded)}, ` +
        `a one-row UPDATE ${fmt(plain)}, SELECT 1 ${fmt(select)}  (for information: add to cart's floor)`,
    );
  } finally {
    await query(`DELETE FROM cart_products WHERE site_id = 1 AND cart_id = '${cartId}'`);
    await query(`DELETE FROM carts WHERE site_id = 1 AND id = '${cartId}'`);
  }
}

/** The PostgreSQL database prepared once the server has seeded it. */
export const prepareShopInPostgres = (databaseUrl: string) => withPostgres(databaseUrl, prepareShop);

/** A JSON call of the shop as the storefront makes it (no Origin: a same-origin check has nothing to refuse). */
async function shopCall<T>(base: string, path: string, body: object, address = '127.0.0.1') {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', idSite: '1', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; message: string | null };
  return { status: res.status, ...envelope };
}

async function shopData<T>(base: string, path: string, body: object): Promise<T> {
  const answer = await shopCall<T>(base, path, body);
  if (answer.status !== 200) throw new Error(`POST ${path}: ${answer.status} ${answer.message}`);
  return answer.data;
}

type BenchCart = { id: string; products: { idDeclination: number; quantity: number; stock: number | null }[] };

/** The multipart form the storefront's add-to-cart button sends (cart-api.ts), with a fixed boundary. */
function multipartBody(fields: Record<string, string>, boundary: string): string {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return `${parts.join('')}--${boundary}--\r\n`;
}

/**
 * Issue 6: add to cart (multipart, to guest carts in turn), shipping fees of a two-line cart, and POST /order.
 * Returns false when a request failed or a cart or the stock came out wrong.
 */
export async function benchShop(server: RunningServer, shop: ShopProducts): Promise<boolean> {
  const { base } = server;
  const conns = SHOP_BUDGET.connections;
  let ok = true;

  // Add to cart: quantity 1 of an untracked product; each cart's line grows by one per add.
  const carts = await inParallel(
    SHOP_BUDGET.addCarts,
    conns,
    async () => (await shopData<BenchCart>(base, '/api/cart', {})).id,
  );
  const boundary = 'AtelierBenchBoundary7MA4YWxkTrZu0gW';
  const body = multipartBody({ type: 'MAIN_CART', quantity: '1', customizations: '[]' }, boundary);
  let turn = 0;
  const addPath = () => `/api/cart/${carts[turn++ % carts.length]}/product/${shop.untracked.declinationId}`;
  const contentType = `multipart/form-data; boundary=${boundary}`;
  // wrk takes the carts in turn from a list; autocannon asks for each request's path.
  const paths = Array.from({ length: carts.length }, addPath);
  const addRun = (seconds: number) =>
    WRK
      ? runLoad(base, seconds, conns, [`content-type=${contentType}`], { method: 'POST', body, paths })
      : autocannon({
          url: base,
          connections: conns,
          duration: seconds,
          headers: { idSite: '1', 'content-type': contentType },
          requests: [{ method: 'POST', body, setupRequest: (request) => ({ ...request, path: addPath() }) }],
        });
  const warm = await addRun(1);
  const add = await addRun(duration);
  // The carts hold every add answered 200, and at most the ones cut off by the end of a run.
  const added = warm['2xx'] + add['2xx'];
  const sent = warm.requests.sent + add.requests.sent;
  let inCarts = 0;
  for (const id of carts) {
    const cart = await shopData<BenchCart>(base, `/api/cart/${id}`, {});
    inCarts += cart.products.reduce((sum, line) => sum + line.quantity, 0);
  }
  const cartsRight = inCarts >= added && inCarts <= sent;
  ok &&= warm.non2xx + add.non2xx + add.errors + add.timeouts === 0 && cartsRight;
  const addBudget = SHOP_BUDGET.addToCart.reqPerSec[db];
  const addWithin = add.requests.average >= addBudget;
  console.log(
    `POST /api/cart/{id}/product/{id} (multipart) ${db}  ${fmt(add.requests.average)} req/s  p99 ${add.latency.p99} ms  ` +
      `${conns} connections  non-2xx ${add.non2xx}${errorsText(add)}  ` +
      `units in the carts ${fmt(inCarts)} (${cartsRight ? 'right' : `WRONG: ${fmt(added)} adds answered 200 of ${fmt(sent)}`})  ` +
      `(budget ≥ ${fmt(addBudget)} req/s: ${verdict(`add to cart (${db})`, addWithin)})`,
  );

  // Shipping fees of a two-line cart to 85000 FR (the checkout's delivery step).
  const feesBody = JSON.stringify({
    products: [
      { idProduct: shop.untracked.productId, idDeclination: shop.untracked.declinationId, quantity: 2 },
      { idProduct: shop.tracked.productId, idDeclination: shop.tracked.declinationId, quantity: 1 },
    ],
    postalCode: '85000',
    country: 'FR',
  });
  const feesUrl = `${base}/api/calculate/shipping-fees`;
  const feesRequest = { method: 'POST', body: feesBody };
  await runLoad(feesUrl, 1, conns, ['content-type=application/json'], feesRequest); // warm-up
  const fees = await runLoad(feesUrl, duration, conns, ['content-type=application/json'], feesRequest);
  ok &&= fees.non2xx + fees.errors + fees.timeouts === 0;
  const feesWithin = fees.requests.average >= SHOP_BUDGET.shippingFees.reqPerSec;
  console.log(
    `POST /api/calculate/shipping-fees (2 lines) ${db}  ${fmt(fees.requests.average)} req/s  p99 ${fees.latency.p99} ms  ` +
      `${conns} connections  non-2xx ${fees.non2xx}${errorsText(fees)}  ` +
      `(budget ≥ ${fmt(SHOP_BUDGET.shippingFees.reqPerSec)} req/s: ${verdict(`shipping fees (${db})`, feesWithin)})`,
  );

  ok = (await benchOrders(server, shop)) && ok;
  return ok;
}

/**
 * POST /order, each order from its own guest cart (prepared before, one unit of the stock-tracked product) with
 * home delivery, each from its own address (the route's per-address limit stays on). Two runs: `connections`
 * clients ordering one after the other as fast as the server answers (its orders per second), then orders
 * arriving at the budget's rate, whoever is still waiting (the p99 at that rate: under a closed loop of
 * clients at saturation, every answer also waits for the nine others, which says nothing about the budget's
 * rate; that p99 is printed too). At the end the stock must have gone down by exactly the orders placed.
 */
async function benchOrders(server: RunningServer, shop: ShopProducts): Promise<boolean> {
  const { base } = server;
  const conns = SHOP_BUDGET.connections;
  const budget = SHOP_BUDGET.order;
  const target = budget.ordersPerSec[db];
  const rate = budget.rate[db];
  const p99Budget = budget.p99Ms[db];
  const { declinationId, productId } = shop.tracked;
  // Enough carts for a warm-up second and the closed run at twice the budget, then the run at the budget's rate.
  const closedCarts = Math.ceil(target * 2 * (duration + 1));
  const carts = await inParallel(
    closedCarts + Math.ceil(rate * duration),
    conns,
    async () => await shopData<BenchCart>(base, `/api/cart/new/product/${declinationId}`, { quantity: 1 }),
  );
  const offers = await shopData<{ carriers: { id: number; deliveryType: string }[] }>(
    base,
    '/api/calculate/shipping-fees',
    {
      products: [{ idProduct: productId, idDeclination: declinationId, quantity: 1 }],
      postalCode: '85000',
      country: 'FR',
    },
  );
  const carrier = offers.carriers.find((offer) => offer.deliveryType === 'DELIVERY');
  if (!carrier) throw new Error('no home delivery offered to 85000 FR');
  const address = {
    firstname: 'Banc',
    lastname: 'Mesure',
    address: '12 rue des Halles',
    postalCode: '85000',
    city: 'La Roche-sur-Yon',
    country: 'FR',
  };
  const stockOf = async () =>
    (await shopData<BenchCart>(base, `/api/cart/${carts[0]!.id}`, {})).products[0]?.stock ?? Number.NaN;
  const stockBefore = await stockOf();

  let used = 0;
  let placed = 0;
  let outOfStock = 0;
  let failed = 0;
  /** Places the next prepared cart's order; its latency in ms, or null when no cart is left below `limit`. */
  const orderOne = async (limit = carts.length): Promise<number | null> => {
    if (used >= limit) return null;
    const index = used++;
    const sent = performance.now();
    const answer = await shopCall(
      base,
      '/api/order',
      {
        idCart: carts[index]!.id,
        user: { phone: '06 12 34 56 78', email: `banc.${index}@example.com` },
        address: { delivery: address, billing: address },
        delivery: { type: 'DELIVERY', idCarrier: carrier.id },
        acceptSaleTerms: true,
      },
      `10.6.${(index >> 8) & 255}.${index & 255}`,
    );
    if (answer.status === 200) placed++;
    else if (answer.status === 400 && /stock/i.test(answer.message ?? '')) outOfStock++;
    else if (++failed === 1) console.error(`an order failed: ${answer.status} ${answer.message}`);
    return performance.now() - sent;
  };
  /** `conns` clients, each sending its next order when the last one is answered. */
  const closedRun = async (seconds: number) => {
    const latencies: number[] = [];
    const started = performance.now();
    const stopAt = started + seconds * 1000;
    const client = async () => {
      while (performance.now() < stopAt && !run.interrupted) {
        const latency = await orderOne(closedCarts);
        if (latency === null) return;
        latencies.push(latency);
      }
    };
    const before = placed;
    await Promise.all(Array.from({ length: conns }, client));
    return { perSec: (placed - before) / ((performance.now() - started) / 1000), p99: p99Of(latencies) };
  };
  /** Orders sent at `rate` per second for `seconds`, each when its time comes. */
  const ratedRun = async (rate: number, seconds: number) => {
    const pending: Promise<number | null>[] = [];
    const started = performance.now();
    for (let i = 0; i < rate * seconds && !run.interrupted; i++) {
      const wait = started + (i * 1000) / rate - performance.now();
      if (wait > 0) await sleep(wait);
      pending.push(orderOne());
    }
    const all = await Promise.all(pending);
    const latencies = all.filter((latency): latency is number => latency !== null);
    return { sent: latencies.length, p99: p99Of(latencies) };
  };
  await closedRun(1); // warm-up
  const closed = await closedRun(duration);
  const rated = await ratedRun(rate, duration);
  const stockAfter = await stockOf();
  const stockRight = stockBefore - stockAfter === placed;
  const within = closed.perSec >= target && rated.p99 < p99Budget;
  console.log(
    `POST /api/order (home delivery) ${db}  ${closed.perSec.toFixed(0)} orders/s (${conns} clients, p99 ${Math.round(closed.p99)} ms)  ` +
      `p99 ${Math.round(rated.p99)} ms at ${rate} orders/s (${fmt(rated.sent)} orders)  ` +
      `placed ${fmt(placed)} of ${fmt(carts.length)} carts  out of stock ${outOfStock}  failed ${failed}  ` +
      `stock ${fmt(stockBefore)} → ${fmt(stockAfter)} (${stockRight ? 'right' : 'WRONG'})  ` +
      `(budget ≥ ${target} orders/s, p99 < ${p99Budget} ms at ${rate}/s: ${verdict(`POST /order (${db})`, within)})`,
  );
  return failed === 0 && stockRight;
}
