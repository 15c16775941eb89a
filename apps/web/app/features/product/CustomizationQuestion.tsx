import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { Customization } from '@atelier/contract';
import { formatCost, textLength } from '@atelier/domain';
import { primaryButton } from '../blocks/block-styles.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useLocale } from '../site/site-data.ts';
import { isMissing, textTiers, type SavedAnswer } from './customization-progress.ts';
import { FileAnswer } from './FileAnswer.tsx';

interface CustomizationQuestionProps {
  customization: Customization;
  /** 1-based place of the question, and how many there are. */
  number: number;
  total: number;
  saved: SavedAnswer | undefined;
  /** HIDE_PRODUCT_PRICES: the options' extra costs are not shown either. */
  hideCosts: boolean;
  onSave: (saved: SavedAnswer) => void;
  onBack: (() => void) | null;
}

/** The longest text answer the API takes. */
const TEXT_MAX = 2000;

const inputClasses =
  'block w-full rounded-xl border border-black/25 bg-white px-4 py-3 text-base text-[#222] ' +
  'focus:border-primary focus:outline-2 focus:outline-offset-1 focus:outline-primary ' +
  'aria-[invalid=true]:border-red-700';
const backButton =
  'inline-flex min-h-12 items-center justify-center rounded-full border-2 border-current px-6 py-3 font-semibold ' +
  'focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-primary';

const emptyAnswer = (customization: Customization): SavedAnswer =>
  customization.inputType === 'CHECKBOX' ? { answer: 'false', shown: '' } : { answer: '', shown: '' };

/**
 * One question of the customization flow (SPEC §4: one at a time): a text with its price tiers, a choice
 * among options with their extra cost ('+5,00 €', '+10 %'), a box to tick, or a file checked by the
 * server. Its button saves the answer and moves on.
 */
export function CustomizationQuestion(props: CustomizationQuestionProps) {
  const { customization, number, total, saved, hideCosts, onSave, onBack } = props;
  const { t } = useTranslation('product');
  const locale = useLocale();
  const id = useId();
  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  const helpId = `${id}-help`;
  const [draft, setDraft] = useState<SavedAnswer>(saved ?? emptyAnswer(customization));
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);

  // A new question takes the focus, so that a screen reader reads it and the keyboard starts there.
  useEffect(() => {
    if (number > 1 || saved) heading.current?.focus({ preventScroll: false });
  }, [number, saved]);

  const cost = (value: Parameters<typeof formatCost>[0]) => (hideCosts ? null : formatCost(value, locale));
  const describedBy =
    [customization.help ? helpId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (checking) return;
    if (isMissing(customization, draft.answer)) {
      setError(customization.inputType === 'FILE' ? t('customize.fileRequired') : t('customize.required'));
      return;
    }
    const answer = customization.inputType === 'TEXT' ? draft.answer.trim() : draft.answer;
    onSave({ answer, shown: customization.inputType === 'TEXT' ? answer : draft.shown });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="flex flex-col gap-5">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        {t('customize.step', { number, total })}
      </p>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="text-2xl font-semibold outline-none">
        {customization.inputType === 'TEXT' || customization.inputType === 'FILE' ? (
          <label htmlFor={`${id}-input`}>{customization.label}</label>
        ) : (
          customization.label
        )}
        {customization.required ? (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : (
          <span className="ml-2 text-base font-normal">({t('customize.optional')})</span>
        )}
      </h2>
      {customization.help && (
        <p id={helpId} className="-mt-2">
          {customization.help}
        </p>
      )}

      {customization.inputType === 'TEXT' && (
        <div>
          <input
            id={`${id}-input`}
            type="text"
            value={draft.answer}
            maxLength={TEXT_MAX}
            autoComplete="off"
            aria-required={customization.required}
            aria-invalid={error ? true : undefined}
            aria-describedby={[describedBy, `${id}-count`].filter(Boolean).join(' ')}
            onChange={(event) => {
              setDraft({ answer: event.target.value, shown: event.target.value });
              setError(null);
            }}
            className={inputClasses}
          />
          <p id={`${id}-count`} className="mt-1.5 text-sm">
            {t('customize.characters', { count: textLength(draft.answer) })}
          </p>
          {!hideCosts && textTiers(customization).length > 0 && (
            <div className="mt-3 rounded-xl bg-black/5 px-4 py-3 text-sm">
              <p className="font-semibold">{t('customize.tiers')}</p>
              <ul className="mt-1 list-disc pl-5">
                {textTiers(customization).map((tier) => (
                  <li key={tier.id}>
                    {tier.label
                      ? t('customize.tierLabelled', { label: tier.label, cost: cost(tier) ?? t('customize.free') })
                      : t('customize.tier', { count: tier.chars, cost: cost(tier) ?? t('customize.free') })}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      )}

      {customization.inputType === 'SELECT' && (
        <fieldset aria-labelledby={titleId} aria-describedby={describedBy} className="flex flex-col gap-2">
          {customization.customizationValues
            .filter((value) => value.selectKey !== null)
            .map((value) => {
              const extra = cost(value);
              const label = value.label ?? value.selectKey!;
              return (
                <label
                  key={value.id}
                  className="flex cursor-pointer items-center justify-between gap-4 rounded-xl border border-black/20 px-4 py-3 has-[:checked]:border-primary has-[:checked]:bg-primary/8 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary"
                >
                  <span className="flex items-center gap-3">
                    <input
                      type="radio"
                      name={`customization-${customization.id}`}
                      value={value.selectKey!}
                      checked={draft.answer === value.selectKey}
                      onChange={() => {
                        setDraft({ answer: value.selectKey!, shown: label });
                        setError(null);
                      }}
                      className="size-5 accent-primary"
                    />
                    {label}
                  </span>
                  {extra && <span className="font-semibold whitespace-nowrap">{extra}</span>}
                </label>
              );
            })}
        </fieldset>
      )}

      {customization.inputType === 'CHECKBOX' && (
        <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-black/20 px-4 py-3">
          <input
            type="checkbox"
            checked={draft.answer === 'true'}
            aria-describedby={describedBy}
            onChange={(event) => {
              setDraft({ answer: String(event.target.checked), shown: event.target.checked ? t('customize.yes') : '' });
              setError(null);
            }}
            className="size-5 accent-primary"
          />
          <span>
            {t('customize.tick', { label: customization.label })}
            {cost(customization.additionalCost) && (
              <span className="ml-2 font-semibold">{cost(customization.additionalCost)}</span>
            )}
          </span>
        </label>
      )}

      {customization.inputType === 'FILE' && (
        <FileAnswer
          inputId={`${id}-input`}
          customization={customization}
          draft={draft}
          describedBy={describedBy}
          invalid={!!error}
          extra={cost(customization.additionalCost)}
          onChecking={setChecking}
          onAnswer={(answer, problem) => {
            setDraft(answer);
            setError(problem);
          }}
        />
      )}

      {error && (
        <p id={errorId} role="alert" className="font-medium text-red-700">
          {error}
        </p>
      )}

      <div className="mt-2 flex flex-wrap gap-3">
        {onBack && (
          <button type="button" onClick={onBack} className={backButton}>
            {t('customize.back')}
          </button>
        )}
        <button type="submit" disabled={checking} className={`${primaryButton} disabled:opacity-60`}>
          {number === total ? t('customize.toSummary') : t('customize.next')}
        </button>
      </div>
    </form>
  );
}
