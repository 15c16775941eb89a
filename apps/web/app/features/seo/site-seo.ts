import { rootMessagesOf } from '../i18n/root-messages.ts';
import { mergedMessages, pageMessagesOf, type CompiledMessages } from '../i18n/use-translation.ts';
import type { RootData } from '../site/site-data.ts';
import { descriptionFromHtml, type SeoSite } from './seo-meta.ts';

/** The root loader's data: the start-up data and the request's origin. */
export interface RootLoaderData extends RootData {
  origin: string;
}

/** The root loader's data as the meta functions see it, with the UI messages of the page's language. */
export interface RootSeoData extends RootLoaderData {
  messages: CompiledMessages;
}

/** The site-wide part of the SEO tags, from the root loader's data. */
export function seoSite(root: RootSeoData): SeoSite {
  const { parameters, siteInfo } = root.startup;
  const logo = siteInfo?.logos.find((l) => l.type === 'LOGO') ?? siteInfo?.logos[0];
  return {
    origin: root.origin,
    locale: root.locale,
    siteName: parameters.COMPANY_NAME ?? siteInfo?.name ?? null,
    logoUrl: logo?.url ?? null,
  };
}

/**
 * The root route's data among a meta function's matches (it is there on every page), with the messages of its
 * language: the root messages (root-messages.ts) and the matched routes' page messages (a route's meta reads its
 * own namespaces too).
 */
export function rootSeoData(
  matches: readonly ({ id: string; loaderData?: unknown } | undefined)[],
): RootSeoData | null {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootLoaderData | undefined;
  if (!root) return null;
  return { ...root, messages: mergedMessages(rootMessagesOf(root.locale) ?? {}, pageMessagesOf(matches)) };
}

/**
 * A private page's tags (an account's, the cart's, a mailed link's): not indexed, with the site's description
 * (the one the home page falls back to), as every page should have one.
 */
export function privatePageMeta(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]) {
  const parameters = rootSeoData(matches)?.startup.parameters;
  const description = descriptionFromHtml(parameters?.HOME_META_DESCRIPTION ?? parameters?.COMPANY_DESCRIPTION);
  return [
    { name: 'robots', content: 'noindex' },
    ...(description ? [{ name: 'description', content: description }] : []),
  ];
}
