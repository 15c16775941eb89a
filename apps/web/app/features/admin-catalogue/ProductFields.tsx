import { PRODUCT_KINDS, type AdminProduct } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput } from '../admin/ConfirmButton.tsx';
import { Field, invalid } from './AdminField.tsx';
import { eurosOf } from './form-reading.ts';

/**
 * The product form's fields shared by the new product's page and a product's page (issue 16 item 6): texts and
 * slugs in both languages, kind, price, categories, publication. Names are the form's; `productInputOf` reads
 * them back into the contract's input (product-form.ts).
 */

export function ProductFields({
  product,
  categories,
  errors,
}: {
  product: Partial<AdminProduct> | null;
  categories: { id: number; name: string }[];
  errors: Record<string, string>;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const input = (name: string, label: string, value: string | undefined, required = false) => (
    <Field id={`product-${name}`} label={label} error={errors[name]}>
      <input
        id={`product-${name}`}
        name={name}
        defaultValue={value ?? ''}
        required={required}
        className={adminInput}
        {...invalid(`product-${name}`, errors[name])}
      />
    </Field>
  );
  const area = (name: string, label: string, value: string | undefined, rows = 3) => (
    <Field id={`product-${name}`} label={label} error={errors[name]}>
      <textarea id={`product-${name}`} name={name} rows={rows} defaultValue={value ?? ''} className={adminInput} />
    </Field>
  );
  return (
    <>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('form.texts')}</legend>
        {input('nameFr', t('form.nameFr'), product?.name?.fr_FR, true)}
        {input('nameEn', t('form.nameEn'), product?.name?.en)}
        {input('slugFr', t('form.slugFr'), product?.slug?.fr_FR)}
        {input('slugEn', t('form.slugEn'), product?.slug?.en)}
        {area('summaryFr', t('form.summaryFr'), product?.summary?.fr_FR ?? undefined)}
        {area('summaryEn', t('form.summaryEn'), product?.summary?.en)}
        {area('descriptionFr', t('form.descriptionFr'), product?.description?.fr_FR ?? undefined, 6)}
        {area('descriptionEn', t('form.descriptionEn'), product?.description?.en, 6)}
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">{t('form.sale')}</legend>
        <Field id="product-kind" label={t('form.kind')}>
          <select id="product-kind" name="kind" defaultValue={product?.kind ?? 'OTHER'} className={adminInput}>
            {PRODUCT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kind.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="product-price" label={t('form.price')} error={errors.price}>
          <input
            id="product-price"
            name="price"
            inputMode="decimal"
            required
            defaultValue={eurosOf(product?.price)}
            className={adminInput}
            {...invalid('product-price', errors.price)}
          />
        </Field>
        <div className="flex items-center gap-2 sm:col-span-2">
          <input
            id="product-published"
            name="isPublished"
            type="checkbox"
            defaultChecked={product?.isPublished ?? false}
            className="h-5 w-5"
          />
          <label htmlFor="product-published" className="font-semibold">
            {t('form.published')}
          </label>
        </div>
      </fieldset>
      <fieldset className="space-y-2">
        <legend className="mb-2 text-lg font-semibold">{t('form.categories')}</legend>
        {errors.categoryIds && <p className="text-sm text-red-800">{errors.categoryIds}</p>}
        <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {categories.map((category) => (
            <div key={category.id} className="flex items-center gap-2">
              <input
                id={`product-category-${category.id}`}
                type="checkbox"
                name="categoryIds"
                value={category.id}
                defaultChecked={product?.categoryIds?.includes(category.id) ?? false}
                className="h-5 w-5"
              />
              <label htmlFor={`product-category-${category.id}`}>{category.name}</label>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}

/** An image's file and its alt texts in both languages. */
export function ImageFields({ errors, required = false }: { errors: Record<string, string>; required?: boolean }) {
  const { t } = useAdminTranslation('admin-catalogue');
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <Field id="image-file" label={t('image.file')} error={errors.image}>
        <input
          id="image-file"
          name="image"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          required={required}
          className={adminInput}
          {...invalid('image-file', errors.image)}
        />
      </Field>
      <Field id="image-alt-fr" label={t('image.altFr')} error={errors.altFr}>
        <input id="image-alt-fr" name="altFr" className={adminInput} {...invalid('image-alt-fr', errors.altFr)} />
      </Field>
      <Field id="image-alt-en" label={t('image.altEn')}>
        <input id="image-alt-en" name="altEn" className={adminInput} />
      </Field>
    </div>
  );
}
