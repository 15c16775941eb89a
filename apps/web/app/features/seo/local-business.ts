import { descriptionFromHtml } from './seo-meta.ts';
import type { RootSeoData } from './site-seo.ts';

/** schema.org LocalBusiness of the site (home and contact pages): identity, address, phone, e-mail. */
export function localBusinessJsonLd(root: RootSeoData) {
  const { parameters, companyAddresses, siteInfo } = root.startup;
  const main = companyAddresses.find((address) => address.isMain) ?? companyAddresses[0];
  const logo = siteInfo?.logos.find((l) => l.type === 'LOGO');
  const sameAs = ['FACEBOOK_URL', 'INSTAGRAM_URL', 'PINTEREST_URL', 'LINKEDIN_URL', 'YOUTUBE_URL', 'TIKTOK_URL']
    .map((key) => parameters[key])
    .filter((url): url is string => !!url && /^https?:\/\//.test(url));
  const optional = (entries: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(entries).filter(([, value]) => value !== null && value !== undefined));
  return optional({
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: parameters.COMPANY_NAME ?? siteInfo?.name ?? null,
    url: root.origin + (root.locale === 'en' ? '/en' : '/'),
    logo: logo ? root.origin + logo.url : null,
    image: logo ? root.origin + logo.url : null,
    description: descriptionFromHtml(parameters.COMPANY_DESCRIPTION, 300),
    telephone: parameters.COMPANY_PHONE ?? main?.phone ?? null,
    email: parameters.COMPANY_EMAIL ?? main?.email ?? null,
    address: main
      ? {
          '@type': 'PostalAddress',
          streetAddress: [main.address, main.addressPart2].filter(Boolean).join(', '),
          postalCode: main.postalCode,
          addressLocality: main.city,
          addressCountry: main.country.alphaTwo,
        }
      : null,
    geo: main?.position
      ? { '@type': 'GeoCoordinates', latitude: main.position.latitude, longitude: main.position.longitude }
      : null,
    sameAs: sameAs.length > 0 ? sameAs : null,
  });
}
