import { useTranslation } from '../i18n/use-translation.ts';

/** The cart's name with its count, for a link that carries only an icon ('Panier, 3 articles'). */
export function useCartLabel(label: string, count: number) {
  const { t } = useTranslation('cart');
  return count > 0 ? t('header.label', { label, count }) : label;
}

/** The count over the cart icon; the link's name says it in words. */
export function CartCount({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className="absolute -top-1.5 -right-2 grid h-5 min-w-5 place-items-center rounded-full bg-primary px-1 text-xs leading-none font-semibold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
