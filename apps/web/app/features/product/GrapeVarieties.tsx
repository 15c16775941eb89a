import type { Wine } from '@atelier/contract';
import { useLocale } from '../site/site-data.ts';
import type { GrapeDisplay } from './product-settings.ts';
import { numberFormat } from '@atelier/domain';

interface GrapeVarietiesProps {
  grapes: Wine['grapeVarieties'];
  /**
   * HOW_TO_DISPLAY_GRAPE_VARIETY: 'list' lists the names; 'percent' adds each one's share with a bar
   * (names alone when the shares are unknown); 'inline' writes them on one line ('Chenin, Chardonnay').
   */
  display: GrapeDisplay;
}

/** A wine's grape varieties, drawn as the site's setting asks. */
export function GrapeVarieties({ grapes, display }: GrapeVarietiesProps) {
  const locale = useLocale();
  const percent = (value: number) =>
    numberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', { style: 'percent' }).format(value / 100);
  if (grapes.length === 0) return null;
  if (display === 'inline') {
    return (
      <p>
        {grapes
          .map((grape) => (grape.percent === null ? grape.name : `${grape.name} (${percent(grape.percent)})`))
          .join(', ')}
      </p>
    );
  }
  if (display === 'percent' && grapes.some((grape) => grape.percent !== null)) {
    return (
      <ul className="flex flex-col gap-2.5">
        {grapes.map((grape) => (
          <li key={grape.name}>
            <span className="flex justify-between gap-4">
              <span>{grape.name}</span>
              {grape.percent !== null && <span className="font-semibold">{percent(grape.percent)}</span>}
            </span>
            {grape.percent !== null && (
              <span aria-hidden="true" className="mt-1 block h-1.5 overflow-hidden rounded-full bg-black/10">
                <span
                  className="block h-full rounded-full bg-primary"
                  style={{ width: `${Math.min(100, Math.max(0, grape.percent))}%` }}
                />
              </span>
            )}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ul className="list-disc pl-5">
      {grapes.map((grape) => (
        <li key={grape.name}>{grape.name}</li>
      ))}
    </ul>
  );
}
