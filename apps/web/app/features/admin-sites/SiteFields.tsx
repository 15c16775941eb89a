import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel } from '../admin/ConfirmButton.tsx';
import { errorsUnder } from '../admin-settings/SettingsFields.tsx';

/** The fields a site's creation and its page share (issue 18 item 7). */

/** One host name a line (commas and spaces also separate them); the API checks each. */
export const hostsOf = (value: string) => value.split(/[\s,]+/).filter(Boolean);

export function HostsField({
  id,
  errors,
  defaultValue,
}: {
  id: string;
  /** The refusal's errors: the list's own (`hosts`, naming a wrong host name) and any of one host name's. */
  errors: Record<string, string>;
  defaultValue?: string;
}) {
  const { t } = useAdminTranslation('admin-sites');
  const error = errorsUnder(errors, 'hosts').join(' / ') || undefined;
  const described = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {t('field.hosts')}
      </label>
      <textarea
        id={id}
        name="hosts"
        rows={3}
        required
        defaultValue={defaultValue}
        autoCapitalize="none"
        spellCheck={false}
        className={adminInput}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-stone-700">
        {t('field.hostsHint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function ECommerceField({ id, defaultChecked }: { id: string; defaultChecked: boolean }) {
  const { t } = useAdminTranslation('admin-sites');
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        name="isECommerce"
        defaultChecked={defaultChecked}
        className="size-5 accent-stone-900"
      />
      <label htmlFor={id}>{t('field.isECommerce')}</label>
    </div>
  );
}
