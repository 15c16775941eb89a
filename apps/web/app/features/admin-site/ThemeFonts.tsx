import { Form } from 'react-router';
import { FONT_TYPES, type AdminTheme } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { adminInput, adminLabel, dangerButton, primaryButton } from '../admin/ConfirmButton.tsx';
import type { AdminActionResult } from '../admin/use-action-toast.ts';

type Result = AdminActionResult & { target?: string };

/** The fonts of the titles, the text and the menu (issue 18 item 4): each sent as a file, or removed. */
export function ThemeFonts({ theme, result }: { theme: AdminTheme; result: Result | undefined }) {
  const { t } = useAdminTranslation('admin-site');
  return (
    <section aria-labelledby="theme-fonts" className="space-y-4 rounded-md border border-stone-300 bg-white p-4">
      <h2 id="theme-fonts" className="text-xl font-semibold">
        {t('fonts.title')}
      </h2>
      <p className="text-stone-700">{t('fonts.intro')}</p>
      {FONT_TYPES.map((type) => {
        const font = theme.fonts.find((current) => current.type === type);
        const target = `font-${type}`;
        const errors = result && !result.ok && result.target === target ? result.errors : {};
        const id = `font-${type}`;
        return (
          <div key={type} className="space-y-3 border-t border-stone-200 pt-4" data-font={type}>
            <h3 className="text-lg font-semibold">{t(`fonts.type.${type}`)}</h3>
            <p className="text-stone-700">
              {font ? t('fonts.current', { family: font.family, count: font.files.length }) : t('fonts.none')}
            </p>
            {font?.fallback && <p className="text-sm text-stone-700">{t('fonts.fallback')}</p>}
            {font && (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="deleteFont" />
                <input type="hidden" name="type" value={type} />
                <button type="submit" className={dangerButton}>
                  {t('fonts.remove', { type: t(`fonts.type.${type}`) })}
                </button>
              </Form>
            )}
            <Form
              method="post"
              encType="multipart/form-data"
              noValidate
              className="grid gap-3 sm:grid-cols-2"
              preventScrollReset
            >
              <input type="hidden" name="intent" value="font" />
              <input type="hidden" name="type" value={type} />
              <div>
                <label htmlFor={`${id}-family`} className={adminLabel}>
                  {t('fonts.family')}
                </label>
                <input
                  id={`${id}-family`}
                  name="family"
                  defaultValue={font?.family ?? ''}
                  className={adminInput}
                  aria-invalid={errors.family ? true : undefined}
                />
              </div>
              <div>
                <label htmlFor={`${id}-file`} className={adminLabel}>
                  {t('fonts.file')}
                </label>
                <input
                  id={`${id}-file`}
                  name="file"
                  type="file"
                  accept=".woff2,.woff,.ttf,font/woff2,font/woff,font/ttf"
                  className="max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-stone-900 file:px-4 file:font-semibold file:text-white"
                />
              </div>
              <div>
                <label htmlFor={`${id}-weight`} className={adminLabel}>
                  {t('fonts.weight')}
                </label>
                <select id={`${id}-weight`} name="weight" defaultValue="400" className={adminInput}>
                  {['300', '400', '500', '600', '700', '800'].map((weight) => (
                    <option key={weight} value={weight}>
                      {t(`fonts.weights.${weight}`)}
                    </option>
                  ))}
                </select>
              </div>
              <div>
                <label htmlFor={`${id}-style`} className={adminLabel}>
                  {t('fonts.style')}
                </label>
                <select id={`${id}-style`} name="style" defaultValue="normal" className={adminInput}>
                  <option value="normal">{t('fonts.normal')}</option>
                  <option value="italic">{t('fonts.italic')}</option>
                </select>
              </div>
              {Object.keys(errors).length > 0 && (
                <p role="alert" className="text-red-800 sm:col-span-2">
                  {result && !result.ok ? result.message : ''}
                </p>
              )}
              <div className="sm:col-span-2">
                <button type="submit" className={primaryButton}>
                  {t('fonts.upload')}
                </button>
              </div>
            </Form>
          </div>
        );
      })}
    </section>
  );
}
