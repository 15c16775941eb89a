import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { CartCount, useCartLabel } from '../cart/CartCount.tsx';
import { useCartCount, useCartStart } from '../cart/cart-store.ts';
import { localizePath } from '../i18n/locale.ts';
import { useLocale, useStartup } from '../site/site-data.ts';
import { AccountIcon, CartIcon, HomeIcon } from './icons.tsx';
import { useLayoutSettings } from './layout-settings.ts';
import { normalizePath } from './menu-pages.ts';
import { MenuToggleButton } from './MobileMenuDrawer.tsx';

/**
 * The thumb bar of the small screens (under 960 px): home, the menu when MOBILE_MENU_POSITION is 'bottom',
 * the cart (on a shop) and the account.
 */
export function BottomBar({ menuOpen }: { menuOpen: boolean }) {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const { siteInfo, isLogged } = useStartup();
  const { menu, headerIcons } = useLayoutSettings();
  const current = normalizePath(useLocation().pathname);
  // SPEC §4: the cart kept in the browser is refreshed at start (the bar is on every page of every layout).
  useCartStart(isLogged, siteInfo?.isECommerce === true);
  const count = useCartCount();
  const cartLabel = useCartLabel(t('cart'), count);

  const item = (path: string, label: string, icon: ReactNode, section = false, name = label) => {
    const href = localizePath(path, locale);
    const here = current === href;
    const inside = section && current.startsWith(`${href}/`);
    return (
      <li>
        <Link
          to={href}
          aria-label={name !== label ? name : undefined}
          aria-current={here ? 'page' : inside ? 'true' : undefined}
          className="bottom-bar-item flex h-full flex-col items-center justify-center gap-0.5 text-xs"
        >
          {icon}
          <span>{label}</span>
        </Link>
      </li>
    );
  };

  return (
    <nav aria-label={t('shortcuts')} className="bottom-bar fixed inset-x-0 bottom-0 z-40 nav:hidden">
      <ul className="grid h-16 auto-cols-fr grid-flow-col">
        {item('/', t('home'), <HomeIcon size={22} />)}
        {menu.mobilePosition === 'bottom' && (
          <li>
            <MenuToggleButton open={menuOpen} withLabel />
          </li>
        )}
        {siteInfo?.isECommerce &&
          item(
            '/cart',
            t('cart'),
            <span className="relative">
              <CartIcon size={22} variant={headerIcons.cart} />
              <CartCount count={count} />
            </span>,
            true,
            cartLabel,
          )}
        {item('/account', t('account'), <AccountIcon size={22} variant={headerIcons.account} />, true)}
      </ul>
    </nav>
  );
}
