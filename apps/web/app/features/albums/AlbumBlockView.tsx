import { useId } from 'react';
import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import type { BlockProps } from '../blocks/block-props.ts';
import { useBlockPageData } from '../blocks/block-page-data.ts';
import { textLink } from '../blocks/block-styles.ts';
import { BlockHeading, BlockSection } from '../blocks/BlockSection.tsx';
import { AlbumMediaGrid } from './AlbumMediaGrid.tsx';

/**
 * An album of the site, from the page's loader (BlockRenderer's `albums`): its thumbnails, each opening the
 * fullscreen slider at its place, then a link to the album's page. Nothing when the album is gone. Loaded
 * only by the pages that have such a block (blocks/AlbumBlock.tsx).
 */
export default function AlbumBlockView({ block, position }: BlockProps<'album'>) {
  const { t } = useTranslation('albums');
  const { albums } = useBlockPageData();
  const headingId = useId();
  const album = albums?.find((candidate) => candidate.id === block.albumId);
  if (!album || album.media.length === 0) return null;
  const title = block.title ?? album.title;
  return (
    <BlockSection type="album" labelledBy={headingId}>
      <BlockHeading id={headingId}>{title}</BlockHeading>
      {album.description && <p className="mt-4 max-w-3xl text-lg leading-relaxed">{album.description}</p>}
      <div className="mt-10">
        <AlbumMediaGrid media={album.media} eager={position === 0} />
      </div>
      <p className="mt-10">
        <PrefetchLink to={album.url} className={textLink}>
          {t('seeAlbum', { title: album.title })}
        </PrefetchLink>
      </p>
    </BlockSection>
  );
}
