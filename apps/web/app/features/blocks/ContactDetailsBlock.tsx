import { useId, type ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { Link } from 'react-router';
import { findPage } from '../site/page-tree.ts';
import { telHref } from '../site/phone.ts';
import { useStartup } from '../site/site-data.ts';
import type { BlockProps } from './block-props.ts';
import { BlockHeading, BlockSection } from './BlockSection.tsx';
import { primaryButton, textLink } from './block-styles.ts';

function ContactCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-3xl p-7 ring-1 ring-black/10">
      <h3 className="text-xl font-semibold">{title}</h3>
      <div className="mt-3 text-lg leading-relaxed">{children}</div>
    </div>
  );
}

/** The company's identity: main address (with a map link), phones, e-mail and the way to the contact page. */
export function ContactDetailsBlock({ block }: BlockProps<'contactDetails'>) {
  const { t } = useTranslation('blocks');
  const { parameters, companyAddresses, menu } = useStartup();
  const headingId = useId();
  const address = companyAddresses.find((candidate) => candidate.isMain) ?? companyAddresses[0];
  const companyName = parameters.COMPANY_NAME ?? address?.name;
  const phones = [parameters.COMPANY_PHONE ?? address?.phone, parameters.COMPANY_MOBILE].filter(
    (phone): phone is string => Boolean(phone?.trim()),
  );
  const email = parameters.COMPANY_EMAIL ?? address?.email;
  // COMPANY_ADDRESS holds a link to the address on a map.
  const mapUrl = /^https?:\/\//.test(parameters.COMPANY_ADDRESS ?? '') ? parameters.COMPANY_ADDRESS : null;
  const contactPage =
    parameters.HIDE_CONTACT_PAGE === 'true' ? undefined : findPage(menu, (page) => page.cms.route === 'contact');
  return (
    <BlockSection type="contactDetails" labelledBy={headingId}>
      <BlockHeading id={headingId}>{block.title}</BlockHeading>
      <div className="mt-10 grid gap-6 md:grid-cols-3">
        {address && (
          <ContactCard title={t('contact.address')}>
            <address className="not-italic">
              {companyName && <span className="block font-semibold">{companyName}</span>}
              <span className="block">{address.address}</span>
              {address.addressPart2 && <span className="block">{address.addressPart2}</span>}
              <span className="block">
                {address.postalCode} {address.city}
              </span>
              <span className="block">{address.country.name}</span>
            </address>
            {mapUrl && (
              <a href={mapUrl} className={`${textLink} mt-3 inline-block`} rel="noopener">
                {t('contact.map')}
              </a>
            )}
          </ContactCard>
        )}
        {phones.length > 0 && (
          <ContactCard title={t('contact.phone')}>
            <ul className="space-y-2">
              {phones.map((phone) => (
                <li key={phone}>
                  <a href={telHref(phone)} className={textLink}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          </ContactCard>
        )}
        {email && (
          <ContactCard title={t('contact.email')}>
            <a href={`mailto:${email}`} className={`${textLink} break-all`}>
              {email}
            </a>
          </ContactCard>
        )}
      </div>
      {contactPage && (
        <p className="mt-10">
          <Link to={contactPage.url} className={primaryButton}>
            {t('contact.writeUs')}
            <span aria-hidden="true">→</span>
          </Link>
        </p>
      )}
    </BlockSection>
  );
}
