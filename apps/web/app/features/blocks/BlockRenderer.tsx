import type { ResolvedPageBlock } from '@atelier/contract';

/** Draws the layout blocks of a CMS page, each by the component registered for its type. */
export function BlockRenderer({ blocks }: { blocks: ResolvedPageBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => (
        <section key={index} data-block={block.type} className="mx-auto max-w-5xl px-6 py-8">
          {'title' in block && typeof block.title === 'string' && <h2 className="text-2xl">{block.title}</h2>}
          {'html' in block && typeof block.html === 'string' && (
            <div dangerouslySetInnerHTML={{ __html: block.html }} />
          )}
        </section>
      ))}
    </>
  );
}
