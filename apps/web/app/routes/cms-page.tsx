import { data, useLoaderData } from 'react-router';
import type { MenuPage } from '@atelier/contract';
import type { Route } from './+types/cms-page';
import { BlockRenderer } from '../features/blocks/BlockRenderer.tsx';
import { apiContext } from '../features/site/api-context.ts';

function findByUrl(pages: MenuPage[], url: string): MenuPage | undefined {
  for (const page of pages) {
    if (page.url === url) return page;
    const child = findByUrl(page.children, url);
    if (child) return child;
  }
  return undefined;
}

/** Any page of the site, found by its URL in the pages tree (SPEC §2 catch-all); the home page too. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  const pathname = decodeURI(new URL(request.url).pathname).replace(/\/+$/, '') || '/';
  const menu = await api.menu();
  const found = findByUrl(menu, pathname);
  if (!found) throw data(null, { status: 404 });
  const page = await api.page(found.id);
  return { page };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? [
        { title: loaderData.page.title },
        ...(loaderData.page.metaDescription ? [{ name: 'description', content: loaderData.page.metaDescription }] : []),
      ]
    : [];

export default function CmsPage() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <article>
      {page.blocks[0]?.type !== 'hero' && <h1 className="mx-auto max-w-5xl px-6 pt-10 text-3xl">{page.title}</h1>}
      <BlockRenderer blocks={page.blocks} />
    </article>
  );
}
