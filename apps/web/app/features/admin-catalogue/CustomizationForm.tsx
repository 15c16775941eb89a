import { useState } from 'react';
import { Form } from 'react-router';
import {
  COST_TYPES,
  CUSTOMIZATION_FILE_TYPES,
  CUSTOMIZATION_INPUT_TYPES,
  CUSTOMIZATION_TYPES,
  MAX_CUSTOMIZATION_FILE_SIZE,
  type AdminCustomization,
  type CostType,
} from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, primaryButton } from '../admin/ConfirmButton.tsx';
import { CheckboxField, described, Field, ListError, TextField } from './AdminField.tsx';
import { costText, megabytesOf, valueRowsOf } from './customization-form.ts';
import { EditableRows } from './EditableRows.tsx';

/**
 * A customization question's form (issue 16 item 6): its labels and help in both languages, what the customer
 * gives (a text, a choice among options, a box to tick, a file), whether an answer is required, and what it
 * costs: per text length tier or per option, or one additional cost (box, file). customization-form.ts reads it.
 */

type InputType = (typeof CUSTOMIZATION_INPUT_TYPES)[number];
type Errors = Record<string, string>;

/** A cost rule's kind and amount; the amount's label says its unit. */
function CostFields({
  idPrefix,
  names,
  labels,
  initial,
  errors,
}: {
  idPrefix: string;
  names: { type: string; amount: string };
  labels: { type: string; euro: string; percent: string };
  initial: { costType: CostType; amount: string };
  errors: Errors;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const [type, setType] = useState<CostType>(initial.costType);
  const id = `${idPrefix}-${names.type}`;
  return (
    <>
      <Field id={id} label={labels.type} error={errors[names.type]}>
        <select
          id={id}
          name={names.type}
          value={type}
          onChange={(event) => setType(event.target.value as CostType)}
          className={adminInput}
          {...described(id, errors[names.type])}
        >
          {COST_TYPES.map((known) => (
            <option key={known} value={known}>
              {t(`customization.costTypes.${known}`)}
            </option>
          ))}
        </select>
      </Field>
      {type !== 'NONE' && (
        <TextField
          idPrefix={idPrefix}
          name={names.amount}
          label={type === 'EURO' ? labels.euro : labels.percent}
          defaultValue={initial.amount}
          errors={errors}
          inputMode="decimal"
        />
      )}
    </>
  );
}

export function CustomizationForm({
  customization,
  productVersion,
  errors,
}: {
  customization: AdminCustomization | null;
  productVersion: number;
  errors: Errors;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const [inputType, setInputType] = useState<InputType>(customization?.inputType ?? 'TEXT');
  const prefix = `customization-${customization?.id ?? 'new'}`;
  const inputTypeId = `${prefix}-inputType`;
  const typeId = `${prefix}-type`;
  const row = inputType === 'SELECT' ? 'option' : 'tier';
  const cost = customization?.additionalCost;
  const accepted = customization?.file?.accept ?? ['image/png', 'image/jpeg', 'application/pdf'];
  const text = (name: string, label: string, value: string | undefined, rows?: number) => (
    <TextField idPrefix={prefix} name={name} label={label} defaultValue={value} errors={errors} rows={rows} />
  );
  return (
    <Form
      method="post"
      className="space-y-4"
      aria-label={
        customization ? t('customization.editOf', { label: customization.label.fr_FR }) : t('customization.new')
      }
    >
      <input type="hidden" name="intent" value="customization" />
      <input type="hidden" name="customizationId" value={customization?.id ?? ''} />
      <input type="hidden" name="version" value={productVersion} />
      <fieldset className="grid gap-3 sm:grid-cols-2">
        <legend className="mb-1 font-semibold">{t('customization.question')}</legend>
        {text('labelFr', t('customization.labelFr'), customization?.label.fr_FR)}
        {text('labelEn', t('customization.labelEn'), customization?.label.en)}
        {text('helpFr', t('customization.helpFr'), customization?.help?.fr_FR, 2)}
        {text('helpEn', t('customization.helpEn'), customization?.help?.en, 2)}
        <Field
          id={inputTypeId}
          label={t('customization.inputType')}
          hint={t(`customization.inputTypeHints.${inputType}`)}
        >
          <select
            id={inputTypeId}
            name="inputType"
            value={inputType}
            onChange={(event) => setInputType(event.target.value as InputType)}
            className={adminInput}
            {...described(inputTypeId, undefined, true)}
          >
            {CUSTOMIZATION_INPUT_TYPES.map((known) => (
              <option key={known} value={known}>
                {t(`customization.inputTypes.${known}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={typeId} label={t('customization.type')}>
          <select id={typeId} name="type" defaultValue={customization?.type ?? 'SIMPLE'} className={adminInput}>
            {CUSTOMIZATION_TYPES.map((known) => (
              <option key={known} value={known}>
                {t(`customization.types.${known}`)}
              </option>
            ))}
          </select>
        </Field>
        <TextField
          idPrefix={prefix}
          name="position"
          label={t('customization.position')}
          hint={t('customization.positionHint')}
          defaultValue={customization?.position ?? 0}
          errors={errors}
          type="number"
          min={0}
          inputMode="numeric"
        />
        <div className="self-center">
          <CheckboxField
            id={`${prefix}-required`}
            name="required"
            label={t('customization.required')}
            defaultChecked={customization?.required ?? false}
          />
        </div>
      </fieldset>

      {(inputType === 'TEXT' || inputType === 'SELECT') && (
        <EditableRows
          legend={t(`customization.${row}.legend`)}
          hint={t(`customization.${row}.hint`)}
          initial={valueRowsOf(customization)}
          blank={{ chars: '', key: '', labelFr: '', labelEn: '', costType: 'NONE' as CostType, amount: '' }}
          addLabel={t(`customization.${row}.add`)}
          removeLabel={(number) => t(`customization.${row}.remove`, { number })}
          empty={t(`customization.${row}.none`)}
          error={errors['values']}
          errorId={`${prefix}-values-error`}
        >
          {(value, key, number) => (
            <>
              {inputType === 'TEXT' ? (
                <TextField
                  idPrefix={prefix}
                  name={`value-${key}-chars`}
                  label={t('customization.tier.chars', { number })}
                  defaultValue={value.chars}
                  errors={errors}
                  type="number"
                  min={0}
                  inputMode="numeric"
                />
              ) : (
                <input type="hidden" name={`value-${key}-key`} value={value.key} />
              )}
              <TextField
                idPrefix={prefix}
                name={`value-${key}-labelFr`}
                label={t(`customization.${row}.labelFr`, { number })}
                defaultValue={value.labelFr}
                errors={errors}
              />
              <TextField
                idPrefix={prefix}
                name={`value-${key}-labelEn`}
                label={t(`customization.${row}.labelEn`, { number })}
                defaultValue={value.labelEn}
                errors={errors}
              />
              <CostFields
                idPrefix={prefix}
                names={{ type: `value-${key}-costType`, amount: `value-${key}-amount` }}
                labels={{
                  type: t(`customization.${row}.costType`, { number }),
                  euro: t(`customization.${row}.amountEuro`, { number }),
                  percent: t(`customization.${row}.amountPercent`, { number }),
                }}
                initial={{ costType: value.costType, amount: value.amount }}
                errors={errors}
              />
            </>
          )}
        </EditableRows>
      )}

      {(inputType === 'CHECKBOX' || inputType === 'FILE') && (
        <fieldset className="grid gap-3 sm:grid-cols-2">
          <legend className="mb-1 font-semibold">{t('customization.additionalCost')}</legend>
          <CostFields
            idPrefix={prefix}
            names={{ type: 'costType', amount: 'costAmount' }}
            labels={{
              type: t('customization.costType'),
              euro: t('customization.amountEuro'),
              percent: t('customization.amountPercent'),
            }}
            initial={{ costType: cost?.costType ?? 'NONE', amount: costText(cost) }}
            errors={errors}
          />
        </fieldset>
      )}

      {inputType === 'FILE' && (
        <fieldset className="space-y-3">
          <legend className="mb-1 font-semibold">{t('customization.file')}</legend>
          <ListError id={`${prefix}-accept-error`} error={errors['accept']} />
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {CUSTOMIZATION_FILE_TYPES.map((type) => (
              <CheckboxField
                key={type}
                id={`${prefix}-accept-${type.replace('/', '-')}`}
                name="accept"
                value={type}
                label={t(`customization.fileTypes.${type.replace('/', '-')}`)}
                defaultChecked={accepted.includes(type)}
              />
            ))}
          </div>
          <TextField
            idPrefix={prefix}
            name="maxMb"
            label={t('customization.maxMb')}
            hint={t('customization.maxMbHint', { max: megabytesOf(MAX_CUSTOMIZATION_FILE_SIZE) })}
            defaultValue={megabytesOf(customization?.file?.maxBytes ?? MAX_CUSTOMIZATION_FILE_SIZE)}
            errors={errors}
            inputMode="decimal"
          />
        </fieldset>
      )}

      <button type="submit" className={primaryButton}>
        {customization ? t('customization.save') : t('customization.create')}
      </button>
    </Form>
  );
}
