import { useState } from 'react';
import { Link } from 'react-router';
import type { CartLine } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { ResponsiveImage } from '../images/ResponsiveImage.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { QuantityField } from '../product/QuantityField.tsx';
import { useLocale } from '../site/site-data.ts';
import { removeLine, setLineQuantity } from './cart-session.ts';

/** What a line's customizations are, one per line: 'Prénom brodé : Léonie (+5,00 €)'. */
export function LineCustomizations({ line }: { line: CartLine }) {
  if (line.customizations.length === 0) return null;
  return (
    <ul className="mt-1 text-sm text-black/75 dark:text-white/80">
      {line.customizations.map((customization) => (
        <li key={customization.idCustomization}>
          {customization.label} : {customization.valueLabel}
          {customization.display && ` (${customization.display})`}
        </li>
      ))}
    </ul>
  );
}

/** A cart line as the cart page shows it: picture, name, choices, unit price, quantity, total and removal. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const discounted = line.finalUnitPrice < line.price + line.customizationExtra;

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <li
      className="grid grid-cols-[5rem_minmax(0,1fr)] gap-4 py-5 sm:grid-cols-[6rem_minmax(0,1fr)_auto]"
      data-testid="cart-line"
    >
      <div className="size-20 overflow-hidden rounded-xl bg-black/5 sm:size-24">
        {line.image && <ResponsiveImage image={line.image} alt="" sizes="96px" className="size-full object-cover" />}
      </div>
      <div className="min-w-0">
        <Link to={line.url} className="font-semibold underline-offset-4 hover:underline">
          {line.name}
        </Link>
        {line.declinationLabel && <p className="text-sm">{line.declinationLabel}</p>}
        <LineCustomizations line={line} />
        <p className="mt-1 text-sm">
          {t('line.unitPrice')} <span className="font-semibold">{formatPrice(line.finalUnitPrice, locale)}</span>
          {discounted && (
            <del className="ml-2 text-black/60 dark:text-white/70">
              <span className="sr-only">{t('line.was')} </span>
              {formatPrice(line.price + line.customizationExtra, locale)}
            </del>
          )}
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <QuantityField
            multiple={line.sellByMultipleOf}
            value={line.quantity}
            isWine={line.type === 'WINE'}
            disabled={busy}
            onChange={(quantity) => {
              if (quantity !== line.quantity) void run(() => setLineQuantity(line, quantity));
            }}
          />
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(() => removeLine(line))}
            className="min-h-12 rounded-full px-3 font-semibold text-[#8a1538] underline underline-offset-4 disabled:opacity-60 dark:text-[#ff9ab5]"
          >
            {t('line.remove')}
            <span className="sr-only"> : {line.name}</span>
          </button>
        </div>
        {problem && (
          <p role="alert" className="mt-2 font-medium text-[#8a1538] dark:text-[#ff9ab5]">
            {problem}
          </p>
        )}
      </div>
      <p className="col-start-2 text-lg font-semibold sm:col-start-3 sm:text-right" data-testid="cart-line-total">
        <span className="sr-only">{t('line.total')} </span>
        {formatPrice(line.total, locale)}
      </p>
    </li>
  );
}
