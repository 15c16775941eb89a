import { useEffect, useState } from 'react';
import type { AdminPageEdit, AdminPageVersion } from '@atelier/contract';
import { adminPagesEndpoints } from '@atelier/contract/endpoints/admin-pages';
import { ConfirmButton, secondaryButton } from '../ConfirmButton.tsx';
import { useAdminTranslation } from '../admin-i18n.ts';
import { browserApi } from '../../site/browser-api.ts';

interface PageVersionsProps {
  pageId: number;
  /** Changes after each publication: the list is read again. */
  round: number;
  dateText: (iso: string) => string;
  onRestored: (edit: AdminPageEdit) => void;
}

/** The versions published before, newest first, read when opened; one can be taken back as the draft. */
export function PageVersions({ pageId, round, dateText, onRestored }: PageVersionsProps) {
  const { t, locale } = useAdminTranslation('admin-page-editor');
  const [opened, setOpened] = useState(false);
  const [versions, setVersions] = useState<AdminPageVersion[] | null>(null);
  useEffect(() => {
    if (!opened) return;
    let current = true;
    browserApi(locale)
      .call(adminPagesEndpoints.adminPageVersions, { params: { id: pageId } })
      .then((list) => current && setVersions(list))
      .catch((error: unknown) => console.error('The versions could not be read', error));
    return () => {
      current = false;
    };
  }, [opened, round, pageId, locale]);

  async function restore(versionId: number) {
    const edit = await browserApi(locale).call(adminPagesEndpoints.adminRestorePageVersion, {
      params: { id: pageId, versionId },
    });
    onRestored(edit);
  }

  return (
    <details
      className="rounded-md border border-stone-300 bg-white p-3"
      onToggle={(event) => setOpened((event.target as HTMLDetailsElement).open)}
      data-testid="page-versions"
    >
      <summary className="flex min-h-11 cursor-pointer items-center text-lg font-semibold">
        {t('versions.title')}
      </summary>
      {versions && versions.length === 0 && <p className="mt-2 text-stone-700">{t('versions.empty')}</p>}
      <ul className="mt-2 space-y-2">
        {versions?.map((version) => {
          const formId = `version-restore-${version.id}`;
          const date = dateText(version.publishedAt);
          return (
            <li key={version.id} className="flex flex-wrap items-center gap-3 border-t border-stone-200 pt-2">
              <span className="flex-1">
                {t('versions.item', {
                  date,
                  name: version.publishedBy?.name ?? t('versions.someone'),
                  count: version.blockCount,
                })}
              </span>
              <form
                id={formId}
                onSubmit={(event) => {
                  event.preventDefault();
                  void restore(version.id).catch((error: unknown) => console.error('Restore failed', error));
                }}
              >
                <ConfirmButton
                  form={formId}
                  className={secondaryButton}
                  question={t('versions.restoreQuestion', { date })}
                  confirmLabel={t('versions.restoreConfirm')}
                >
                  {t('versions.restore')}
                </ConfirmButton>
              </form>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
