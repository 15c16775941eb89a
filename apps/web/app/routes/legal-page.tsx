import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/legal-page';
import { PROSE_CLASSES } from '../features/pages/prose.ts';
import { pagePathOf } from '../features/pages/request-path.ts';
import { descriptionFromHtml, seoMeta } from '../features/seo/seo-meta.ts';
import { rootSeoData, seoSite } from '../features/seo/site-seo.ts';
import { apiContext } from '../features/site/api-context.ts';
import { GeneralErrorBoundary } from '../features/layout/GeneralErrorBoundary.tsx';
import { withPageMessages } from '../features/i18n/page-messages.server.ts';

/** The five legal pages of SPEC §2, from their site parameters, with the company identity filled in. */
const PARAMETER_BY_PATH: Record<string, string> = {
  'legal-notice': 'LEGAL_NOTICE',
  'sale-terms': 'SALE_TERMS',
  'privacy-policy': 'PRIVACY_POLICY',
  'cookie-policy': 'COOKIE_POLICY',
  'use-terms': 'USE_TERMS',
};

/** Every heading `levels` levels up (h3 → h2 for 1), never above h2: the page's h1 is its title. */
function raiseHeadings(html: string, levels: number) {
  if (levels <= 0) return html;
  return html.replace(/<(\/?)h([1-6])\b/gi, (_whole, slash: string, level: string) => {
    return `<${slash}h${Math.max(2, Number(level) - levels)}`;
  });
}

export const loader = withPageMessages('routes/legal-page.tsx', async ({ request, context }: Route.LoaderArgs) => {
  const slug = pagePathOf(request).split('/').pop() ?? '';
  const key = PARAMETER_BY_PATH[slug];
  const parameters = await context.get(apiContext).parameters();
  const html = parameters.find((parameter) => parameter.type === key)?.value;
  if (!key || !html) throw data(null, { status: 404 });
  const heading = /<h[12][^>]*>(.*?)<\/h[12]>/s.exec(html);
  const title = descriptionFromHtml(heading?.[1]) ?? key;
  // The text's first heading (an h2 in the back office) becomes the page's h1, and the headings under it
  // move up a level (h3 → h2) so that their order has no gap.
  const body = heading ? raiseHeadings(html.replace(heading[0], ''), Number(heading[0][2]) - 1) : html;
  const firstParagraph = /<p[^>]*>(.*?)<\/p>/s.exec(body)?.[1];
  return {
    title,
    html: body,
    description: descriptionFromHtml(firstParagraph),
    urls: { fr_FR: `/${slug}`, en: `/en/${slug}` },
    layout: 'default' as const,
  };
});

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const root = rootSeoData(matches);
  if (!loaderData || !root) return [];
  return seoMeta(seoSite(root), {
    title: loaderData.title,
    description: loaderData.description,
    urls: loaderData.urls,
  });
};

export default function LegalPage() {
  const { title, html } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl pb-10">
      <h1 className="text-4xl leading-tight font-semibold text-balance md:text-5xl">{title}</h1>
      <span aria-hidden="true" className="mt-4 block h-1 w-16 rounded-full bg-accent" />
      <div className={`${PROSE_CLASSES} mt-10 text-[1.05rem]`} dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
