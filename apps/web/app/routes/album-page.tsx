import type { Route } from './+types/album-page';
import { loadAlbum } from '../features/albums/albums-data.server.ts';
import { albumMeta } from '../features/albums/albums-seo.ts';
import { AlbumView } from '../features/albums/AlbumView.tsx';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * One album (`/albums/{slug}/{id}`, `/en/albums/{slug}/{id}`): its pictures and videos open in the fullscreen
 * slider. An unknown id is a 404, a wrong slug a 301 to the album's address.
 */
export const loader = withPageMessages(
  'routes/album-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const album = await loadAlbum(context.get(apiContext), request, params.id);
    return { album, languageUrls: album.urls, layout: 'default' as const };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return albumMeta(root, loaderData.album);
};

export default function AlbumPage({ loaderData }: Route.ComponentProps) {
  return <AlbumView album={loaderData.album} />;
}

export const ErrorBoundary = GeneralErrorBoundary;
