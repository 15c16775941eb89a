import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, List, ReviewsSummary } from '@atelier/contract';
import { reviews } from '../../db/schema/index.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { bearer, customer, expectOk, expectRefused, type Customer } from '../order-history/order-history.factory.ts';

const t = useTestApp();

let admin: Customer;
let shopper: Customer;
let otherAdmin: Customer;
let ids: number[];

beforeAll(async () => {
  [admin, shopper, otherAdmin] = await Promise.all([
    customer(t, { role: 'ADMIN' }),
    customer(t),
    customer(t, { site: 2, role: 'ADMIN' }),
  ]);
  await t.database.db.delete(reviews);
  const rows = await t.database.db
    .insert(reviews)
    .values([
      {
        siteId: 1,
        source: 'sample',
        externalId: 'a',
        rating: 5,
        author: 'Anne',
        text: 'Superbe travail',
        publishedAt: new Date('2026-10-01T10:00:00Z'),
      },
      {
        siteId: 1,
        source: 'sample',
        externalId: 'b',
        rating: 1,
        author: 'Spam Bot',
        text: 'Achetez ici',
        publishedAt: new Date('2026-10-02T10:00:00Z'),
      },
      {
        siteId: 2,
        source: 'sample',
        externalId: 'c',
        rating: 4,
        author: 'Other',
        text: 'Bien',
        publishedAt: new Date('2026-10-03T10:00:00Z'),
      },
    ])
    .returning({ id: reviews.id });
  ids = rows.map((row) => row.id);
});

const as = (who: Customer | null, site = 1) => ({ site, lang: 'fr_FR' as const, headers: bearer(who) });
const storefront = async () => expectOk<ReviewsSummary>(await t.call({ url: '/api/google/reviews', site: 1 }));

describe('/api/admin/reviews (issue 18 item 6)', () => {
  it('lists the reviews, hides one from the storefront and its average, shows it again', async () => {
    const list = expectOk<List<AdminReview>>(await t.call({ url: '/api/admin/reviews', ...as(admin) }));
    expect(list.items.map((review) => review.author)).toEqual(['Spam Bot', 'Anne']);
    expect(await storefront()).toMatchObject({ count: 2, average: 3 });

    const hidden = expectOk<AdminReview>(
      await t.call({
        method: 'PUT',
        url: `/api/admin/reviews/${ids[1]}/hidden`,
        ...as(admin),
        payload: { hidden: true },
      }),
    );
    expect(hidden).toMatchObject({ author: 'Spam Bot', hidden: true });
    const shown = await storefront();
    expect(shown).toMatchObject({ count: 1, average: 5 });
    expect(shown.reviews.map((review) => review.author)).toEqual(['Anne']);
    const onlyHidden = expectOk<List<AdminReview>>(
      await t.call({ url: '/api/admin/reviews?hidden=true', ...as(admin) }),
    );
    expect(onlyHidden.items.map((review) => review.id)).toEqual([ids[1]]);
    const searched = expectOk<List<AdminReview>>(
      await t.call({ url: '/api/admin/reviews?q=lk:superbe', ...as(admin) }),
    );
    expect(searched.items.map((review) => review.author)).toEqual(['Anne']);

    expectOk(
      await t.call({
        method: 'PUT',
        url: `/api/admin/reviews/${ids[1]}/hidden`,
        ...as(admin),
        payload: { hidden: false },
      }),
    );
    expect(await storefront()).toMatchObject({ count: 2, average: 3 });
  });

  it('answers 401, 403, 404 for another site’s review and 400 on a bad body', async () => {
    const url = `/api/admin/reviews/${ids[2]}/hidden`;
    expectRefused(await t.call({ url: '/api/admin/reviews' }), 401);
    expectRefused(await t.call({ url: '/api/admin/reviews', ...as(shopper) }), 403);
    expectRefused(await t.call({ method: 'PUT', url, payload: { hidden: true } }), 401);
    expectRefused(await t.call({ method: 'PUT', url, ...as(shopper), payload: { hidden: true } }), 403);
    expectRefused(await t.call({ method: 'PUT', url, ...as(admin), payload: { hidden: true } }), 404);
    expectRefused(
      await t.call({
        method: 'PUT',
        url: `/api/admin/reviews/${ids[0]}/hidden`,
        ...as(admin),
        payload: { hidden: 'x' },
      }),
      400,
    );
    const list2 = expectOk<List<AdminReview>>(await t.call({ url: '/api/admin/reviews', ...as(otherAdmin, 2) }));
    expect(list2.items.map((review) => review.author)).toEqual(['Other']);
  });
});
