import { useState } from 'react';
import { Form } from 'react-router';
import type { AdminMealIcon, AdminProduct, ProductKind } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { primaryButton } from '../admin/ConfirmButton.tsx';
import { MadeToMeasureSection } from './MadeToMeasureSection.tsx';
import { DiscountSection, ShippingSection, TagsSection } from './ProductDetailsSections.tsx';
import { ProductFields } from './ProductFields.tsx';
import { WineSection } from './WineSection.tsx';

/**
 * A product's form on its page (issue 16 item 6): its texts, sale and categories, then its folding sections
 * (tags and features, discounts, selling and shipping, made to measure, and a wine's sheet while the kind chosen is WINE). One
 * save sends the whole product with the version read; product-form.ts reads it.
 */
export function ProductForm({
  product,
  categories,
  mealIcons,
  errors,
  submitting,
}: {
  product: AdminProduct;
  categories: { id: number; name: string }[];
  mealIcons: AdminMealIcon[];
  errors: Record<string, string>;
  submitting: boolean;
}) {
  const { t } = useAdminTranslation('admin-catalogue');
  const [kind, setKind] = useState<ProductKind>(product.kind);
  return (
    <Form
      method="post"
      className="space-y-6 rounded-md border border-stone-300 bg-white p-4"
      onChange={(event) => {
        // The kind's select is ProductFields': its change shows or hides the wine's sheet.
        const input = event.nativeEvent.target as HTMLSelectElement | null;
        if (input?.name === 'kind') setKind(input.value as ProductKind);
      }}
    >
      <input type="hidden" name="intent" value="product" />
      <input type="hidden" name="version" value={product.version} />
      <ProductFields product={product} categories={categories} errors={errors} />
      <div className="space-y-3">
        <TagsSection product={product} errors={errors} />
        <DiscountSection product={product} errors={errors} />
        <ShippingSection product={product} errors={errors} />
        <MadeToMeasureSection product={product} />
        {kind === 'WINE' && <WineSection product={product} mealIcons={mealIcons} errors={errors} />}
      </div>
      <button type="submit" className={primaryButton} disabled={submitting}>
        {t('detail.save')}
      </button>
    </Form>
  );
}
