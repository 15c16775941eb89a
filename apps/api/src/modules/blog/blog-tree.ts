/** A folder as the tree needs it. */
export interface TreeFolder {
  id: number;
  parentId: number | null;
  isPublished: boolean;
}

/**
 * The folders of a site's blog as a tree. A folder is visible when it and every folder above it are published:
 * hiding a folder hides what it holds. A loop of parents (which the foreign key does not forbid) hides its folders.
 */
export class BlogTree<F extends TreeFolder> {
  private readonly byId: Map<number, F>;
  private readonly visible = new Set<number>();

  constructor(folders: readonly F[]) {
    this.byId = new Map(folders.map((folder) => [folder.id, folder]));
    for (const folder of folders) if (this.chainOf(folder.id)?.every((f) => f.isPublished)) this.visible.add(folder.id);
  }

  /** The folder and the ones above it, from the top down; null when a parent is missing or loops. */
  private chainOf(id: number): F[] | null {
    const chain: F[] = [];
    const seen = new Set<number>();
    let current = this.byId.get(id);
    while (current) {
      if (seen.has(current.id)) return null;
      seen.add(current.id);
      chain.unshift(current);
      if (current.parentId === null) return chain;
      current = this.byId.get(current.parentId);
    }
    return null;
  }

  /** The visible folder of this id, or undefined. */
  folder(id: number): F | undefined {
    return this.visible.has(id) ? this.byId.get(id) : undefined;
  }

  /** The ids of every visible folder. */
  visibleIds(): number[] {
    return [...this.visible];
  }

  /** A visible folder and the ones above it, from the top down (empty for a folder that is not visible). */
  chain(id: number): F[] {
    return this.visible.has(id) ? (this.chainOf(id) ?? []) : [];
  }

  /** The visible folders right under a folder (the top ones for null), in their stored order. */
  children(parentId: number | null): F[] {
    return [...this.byId.values()].filter((folder) => folder.parentId === parentId && this.visible.has(folder.id));
  }
}
