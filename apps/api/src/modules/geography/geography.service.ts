import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Countries from 'i18n-iso-countries/index.js';
import type { LocaleData } from 'i18n-iso-countries/index.js';
import type { City, Country, Locale } from '@atelier/contract';

const require = createRequire(import.meta.url);

export const FRANCE_ID = 250;

// ---------------------------------------------------------------------------
// Countries
// ---------------------------------------------------------------------------

/** Language code used by i18n-iso-countries and Intl for each locale. */
const LANGUAGE: Record<Locale, string> = { fr_FR: 'fr', en: 'en' };

let countriesLoaded: typeof Countries | undefined;
const countriesByLocale = new Map<Locale, Country[]>();

/** i18n-iso-countries with its French and English names, loaded by the first list asked for, not at start (~40 ms). */
function loadCountries(): typeof Countries {
  if (countriesLoaded) return countriesLoaded;
  const countries = require('i18n-iso-countries/index.js') as typeof Countries;
  countries.registerLocale(require('i18n-iso-countries/langs/fr.json') as LocaleData);
  countries.registerLocale(require('i18n-iso-countries/langs/en.json') as LocaleData);
  return (countriesLoaded = countries);
}

/** All ISO 3166-1 countries, named in the locale's language and sorted by that name. Memoised per locale. */
export function listCountries(locale: Locale): Country[] {
  const cached = countriesByLocale.get(locale);
  if (cached) return cached;
  const countries = loadCountries();
  const lang = LANGUAGE[locale];
  const list: Country[] = [];
  for (const [numCode, alphaTwo] of Object.entries(countries.getNumericCodes())) {
    const alphaThree = countries.alpha2ToAlpha3(alphaTwo);
    const name = countries.getName(alphaTwo, lang) ?? countries.getName(alphaTwo, 'en');
    if (!alphaThree || !name) continue;
    const padded = numCode.padStart(3, '0');
    list.push({
      id: Number(padded),
      alphaTwo,
      alphaThree,
      numCode: padded,
      name,
    });
  }
  const collator = new Intl.Collator(lang);
  list.sort((a, b) => collator.compare(a.name, b.name));
  countriesByLocale.set(locale, list);
  return list;
}

// ---------------------------------------------------------------------------
// Cities (French communes)
// ---------------------------------------------------------------------------

/**
 * Lowercase, strip accents (NFD), expand ligatures, and turn every run of
 * non-alphanumeric characters (apostrophes, hyphens, spaces, parentheses…)
 * into a single space. "L'Abergement-Clémenciat" -> "l abergement clemenciat".
 */
export function normalizeForSearch(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Shape of the entries of @etalab/decoupage-administratif/data/communes.json we use. */
interface CommuneRecord {
  code: string;
  nom: string;
  type: string;
  departement?: string;
  codesPostaux?: string[];
  population?: number;
}

/**
 * The precomputed rows, as parallel arrays (one index per commune + postal code).
 * Rows are stored by decreasing population, then name, then postal code, so a
 * scan meets them already in ranking order within a match tier.
 */
interface CityIndex {
  names: string[];
  postalCodes: string[];
  inseeCodes: string[];
  departments: string[];
  /** normalizeForSearch(name) of each row. */
  norms: string[];
  /** '\n' + norms.join('\n') + '\n': one string scanned with indexOf (no per-row work for misses). */
  haystack: string;
  /** Offset in `haystack` of the first character of each row's norm (increasing). */
  starts: Int32Array;
  /** Row indices sorted by name then postal code (for postal-code searches). */
  byName: Uint32Array;
}

let cityIndex: CityIndex | null = null;

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function loadCityIndex(): CityIndex {
  if (cityIndex) return cityIndex;
  const file = require.resolve('@etalab/decoupage-administratif/data/communes.json');
  const records = JSON.parse(readFileSync(file, 'utf8')) as CommuneRecord[];

  interface Row {
    name: string;
    postalCode: string;
    inseeCode: string;
    department: string;
    norm: string;
    population: number;
  }
  const rows: Row[] = [];
  for (const r of records) {
    if (r.type !== 'commune-actuelle' || !r.codesPostaux) continue;
    const norm = normalizeForSearch(r.nom);
    for (const postalCode of new Set(r.codesPostaux)) {
      rows.push({
        name: r.nom,
        postalCode,
        inseeCode: r.code,
        department: r.departement ?? '',
        norm,
        population: r.population ?? 0,
      });
    }
  }

  // Name order: the normalised name (cheap, accent- and case-insensitive), then the
  // French collator for names that normalise alike, then the postal code.
  const collator = new Intl.Collator('fr');
  const byNameOrder = rows.map((_, i) => i);
  byNameOrder.sort((a, b) => {
    const ra = rows[a]!;
    const rb = rows[b]!;
    return (
      compareStrings(ra.norm, rb.norm) ||
      (ra.name === rb.name ? 0 : collator.compare(ra.name, rb.name)) ||
      compareStrings(ra.postalCode, rb.postalCode)
    );
  });
  const nameRank = new Uint32Array(rows.length);
  byNameOrder.forEach((rowIndex, rank) => (nameRank[rowIndex] = rank));

  // Storage order: population desc, then name order.
  const order = rows.map((_, i) => i);
  order.sort((a, b) => rows[b]!.population - rows[a]!.population || nameRank[a]! - nameRank[b]!);
  const position = new Uint32Array(rows.length);
  order.forEach((rowIndex, pos) => (position[rowIndex] = pos));

  const norms = order.map((i) => rows[i]!.norm);
  const starts = new Int32Array(norms.length);
  let offset = 1;
  norms.forEach((norm, i) => {
    starts[i] = offset;
    offset += norm.length + 1;
  });

  const index: CityIndex = {
    names: order.map((i) => rows[i]!.name),
    postalCodes: order.map((i) => rows[i]!.postalCode),
    inseeCodes: order.map((i) => rows[i]!.inseeCode),
    departments: order.map((i) => rows[i]!.department),
    norms,
    haystack: '\n' + norms.join('\n') + '\n',
    starts,
    byName: Uint32Array.from(byNameOrder, (rowIndex) => position[rowIndex]!),
  };
  cityIndex = index;
  return index;
}

/** Index of the row whose norm contains haystack offset `pos` (last row starting at or before it). */
function rowAt(starts: Int32Array, pos: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= pos) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

function toCity(index: CityIndex, i: number): City {
  const inseeCode = index.inseeCodes[i]!;
  const postalCode = index.postalCodes[i]!;
  return {
    id: `${inseeCode}-${postalCode}`,
    name: index.names[i]!,
    postalCode,
    inseeCode,
    department: index.departments[i]!,
  };
}

/** Push into the bucket unless it is already full (later rows of a tier can never outrank earlier ones). */
function collect(bucket: number[], i: number, limit: number): void {
  if (bucket.length < limit) bucket.push(i);
}

/**
 * Search the cities of a country. Only France has cities; any other country gives [].
 *
 * - Digits only (1 to 5, spaces ignored): postal codes starting with them; exact
 *   postal code first, then by name, then postal code.
 * - Otherwise: names whose normalised form starts with the normalised search, then
 *   names containing a word starting with it. Ranking tiers: exact name, prefix
 *   ending on a word boundary ("la roche" in "la roche sur yon"), other prefix
 *   ("la rochelle"), word match; within a tier by population (largest first),
 *   then name, then postal code.
 */
export function searchCities(search: string, idCountry: number, limit = 20): City[] {
  if (idCountry !== FRANCE_ID || limit <= 0) return [];
  const trimmed = search.trim();
  if (trimmed === '') return [];
  const index = loadCityIndex();
  const max = Math.floor(limit);

  const compact = trimmed.replace(/\s+/g, '');
  if (/^\d{1,5}$/.test(compact)) {
    const exact: number[] = [];
    const prefix: number[] = [];
    const { byName, postalCodes } = index;
    for (let k = 0; k < byName.length; k++) {
      const i = byName[k]!;
      const postalCode = postalCodes[i]!;
      if (!postalCode.startsWith(compact)) continue;
      collect(postalCode.length === compact.length ? exact : prefix, i, max);
    }
    return exact
      .concat(prefix)
      .slice(0, max)
      .map((i) => toCity(index, i));
  }

  const q = normalizeForSearch(trimmed);
  if (q === '') return [];
  const qLen = q.length;
  const exact: number[] = [];
  const boundary: number[] = [];
  const prefix: number[] = [];
  const word: number[] = [];
  const { haystack, starts, norms } = index;

  // Names starting with the search: every occurrence of '\n' + q.
  const prefixNeedle = '\n' + q;
  for (let p = haystack.indexOf(prefixNeedle); p !== -1; p = haystack.indexOf(prefixNeedle, p + 1)) {
    const i = rowAt(starts, p + 1);
    const norm = norms[i]!;
    if (norm.length === qLen) collect(exact, i, max);
    else if (norm.charCodeAt(qLen) === 32) collect(boundary, i, max);
    else collect(prefix, i, max);
  }

  // Names with a later word starting with the search: occurrences of ' ' + q, in row
  // order (so the first `max` distinct rows are the best ones), skipping prefix matches.
  const needed = max - exact.length - boundary.length - prefix.length;
  if (needed > 0) {
    const wordNeedle = ' ' + q;
    let lastRow = -1;
    for (
      let p = haystack.indexOf(wordNeedle);
      p !== -1 && word.length < needed;
      p = haystack.indexOf(wordNeedle, p + 1)
    ) {
      const i = rowAt(starts, p);
      if (i === lastRow) continue;
      lastRow = i;
      if (!norms[i]!.startsWith(q)) word.push(i);
    }
  }
  return exact
    .concat(boundary, prefix, word)
    .slice(0, max)
    .map((i) => toCity(index, i));
}
