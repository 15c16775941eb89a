import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  type HeadersFunction,
} from 'react-router';
import type { AdminProduct } from '@atelier/contract';
import type { Route } from './+types/admin-product-new';
import { adminAction, ADMIN_HEADERS, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { adminInput, adminLabel, primaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast, type AdminActionResult } from '../../features/admin/use-action-toast.ts';
import { formErrors, productInputOf } from '../../features/admin-catalogue/product-form.ts';
import { ImageFields, ProductFields } from '../../features/admin-catalogue/ProductFields.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { apiContext } from '../../features/site/api-context.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const categories = await api.categories();
  return data(
    { categories: categories.map((category) => ({ id: category.id, name: category.name })) },
    { headers: ADMIN_HEADERS },
  );
}

/** Adds the product with its first declination, then its image when one is given; on to the product's page. */
export async function action({ request, context }: Route.ActionArgs): Promise<AdminActionResult | Response> {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const quantity = Number(form.get('quantity') ?? 0);
  const image = form.get('image');
  const hasImage = image instanceof File && image.size > 0;
  if (hasImage && !String(form.get('altFr') ?? '').trim()) {
    return { ok: false, message: '', errors: { altFr: 'altRequired' } };
  }
  let product: AdminProduct | null = null;
  const created = await adminAction(async () => {
    product = await api.adminCreateProduct({
      body: {
        ...productInputOf(form),
        declination: {
          reference: String(form.get('reference') ?? '').trim() || null,
          setQuantity: form.get('setQuantity') === 'on',
          quantity: Number.isInteger(quantity) && quantity >= 0 ? quantity : 0,
        },
      },
    });
  }, 'new.created');
  if (!created.ok || !product) return created;
  const { id } = product as AdminProduct;
  let imageRefused = false;
  if (hasImage) {
    const upload = new FormData();
    upload.set('altFr', String(form.get('altFr') ?? ''));
    upload.set('altEn', String(form.get('altEn') ?? ''));
    upload.set('image', image);
    // The product exists now: an image the API refuses is said on the product's page, where it can be added again.
    const uploaded = await adminAction(() => api.adminUploadProductImage({ params: { id }, body: upload }), '');
    imageRefused = !uploaded.ok;
  }
  const query = imageRefused ? '?created=1&image=refused' : '?created=1';
  return redirect(`${adminPath(`products/${id}`, locale)}${query}`, { headers: ADMIN_HEADERS });
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

export default function AdminProductNewPage() {
  const { categories } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const refusal = result && !result.ok ? result : null;
  const shown = refusal?.message ? refusal : undefined;
  useActionToast(shown, t);
  const errors = refusal ? formErrors(refusal.errors) : {};
  if (errors.altFr === 'altRequired') errors.altFr = t('image.altRequired');

  return (
    <div className="space-y-6">
      <title>{t('new.title')}</title>
      <Link to={adminPath('products', locale)} className="underline">
        {t('detail.back')}
      </Link>
      <h1 className="text-3xl font-semibold">{t('new.title')}</h1>
      {refusal?.message && (
        <p role="alert" className="text-red-800">
          {refusal.message}
        </p>
      )}
      <Form
        method="post"
        encType="multipart/form-data"
        className="space-y-6 rounded-md border border-stone-300 bg-white p-4"
      >
        <ProductFields product={null} categories={categories} errors={errors} />
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-2 text-lg font-semibold">{t('form.stock')}</legend>
          <div>
            <label htmlFor="new-reference" className={adminLabel}>
              {t('declination.reference')}
            </label>
            <input id="new-reference" name="reference" className={adminInput} />
          </div>
          <div>
            <label htmlFor="new-quantity" className={adminLabel}>
              {t('declination.quantity')}
            </label>
            <input
              id="new-quantity"
              name="quantity"
              type="number"
              min={0}
              inputMode="numeric"
              defaultValue={0}
              className={adminInput}
            />
          </div>
          <div className="flex items-center gap-2 self-end pb-2">
            <input id="new-tracked" name="setQuantity" type="checkbox" className="h-5 w-5" />
            <label htmlFor="new-tracked">{t('declination.tracked')}</label>
          </div>
        </fieldset>
        <fieldset>
          <legend className="mb-2 text-lg font-semibold">{t('image.title')}</legend>
          <ImageFields errors={errors} />
        </fieldset>
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {t('new.create')}
        </button>
      </Form>
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
