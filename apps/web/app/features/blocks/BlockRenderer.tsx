import type { Album, BlogSummary, News, PageBlockType, ResolvedPageBlock } from '@atelier/contract';
import type { BlockComponent, ResolvedBlockOf } from './block-props.ts';
import { blockRegistry } from './block-registry.ts';
import { BlockPageDataContext } from './block-page-data.ts';

const isRegistered = (type: string): type is PageBlockType => Object.hasOwn(blockRegistry, type);

function PageBlock<T extends PageBlockType>({ block, position }: { block: ResolvedBlockOf<T>; position: number }) {
  const Component = blockRegistry[block.type as T] as BlockComponent<T>;
  return <Component block={block} position={position} />;
}

interface BlockRendererProps {
  blocks: ResolvedPageBlock[];
  /** The latest news, when the page's loader has them, for news list blocks. */
  news?: News[] | undefined;
  /** The latest blog articles, when the page's loader has them, for blog list blocks. */
  blogArticles?: BlogSummary[] | undefined;
  /** The albums of the page's album blocks, when the page's loader has them. */
  albums?: Album[] | undefined;
}

/** Draws the layout blocks of a CMS page, each by the component registered for its type. */
export function BlockRenderer({ blocks, news, blogArticles, albums }: BlockRendererProps) {
  return (
    <BlockPageDataContext value={{ news, blogArticles, albums }}>
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
