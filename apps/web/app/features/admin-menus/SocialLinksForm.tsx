import { Form, useNavigation } from 'react-router';
import { SOCIAL_HANDLE_KEYS, type AdminSocialLinks } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { primaryButton } from '../admin/ConfirmButton.tsx';
import { Field } from '../admin-settings/SettingsFields.tsx';

/** Each network's name as people know it (not translated: brand names). */
const NETWORK_NAMES: Record<string, string> = {
  FACEBOOK_URL: 'Facebook',
  INSTAGRAM_URL: 'Instagram',
  PINTEREST_URL: 'Pinterest',
  TWITTER_URL: 'X (Twitter)',
  LINKEDIN_URL: 'LinkedIn',
  TIKTOK_URL: 'TikTok',
  YOUTUBE_URL: 'YouTube',
  TRIPADVISOR_URL: 'Tripadvisor',
  GOOGLE_REVIEW_URL: 'Google (avis / reviews)',
  TELEGRAM_AT: 'Telegram',
  DISCORD_SERVER: 'Discord',
  GITHUB_REPOSITORY: 'GitHub',
};

/** The social networks' addresses, one field each; an empty one is a network the site does not show. */
export function SocialLinksForm({ social, errors }: { social: AdminSocialLinks; errors: Record<string, string> }) {
  const { t } = useAdminTranslation('admin-menus');
  const navigation = useNavigation();
  return (
    <section aria-labelledby="menu-social" className="space-y-3">
      <h2 id="menu-social" className="text-2xl font-semibold">
        {t('social.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('social.help')}</p>
      <Form
        method="post"
        noValidate
        className="space-y-4 rounded-md border border-stone-300 bg-white p-4"
        key={JSON.stringify(social)}
      >
        <input type="hidden" name="intent" value="social" />
        <input type="hidden" name="form" value="social" />
        <div className="grid gap-4 sm:grid-cols-2">
          {social.links.map(({ key, value }) => {
            const handle = (SOCIAL_HANDLE_KEYS as readonly string[]).includes(key);
            return (
              <Field
                key={key}
                id={`social-${key}`}
                name={key}
                label={NETWORK_NAMES[key] ?? key}
                type={handle ? 'text' : 'url'}
                inputMode="url"
                autoComplete="off"
                placeholder={handle ? '@atelier' : 'https://'}
                defaultValue={value ?? ''}
                hint={handle ? t('social.handleHelp') : undefined}
                error={errors[key]}
                maxLength={300}
              />
            );
          })}
        </div>
        <button type="submit" className={primaryButton} disabled={navigation.state === 'submitting'}>
          {t('social.save')}
        </button>
      </Form>
    </section>
  );
}
