import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import type { CompanyAddress } from '@atelier/contract';
import { OpeningHoursList } from '../blocks/OpeningHoursList.tsx';
import { localizePath } from '../i18n/locale.ts';
import { telHref } from '../site/phone.ts';
import { useLocale, useStartup } from '../site/site-data.ts';
import { ContactForm } from './ContactForm.tsx';
import { PROSE_CLASSES } from './prose.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl p-6 ring-1 ring-black/10 sm:p-7 dark:ring-white/15">
      <h2 className="text-2xl leading-tight font-semibold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function PostalAddress({ address, name }: { address: CompanyAddress; name?: string | null }) {
  return (
    <address className="not-italic">
      {name && <span className="block font-semibold">{name}</span>}
      <span className="block">{address.address}</span>
      {address.addressPart2 && <span className="block">{address.addressPart2}</span>}
      <span className="block">
        {address.postalCode} {address.city}
      </span>
    </address>
  );
}

const linkClasses = 'text-primary underline underline-offset-2';

/**
 * The contact page (issue 3 item 6): the company's details, opening hours, CONTACT_ADDITIONAL_INFOS and
 * the contact form. Loaded with the page only (the form's validation libraries stay off other pages).
 */
export default function ContactPage() {
  const { t } = useTranslation('pages');
  const locale = useLocale();
  const { parameters, companyAddresses } = useStartup();
  const main = companyAddresses.find((address) => address.isMain) ?? companyAddresses[0];
  const others = parameters.DISPLAY_SECONDARY_ADDRESSES === 'true' ? companyAddresses.filter((a) => a !== main) : [];
  const phone = parameters.COMPANY_PHONE ?? main?.phone;
  const mobile = parameters.COMPANY_MOBILE;
  const email = parameters.COMPANY_EMAIL ?? main?.email;
  // COMPANY_ADDRESS holds a link to the address on a map.
  const mapUrl = /^https?:\/\//.test(parameters.COMPANY_ADDRESS ?? '') ? parameters.COMPANY_ADDRESS : null;
  const additional = parameters.CONTACT_ADDITIONAL_INFOS;

  return (
    <div className="grid gap-10 pt-8 pb-16 lg:grid-cols-[5fr_7fr] lg:gap-14">
      <div className="space-y-8">
        <Card title={t('contact.details')}>
          <div className="space-y-4 text-lg leading-relaxed">
            {main && <PostalAddress address={main} name={parameters.COMPANY_NAME ?? main.name} />}
            {mapUrl && (
              <p>
                <a href={mapUrl} className={linkClasses} rel="noopener">
                  {t('contact.map')}
                </a>
              </p>
            )}
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
              {phone && (
                <>
                  <dt>{t('contact.phoneLabel')}</dt>
                  <dd>
                    <a href={telHref(phone)} className={linkClasses}>
                      {phone}
                    </a>
                  </dd>
                </>
              )}
              {mobile && mobile !== phone && (
                <>
                  <dt>{t('contact.mobileLabel')}</dt>
                  <dd>
                    <a href={telHref(mobile)} className={linkClasses}>
                      {mobile}
                    </a>
                  </dd>
                </>
              )}
              {email && (
                <>
                  <dt>{t('contact.emailLabel')}</dt>
                  <dd className="break-all">
                    <a href={`mailto:${email}`} className={linkClasses}>
                      {email}
                    </a>
                  </dd>
                </>
              )}
            </dl>
          </div>
        </Card>
        <Card title={t('contact.openingHours')}>
          <OpeningHoursList className="-mx-5 sm:-mx-7" />
        </Card>
        {others.map((address) => (
          <Card key={address.id} title={address.name}>
            <div className="space-y-3 text-lg leading-relaxed">
              <PostalAddress address={address} />
              {address.phone && (
                <p>
                  <a href={telHref(address.phone)} className={linkClasses}>
                    {address.phone}
                  </a>
                </p>
              )}
              {address.openingHours && <p>{address.openingHours}</p>}
            </div>
          </Card>
        ))}
        {additional && <div className={`${PROSE_CLASSES} text-lg`} dangerouslySetInnerHTML={{ __html: additional }} />}
      </div>
      <section aria-labelledby="contact-form-title" className="rounded-3xl bg-primary/5 p-6 sm:p-8 lg:self-start">
        <h2 id="contact-form-title" className="text-3xl leading-tight font-semibold">
          {t('contact.formTitle')}
        </h2>
        <p className="mt-2 mb-6">{t('contact.formIntro')}</p>
        <ContactForm privacyPolicyUrl={localizePath('/privacy-policy', locale)} />
      </section>
    </div>
  );
}
