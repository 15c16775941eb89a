import type { OrderDetail } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';

/** The order's lines as sold: product, declination, customizations, quantity × unit price, total. */
export function OrderLines({
  lines,
  fileUrl,
}: {
  lines: OrderDetail['lines'];
  /** Where the workshop opens a file a customer sent (the back-office); the customer's page only names it. */
  fileUrl?: (idLine: number, idCustomization: number) => string | null;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <ul className="divide-y divide-black/10 dark:divide-white/20" data-testid="order-lines">
      {lines.map((line) => (
        <li key={line.id} className="grid gap-2 py-4 sm:grid-cols-[1fr_auto]" data-testid="order-line">
          <div>
            <p className="font-semibold">{line.name}</p>
            {line.detail && <p>{line.detail}</p>}
            {line.reference && (
              <p className="text-sm opacity-80">{t('detail.lineReference', { reference: line.reference })}</p>
            )}
            {line.customizations.length > 0 && (
              <dl className="mt-2 space-y-1 text-sm">
                {line.customizations.map((answer) => (
                  <div key={answer.idCustomization} className="flex flex-wrap gap-x-1">
                    <dt className="font-semibold">{t('detail.customizationLabel', { label: answer.label })}</dt>
                    <dd>
                      {answer.hasFile ? (
                        <FileAnswer url={fileUrl?.(line.id, answer.idCustomization) ?? null}>
                          {t('detail.fileSent', { name: answer.value })}
                        </FileAnswer>
                      ) : (
                        answer.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <div className="sm:text-right">
            <p>
              {t('detail.quantityTimesPrice', { quantity: line.quantity, price: formatPrice(line.unitPrice, locale) })}
            </p>
            <p className="font-semibold">{formatPrice(line.total, locale)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}

function FileAnswer({ url, children }: { url: string | null; children: React.ReactNode }) {
  if (!url) return <>{children}</>;
  return (
    <a href={url} target="_blank" rel="noreferrer" className="underline">
      {children}
    </a>
  );
}

/** Products, discount code, shipping and the total paid (cents, in euros as the sale terms say). */
export function OrderTotals({ totals }: { totals: OrderDetail['totals'] }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const row = (label: string, amount: string, strong = false) => (
    <div className={`flex justify-between gap-4 ${strong ? 'text-lg font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{amount}</dd>
    </div>
  );
  return (
    <dl className="space-y-1" data-testid="order-totals">
      {row(t('detail.totals.products'), formatPrice(totals.products, locale))}
      {totals.discount > 0 &&
        row(
          totals.discountCode
            ? t('detail.totals.discountCode', { code: totals.discountCode })
            : t('detail.totals.discount'),
          `− ${formatPrice(totals.discount, locale)}`,
        )}
      {row(
        t('detail.totals.shipping'),
        totals.shipping > 0 ? formatPrice(totals.shipping, locale) : t('detail.totals.free'),
      )}
      {row(t('detail.totals.total'), formatPrice(totals.total, locale), true)}
    </dl>
  );
}
