import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AdminMenuEntry, AdminMenuTargets, MenuTargetKind } from '@atelier/contract';
import { MENU_TARGET_KINDS } from '@atelier/contract';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, primaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';

type Picked = Exclude<MenuTargetKind, 'url'>;

interface MenuLinkFormProps {
  /** The form's name in the action's answer (`new-link`, `link-<id>`), and the prefix of its fields' ids. */
  formKey: string;
  entry: AdminMenuEntry | null;
  targets: AdminMenuTargets;
  /** The top entries a new link may go under (a saved link keeps its place: moved with the arrows). */
  parents?: AdminMenuEntry[];
  errors: Record<string, string>;
  /** Changes once the link was added, to empty the form. */
  resetKey?: string;
  /** The buttons after the save (a saved link's removal). */
  children?: React.ReactNode;
}

const frOf = (text: { fr_FR: string; en?: string }, locale: string) =>
  locale === 'en' ? text.en || text.fr_FR : text.fr_FR;

/**
 * A menu link's form: its text in both languages, what it leads to (a page, a category, a product or a blog folder
 * picked in a list, or an address in both languages) and whether the menu shows it.
 */
export function MenuLinkForm({ formKey, entry, targets, parents, errors, resetKey, children }: MenuLinkFormProps) {
  const { t, locale } = useAdminTranslation('admin-menus');
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const target = entry?.target ?? null;
  const [kind, setKind] = useState<MenuTargetKind>(target?.kind ?? 'category');
  const busy = navigation.state === 'submitting';
  const id = (name: string) => `${formKey}-${name}`;
  const isNew = entry === null;
  const pickerError = errors['target.id'] ?? errors['target.kind'] ?? errors.target;

  const picker = (name: Picked) => {
    // Without scripts every list shows, and the action reads the one of the kind chosen.
    const shown = !hydrated || kind === name;
    return (
      <div key={name} hidden={!shown}>
        <label htmlFor={id(`target-${name}`)} className={adminLabel}>
          {t(`linkForm.${name}`)}
        </label>
        <select
          id={id(`target-${name}`)}
          name={`target.${name}`}
          className={adminInput}
          defaultValue={target && target.kind === name ? String(target.id) : ''}
          aria-invalid={shown && pickerError ? true : undefined}
          aria-describedby={shown && pickerError ? id('target-error') : undefined}
        >
          <option value="">{t('linkForm.choose')}</option>
          {targets[name].map((choice) => {
            const label = frOf(choice.name, locale);
            return (
              <option key={choice.id} value={choice.id}>
                {choice.isPublished ? label : t('linkForm.unpublished', { name: label })}
              </option>
            );
          })}
        </select>
      </div>
    );
  };

  return (
    <Form
      method="post"
      noValidate
      className="space-y-4"
      key={resetKey}
      aria-labelledby={isNew ? id('heading') : undefined}
    >
      {isNew && (
        <h3 id={id('heading')} className="text-xl font-semibold">
          {t('linkForm.new')}
        </h3>
      )}
      <input type="hidden" name="intent" value={isNew ? 'createLink' : 'saveLink'} />
      <input type="hidden" name="form" value={formKey} />
      {entry && <input type="hidden" name="id" value={entry.id} />}
      <LocalizedField
        name="title"
        label={t('linkForm.title')}
        defaultValue={entry?.title}
        required
        maxLength={120}
        errors={errors}
      />
      <div>
        <label htmlFor={id('target-kind')} className={adminLabel}>
          {t('linkForm.kind')}
        </label>
        <select
          id={id('target-kind')}
          name="target.kind"
          className={adminInput}
          value={kind}
          onChange={(event) => setKind(event.target.value as MenuTargetKind)}
        >
          {MENU_TARGET_KINDS.map((value) => (
            <option key={value} value={value}>
              {t(`linkForm.kinds.${value}`)}
            </option>
          ))}
        </select>
      </div>
      {(['page', 'category', 'product', 'blogFolder'] as const).map(picker)}
      {pickerError && kind !== 'url' && (
        <p id={id('target-error')} className="text-sm text-red-800">
          {pickerError}
        </p>
      )}
      <div hidden={hydrated && kind !== 'url'}>
        <LocalizedField
          name="target.url"
          label={t('linkForm.url')}
          help={t('linkForm.urlHelp')}
          defaultValue={target?.kind === 'url' ? target.url : null}
          maxLength={500}
          errors={errors}
        />
      </div>
      {isNew && parents && (
        <div>
          <label htmlFor={id('parent')} className={adminLabel}>
            {t('linkForm.parent')}
          </label>
          <select id={id('parent')} name="parentId" className={adminInput} defaultValue="">
            <option value="">{t('linkForm.top')}</option>
            {parents.map((parent) => (
              <option key={parent.id} value={parent.id}>
                {t('linkForm.under', { title: frOf(parent.menuTitle ?? parent.title, locale) })}
              </option>
            ))}
          </select>
          {errors.parentId && <p className="mt-1 text-sm text-red-800">{errors.parentId}</p>}
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="showInMenu" defaultChecked={entry?.showInMenu ?? true} className="h-5 w-5" />
        {t('main.showInMenu')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={busy}>
          {isNew ? t('linkForm.create') : t('main.save')}
        </button>
        {children}
      </div>
    </Form>
  );
}
