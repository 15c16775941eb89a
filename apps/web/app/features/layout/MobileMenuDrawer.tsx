import { useRef, type MouseEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import type { MenuPage } from '@atelier/contract';
import { useLayoutSettings } from './layout-settings.ts';
import { SocialLinks } from './SocialLinks.tsx';
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { activeState } from './menu-pages.ts';
import { MenuLink } from './MenuLink.tsx';
import { useMenuEntries } from './use-menu-entries.ts';

export const MENU_DRAWER_ID = 'site-menu-drawer';

/**
 * The burger button of the small screens. It opens the drawer through the HTML popover API, so it works
 * before hydration and without JavaScript; aria-expanded follows the drawer once the page is hydrated.
 */
export function MenuToggleButton({ open, withLabel = false }: { open: boolean; withLabel?: boolean }) {
  const { t } = useTranslation('layout');
  return (
    <button
      type="button"
      popoverTarget={MENU_DRAWER_ID}
      aria-controls={MENU_DRAWER_ID}
      aria-expanded={open}
      aria-label={withLabel ? undefined : t('openMenu')}
      className={
        withLabel
          ? 'bottom-bar-item flex h-full w-full flex-col items-center justify-center gap-0.5 text-xs'
          : 'flex h-11 w-11 items-center justify-center rounded'
      }
    >
      <MenuIcon size={withLabel ? 22 : 26} />
      {withLabel && <span>{t('menu')}</span>}
    </button>
  );
}

/**
 * The menu of the small screens, a drawer from the left: a popover (Escape and a tap outside close it, the
 * browser handles both), the sub-menus as disclosures opened on the current branch. A link closes it.
 */
export function MobileMenuDrawer({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('layout');
  const drawer = useRef<HTMLElement>(null);
  const entries = useMenuEntries();
  const { pathname } = useLocation();
  const { socialIconsInMenu } = useLayoutSettings();

  function closeOnLink(event: MouseEvent) {
    if ((event.target as Element).closest('a')) drawer.current?.hidePopover();
  }

  return (
    <nav
      ref={drawer}
      id={MENU_DRAWER_ID}
      popover="auto"
      aria-label={t('mainMenu')}
      className="site-drawer"
      onToggle={(event) => onOpenChange(event.newState === 'open')}
      onClick={closeOnLink}
      onSubmit={() => drawer.current?.hidePopover()}
    >
      <div className="flex items-center justify-between gap-2 px-4 py-3">
        <LanguageMenu variant="inline" className="-ml-2" />
        <button
          type="button"
          popoverTarget={MENU_DRAWER_ID}
          popoverTargetAction="hide"
          aria-label={t('closeMenu')}
          className="flex h-11 w-11 items-center justify-center rounded"
        >
          <CloseIcon size={26} />
        </button>
      </div>
      <HeaderSearch className="px-4 pb-3" />
      <ul className="flex-1 px-2 pb-8">
        {entries.map((page) => (
          <DrawerEntry key={page.id} page={page} pathname={pathname} />
        ))}
      </ul>
      {socialIconsInMenu.mobile && <SocialLinks className="px-3 pb-8" />}
    </nav>
  );
}

function DrawerEntry({ page, pathname }: { page: MenuPage; pathname: string }) {
  const { t } = useTranslation('layout');
  const active = activeState(page, pathname);
  const linkClass = 'drawer-link flex min-h-12 items-center rounded px-3 py-2';
  if (page.children.length === 0) {
    return (
      <li>
        <MenuLink page={page} active={active} className={`${linkClass} text-lg`} />
      </li>
    );
  }
  return (
    <li>
      <details open={active !== null}>
        <summary
          className={`${linkClass} cursor-pointer list-none justify-between text-lg [&::-webkit-details-marker]:hidden`}
        >
          {page.menuTitle}
          <ChevronDownIcon size={20} className="drawer-chevron shrink-0" />
        </summary>
        <ul className="mb-2 ml-3 border-l border-current/30 pl-2">
          <li>
            <MenuLink page={page} active={active === 'page' ? 'page' : null} className={linkClass}>
              {t('menuOverview', { title: page.menuTitle })}
            </MenuLink>
          </li>
          {page.children.map((child) => (
            <li key={child.id}>
              <MenuLink page={child} active={activeState(child, pathname)} className={linkClass} />
            </li>
          ))}
        </ul>
      </details>
    </li>
  );
}
