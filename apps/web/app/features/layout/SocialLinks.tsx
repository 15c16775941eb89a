import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';
import { SocialIcon } from './icons.tsx';
import { socialLinks } from './social-links.ts';

/** The site's social network pages (only those set in the parameters), as icons with spoken names. */
export function SocialLinks({ className = '' }: { className?: string }) {
  const { t } = useTranslation('layout');
  const { parameters } = useStartup();
  const links = socialLinks(parameters);
  if (links.length === 0) return null;
  const company = parameters.COMPANY_NAME ?? '';
  return (
    <ul aria-label={t('followUs')} className={`flex flex-wrap gap-2 ${className}`}>
      {links.map((link) => (
        <li key={link.network}>
          <a
            href={link.href}
            rel="me noopener"
            aria-label={company ? t('socialLink', { network: link.name, company }) : link.name}
            title={link.name}
            className="social-link flex h-11 w-11 items-center justify-center rounded-full"
          >
            <SocialIcon network={link.network} size={22} />
          </a>
        </li>
      ))}
    </ul>
  );
}
