import type { Route } from './+types/blog-page';
import { BlogArticleView } from '../features/blog/BlogArticleView.tsx';
import { BlogFolderView } from '../features/blog/BlogFolderView.tsx';
import { blogRootUrls, loadBlogPage } from '../features/blog/blog-data.server.ts';
import { articleMeta, folderMeta } from '../features/blog/blog-seo.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { rootSeoData } from '../features/seo/site-seo.ts';
import { pagedUrls } from '../features/shop/list-links.ts';
import { apiContext } from '../features/site/api-context.ts';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/**
 * The blog's root (`/blog`, the index) and its catch-all child: a folder (`/blog/{slug}/{id}`, 12 articles a
 * page) or an article (`/blog/{folder slug}/{slug}/{id}`). IS_BLOG_ACTIVATED off: the API answers 404, and so
 * does the page.
 */
export const loader = withPageMessages(
  'routes/blog-page.tsx',
  async ({ request, params, context }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    const loaded = await loadBlogPage(api, request, params['*']);
    // The language switch goes to the same folder or article in the other language (its slug differs).
    const languageUrls =
      loaded.kind === 'article'
        ? loaded.article.urls
        : pagedUrls(loaded.content.folder?.urls ?? blogRootUrls(), loaded.page);
    return { ...loaded, rootUrls: blogRootUrls(), languageUrls, layout: 'default' as const };
  },
);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return loaderData.kind === 'article'
    ? articleMeta(root, loaderData.article, loaderData.crumbs)
    : folderMeta(root, loaderData.content, loaderData.crumbs, loaderData.page, loaderData.rootUrls);
};

export default function BlogPage({ loaderData, matches }: Route.ComponentProps) {
  if (loaderData.kind === 'article') {
    const origin = rootSeoData(matches)?.origin ?? '';
    return <BlogArticleView article={loaderData.article} crumbs={loaderData.crumbs} origin={origin} />;
  }
  return (
    <BlogFolderView
      content={loaderData.content}
      crumbs={loaderData.crumbs}
      page={loaderData.page}
      pages={loaderData.pages}
    />
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
