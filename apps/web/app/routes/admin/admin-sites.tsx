import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { AdminSite, AdminSiteCreate } from '@atelier/contract';
import type { Route } from './+types/admin-sites';
import { adminAction, ADMIN_HEADERS } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminInput, adminLabel, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { ECommerceField, hostsOf, HostsField } from '../../features/admin-sites/SiteFields.tsx';
import { requireSuperAdminPage, switchToSite } from '../../features/admin-sites/site-switch.server.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** The sites (issue 18 item 7): the super administrators' list and the creation of a site from a template. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireSuperAdminPage(api, request);
  return data({ sites: await api.adminSites() }, { headers: ADMIN_HEADERS });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function siteBody(form: FormData): AdminSiteCreate {
  return {
    name: text(form, 'name'),
    hosts: hostsOf(text(form, 'hosts')),
    defaultLanguage: text(form, 'defaultLanguage') === 'en' ? 'en' : 'fr_FR',
    isECommerce: form.get('isECommerce') === 'on',
    templateSiteId: Number(text(form, 'templateSiteId')),
  };
}

/** `intent` create, or switch (with `id`): to that site's back-office, on its own host name. */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireSuperAdminPage(api, request);
  const form = await request.formData();
  if (text(form, 'intent') === 'switch') return switchToSite(api, request, Number(text(form, 'id')));
  return adminAction(() => api.adminCreateSite({ body: siteBody(form) }), 'created');
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function SiteRow({ site }: { site: AdminSite }) {
  const { t, locale } = useAdminTranslation('admin-sites');
  return (
    <li className="rounded-md border border-stone-300 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h3 className="mr-auto text-lg font-semibold">
          <Link
            to={adminPath(`sites/${site.id}`, locale)}
            className="underline"
            aria-label={t('edit', { name: site.name })}
          >
            {site.name}
          </Link>
        </h3>
        <Form method="post">
          <input type="hidden" name="id" value={site.id} />
          <button type="submit" name="intent" value="switch" className={secondaryButton}>
            {t('open', { name: site.name })}
          </button>
        </Form>
      </div>
      <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('hosts')}</dt>
        <dd className="break-all">{site.hosts.join(', ')}</dd>
        <dt className="font-semibold">{t('shop')}</dt>
        <dd>{site.isECommerce ? t('shopOn') : t('shopOff')}</dd>
        <dt className="font-semibold">{t('admins')}</dt>
        <dd>{site.adminCount}</dd>
      </dl>
    </li>
  );
}

export default function AdminSitesPage() {
  const { sites } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useAdminTranslation('admin-sites');
  useActionToast(result, t);
  const errors = result && !result.ok ? result.errors : {};
  const busy = navigation.state === 'submitting';
  return (
    <div className="max-w-4xl space-y-6" data-testid="admin-sites">
      <title>{t('title')}</title>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>

      <section aria-labelledby="sites-list" className="space-y-3">
        <h2 id="sites-list" className="text-xl font-semibold">
          {t('list', { count: sites.length })}
        </h2>
        <ul className="space-y-3">
          {sites.map((site) => (
            <SiteRow key={site.id} site={site} />
          ))}
        </ul>
      </section>

      <section aria-labelledby="site-new" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="site-new" className="text-xl font-semibold">
          {t('new')}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4" key={result?.ok ? 'created' : 'new'}>
          <input type="hidden" name="intent" value="create" />
          <Field
            id="site-new-name"
            name="name"
            label={t('field.name')}
            required
            maxLength={120}
            error={errors['name']}
          />
          <HostsField id="site-new-hosts" errors={errors} />
          <div className="grid gap-4 sm:grid-cols-2">
            <div>
              <label htmlFor="site-new-language" className={adminLabel}>
                {t('field.defaultLanguage')}
              </label>
              <select id="site-new-language" name="defaultLanguage" className={adminInput} defaultValue="fr_FR">
                <option value="fr_FR">{t('language.fr_FR')}</option>
                <option value="en">{t('language.en')}</option>
              </select>
            </div>
            <div>
              <label htmlFor="site-new-template" className={adminLabel}>
                {t('field.template')}
              </label>
              <select
                id="site-new-template"
                name="templateSiteId"
                className={adminInput}
                aria-describedby="site-new-template-hint"
              >
                {sites.map((site) => (
                  <option key={site.id} value={site.id}>
                    {site.name}
                  </option>
                ))}
              </select>
              <p id="site-new-template-hint" className="mt-1 text-sm text-stone-700">
                {t('field.templateHint')}
              </p>
            </div>
          </div>
          <ECommerceField id="site-new-shop" defaultChecked />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('create')}
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
