import { useId, useState, type FormEvent } from 'react';
import type { Cart } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { inputClasses } from '../account/AccountField.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { applyDiscountCode, removeDiscountCode } from './cart-session.ts';

const secondaryButton =
  'min-h-12 rounded-full border-2 border-primary px-5 font-semibold ' +
  'text-primary disabled:opacity-60 dark:border-white dark:text-white';

/** The discount code of the cart: checked, then applied (the cart priced again with it), or removed. */
export function DiscountCodeForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const id = useId();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
      setCode('');
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (code.trim()) void run(() => applyDiscountCode(code.trim()));
  };

  if (cart.discountCode) {
    return (
      <div className="space-y-2" data-testid="discount-applied">
        <p>
          {t('discount.applied', { code: cart.discountCode })}
          {cart.discount && cart.discount.total > 0 && ` (−${formatPrice(cart.discount.total, locale)})`}
          {cart.discount?.detailType === 'SHIPPING_FEES' && ` ${t('discount.onShipping')}`}
        </p>
        {cart.discountError && (
          <p role="alert" className="font-medium text-[#8a1538] dark:text-[#ff9ab5]">
            {cart.discountError}
          </p>
        )}
        <button type="button" disabled={busy} className={secondaryButton} onClick={() => void run(removeDiscountCode)}>
          {t('discount.remove')}
        </button>
        {problem && (
          <p role="alert" className="font-medium text-[#8a1538] dark:text-[#ff9ab5]">
            {problem}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2">
      <label htmlFor={id} className="block font-semibold">
        {t('discount.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id={id}
          name="discountCode"
          value={code}
          autoComplete="off"
          maxLength={64}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
          className={`${inputClasses} max-w-60 flex-1`}
        />
        <button type="submit" disabled={busy || !code.trim()} className={secondaryButton}>
          {t('discount.apply')}
        </button>
      </div>
      {problem && (
        <p id={`${id}-error`} role="alert" className="font-medium text-[#8a1538] dark:text-[#ff9ab5]">
          {problem}
        </p>
      )}
    </form>
  );
}
