import { useEffect, useMemo, useRef, useState } from 'react';
import { data, useFetcher, useLoaderData, type HeadersFunction } from 'react-router';
import { resolveBlockValue, siteMediaUrl, type ResolvedPageBlock } from '@atelier/contract';
import type { Route } from './+types/admin-page-preview';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { checkBlock, type DraftBlock } from '../../features/admin/page-editor/block-values.ts';
import { isPreviewMessage, PREVIEW_BLOCKS, PREVIEW_READY } from '../../features/admin/page-editor/preview-messages.ts';
import { BlockRenderer } from '../../features/blocks/BlockRenderer.tsx';
import { loadBlockData } from '../../features/blocks/block-data.server.ts';
import type { BlockPageData } from '../../features/blocks/block-page-data.ts';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { GeneralErrorBoundary } from '../../features/layout/GeneralErrorBoundary.tsx';
import { apiContext } from '../../features/site/api-context.ts';
import { withPageMessages } from '../../features/i18n/page-messages.server.ts';

/**
 * The page editor's live preview (issue 18 item 1), one per language: the site's own frame, theme and block
 * components (its route id is not under `admin___`, so the root draws the site's frame around it), drawing the
 * blocks the editor sends by postMessage, unsaved. Administrators only, never kept; a chunk of its own.
 */
export const loader = withPageMessages(
  'routes/admin/admin-page-preview.tsx',
  async ({ request, context, params }: Route.LoaderArgs) => {
    const api = context.get(apiContext);
    await requireAdminPage(api, request);
    const locale = localeFromPath(new URL(request.url).pathname);
    const [edit, siteInfo] = await Promise.all([
      api.adminPageLayout({ params: { id: Number(params.id) } }),
      api.siteInfo(),
    ]);
    const blocks = resolveBlockValue(edit.layout.blocks, locale, (file) =>
      siteMediaUrl(siteInfo.id, file),
    ) as ResolvedPageBlock[];
    const blockData = await loadBlockData(api, blocks);
    const title = edit.page.title[locale] || edit.page.title.fr_FR;
    return data(
      { siteId: siteInfo.id, locale, title, layout: edit.page.layout, blocks, blockData },
      { headers: ADMIN_HEADERS },
    );
  },
);

/** The data of blocks the editor has changed (a new form, album or news list): `{blocks}` resolved, as JSON. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const { blocks } = (await request.json()) as { blocks: ResolvedPageBlock[] };
  return data({ blockData: await loadBlockData(api, Array.isArray(blocks) ? blocks : []) }, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? '' },
  { name: 'robots', content: 'noindex' },
];

/** The blocks whose data comes from the site (news, forms, albums…): when these change, their data is read again. */
const DATA_BLOCKS = new Set(['newsList', 'blogList', 'reviews', 'form', 'services', 'popup', 'eventList', 'album']);
const dataNeeds = (blocks: ResolvedPageBlock[]) =>
  JSON.stringify(
    blocks.filter((block) => DATA_BLOCKS.has(block.type)).map((block) => ({ ...block, title: undefined })),
  );

export default function AdminPagePreview() {
  const loaded = useLoaderData<typeof loader>();
  const [draft, setDraft] = useState<DraftBlock[] | null>(null);
  const fetcher = useFetcher<typeof action>();
  const asked = useRef(dataNeeds(loaded.blocks));

  // The editor's blocks, as they stand; a block not complete yet (an image to choose) is drawn as a placeholder.
  useEffect(() => {
    const listen = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (isPreviewMessage(event.data) && event.data.kind === PREVIEW_BLOCKS) setDraft(event.data.blocks);
    };
    window.addEventListener('message', listen);
    window.parent.postMessage({ kind: PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', listen);
  }, []);

  const shown = useMemo(() => {
    if (!draft) return loaded.blocks.map((block) => ({ block, complete: true }));
    return draft.map((block) => ({
      block: resolveBlockValue(block, loaded.locale, (file) => siteMediaUrl(loaded.siteId, file)) as ResolvedPageBlock,
      complete: checkBlock(block).ok,
    }));
  }, [draft, loaded]);
  const complete = shown.filter((item) => item.complete).map((item) => item.block);

  // New data needs (a form chosen, more news shown): read once the editor has paused.
  const needs = dataNeeds(complete);
  useEffect(() => {
    if (needs === asked.current) return;
    const timer = setTimeout(() => {
      asked.current = needs;
      void fetcher.submit({ blocks: complete } as never, { method: 'post', encType: 'application/json' });
    }, 400);
    return () => clearTimeout(timer);
    // `complete` changes with every key typed; only `needs` asks for the data again.
  }, [needs]);
  const blockData: BlockPageData = fetcher.data?.blockData ?? loaded.blockData;
  const incomplete = shown.length - complete.length;

  return (
    // A preview only: its links and forms go nowhere.
    <article
      data-testid="page-preview"
      onClickCapture={(event) => {
        if ((event.target as HTMLElement).closest('a')) event.preventDefault();
      }}
      onSubmitCapture={(event) => event.preventDefault()}
    >
      {complete[0]?.type !== 'hero' && (
        <h1 className="mx-auto max-w-6xl px-5 pt-10 text-4xl leading-tight font-semibold text-balance sm:px-8 md:text-5xl">
          {loaded.title}
        </h1>
      )}
      <BlockRenderer blocks={complete} data={blockData} />
      {incomplete > 0 && (
        <p className="mx-auto max-w-6xl px-5 py-6 text-sm opacity-80 sm:px-8" data-testid="preview-incomplete">
          {loaded.locale === 'en'
            ? `${incomplete} block(s) not shown: not complete yet.`
            : `${incomplete} bloc(s) non affiché(s) : pas encore complet(s).`}
        </p>
      )}
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
