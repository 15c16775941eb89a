import { data, useLoaderData } from 'react-router';
import type { Route } from './+types/legal-page';
import { localeFromPath } from '../features/i18n/locale.ts';
import { apiContext } from '../features/site/api-context.ts';

/** The five legal pages of SPEC §2, from their site parameters, with the company identity filled in. */
const PARAMETER_BY_PATH: Record<string, string> = {
  'legal-notice': 'LEGAL_NOTICE',
  'sale-terms': 'SALE_TERMS',
  'privacy-policy': 'PRIVACY_POLICY',
  'cookie-policy': 'COOKIE_POLICY',
  'use-terms': 'USE_TERMS',
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const pathname = new URL(request.url).pathname;
  const key = PARAMETER_BY_PATH[pathname.split('/').filter(Boolean).pop() ?? ''];
  const parameters = await context.get(apiContext).parameters();
  const html = parameters.find((parameter) => parameter.type === key)?.value;
  if (!key || !html) throw data(null, { status: 404 });
  const title = /<h[12][^>]*>(.*?)<\/h[12]>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? key;
  return { html, title, locale: localeFromPath(pathname) };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? [{ title: loaderData.title }] : []);

export default function LegalPage() {
  const { html } = useLoaderData<typeof loader>();
  return <article className="legal mx-auto max-w-3xl px-6 py-12" dangerouslySetInnerHTML={{ __html: html }} />;
}
