import { useTranslation } from '../i18n/use-translation.ts';
import { telHref } from '../site/phone.ts';
import { useStartup } from '../site/site-data.ts';
import { MailIcon, MapPinIcon, PhoneIcon } from './icons.tsx';

const isWebUrl = (value: string | null | undefined): value is string => !!value && /^https?:\/\//i.test(value);

/**
 * The company's identity in the footer: COMPANY_NAME, the main address (linked to the COMPANY_ADDRESS map
 * link when set), phone, mobile, e-mail and SIRET number.
 */
export function CompanyDetails({ headingId }: { headingId: string }) {
  const { t } = useTranslation('layout');
  const { parameters, companyAddresses, siteInfo } = useStartup();
  const name = parameters.COMPANY_NAME ?? siteInfo?.name ?? '';
  const main = companyAddresses.find((address) => address.isMain) ?? companyAddresses[0];
  const phone = parameters.COMPANY_PHONE ?? main?.phone ?? null;
  const mobile = parameters.COMPANY_MOBILE;
  const fax = parameters.COMPANY_FAX?.trim();
  const email = parameters.COMPANY_EMAIL ?? main?.email ?? null;
  const siret = parameters.SIRET_NUMBER;
  const mapUrl = parameters.COMPANY_ADDRESS;
  const lines = main ? [main.address, main.addressPart2, `${main.postalCode} ${main.city}`].filter(Boolean) : [];
  const rowClass = 'flex items-start gap-2.5';
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="footer-heading">
        {t('contact')}
      </h2>
      <address className="space-y-2.5 text-sm not-italic">
        {name && <p className="text-base font-semibold">{name}</p>}
        {lines.length > 0 && (
          <p className={rowClass}>
            <MapPinIcon size={18} className="mt-0.5 shrink-0" />
            {isWebUrl(mapUrl) ? (
              <a href={mapUrl} rel="noopener" className="footer-link">
                {lines.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
                <span className="sr-only"> ({t('seeOnMap')})</span>
              </a>
            ) : (
              <span>
                {lines.map((line, index) => (
                  <span key={index} className="block">
                    {line}
                  </span>
                ))}
              </span>
            )}
          </p>
        )}
        {[phone, mobile].filter(Boolean).map((number) => (
          <p key={number} className={rowClass}>
            <PhoneIcon size={18} className="mt-0.5 shrink-0" />
            <a href={telHref(number!)} className="footer-link">
              {number}
            </a>
          </p>
        ))}
        {fax && (
          <p className={rowClass}>
            <span className="w-[18px] shrink-0 text-xs font-semibold">{t('fax')}</span>
            <span>{fax}</span>
          </p>
        )}
        {email && (
          <p className={rowClass}>
            <MailIcon size={18} className="mt-0.5 shrink-0" />
            <a href={`mailto:${email}`} className="footer-link break-all">
              {email}
            </a>
          </p>
        )}
      </address>
      {siret && (
        <p className="mt-3 text-xs opacity-90">
          {t('siret')} {siret}
        </p>
      )}
    </section>
  );
}
