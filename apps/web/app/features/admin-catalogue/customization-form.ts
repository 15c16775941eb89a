import {
  COST_TYPES,
  CUSTOMIZATION_FILE_TYPES,
  CUSTOMIZATION_INPUT_TYPES,
  CUSTOMIZATION_TYPES,
  MAX_CUSTOMIZATION_FILE_SIZE,
  type AdminAwardInput,
  type AdminCustomization,
  type AdminCustomizationInput,
  type CostType,
} from '@atelier/contract';
import { slugify } from '@atelier/domain';
import {
  centsOf,
  checkedOf,
  decimalOf,
  eurosOf,
  inputErrorsOf,
  rowsOf,
  textOf,
  wholeOf,
  type RowErrors,
} from './form-reading.ts';

/**
 * A product's customization question and its awards in the back-office (issue 16 item 6): their forms read back
 * into the contract's inputs. A question's cost rules: EURO in cents ('5,00'), PERCENT a whole percent of the
 * declination's unit price, NONE free (SPEC §5 "Customization cost").
 */

/** A question's tiers (TEXT: from how many characters) or options (SELECT: a key and its label), with their cost. */
export const VALUE_ROWS = {
  group: 'value',
  fields: ['chars', 'key', 'labelFr', 'labelEn', 'costType', 'amount'],
  filled: ['chars', 'key', 'labelFr', 'labelEn', 'amount'],
  path: 'values',
  inputs: {
    '': 'labelFr',
    textNumberOfChar: 'chars',
    // An option's key is made from its label (and kept once made): a key given twice is a label given twice.
    selectKey: 'labelFr',
    label: 'labelFr',
    'label.en': 'labelEn',
    costType: 'costType',
    amount: 'amount',
  },
} as const satisfies RowErrors;

const FIELD_OF: Record<string, string> = {
  'label.fr_FR': 'labelFr',
  'label.en': 'labelEn',
  'help.fr_FR': 'helpFr',
  'help.en': 'helpEn',
  additionalCost: 'costAmount',
  'additionalCost.costType': 'costType',
  'additionalCost.amount': 'costAmount',
  file: 'accept',
  'file.accept': 'accept',
  'file.maxBytes': 'maxMb',
};

const costTypeOf = (value: string | undefined): CostType => COST_TYPES.find((type) => type === value) ?? 'NONE';

/** A cost's amount: 0 when free, cents for EURO, a whole percent for PERCENT; -1 when not one. */
const costAmountOf = (type: CostType, value: string) =>
  type === 'NONE' ? 0 : ((type === 'EURO' ? centsOf(value) : wholeOf(value)) ?? -1);

/** An amount of a cost rule as its input shows it: '5.00' for euros, '10' for a percent, '' when free. */
export const costText = (cost: { costType: CostType; amount: number } | null | undefined) =>
  !cost || cost.costType === 'NONE' ? '' : cost.costType === 'EURO' ? eurosOf(cost.amount) : String(cost.amount);

/** 10 MB in the form's megabytes ('10', '2,5'). */
export const megabytesOf = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 10) / 10);

export function customizationInputOf(form: FormData): AdminCustomizationInput {
  const inputType = CUSTOMIZATION_INPUT_TYPES.find((type) => type === textOf(form, 'inputType')) ?? 'TEXT';
  const costType = costTypeOf(textOf(form, 'costType'));
  const megabytes = textOf(form, 'maxMb');
  const position = textOf(form, 'position');
  return {
    version: Number(form.get('version')),
    type: CUSTOMIZATION_TYPES.find((type) => type === textOf(form, 'type')) ?? 'SIMPLE',
    inputType,
    label: { fr_FR: textOf(form, 'labelFr'), en: textOf(form, 'labelEn') },
    help: { fr_FR: textOf(form, 'helpFr'), en: textOf(form, 'helpEn') },
    required: checkedOf(form, 'required'),
    position: position === '' ? 0 : (wholeOf(position) ?? -1),
    values:
      inputType === 'TEXT' || inputType === 'SELECT'
        ? rowsOf(form, VALUE_ROWS).map(({ values }, index) => {
            const rowCost = costTypeOf(values['costType']);
            const chars = values['chars']!;
            return {
              textNumberOfChar: inputType === 'TEXT' ? (chars === '' ? null : (wholeOf(chars) ?? -1)) : null,
              // An option's key is what a customer's answer keeps: made from its label when not given.
              selectKey:
                inputType === 'SELECT'
                  ? values['key'] || slugify(values['labelFr'] || values['labelEn']!) || `option-${index + 1}`
                  : null,
              label: { fr_FR: values['labelFr']!, en: values['labelEn']! },
              costType: rowCost,
              amount: costAmountOf(rowCost, values['amount']!),
            };
          })
        : [],
    // A question with a box to tick or a file costs its one additional cost; none when free.
    additionalCost:
      (inputType === 'CHECKBOX' || inputType === 'FILE') && costType !== 'NONE'
        ? { costType, amount: costAmountOf(costType, textOf(form, 'costAmount')) }
        : null,
    file:
      inputType === 'FILE'
        ? {
            accept: form
              .getAll('accept')
              .map(String)
              .flatMap((type) => CUSTOMIZATION_FILE_TYPES.filter((known) => known === type)),
            maxBytes:
              megabytes === '' ? MAX_CUSTOMIZATION_FILE_SIZE : Math.round((decimalOf(megabytes) ?? -1) * 1024 * 1024),
          }
        : null,
  };
}

/** The API's refusals of a question → the inputs of the form that was sent. */
export const customizationErrorsOf = (form: FormData, errors: Record<string, string>) =>
  inputErrorsOf(form, errors, FIELD_OF, [VALUE_ROWS]);

/** What a saved question's form starts with for its tiers or options. */
export const valueRowsOf = (customization: AdminCustomization | null) =>
  (customization?.values ?? []).map((value) => ({
    chars: value.textNumberOfChar === null ? '' : String(value.textNumberOfChar),
    key: value.selectKey ?? '',
    labelFr: value.label?.fr_FR ?? '',
    labelEn: value.label?.en ?? '',
    costType: value.costType,
    amount: costText(value),
  }));

export function awardInputOf(form: FormData): AdminAwardInput {
  const year = textOf(form, 'year');
  return {
    name: { fr_FR: textOf(form, 'nameFr'), en: textOf(form, 'nameEn') },
    year: year === '' ? null : (wholeOf(year) ?? -1),
    medal: { fr_FR: textOf(form, 'medalFr'), en: textOf(form, 'medalEn') },
  };
}

/** The API's refusals of an award → the award form's inputs. */
export const awardErrorsOf = (form: FormData, errors: Record<string, string>) =>
  inputErrorsOf(form, errors, { 'name.fr_FR': 'nameFr', 'name.en': 'nameEn', 'medal.fr_FR': 'medalFr' }, []);
