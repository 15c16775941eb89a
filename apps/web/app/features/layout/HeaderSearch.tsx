import { useId } from 'react';
import { Form } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import { localizePath } from '../i18n/locale.ts';
import { useLocale, useStartup } from '../site/site-data.ts';
import { SearchIcon } from './icons.tsx';
import { useLayoutSettings } from './layout-settings.ts';

/**
 * SHOW_SEARCHBAR: a search field for the shop's products in the top bar and the mobile menu, leading to
 * /products/search (a GET form: it works without JavaScript). Only on a shop.
 */
export function HeaderSearch({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const { siteInfo } = useStartup();
  const { searchBar } = useLayoutSettings();
  const id = useId();
  if (!searchBar || !siteInfo?.isECommerce) return null;
  return (
    <Form
      method="get"
      action={localizePath('/products/search', locale)}
      role="search"
      className={`header-search flex items-center ${className}`}
    >
      <label htmlFor={id} className="sr-only">
        {t('search')}
      </label>
      <input
        id={id}
        type="search"
        name="search"
        placeholder={t('search')}
        className="h-10 w-40 min-w-0 rounded-l-full border border-r-0 border-current/40 bg-transparent px-4 text-sm xl:w-52"
      />
      <button
        type="submit"
        aria-label={t('searchButton')}
        className="flex h-10 w-11 items-center justify-center rounded-r-full border border-current/40"
      >
        <SearchIcon size={18} />
      </button>
    </Form>
  );
}
