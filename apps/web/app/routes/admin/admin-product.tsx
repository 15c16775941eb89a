import { useEffect } from 'react';
import { toast } from 'sonner';
import {
  data,
  Form,
  Link,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
  useLocation,
  useSearchParams,
  type HeadersFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { AdminProduct, AdminProductInput, StockReason } from '@atelier/contract';
import type { Route } from './+types/admin-product';
import { ADMIN_HEADERS, adminAction, adminRowId, requireAdminPage } from '../../features/admin/admin-calls.server.ts';
import { useAdminTranslation } from '../../features/admin/admin-i18n.ts';
import { adminPath } from '../../features/admin/admin-paths.ts';
import { ConfirmButton, dangerButton, secondaryButton } from '../../features/admin/ConfirmButton.tsx';
import { useActionToast, type AdminActionResult } from '../../features/admin/use-action-toast.ts';
import { OpenSectionsProvider, useOpenSections } from '../../features/admin-catalogue/AdminDetails.tsx';
import { AwardsSection } from '../../features/admin-catalogue/AwardsSection.tsx';
import { CustomizationsSection } from '../../features/admin-catalogue/CustomizationsSection.tsx';
import { centsOf, contentKey } from '../../features/admin-catalogue/form-reading.ts';
import { DeclinationForm } from '../../features/admin-catalogue/DeclinationForm.tsx';
import { DeclinationsSection } from '../../features/admin-catalogue/DeclinationsSection.tsx';
import { productExtraAction, type TargetedResult } from '../../features/admin-catalogue/product-extras.server.ts';
import {
  formErrors,
  productErrorsOf,
  productInputOf,
  savedInputOf,
} from '../../features/admin-catalogue/product-form.ts';
import { ImageFields } from '../../features/admin-catalogue/ProductFields.tsx';
import { ProductForm } from '../../features/admin-catalogue/ProductForm.tsx';
import { ProductImageItem } from '../../features/admin-catalogue/ProductImageItem.tsx';
import { localeFromPath } from '../../features/i18n/locale.ts';
import { displayDateTime } from '../../features/orders/order-dates.ts';
import { apiContext } from '../../features/site/api-context.ts';

/**
 * One product of the site (issue 16 item 6): its texts, sale, categories, tags and features, discounts, shipping,
 * wine sheet and meal icons, declinations, images, awards and customization questions.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const [product, categories, history, mealIcons, awards, customizations, variations] = await Promise.all([
    api.adminProduct({ params: { id } }),
    api.categories(),
    api.adminStockHistory({ params: { id }, query: { nbItem: 20 } }),
    api.adminMealIcons(),
    api.adminAwards({ params: { id } }),
    api.adminCustomizations({ params: { id } }),
    api.variations(),
  ]);
  return data(
    {
      product,
      categories: categories.map((category) => ({ id: category.id, name: category.name })),
      history: history.items,
      mealIcons,
      awards,
      customizations: customizations.items,
      variations,
    },
    { headers: ADMIN_HEADERS },
  );
}

/**
 * The images form: each image's alt texts and place (`position-<i>`, 1 first), without the one `remove` names;
 * their focal points as they were.
 */
function imagesOf(form: FormData, product: AdminProduct): AdminProductInput['images'] {
  const remove = String(form.get('remove') ?? '');
  const files = form.getAll('file').map(String);
  return (
    files
      .map((file, index) => ({
        file,
        index,
        position: Number(form.get(`position-${index}`)) || index + 1,
        alt: {
          fr_FR: String(form.get(`altFr-${index}`) ?? '').trim(),
          en: String(form.get(`altEn-${index}`) ?? '').trim(),
        },
        focalPoint: product.images.find((image) => image.file === file)?.focalPoint ?? null,
      }))
      .filter((image) => image.file !== remove)
      // An image moved to a place goes before the one that was there (which keeps its number).
      .sort(
        (a, b) =>
          a.position - b.position ||
          Number(b.position !== b.index + 1) - Number(a.position !== a.index + 1) ||
          a.index - b.index,
      )
      .map(({ file, alt, focalPoint }) => ({ file, alt, focalPoint }))
  );
}

/** Names the form an answer is for: a refusal's messages go beside that form's inputs. */
const targeted = (result: AdminActionResult, target: string): TargetedResult => ({ ...result, target });

export async function action({ request, params, context }: Route.ActionArgs) {
  const api = context.get(apiContext);
  await requireAdminPage(api, request);
  const id = adminRowId(params);
  const locale = localeFromPath(new URL(request.url).pathname);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const version = Number(form.get('version'));
  if (intent === 'delete') {
    const done = await adminAction(() => api.adminDeleteProduct({ params: { id } }), 'detail.deleted');
    if (done.ok) return redirect(`${adminPath('products', locale)}?deleted=1`, { headers: ADMIN_HEADERS });
    return targeted(done, 'delete');
  }
  const extra = await productExtraAction(api, id, intent, form);
  if (extra) return extra;
  if (intent === 'image') {
    const image = form.get('image');
    const upload = new FormData();
    upload.set('altFr', String(form.get('altFr') ?? ''));
    upload.set('altEn', String(form.get('altEn') ?? ''));
    if (image instanceof File && image.size > 0) upload.set('image', image);
    return targeted(
      await adminAction(() => api.adminUploadProductImage({ params: { id }, body: upload }), 'image.saved'),
      'image',
    );
  }
  if (intent === 'images') {
    const current = await api.adminProduct({ params: { id } });
    const removing = Boolean(form.get('remove'));
    const done = await adminAction(
      () =>
        api.adminUpdateProduct({
          params: { id },
          body: { ...savedInputOf(current), images: imagesOf(form, current), version },
        }),
      removing ? 'image.removed' : 'image.listSaved',
    );
    return targeted(done, 'images');
  }
  if (intent === 'variations') {
    const current = await api.adminProduct({ params: { id } });
    const variationIds = form.getAll('variationIds').map(Number).filter(Number.isInteger);
    return targeted(
      await adminAction(
        () => api.adminUpdateProduct({ params: { id }, body: { ...savedInputOf(current), variationIds, version } }),
        'variation.saved',
      ),
      'variations',
    );
  }
  if (intent === 'newDeclination') {
    const price = String(form.get('price') ?? '').trim();
    const quantity = String(form.get('quantity') ?? '').trim();
    return targeted(
      await adminAction(
        () =>
          api.adminCreateDeclination({
            params: { id },
            body: {
              variationValueIds: form.getAll('variationValueIds').map(Number).filter(Number.isInteger),
              reference: String(form.get('reference') ?? '').trim() || null,
              // A price typed is the declination's own; an amount that is none is sent as -1: the API names it.
              fixedPrice: price !== '',
              price: price === '' ? null : (centsOf(price) ?? -1),
              setQuantity: form.get('setQuantity') === 'on',
              quantity: quantity === '' ? 0 : Number.isInteger(Number(quantity)) ? Number(quantity) : -1,
            },
          }),
        'variation.added',
      ),
      'newDeclination',
    );
  }
  if (intent === 'deleteDeclination') {
    const idDeclination = Number(form.get('declinationId'));
    return targeted(
      await adminAction(() => api.adminDeleteDeclination({ params: { id, idDeclination } }), 'declination.deleted'),
      'declination',
    );
  }
  if (intent === 'declination') {
    const idDeclination = Number(form.get('declinationId'));
    const quantity = Number(form.get('quantity'));
    const seen = Number(form.get('seenQuantity'));
    const fixedPrice = form.get('fixedPrice') === 'on';
    const stockChanged = Number.isInteger(quantity) && quantity !== seen;
    const done = await adminAction(
      () =>
        api.adminUpdateDeclination({
          params: { id, idDeclination },
          body: {
            version,
            fixedPrice,
            ...(fixedPrice ? { price: centsOf(form.get('price')) ?? -1 } : {}),
            setQuantity: form.get('setQuantity') === 'on',
            reference: String(form.get('reference') ?? '').trim() || null,
            ...(stockChanged
              ? {
                  stock: {
                    quantity,
                    seen,
                    reason: String(form.get('reason') ?? 'CORRECTION') as StockReason,
                    note: String(form.get('note') ?? '').trim() || null,
                  },
                }
              : {}),
          },
        }),
      'declination.saved',
    );
    return targeted(done, 'declination');
  }
  // The product itself: what the page does not edit is taken as it is now (the version says if it moved).
  const current = await api.adminProduct({ params: { id } });
  const done = await adminAction(
    () => api.adminUpdateProduct({ params: { id }, body: { ...productInputOf(form, savedInputOf(current)), version } }),
    'detail.saved',
  );
  return done.ok
    ? targeted(done, 'product')
    : { ...done, errors: productErrorsOf(form, done.errors), target: 'product' };
}

export const headers: HeadersFunction = ({ loaderHeaders, errorHeaders }) => errorHeaders ?? loaderHeaders;

/**
 * A refused save changed nothing: the page is not read again, so that the forms keep what was typed (after a 409,
 * someone else's save would otherwise replace it in the form). The refusal's message offers to reload.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) => {
  const result = actionResult as { ok?: boolean } | undefined;
  if (result && result.ok === false) return false;
  return defaultShouldRevalidate;
};

export default function AdminProductPage() {
  const { product, categories, history, mealIcons, awards, customizations, variations } =
    useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const { t, locale } = useAdminTranslation('admin-catalogue');
  useActionToast(result, t);
  const created = search.get('created') === '1';
  const imageRefused = search.get('image') === 'refused';
  useEffect(() => {
    if (created) toast.success(t('new.created'));
    if (imageRefused) toast.error(t('image.refused'));
  }, [created, imageRefused, t]);
  const refusal = result && !result.ok ? result : null;
  const errorsOf = (target: string) => (refusal?.target === target ? formErrors(refusal.errors) : {});
  const sections = useOpenSections(refusal);
  const title = product.name[locale] ?? product.name.fr_FR;

  return (
    <OpenSectionsProvider value={sections}>
      <div className="space-y-8" data-testid="admin-product">
        <title>{title}</title>
        <div className="space-y-2">
          <Link to={adminPath('products', locale)} className="underline">
            {t('detail.back')}
          </Link>
          <h1 className="text-3xl font-semibold">{title}</h1>
          <p className="flex flex-wrap gap-4">
            <span>{t('detail.updated', { date: displayDateTime(product.updatedAt) })}</span>
            {product.isPublished && (
              <a href={product.urls[locale]} className="underline" target="_blank" rel="noreferrer">
                {t('detail.seeOnSite')}
              </a>
            )}
          </p>
        </div>
        {result && !result.ok && (
          <div role="alert" className="space-y-2 rounded-md border border-red-300 bg-red-50 p-3 text-red-800">
            <p data-testid="save-refused">{result.message}</p>
            {result.status === 409 && (
              <p>
                {t('detail.changedMeanwhile')}{' '}
                <Link to={pathname} className="font-semibold underline">
                  {t('detail.reload')}
                </Link>
              </p>
            )}
          </div>
        )}

        <section aria-labelledby="declinations-title" className="space-y-3">
          <h2 id="declinations-title" className="text-xl font-semibold">
            {t('declination.list')}
          </h2>
          {product.declinations.map((declination) => (
            <DeclinationForm
              key={declination.id}
              declination={declination}
              basePrice={product.price}
              variations={variations}
              canDelete={product.declinations.length > 1}
            />
          ))}
          <DeclinationsSection
            product={product}
            variations={variations}
            errorsOf={errorsOf}
            formKey={product.declinations.map((declination) => declination.id).join(',')}
          />
        </section>

        <section aria-labelledby="product-title" className="space-y-3">
          <h2 id="product-title" className="text-xl font-semibold">
            {t('detail.product')}
          </h2>
          {/* Drawn again when a save changed what it shows: a question or award saved keeps what is typed here. */}
          <ProductForm
            key={contentKey({ ...savedInputOf(product), images: null })}
            product={product}
            categories={categories}
            mealIcons={mealIcons}
            errors={errorsOf('product')}
            submitting={navigation.state === 'submitting'}
          />
        </section>

        <section aria-labelledby="extras-title" className="space-y-3">
          <h2 id="extras-title" className="text-xl font-semibold">
            {t('detail.extras')}
          </h2>
          <CustomizationsSection customizations={customizations} productVersion={product.version} errorsOf={errorsOf} />
          <AwardsSection
            awards={awards}
            errors={errorsOf('award')}
            formKey={awards.map((award) => award.id).join(',')}
          />
        </section>

        <section aria-labelledby="images-title" className="space-y-3">
          <h2 id="images-title" className="text-xl font-semibold">
            {t('image.title')}
          </h2>
          {imageRefused && product.images.length === 0 && <p className="text-red-800">{t('image.refused')}</p>}
          {product.images.length > 0 && (
            <Form method="post" id="images-form" className="space-y-3" key={`images-${product.version}`}>
              <input type="hidden" name="intent" value="images" />
              <input type="hidden" name="version" value={product.version} />
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {product.images.map((image, index) => (
                  <ProductImageItem key={image.file} image={image} index={index} count={product.images.length} />
                ))}
              </ul>
              <button type="submit" className={secondaryButton}>
                {t('image.saveList')}
              </button>
            </Form>
          )}
          <Form
            method="post"
            encType="multipart/form-data"
            className="space-y-3 rounded-md border border-stone-300 p-3"
          >
            <input type="hidden" name="intent" value="image" />
            <ImageFields errors={errorsOf('image')} required />
            <button type="submit" className={secondaryButton}>
              {t('image.add')}
            </button>
          </Form>
        </section>

        {history.length > 0 && (
          <section className="space-y-3">
            <h2 id="history-title" className="text-xl font-semibold">
              {t('history.title')}
            </h2>
            <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-labelledby="history-title">
              <table className="w-full text-left">
                <thead>
                  <tr>
                    <th scope="col">{t('history.when')}</th>
                    <th scope="col">{t('history.who')}</th>
                    <th scope="col">{t('history.declination')}</th>
                    <th scope="col">{t('history.change')}</th>
                    <th scope="col">{t('history.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {history.map((movement) => (
                    <tr key={movement.id} className="border-t border-stone-200">
                      <td className="whitespace-nowrap">{displayDateTime(movement.createdAt)}</td>
                      <td className="break-all">{movement.user?.email ?? t('history.system')}</td>
                      <td>
                        {product.declinations.find((declination) => declination.id === movement.declinationId)
                          ?.reference ?? `#${movement.declinationId}`}
                      </td>
                      <td className="whitespace-nowrap">
                        {movement.delta > 0 ? `+${movement.delta}` : movement.delta} → {movement.quantity}
                      </td>
                      <td>
                        {t(`reason.${movement.reason}`)}
                        {movement.note ? ` : ${movement.note}` : ''}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        <Form method="post" id="delete-product">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="version" value={product.version} />
        </Form>
        <ConfirmButton
          form="delete-product"
          question={t('detail.deleteQuestion', { name: title })}
          confirmLabel={t('detail.delete')}
          className={dangerButton}
        >
          {t('detail.delete')}
        </ConfirmButton>
      </div>
    </OpenSectionsProvider>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from '../../features/admin/AdminErrorBoundary.tsx';
