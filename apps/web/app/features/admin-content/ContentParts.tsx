import type { ReactNode } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import type { AdminContentImage } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminPath } from '../admin/admin-paths.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
  secondaryButton,
} from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';
import { MediaField } from '../admin/MediaField.tsx';
import { Field } from '../admin-settings/SettingsFields.tsx';

/** The pieces the content editors share (issue 18 item 6): state, picture, slugs, the editor's buttons. */

const NS = 'admin-editorial';

/** Whether visitors see it: "On the site" or "Draft". */
export function PublishedBadge({ isPublished }: { isPublished: boolean }) {
  const { t } = useAdminTranslation(NS);
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ring-1 ${
        isPublished ? 'bg-green-50 text-green-900 ring-green-700' : 'bg-stone-100 text-stone-800 ring-stone-500'
      }`}
    >
      {isPublished ? t('state.published') : t('state.draft')}
    </span>
  );
}

/** A picture (uploaded at once) and the words describing it, in both languages. */
export function ImageFields({
  name = 'image',
  label,
  image,
  errors,
  withAlt = true,
}: {
  name?: string;
  label: string;
  image: AdminContentImage | null | undefined;
  errors: Record<string, string>;
  /** False where the picture's description is not kept (a news item's: the storefront uses its title). */
  withAlt?: boolean;
}) {
  const { t } = useAdminTranslation(NS);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <MediaField
        name={name}
        label={label}
        defaultValue={image?.path ?? null}
        error={errors[`${name}.path`] ?? errors[name]}
        help={t('image.help')}
      />
      {withAlt && (
        <LocalizedField
          name={`${name}Alt`}
          label={t('image.alt')}
          help={t('image.altHelp')}
          defaultValue={image?.alt ?? null}
          maxLength={300}
          errors={errors}
        />
      )}
    </div>
  );
}

/** The addresses in both languages: left empty, they are made from the title. */
export function SlugFields({
  slug,
  errors,
}: {
  slug: { fr_FR: string; en?: string | undefined } | null | undefined;
  errors: Record<string, string>;
}) {
  const { t } = useAdminTranslation(NS);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        id="slug-fr"
        name="slug.fr_FR"
        label={t('slug.fr')}
        hint={t('slug.help')}
        defaultValue={slug?.fr_FR ?? ''}
        maxLength={160}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        error={errors['slug.fr_FR']}
      />
      <Field
        id="slug-en"
        name="slug.en"
        label={t('slug.en')}
        defaultValue={slug?.en ?? ''}
        maxLength={160}
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        error={errors['slug.en']}
      />
    </div>
  );
}

/** The refusal of the last save, above the form. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
      {message}
    </p>
  );
}

/** The top of an editor: back to the list, the title, whether visitors see it, its pages on the site. */
export function EditorHeader({
  backPath,
  backLabel,
  title,
  isPublished,
  urls,
}: {
  backPath: string;
  backLabel: string;
  title: string;
  isPublished: boolean | null;
  urls?: { fr_FR: string; en: string } | null;
}) {
  const { t, locale } = useAdminTranslation(NS);
  return (
    <div className="space-y-3">
      <Link to={adminPath(backPath, locale)} className="underline">
        {backLabel}
      </Link>
      <h1 className="text-3xl font-semibold break-words">{title}</h1>
      {isPublished !== null && (
        <p className="flex flex-wrap items-center gap-3">
          <PublishedBadge isPublished={isPublished} />
          {urls && isPublished && (
            <>
              <a href={urls.fr_FR} className="underline" lang="fr">
                {t('view.fr')}
              </a>
              <a href={urls.en} className="underline" lang="en">
                {t('view.en')}
              </a>
            </>
          )}
        </p>
      )}
    </div>
  );
}

/** Save (in the form), then publish or take off the site, and delete after a question. */
export function EditorActions({
  formId,
  exists,
  isPublished,
  deleteQuestion,
  extra,
}: {
  formId: string;
  exists: boolean;
  isPublished: boolean;
  deleteQuestion: string;
  extra?: ReactNode;
}) {
  const { t } = useAdminTranslation(NS);
  const busy = useNavigation().state === 'submitting';
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" form={formId} name="intent" value="save" className={primaryButton} disabled={busy}>
        {exists ? t('action.save') : t('action.create')}
      </button>
      {exists && (
        <Form method="post">
          <input type="hidden" name="intent" value={isPublished ? 'unpublish' : 'publish'} />
          <button type="submit" className={secondaryButton} disabled={busy}>
            {isPublished ? t('action.unpublish') : t('action.publish')}
          </button>
        </Form>
      )}
      {extra}
      {exists && (
        <>
          <Form method="post" id={`${formId}-delete`}>
            <input type="hidden" name="intent" value="delete" />
          </Form>
          <ConfirmButton
            form={`${formId}-delete`}
            question={deleteQuestion}
            confirmLabel={t('action.delete')}
            className={dangerButton}
          >
            {t('action.delete')}
          </ConfirmButton>
        </>
      )}
    </div>
  );
}

/** A list's search by title (the URL keeps it, so the list is a link). */
export function TitleSearch({ value, label, children }: { value: string; label: string; children?: ReactNode }) {
  const { t } = useAdminTranslation(NS);
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3 rounded-md border border-stone-300 bg-white p-4">
      <div className="min-w-0 flex-1 basis-56">
        <label htmlFor="filter-title" className={adminLabel}>
          {label}
        </label>
        <input id="filter-title" name="q" type="search" defaultValue={value} className={adminInput} />
      </div>
      {children}
      <button type="submit" className={secondaryButton}>
        {t('list.search')}
      </button>
    </Form>
  );
}
