import type { AdminMenuEntry } from '@atelier/contract';

/** One entry's place, as `PUT /admin/menu/order` takes the whole tree. */
export interface MenuPlace {
  id: number;
  parentId: number | null;
  position: number;
}

export type MenuMove = 'up' | 'down' | 'indent' | 'outdent';

/** Every entry's place, parents before their children, siblings in order. */
export function placesOf(entries: readonly AdminMenuEntry[]): MenuPlace[] {
  return entries.flatMap((entry) => [
    { id: entry.id, parentId: entry.parentId, position: entry.position },
    ...placesOf(entry.children),
  ]);
}

/** The siblings under a parent, in their order. */
function siblingsOf(places: readonly MenuPlace[], parentId: number | null) {
  return places.filter((place) => place.parentId === parentId).sort((a, b) => a.position - b.position || a.id - b.id);
}

/** Numbers a parent's entries 0, 1, 2… in the order given. */
function renumber(places: MenuPlace[], parentId: number | null, ordered: readonly number[]) {
  const index = new Map(ordered.map((id, position) => [id, position]));
  return places.map((place) => (index.has(place.id) ? { ...place, parentId, position: index.get(place.id)! } : place));
}

/**
 * The tree's places after an entry moved (null: the move is not possible): up or down among its siblings, in
 * (under its previous sibling, as its last entry) or out (after its parent). `maxDepth` is how many levels the
 * storefront draws: an entry with sub-entries cannot go in when that would put them deeper.
 */
export function moveEntry(
  entries: readonly AdminMenuEntry[],
  id: number,
  move: MenuMove,
  maxDepth: number,
): MenuPlace[] | null {
  const places = placesOf(entries);
  const place = places.find((candidate) => candidate.id === id);
  if (!place) return null;
  const siblings = siblingsOf(places, place.parentId).map((sibling) => sibling.id);
  const index = siblings.indexOf(id);
  if (move === 'up' || move === 'down') {
    const other = move === 'up' ? index - 1 : index + 1;
    if (other < 0 || other >= siblings.length) return null;
    const ordered = [...siblings];
    [ordered[index], ordered[other]] = [ordered[other]!, ordered[index]!];
    return renumber(places, place.parentId, ordered);
  }
  const depthOf = (at: MenuPlace): number => {
    const parent = places.find((candidate) => candidate.id === at.parentId);
    return parent ? depthOf(parent) + 1 : 1;
  };
  const subtreeDepth = (at: number): number => {
    const children = places.filter((candidate) => candidate.parentId === at);
    return 1 + Math.max(0, ...children.map((child) => subtreeDepth(child.id)));
  };
  if (move === 'indent') {
    const newParent = siblings[index - 1];
    if (newParent === undefined) return null;
    if (depthOf(place) + subtreeDepth(id) > maxDepth) return null;
    const rest = siblings.filter((sibling) => sibling !== id);
    const children = siblingsOf(places, newParent).map((child) => child.id);
    return renumber(renumber(places, place.parentId, rest), newParent, [...children, id]);
  }
  const parent = places.find((candidate) => candidate.id === place.parentId);
  if (!parent) return null;
  const rest = siblings.filter((sibling) => sibling !== id);
  const outer = siblingsOf(places, parent.parentId).map((sibling) => sibling.id);
  const after = outer.indexOf(parent.id) + 1;
  return renumber(renumber(places, place.parentId, rest), parent.parentId, [
    ...outer.slice(0, after),
    id,
    ...outer.slice(after),
  ]);
}

/** The tree's places once a parent's entries took the order given (a drag among siblings). */
export function reorderSiblings(
  entries: readonly AdminMenuEntry[],
  parentId: number | null,
  ordered: readonly number[],
): MenuPlace[] {
  return renumber(placesOf(entries), parentId, ordered);
}
