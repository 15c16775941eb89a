import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.ts';
import { preparedShape, shapeOf, Slots } from './prepared.ts';
import { productCategories } from './schema/index.ts';

const t = useTestApp();

/** An insert of a category, its values in slots. */
function insertCategory(slots: Slots, row: typeof productCategories.$inferInsert) {
  const { db } = t.database;
  const query = db
    .insert(productCategories)
    .values(slots.row(productCategories, 'category', row))
    .returning({ id: productCategories.id, imageIsNull: sql<boolean>`${productCategories.image} is null` });
  return preparedShape(db, `test category:${shapeOf(row)}`, query).execute(slots.values);
}

describe('statements prepared once per shape', () => {
  it('run with each request’s own values, and a null stays SQL NULL in a JSON column', async () => {
    const { db } = t.database;
    const image = { path: 'a.jpg', alt: 'A' } as unknown as NonNullable<typeof productCategories.$inferInsert.image>;
    const row = { siteId: 1, slug: { fr_FR: 'slot-a' }, name: { fr_FR: 'A' }, image, position: 7 };
    const [first] = await insertCategory(new Slots(), row);
    const [second] = await insertCategory(new Slots(), { ...row, slug: { fr_FR: 'slot-b' }, image: null, position: 8 });
    expect(second!.imageIsNull).toBe(true);
    const read = async (id: number) =>
      (
        await db
          .select()
          .from(productCategories)
          .where(and(eq(productCategories.siteId, 1), eq(productCategories.id, id)))
      )[0];
    expect(await read(first!.id)).toMatchObject({ slug: { fr_FR: 'slot-a' }, image, position: 7 });
    // The second, of the same shape, was not given the first one's values.
    expect(await read(second!.id)).toMatchObject({ slug: { fr_FR: 'slot-b' }, image: null, position: 8 });
  });

  it('refuses, on first use, a value that is not in a slot (every later request would get it)', () => {
    const { db } = t.database;
    const slots = new Slots();
    const query = db
      .update(productCategories)
      .set({ position: 99 })
      .where(eq(productCategories.id, slots.value('id', 1)));
    expect(() => preparedShape(db, 'test loose value', query)).toThrow(/not in a slot: 99/);
  });
});
