import { Form } from 'react-router';
import type { AdminAward } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { ConfirmButton, dangerButton, secondaryButton } from '../admin/ConfirmButton.tsx';
import { AdminDetails } from './AdminDetails.tsx';
import { TextField } from './AdminField.tsx';

/**
 * A product's awards (issue 16 item 6): listed with their removal, and a form that adds one (its name, year and
 * medal in both languages). The product's page shows them under its name; they are saved on their own, without
 * the product's version.
 */
export function AwardsSection({
  awards,
  errors,
  formKey,
}: {
  awards: AdminAward[];
  /** The refusal of the last award added. */
  errors: Record<string, string>;
  /** Changes when an award is added: the form empties. */
  formKey: string;
}) {
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const text = (value: { fr_FR: string; en?: string } | null) => (value ? (value[locale] ?? value.fr_FR) : '');
  const describe = (award: AdminAward) =>
    [text(award.medal), text(award.name), award.year ?? ''].filter((part) => part !== '').join(' · ');
  return (
    <AdminDetails name="awards" title={t('award.section', { count: awards.length })}>
      {awards.length === 0 ? (
        <p className="text-sm text-stone-700">{t('award.none')}</p>
      ) : (
        <>
          <Form method="post" id="award-remove">
            <input type="hidden" name="intent" value="awardDelete" />
          </Form>
          <ul className="space-y-2">
            {awards.map((award) => (
              <li
                key={award.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-stone-200 p-3"
              >
                <span>{describe(award)}</span>
                <ConfirmButton
                  form="award-remove"
                  name="awardId"
                  value={String(award.id)}
                  question={t('award.removeQuestion', { award: describe(award) })}
                  confirmLabel={t('award.remove')}
                  className={dangerButton}
                >
                  {t('award.removeOf', { award: text(award.name) })}
                </ConfirmButton>
              </li>
            ))}
          </ul>
        </>
      )}
      <Form method="post" key={formKey} className="space-y-3">
        <input type="hidden" name="intent" value="award" />
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">{t('award.add')}</legend>
          <TextField idPrefix="award" name="nameFr" label={t('award.nameFr')} defaultValue="" errors={errors} />
          <TextField idPrefix="award" name="nameEn" label={t('award.nameEn')} defaultValue="" errors={errors} />
          <TextField idPrefix="award" name="medalFr" label={t('award.medalFr')} defaultValue="" errors={errors} />
          <TextField idPrefix="award" name="medalEn" label={t('award.medalEn')} defaultValue="" errors={errors} />
          <TextField
            idPrefix="award"
            name="year"
            label={t('award.year')}
            defaultValue=""
            errors={errors}
            type="number"
            min={1800}
            max={2200}
            inputMode="numeric"
          />
        </fieldset>
        <button type="submit" className={secondaryButton}>
          {t('award.addButton')}
        </button>
      </Form>
    </AdminDetails>
  );
}
