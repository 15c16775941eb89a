import { Form } from 'react-router';
import { STOCK_REASONS, type AdminDeclination, type Variation } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, ConfirmButton, dangerButton, primaryButton } from '../admin/ConfirmButton.tsx';
import { variationValuesText } from './DeclinationsSection.tsx';
import { eurosOf } from './form-reading.ts';

/**
 * A declination's form on its product's page (issue 16 item 6): its reference, its own price or the product's,
 * its stock (tracked or not) with the reason of a change, saved with the declination's version.
 */
export function DeclinationForm({
  declination,
  basePrice,
  variations,
  canDelete,
}: {
  declination: AdminDeclination;
  basePrice: number;
  /** The site's variations, to name the declination's values. */
  variations: Variation[];
  /** False for a product's last declination (a product is sold through one at least). */
  canDelete: boolean;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const key = `declination-${declination.id}`;
  const reference = declination.reference ?? `#${declination.id}`;
  const values = variationValuesText(declination.variationValueIds, variations);
  return (
    <div className="space-y-2">
      {values && <p className="font-semibold">{t('declination.values', { values })}</p>}
      <DeclinationFields declination={declination} basePrice={basePrice} formKey={key} />
      {canDelete && (
        <>
          <Form method="post" id={`${key}-delete`}>
            <input type="hidden" name="intent" value="deleteDeclination" />
            <input type="hidden" name="declinationId" value={declination.id} />
          </Form>
          <ConfirmButton
            form={`${key}-delete`}
            className={dangerButton}
            question={t('declination.deleteQuestion', { reference })}
            confirmLabel={t('declination.delete')}
          >
            {t('declination.delete')}
          </ConfirmButton>
        </>
      )}
    </div>
  );
}

function DeclinationFields({
  declination,
  basePrice,
  formKey: key,
}: {
  declination: AdminDeclination;
  basePrice: number;
  formKey: string;
}) {
  const { t, locale } = useAdminTranslation('admin-catalogue');
  return (
    <Form
      method="post"
      className="grid gap-3 rounded-md border border-stone-300 p-3 sm:grid-cols-2 lg:grid-cols-4"
      key={`${declination.id}-${declination.version}`}
      aria-label={t('declination.title', { reference: declination.reference ?? `#${declination.id}` })}
    >
      <input type="hidden" name="intent" value="declination" />
      <input type="hidden" name="declinationId" value={declination.id} />
      <input type="hidden" name="version" value={declination.version} />
      <input type="hidden" name="seenQuantity" value={declination.quantity} />
      <div>
        <label htmlFor={`${key}-reference`} className={adminLabel}>
          {t('declination.reference')}
        </label>
        <input
          id={`${key}-reference`}
          name="reference"
          defaultValue={declination.reference ?? ''}
          className={adminInput}
        />
      </div>
      <div>
        <label htmlFor={`${key}-price`} className={adminLabel}>
          {t('declination.price')}
        </label>
        <input
          id={`${key}-price`}
          name="price"
          inputMode="decimal"
          defaultValue={eurosOf(declination.fixedPrice ? declination.price : basePrice)}
          className={adminInput}
        />
        <div className="mt-1 flex items-center gap-2">
          <input
            id={`${key}-fixed`}
            name="fixedPrice"
            type="checkbox"
            defaultChecked={declination.fixedPrice}
            className="h-5 w-5"
          />
          <label htmlFor={`${key}-fixed`} className="text-sm">
            {t('declination.fixedPrice', { price: formatPrice(basePrice, locale) })}
          </label>
        </div>
      </div>
      <div>
        <label htmlFor={`${key}-quantity`} className={adminLabel}>
          {t('declination.quantity')}
        </label>
        <input
          id={`${key}-quantity`}
          name="quantity"
          type="number"
          min={0}
          inputMode="numeric"
          defaultValue={declination.quantity}
          className={adminInput}
        />
        <div className="mt-1 flex items-center gap-2">
          <input
            id={`${key}-tracked`}
            name="setQuantity"
            type="checkbox"
            defaultChecked={declination.setQuantity}
            className="h-5 w-5"
          />
          <label htmlFor={`${key}-tracked`} className="text-sm">
            {t('declination.tracked')}
          </label>
        </div>
      </div>
      <div>
        <label htmlFor={`${key}-reason`} className={adminLabel}>
          {t('declination.reason')}
        </label>
        <select id={`${key}-reason`} name="reason" defaultValue="DELIVERY" className={adminInput}>
          {STOCK_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`reason.${reason}`)}
            </option>
          ))}
        </select>
        <label htmlFor={`${key}-note`} className={`${adminLabel} mt-2`}>
          {t('declination.note')}
        </label>
        <input id={`${key}-note`} name="note" className={adminInput} />
      </div>
      <div className="sm:col-span-2 lg:col-span-4">
        <button type="submit" className={primaryButton}>
          {t('declination.save')}
        </button>
      </div>
    </Form>
  );
}
