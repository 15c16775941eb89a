import type { ComponentType } from 'react';
import type { PageBlockType, ResolvedPageBlock } from '@atelier/contract';

/** The stored block of one type with its texts in the page's language, e.g. `ResolvedBlockOf<'hero'>`. */
export type ResolvedBlockOf<T extends PageBlockType> = Extract<ResolvedPageBlock, { type: T }>;

export interface BlockProps<T extends PageBlockType> {
  block: ResolvedBlockOf<T>;
  /** Place of the block on the page, from 0: the first block is above the fold (eager image, the h1). */
  position: number;
}

/** The component that draws one block type. */
export type BlockComponent<T extends PageBlockType> = ComponentType<BlockProps<T>>;
