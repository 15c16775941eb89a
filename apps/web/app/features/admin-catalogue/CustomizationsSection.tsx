import { Form } from 'react-router';
import type { AdminCustomization } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { ConfirmButton, dangerButton } from '../admin/ConfirmButton.tsx';
import { AdminDetails } from './AdminDetails.tsx';
import { CustomizationForm } from './CustomizationForm.tsx';
import { contentKey } from './form-reading.ts';

/**
 * A product's customization questions (issue 16 item 6): each one's form folded under its label, with its
 * removal, and a form that adds one. Every save sends the product's version and moves it (a 409 says someone
 * saved the product meanwhile). `errorsOf` gives the refusal of the form that was sent (`customization-<id>`,
 * `customization-new`).
 */
export function CustomizationsSection({
  customizations,
  productVersion,
  errorsOf,
}: {
  customizations: AdminCustomization[];
  productVersion: number;
  errorsOf: (target: string) => Record<string, string>;
}) {
  const { t, locale } = useAdminTranslation('admin-catalogue');
  const summary = (customization: AdminCustomization) =>
    t(customization.required ? 'customization.summaryRequired' : 'customization.summary', {
      label: customization.label[locale] ?? customization.label.fr_FR,
      type: t(`customization.inputTypes.${customization.inputType}`),
    });
  return (
    <AdminDetails name="customizations" title={t('customization.section', { count: customizations.length })}>
      <p className="text-sm text-stone-700">{t('customization.hint')}</p>
      {customizations.length === 0 && <p className="text-sm text-stone-700">{t('customization.none')}</p>}
      {customizations.map((customization) => (
        <AdminDetails
          key={customization.id}
          nested
          name={`customization-${customization.id}`}
          title={summary(customization)}
        >
          <CustomizationForm
            key={contentKey(customization)}
            customization={customization}
            productVersion={productVersion}
            errors={errorsOf(`customization-${customization.id}`)}
          />
          <Form method="post" id={`customization-delete-${customization.id}`}>
            <input type="hidden" name="intent" value="customizationDelete" />
            <input type="hidden" name="customizationId" value={customization.id} />
            <input type="hidden" name="version" value={productVersion} />
          </Form>
          <ConfirmButton
            form={`customization-delete-${customization.id}`}
            question={t('customization.deleteQuestion', {
              label: customization.label[locale] ?? customization.label.fr_FR,
            })}
            confirmLabel={t('customization.delete')}
            className={dangerButton}
          >
            {t('customization.deleteOf', { label: customization.label[locale] ?? customization.label.fr_FR })}
          </ConfirmButton>
        </AdminDetails>
      ))}
      <AdminDetails nested name="customization-new" title={t('customization.new')}>
        <CustomizationForm
          key={customizations.map((customization) => customization.id).join(',')}
          customization={null}
          productVersion={productVersion}
          errors={errorsOf('customization-new')}
        />
      </AdminDetails>
    </AdminDetails>
  );
}
