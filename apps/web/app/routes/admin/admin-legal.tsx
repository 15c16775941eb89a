import { data, Link, useLoaderData, type HeadersFunction } from 'react-router';
import type { Route } from './+types/admin-legal';
import { ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { LEGAL_TEXT_SLUG } from '../../features/admin-legal/legal-text-paths.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** The five legal texts of the site (issue 18 item 5): when each was last saved, and which still lack English. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ texts: await api.adminLegalTexts() }, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

const badge = 'inline-block rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

export default function AdminLegalPage() {
  const { texts } = useLoaderData<typeof loader>();
  const { t, locale } = useAdminTranslation('admin-legal');
  return (
    <div className="space-y-6">
      <title>{t('title')}</title>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="max-w-3xl">{t('intro', { example: '{{COMPANY_NAME}}' })}</p>
      <ul className="divide-y divide-stone-200 rounded-md border border-stone-300 bg-white" data-testid="legal-texts">
        {texts.map((text) => (
          <li
            key={text.key}
            className="flex flex-col gap-2 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-legal-text={text.key}
          >
            <div className="space-y-1">
              <h2 className="text-lg font-semibold">
                <Link to={adminPath(`legal/${LEGAL_TEXT_SLUG[text.key]}`, locale)} className="underline">
                  {t(`name.${text.key}`)}
                </Link>
              </h2>
              <p className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
                {text.empty && <span className={`${badge} bg-red-50 text-red-900 ring-red-700`}>{t('empty')}</span>}
                {text.missingEnglish ? (
                  <span
                    className={`${badge} bg-amber-100 text-amber-900 ring-amber-700`}
                    title={t('missingEnglishHint')}
                  >
                    {t('missingEnglish')}
                  </span>
                ) : (
                  <span className={`${badge} bg-green-50 text-green-900 ring-green-700`}>{t('englishReady')}</span>
                )}
                <span>{t('versions', { count: text.versionCount })}</span>
              </p>
            </div>
            <p className="text-sm text-stone-700">
              {text.current ? (
                <time dateTime={text.current.createdAt}>
                  {t('savedOn', {
                    date: displayDateTime(text.current.createdAt),
                    who: text.current.createdBy ? t('by', { email: text.current.createdBy.email }) : t('bySetup'),
                  })}
                </time>
              ) : (
                t('never')
              )}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
