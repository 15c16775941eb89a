import { PrefetchLink } from '../behaviours/prefetch.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import type { CategoryLink } from './shop-page-data.ts';

const pill =
  'inline-flex min-h-11 items-center rounded-full px-4 font-semibold ring-1 ring-black/15 dark:ring-white/25 ' +
  'hover:ring-primary focus-visible:outline-3 focus-visible:outline-offset-2 ' +
  'focus-visible:outline-primary aria-[current=page]:bg-primary ' +
  'aria-[current=page]:text-white aria-[current=page]:ring-0';

interface CategoryNavProps {
  categories: CategoryLink[];
  /** The landing page: every product. */
  shopUrl: string;
  /** The slug of the page's category; null on the landing page. */
  current: string | null;
}

/** The shop's categories as links, the page's own marked as current: moving between them in one click. */
export function CategoryNav({ categories, shopUrl, current }: CategoryNavProps) {
  const { t } = useTranslation('shop');
  if (categories.length === 0) return null;
  return (
    <nav aria-label={t('categories')}>
      <ul className="flex flex-wrap gap-2">
        <li>
          <PrefetchLink to={shopUrl} className={pill} aria-current={current === null ? 'page' : undefined}>
            {t('allProducts')}
          </PrefetchLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <PrefetchLink
              to={category.url}
              className={pill}
              aria-current={category.slug === current ? 'page' : undefined}
            >
              {category.name}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
