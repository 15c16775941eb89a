import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';
import { useLayoutSettings } from './layout-settings.ts';

/**
 * The promotional banner above the top bar (SPEC §2): the site info's `banner`, in the page's language, shown
 * when SHOW_PROMOTE_MESSAGE is on and the text is set.
 */
export function PromoBanner() {
  const { t } = useTranslation('layout');
  const { promoteMessage } = useLayoutSettings();
  const text = useStartup().siteInfo?.banner?.trim();
  if (!promoteMessage || !text) return null;
  return (
    <aside
      aria-label={t('promoBanner')}
      className="promo-banner px-4 py-2 text-center text-sm leading-snug font-medium"
    >
      <p>{text}</p>
    </aside>
  );
}
