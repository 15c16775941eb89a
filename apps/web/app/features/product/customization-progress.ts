import type { Customization, CustomizationAnswer } from '@atelier/contract';
import { sessionStore } from './session-store.ts';

/**
 * The customization flow's state (SPEC §4: answers are saved one by one and the index advances until the
 * last one), kept in sessionStorage per product and declination so that a reload keeps it.
 */

export interface SavedAnswer {
  /** What the API receives: the text, the option's key, 'true'/'false', or a validated file's token. */
  answer: string;
  /** What the visitor sees in the summary: the option's label, the file's name. */
  shown: string;
}

export interface CustomizationProgress {
  answers: Record<number, SavedAnswer>;
  /** The question on screen; `customizations.length` is the summary. */
  index: number;
}

export const EMPTY_PROGRESS: CustomizationProgress = { answers: {}, index: 0 };

export const progressKey = (idProduct: number, idDeclination: number) =>
  `atelier.customization.${idProduct}.${idDeclination}`;

/** The questions in the order the shop set. */
export const orderedCustomizations = (customizations: readonly Customization[]) =>
  [...customizations].sort((a, b) => a.position - b.position || a.id - b.id);

/** A stored progress, checked against the product's questions (a question removed since is dropped). */
export function parseProgress(text: string | null, customizations: readonly Customization[]): CustomizationProgress {
  if (!text) return EMPTY_PROGRESS;
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return EMPTY_PROGRESS;
  }
  if (!stored || typeof stored !== 'object') return EMPTY_PROGRESS;
  const { answers, index } = stored as { answers?: unknown; index?: unknown };
  const known = new Set(customizations.map((customization) => customization.id));
  const kept: Record<number, SavedAnswer> = {};
  if (answers && typeof answers === 'object') {
    for (const [id, value] of Object.entries(answers as Record<string, unknown>)) {
      const saved = value as Partial<SavedAnswer> | null;
      if (known.has(Number(id)) && typeof saved?.answer === 'string' && typeof saved.shown === 'string') {
        kept[Number(id)] = { answer: saved.answer, shown: saved.shown };
      }
    }
  }
  const step = typeof index === 'number' && Number.isInteger(index) ? index : 0;
  return { answers: kept, index: Math.min(Math.max(step, 0), customizations.length) };
}

/** The progress kept for this product and declination during the visit. */
export const loadProgress = (key: string, customizations: readonly Customization[]) =>
  parseProgress(sessionStore()?.getItem(key) ?? null, customizations);

export function storeProgress(key: string, progress: CustomizationProgress) {
  sessionStore()?.setItem(key, JSON.stringify(progress));
}

export const forgetProgress = (key: string) => sessionStore()?.removeItem(key);

/** Saves one answer and moves to the next question (or the summary after the last one). */
export function saveAnswer(
  progress: CustomizationProgress,
  customizations: readonly Customization[],
  idCustomization: number,
  saved: SavedAnswer,
): CustomizationProgress {
  const position = orderedCustomizations(customizations).findIndex((item) => item.id === idCustomization);
  return {
    answers: { ...progress.answers, [idCustomization]: saved },
    index: Math.min(position + 1, customizations.length),
  };
}

/** The answers the price call and the cart take: in the questions' order, empty ones left out. */
export function answersOf(
  progress: CustomizationProgress,
  customizations: readonly Customization[],
): CustomizationAnswer[] {
  return orderedCustomizations(customizations).flatMap((customization) => {
    const saved = progress.answers[customization.id];
    return saved && saved.answer !== '' ? [{ idCustomization: customization.id, answer: saved.answer }] : [];
  });
}

/** A required question must be answered (a ticked box for a required checkbox). */
export function isMissing(customization: Customization, answer: string): boolean {
  if (!customization.required) return false;
  return customization.inputType === 'CHECKBOX' ? answer !== 'true' : answer.trim() === '';
}

/** SPEC §5 TEXT tiers, shortest first (the server applies the highest tier whose count is at most the text's length). */
export function textTiers(customization: Customization) {
  return customization.customizationValues
    .filter((value) => value.textNumberOfChar !== null)
    .map((value) => ({
      id: value.id,
      chars: value.textNumberOfChar!,
      label: value.label,
      costType: value.costType,
      amount: value.amount,
    }))
    .sort((a, b) => a.chars - b.chars);
}
