import { beforeAll, describe, expect, it } from 'vitest';
import { pinClock } from '../../../test/clock.ts';
import { expectPdf } from '../../../test/pdf.ts';
import { useTestApp } from '../../../test/test-app.ts';
import {
  awaitingOrder,
  bearer,
  customer,
  expectRefused,
  paidOrder,
  setLines,
  setOrder,
  type Customer,
} from './order-history.factory.ts';

pinClock('2026-03-12T09:30:00Z');
const t = useTestApp();

let admin: Customer;
let shopper: Customer;

beforeAll(async () => {
  admin = await customer(t, { role: 'ADMIN' });
  shopper = await customer(t);
});

const slip = (orderId: number, who: Customer | null = admin, lang: 'fr_FR' | 'en' = 'fr_FR') =>
  t.call({ url: `/api/admin/order/${orderId}/packing-slip`, headers: bearer(who), lang });

describe('GET /admin/order/{id}/packing-slip (issue 16)', () => {
  it('prints what goes in the parcel and where, no prices, the same bytes at every download', async () => {
    const order = await paidOrder(t, { userId: shopper.id });
    await setOrder(t, order, { message: 'Merci de bien protéger les pieds' });
    await setLines(t, order, {
      reference: 'FAU-CRAPAUD',
      customizations: [
        { idCustomization: 1, label: { fr_FR: 'Tissu', en: 'Fabric' }, value: 'Velours vert', file: null },
      ],
    });
    const response = await slip(order.id);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const read = await expectPdf(response, `bon-de-preparation-${order.reference}.pdf`);
    expect(read.text).toContain('BON DE PRÉPARATION');
    expect(read.text).toContain(order.reference);
    expect(read.text).toContain('Imprimé le');
    expect(read.text).toContain('12/03/2026');
    expect(read.text).toContain('FAU-CRAPAUD');
    expect(read.text).toContain('Tissu : Velours vert');
    expect(read.text).toContain('Message du client : Merci de bien protéger les pieds');
    expect(read.text).toContain('Jeanne Morel');
    expect(read.text).not.toMatch(/€/);
    expect(read.info['Title']).toContain('Bon de préparation');
    // Deterministic under a pinned clock: the same order gives the same bytes.
    expect((await slip(order.id)).rawPayload.equals(response.rawPayload)).toBe(true);
    const english = await expectPdf(await slip(order.id, admin, 'en'), `packing-slip-${order.reference}.pdf`);
    expect(english.text).toContain('PACKING SLIP');
    expect(english.text).toContain('Fabric: Velours vert');
  });

  it('401 without a session, 403 for a customer, 404 for another site’s order, 400 for a bad id', async () => {
    const order = await awaitingOrder(t);
    expectRefused(await slip(order.id, null), 401);
    expectRefused(await slip(order.id, shopper), 403);
    const elsewhere = await awaitingOrder(t, { siteId: 2 });
    expectRefused(await slip(elsewhere.id), 404);
    expectRefused(await t.call({ url: '/api/admin/order/abc/packing-slip', headers: bearer(admin) }), 400);
  });
});
