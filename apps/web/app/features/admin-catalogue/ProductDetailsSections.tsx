import { useState } from 'react';
import { DISCOUNT_TYPES, type AdminProduct } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput } from '../admin/ConfirmButton.tsx';
import { AdminDetails } from './AdminDetails.tsx';
import { CheckboxField, described, Field, TextField } from './AdminField.tsx';
import { EditableRows } from './EditableRows.tsx';
import { eurosOf } from './form-reading.ts';

/**
 * The product form's sections of a product's page (issue 16 item 6), each folding: tags and features, the dated
 * discount and the decreasing discounts, selling and shipping. Each says it is there (`section`), so that
 * product-form.ts reads it; refusals come per input (`errors`, rows by their key).
 */

type Errors = Record<string, string>;
type DiscountType = (typeof DISCOUNT_TYPES)[number];

const amountText = (type: DiscountType, amount: number) => (type === 'EURO' ? eurosOf(amount) : String(amount));

export function TagsSection({ product, errors }: { product: AdminProduct; errors: Errors }) {
  const { t } = useAdminTranslation('admin-catalogue');
  return (
    <AdminDetails name="tags" title={t('tags.section')}>
      <input type="hidden" name="section" value="tags" />
      <input type="hidden" name="section" value="features" />
      <EditableRows
        legend={t('tags.legend')}
        hint={t('tags.hint')}
        initial={product.tags}
        blank={{ fr_FR: '', en: '' }}
        addLabel={t('tags.add')}
        removeLabel={(number) => t('tags.remove', { number })}
        empty={t('tags.none')}
        error={errors['tags']}
        errorId="product-tags-error"
      >
        {(tag, key, number) => (
          <>
            <TextField
              name={`tag-${key}-fr`}
              label={t('tags.fr', { number })}
              defaultValue={tag.fr_FR}
              errors={errors}
              maxLength={60}
            />
            <TextField
              name={`tag-${key}-en`}
              label={t('tags.en', { number })}
              defaultValue={tag.en}
              errors={errors}
              maxLength={60}
            />
          </>
        )}
      </EditableRows>
      <EditableRows
        legend={t('features.legend')}
        hint={t('features.hint')}
        initial={product.features}
        blank={{ label: { fr_FR: '', en: '' }, value: { fr_FR: '', en: '' } }}
        addLabel={t('features.add')}
        removeLabel={(number) => t('features.remove', { number })}
        empty={t('features.none')}
        error={errors['features']}
        errorId="product-features-error"
      >
        {(feature, key, number) => (
          <>
            <TextField
              name={`feature-${key}-labelFr`}
              label={t('features.labelFr', { number })}
              defaultValue={feature.label.fr_FR}
              errors={errors}
              maxLength={100}
            />
            <TextField
              name={`feature-${key}-labelEn`}
              label={t('features.labelEn', { number })}
              defaultValue={feature.label.en}
              errors={errors}
              maxLength={100}
            />
            <TextField
              name={`feature-${key}-valueFr`}
              label={t('features.valueFr', { number })}
              defaultValue={feature.value.fr_FR}
              errors={errors}
              maxLength={500}
            />
            <TextField
              name={`feature-${key}-valueEn`}
              label={t('features.valueEn', { number })}
              defaultValue={feature.value.en}
              errors={errors}
              maxLength={500}
            />
          </>
        )}
      </EditableRows>
    </AdminDetails>
  );
}

/** A threshold of the decreasing discounts: from which quantity, and how much off each unit. */
function DecreasingRow({
  row,
  rowKey,
  number,
  errors,
}: {
  row: AdminProduct['decreasingDiscounts'][number] | null;
  rowKey: number;
  number: number;
  errors: Errors;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const [type, setType] = useState<DiscountType>(row?.type ?? 'PERCENT');
  const id = `product-decreasing-${rowKey}-type`;
  return (
    <>
      <TextField
        name={`decreasing-${rowKey}-from`}
        label={t('decreasing.from', { number })}
        defaultValue={row?.fromQuantity}
        errors={errors}
        type="number"
        min={2}
        inputMode="numeric"
      />
      <Field id={id} label={t('decreasing.type', { number })}>
        <select
          id={id}
          name={`decreasing-${rowKey}-type`}
          value={type}
          onChange={(event) => setType(event.target.value as DiscountType)}
          className={adminInput}
        >
          {DISCOUNT_TYPES.map((known) => (
            <option key={known} value={known}>
              {t(`discount.types.${known}`)}
            </option>
          ))}
        </select>
      </Field>
      <TextField
        name={`decreasing-${rowKey}-amount`}
        label={t(type === 'EURO' ? 'decreasing.amountEuro' : 'decreasing.amountPercent', { number })}
        defaultValue={row ? amountText(row.type, row.amount) : ''}
        errors={errors}
        inputMode="decimal"
      />
    </>
  );
}

export function DiscountSection({ product, errors }: { product: AdminProduct; errors: Errors }) {
  const { t } = useAdminTranslation('admin-catalogue');
  const discount = product.discount;
  const [type, setType] = useState<DiscountType | ''>(discount?.type ?? '');
  return (
    <AdminDetails name="discount" title={t('productDiscount.section')}>
      <input type="hidden" name="section" value="discount" />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t('productDiscount.legend')}</legend>
        <p className="text-sm text-stone-700 sm:col-span-2">{t('productDiscount.hint')}</p>
        <Field id="product-discountType" label={t('productDiscount.type')} error={errors['discountType']}>
          <select
            id="product-discountType"
            name="discountType"
            value={type}
            onChange={(event) => setType(event.target.value as DiscountType | '')}
            className={adminInput}
            {...described('product-discountType', errors['discountType'])}
          >
            <option value="">{t('productDiscount.none')}</option>
            {DISCOUNT_TYPES.map((known) => (
              <option key={known} value={known}>
                {t(`discount.types.${known}`)}
              </option>
            ))}
          </select>
        </Field>
        {type && (
          <>
            <input type="hidden" name="discountDetailType" value={discount?.detailType ?? 'PRODUCT'} />
            <TextField
              name="discountAmount"
              label={t(type === 'EURO' ? 'productDiscount.amountEuro' : 'productDiscount.amountPercent')}
              defaultValue={discount ? amountText(discount.type, discount.amount) : ''}
              errors={errors}
              inputMode="decimal"
            />
            <TextField
              name="discountStartsOn"
              label={t('productDiscount.startsOn')}
              hint={t('productDiscount.startsOnHint')}
              defaultValue={discount?.startsOn}
              errors={errors}
              type="date"
            />
            <TextField
              name="discountEndsOn"
              label={t('productDiscount.endsOn')}
              hint={t('productDiscount.endsOnHint')}
              defaultValue={discount?.endsOn}
              errors={errors}
              type="date"
            />
          </>
        )}
      </fieldset>
      <EditableRows
        legend={t('decreasing.legend')}
        hint={t('decreasing.hint')}
        initial={product.decreasingDiscounts}
        blank={null}
        addLabel={t('decreasing.add')}
        removeLabel={(number) => t('decreasing.remove', { number })}
        empty={t('decreasing.none')}
        error={errors['decreasingDiscounts']}
        errorId="product-decreasing-error"
      >
        {(row, key, number) => <DecreasingRow row={row} rowKey={key} number={number} errors={errors} />}
      </EditableRows>
    </AdminDetails>
  );
}

export function ShippingSection({ product, errors }: { product: AdminProduct; errors: Errors }) {
  const { t } = useAdminTranslation('admin-catalogue');
  return (
    <AdminDetails name="shipping" title={t('shipping.section')}>
      <input type="hidden" name="section" value="shipping" />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="sr-only">{t('shipping.section')}</legend>
        <TextField
          name="sellByMultipleOf"
          label={t('shipping.sellByMultipleOf')}
          hint={t('shipping.sellByMultipleOfHint')}
          defaultValue={product.sellByMultipleOf}
          errors={errors}
          type="number"
          min={1}
          inputMode="numeric"
        />
        <TextField
          name="weight"
          label={t('shipping.weight')}
          hint={t('shipping.weightHint')}
          defaultValue={product.weight}
          errors={errors}
          type="number"
          min={0}
          inputMode="numeric"
        />
        <CheckboxField
          id="product-dematerialized"
          name="isDematerialized"
          label={t('shipping.dematerialized')}
          defaultChecked={product.isDematerialized}
        />
        <CheckboxField
          id="product-shipping-fees"
          name="hasShippingFees"
          label={t('shipping.fees')}
          defaultChecked={product.hasShippingFees}
        />
      </fieldset>
    </AdminDetails>
  );
}
