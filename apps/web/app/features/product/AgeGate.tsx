import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useModal } from '../behaviours/ModalProvider.tsx';
import { primaryButton } from '../blocks/block-styles.ts';
import { localizePath } from '../i18n/locale.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { LEGAL_DRINKING_AGE, readAgeAnswer, rememberAgeAnswer, type AgeAnswer } from './age-confirmation.ts';

/** 'asking': the question is on screen; 'dismissed': closed without an answer. */
type GateState = AgeAnswer | 'asking' | 'dismissed' | 'unread';

const secondaryButton =
  'inline-flex min-h-12 items-center justify-center rounded-full border-2 border-current px-7 py-3 font-semibold ' +
  'focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary';

/**
 * Where a site sells wine, the first wine page of a visit asks the visitor to confirm they are of legal
 * drinking age, in a modal; the answer holds for the visit. A visitor who says no sees a polite message
 * instead of the wine. The server renders the page whole (search engines, no JavaScript): the question
 * is asked once the page is live.
 */
export function AgeGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const { open, close } = useModal();
  const [state, setState] = useState<GateState>('unread');

  useEffect(() => {
    setState(readAgeAnswer() ?? 'asking');
  }, []);

  useEffect(() => {
    if (state !== 'asking') return;
    let answered = false;
    const answer = (value: AgeAnswer) => {
      answered = true;
      rememberAgeAnswer(value);
      setState(value);
      close();
    };
    open({
      label: t('age.title'),
      onClose: () => {
        if (!answered) setState('dismissed');
      },
      content: (
        <div className="flex flex-col gap-4 pr-6">
          <h2 className="text-2xl font-semibold">{t('age.title')}</h2>
          <p>{t('age.question', { age: LEGAL_DRINKING_AGE })}</p>
          <div className="mt-2 flex flex-wrap gap-3">
            <button type="button" className={primaryButton} onClick={() => answer('adult')}>
              {t('age.yes', { age: LEGAL_DRINKING_AGE })}
            </button>
            <button type="button" className={secondaryButton} onClick={() => answer('minor')}>
              {t('age.no', { age: LEGAL_DRINKING_AGE })}
            </button>
          </div>
        </div>
      ),
    });
    // Leaving the wine before answering takes the question away with it.
    return () => {
      if (answered) return;
      answered = true;
      close();
    };
  }, [state, open, close, t]);

  if (state === 'minor' || state === 'dismissed') {
    return (
      <div className="mx-auto flex max-w-2xl flex-col items-center gap-5 py-16 text-center" data-testid="age-refused">
        <h1 className="text-3xl font-semibold">{state === 'minor' ? t('age.refusedTitle') : t('age.title')}</h1>
        <p className="text-lg">
          {state === 'minor' ? t('age.refused', { age: LEGAL_DRINKING_AGE }) : t('age.unanswered')}
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => {
              rememberAgeAnswer(null);
              setState('asking');
            }}
          >
            {state === 'minor' ? t('age.changeAnswer') : t('age.answer')}
          </button>
          <Link to={localizePath('/', locale)} className={primaryButton}>
            {t('age.home')}
          </Link>
        </div>
      </div>
    );
  }
  return children;
}
