import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { adminInput, adminLabel, primaryButton, secondaryButton } from './ConfirmButton.tsx';
import { useAdminTranslation } from './admin-i18n.ts';

/**
 * A list's filters: a form of method GET (each filtered list is a link), the list's order kept, a button to
 * apply them and a link that clears them. The fields are its children.
 */
export function AdminFilters({
  children,
  orderBy,
  clearTo,
  filtered,
}: {
  children: ReactNode;
  orderBy: string | null;
  /** The list's path without filters. */
  clearTo: string;
  filtered: boolean;
}) {
  const { t } = useAdminTranslation('admin');
  return (
    <Form
      method="get"
      className="grid grid-cols-1 gap-3 rounded-md border border-stone-300 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {children}
      {orderBy && <input type="hidden" name="orderBy" value={orderBy} />}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <button type="submit" className={primaryButton}>
          {t('filters.apply')}
        </button>
        {filtered && (
          <Link to={clearTo} className={secondaryButton}>
            {t('filters.clear')}
          </Link>
        )}
      </div>
    </Form>
  );
}

interface FieldProps {
  id: string;
  name: string;
  label: string;
  value: string | null;
}

/** A text or date filter. */
export function FilterInput({ id, name, label, value, type = 'text' }: FieldProps & { type?: 'text' | 'date' }) {
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      <input id={id} type={type} name={name} defaultValue={value ?? ''} className={adminInput} />
    </div>
  );
}

/** A filter among known values, "all" first. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const { t } = useAdminTranslation('admin');
  return (
    <div>
      <label htmlFor={id} className={adminLabel}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ''} className={adminInput}>
        <option value="">{t('filters.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
