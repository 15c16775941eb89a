import type { ChangeEvent, ReactNode } from 'react';
import { Form, Link } from 'react-router';
import type { ProductKind } from '@atelier/contract';
import { useTranslation } from '../i18n/use-translation.ts';
import { isFiltered } from './list-links.ts';
import type { ProductListParams } from './product-list-params.ts';
import { useSubmitOnChange } from './ProductSort.tsx';
import type { CategoryLink } from './shop-page-data.ts';
import { usePendingQuery } from './use-pending-query.ts';

interface ProductFiltersProps {
  id: string;
  params: ProductListParams;
  kinds: readonly ProductKind[];
  tags: string[];
  categories: CategoryLink[];
  /** The search page without any filter. */
  resetUrl: string;
}

const chip =
  'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 text-sm whitespace-nowrap ring-1 ring-black/15 ' +
  'has-[:checked]:ring-2 has-[:checked]:ring-primary has-[:focus-visible]:outline-3 ' +
  'has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary dark:ring-white/25';

function FilterGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      {/* One row to swipe on a phone, so that the results are not pushed below the fold. */}
      <div className="-mx-1 mt-2 flex gap-2 overflow-x-auto p-1 lg:flex-wrap lg:overflow-visible">{children}</div>
    </fieldset>
  );
}

interface FilterChoiceProps {
  type: 'checkbox' | 'radio';
  name: string;
  value: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  children: ReactNode;
}

/** One choice of a filter: a native checkbox or radio button in a pill that is its label. */
function FilterChoice({ children, ...input }: FilterChoiceProps) {
  return (
    <label className={chip}>
      <input {...input} className="size-4 accent-primary" />
      {children}
    </label>
  );
}

/**
 * The search page's filters (a GET form, so it works without JavaScript; the search words stand above the
 * list, in this form through their `form` attribute): category, product kinds and tags. With JavaScript a
 * choice applies at once; the choices follow the URL (and the navigation under way), so the back button and
 * the list agree.
 */
export function ProductFilters({ id, params, kinds, tags, categories, resetUrl }: ProductFiltersProps) {
  const { t } = useTranslation('shop');
  const onChange = useSubmitOnChange();
  const pending = usePendingQuery();
  const chosen = (name: 'kind' | 'tag', value: string) =>
    pending ? pending.getAll(name).includes(value) : (name === 'kind' ? params.kinds : params.tags).includes(value);
  const category = pending ? pending.get('category') || null : params.category;

  return (
    <Form id={id} method="get" aria-label={t('search.filters')} className="flex min-w-0 flex-col gap-6">
      {categories.length > 0 && (
        <FilterGroup legend={t('search.category')}>
          <FilterChoice type="radio" name="category" value="" checked={category === null} onChange={onChange}>
            {t('search.allCategories')}
          </FilterChoice>
          {categories.map(({ slug, name }) => (
            <FilterChoice
              key={slug}
              type="radio"
              name="category"
              value={slug}
              checked={category === slug}
              onChange={onChange}
            >
              {name}
            </FilterChoice>
          ))}
        </FilterGroup>
      )}
      <FilterGroup legend={t('search.kinds')}>
        {kinds.map((kind) => (
          <FilterChoice
            key={kind}
            type="checkbox"
            name="kind"
            value={kind}
            checked={chosen('kind', kind)}
            onChange={onChange}
          >
            {t(`kind.${kind}`)}
          </FilterChoice>
        ))}
      </FilterGroup>
      {tags.length > 0 && (
        <FilterGroup legend={t('search.tags')}>
          {tags.map((tag) => (
            <FilterChoice
              key={tag}
              type="checkbox"
              name="tag"
              value={tag}
              checked={chosen('tag', tag)}
              onChange={onChange}
            >
              {tag}
            </FilterChoice>
          ))}
        </FilterGroup>
      )}
      {(isFiltered(params) || params.category) && (
        <p>
          <Link to={resetUrl} className="font-semibold text-primary underline underline-offset-4">
            {t('search.reset')}
          </Link>
        </p>
      )}
    </Form>
  );
}
