import { useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Customization, Declination } from '@atelier/contract';
import { normalizeQuantity } from '@atelier/domain';
import { useAddToCart } from '../cart/use-add-to-cart.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import {
  answersOf,
  EMPTY_PROGRESS,
  forgetProgress,
  loadProgress,
  orderedCustomizations,
  progressKey,
  saveAnswer,
  storeProgress,
  type CustomizationProgress,
} from './customization-progress.ts';
import { CustomizationPrice } from './CustomizationPrice.tsx';
import { CustomizationQuestion } from './CustomizationQuestion.tsx';
import { CustomizationSummary } from './CustomizationSummary.tsx';
import { lastPrice, useLivePrice } from './use-live-price.ts';
import { useProductSettings } from './use-product-settings.ts';

interface CustomizationFlowProps {
  idProduct: number;
  declination: Declination;
  customizations: Customization[];
}

/**
 * The customization flow (SPEC §4): one question at a time, each answer saved as it is given and the
 * index moving on to the summary; the price asked from the server after each answer; everything kept in
 * sessionStorage for this product and declination, so a reload comes back to the same place.
 */
export function CustomizationFlow({ idProduct, declination, customizations }: CustomizationFlowProps) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const settings = useProductSettings();
  const questions = useMemo(() => orderedCustomizations(customizations), [customizations]);
  const key = progressKey(idProduct, declination.id);
  const [progress, setProgress] = useState<CustomizationProgress>(EMPTY_PROGRESS);
  const [restored, setRestored] = useState(false);
  const summaryHeading = useRef<HTMLDivElement>(null);

  // The session's answers are read once the page is live (the server has no sessionStorage).
  useEffect(() => {
    setProgress(loadProgress(key, questions));
    setRestored(true);
  }, [key, questions]);

  useEffect(() => {
    if (restored) storeProgress(key, progress);
  }, [key, progress, restored]);

  const answers = answersOf(progress, questions);
  const live = useLivePrice(
    locale,
    idProduct,
    declination.id,
    answers,
    restored && !settings.hidePrices,
    t('customize.unreachable'),
  );
  const current = questions[progress.index];
  const atSummary = !current;
  const cart = useAddToCart();
  const navigate = useNavigate();

  /** Issue 6: the product with its answers (a file's answer is its validated token) goes to the cart. */
  async function addToCart() {
    const multiple = declination.sellByMultipleOf;
    const added = await cart.add(
      declination.id,
      normalizeQuantity(multiple, multiple),
      answers.map(({ idCustomization, answer }) => ({ idCustomization, value: answer })),
    );
    if (!added) return;
    forgetProgress(key);
    await navigate(localizePath('/cart', locale));
  }

  useEffect(() => {
    if (atSummary && restored) summaryHeading.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [atSummary, restored]);

  return (
    <div className="grid gap-8 md:grid-cols-[minmax(0,1fr)_20rem] lg:gap-14" data-testid="customization-flow">
      <div>
        <ol className="mb-8 flex gap-1.5" aria-hidden="true">
          {questions.map((question, index) => (
            <li
              key={question.id}
              className={`h-1.5 flex-1 rounded-full ${
                index < progress.index || atSummary ? 'bg-primary' : 'bg-black/15'
              }`}
            />
          ))}
        </ol>
        {current ? (
          <CustomizationQuestion
            key={`${current.id}-${restored}`}
            customization={current}
            number={progress.index + 1}
            total={questions.length}
            saved={progress.answers[current.id]}
            hideCosts={settings.hidePrices}
            onSave={(saved) => setProgress((previous) => saveAnswer(previous, questions, current.id, saved))}
            onBack={
              progress.index > 0
                ? () => setProgress((previous) => ({ ...previous, index: Math.max(0, previous.index - 1) }))
                : null
            }
          />
        ) : (
          <div ref={summaryHeading}>
            <CustomizationSummary
              questions={questions}
              progress={progress}
              price={lastPrice(live)}
              hidePrices={settings.hidePrices}
              onEdit={(index) => setProgress((previous) => ({ ...previous, index }))}
              onRestart={() => {
                forgetProgress(key);
                setProgress(EMPTY_PROGRESS);
              }}
              onAddToCart={() => void addToCart()}
              adding={cart.busy}
              addProblem={cart.problem}
            />
          </div>
        )}
        <noscript>
          <p className="mt-6 rounded-xl bg-black/5 px-4 py-3">{t('customize.needsJavaScript')}</p>
        </noscript>
      </div>
      {!settings.hidePrices && (
        <aside className="self-start md:sticky md:top-6">
          <CustomizationPrice live={live} basePrice={declination.discountedPrice} />
        </aside>
      )}
    </div>
  );
}
