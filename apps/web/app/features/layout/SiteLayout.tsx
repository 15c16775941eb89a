import { useEffect, useState, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { Page } from '@atelier/contract';
import { BottomBar } from './BottomBar.tsx';
import { DesktopHeader } from './DesktopHeader.tsx';
import { useLayoutSettings } from './layout-settings.ts';
import { MobileBar } from './MobileBar.tsx';
import { MobileMenuDrawer } from './MobileMenuDrawer.tsx';
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
    <div className="site-layout flex min-h-dvh flex-col" data-layout={layout} style={style}>
      <a href="#content" className="skip-link">
        {t('skipToContent')}
      </a>
      <TopInfoBar />
      <header
        className="site-header z-30"
        data-fixed={settings.menu.fixed}
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
