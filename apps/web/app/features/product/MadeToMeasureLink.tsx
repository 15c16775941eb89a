import { Link } from 'react-router';
import { textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { madeToMeasureQuotePath } from './product-urls.ts';

/**
 * A product the workshop makes to measure (issue 19): the way to the quote request, with the product named, and
 * the reminder that such a piece cannot be withdrawn from (Code de la consommation, art. L221-28 3°).
 */
export function MadeToMeasureLink({ productId }: { productId: number }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  return (
    <div className="rounded-lg border border-black/15 p-4 dark:border-white/25" data-testid="made-to-measure-link">
      <p className="mb-2">{t('madeToMeasure.intro')}</p>
      <Link to={madeToMeasureQuotePath(locale, productId)} className={textLink}>
        {t('madeToMeasure.ask')}
      </Link>
      <p className="mt-2 text-sm text-black/70 dark:text-white/75">{t('madeToMeasure.withdrawal')}</p>
    </div>
  );
}
