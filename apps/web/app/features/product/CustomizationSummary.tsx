import type { Customization, CustomizePrice } from '@atelier/contract';
import { formatPrice } from '@atelier/domain';
import { primaryButton, textLink } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import type { CustomizationProgress } from './customization-progress.ts';

interface CustomizationSummaryProps {
  questions: Customization[];
  progress: CustomizationProgress;
  price: CustomizePrice | null;
  hidePrices: boolean;
  onEdit: (index: number) => void;
  onRestart: () => void;
  /** Adds the customized product to the cart (issue 6); its refusal as the server words it. */
  onAddToCart: () => void;
  adding: boolean;
  addProblem: string | null;
}

/** The end of the flow: each answer with what it adds, the total, and the way back to any question. */
export function CustomizationSummary({
  questions,
  progress,
  price,
  hidePrices,
  onEdit,
  onRestart,
  onAddToCart,
  adding,
  addProblem,
}: CustomizationSummaryProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const noteId = 'customization-cart-note';
  return (
    <section
      aria-labelledby="customization-summary"
      className="flex flex-col gap-6"
      data-testid="customization-summary"
    >
      <h2 id="customization-summary" tabIndex={-1} className="text-2xl font-semibold outline-none">
        {t('customize.summary.title')}
      </h2>
      <ul className="flex flex-col divide-y divide-black/10 rounded-2xl border border-black/10">
        {questions.map((question, index) => {
          const saved = progress.answers[question.id];
          const line = price?.lines.find((entry) => entry.idCustomization === question.id);
          const answered = saved && saved.answer !== '' && saved.answer !== 'false';
          return (
            <li key={question.id} className="flex flex-wrap items-start justify-between gap-3 px-5 py-4">
              <div>
                <p className="font-semibold">{question.label}</p>
                <p className={answered ? '' : 'italic'}>{answered ? saved.shown : t('customize.summary.none')}</p>
              </div>
              <div className="flex items-center gap-4">
                {!hidePrices && line?.display && <span className="font-semibold">{line.display}</span>}
                <button type="button" className={textLink} onClick={() => onEdit(index)}>
                  {t('customize.summary.edit')}
                  <span className="sr-only"> : {question.label}</span>
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {!hidePrices && price && (
        <p className="text-xl">
          {t('customize.summary.total')}{' '}
          <strong data-testid="customization-summary-total">{formatPrice(price.total, locale)}</strong>
        </p>
      )}
      <div>
        <button
          type="button"
          disabled={adding}
          onClick={onAddToCart}
          aria-describedby={addProblem ? noteId : undefined}
          className={`${primaryButton} disabled:cursor-not-allowed disabled:opacity-60 disabled:hover:translate-y-0 disabled:hover:shadow-none`}
        >
          {t('cart.add')}
        </button>
        {addProblem && (
          <p id={noteId} role="alert" className="mt-2 font-medium text-[#8a1538] dark:text-[#ff9ab5]">
            {addProblem}
          </p>
        )}
      </div>
      <p>
        <button type="button" className={textLink} onClick={onRestart}>
          {t('customize.summary.restart')}
        </button>
      </p>
    </section>
  );
}
