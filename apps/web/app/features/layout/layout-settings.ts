import { useMemo } from 'react';
import type { Logo } from '@atelier/contract';
import { useStartup } from '../site/site-data.ts';

/**
 * The site parameters that shape the page frame (SPEC §3), read once into typed values.
 * Fallbacks are the setting defaults of SPEC §9, for a site whose parameter is unset or malformed.
 * (The parameter catalogue itself lives in the contract's zod module, kept out of the browser bundle.)
 */
export interface LayoutSettings {
  darkTheme: boolean;
  infoBar: { shown: boolean; text: string | null; showAddress: boolean };
  logo: {
    position: 'left' | 'center';
    height: number;
    width: number | null;
    marginTop: number;
    marginBottom: number;
    heightMobile: number;
    widthMobile: number | null;
    heightFooter: number;
    widthFooter: number | null;
  };
  menu: {
    alignment: 'left' | 'center' | 'right';
    activeType: 'text-color' | 'underline' | 'background';
    hoverTransition: 'simple-text-color' | 'underline' | 'none';
    fixed: boolean;
    height: number;
    hideHome: boolean;
    hideContact: boolean;
    mobilePosition: 'top' | 'bottom';
    /** Over a hero the menu is light by default; inverted, it takes MENU_COLOR_ON_TOP (for light heroes). */
    inverseAbsoluteColor: boolean;
    colorOnTop: string | null;
    /** Room above and below the menu's entries (MENU_TOP_PADDING, MENU_BOTTOM_PADDING, both on by default). */
    paddingTop: boolean;
    paddingBottom: boolean;
  };
  submenu: { alignment: 'left' | 'center' | 'right'; width: number; dropShadow: boolean; centerText: boolean };
  languageMenuStyle: 'dropdown' | 'inline';
  /**
   * The cart and account entries of the top bar: their drawings (CART_ICON, MY_ACCOUNT_ICON, Font Awesome
   * names), icons alone (MENU_ICON) or with their names beside them, at MENU_ICON_SIZE points.
   */
  headerIcons: { cart: CartIconName; account: AccountIconName; iconsOnly: boolean; sizePx: number };
  /** Where the social network icons also show (DISPLAY_SOCIAL_ICON_IN_MENU): the top bar, the mobile menu, both. */
  socialIconsInMenu: { desktop: boolean; mobile: boolean };
  /** Height of the desktop top bar: the menu row, or the logo with its margins when taller. */
  desktopHeaderHeight: number;
  mobileBarHeight: number;
  /** A search field for the shop's products in the top bar (SHOW_SEARCHBAR, off by default). */
  searchBar: boolean;
  /** The site info's promotional banner above the top bar (SHOW_PROMOTE_MESSAGE, off by default). */
  promoteMessage: boolean;
  /** Visitors may not select the page's text (LOCK_TEXT_SELECTION); fields stay selectable. */
  lockTextSelection: boolean;
  /** What the browser's context menu is refused on (LOCK_RIGHT_CLICK: none, images or all). */
  lockRightClick: 'none' | 'images' | 'all';
  /** How the page goes back to its top on a navigation (SCROLL_TO_TOP_BEHAVIOR: smooth or instant). */
  scrollToTop: 'smooth' | 'instant';
}

type Parameters = Record<string, string | null>;

export type CartIconName = 'cart' | 'basket' | 'bag';
export type AccountIconName = 'user' | 'user-circle';

/** Font Awesome names (with or without their style prefix) → the drawings the frame has. */
const CART_ICONS: Record<string, CartIconName> = {
  'fa-cart-shopping': 'cart',
  'fa-shopping-cart': 'cart',
  'fa-cart-arrow-down': 'cart',
  'fa-basket-shopping': 'basket',
  'fa-shopping-basket': 'basket',
  'fa-bag-shopping': 'bag',
  'fa-shopping-bag': 'bag',
};
const ACCOUNT_ICONS: Record<string, AccountIconName> = {
  'fa-user': 'user',
  'fa-user-large': 'user',
  'fa-circle-user': 'user-circle',
  'fa-user-circle': 'user-circle',
};

/** An icon parameter ('fa-solid fa-basket-shopping', 'fa-bag-shopping') → a drawing, else the default one. */
export function iconOf<T extends string>(value: string | null | undefined, icons: Record<string, T>, fallback: T): T {
  for (const word of (value ?? '').trim().toLowerCase().split(/\s+/)) if (word in icons) return icons[word]!;
  return fallback;
}

/** SPEC §9: menu icon size in points (12 pt = 16 px), within what a bar can hold. */
const iconPixels = (points: number) => Math.round(Math.min(Math.max(points, 9), 27) * (4 / 3));

/** Height of the menu row under a centred logo. */
const CENTERED_MENU_ROW = 52;
/** Vertical padding of the mobile bar around its logo. */
const MOBILE_BAR_PADDING = 16;

const flag = (parameters: Parameters, key: string, fallback: boolean) => {
  const value = parameters[key];
  return value === 'true' ? true : value === 'false' ? false : fallback;
};

function size(parameters: Parameters, key: string, fallback: number): number;
function size(parameters: Parameters, key: string, fallback: null): number | null;
function size(parameters: Parameters, key: string, fallback: number | null) {
  const raw = parameters[key];
  const value = raw === null || raw === undefined || raw.trim() === '' ? NaN : Number(raw);
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

function choice<T extends string>(parameters: Parameters, key: string, allowed: readonly T[], fallback: T): T {
  const value = parameters[key]?.trim().toLowerCase();
  return allowed.find((option) => option === value) ?? fallback;
}

/** A colour parameter safe to write into a style attribute (#rgb to #rrggbbaa), else null. */
export function cssColour(value: string | null | undefined): string | null {
  return value && /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(value.trim()) ? value.trim() : null;
}

export function layoutSettings(parameters: Parameters): LayoutSettings {
  const logo: LayoutSettings['logo'] = {
    position: choice(parameters, 'LOGO_POSITION', ['left', 'center'], 'left'),
    height: size(parameters, 'LOGO_HEIGHT', 90),
    width: size(parameters, 'LOGO_WIDTH', null),
    marginTop: size(parameters, 'LOGO_MARGIN_TOP', 10),
    marginBottom: size(parameters, 'LOGO_MARGIN_BOTTOM', 10),
    heightMobile: size(parameters, 'LOGO_HEIGHT_MOBILE', 70),
    widthMobile: size(parameters, 'LOGO_WIDTH_MOBILE', null),
    heightFooter: size(parameters, 'LOGO_HEIGHT_FOOTER', 100),
    widthFooter: size(parameters, 'LOGO_WIDTH_FOOTER', null),
  };
  const menuHeight = size(parameters, 'COMPUTER_MENU_HEIGHT', 110);
  const logoBlock = logo.height + logo.marginTop + logo.marginBottom;
  return {
    darkTheme: flag(parameters, 'DARK_THEME', false),
    infoBar: {
      shown: flag(parameters, 'TOP_MENU_INFO_BAR', false),
      text: parameters.TOP_MENU_INFO_BAR_TEXT?.trim() || null,
      showAddress: flag(parameters, 'DISPLAY_ADDRESS_IN_TOPBAR', false),
    },
    logo,
    menu: {
      alignment: choice(parameters, 'MENU_ALIGNMENT', ['left', 'center', 'right'], 'right'),
      activeType: choice(parameters, 'MENU_ACTIVE_TYPE', ['text-color', 'underline', 'background'], 'text-color'),
      hoverTransition: choice(
        parameters,
        'MENU_HOVER_TRANSITION',
        ['simple-text-color', 'underline', 'none'],
        'simple-text-color',
      ),
      fixed: flag(parameters, 'IS_MENU_FIXED', true),
      height: menuHeight,
      hideHome: flag(parameters, 'HIDE_HOMEPAGE_IN_MENU', false),
      hideContact: flag(parameters, 'HIDE_CONTACT_PAGE', true),
      mobilePosition: choice(parameters, 'MOBILE_MENU_POSITION', ['top', 'bottom'], 'bottom'),
      inverseAbsoluteColor: flag(parameters, 'INVERSE_ABSOLUTE_MENU_COLOR', false),
      colorOnTop: cssColour(parameters.MENU_COLOR_ON_TOP),
      paddingTop: flag(parameters, 'MENU_TOP_PADDING', true),
      paddingBottom: flag(parameters, 'MENU_BOTTOM_PADDING', true),
    },
    submenu: {
      alignment: choice(parameters, 'SUBMENU_ALIGNMENT', ['left', 'center', 'right'], 'left'),
      width: size(parameters, 'SUBMENU_WIDTH', 250),
      dropShadow: flag(parameters, 'SUBMENU_DROPSHADOW', true),
      centerText: flag(parameters, 'CENTER_SUBMENU', false),
    },
    languageMenuStyle: parameters.LANG_MENU_STYLE?.trim().toLowerCase() === 'inline' ? 'inline' : 'dropdown',
    headerIcons: {
      cart: iconOf(parameters.CART_ICON, CART_ICONS, 'cart'),
      account: iconOf(parameters.MY_ACCOUNT_ICON, ACCOUNT_ICONS, 'user'),
      iconsOnly: flag(parameters, 'MENU_ICON', false),
      sizePx: iconPixels(size(parameters, 'MENU_ICON_SIZE', 12)),
    },
    socialIconsInMenu: (() => {
      const where = choice(parameters, 'DISPLAY_SOCIAL_ICON_IN_MENU', ['none', 'desktop', 'mobile', 'all'], 'none');
      return { desktop: where === 'desktop' || where === 'all', mobile: where === 'mobile' || where === 'all' };
    })(),
    desktopHeaderHeight: logo.position === 'center' ? logoBlock + CENTERED_MENU_ROW : Math.max(menuHeight, logoBlock),
    mobileBarHeight: logo.heightMobile + MOBILE_BAR_PADDING,
    searchBar: flag(parameters, 'SHOW_SEARCHBAR', false),
    promoteMessage: flag(parameters, 'SHOW_PROMOTE_MESSAGE', false),
    lockTextSelection: flag(parameters, 'LOCK_TEXT_SELECTION', false),
    lockRightClick: choice(parameters, 'LOCK_RIGHT_CLICK', ['none', 'images', 'all'], 'none'),
    scrollToTop: choice(parameters, 'SCROLL_TO_TOP_BEHAVIOR', ['smooth', 'instant'], 'smooth'),
  };
}

export type LogoUse = 'header' | 'header-over-hero' | 'footer';

/**
 * The logo for a place of the frame (SPEC §3 Logo). The header takes LOGO, or the logo made for the theme
 * (LOGO_DARK_THEME on a dark site); over a hero's dark wash, the logo drawn for dark backgrounds; the footer
 * takes LOGO_FOOTER, else the main logo (a site with a single logo uses it everywhere).
 */
export function pickLogo<L extends Pick<Logo, 'type'>>(
  logos: readonly L[],
  use: LogoUse,
  darkTheme: boolean,
): L | null {
  const byType = (type: Logo['type']) => logos.find((logo) => logo.type === type);
  const anyLogo = logos.find((logo) => logo.type !== 'LOGO_FAVICON');
  const header = darkTheme
    ? (byType('LOGO_DARK_THEME') ?? byType('LOGO'))
    : (byType('LOGO') ?? byType('LOGO_LIGHT_THEME'));
  switch (use) {
    case 'header':
      return header ?? anyLogo ?? null;
    case 'header-over-hero':
      return byType('LOGO_DARK_THEME') ?? header ?? anyLogo ?? null;
    case 'footer':
      return byType('LOGO_FOOTER') ?? header ?? anyLogo ?? null;
  }
}

/** The layout settings of the current site. */
export function useLayoutSettings(): LayoutSettings {
  const { parameters } = useStartup();
  return useMemo(() => layoutSettings(parameters), [parameters]);
}
