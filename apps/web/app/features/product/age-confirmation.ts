import { sessionStore } from './session-store.ts';

/**
 * The visitor's answer to the legal drinking age question (18 in France, Code de la santé publique
 * L. 3342-1), kept for the visit: sessionStorage is dropped when the browser's tab or window closes.
 */
export type AgeAnswer = 'adult' | 'minor';

const KEY = 'atelier.legalDrinkingAge';
/** The legal drinking age in France, the shop's country. */
export const LEGAL_DRINKING_AGE = 18;

export function readAgeAnswer(): AgeAnswer | null {
  const value = sessionStore()?.getItem(KEY);
  return value === 'adult' || value === 'minor' ? value : null;
}

export function rememberAgeAnswer(answer: AgeAnswer | null) {
  // Without storage (refused by the browser) the question comes back on every wine page.
  const store = sessionStore();
  if (!store) return;
  if (answer) store.setItem(KEY, answer);
  else store.removeItem(KEY);
}
