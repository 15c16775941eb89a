import { useId } from 'react';
import { useParameter, useStartup } from '../site/site-data.ts';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { NewsCard } from './NewsCard.tsx';

/** PROMOTED_NEWS_STYLE: the picture beside the text ('CLASSIC', the default) or above it, as one card ('CARD'). */
export function promotedNewsLayout(style: string | null): 'wide' | 'stacked' {
  return style?.trim().toUpperCase() === 'CARD' ? 'stacked' : 'wide';
}

/**
 * The news item the workshop puts forward (start-up call GET /news?promoted=true); nothing when there is none
 * or when SHOW_PROMOTE_NEWS is off (on by default); laid out as PROMOTED_NEWS_STYLE says.
 */
export function PromotedNewsBlock({ block, position }: BlockProps<'promotedNews'>) {
  const { promotedNews } = useStartup();
  const shown = useParameter('SHOW_PROMOTE_NEWS') !== 'false';
  const layout = promotedNewsLayout(useParameter('PROMOTED_NEWS_STYLE'));
  const headingId = useId();
  if (!promotedNews || !shown) return null;
  return (
    <BlockSection type="promotedNews" labelledBy={headingId}>
      <BlockHeading id={headingId}>{block.title}</BlockHeading>
      <div className={`mt-10 ${layout === 'stacked' ? 'mx-auto max-w-xl' : ''}`}>
        <NewsCard news={promotedNews} layout={layout} position={position} />
      </div>
    </BlockSection>
  );
}
