import { MailIcon, SocialIcon } from '../layout/icons.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { shareLinks, type ShareLink } from './share-links.ts';

function ShareIcon({ link }: { link: ShareLink }) {
  return link.network === 'email' ? <MailIcon size={20} /> : <SocialIcon network={link.network} size={20} />;
}

/** Plain links to share an article (e-mail and the networks' share pages): no script from another host. */
export function BlogShareLinks({ url, title, image }: { url: string; title: string; image: string | null }) {
  const { t } = useTranslation('blog');
  return (
    <section aria-labelledby="blog-share" className="flex flex-wrap items-center gap-3">
      <h2 id="blog-share" className="text-lg font-semibold">
        {t('share')}
      </h2>
      <ul className="flex flex-wrap gap-2">
        {shareLinks({ url, title, image }).map((link) => {
          const label = link.network === 'email' ? t('shareByEmail') : t('shareOn', { network: link.name });
          return (
            <li key={link.network}>
              <a
                href={link.href}
                aria-label={label}
                title={label}
                {...(link.network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                className="flex h-11 w-11 items-center justify-center rounded-full ring-1 ring-black/15 hover:bg-primary hover:text-white focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary dark:ring-white/25"
              >
                <ShareIcon link={link} />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
