import { data, Form, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import type { AdminCategory, AdminCategoryInput } from '@atelier/contract';
import type { Route } from './+types/admin-categories';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { ConfirmButton, dangerButton, primaryButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/** The site's categories (issue 16 item 6): names, slugs and descriptions in both languages, order, deletion. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ categories: await api.adminCategories() }, { headers: ADMIN_HEADERS });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

/** The form's fields as the API takes them (empty slugs are made from the names; the API checks the rest). */
function categoryBody(form: FormData): AdminCategoryInput {
  return {
    name: { fr_FR: text(form, 'name.fr_FR'), en: text(form, 'name.en') },
    slug: { fr_FR: text(form, 'slug.fr_FR'), en: text(form, 'slug.en') },
    description: { fr_FR: text(form, 'description.fr_FR'), en: text(form, 'description.en') },
    position: Number(text(form, 'position') || 0),
  };
}

/** `intent` create, save (with `id`) or delete (with `id`). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  // Which form answered: its refusal shows under its own fields.
  const target = intent === 'create' ? 'new' : String(id);
  const done =
    intent === 'delete'
      ? await adminAction(() => api.adminDeleteCategory({ params: { id } }), 'deleted')
      : intent === 'save'
        ? await adminAction(() => api.adminUpdateCategory({ params: { id }, body: categoryBody(form) }), 'saved')
        : await adminAction(() => api.adminCreateCategory({ body: categoryBody(form) }), 'created');
  return { ...done, target };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function CategoryFields({
  prefix,
  category,
  errors,
}: {
  prefix: string;
  category: AdminCategory | null;
  errors: Record<string, string>;
}) {
  const { t } = useAdminTranslation('admin-categories');
  const field = (name: string, label: string, value: string | undefined, extra: Record<string, unknown> = {}) => (
    <Field
      id={`${prefix}-${name.replace('.', '-')}`}
      name={name}
      label={label}
      defaultValue={value ?? ''}
      error={errors[name]}
      {...extra}
    />
  );
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('name.fr_FR', t('field.nameFr'), category?.name.fr_FR, { required: true, maxLength: 120 })}
      {field('name.en', t('field.nameEn'), category?.name.en, { maxLength: 120 })}
      {field('slug.fr_FR', t('field.slugFr'), category?.slug.fr_FR, { hint: t('field.slugHint'), maxLength: 160 })}
      {field('slug.en', t('field.slugEn'), category?.slug.en, { maxLength: 160 })}
      {field('description.fr_FR', t('field.descriptionFr'), category?.description?.fr_FR ?? '')}
      {field('description.en', t('field.descriptionEn'), category?.description?.en ?? '')}
      {field('position', t('field.position'), String(category?.position ?? 0), {
        type: 'number',
        inputMode: 'numeric',
        min: 0,
      })}
    </div>
  );
}

export default function AdminCategoriesPage() {
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-categories');
  useActionToast(result, t);
  const errorsOf = (target: string) => (result && !result.ok && result.target === target ? result.errors : {});
  const busy = navigation.state === 'submitting';
  const nameOf = (category: AdminCategory) =>
    locale === 'en' ? (category.name.en ?? category.name.fr_FR) : category.name.fr_FR;
  return (
    <div className="max-w-4xl space-y-6" data-testid="admin-categories">
      <title>{t('title')}</title>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>

      <section aria-labelledby="categories-list" className="space-y-3">
        <h2 id="categories-list" className="text-xl font-semibold">
          {t('list', { count: categories.length })}
        </h2>
        {categories.length === 0 && <p className="text-stone-700">{t('empty')}</p>}
        <ul className="space-y-3">
          {categories.map((category) => {
            const formId = `category-${category.id}`;
            return (
              <li key={category.id} className="rounded-md border border-stone-300 bg-white p-4">
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="font-semibold">{nameOf(category)}</span>
                    <span className="text-sm text-stone-700">
                      {t('products', { count: category.productCount })} · /{category.slug.fr_FR}
                    </span>
                  </summary>
                  <Form
                    id={formId}
                    method="post"
                    noValidate
                    className="mt-4 space-y-4"
                    key={`${category.id}-${JSON.stringify(category)}`}
                  >
                    <input type="hidden" name="id" value={category.id} />
                    <CategoryFields prefix={formId} category={category} errors={errorsOf(String(category.id))} />
                    <div className="flex flex-wrap gap-3">
                      <button type="submit" name="intent" value="save" className={primaryButton} disabled={busy}>
                        {t('save')}
                      </button>
                      <a className={secondaryButton} href={locale === 'en' ? category.urls.en : category.urls.fr_FR}>
                        {t('view', { name: nameOf(category) })}
                      </a>
                      {category.productCount === 0 ? (
                        <ConfirmButton
                          form={formId}
                          name="intent"
                          value="delete"
                          className={dangerButton}
                          question={t('deleteQuestion', { name: nameOf(category) })}
                          confirmLabel={t('deleteConfirm')}
                        >
                          {t('delete')}
                        </ConfirmButton>
                      ) : (
                        <p className="self-center text-sm text-stone-700">{t('inUse')}</p>
                      )}
                    </div>
                  </Form>
                </details>
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="category-new" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="category-new" className="text-xl font-semibold">
          {t('new')}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4" key={result?.ok ? 'created' : 'new'}>
          <input type="hidden" name="intent" value="create" />
          <CategoryFields prefix="category-new" category={null} errors={errorsOf('new')} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('create')}
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
