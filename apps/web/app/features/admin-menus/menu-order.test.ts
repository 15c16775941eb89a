import { describe, expect, it } from 'vitest';
import type { AdminMenuEntry } from '@atelier/contract';
import { moveEntry, reorderSiblings, type MenuPlace } from './menu-order.ts';

const entry = (id: number, parentId: number | null, position: number, children: AdminMenuEntry[] = []) =>
  ({
    id,
    parentId,
    position,
    kind: 'page',
    type: 'PAGE',
    title: { fr_FR: `Page ${id}` },
    menuTitle: null,
    showInMenu: true,
    isPublished: true,
    isHome: false,
    target: null,
    urls: { fr_FR: `/${id}`, en: `/en/${id}` },
    children,
  }) satisfies AdminMenuEntry;

// 1, 2 (with 21, 22), 3
const tree = [entry(1, null, 0), entry(2, null, 1, [entry(21, 2, 0), entry(22, 2, 1)]), entry(3, null, 2)];
const placeOf = (places: MenuPlace[] | null, id: number) => places?.find((place) => place.id === id);

describe('moveEntry', () => {
  it.each([
    ['up', 3, { parentId: null, position: 1 }],
    ['down', 1, { parentId: null, position: 1 }],
    ['down', 21, { parentId: 2, position: 1 }],
    ['indent', 3, { parentId: 2, position: 2 }],
    ['outdent', 21, { parentId: null, position: 2 }],
  ] as const)('%s moves entry %i', (move, id, expected) => {
    expect(placeOf(moveEntry(tree, id, move, 2), id)).toMatchObject(expected);
  });

  it('keeps every entry once, and renumbers the siblings left behind', () => {
    const places = moveEntry(tree, 21, 'outdent', 2)!;
    expect(places.map((place) => place.id).sort()).toEqual([1, 2, 21, 22, 3].sort());
    expect(placeOf(places, 22)).toMatchObject({ parentId: 2, position: 0 });
    expect(placeOf(places, 3)).toMatchObject({ parentId: null, position: 3 });
  });

  it.each([
    ['up', 1],
    ['down', 3],
    ['indent', 1],
    ['outdent', 1],
    ['indent', 22],
  ] as const)('refuses %s for entry %i', (move, id) => {
    expect(moveEntry(tree, id, move, 2)).toBeNull();
  });

  it('refuses to put an entry with sub-entries under another: three levels', () => {
    expect(moveEntry(tree, 2, 'indent', 2)).toBeNull();
    expect(placeOf(moveEntry(tree, 2, 'indent', 3), 2)).toMatchObject({ parentId: 1 });
  });
});

describe('reorderSiblings', () => {
  it('numbers a parent’s entries in the order given', () => {
    const places = reorderSiblings(tree, null, [3, 1, 2]);
    expect([3, 1, 2].map((id) => placeOf(places, id)?.position)).toEqual([0, 1, 2]);
    expect(placeOf(places, 21)).toMatchObject({ parentId: 2, position: 0 });
  });
});
