import type { Route } from './+types/albums-list';
import { albumListUrls } from '../features/albums/album-urls.ts';
import { loadAlbumList } from '../features/albums/albums-data.server.ts';
import { albumListMeta } from '../features/albums/albums-seo.ts';
import { AlbumListView } from '../features/albums/AlbumListView.tsx';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { pagedUrls } from '../features/shop/list-links.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** The albums (`/albums`, `/en/albums`): in their order, 100 a page (SPEC §9), a page past the last one a 404. */
export const loader = withPageMessages('routes/albums-list.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const loaded = await loadAlbumList(context.get(apiContext), request);
  return { ...loaded, languageUrls: pagedUrls(albumListUrls(), loaded.page), layout: 'default' as const };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return albumListMeta(root, loaderData.albums.items, loaderData.page);
};

export default function AlbumsList({ loaderData }: Route.ComponentProps) {
  return <AlbumListView albums={loaderData.albums} page={loaderData.page} pages={loaderData.pages} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
