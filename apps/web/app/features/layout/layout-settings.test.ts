import { describe, expect, it } from 'vitest';
import type { Logo } from '@atelier/contract';
import { cssColour, layoutSettings, pickLogo } from './layout-settings.ts';

describe('layoutSettings', () => {
  it('falls back on the defaults of SPEC §9 when parameters are unset', () => {
    const settings = layoutSettings({});
    expect(settings.logo).toMatchObject({ position: 'left', height: 90, marginTop: 10, marginBottom: 10 });
    expect(settings.menu).toMatchObject({
      alignment: 'right',
      fixed: true,
      mobilePosition: 'bottom',
      hideContact: true,
    });
    expect(settings.desktopHeaderHeight).toBe(110);
  });

  it('reads numbers, choices and flags, and ignores malformed values', () => {
    const settings = layoutSettings({
      LOGO_HEIGHT: '120',
      LOGO_WIDTH: 'wide',
      MENU_ALIGNMENT: 'Center',
      MENU_ACTIVE_TYPE: 'sparkles',
      IS_MENU_FIXED: 'false',
      MENU_COLOR_ON_TOP: 'red;background:url(x)',
    });
    expect(settings.logo.height).toBe(120);
    expect(settings.logo.width).toBeNull();
    expect(settings.menu.alignment).toBe('center');
    expect(settings.menu.activeType).toBe('text-color');
    expect(settings.menu.fixed).toBe(false);
    expect(settings.menu.colorOnTop).toBeNull();
    // The logo and its margins are taller than the menu row.
    expect(settings.desktopHeaderHeight).toBe(140);
  });

  it('stacks the menu row under a centred logo', () => {
    expect(layoutSettings({ LOGO_POSITION: 'center' }).desktopHeaderHeight).toBe(110 + 52);
  });

  it('reads the search field, banner, locks, scrolling and menu padding switches (issue 17)', () => {
    expect(layoutSettings({})).toMatchObject({
      searchBar: false,
      promoteMessage: false,
      lockTextSelection: false,
      lockRightClick: 'none',
      scrollToTop: 'smooth',
      menu: { paddingTop: true, paddingBottom: true },
    });
    expect(
      layoutSettings({
        SHOW_SEARCHBAR: 'true',
        SHOW_PROMOTE_MESSAGE: 'true',
        LOCK_TEXT_SELECTION: 'true',
        LOCK_RIGHT_CLICK: 'Images',
        SCROLL_TO_TOP_BEHAVIOR: 'instant',
        MENU_TOP_PADDING: 'false',
        MENU_BOTTOM_PADDING: 'false',
      }),
    ).toMatchObject({
      searchBar: true,
      promoteMessage: true,
      lockTextSelection: true,
      lockRightClick: 'images',
      scrollToTop: 'instant',
      menu: { paddingTop: false, paddingBottom: false },
    });
    expect(layoutSettings({ LOCK_RIGHT_CLICK: 'everything', SCROLL_TO_TOP_BEHAVIOR: 'bounce' })).toMatchObject({
      lockRightClick: 'none',
      scrollToTop: 'smooth',
    });
  });
});

describe('cssColour', () => {
  it.each([
    ['#6b2fa3ff', '#6b2fa3ff'],
    ['#fff', '#fff'],
    ['purple', null],
    ['#12345', null],
    [null, null],
  ])('%s → %s', (input, expected) => expect(cssColour(input)).toBe(expected));
});

describe('pickLogo', () => {
  const logo = (id: number, type: Logo['type']): Logo => ({ id, type, filename: type, alt: type, url: `/${type}` });
  const ALL = [logo(1, 'LOGO'), logo(2, 'LOGO_LIGHT_THEME'), logo(3, 'LOGO_DARK_THEME'), logo(4, 'LOGO_FOOTER')];

  it.each([
    ['header', false, 1],
    ['header', true, 3],
    ['header-over-hero', false, 3],
    ['footer', false, 4],
  ] as const)('%s (dark theme %s) → logo %s', (use, dark, id) => {
    expect(pickLogo(ALL, use, dark)?.id).toBe(id);
  });

  it('uses a single logo everywhere, and never the favicon', () => {
    const single = [logo(7, 'LOGO_FAVICON'), logo(8, 'LOGO_LIGHT_THEME')];
    expect(pickLogo(single, 'header', false)?.id).toBe(8);
    expect(pickLogo(single, 'footer', false)?.id).toBe(8);
    expect(pickLogo([logo(7, 'LOGO_FAVICON')], 'header', false)).toBeNull();
  });
});

describe('header icons and social icons in the menu', () => {
  it('reads Font Awesome names, with or without their style, and falls back to the default drawings', () => {
    const settings = layoutSettings({ CART_ICON: 'fa-solid fa-basket-shopping', MY_ACCOUNT_ICON: 'fa-user-circle' });
    expect(settings.headerIcons).toMatchObject({ cart: 'basket', account: 'user-circle', iconsOnly: false });
    const unknown = layoutSettings({ CART_ICON: 'fa-dragon', MY_ACCOUNT_ICON: null });
    expect(unknown.headerIcons).toMatchObject({ cart: 'cart', account: 'user' });
  });

  it('sizes the icons from MENU_ICON_SIZE in points (12 pt = 16 px), within bounds', () => {
    expect(layoutSettings({}).headerIcons.sizePx).toBe(16);
    expect(layoutSettings({ MENU_ICON_SIZE: '18' }).headerIcons.sizePx).toBe(24);
    expect(layoutSettings({ MENU_ICON_SIZE: '400' }).headerIcons.sizePx).toBe(36);
    expect(layoutSettings({ MENU_ICON: 'true' }).headerIcons.iconsOnly).toBe(true);
  });

  it.each([
    ['none', false, false],
    ['desktop', true, false],
    ['mobile', false, true],
    ['ALL', true, true],
    ['sideways', false, false],
  ])('DISPLAY_SOCIAL_ICON_IN_MENU %s → desktop %s, mobile %s', (value, desktop, mobile) => {
    expect(layoutSettings({ DISPLAY_SOCIAL_ICON_IN_MENU: value }).socialIconsInMenu).toEqual({ desktop, mobile });
  });
});
