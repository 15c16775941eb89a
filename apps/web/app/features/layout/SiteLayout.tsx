import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { localizePath } from '../i18n/locale.ts';
import { useLocale, useStartup } from '../site/site-data.ts';

/** The frame of every page: header with the menu, the page, the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { menu, linkFooter, siteInfo, parameters } = useStartup();
  const locale = useLocale();
  const logo = siteInfo?.logos.find((l) => l.type === 'LOGO') ?? siteInfo?.logos[0];
  return (
    <>
      <header className="flex items-center justify-between gap-6 px-6 py-3">
        <Link to={localizePath('/', locale)}>
          {logo ? <img src={logo.url} alt={logo.alt} height={70} className="h-[70px] w-auto" /> : siteInfo?.name}
        </Link>
        <nav>
          <ul className="flex flex-wrap gap-4">
            {menu
              .filter((page) => page.showInMenu)
              .map((page) => (
                <li key={page.id}>
                  <Link to={page.url}>{page.menuTitle}</Link>
                </li>
              ))}
          </ul>
        </nav>
      </header>
      <main id="content">{children}</main>
      <footer className="px-6 py-8">
        <ul className="flex flex-wrap gap-4">
          {linkFooter.map((link) => (
            <li key={link.id}>{link.url && <Link to={link.url}>{link.title}</Link>}</li>
          ))}
        </ul>
        <p>{parameters.COMPANY_NAME}</p>
      </footer>
    </>
  );
}
