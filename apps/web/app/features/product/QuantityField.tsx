import { useEffect, useId, useState } from 'react';
import { decreaseQuantity, increaseQuantity, normalizeQuantity, quantityChoices } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';

interface QuantityFieldProps {
  /** The declination's sell-by multiple (SPEC §5). */
  multiple: number;
  value: number;
  onChange: (quantity: number) => void;
  /** A wine's multiple is counted in bottles. */
  isWine: boolean;
  disabled?: boolean;
}

const fieldClasses =
  'rounded-xl border border-black/25 bg-white text-base text-[#222] focus:border-primary ' +
  'focus:outline-2 focus:outline-offset-1 focus:outline-primary disabled:opacity-60';
const stepButton =
  'grid size-12 place-items-center rounded-xl border border-black/25 text-xl font-semibold hover:bg-black/5 ' +
  'disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-3 focus-visible:outline-primary';

/**
 * The quantity of SPEC §5: a product sold by several picks among the multiples (at most 20, up to 1000);
 * a product sold by one has a number field with − and +, made valid when it is left (a non-number falls
 * back to the multiple) and never going below the multiple.
 */
export function QuantityField({ multiple, value, onChange, isWine, disabled = false }: QuantityFieldProps) {
  const { t } = useTranslation('product');
  const id = useId();
  const hintId = `${id}-hint`;
  const [typed, setTyped] = useState(String(value));
  useEffect(() => setTyped(String(value)), [value]);
  const hint =
    multiple > 1 ? t(isWine ? 'quantity.byMultipleBottles' : 'quantity.byMultiple', { count: multiple }) : null;

  return (
    <div>
      <label htmlFor={id} className="mb-2 block font-semibold">
        {t('quantity.label')}
      </label>
      {multiple > 1 ? (
        <select
          id={id}
          name="quantity"
          value={value}
          disabled={disabled}
          aria-describedby={hintId}
          onChange={(event) => onChange(normalizeQuantity(event.target.value, multiple))}
          className={`${fieldClasses} block min-w-32 px-4 py-3`}
        >
          {quantityChoices(multiple).map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <div className="flex items-center gap-2">
          <button
            type="button"
            className={stepButton}
            aria-label={t('quantity.decrease')}
            disabled={disabled || value <= multiple}
            onClick={() => onChange(decreaseQuantity(value, multiple))}
          >
            <span aria-hidden="true">−</span>
          </button>
          <input
            id={id}
            name="quantity"
            type="number"
            inputMode="numeric"
            min={multiple}
            step={multiple}
            value={typed}
            disabled={disabled}
            onChange={(event) => setTyped(event.target.value)}
            onBlur={() => {
              const quantity = normalizeQuantity(typed, multiple);
              setTyped(String(quantity));
              onChange(quantity);
            }}
            className={`${fieldClasses} h-12 w-20 px-3 text-center`}
          />
          <button
            type="button"
            className={stepButton}
            aria-label={t('quantity.increase')}
            disabled={disabled}
            onClick={() => onChange(increaseQuantity(normalizeQuantity(typed, multiple), multiple))}
          >
            <span aria-hidden="true">+</span>
          </button>
        </div>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-sm text-black/70 dark:text-white/75">
          {hint}
        </p>
      )}
    </div>
  );
}
