import { useRef, useState, type CSSProperties, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocation } from 'react-router';
import type { MenuPage } from '@atelier/contract';
import { ChevronDownIcon } from './icons.tsx';
import { useLayoutSettings } from './layout-settings.ts';
import { activeState } from './menu-pages.ts';
import { MenuLink } from './MenuLink.tsx';
import { useMenuEntries } from './use-menu-entries.ts';

const JUSTIFY = { left: 'justify-start', center: 'justify-center', right: 'justify-end' } as const;

/**
 * The desktop menu (≥ 960 px). Sub-menus open on hover and on keyboard focus with CSS alone (they work
 * before hydration and without JavaScript); Escape closes an open sub-menu and returns focus to its entry.
 */
export function MainMenu({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { menu, submenu } = useLayoutSettings();
  const entries = useMenuEntries();
  const { pathname } = useLocation();
  const style = { '--submenu-width': `${submenu.width}px` } as CSSProperties;
  return (
    <nav aria-label={t('mainMenu')} className={`main-menu h-full min-w-0 ${className}`}>
      <ul
        className={`flex h-full flex-wrap items-stretch ${JUSTIFY[menu.alignment]}`}
        data-active-type={menu.activeType}
        data-hover={menu.hoverTransition}
        data-submenu-align={submenu.alignment}
        data-submenu-shadow={submenu.dropShadow}
        data-submenu-center-text={submenu.centerText}
        style={style}
      >
        {entries.map((page) => (
          <MainMenuItem key={page.id} page={page} pathname={pathname} />
        ))}
      </ul>
    </nav>
  );
}

function MainMenuItem({ page, pathname }: { page: MenuPage; pathname: string }) {
  const { t } = useTranslation('layout');
  const [dismissed, setDismissed] = useState(false);
  const item = useRef<HTMLLIElement>(null);
  const active = activeState(page, pathname);
  const hasChildren = page.children.length > 0;

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== 'Escape' || !hasChildren || dismissed) return;
    setDismissed(true);
    item.current?.querySelector<HTMLElement>('a')?.focus();
  }
  function onBlur(event: FocusEvent) {
    if (!item.current?.contains(event.relatedTarget as Node | null)) setDismissed(false);
  }

  return (
    <li
      ref={item}
      className="main-menu-item relative flex items-stretch"
      data-dismissed={dismissed || undefined}
      onKeyDown={hasChildren ? onKeyDown : undefined}
      onBlur={hasChildren ? onBlur : undefined}
      onMouseLeave={hasChildren ? () => setDismissed(false) : undefined}
    >
      <MenuLink page={page} active={active} className="main-menu-link flex items-center gap-1 px-2 lg:px-3 xl:px-4">
        <span>{page.menuTitle}</span>
        {hasChildren && <ChevronDownIcon size={16} className="shrink-0 opacity-70" />}
      </MenuLink>
      {hasChildren && (
        <ul className="submenu" aria-label={t('submenuOf', { title: page.menuTitle })}>
          {page.children.map((child) => (
            <li key={child.id}>
              <MenuLink page={child} active={activeState(child, pathname)} className="submenu-link block px-4 py-2.5" />
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
