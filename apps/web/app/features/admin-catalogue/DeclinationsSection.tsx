import { Form } from 'react-router';
import type { AdminProduct, Variation } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, secondaryButton } from '../admin/ConfirmButton.tsx';
import { AdminDetails } from './AdminDetails.tsx';
import { CheckboxField, ListError, TextField } from './AdminField.tsx';

/** At most this many variations a product's declinations vary by (the contract's limit). */
export const MAX_VARIATIONS = 3;

/** The values a declination has, named: "Couleur : Bleu · Taille : L". */
export function variationValuesText(valueIds: number[], variations: Variation[]): string {
  return variations
    .flatMap((variation) => {
      const value = variation.detail.find((detail) => valueIds.includes(detail.id));
      return value ? [`${variation.label} : ${value.value}`] : [];
    })
    .join(' · ');
}

/**
 * What a product's declinations vary by (issue 16 item 6), and a new declination: one value of each of those
 * variations, its reference, its own price or the product's, its stock. The variations are saved with the
 * product's version; a declination is added on its own.
 */
export function DeclinationsSection({
  product,
  variations,
  errorsOf,
  formKey,
}: {
  product: AdminProduct;
  /** The site's variations and their values. */
  variations: Variation[];
  errorsOf: (target: string) => Record<string, string>;
  /** Changes when a declination is added: the form empties. */
  formKey: string;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const chosen = variations.filter((variation) => product.variationIds.includes(variation.id));
  const variationErrors = errorsOf('variations');
  const errors = errorsOf('newDeclination');
  return (
    <AdminDetails name="declinations" title={t('variation.section')}>
      <div className="space-y-6">
        <Form method="post" className="space-y-3" key={`variations-${product.version}`}>
          <input type="hidden" name="intent" value="variations" />
          <input type="hidden" name="version" value={product.version} />
          <fieldset className="space-y-2">
            <legend className={adminLabel}>{t('variation.legend', { max: MAX_VARIATIONS })}</legend>
            <ListError id="variations-error" error={variationErrors['variationIds']} />
            {variations.length === 0 && <p className="text-sm text-stone-700">{t('variation.none')}</p>}
            {variations.map((variation) => (
              <CheckboxField
                key={variation.id}
                id={`variation-${variation.id}`}
                name="variationIds"
                value={String(variation.id)}
                label={`${variation.label} (${variation.detail.map((detail) => detail.value).join(', ')})`}
                defaultChecked={product.variationIds.includes(variation.id)}
              />
            ))}
          </fieldset>
          <button type="submit" className={secondaryButton}>
            {t('variation.save')}
          </button>
        </Form>

        <Form method="post" className="space-y-3" key={`new-declination-${formKey}`} noValidate>
          <input type="hidden" name="intent" value="newDeclination" />
          <fieldset className="grid gap-3 sm:grid-cols-2">
            <legend className="mb-2 text-lg font-semibold">{t('variation.newDeclination')}</legend>
            {chosen.map((variation) => (
              <div key={variation.id}>
                <label htmlFor={`new-declination-variation-${variation.id}`} className={adminLabel}>
                  {variation.label}
                </label>
                <select
                  id={`new-declination-variation-${variation.id}`}
                  name="variationValueIds"
                  className={adminInput}
                  required
                >
                  {variation.detail.map((detail) => (
                    <option key={detail.id} value={detail.id}>
                      {detail.value}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <ListError id="new-declination-values-error" error={errors['variationValueIds']} />
            <TextField
              idPrefix="new-declination"
              name="reference"
              label={t('declination.reference')}
              defaultValue=""
              errors={errors}
              maxLength={60}
            />
            <TextField
              idPrefix="new-declination"
              name="price"
              label={t('variation.ownPrice')}
              hint={t('variation.ownPriceHint')}
              defaultValue=""
              errors={errors}
              inputMode="decimal"
            />
            <TextField
              idPrefix="new-declination"
              name="quantity"
              label={t('variation.quantity')}
              defaultValue="0"
              errors={errors}
              type="number"
              min={0}
              inputMode="numeric"
            />
            <CheckboxField
              id="new-declination-tracked"
              name="setQuantity"
              label={t('variation.tracked')}
              defaultChecked={product.declinations.some((declination) => declination.setQuantity)}
            />
          </fieldset>
          <button type="submit" className={secondaryButton}>
            {t('variation.add')}
          </button>
        </Form>
      </div>
    </AdminDetails>
  );
}
