import { useTranslation } from '../i18n/use-translation.ts';
import { useStartup } from '../site/site-data.ts';
import { MapPinIcon } from './icons.tsx';
import { useLayoutSettings } from './layout-settings.ts';

/**
 * The information bar above the menu (TOP_MENU_INFO_BAR): TOP_MENU_INFO_BAR_TEXT and, with
 * DISPLAY_ADDRESS_IN_TOPBAR, the main company address; coloured by the TOP_MENU_INFO_BAR_* parameters.
 */
export function TopInfoBar() {
  const { t } = useTranslation('layout');
  const { infoBar } = useLayoutSettings();
  const { companyAddresses } = useStartup();
  const address = infoBar.showAddress
    ? (companyAddresses.find((candidate) => candidate.isMain) ?? companyAddresses[0])
    : undefined;
  if (!infoBar.shown || (!infoBar.text && !address)) return null;
  return (
    <aside
      aria-label={t('infoBar')}
      className="top-info-bar flex flex-wrap items-center justify-center gap-x-6 gap-y-1 px-4 py-2 text-center text-sm leading-snug"
    >
      {infoBar.text && <p>{infoBar.text}</p>}
      {address && (
        <p className="flex items-center gap-1.5">
          <MapPinIcon size={16} className="shrink-0" />
          {[address.address, address.addressPart2, `${address.postalCode} ${address.city}`].filter(Boolean).join(', ')}
        </p>
      )}
    </aside>
  );
}
