import { use, type ComponentType } from 'react';
import type { BlockProps } from './block-props.ts';

/**
 * The album block's code (its thumbnails' grid, the slider's opening) is a chunk of its own, loaded only by a
 * page that has such a block, since every CMS page imports the block registry: the CMS route's loaders fetch it
 * before rendering, like the contact page's (routes/cms-page.tsx). No Suspense boundary: on the first page of a
 * visit the browser's render waits for the chunk, the server's HTML standing meanwhile.
 */
let albumBlockChunk: Promise<ComponentType<BlockProps<'album'>>> | null = null;
let LoadedAlbumBlock: ComponentType<BlockProps<'album'>> | null = null;

export function loadAlbumBlock() {
  albumBlockChunk ??= import('../albums/AlbumBlockView.tsx').then((module) => (LoadedAlbumBlock = module.default));
  return albumBlockChunk;
}

/** An album of the site on a CMS page (page-blocks.ts `album`). */
export function AlbumBlock(props: BlockProps<'album'>) {
  const View = LoadedAlbumBlock ?? use(loadAlbumBlock());
  return <View {...props} />;
}
