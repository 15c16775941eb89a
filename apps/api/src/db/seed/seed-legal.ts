import { LEGAL_TEXT_KEYS } from '@atelier/contract';

const LEGAL_KEYS = new Set<string>(LEGAL_TEXT_KEYS);

interface ParameterRow {
  siteId: number;
  type: string;
  value: string | null;
  translations: { en?: string };
}

/**
 * The first version of each legal text a new site gets (issue 18 item 5, table legal_text_versions): dated at
 * the seed, by nobody. Migration 0028 does the same for the sites that existed before.
 */
export function firstLegalVersions(parameters: ParameterRow[]) {
  return parameters
    .filter((row) => LEGAL_KEYS.has(row.type) && row.value)
    .map((row) => ({
      siteId: row.siteId,
      key: row.type,
      html: row.translations.en ? { fr_FR: row.value!, en: row.translations.en } : { fr_FR: row.value! },
    }));
}
