import { data, Form, Link, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { AdminSiteInvite } from '@atelier/contract';
import type { Route } from './+types/admin-site';
import { adminAction, ADMIN_HEADERS } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { ECommerceField, hostsOf, HostsField } from '../../features/admin-sites/SiteFields.tsx';
import { requireSuperAdminPage, switchToSite } from '../../features/admin-sites/site-switch.server.ts';
import { apiContext } from '../../features/site/api-context.ts';

/** One site (issue 18 item 7): its name, host names and shop; its administrators and their invitation. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireSuperAdminPage(api, request);
  const id = Number(params.id);
  const [sites, admins] = await Promise.all([api.adminSites(), api.adminSiteAdmins({ params: { id } })]);
  const site = sites.find((candidate) => candidate.id === id);
  if (!site) throw data(null, { status: 404, headers: ADMIN_HEADERS });
  return data({ site, admins }, { headers: ADMIN_HEADERS });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** `intent` save, invite, remove (with `userId`) or switch. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireSuperAdminPage(api, request);
  const id = Number(params.id);
  const form = await request.formData();
  const intent = text(form, 'intent');
  if (intent === 'switch') return { ...(await switchResult(api, request, id)), target: 'switch' };
  if (intent === 'remove') {
    const userId = Number(text(form, 'userId'));
    return {
      ...(await adminAction(() => api.adminRemoveSiteAdmin({ params: { id, userId } }), 'site.removed')),
      target: 'remove',
    };
  }
  if (intent === 'invite') {
    const body: AdminSiteInvite = {
      email: text(form, 'email'),
      firstname: text(form, 'firstname'),
      lastname: text(form, 'lastname'),
      role: text(form, 'role') === 'SUPER_ADMIN' ? 'SUPER_ADMIN' : 'ADMIN',
    };
    return {
      ...(await adminAction(() => api.adminInviteSiteAdmin({ params: { id }, body }), 'site.invitedDone')),
      target: 'invite',
    };
  }
  const body = {
    name: text(form, 'name'),
    hosts: hostsOf(text(form, 'hosts')),
    isECommerce: form.get('isECommerce') === 'on',
  };
  return { ...(await adminAction(() => api.adminUpdateSite({ params: { id }, body }), 'saved')), target: 'save' };
}

async function switchResult(api: Parameters<typeof switchToSite>[0], request: Request, id: number) {
  const answer = await switchToSite(api, request, id);
  if (answer instanceof Response) throw answer;
  return answer;
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminSitePage() {
  const { site, admins } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-sites');
  useActionToast(result, t);
  const errorsOf = (target: string) => (result && !result.ok && result.target === target ? result.errors : {});
  const busy = navigation.state === 'submitting';
  const saveErrors = errorsOf('save');
  const inviteErrors = errorsOf('invite');
  return (
    <div className="max-w-4xl space-y-6" data-testid="admin-site">
      <title>{t('site.title', { name: site.name })}</title>
      <p>
        <Link to={adminPath('sites', locale)} className="underline">
          {t('site.back')}
        </Link>
      </p>
      <h1 className="text-3xl font-semibold">{t('site.title', { name: site.name })}</h1>
      <div className="flex flex-wrap gap-3">
        <Form method="post">
          <button type="submit" name="intent" value="switch" className={secondaryButton}>
            {t('open', { name: site.name })}
          </button>
        </Form>
      </div>

      <section aria-labelledby="site-settings" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="site-settings" className="text-xl font-semibold">
          {t('site.settings')}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4" key={JSON.stringify(site)}>
          <input type="hidden" name="intent" value="save" />
          <Field
            id="site-name"
            name="name"
            label={t('field.name')}
            required
            maxLength={120}
            defaultValue={site.name}
            error={saveErrors['name']}
          />
          <HostsField id="site-hosts" defaultValue={site.hosts.join('\n')} errors={saveErrors} />
          <ECommerceField id="site-shop" defaultChecked={site.isECommerce} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('site.save')}
          </button>
        </Form>
      </section>

      <section aria-labelledby="site-admins" className="space-y-3">
        <h2 id="site-admins" className="text-xl font-semibold">
          {t('site.administrators')}
        </h2>
        {admins.length === 0 && <p className="text-stone-700">{t('site.noAdmins')}</p>}
        <ul className="space-y-3">
          {admins.map((admin) => {
            const formId = `admin-${admin.id}`;
            return (
              <li
                key={admin.id}
                className="flex flex-wrap items-center gap-3 rounded-md border border-stone-300 bg-white p-4"
              >
                <div className="mr-auto min-w-0">
                  <p className="font-semibold break-all">
                    {admin.firstname} {admin.lastname} · {admin.email}
                  </p>
                  <p className="text-sm text-stone-700">
                    {t(`site.role.${admin.role}`)}
                    {admin.invited ? ` · ${t('site.invited')}` : ''}
                  </p>
                </div>
                <Form id={formId} method="post">
                  <input type="hidden" name="userId" value={admin.id} />
                </Form>
                <ConfirmButton
                  form={formId}
                  name="intent"
                  value="remove"
                  className={dangerButton}
                  question={t('site.removeQuestion', { email: admin.email })}
                  confirmLabel={t('site.removeConfirm')}
                >
                  {t('site.remove')}
                </ConfirmButton>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="site-invite" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="site-invite" className="text-xl font-semibold">
          {t('site.invite')}
        </h2>
        <p className="mt-1 text-sm text-stone-700">{t('site.inviteHint')}</p>
        <Form
          method="post"
          noValidate
          className="mt-4 space-y-4"
          key={result?.ok && result.target === 'invite' ? `invited-${admins.length}` : 'invite'}
        >
          <input type="hidden" name="intent" value="invite" />
          <Field
            id="invite-email"
            name="email"
            type="email"
            autoComplete="off"
            label={t('site.email')}
            required
            error={inviteErrors['email']}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="invite-firstname"
              name="firstname"
              label={t('site.firstname')}
              required
              error={inviteErrors['firstname']}
            />
            <Field
              id="invite-lastname"
              name="lastname"
              label={t('site.lastname')}
              required
              error={inviteErrors['lastname']}
            />
          </div>
          <div>
            <label htmlFor="invite-role" className={adminLabel}>
              {t('site.roleLabel')}
            </label>
            <select id="invite-role" name="role" className={adminInput} defaultValue="ADMIN">
              <option value="ADMIN">{t('site.role.ADMIN')}</option>
              <option value="SUPER_ADMIN">{t('site.role.SUPER_ADMIN')}</option>
            </select>
          </div>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('site.inviteSend')}
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
