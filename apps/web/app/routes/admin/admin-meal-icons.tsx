import { data, Form, useActionData, useLoaderData, useNavigation, type HeadersFunction } from 'react-router';
import { MEAL_ICON_DRAWINGS, type AdminMealIcon, type AdminMealIconInput } from '@atelier/contract';
import type { Route } from './+types/admin-meal-icons';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import {
  adminInput,
  adminLabel,
  ConfirmButton,
  dangerButton,
  primaryButton,
} from '../../features/admin/ConfirmButton.tsx';
import { useActionToast } from '../../features/admin/use-action-toast.ts';
import { Field } from '../../features/admin-settings/SettingsFields.tsx';
import { MealIconDrawing } from '../../features/product/MealIcons.tsx';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * The site's meal icons (issue 16 item 6): the dishes a wine goes with, each a name in both languages and one of
 * the storefront's drawings; products pick theirs on their page. An icon no product shows can be deleted.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  return data({ icons: await api.adminMealIcons() }, { headers: ADMIN_HEADERS });
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();

function mealIconBody(form: FormData): AdminMealIconInput {
  return { name: { fr_FR: text(form, 'name.fr_FR'), en: text(form, 'name.en') }, icon: text(form, 'icon') };
}

/** `intent` create, save (with `id`) or delete (with `id`). */
export async function action({ request, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const form = await request.formData();
  const intent = text(form, 'intent');
  const id = Number(text(form, 'id'));
  const target = intent === 'create' ? 'new' : String(id);
  const done =
    intent === 'delete'
      ? await adminAction(() => api.adminDeleteMealIcon({ params: { id } }), 'deleted')
      : intent === 'save'
        ? await adminAction(() => api.adminUpdateMealIcon({ params: { id }, body: mealIconBody(form) }), 'saved')
        : await adminAction(() => api.adminCreateMealIcon({ body: mealIconBody(form) }), 'created');
  return { ...done, target };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

function MealIconFields({
  prefix,
  icon,
  errors,
}: {
  prefix: string;
  icon: AdminMealIcon | null;
  errors: Record<string, string>;
}) {
  const { t } = useAdminTranslation('admin-meal-icons');
  const drawingId = `${prefix}-icon`;
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field
        id={`${prefix}-name-fr`}
        name="name.fr_FR"
        label={t('field.nameFr')}
        defaultValue={icon?.name.fr_FR ?? ''}
        error={errors['name.fr_FR']}
        required
        maxLength={100}
      />
      <Field
        id={`${prefix}-name-en`}
        name="name.en"
        label={t('field.nameEn')}
        defaultValue={icon?.name.en ?? ''}
        error={errors['name.en']}
        maxLength={100}
      />
      <div>
        <label htmlFor={drawingId} className={adminLabel}>
          {t('field.icon')}
        </label>
        <select
          id={drawingId}
          name="icon"
          className={adminInput}
          defaultValue={icon?.icon ?? MEAL_ICON_DRAWINGS[0]}
          aria-invalid={errors['icon'] ? true : undefined}
          aria-describedby={errors['icon'] ? `${drawingId}-error` : undefined}
        >
          {/* An icon saved with a name the storefront has no drawing for stays choosable. */}
          {icon && !(MEAL_ICON_DRAWINGS as readonly string[]).includes(icon.icon) && (
            <option value={icon.icon}>{icon.icon}</option>
          )}
          {MEAL_ICON_DRAWINGS.map((drawing) => (
            <option key={drawing} value={drawing}>
              {t(`drawing.${drawing}`)}
            </option>
          ))}
        </select>
        {errors['icon'] && (
          <p id={`${drawingId}-error`} className="mt-1 text-sm text-red-800">
            {errors['icon']}
          </p>
        )}
      </div>
    </div>
  );
}

export default function AdminMealIconsPage() {
  const { icons } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-meal-icons');
  useActionToast(result, t);
  const errorsOf = (target: string) => (result && !result.ok && result.target === target ? result.errors : {});
  const busy = navigation.state === 'submitting';
  const nameOf = (icon: AdminMealIcon) => (locale === 'en' ? (icon.name.en ?? icon.name.fr_FR) : icon.name.fr_FR);
  return (
    <div className="max-w-4xl space-y-6" data-testid="admin-meal-icons">
      <title>{t('title')}</title>
      <h1 className="text-3xl font-semibold">{t('title')}</h1>
      <p className="text-stone-700">{t('intro')}</p>

      <section aria-labelledby="meal-icons-list" className="space-y-3">
        <h2 id="meal-icons-list" className="text-xl font-semibold">
          {t('list', { count: icons.length })}
        </h2>
        {icons.length === 0 && <p className="text-stone-700">{t('empty')}</p>}
        <ul className="space-y-3">
          {icons.map((icon) => {
            const formId = `meal-icon-${icon.id}`;
            return (
              <li key={icon.id} className="rounded-md border border-stone-300 bg-white p-4">
                <details>
                  <summary className="flex min-h-11 cursor-pointer flex-wrap items-center gap-x-3 gap-y-1">
                    <span className="grid size-10 place-items-center rounded-full bg-stone-100">
                      <MealIconDrawing icon={icon.icon} />
                    </span>
                    <span className="font-semibold">{nameOf(icon)}</span>
                    <span className="text-sm text-stone-700">{t('products', { count: icon.productCount })}</span>
                  </summary>
                  <Form
                    id={formId}
                    method="post"
                    noValidate
                    className="mt-4 space-y-4"
                    key={`${icon.id}-${JSON.stringify(icon)}`}
                  >
                    <input type="hidden" name="id" value={icon.id} />
                    <MealIconFields prefix={formId} icon={icon} errors={errorsOf(String(icon.id))} />
                    <div className="flex flex-wrap gap-3">
                      <button type="submit" name="intent" value="save" className={primaryButton} disabled={busy}>
                        {t('save')}
                      </button>
                      {icon.productCount === 0 ? (
                        <ConfirmButton
                          form={formId}
                          name="intent"
                          value="delete"
                          className={dangerButton}
                          question={t('deleteQuestion', { name: nameOf(icon) })}
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

      <section aria-labelledby="meal-icon-new" className="rounded-md border border-stone-300 bg-white p-4">
        <h2 id="meal-icon-new" className="text-xl font-semibold">
          {t('new')}
        </h2>
        <Form method="post" noValidate className="mt-4 space-y-4" key={result?.ok ? 'created' : 'new'}>
          <input type="hidden" name="intent" value="create" />
          <MealIconFields prefix="meal-icon-new" icon={null} errors={errorsOf('new')} />
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('create')}
          </button>
        </Form>
      </section>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
