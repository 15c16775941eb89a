import { useId } from 'react';
import type { Declination, ProductDetail } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  bestDeclination,
  DECLINATION_PARAM,
  exactDeclination,
  valueOf,
  variationField,
  withValue,
} from './declination-choice.ts';
import { isSoldOut } from './stock-status.ts';

interface DeclinationPickerProps {
  product: Pick<ProductDetail, 'declinations' | 'idDeclination' | 'variations'>;
  current: Declination;
  /** The page's own path: the form's action without JavaScript. */
  action: string;
  onChoose: (declination: Declination) => void;
}

/** Up to this many short values show as a group of swatches; more, or long ones, as a list. */
const SWATCH_LIMIT = 6;
const SWATCH_LENGTH = 24;

const selectClasses =
  'block w-full rounded-xl border border-black/25 bg-white px-4 py-3 text-base text-[#222] ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary';

/**
 * One control per variation of the product (a select, or swatches when the values are few and short);
 * choosing a value picks the declination that has it with the most of the other chosen values. The form
 * is a plain GET form: without JavaScript its button reloads the page on the chosen declination.
 */
export function DeclinationPicker({ product, current, action, onChoose }: DeclinationPickerProps) {
  const { t } = useTranslation('product');
  if (product.declinations.length < 2) return null;
  const choose = (idVariation: number, idValue: number) => {
    const next = bestDeclination(product, withValue(current, idVariation, idValue), idVariation);
    if (next && next.id !== current.id) onChoose(next);
  };

  return (
    <form method="get" action={action} className="flex flex-col gap-5" aria-label={t('picker.label')}>
      {product.variations.length === 0 ? (
        <DeclinationSelect declinations={product.declinations} current={current} onChoose={onChoose} />
      ) : (
        product.variations.map((variation) => {
          const name = variation.displayLabel?.trim() || variation.label;
          const chosen = valueOf(current, variation.id);
          const options = variation.values.map((value) => {
            const match = exactDeclination(product, current, variation.id, value.id);
            return { ...value, soldOut: !!match && isSoldOut(match), exists: !!match };
          });
          const swatches =
            options.length <= SWATCH_LIMIT && options.every((option) => option.value.length <= SWATCH_LENGTH);
          return swatches ? (
            <SwatchGroup
              key={variation.id}
              name={variationField(variation.id)}
              legend={name}
              options={options}
              chosen={chosen}
              onChange={(idValue) => choose(variation.id, idValue)}
            />
          ) : (
            <VariationSelect
              key={variation.id}
              name={variationField(variation.id)}
              label={name}
              options={options}
              chosen={chosen}
              onChange={(idValue) => choose(variation.id, idValue)}
            />
          );
        })
      )}
      <noscript>
        <button type="submit" className="self-start rounded-full border border-current px-5 py-2 font-semibold">
          {t('picker.apply')}
        </button>
      </noscript>
    </form>
  );
}

interface Option {
  id: number;
  value: string;
  soldOut: boolean;
  exists: boolean;
}

interface ValueControlProps {
  name: string;
  options: Option[];
  chosen: number | undefined;
  onChange: (idValue: number) => void;
}

function optionNote(option: Option, t: (key: string) => string) {
  if (option.soldOut) return t('picker.soldOut');
  if (!option.exists) return t('picker.otherCombination');
  return null;
}

function SwatchGroup({ name, legend, options, chosen, onChange }: ValueControlProps & { legend: string }) {
  const { t } = useTranslation('product');
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">
        {legend}
        {chosen !== undefined && (
          <span className="font-normal">
            {t('picker.separator')}
            {options.find((option) => option.id === chosen)?.value}
          </span>
        )}
      </legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const note = optionNote(option, t);
          return (
            <label
              key={option.id}
              className={`relative cursor-pointer rounded-full border px-4 py-2 text-sm font-medium transition has-[:checked]:border-primary has-[:checked]:bg-primary has-[:checked]:text-white has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary ${
                option.soldOut || !option.exists ? 'border-dashed border-black/40' : 'border-black/25'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option.id}
                checked={option.id === chosen}
                onChange={() => onChange(option.id)}
                className="sr-only"
              />
              {option.value}
              {note && <span className="sr-only"> ({note})</span>}
              {option.soldOut && (
                <span aria-hidden="true" className="ml-1 text-xs opacity-80">
                  ✕
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function VariationSelect({ name, label, options, chosen, onChange }: ValueControlProps & { label: string }) {
  const { t } = useTranslation('product');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-semibold">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={chosen ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        className={selectClasses}
      >
        {chosen === undefined && <option value="">{t('picker.choose')}</option>}
        {options.map((option) => {
          const note = optionNote(option, t);
          return (
            <option key={option.id} value={option.id}>
              {note ? `${option.value} (${note})` : option.value}
            </option>
          );
        })}
      </select>
    </div>
  );
}

/** A product whose declinations have no variations: one list of the declinations by their label. */
function DeclinationSelect({
  declinations,
  current,
  onChoose,
}: {
  declinations: Declination[];
  current: Declination;
  onChoose: (declination: Declination) => void;
}) {
  const { t } = useTranslation('product');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-semibold">
        {t('picker.declination')}
      </label>
      <select
        id={id}
        name={DECLINATION_PARAM}
        value={current.id}
        onChange={(event) => {
          const next = declinations.find((declination) => declination.id === Number(event.target.value));
          if (next) onChoose(next);
        }}
        className={selectClasses}
      >
        {declinations.map((declination) => (
          <option key={declination.id} value={declination.id}>
            {isSoldOut(declination) ? `${declination.label} (${t('picker.soldOut')})` : declination.label}
          </option>
        ))}
      </select>
    </div>
  );
}
