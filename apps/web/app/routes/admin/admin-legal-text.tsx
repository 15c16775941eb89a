import { useState } from 'react';
import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { AdminLegalText, LegalTextKey, LegalTextVersion, LocalizedText } from '@atelier/contract';
import type { Route } from './+types/admin-legal-text';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { ConfirmButton, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { localizedFromForm } from '../../features/admin/localized-form.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { LegalPlaceholders } from '../../features/admin-legal/LegalPlaceholders.tsx';
import { LegalPreview } from '../../features/admin-legal/LegalPreview.tsx';
import { legalTextKeyOf, LEGAL_TEXT_SLUG } from '../../features/admin-legal/legal-text-paths.ts';
import { localizePath } from '../../features/i18n/locale.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { rowIdOf } from '../../features/orders/order-paths.ts';
import { apiContext } from '../../features/site/api-context.ts';

function keyOf(params: { key?: string }): LegalTextKey {
  const key = legalTextKeyOf(params.key);
  if (!key) throw data('Not found', { status: 404, headers: ADMIN_HEADERS });
  return key;
}

/**
 * One legal text (issue 18 item 5): its French and English in rich-text editors, the company details it may
 * name, the text as visitors read it, and its versions (`?version=<id>` opens one).
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const key = keyOf(params);
  const versionId = rowIdOf(new URL(request.url).searchParams.get('version') ?? undefined);
  const [text, versions, version] = await Promise.all([
    api.adminLegalText({ params: { key } }),
    api.adminLegalTextVersions({ params: { key } }),
    versionId === null
      ? null
      : api.adminLegalTextVersion({ params: { key, id: versionId } }).catch((error: unknown) => {
          // A version of another text or site: the page opens without it.
          if (error instanceof Error && error.name === 'ApiError') return null;
          throw error;
        }),
  ]);
  return data({ text, versions, version: version as LegalTextVersion | null }, { headers: ADMIN_HEADERS });
}

/** `intent` save (the form's two languages), or restore (`versionId`: that version saved again, as a new one). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const key = keyOf(params);
  const form = await request.formData();
  if (form.get('intent') === 'restore') {
    const id = rowIdOf(String(form.get('versionId') ?? ''));
    if (id === null) throw data('Not found', { status: 404, headers: ADMIN_HEADERS });
    return adminAction(async () => {
      const version = await api.adminLegalTextVersion({ params: { key, id } });
      await api.adminSaveLegalText({ params: { key }, body: { html: version.html } });
    }, 'restored');
  }
  const html: LocalizedText = localizedFromForm(form, 'html');
  return adminAction(
    () => api.adminSaveLegalText({ params: { key }, body: { html: { fr_FR: html.fr_FR, en: html.en ?? null } } }),
    'saved',
  );
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/**
 * The two languages' editors and the text as visitors would read it while it is written; made again from the
 * saved text after each save (its `key` is the current version).
 */
function LegalTextForm({ text, errors }: { text: AdminLegalText; errors: Record<string, string> }) {
  const navigation = useNavigation();
  const { t } = useAdminTranslation('admin-legal');
  const [draft, setDraft] = useState<LocalizedText>({ fr_FR: text.html.fr_FR, en: text.html.en ?? '' });
  return (
    <>
      <Form method="post" className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
        <input type="hidden" name="intent" value="save" />
        <LocalizedField
          name="html"
          label={t('text')}
          kind="rich"
          required
          defaultValue={text.html}
          errors={errors}
          onChange={setDraft}
        />
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {t('save')}
        </button>
      </Form>
      <LegalPreview id="legal-preview" title={t('preview.title')} html={draft} placeholders={text.placeholders} />
    </>
  );
}

export default function AdminLegalTextPage() {
  const { text, versions, version } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t, locale } = useAdminTranslation('admin-legal');
  useActionToast(result, t);
  const name = t(`name.${text.key}`);
  const slug = LEGAL_TEXT_SLUG[text.key];
  const here = adminPath(`legal/${slug}`, locale);
  const errors = result && !result.ok ? result.errors : {};
  const who = (createdBy: { email: string } | null) => (createdBy ? t('by', { email: createdBy.email }) : t('bySetup'));

  return (
    <div className="space-y-8">
      <title>{name}</title>
      <div className="space-y-2">
        <Link to={adminPath('legal', locale)} className="underline">
          {t('back')}
        </Link>
        <h1 className="text-3xl font-semibold">{name}</h1>
        {text.current && (
          <p className="text-sm text-stone-700">
            {t('savedOn', { date: displayDateTime(text.current.createdAt), who: who(text.current.createdBy) })}
          </p>
        )}
        <a href={localizePath(`/${slug}`, locale)} className="underline" target="_blank" rel="noreferrer">
          {t('seeOnSite')}
        </a>
        {text.key === 'SALE_TERMS' && (
          <p className="max-w-3xl rounded bg-sky-50 p-3 text-sky-950">{t('saleTermsNote')}</p>
        )}
      </div>

      {result && !result.ok && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
          {result.message}
        </p>
      )}

      <LegalPlaceholders placeholders={text.placeholders} />

      <LegalTextForm key={text.current?.id ?? 'none'} text={text} errors={errors} />

      <section aria-labelledby="legal-history-title" className="space-y-3">
        <h2 id="legal-history-title" className="text-lg font-semibold">
          {t('history.title')}
        </h2>
        <p className="text-sm text-stone-700">{t('history.intro')}</p>
        <ol
          className="divide-y divide-stone-200 rounded-md border border-stone-300 bg-white"
          data-testid="legal-versions"
        >
          {versions.map((entry, index) => (
            <li
              key={entry.id}
              className="flex flex-wrap items-center justify-between gap-2 p-3"
              data-version={entry.id}
            >
              <span>
                <time dateTime={entry.createdAt}>{displayDateTime(entry.createdAt)}</time>{' '}
                <span className="text-sm text-stone-700">{who(entry.createdBy)}</span>
                {index === 0 && (
                  <span className="ml-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-900 ring-1 ring-green-700">
                    {t('history.current')}
                  </span>
                )}
              </span>
              <Link
                to={`${here}?version=${entry.id}#legal-version-title`}
                className={secondaryButton}
                preventScrollReset
                aria-label={`${t('history.view')} : ${t('history.viewing', { date: displayDateTime(entry.createdAt) })}`}
              >
                {t('history.view')}
              </Link>
            </li>
          ))}
        </ol>
      </section>

      {version && (
        <section aria-labelledby="legal-version-title" className="space-y-3 rounded-md border-2 border-stone-400 p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="legal-version-title" className="text-lg font-semibold">
              {t('history.viewing', { date: displayDateTime(version.createdAt) })}{' '}
              <span className="text-sm font-normal text-stone-700">{who(version.createdBy)}</span>
            </h2>
            <Link to={here} className={secondaryButton} preventScrollReset>
              {t('history.close')}
            </Link>
          </div>
          <LegalPreview
            id="legal-version-preview"
            title={t('history.previewTitle', { date: displayDateTime(version.createdAt) })}
            html={version.html}
            placeholders={text.placeholders}
          />
          {version.id !== versions[0]?.id && (
            <>
              <Form method="post" id="legal-restore">
                <input type="hidden" name="intent" value="restore" />
                <input type="hidden" name="versionId" value={version.id} />
              </Form>
              <ConfirmButton
                form="legal-restore"
                question={t('history.restoreQuestion', { date: displayDateTime(version.createdAt) })}
                confirmLabel={t('history.restore')}
                className={primaryButton}
              >
                {t('history.restore')}
              </ConfirmButton>
            </>
          )}
        </section>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
