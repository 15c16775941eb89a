import type { Declination } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { stockStatus } from './stock-status.ts';
import { useProductSettings } from './use-product-settings.ts';

/**
 * The declination's stock: the site's IN_STOCK_LABEL / NOT_IN_STOCK_LABEL (our own words when unset), and
 * 'Only N left' at or under STOCK_LIMIT_DISPLAY when the stock is tracked. Announced when it changes.
 */
export function StockLabel({ declination }: { declination: Pick<Declination, 'setQuantity' | 'quantity'> }) {
  const { t } = useTranslation('product');
  const settings = useProductSettings();
  const status = stockStatus(declination, settings.stockLimit);
  const text =
    status.kind === 'soldOut'
      ? (settings.notInStockLabel ?? t('stock.soldOut'))
      : status.kind === 'few'
        ? t('stock.few', { count: status.count })
        : (settings.inStockLabel ?? t('stock.available'));
  const colour = status.kind === 'soldOut' ? 'bg-[#8a1538]' : status.kind === 'few' ? 'bg-[#b45309]' : 'bg-[#1f7a3d]';
  return (
    <p className="flex items-center gap-2 font-medium" role="status" data-testid="stock-label" data-stock={status.kind}>
      <span aria-hidden="true" className={`inline-block size-2.5 rounded-full ${colour}`} />
      {text}
    </p>
  );
}
