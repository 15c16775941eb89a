import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { CartAnswer } from '@atelier/contract';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { addToCart } from './cart-session.ts';

/**
 * The add-to-cart of the product page and of the customization flow (issue 6 item 2): the cart answers, the
 * header's count follows, a toast says it (with the way to the cart); a refusal is shown as the server words
 * it (SPEC §8 'key : error / …').
 */
export function useAddToCart() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function add(idDeclination: number, quantity: number, customizations: CartAnswer[] = []): Promise<boolean> {
    setBusy(true);
    setProblem(null);
    try {
      const cart = await addToCart(idDeclination, quantity, customizations);
      const name = cart.products.find((line) => line.idDeclination === idDeclination)?.name ?? '';
      // The toasts' library is the toast area's, fetched when the page is idle: not a part of the product page.
      void import('sonner')
        .then(({ toast }) =>
          toast.success(t('toast.added', { name, quantity }), {
            action: { label: t('toast.view'), onClick: () => void navigate(localizePath('/cart', locale)) },
          }),
        )
        .catch((error: unknown) => console.error('The toast could not be shown', error));
      return true;
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { add, busy, problem };
}
