import type { AdminProduct } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { AdminDetails } from './AdminDetails.tsx';

const switchClass =
  'mt-1 h-6 w-10 shrink-0 cursor-pointer appearance-none rounded-full bg-stone-400 ring-1 ring-stone-600 transition-colors before:block before:h-5 before:w-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:transition-transform checked:bg-emerald-700 checked:before:translate-x-4.5 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

function Switch({
  name,
  label,
  help,
  defaultChecked,
}: {
  name: string;
  label: string;
  help: string;
  defaultChecked: boolean;
}) {
  const id = `product-${name}`;
  return (
    <div className="flex items-start gap-3">
      <input
        type="checkbox"
        role="switch"
        id={id}
        name={name}
        defaultChecked={defaultChecked}
        aria-describedby={`${id}-help`}
        className={switchClass}
      />
      <div>
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        <p id={`${id}-help`} className="text-sm text-stone-700">
          {help}
        </p>
      </div>
    </div>
  );
}

/**
 * The product's made-to-measure flags (issue 19, decision 015): a piece the workshop makes to measure (its page
 * links to the quote request) and a fabric sold by the metre (offered by the request form at its declinations'
 * prices per metre).
 */
export function MadeToMeasureSection({ product }: { product: AdminProduct }) {
  const { t } = useAdminTranslation('admin-catalogue');
  return (
    <AdminDetails name="madeToMeasure" title={t('madeToMeasure.section')}>
      <input type="hidden" name="section" value="madeToMeasure" />
      <fieldset className="space-y-4">
        <legend className="sr-only">{t('madeToMeasure.section')}</legend>
        <Switch
          name="isMadeToMeasure"
          label={t('madeToMeasure.isMadeToMeasure')}
          help={t('madeToMeasure.isMadeToMeasureHelp')}
          defaultChecked={product.isMadeToMeasure}
        />
        <Switch
          name="soldByMetre"
          label={t('madeToMeasure.soldByMetre')}
          help={t('madeToMeasure.soldByMetreHelp')}
          defaultChecked={product.soldByMetre}
        />
      </fieldset>
    </AdminDetails>
  );
}
