import type { AdminProduct } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, ConfirmButton, dangerButton } from '../admin/ConfirmButton.tsx';

/**
 * One image of a product in its page's images form (`images-form`): its picture, its alt texts in both
 * languages, its place, and its removal.
 */
export function ProductImageItem({
  image,
  index,
  count,
}: {
  image: AdminProduct['images'][number];
  index: number;
  count: number;
}) {
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const key = `image-${index}`;
  const number = index + 1;
  return (
    <li className="space-y-2 rounded-md border border-stone-300 p-3">
      <input type="hidden" name="file" value={image.file} />
      <img
        src={image.url.replace('/media/', '/img/320/')}
        alt={image.alt[locale] ?? image.alt.fr_FR}
        width={image.width}
        height={image.height}
        className="h-auto w-full rounded"
      />
      <div>
        <label htmlFor={`${key}-alt-fr`} className={adminLabel}>
          {t('image.altFrOf', { number })}
        </label>
        <input
          id={`${key}-alt-fr`}
          name={`altFr-${index}`}
          required
          defaultValue={image.alt.fr_FR}
          className={adminInput}
        />
      </div>
      <div>
        <label htmlFor={`${key}-alt-en`} className={adminLabel}>
          {t('image.altEnOf', { number })}
        </label>
        <input id={`${key}-alt-en`} name={`altEn-${index}`} defaultValue={image.alt.en ?? ''} className={adminInput} />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${key}-position`} className={adminLabel}>
            {t('image.positionOf', { number })}
          </label>
          <select id={`${key}-position`} name={`position-${index}`} defaultValue={number} className={adminInput}>
            {Array.from({ length: count }, (_, place) => (
              <option key={place} value={place + 1}>
                {place + 1}
              </option>
            ))}
          </select>
        </div>
        <ConfirmButton
          form="images-form"
          name="remove"
          value={image.file}
          question={t('image.removeQuestion', { number })}
          confirmLabel={t('image.remove')}
          className={dangerButton}
        >
          {t('image.removeOf', { number })}
        </ConfirmButton>
      </div>
    </li>
  );
}
