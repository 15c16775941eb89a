import { Form } from 'react-router';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminPath } from '../admin/admin-paths.ts';

/**
 * The header's site switcher of a super administrator (issue 18 item 7): the chosen site's back-office opens on
 * that site's own host name (the sites page's `switch` action). A plain form: it works before the scripts run.
 */
export function SiteSwitcher({ sites, current }: { sites: { id: number; name: string }[]; current: number | null }) {
  const { t, locale } = useAdminTranslation('admin-sites');
  if (sites.length < 2) return null;
  return (
    <Form method="post" action={adminPath('sites', locale)} className="flex flex-wrap items-center gap-2">
      <label htmlFor="admin-site-switcher" className="text-sm font-semibold">
        {t('switcher.label')}
      </label>
      <select
        id="admin-site-switcher"
        name="id"
        defaultValue={current ?? undefined}
        className="min-h-11 rounded-md border border-stone-400 bg-white px-2"
      >
        {sites.map((site) => (
          <option key={site.id} value={site.id}>
            {site.name}
          </option>
        ))}
      </select>
      <button type="submit" name="intent" value="switch" className="min-h-11 rounded-md px-3 underline">
        {t('switcher.go')}
      </button>
    </Form>
  );
}
