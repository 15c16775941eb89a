import { useMemo } from 'react';
import type { MenuPage } from '@atelier/contract';
import { useStartup } from '../site/site-data.ts';
import { useLayoutSettings } from './layout-settings.ts';
import { menuEntries } from './menu-pages.ts';

/** The menu of the site (pages tree filtered by HIDE_HOMEPAGE_IN_MENU, HIDE_CONTACT_PAGE, e-commerce). */
export function useMenuEntries(): MenuPage[] {
  const { menu, siteInfo } = useStartup();
  const { menu: settings } = useLayoutSettings();
  const isECommerce = siteInfo?.isECommerce ?? false;
  return useMemo(
    () => menuEntries(menu, { hideHome: settings.hideHome, hideContact: settings.hideContact, isECommerce }),
    [menu, settings.hideHome, settings.hideContact, isECommerce],
  );
}
