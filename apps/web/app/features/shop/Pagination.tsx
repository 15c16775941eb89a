import { Link, useLocation } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { pageSearch, pageWindow } from './list-links.ts';

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 font-semibold ' +
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary';
const link = `${item} underline-offset-4 hover:underline ring-1 ring-black/15 dark:ring-white/25`;

/**
 * Links to the other pages of a list (plain links: they work without JavaScript), the list's order and
 * filters kept. Nothing when the list fits on one page.
 */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('shop');
  const { pathname, search } = useLocation();
  if (pages <= 1) return null;
  const href = (target: number) => `${pathname}${pageSearch(search, target)}`;
  return (
    <nav aria-label={t('pagination.label')} className="mt-12">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} className={link} rel="prev">
              <span aria-hidden="true">←</span>
              <span className="sr-only md:not-sr-only md:ml-2">{t('pagination.previous')}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((target, index) =>
          target === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={target}>
              {target === page ? (
                <span aria-current="page" className={`${item} bg-primary text-white`}>
                  <span className="sr-only">{t('pagination.page')} </span>
                  {target}
                </span>
              ) : (
                <Link to={href(target)} className={link}>
                  <span className="sr-only">{t('pagination.page')} </span>
                  {target}
                </Link>
              )}
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={href(page + 1)} className={link} rel="next">
              <span className="sr-only md:not-sr-only md:mr-2">{t('pagination.next')}</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
