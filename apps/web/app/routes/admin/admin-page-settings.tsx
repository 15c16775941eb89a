import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  Link,
  useActionData,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type HeadersFunction,
} from 'react-router';
import { PAGE_LAYOUTS, type AdminPageSummary, type AdminPageUpdate } from '@atelier/contract';
import type { Route } from './+types/admin-page-settings';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  primaryButton,
  secondaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { LocalizedField } from '../../features/admin/LocalizedField.tsx';
import { localizedFromForm, optionalLocalizedFromForm } from '../../features/admin/localized-form.ts';
import { MediaField } from '../../features/admin/MediaField.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { apiContext } from '../../features/site/api-context.ts';
import { dateTimeFormat } from '@atelier/domain';

/** A page's settings (issue 18 item 1): its titles, addresses, description and picture in both languages, etc. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const [edit, pages, versions] = await Promise.all([
    api.adminPageLayout({ params: { id } }),
    api.adminPages(),
    api.adminPageVersions({ params: { id } }),
  ]);
  return data({ edit, pages, versions }, { headers: ADMIN_HEADERS });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function settingsOf(form: FormData): AdminPageUpdate {
  const layout = text(form, 'layout');
  const parent = text(form, 'parentId');
  return {
    title: localizedFromForm(form, 'title'),
    url: { fr_FR: text(form, 'url.fr_FR'), en: text(form, 'url.en') },
    menuTitle: optionalLocalizedFromForm(form, 'menuTitle'),
    metaDescription: optionalLocalizedFromForm(form, 'metaDescription'),
    socialImage: text(form, 'socialImage') || null,
    layout: (PAGE_LAYOUTS as readonly string[]).includes(layout) ? (layout as AdminPageUpdate['layout']) : 'page',
    isPublished: form.get('isPublished') === 'on',
    showInMenu: form.get('showInMenu') === 'on',
    parentId: parent ? Number(parent) : null,
  };
}

/** `intent`: save, publish, or restore (with `versionId`). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'publish') return adminAction(() => api.adminPublishPage({ params: { id } }), 'published');
  if (intent === 'restore') {
    const versionId = Number(text(form, 'versionId'));
    return adminAction(() => api.adminRestorePageVersion({ params: { id, versionId } }), 'restored');
  }
  return adminAction(() => api.adminUpdatePage({ params: { id }, body: settingsOf(form) }), 'saved');
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/** The pages this one may go under: not itself, not one of its own. */
function possibleParents(pages: AdminPageSummary[], id: number) {
  const excluded = new Set([id]);
  for (const page of pages) if (page.parentId !== null && excluded.has(page.parentId)) excluded.add(page.id);
  return pages.filter((page) => !excluded.has(page.id));
}

export default function AdminPageSettingsPage() {
  const { edit, pages, versions } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { t, locale } = useAdminTranslation('admin-pages');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  useEffect(() => {
    if (created) toast.success(t('created'));
  }, [created, t]);
  const { page } = edit;
  const errors = result && !result.ok ? result.errors : {};
  const busy = navigation.state === 'submitting';
  const titleOf = (row: { title: { fr_FR: string; en?: string | undefined } }) =>
    locale === 'en' ? (row.title.en ?? row.title.fr_FR) : row.title.fr_FR;
  const title = titleOf(page);
  const dateText = (iso: string) =>
    dateTimeFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  const check = (name: 'isPublished' | 'showInMenu', label: string, hint: string, disabled = false) => (
    <div className="flex items-start gap-3">
      <input
        id={`page-${name}`}
        type="checkbox"
        name={name}
        defaultChecked={page[name]}
        disabled={disabled}
        aria-describedby={`page-${name}-hint`}
        className="mt-1 size-5"
      />
      {disabled && <input type="hidden" name={name} value="on" />}
      <div>
        <label htmlFor={`page-${name}`} className="font-semibold">
          {label}
        </label>
        <p id={`page-${name}-hint`} className="text-sm text-stone-700">
          {hint}
        </p>
        {errors[name] && <p className="text-sm text-red-800">{errors[name]}</p>}
      </div>
    </div>
  );

  return (
    <div className="max-w-3xl space-y-6" data-testid="admin-page-settings">
      <title>{t('settingsTitle', { title })}</title>
      <p>
        <Link to={adminPath('pages', locale)} className="text-sm underline">
          {t('back')}
        </Link>
      </p>
      <h1 className="text-3xl font-semibold break-words">{t('settingsTitle', { title })}</h1>
      <div className="flex flex-wrap gap-2">
        {page.type === 'PAGE' && (
          <Link className={secondaryButton} to={adminPath(`pages/${page.id}`, locale)}>
            {t('editContent')}
          </Link>
        )}
        {page.isPublished && (
          <a className={secondaryButton} href={locale === 'en' ? page.paths.en : page.paths.fr_FR}>
            {t('view')}
          </a>
        )}
      </div>

      <Form
        method="post"
        noValidate
        className="space-y-5 rounded-md border border-stone-300 bg-white p-4"
        key={page.updatedAt}
      >
        <input type="hidden" name="intent" value="save" />
        <LocalizedField
          name="title"
          label={t('field.title')}
          defaultValue={page.title}
          required
          maxLength={160}
          errors={errors}
        />
        <LocalizedField
          name="url"
          label={t('field.url')}
          defaultValue={page.isHome ? { fr_FR: '', en: '' } : page.url}
          help={page.isHome ? t('field.urlHome') : t('field.urlHelp')}
          maxLength={200}
          errors={errors}
        />
        <LocalizedField
          name="menuTitle"
          label={t('field.menuTitle')}
          defaultValue={page.menuTitle}
          help={t('field.menuTitleHelp')}
          maxLength={160}
          errors={errors}
        />
        <LocalizedField
          name="metaDescription"
          label={t('field.metaDescription')}
          defaultValue={page.metaDescription}
          kind="textarea"
          help={t('field.metaDescriptionHelp')}
          maxLength={320}
          errors={errors}
        />
        <MediaField
          name="socialImage"
          label={t('field.socialImage')}
          defaultValue={page.socialImage}
          help={t('field.socialImageHelp')}
          error={errors.socialImage}
        />
        <div>
          <label htmlFor="page-layout" className={adminLabel}>
            {t('field.layout')}
          </label>
          <select id="page-layout" name="layout" defaultValue={page.layout} className={adminInput}>
            {PAGE_LAYOUTS.map((layout) => (
              <option key={layout} value={layout}>
                {t(`layout.${layout}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="page-parent" className={adminLabel}>
            {t('field.parent')}
          </label>
          <select
            id="page-parent"
            name="parentId"
            defaultValue={page.parentId ?? ''}
            className={adminInput}
            aria-invalid={errors.parentId ? true : undefined}
          >
            <option value="">{t('field.noParent')}</option>
            {possibleParents(pages, page.id).map((row) => (
              <option key={row.id} value={row.id}>
                {'– '.repeat(row.depth)}
                {titleOf(row)}
              </option>
            ))}
          </select>
          {errors.parentId && <p className="mt-1 text-sm text-red-800">{errors.parentId}</p>}
        </div>
        {check(
          'isPublished',
          t('field.isPublished'),
          page.isHome ? t('field.homePublished') : t('field.isPublishedHelp'),
          page.isHome,
        )}
        {check('showInMenu', t('field.showInMenu'), t('field.showInMenuHelp'))}
        <button type="submit" className={primaryButton} disabled={busy}>
          {t('save')}
        </button>
      </Form>

      {page.type === 'PAGE' && (
        <section aria-labelledby="page-versions" className="space-y-3 rounded-md border border-stone-300 bg-white p-4">
          <h2 id="page-versions" className="text-xl font-semibold">
            {t('versions.title')}
          </h2>
          {page.hasDraft ? (
            <Form method="post" className="flex flex-wrap items-center gap-3">
              <p className="text-sm text-stone-700">{t('versions.waiting')}</p>
              <button type="submit" name="intent" value="publish" className={primaryButton} disabled={busy}>
                {t('publish')}
              </button>
            </Form>
          ) : (
            <p className="text-sm text-stone-700">{t('versions.upToDate')}</p>
          )}
          {versions.length === 0 ? (
            <p className="text-sm text-stone-700">{t('versions.none')}</p>
          ) : (
            <ul className="divide-y divide-stone-200">
              {versions.map((version) => {
                const formId = `version-${version.id}`;
                const when = dateText(version.publishedAt);
                return (
                  <li key={version.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span>
                      {t('versions.item', {
                        date: when,
                        name: version.publishedBy?.name ?? t('versions.someone'),
                        count: version.blockCount,
                      })}
                    </span>
                    <Form id={formId} method="post">
                      <input type="hidden" name="versionId" value={version.id} />
                    </Form>
                    <ConfirmButton
                      form={formId}
                      name="intent"
                      value="restore"
                      className={secondaryButton}
                      question={t('versions.restoreQuestion', { date: when })}
                      confirmLabel={t('versions.restoreConfirm')}
                    >
                      {t('versions.restore')}
                      <span className="sr-only"> – {when}</span>
                    </ConfirmButton>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
