import type { AdminMealIcon, AdminProduct } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { AdminDetails } from './AdminDetails.tsx';
import { CheckboxField, ListError, TextField } from './AdminField.tsx';
import { EditableRows } from './EditableRows.tsx';
import { decimalText } from './form-reading.ts';

/**
 * A wine's sheet in the product form (issue 16 item 6), for a product of the kind WINE: appellation, colour,
 * grape varieties, alcohol, nutrition per 100 ml, serving advice, and the meal icons its page shows (what it
 * goes with). Texts in both languages; product-form.ts reads it (`wineOf`).
 */
export function WineSection({
  product,
  mealIcons,
  errors,
}: {
  product: AdminProduct;
  mealIcons: AdminMealIcon[];
  errors: Record<string, string>;
}) {
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const wine = product.wine;
  const localized = (name: string, text: { fr_FR: string; en?: string } | null | undefined, rows?: number) => (
    <>
      <TextField
        name={`${name}Fr`}
        label={t(`wine.${name}Fr`)}
        defaultValue={text?.fr_FR}
        errors={errors}
        rows={rows}
      />
      <TextField name={`${name}En`} label={t(`wine.${name}En`)} defaultValue={text?.en} errors={errors} rows={rows} />
    </>
  );
  return (
    <AdminDetails name="wine" title={t('wine.section')}>
      <input type="hidden" name="section" value="wine" />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t('wine.legend')}</legend>
        {localized('appellation', wine?.appellation)}
        {localized('colour', wine?.colour)}
        <TextField
          name="alcoholPercent"
          label={t('wine.alcoholPercent')}
          defaultValue={decimalText(wine?.alcoholPercent, locale)}
          errors={errors}
          inputMode="decimal"
        />
      </fieldset>
      <EditableRows
        legend={t('wine.grapes')}
        initial={wine?.grapeVarieties ?? []}
        blank={{ name: '', percent: null }}
        addLabel={t('wine.grapeAdd')}
        removeLabel={(number) => t('wine.grapeRemove', { number })}
        empty={t('wine.grapeNone')}
        error={errors['wine.grapeVarieties']}
        errorId="product-grapes-error"
      >
        {(grape, key, number) => (
          <>
            <TextField
              name={`grape-${key}-name`}
              label={t('wine.grapeName', { number })}
              defaultValue={grape.name}
              errors={errors}
              maxLength={100}
            />
            <TextField
              name={`grape-${key}-percent`}
              label={t('wine.grapePercent', { number })}
              defaultValue={grape.percent}
              errors={errors}
              type="number"
              min={0}
              max={100}
              inputMode="numeric"
            />
          </>
        )}
      </EditableRows>
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t('wine.nutrition')}</legend>
        <p className="text-sm text-stone-700 sm:col-span-2">{t('wine.nutritionHint')}</p>
        <TextField
          name="energyKcal"
          label={t('wine.energyKcal')}
          defaultValue={decimalText(wine?.nutrition?.energyKcal, locale)}
          errors={errors}
          inputMode="decimal"
        />
        <TextField
          name="sugarsG"
          label={t('wine.sugarsG')}
          defaultValue={decimalText(wine?.nutrition?.sugarsG, locale)}
          errors={errors}
          inputMode="decimal"
        />
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">{localized('servingAdvice', wine?.servingAdvice, 3)}</div>
      <fieldset className="space-y-2">
        <input type="hidden" name="section" value="mealIcons" />
        <legend className="mb-1 font-semibold">{t('mealIcons.legend')}</legend>
        <p className="text-sm text-stone-700">{t('mealIcons.hint')}</p>
        <ListError id="product-mealIconIds-error" error={errors['mealIconIds']} />
        {mealIcons.length === 0 ? (
          <p className="text-sm text-stone-700">{t('mealIcons.none')}</p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {mealIcons.map((icon) => (
              <CheckboxField
                key={icon.id}
                id={`product-meal-icon-${icon.id}`}
                name="mealIconIds"
                value={String(icon.id)}
                label={icon.name[locale] ?? icon.name.fr_FR}
                defaultChecked={product.mealIconIds.includes(icon.id)}
              />
            ))}
          </div>
        )}
      </fieldset>
    </AdminDetails>
  );
}
