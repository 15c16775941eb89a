import { Form } from 'react-router';
import type { AdminTheme } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { dangerButton, primaryButton } from '../admin/ConfirmButton.tsx';
import { LocalizedField } from '../admin/LocalizedField.tsx';
import { MediaField } from '../admin/MediaField.tsx';
import type { AdminActionResult } from '../admin/use-action-toast.ts';

type Result = AdminActionResult & { target?: string };

/** The five logos (issue 18 item 4): a picture uploaded by the media field, with its description in both languages. */
export function ThemeLogos({ theme, result }: { theme: AdminTheme; result: Result | undefined }) {
  const { t } = useAdminTranslation('admin-site');
  return (
    <section aria-labelledby="theme-logos" className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
      <h2 id="theme-logos" className="text-xl font-semibold">
        {t('logos.title')}
      </h2>
      <p className="text-stone-700">{t('logos.intro')}</p>
      {theme.logos.map((logo) => {
        const target = `logo-${logo.type}`;
        const failed = result && !result.ok && result.target === target ? result : null;
        return (
          <div
            key={`${logo.type}-${logo.filename ?? ''}`}
            className="space-y-3 border-t border-stone-200 pt-4"
            data-logo={logo.type}
          >
            <h3 className="text-lg font-semibold">{t(`logos.type.${logo.type}.title`)}</h3>
            <p className="text-sm text-stone-700">{t(`logos.type.${logo.type}.help`)}</p>
            <Form method="post" noValidate className="space-y-3" preventScrollReset>
              <input type="hidden" name="intent" value="logo" />
              <input type="hidden" name="type" value={logo.type} />
              <MediaField
                name="path"
                label={t('logos.file', { logo: t(`logos.type.${logo.type}.title`) })}
                defaultValue={logo.filename}
                accept="image/png,image/jpeg,image/webp,image/avif,image/svg+xml"
                error={failed?.errors.path ?? failed?.errors.file}
                required
              />
              <LocalizedField name="alt" label={t('logos.alt')} help={t('logos.altHelp')} defaultValue={logo.alt} />
              {failed && (
                <p role="alert" className="text-red-800">
                  {failed.message}
                </p>
              )}
              <button type="submit" className={primaryButton}>
                {t('logos.save')}
              </button>
            </Form>
            {logo.filename && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="deleteLogo" />
                <input type="hidden" name="type" value={logo.type} />
                <button type="submit" className={dangerButton}>
                  {t('logos.remove', { logo: t(`logos.type.${logo.type}.title`) })}
                </button>
              </Form>
            )}
          </div>
        );
      })}
    </section>
  );
}
