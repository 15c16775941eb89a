import { useTranslation } from '../i18n/use-translation.ts';

/** The French public-health message every wine price carries (Code de la santé publique, L. 3323-4). */
export function HealthMessage() {
  const { t } = useTranslation('product');
  return (
    <p className="text-sm text-black/70 italic dark:text-white/75" data-testid="health-message">
      {t('wine.healthMessage')}
    </p>
  );
}

/**
 * DISPLAY_ALCOHOL_SELLING_MESSAGE: the sale of alcohol to minors is forbidden (Code de la santé publique,
 * L. 3342-1), and a shop may ask for proof of age.
 */
export function AlcoholSellingMessage() {
  const { t } = useTranslation('product');
  return (
    <p className="rounded-xl bg-black/5 px-4 py-3 text-sm" data-testid="alcohol-selling-message">
      {t('wine.sellingMessage')}
    </p>
  );
}
