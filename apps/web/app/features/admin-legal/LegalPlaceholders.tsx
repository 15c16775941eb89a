import { toast } from 'sonner';
import type { LegalPlaceholderValue } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';

/**
 * The company details a legal text may name (`{{COMPANY_NAME}}`…) with their current values: a click copies the
 * word to paste in the text (the editors keep their own cursor; a copy works in either language's).
 */
export function LegalPlaceholders({ placeholders }: { placeholders: LegalPlaceholderValue[] }) {
  const { t } = useAdminTranslation('admin-legal');
  const copy = async (placeholder: string) => {
    try {
      await navigator.clipboard.writeText(placeholder);
      toast.success(t('placeholders.copied', { placeholder }));
    } catch {
      // No clipboard (an insecure page, a refused permission): the word stays in view to be typed.
      toast.message(placeholder);
    }
  };
  return (
    <section
      aria-labelledby="legal-placeholders-title"
      className="space-y-2 rounded-md border border-stone-300 bg-white p-4"
    >
      <h2 id="legal-placeholders-title" className="text-lg font-semibold">
        {t('placeholders.title')}
      </h2>
      <p className="text-sm text-stone-700">{t('placeholders.intro')}</p>
      <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3" data-testid="legal-placeholders">
        {placeholders.map(({ placeholder, parameter, value }) => (
          <li key={placeholder} className="flex min-w-0 flex-col gap-1 rounded border border-stone-200 p-2">
            <span className="text-sm font-semibold">{t(`placeholders.parameter.${parameter}`)}</span>
            <button
              type="button"
              onClick={() => void copy(placeholder)}
              className="self-start rounded bg-stone-100 px-2 py-1 font-mono text-sm break-all ring-1 ring-stone-300 hover:bg-stone-200 focus-visible:outline-3 focus-visible:outline-sky-700"
              aria-label={t('placeholders.copy', { placeholder })}
            >
              {placeholder}
            </button>
            <span className="text-sm break-words text-stone-800" data-placeholder-value={placeholder}>
              {value.fr_FR ?? <em>{t('placeholders.empty')}</em>}
              {value.en && value.en !== value.fr_FR && <span lang="en"> / {value.en}</span>}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
