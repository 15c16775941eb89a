import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';
import type { BlockProps } from './block-props.ts';
import { useBlockPageData } from './block-page-data.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { NewsCard } from './NewsCard.tsx';

/**
 * The latest news, newest first, up to the block's nbItem, from the page's loader (BlockRenderer's `news`).
 * If they could not be loaded, the start-up data's promoted item is shown alone.
 */
export function NewsListBlock({ block, position }: BlockProps<'newsList'>) {
  const { t } = useTranslation('blocks');
  const { promotedNews } = useStartup();
  const { news } = useBlockPageData();
  const headingId = useId();
  const items = (news ?? (promotedNews ? [promotedNews] : [])).slice(0, block.nbItem);
  return (
    <BlockSection type="newsList" labelledBy={headingId} tone="tinted">
      <BlockHeading id={headingId}>{block.title}</BlockHeading>
      {items.length === 0 ? (
        <p className="mt-8 text-lg">{t('news.empty')}</p>
      ) : (
        <ul className={`mt-10 grid gap-8 ${items.length > 1 ? 'md:grid-cols-2 lg:grid-cols-3' : ''}`}>
          {items.map((item) => (
            <li key={item.id}>
              <NewsCard news={item} layout={items.length > 1 ? 'stacked' : 'wide'} position={position} />
            </li>
          ))}
        </ul>
      )}
    </BlockSection>
  );
}
