import { z } from './zod.ts';

/**
 * The list query language of SPEC §7, parsed once for every list: `nbItem`, `page`, `orderBy`
 * (`field` or `-field`, comma-separated), and per-field filters `field=value` (equal; repeated or
 * comma-separated values mean "one of"), `lk:` like, `df:` different, `lt:`, `lte:`, `gt:`, `gte:`.
 * Empty-string values are skipped; unknown fields and malformed values are errors naming the field.
 *
 * It lives in the contract because a list endpoint's declaration takes its query schema (listQuerySchema
 * below); the API's translations word its error keys (apps/api/src/i18n/api-messages.ts).
 */
export type FieldType = 'string' | 'integer' | 'number' | 'boolean' | 'date' | { enum: readonly string[] };

export interface ListField {
  type: FieldType;
  /** May appear in orderBy. */
  sortable?: boolean;
  /** May be filtered on (default true). */
  filterable?: boolean;
}

export interface ListSpec {
  fields: Record<string, ListField>;
  /** SPEC §9 page sizes: 10 by default, 24 for element lists, 100 for products. */
  defaultNbItem?: number;
  maxNbItem?: number;
  /** orderBy when the query has none, in the same syntax. */
  defaultOrderBy?: string;
}

export const OPERATORS = ['lk', 'df', 'lt', 'lte', 'gt', 'gte'] as const;
export type Operator = 'eq' | 'in' | (typeof OPERATORS)[number];
export type FilterValue = string | number | boolean | Date;

export interface ListFilter {
  field: string;
  operator: Operator;
  value: FilterValue | FilterValue[];
}

export interface ListQuery {
  nbItem: number;
  page: number;
  orderBy: { field: string; descending: boolean }[];
  filters: ListFilter[];
}

/** The i18n keys of the list language's errors (messages of the API's catalogues). */
export type ListQueryErrorKey =
  | 'LIST_UNKNOWN_FIELD'
  | 'LIST_NOT_INTEGER'
  | 'LIST_NOT_NUMBER'
  | 'LIST_NOT_BOOLEAN'
  | 'LIST_NOT_DATE'
  | 'LIST_NOT_IN'
  | 'LIST_BAD_OPERATOR'
  | 'LIST_BAD_ORDER'
  | 'LIST_REPEATED';

/** The values a list error's message quotes. */
export type ListQueryErrorValues = Record<string, string | number>;

export interface ListQueryError {
  field: string;
  key: ListQueryErrorKey;
  values?: ListQueryErrorValues;
}

export type ListQueryResult = { ok: true; value: ListQuery } | { ok: false; errors: ListQueryError[] };

export const DEFAULT_NB_ITEM = 10;
export const MAX_NB_ITEM = 100;
const RESERVED = new Set(['nbItem', 'page', 'orderBy']);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

type RawQuery = Record<string, string | string[] | undefined>;

function parseInteger(raw: string, min: number, max: number): number | null {
  if (!/^\d+$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

/** One value of a field, typed; a string error key when it does not fit. */
function parseValue(
  type: FieldType,
  raw: string,
): { value: FilterValue } | { error: ListQueryErrorKey; values?: ListQueryErrorValues } {
  if (type === 'string') return { value: raw };
  if (type === 'integer') return /^-?\d+$/.test(raw) ? { value: Number(raw) } : { error: 'LIST_NOT_NUMBER' };
  if (type === 'number') return /^-?\d+(\.\d+)?$/.test(raw) ? { value: Number(raw) } : { error: 'LIST_NOT_NUMBER' };
  if (type === 'boolean') {
    if (raw === 'true' || raw === '1') return { value: true };
    if (raw === 'false' || raw === '0') return { value: false };
    return { error: 'LIST_NOT_BOOLEAN' };
  }
  if (type === 'date') {
    const date = new Date(raw);
    return ISO_DATE.test(raw) && !Number.isNaN(date.getTime()) ? { value: date } : { error: 'LIST_NOT_DATE' };
  }
  return type.enum.includes(raw) ? { value: raw } : { error: 'LIST_NOT_IN', values: { values: type.enum.join(', ') } };
}

function valuesOf(raw: string | string[] | undefined): string[] {
  return (Array.isArray(raw) ? raw : [raw]).filter((v): v is string => v !== undefined && v !== '');
}

function single(name: string, raw: string | string[] | undefined, errors: ListQueryError[]): string | undefined {
  const values = valuesOf(raw);
  if (values.length > 1) errors.push({ field: name, key: 'LIST_REPEATED' });
  return values[0];
}

export function parseListQuery(query: RawQuery, spec: ListSpec): ListQueryResult {
  const errors: ListQueryError[] = [];
  const maxNbItem = spec.maxNbItem ?? MAX_NB_ITEM;

  let nbItem = spec.defaultNbItem ?? DEFAULT_NB_ITEM;
  const rawNbItem = single('nbItem', query.nbItem, errors);
  if (rawNbItem !== undefined) {
    const parsed = parseInteger(rawNbItem, 1, maxNbItem);
    if (parsed === null) errors.push({ field: 'nbItem', key: 'LIST_NOT_INTEGER', values: { min: 1, max: maxNbItem } });
    else nbItem = parsed;
  }

  let page = 1;
  const rawPage = single('page', query.page, errors);
  if (rawPage !== undefined) {
    const parsed = parseInteger(rawPage, 1, 1_000_000);
    if (parsed === null) errors.push({ field: 'page', key: 'LIST_NOT_INTEGER', values: { min: 1, max: 1_000_000 } });
    else page = parsed;
  }

  const orderBy: ListQuery['orderBy'] = [];
  const sortable = Object.keys(spec.fields).filter((name) => spec.fields[name]?.sortable);
  const rawOrderBy = single('orderBy', query.orderBy, errors) ?? spec.defaultOrderBy;
  for (const part of rawOrderBy
    ?.split(',')
    .map((p) => p.trim())
    .filter(Boolean) ?? []) {
    const descending = part.startsWith('-');
    const field = descending ? part.slice(1) : part;
    if (!sortable.includes(field)) {
      errors.push({
        field: 'orderBy',
        key: 'LIST_BAD_ORDER',
        values: { value: part, fields: sortable.join(', ') || '-' },
      });
    } else orderBy.push({ field, descending });
  }

  const filters: ListFilter[] = [];
  for (const [name, raw] of Object.entries(query)) {
    if (RESERVED.has(name)) continue;
    const values = valuesOf(raw);
    if (values.length === 0) continue; // SPEC §5: empty-string filter values are skipped
    // Own fields only: `?constructor=x` must not reach Object.prototype's (a TypeError, so a 500).
    const field = Object.hasOwn(spec.fields, name) ? spec.fields[name] : undefined;
    if (!field || field.filterable === false) {
      errors.push({ field: name, key: 'LIST_UNKNOWN_FIELD' });
      continue;
    }
    const equals: FilterValue[] = [];
    for (const rawValue of values) {
      const match = /^(lk|df|lte|lt|gte|gt):(.*)$/s.exec(rawValue);
      const operator = (match?.[1] ?? 'eq') as Operator;
      const text = match ? (match[2] ?? '') : rawValue;
      if (operator === 'lk' && field.type !== 'string') {
        errors.push({ field: name, key: 'LIST_BAD_OPERATOR', values: { operator } });
        continue;
      }
      if (operator === 'lk') {
        if (text !== '') filters.push({ field: name, operator, value: text });
        continue;
      }
      // A comma-separated equal list ("kind=WINE,BOX") for typed fields; strings keep their commas.
      const parts = operator === 'eq' && field.type !== 'string' ? text.split(',') : [text];
      for (const part of parts) {
        const parsed = parseValue(field.type, part.trim());
        if ('error' in parsed) errors.push({ field: name, key: parsed.error, values: parsed.values });
        else if (operator === 'eq') equals.push(parsed.value);
        else filters.push({ field: name, operator, value: parsed.value });
      }
    }
    if (equals.length === 1) filters.push({ field: name, operator: 'eq', value: equals[0] as FilterValue });
    else if (equals.length > 1) filters.push({ field: name, operator: 'in', value: equals });
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, value: { nbItem, page, orderBy, filters } };
}

const queryValue = z.union([z.string(), z.array(z.string())]).optional();

/**
 * The querystring schema of a list route: documents the accepted fields in the OpenAPI document and
 * turns the raw query into a ListQuery, or into issues naming each bad field (a 400 envelope).
 */
export function listQuerySchema(spec: ListSpec, extra: Record<string, z.ZodType> = {}) {
  const shape: Record<string, z.ZodType> = {
    nbItem: queryValue.describe(`Items per page (default ${spec.defaultNbItem ?? 10}, max ${spec.maxNbItem ?? 100})`),
    page: queryValue.describe('Page number, from 1'),
    orderBy: queryValue.describe('field or -field, comma-separated'),
  };
  for (const name of Object.keys(spec.fields)) {
    if (spec.fields[name]?.filterable !== false)
      shape[name] = queryValue.describe('value, or lk:/df:/lt:/lte:/gt:/gte: followed by a value');
  }
  return z.looseObject({ ...shape, ...extra }).transform((raw, ctx): ListQuery => {
    const result = parseListQuery(raw as Record<string, string | string[] | undefined>, spec);
    if (result.ok) return result.value;
    for (const error of result.errors) {
      ctx.addIssue({
        code: 'custom',
        path: [error.field],
        message: error.key,
        params: { i18n: error.key, values: error.values },
      });
    }
    return z.NEVER;
  });
}
