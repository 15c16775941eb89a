import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import type { Declination, ProductDetail } from '@atelier/contract';
import { normalizeQuantity } from '@atelier/domain';
import { primaryButton, textLink } from '../blocks/block-styles.ts';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { customizePath, technicalSheetUrl } from './product-urls.ts';
import { QuantityField } from './QuantityField.tsx';
import { isSoldOut } from './stock-status.ts';

interface PurchasePanelProps {
  product: Pick<ProductDetail, 'id' | 'slug' | 'kind' | 'customizations'>;
  declination: Declination;
}

/**
 * Quantity, the 'Add to cart' button with the chosen declination and quantity (the server's refusal shown
 * under it), the customization link and the technical sheet.
 */
export function PurchasePanel({ product, declination }: PurchasePanelProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const noteId = useId();
  const multiple = declination.sellByMultipleOf;
  // A declination change brings its own multiple: the quantity starts again from it.
  const [chosen, setChosen] = useState({
    declination: declination.id,
    quantity: normalizeQuantity(multiple, multiple),
  });
  const quantity = chosen.declination === declination.id ? chosen.quantity : normalizeQuantity(multiple, multiple);
  const soldOut = isSoldOut(declination);
  const overStock = declination.setQuantity && !soldOut && quantity > (declination.quantity ?? 0);
  const cart = useAddToCart();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!soldOut && !overStock) void cart.add(declination.id, quantity);
  };

  return (
    <div className="flex flex-col gap-5">
      <form className="flex flex-col gap-4" onSubmit={submit}>
        <input type="hidden" name="idDeclination" value={declination.id} />
        <QuantityField
          multiple={multiple}
          value={quantity}
          isWine={product.kind === 'WINE'}
          disabled={soldOut}
          onChange={(next) => setChosen({ declination: declination.id, quantity: next })}
        />
        {overStock && (
          <p role="alert" className="font-medium text-[#8a1538]">
            {t('quantity.overStock', { count: declination.quantity ?? 0 })}
          </p>
        )}
        <div>
          <button
            type="submit"
            className={`${primaryButton} w-full disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:translate-y-0 disabled:hover:shadow-none sm:w-auto`}
            disabled={soldOut || overStock || cart.busy}
            aria-describedby={soldOut || cart.problem ? noteId : undefined}
          >
            {t('cart.add')}
          </button>
          {soldOut && (
            <p id={noteId} className="mt-2 text-sm text-black/70 dark:text-white/75">
              {t('cart.soldOutNote')}
            </p>
          )}
          {cart.problem && (
            <p id={noteId} role="alert" className="mt-2 font-medium text-[#8a1538] dark:text-[#ff9ab5]">
              {cart.problem}
            </p>
          )}
        </div>
      </form>
      <ul className="flex flex-col gap-3">
        {product.customizations.length > 0 && !soldOut && (
          <li>
            <Link to={customizePath(product, declination.id, locale)} className={textLink}>
              {t('customize.link')}
            </Link>
          </li>
        )}
        <li>
          <a href={technicalSheetUrl(product.id, declination.id, locale)} download className={textLink}>
            {t('technicalSheet')}
          </a>
        </li>
      </ul>
    </div>
  );
}
