import type { PageBlockType, ResolvedPageBlock } from '@atelier/contract';
import type { BlockComponent, ResolvedBlockOf } from './block-props.ts';
import { blockRegistry } from './block-registry.ts';
import { BlockPageDataContext, type BlockPageData } from './block-page-data.ts';

const isRegistered = (type: string): type is PageBlockType => Object.hasOwn(blockRegistry, type);

function PageBlock<T extends PageBlockType>({ block, position }: { block: ResolvedBlockOf<T>; position: number }) {
  const Component = blockRegistry[block.type as T] as BlockComponent<T>;
  return <Component block={block} position={position} />;
}

interface BlockRendererProps {
  blocks: ResolvedPageBlock[];
  /** What the page's loader read for its blocks (latest news, articles, reviews, forms…). */
  data?: BlockPageData | undefined;
}

/** Draws the layout blocks of a CMS page, each by the component registered for its type. */
export function BlockRenderer({ blocks, data = {} }: BlockRendererProps) {
  return (
    <BlockPageDataContext value={data}>
      {blocks.map((block, position) => {
        // Blocks are stored as JSON: a type this build does not know (a newer back office) is skipped.
        if (!isRegistered(block.type)) {
          console.warn(`Unknown page block type "${String(block.type)}": not rendered`);
          return null;
        }
        return <PageBlock key={position} block={block} position={position} />;
      })}
    </BlockPageDataContext>
  );
}
