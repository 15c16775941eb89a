import { useEffect, useState, type CSSProperties, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { Page } from '@atelier/contract';
import { BottomBar } from './BottomBar.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import { useLayoutSettings } from './layout-settings.ts';
import { MobileBar } from './MobileBar.tsx';
import { MobileMenuDrawer } from './MobileMenuDrawer.tsx';
import { PromoBanner } from './PromoBanner.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { ToastArea } from './ToastArea.tsx';
import { TopInfoBar } from './TopInfoBar.tsx';

/**
 * SPEC §2's three layouts, as the CMS page names them:
 * - 'default': pages of the application (shop, cart, account…): the content in a centred column;
 * - 'page': CMS pages: the blocks at full width, each setting its own width;
 * - 'page-absolute-menu': a CMS page opening on a hero: on large screens the top bar is laid over the
 *   hero, transparent until the page scrolls; `--site-header-overlap` tells the hero how much room to leave.
 */
export type SiteLayoutKind = Page['layout'];

export interface SiteLayoutProps {
  children: ReactNode;
  layout?: SiteLayoutKind;
}

/** How far the page must scroll before a menu laid over the hero takes its solid background. */
const SCROLLED_OFFSET = 24;

function useScrolledPast(offset: number, enabled: boolean) {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const update = () => setScrolled(window.scrollY > offset);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offset, enabled]);
  return enabled && scrolled;
}

/** LOCK_RIGHT_CLICK: the browser's context menu refused on the page's images, or on the whole page but its fields. */
function refuseContextMenu(lock: 'none' | 'images' | 'all') {
  if (lock === 'none') return undefined;
  return (event: MouseEvent) => {
    const target = event.target as Element;
    const onImage = target.closest('img, picture, video, svg') !== null;
    const inField = target.closest('input, textarea, [contenteditable]') !== null;
    if (lock === 'images' ? onImage : !inField) event.preventDefault();
  };
}

/** The frame of every page: skip link, information bar, top bars and menus, the page, footer, bottom bar, toasts. */
export function SiteLayout({ children, layout = 'page' }: SiteLayoutProps) {
  const { t } = useTranslation('layout');
  const settings = useLayoutSettings();
  const [menuOpen, setMenuOpen] = useState(false);
  const overHero = layout === 'page-absolute-menu';
  const scrolled = useScrolledPast(SCROLLED_OFFSET, overHero && settings.menu.fixed);
  const style = {
    '--desktop-header-height': `${settings.desktopHeaderHeight}px`,
    ...(settings.menu.colorOnTop ? { '--menu-color-on-top': settings.menu.colorOnTop } : {}),
  } as CSSProperties;

  return (
    <div
      className="site-layout flex min-h-dvh flex-col"
      data-layout={layout}
      data-lock-selection={settings.lockTextSelection || undefined}
      style={style}
      onContextMenu={refuseContextMenu(settings.lockRightClick)}
    >
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <PromoBanner />
      <TopInfoBar />
      <header
        className="site-header z-30"
        data-fixed={settings.menu.fixed}
        data-menu-padding-top={settings.menu.paddingTop}
        data-menu-padding-bottom={settings.menu.paddingBottom}
        data-over-hero={overHero}
        data-inverse={settings.menu.inverseAbsoluteColor}
        data-scrolled={scrolled}
      >
        <DesktopHeader overHero={overHero} />
        <MobileBar menuOpen={menuOpen} />
        <MobileMenuDrawer onOpenChange={setMenuOpen} />
      </header>
      <main id="content" tabIndex={-1} className={`flex-1 outline-none ${layout === 'default' ? 'site-column' : ''}`}>
        {children}
      </main>
      <SiteFooter />
      <BottomBar menuOpen={menuOpen} />
      <ToastArea dark={settings.darkTheme} />
    </div>
  );
}
