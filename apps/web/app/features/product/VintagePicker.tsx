import { useId } from 'react';
import { Link } from 'react-router';
import type { Declination, ProductDetail } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { vintagePath, wineDeclinationPath } from './product-urls.ts';
import { isSoldOut } from './stock-status.ts';
import { capacitiesOfYear, declinationCapacity, vintagesOf } from './wine-display.ts';

interface VintagePickerProps {
  product: Pick<ProductDetail, 'declinations' | 'url'>;
  current: Declination;
}

const pill =
  'inline-flex min-h-11 items-center rounded-full border px-4 py-2 text-sm font-medium transition ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
const chosenPill = 'border-primary bg-primary text-white';
const otherPill = 'border-black/25 hover:border-primary';

/**
 * A wine's vintages (each its page /wines/{slug}/{id}/{year}) and the capacities of the chosen vintage
 * (each /wines/{slug}/{id}/detail/{idDeclination}): links, so the choice works without JavaScript and
 * every vintage has an address of its own.
 */
export function VintagePicker({ product, current }: VintagePickerProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const yearsId = useId();
  const capacitiesId = useId();
  const years = vintagesOf(product);
  const capacities = capacitiesOfYear(product, current.year);
  return (
    <div className="flex flex-col gap-5">
      {years.length > 0 && (
        <div role="group" aria-labelledby={yearsId}>
          <p id={yearsId} className="mb-2 font-semibold">
            {t('wine.vintage')}
          </p>
          <ul className="flex flex-wrap gap-2">
            {years.map((year) => (
              <li key={year}>
                <Link
                  to={vintagePath(product.url, year)}
                  preventScrollReset
                  aria-current={year === current.year ? 'page' : undefined}
                  className={`${pill} ${year === current.year ? chosenPill : otherPill}`}
                >
                  {year}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {capacities.length > 1 && (
        <div role="group" aria-labelledby={capacitiesId}>
          <p id={capacitiesId} className="mb-2 font-semibold">
            {t('wine.capacity')}
          </p>
          <ul className="flex flex-wrap gap-2">
            {capacities.map((declination) => {
              const label = declinationCapacity(declination, locale) ?? declination.label;
              const soldOut = isSoldOut(declination);
              return (
                <li key={declination.id}>
                  <Link
                    to={wineDeclinationPath(product.url, declination.id)}
                    preventScrollReset
                    aria-current={declination.id === current.id ? 'page' : undefined}
                    className={`${pill} ${declination.id === current.id ? chosenPill : otherPill} ${soldOut ? 'border-dashed' : ''}`}
                  >
                    {label}
                    {soldOut && <span className="ml-1">({t('picker.soldOut')})</span>}
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </div>
  );
}
