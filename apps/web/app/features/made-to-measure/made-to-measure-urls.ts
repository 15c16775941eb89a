import type { Locale } from '@atelier/contract/locales';
import { localizePath } from '../i18n/locale.ts';

/** The request form (issue 19 item 1): `/devis-sur-mesure` in French, `/en/made-to-measure-quote` in English. */
export const MADE_TO_MEASURE_REQUEST_PATH: Record<Locale, string> = {
  fr_FR: 'devis-sur-mesure',
  en: 'made-to-measure-quote',
};

/** The page of a guest's mailed confirmation link (the API writes the same address in the mail). */
export const MADE_TO_MEASURE_CONFIRM_PATH: Record<Locale, string> = {
  fr_FR: 'devis-sur-mesure/confirmer',
  en: 'made-to-measure-quote/confirm',
};

/** The customer's list of jobs, under the account. */
export const MADE_TO_MEASURE_ACCOUNT_PATH = 'account/made-to-measure';

export const requestPath = (locale: Locale) => localizePath(`/${MADE_TO_MEASURE_REQUEST_PATH[locale]}`, locale);

export const requestUrls = (): Record<Locale, string> => ({ fr_FR: requestPath('fr_FR'), en: requestPath('en') });

export const jobsPath = (locale: Locale) => localizePath(`/${MADE_TO_MEASURE_ACCOUNT_PATH}`, locale);

/**
 * A job's page; a guest's signed link token (`?access=`) travels with every address of the page, so that each
 * link and form of it still opens the job.
 */
export function jobPath(id: number, locale: Locale, access?: string | null, extra?: Record<string, string>) {
  const query = new URLSearchParams({ ...(access ? { access } : {}), ...extra }).toString();
  return `${localizePath(`/${MADE_TO_MEASURE_ACCOUNT_PATH}/${id}`, locale)}${query ? `?${query}` : ''}`;
}
