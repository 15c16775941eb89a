import { fillLegalPlaceholders, type LegalPlaceholderValue } from '@atelier/contract';
import { useAdminTranslation } from '../admin/admin-i18n.ts';
import { PROSE_CLASSES } from '../pages/prose.ts';

type Draft = { fr_FR: string; en?: string | null | undefined };

/** The values of the placeholders in one language, as fillLegalPlaceholders takes them. */
function valuesIn(placeholders: LegalPlaceholderValue[], locale: 'fr_FR' | 'en') {
  return Object.fromEntries(placeholders.map(({ parameter, value }) => [parameter, value[locale] ?? value.fr_FR]));
}

/**
 * A legal text as the visitors of each language read it, company details filled in by the contract's function
 * (the storefront's own): French and English side by side, one above the other on a phone.
 */
export function LegalPreview({
  html,
  placeholders,
  title,
  id,
}: {
  html: Draft;
  placeholders: LegalPlaceholderValue[];
  title: string;
  id: string;
}) {
  const { t } = useAdminTranslation('admin-legal');
  const english = html.en?.replace(/<[^>]*>/g, '').trim() ? html.en! : null;
  const languages = [
    { code: 'fr_FR' as const, lang: 'fr', label: t('preview.french'), text: html.fr_FR },
    { code: 'en' as const, lang: english ? 'en' : 'fr', label: t('preview.english'), text: english ?? html.fr_FR },
  ];
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {languages.map(({ code, lang, label, text }) => (
          <div key={code} className="min-w-0 rounded-md border border-stone-300 bg-white p-4" data-preview={code}>
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-stone-700 uppercase">{label}</h3>
            {code === 'en' && !english && (
              <p className="mb-2 rounded bg-amber-100 px-2 py-1 text-sm text-amber-900">
                {t('preview.englishFallback')}
              </p>
            )}
            {/* A long text scrolls in its box (a legal notice fills several phone screens). */}
            <div
              lang={lang}
              tabIndex={0}
              role="region"
              aria-label={`${title} — ${label}`}
              className={`${PROSE_CLASSES} max-h-[32rem] overflow-y-auto break-words focus-visible:outline-3 focus-visible:outline-sky-700`}
              dangerouslySetInnerHTML={{ __html: fillLegalPlaceholders(text, valuesIn(placeholders, code)) }}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
