import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router';
import type { FooterElement } from '../site/startup.server.ts';
import { localizePath } from '../i18n/locale.ts';
import { NewsletterSignup } from '../newsletter/NewsletterSignup.tsx';
import { useLocale, useStartup } from '../site/site-data.ts';
import { CompanyDetails } from './CompanyDetails.tsx';
import { FooterOpeningHours } from './FooterOpeningHours.tsx';
import { pickLogo, useLayoutSettings } from './layout-settings.ts';
import { contactPageUrls, normalizePath } from './menu-pages.ts';
import { SiteLogo } from './SiteLogo.tsx';
import { SocialLinks } from './SocialLinks.tsx';

/** A footer element's link: a route inside the site, a plain link outside it. */
function ElementLink({ url, className, children }: { url: string; className?: string; children: ReactNode }) {
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} rel="noopener">
      {children}
    </a>
  );
}

/**
 * `link-footer` elements by their `data.group` ('legal' or 'site'; a link without a group is a site link),
 * without the links to a page the site hides (HIDE_CONTACT_PAGE).
 */
function linkGroups(links: FooterElement[], hiddenUrls: string[]) {
  const withUrl = links.filter(
    (link): link is FooterElement & { url: string } => !!link.url && !hiddenUrls.includes(normalizePath(link.url)),
  );
  return {
    legal: withUrl.filter((link) => link.data.group === 'legal'),
    site: withUrl.filter((link) => link.data.group !== 'legal'),
  };
}

/**
 * The footer (SPEC §2): its banner, logo and social links, company identity, opening hours, the site's links, the
 * newsletter form (issue 5), the `logo-footer` badges, then the legal links and the created-by message.
 */
export function SiteFooter() {
  const { t } = useTranslation('layout');
  const locale = useLocale();
  const { parameters, siteInfo, logoFooter, linkFooter, menu, showNewsletter } = useStartup();
  const settings = useLayoutSettings();
  const logo = pickLogo(siteInfo?.logos ?? [], 'footer', settings.darkTheme);
  const hiddenUrls = settings.menu.hideContact ? contactPageUrls(menu) : [];
  const links = linkGroups(linkFooter, hiddenUrls);
  const badges = logoFooter.filter((element) => element.image);
  const company = parameters.COMPANY_NAME ?? siteInfo?.name ?? '';
  const createdBy = parameters.CREATED_BY_MESSAGE?.trim();
  const footerBanner = siteInfo?.footerBanner?.trim();
  const backlink = parameters.CREATED_BY_BACKLINK_URL;
  const showCreatedBy = !!createdBy && parameters.HIDE_EVOLUSITE_LOGO !== 'true';
  // The footer's configuration offers the form; ENABLE_NEWSLETTER opens the newsletter itself.
  const newsletter = showNewsletter && parameters.ENABLE_NEWSLETTER === 'true';

  return (
    <footer className="site-footer">
      {/* The site info's footer banner (SPEC §3), in the page's language, when it is set. */}
      {footerBanner && (
        <aside aria-label={t('footerBanner')} className="footer-banner px-6 py-5 text-center text-base font-medium">
          <p className="mx-auto max-w-3xl">{footerBanner}</p>
        </aside>
      )}
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-[1fr_1.1fr_1.5fr_0.9fr] xl:px-10">
        <div className="space-y-6">
          {logo && (
            <Link to={localizePath('/', locale)} className="inline-block rounded">
              <SiteLogo
                logo={logo}
                height={settings.logo.heightFooter}
                width={settings.logo.widthFooter}
                loading="lazy"
              />
            </Link>
          )}
          <SocialLinks className="-ml-2.5" />
        </div>
        <CompanyDetails headingId="footer-contact" />
        <FooterOpeningHours headingId="footer-hours" />
        {links.site.length > 0 && (
          <nav aria-labelledby="footer-site-links">
            <h2 id="footer-site-links" className="footer-heading">
              {t('explore')}
            </h2>
            <ul className="space-y-2 text-sm">
              {links.site.map((link) => (
                <li key={link.id}>
                  <ElementLink url={link.url} className="footer-link">
                    {link.title}
                  </ElementLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>

      {newsletter && <NewsletterSignup />}

      {badges.length > 0 && (
        <ul
          aria-label={t('commitments')}
          className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-6 px-6 pb-10"
        >
          {badges.map((badge) => {
            const image = (
              <img
                src={badge.image!.url}
                alt={badge.image!.alt || badge.title}
                width={88}
                height={88}
                loading="lazy"
                decoding="async"
                className="h-22 w-22 object-contain"
              />
            );
            return (
              <li key={badge.id}>
                {badge.url ? (
                  <ElementLink url={badge.url} className="footer-badge block rounded-full">
                    {image}
                  </ElementLink>
                ) : (
                  image
                )}
              </li>
            );
          })}
        </ul>
      )}

      <div className="footer-bottom">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-6 py-5 text-xs sm:flex-row sm:flex-wrap sm:items-center sm:justify-between xl:px-10">
          {links.legal.length > 0 && (
            <nav aria-label={t('legalInformation')}>
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {links.legal.map((link) => (
                  <li key={link.id}>
                    <ElementLink url={link.url} className="footer-link">
                      {link.title}
                    </ElementLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <p className="flex flex-wrap gap-x-4 gap-y-1">
            {company && (
              <span suppressHydrationWarning>
                © {new Date().getFullYear()} {company}
              </span>
            )}
            {showCreatedBy &&
              (backlink && /^https?:\/\//i.test(backlink) ? (
                <a href={backlink} rel="noopener" className="footer-link">
                  {createdBy}
                </a>
              ) : (
                <span>{createdBy}</span>
              ))}
          </p>
        </div>
      </div>
    </footer>
  );
}
