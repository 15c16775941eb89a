import type { DecreasingDiscount } from '@atelier/contract';
import { discountedPrice, formatPrice } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';

interface DecreasingDiscountsProps {
  discounts: DecreasingDiscount[];
  /** The declination's unit price after its own discount, in cents. */
  unitPrice: number;
  hidePrices: boolean;
}

/** The decreasing quantity discounts: from how many units, how much off, and the unit price it makes. */
export function DecreasingDiscounts({ discounts, unitPrice, hidePrices }: DecreasingDiscountsProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  if (discounts.length === 0) return null;
  const rows = [...discounts].sort((a, b) => a.fromQuantity - b.fromQuantity);
  const amount = (discount: DecreasingDiscount) =>
    discount.type === 'PERCENT' ? `−${discount.amount} %` : `−${formatPrice(discount.amount, locale)}`;
  return (
    <section aria-labelledby="decreasing-discounts" className="rounded-2xl border border-black/10 p-5">
      <h2 id="decreasing-discounts" className="text-lg font-semibold">
        {t('decreasing.title')}
      </h2>
      <table className="mt-3 w-full text-left text-sm">
        <thead>
          <tr className="border-b border-black/10">
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('decreasing.quantity')}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              {t('decreasing.discount')}
            </th>
            {!hidePrices && (
              <th scope="col" className="py-2 font-semibold">
                {t('decreasing.unitPrice')}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((discount) => (
            <tr key={discount.fromQuantity} className="border-b border-black/5 last:border-0">
              <td className="py-2 pr-3">{t('decreasing.from', { count: discount.fromQuantity })}</td>
              <td className="py-2 pr-3 font-medium">{amount(discount)}</td>
              {!hidePrices && (
                <td className="py-2">
                  {formatPrice(discountedPrice(unitPrice, { type: discount.type, amount: discount.amount }), locale)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
