import { Link } from 'react-router';
import { localizePath } from '../i18n/locale.ts';
import { useLocale, useStartup } from '../site/site-data.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { pickLogo, useLayoutSettings } from './layout-settings.ts';
import { MenuToggleButton } from './MobileMenuDrawer.tsx';
import { SiteLogo } from './SiteLogo.tsx';

/** The top bar of the small screens (under 960 px): logo, language switch, and the burger unless it is at the bottom. */
export function MobileBar({ menuOpen }: { menuOpen: boolean }) {
  const locale = useLocale();
  const { siteInfo } = useStartup();
  const settings = useLayoutSettings();
  const logo = pickLogo(siteInfo?.logos ?? [], 'header', settings.darkTheme);
  return (
    <div
      className="mobile-bar flex items-center justify-between gap-2 px-3 nav:hidden"
      style={{ height: settings.mobileBarHeight }}
    >
      <Link to={localizePath('/', locale)} className="flex min-w-0 shrink items-center rounded">
        {logo ? (
          <SiteLogo logo={logo} height={settings.logo.heightMobile} width={settings.logo.widthMobile} />
        ) : (
          <span className="site-name text-xl font-semibold">{siteInfo?.name}</span>
        )}
      </Link>
      <div className="flex shrink-0 items-center gap-1">
        <LanguageMenu variant="compact" />
        {settings.menu.mobilePosition === 'top' && <MenuToggleButton open={menuOpen} />}
      </div>
    </div>
  );
}
