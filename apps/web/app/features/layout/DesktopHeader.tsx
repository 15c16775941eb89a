import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link, useLocation } from 'react-router';
import { CartCount, useCartLabel } from '../cart/CartCount.tsx';
import { useCartCount } from '../cart/cart-store.ts';
import { localizePath } from '../i18n/locale.ts';
import { useFlag, useLocale, useStartup } from '../site/site-data.ts';
import { AccountIcon, CartIcon } from './icons.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { pickLogo, useLayoutSettings } from './layout-settings.ts';
import { MainMenu } from './MainMenu.tsx';
import { normalizePath } from './menu-pages.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/**
 * The top bar of large screens (≥ 960 px): the logo left or centred (LOGO_POSITION), the menu, the search
 * field (SHOW_SEARCHBAR), the language menu, the cart and the account. Its height is fixed from the parameters, so a page laid under an absolute
 * menu knows how much room to leave.
 */
export function DesktopHeader({ overHero }: { overHero: boolean }) {
  const settings = useLayoutSettings();
  const { logo } = settings;
  const actions = (
    <div className="flex shrink-0 items-center gap-1">
      <HeaderSearch className="mr-2" />
      {settings.socialIconsInMenu.desktop && <SocialLinks className="header-social mr-1 flex-nowrap gap-0" />}
      <LanguageMenu variant={settings.languageMenuStyle} />
      <AccountAndCartLinks />
    </div>
  );
  if (logo.position === 'center') {
    return (
      <div className="desktop-header hidden flex-col px-6 nav:flex" style={{ height: settings.desktopHeaderHeight }}>
        <div className="grid grid-cols-[1fr_auto_1fr] items-center">
          <span />
          <HeaderLogo overHero={overHero} />
          <div className="justify-self-end">{actions}</div>
        </div>
        <MainMenu className="flex-1" />
      </div>
    );
  }
  return (
    <div
      className="desktop-header hidden items-stretch gap-3 px-5 nav:flex lg:gap-4 lg:px-6 xl:gap-8 xl:px-10"
      style={{ height: settings.desktopHeaderHeight }}
    >
      <div className="flex shrink-0 items-center">
        <HeaderLogo overHero={overHero} />
      </div>
      <MainMenu className="flex-1" />
      {actions}
    </div>
  );
}

/**
 * The logo, linked to the home page. Over a hero it shows the logo drawn for dark backgrounds until the
 * page scrolls (CSS swaps the two; the default one is loaded from the start, so the swap never flashes).
 */
function HeaderLogo({ overHero }: { overHero: boolean }) {
  const locale = useLocale();
  const { siteInfo } = useStartup();
  const settings = useLayoutSettings();
  const { height, width, marginTop, marginBottom } = settings.logo;
  const logo = pickLogo(siteInfo?.logos ?? [], 'header', settings.darkTheme);
  const heroLogo =
    overHero && !settings.menu.inverseAbsoluteColor
      ? pickLogo(siteInfo?.logos ?? [], 'header-over-hero', settings.darkTheme)
      : null;
  const swap = heroLogo && logo && heroLogo.id !== logo.id;
  return (
    <Link
      to={localizePath('/', locale)}
      className="site-logo flex items-center rounded"
      style={{ marginTop, marginBottom }}
    >
      {logo ? (
        <>
          <SiteLogo logo={logo} height={height} width={width} className={swap ? 'logo-default' : ''} />
          {swap && (
            // Lazy: the header is hidden on small screens, where this second drawing would load for nothing.
            <SiteLogo logo={heroLogo} height={height} width={width} className="logo-over-hero" loading="lazy" />
          )}
        </>
      ) : (
        <span className="site-name text-2xl font-semibold">{siteInfo?.name}</span>
      )}
    </Link>
  );
}

/** SEE_CART_ON_HOVER: the cart's lines under the icon, loaded on the first hover or focus. */
const CartPreview = lazy(() => import('../cart/CartPreview.tsx'));

/**
 * Cart (on a shop, with its count) and account: icons alone with spoken names (MENU_ICON), or icons with
 * their names beside them; their pages localized.
 */
function AccountAndCartLinks() {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const { siteInfo, isLogged } = useStartup();
  const { headerIcons } = useLayoutSettings();
  const current = normalizePath(useLocation().pathname);
  const count = useCartCount();
  const cartLabel = useCartLabel(t('cart'), count);
  const hoverPreview = useFlag('SEE_CART_ON_HOVER');
  const [previewed, setPreviewed] = useState(false);
  const size = headerIcons.sizePx;
  const links = [
    ...(siteInfo?.isECommerce
      ? [{ path: '/cart', label: t('cart'), icon: <CartIcon size={size} variant={headerIcons.cart} /> }]
      : []),
    {
      path: '/account',
      label: isLogged ? t('account') : t('signIn'),
      icon: <AccountIcon size={size} variant={headerIcons.account} />,
    },
  ];
  return (
    <ul className="flex items-center">
      {links.map(({ path, label, icon }) => {
        const href = localizePath(path, locale);
        const isCart = path === '/cart';
        const name = isCart ? cartLabel : label;
        const preview = isCart && hoverPreview;
        return (
          <li
            key={path}
            className={preview ? 'group relative' : undefined}
            onPointerEnter={preview ? () => setPreviewed(true) : undefined}
            onFocus={preview ? () => setPreviewed(true) : undefined}
          >
            <Link
              to={href}
              aria-label={headerIcons.iconsOnly || name !== label ? name : undefined}
              title={headerIcons.iconsOnly ? name : undefined}
              aria-current={current === href ? 'page' : undefined}
              className={`header-icon flex h-11 min-w-11 items-center justify-center gap-1.5 rounded ${headerIcons.iconsOnly ? '' : 'px-2 text-sm font-medium'}`}
            >
              <span className="relative">
                {icon}
                {isCart && <CartCount count={count} />}
              </span>
              {!headerIcons.iconsOnly && <span>{label}</span>}
            </Link>
            {preview && previewed && current !== href && (
              <Suspense fallback={null}>
                <CartPreview isLogged={isLogged} />
              </Suspense>
            )}
          </li>
        );
      })}
    </ul>
  );
}
