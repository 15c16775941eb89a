import { useId } from 'react';
import { useParameter, useStartup } from '../site/site-data.ts';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { NewsCard } from './NewsCard.tsx';

/**
 * The news item the workshop puts forward (start-up call GET /news?promoted=true); nothing when there is none
 * or when SHOW_PROMOTE_NEWS is off (on by default).
 */
export function PromotedNewsBlock({ block, position }: BlockProps<'promotedNews'>) {
  const { promotedNews } = useStartup();
  const shown = useParameter('SHOW_PROMOTE_NEWS') !== 'false';
  const headingId = useId();
  if (!promotedNews || !shown) return null;
  return (
    <BlockSection type="promotedNews" labelledBy={headingId}>
      <BlockHeading id={headingId}>{block.title}</BlockHeading>
      <div className="mt-10">
        <NewsCard news={promotedNews} layout="wide" position={position} />
      </div>
    </BlockSection>
  );
}
