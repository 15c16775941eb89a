import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { AdminFooterItem, FooterList } from '@atelier/contract';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, ConfirmButton, dangerButton, primaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';
import { MediaField } from '../admin/MediaField.tsx';

interface FooterListsProps {
  links: AdminFooterItem[];
  logos: AdminFooterItem[];
  errorsOf: (form: string) => Record<string, string>;
}

const textIn = (text: { fr_FR: string; en?: string }, locale: string) =>
  locale === 'en' ? text.en || text.fr_FR : text.fr_FR;

/** The footer's links and logos: each one's texts in both languages, its order, its removal; a form to add one. */
export function FooterLists({ links, logos, errorsOf }: FooterListsProps) {
  const { t } = useAdminTranslation('admin-menus');
  return (
    <section aria-labelledby="menu-footer" className="space-y-6">
      <h2 id="menu-footer" className="text-2xl font-semibold">
        {t('footer.title')}
      </h2>
      <FooterListSection list="link-footer" items={links} errorsOf={errorsOf} />
      <FooterListSection list="logo-footer" items={logos} errorsOf={errorsOf} />
    </section>
  );
}

function FooterListSection({
  list,
  items,
  errorsOf,
}: {
  list: FooterList;
  items: AdminFooterItem[];
  errorsOf: (form: string) => Record<string, string>;
}) {
  const { t, locale } = useAdminTranslation('admin-menus');
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const isLogo = list === 'logo-footer';
  const headingId = `${list}-heading`;
  const newKey = `${list}-new`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-xl font-semibold">
        {isLogo ? t('footer.logos') : t('footer.links')}
      </h3>
      {items.length === 0 && (
        <p className="text-stone-700">{isLogo ? t('footer.logosEmpty') : t('footer.linksEmpty')}</p>
      )}
      <ul className="space-y-3">
        {items.map((item, index) => {
          const title = textIn(item.title, locale);
          const formKey = `${list}-${item.id}`;
          const deleteForm = `${formKey}-delete`;
          return (
            <li key={item.id} className="rounded-md border border-stone-300 bg-white p-3 sm:p-4">
              <div className="flex flex-wrap items-center gap-3">
                {item.image && (
                  <img src={item.image.url} alt="" width={44} height={44} className="h-11 w-11 object-contain" />
                )}
                <div className="min-w-0 flex-[1_1_10rem]">
                  <p className="font-semibold break-words">{title}</p>
                  {!isLogo && <p className="text-sm text-stone-700">{t(`footer.groups.${item.group}`)}</p>}
                  {!item.isPublished && <p className="text-sm text-stone-700">{t('footer.hidden')}</p>}
                </div>
                <Form method="post" className="flex gap-1">
                  <input type="hidden" name="intent" value="footerMove" />
                  <input type="hidden" name="form" value={formKey} />
                  <input type="hidden" name="list" value={list} />
                  <input type="hidden" name="id" value={item.id} />
                  {(['up', 'down'] as const).map((move) => (
                    <button
                      key={move}
                      type="submit"
                      name="move"
                      value={move}
                      disabled={busy || (move === 'up' ? index === 0 : index === items.length - 1)}
                      aria-label={t(`footer.${move}`, { title })}
                      title={t(`footer.${move}`, { title })}
                      className="flex min-h-11 min-w-11 items-center justify-center rounded-md text-lg ring-1 ring-stone-400 hover:bg-stone-100 disabled:opacity-40"
                    >
                      <span aria-hidden="true">{move === 'up' ? '↑' : '↓'}</span>
                    </button>
                  ))}
                </Form>
              </div>
              <LazyDetails
                className="mt-2"
                open={Object.keys(errorsOf(formKey)).length > 0}
                summary={
                  <>
                    {t('main.edit')}
                    <span className="sr-only"> {title}</span>
                  </>
                }
              >
                <ItemForm list={list} item={item} formKey={formKey} errors={errorsOf(formKey)}>
                  <ConfirmButton
                    form={deleteForm}
                    className={dangerButton}
                    question={t('footer.deleteQuestion', { title })}
                    confirmLabel={t('footer.deleteConfirm')}
                  >
                    {t('footer.delete')}
                  </ConfirmButton>
                </ItemForm>
                <Form method="post" id={deleteForm} hidden>
                  <input type="hidden" name="intent" value="footerDelete" />
                  <input type="hidden" name="form" value={formKey} />
                  <input type="hidden" name="list" value={list} />
                  <input type="hidden" name="id" value={item.id} />
                </Form>
              </LazyDetails>
            </li>
          );
        })}
      </ul>
      <details
        className="rounded-md border border-dashed border-stone-400 bg-white p-3 sm:p-4"
        open={Object.keys(errorsOf(newKey)).length > 0 || undefined}
      >
        <summary className="flex min-h-11 cursor-pointer items-center font-semibold underline">
          {isLogo ? t('footer.newLogo') : t('footer.newLink')}
        </summary>
        <ItemForm list={list} item={null} formKey={newKey} errors={errorsOf(newKey)} />
      </details>
    </section>
  );
}

/** A `<details>` whose content is drawn once opened when scripts run (all of it without them). */
function LazyDetails({
  summary,
  open,
  className,
  children,
}: {
  summary: React.ReactNode;
  open: boolean;
  className: string;
  children: React.ReactNode;
}) {
  const hydrated = useHydrated();
  const [opened, setOpened] = useState(false);
  return (
    <details className={className} open={open || undefined} onToggle={(event) => setOpened(event.currentTarget.open)}>
      <summary className="flex min-h-11 cursor-pointer items-center font-semibold underline">{summary}</summary>
      {hydrated && !opened && !open ? null : children}
    </details>
  );
}

function ItemForm({
  list,
  item,
  formKey,
  errors,
  children,
}: {
  list: FooterList;
  item: AdminFooterItem | null;
  formKey: string;
  errors: Record<string, string>;
  children?: React.ReactNode;
}) {
  const { t } = useAdminTranslation('admin-menus');
  const navigation = useNavigation();
  const isLogo = list === 'logo-footer';
  const id = (name: string) => `${formKey}-${name}`;
  return (
    <Form method="post" noValidate className="mt-3 space-y-4" key={item ? JSON.stringify(item) : undefined}>
      <input type="hidden" name="intent" value={item ? 'footerSave' : 'footerCreate'} />
      <input type="hidden" name="form" value={formKey} />
      <input type="hidden" name="list" value={list} />
      {item && <input type="hidden" name="id" value={item.id} />}
      <LocalizedField
        name="title"
        label={isLogo ? t('footer.logoTitle') : t('footer.linkTitle')}
        defaultValue={item?.title}
        required
        maxLength={120}
        errors={errors}
      />
      {isLogo && (
        <>
          <MediaField
            name="image"
            label={t('footer.image')}
            defaultValue={item?.image?.path}
            required
            error={errors.image}
          />
          <LocalizedField name="alt" label={t('footer.alt')} defaultValue={item?.alt} maxLength={200} errors={errors} />
        </>
      )}
      <LocalizedField
        name="url"
        label={isLogo ? t('footer.logoUrl') : t('footer.url')}
        help={t('footer.urlHelp')}
        defaultValue={item?.url}
        required={!isLogo}
        maxLength={500}
        errors={errors}
      />
      {!isLogo && (
        <div>
          <label htmlFor={id('group')} className={adminLabel}>
            {t('footer.group')}
          </label>
          <select id={id('group')} name="group" className={adminInput} defaultValue={item?.group ?? 'site'}>
            <option value="site">{t('footer.groups.site')}</option>
            <option value="legal">{t('footer.groups.legal')}</option>
          </select>
        </div>
      )}
      <label className="flex min-h-11 items-center gap-3">
        <input type="checkbox" name="isPublished" defaultChecked={item?.isPublished ?? true} className="h-5 w-5" />
        {t('footer.published')}
      </label>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {item ? t('footer.save') : t('footer.create')}
        </button>
        {children}
      </div>
    </Form>
  );
}
