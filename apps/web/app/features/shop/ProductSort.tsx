import { useId, type ChangeEvent } from 'react';
import { Form, useSubmit } from 'react-router';
import { useHydrated } from '../behaviours/use-hydrated.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import type { ProductOrder } from './product-list-params.ts';
import { usePendingQuery } from './use-pending-query.ts';

/** The orders a visitor can choose (SPEC §4 orders; the default, by price, first). */
const SORT_CHOICES = ['price', '-price', 'name', '-name', '-id'] as const satisfies readonly ProductOrder[];

export const fieldClasses =
  'min-h-11 rounded-xl border border-black/25 bg-background px-3 text-base ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-white/30';

export const buttonClasses =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-primary px-6 font-semibold text-white ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * Submits the select's form as soon as a choice is made, once the page runs in the browser (the form's
 * own button does it without JavaScript). The list keeps its scroll position. The navigation's state is set
 * at once (flushSync): the controlled inputs read the choice from it, and would otherwise spring back.
 */
export function useSubmitOnChange() {
  const submit = useSubmit();
  return (event: ChangeEvent<HTMLSelectElement | HTMLInputElement>) => {
    if (event.currentTarget.form) void submit(event.currentTarget.form, { preventScrollReset: true, flushSync: true });
  };
}

/** The "sort by" select of a product list's form. */
export function SortSelect({ orderBy, form }: { orderBy: ProductOrder; form?: string }) {
  const { t } = useTranslation('shop');
  const id = useId();
  const submitOnChange = useSubmitOnChange();
  // Controlled by the URL (and the navigation under way), so it follows the back button and keeps its focus.
  const value = usePendingQuery()?.get('orderBy') ?? orderBy;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {t('sort.label')}
      </label>
      <select id={id} name="orderBy" value={value} form={form} className={fieldClasses} onChange={submitOnChange}>
        {SORT_CHOICES.map((order) => (
          <option key={order} value={order}>
            {t(`sort.${order}`)}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The sort of a shop page: a GET form (`?orderBy=-price`) that works without JavaScript through its button,
 * left out once the select submits by itself. A new order starts again at page 1.
 */
export function ProductSortForm({ orderBy }: { orderBy: ProductOrder }) {
  const { t } = useTranslation('shop');
  const hydrated = useHydrated();
  return (
    <Form method="get" preventScrollReset className="flex items-end gap-2">
      <SortSelect orderBy={orderBy} />
      {!hydrated && (
        <button type="submit" className={buttonClasses}>
          {t('sort.apply')}
        </button>
      )}
    </Form>
  );
}
