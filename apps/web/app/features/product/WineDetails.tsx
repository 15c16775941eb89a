import type { ReactNode } from 'react';
import type { Wine } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { GrapeVarieties } from './GrapeVarieties.tsx';
import { FactList, ProductSection } from './ProductSection.tsx';
import { useProductSettings } from './use-product-settings.ts';
import { kilojoules } from './wine-display.ts';
import { formatDecimal } from '@atelier/domain';

/**
 * The wine's sections of the sheet: its facts (appellation, colour, alcohol, grape varieties when
 * WHERE_TO_DISPLAY_GRAPE_VARIETY is 'features', serving advice) and, with SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET,
 * its nutrition per 100 ml.
 */
export function WineSections({ wine }: { wine: Wine }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const settings = useProductSettings();
  const number = (value: number, digits = 1) => formatDecimal(value, locale, { maximumFractionDigits: digits });
  const rows: { label: string; value: ReactNode }[] = [];
  if (wine.appellation) rows.push({ label: t('wine.appellation'), value: wine.appellation });
  if (wine.colour) rows.push({ label: t('wine.colour'), value: wine.colour });
  if (wine.alcoholPercent !== null)
    rows.push({ label: t('wine.alcohol'), value: t('wine.alcoholValue', { percent: number(wine.alcoholPercent) }) });
  if (settings.grapePlace === 'features' && wine.grapeVarieties.length > 0) {
    rows.push({
      label: t('wine.grapes', { count: wine.grapeVarieties.length }),
      value: <GrapeVarieties grapes={wine.grapeVarieties} display={settings.grapeDisplay} />,
    });
  }
  if (wine.servingAdvice) rows.push({ label: t('wine.servingAdvice'), value: wine.servingAdvice });

  return (
    <>
      {rows.length > 0 && (
        <ProductSection title={t('wine.title')} expandable={settings.expandableFeatures} initiallyOpen>
          <FactList rows={rows} />
        </ProductSection>
      )}
      {settings.showNutrition && wine.nutrition && (
        <ProductSection title={t('wine.nutrition.title')} expandable={settings.expandableFeatures}>
          <table className="w-full max-w-md text-left" data-testid="nutrition">
            <caption className="mb-2 text-left text-sm">{t('wine.nutrition.per100ml')}</caption>
            <tbody>
              <tr className="border-b border-black/10">
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {t('wine.nutrition.energy')}
                </th>
                <td className="py-2">
                  {t('wine.nutrition.energyValue', {
                    kj: number(kilojoules(wine.nutrition.energyKcal), 0),
                    kcal: number(wine.nutrition.energyKcal, 0),
                  })}
                </td>
              </tr>
              <tr>
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {t('wine.nutrition.sugars')}
                </th>
                <td className="py-2">{t('wine.nutrition.grams', { value: number(wine.nutrition.sugarsG) })}</td>
              </tr>
            </tbody>
          </table>
        </ProductSection>
      )}
    </>
  );
}

/** WHERE_TO_DISPLAY_GRAPE_VARIETY 'description': the grape varieties beside the summary, under a small title. */
export function GrapesBesideDescription({ wine }: { wine: Wine }) {
  const { t } = useTranslation('product');
  const settings = useProductSettings();
  if (settings.grapePlace !== 'description' || wine.grapeVarieties.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 font-semibold">{t('wine.grapes', { count: wine.grapeVarieties.length })}</h2>
      <GrapeVarieties grapes={wine.grapeVarieties} display={settings.grapeDisplay} />
    </div>
  );
}
