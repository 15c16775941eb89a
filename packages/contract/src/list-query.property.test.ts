import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NB_ITEM, OPERATORS, parseListQuery, type ListQueryResult, type ListSpec } from './list-query.ts';

const KINDS = ['WINE', 'BOX', 'OTHER'] as const;
const spec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    name: { type: 'string', sortable: true },
    price: { type: 'number', sortable: true },
    promoted: { type: 'boolean' },
    publishedAt: { type: 'date', sortable: true },
    kind: { type: { enum: KINDS } },
    secret: { type: 'string', filterable: false },
  },
};
const FILTERABLE = ['id', 'name', 'price', 'promoted', 'publishedAt', 'kind'] as const;
const SORTABLE = ['id', 'name', 'price', 'publishedAt'] as const;
const RESERVED = ['nbItem', 'page', 'orderBy'] as const;
/** Names a query string may carry that are properties of every JavaScript object. */
const OBJECT_PROPERTIES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

type Query = Record<string, string | string[] | undefined>;
const parse = (query: Query): ListQueryResult => parseListQuery(query, spec);

// ─── values as a query string carries them ───

const integerText = fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String);
const decimalText = fc
  .tuple(fc.boolean(), fc.nat({ max: 100_000 }), fc.option(fc.stringMatching(/^\d{1,4}$/), { nil: undefined }))
  .map(
    ([negative, whole, fraction]) => `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
  );
const isoDate = fc
  .integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 11, 31) })
  .map((milliseconds) => new Date(milliseconds).toISOString());
const operator = fc.constantFrom(...OPERATORS);
/** Text that does not start with an operator's prefix. */
const plainText = fc.string({ minLength: 1, maxLength: 12 }).filter((text) => !/^(lk|df|lte|lt|gte|gt):/.test(text));
const anyValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  plainText,
  integerText,
  decimalText,
  isoDate,
  fc.constantFrom('true', 'false', '1', '0', 'yes', '', ...KINDS, 'WINE,BOX', 'CAR'),
  fc
    .tuple(operator, fc.oneof(fc.string({ maxLength: 8 }), integerText, decimalText, isoDate))
    .map(([op, v]) => `${op}:${v}`),
);
const anyKey = fc.oneof(
  fc.constantFrom(...FILTERABLE, ...RESERVED, 'secret', ...OBJECT_PROPERTIES),
  fc.string({ maxLength: 10 }),
);
const anyQuery: fc.Arbitrary<Query> = fc.dictionary(
  anyKey,
  fc.oneof(anyValue, fc.array(anyValue, { maxLength: 3 }), fc.constant(undefined)),
  { maxKeys: 6 },
);

const filtersOf = (query: Query) => {
  const result = parse(query);
  if (!result.ok) throw new Error(`expected a valid query: ${JSON.stringify(result.errors)}`);
  return result.value.filters;
};

describe('parseListQuery (properties)', () => {
  it('answers any query with a list query or errors that name a field of the query, never an exception', () => {
    fc.assert(
      fc.property(anyQuery, (query) => {
        const result = parse(query);
        if (!result.ok) {
          expect(result.errors.length).toBeGreaterThan(0);
          for (const error of result.errors) expect(Object.keys(query)).toContain(error.field);
        }
      }),
    );
  });

  it('refuses a field named after a property every object has as unknown (?constructor=x was a 500)', () => {
    for (const name of OBJECT_PROPERTIES) {
      expect(parse(JSON.parse(`{"${name}": "x"}`) as Query)).toEqual({
        ok: false,
        errors: [{ field: name, key: 'LIST_UNKNOWN_FIELD' }],
      });
    }
  });

  it('skips empty values: adding one under any name changes nothing (SPEC §5)', () => {
    fc.assert(
      fc.property(anyQuery, anyKey, fc.constantFrom('', [], ['', '']), (query, key, empty) => {
        fc.pre(!Object.hasOwn(query, key));
        expect(parse({ ...query, [key]: empty })).toEqual(parse(query));
      }),
    );
  });

  it('accepts a page size and a page exactly when they are whole numbers in their range, and names the field otherwise', () => {
    const text = fc.oneof(fc.integer().map(String), fc.nat({ max: 2_000_000 }).map(String), decimalText, plainText);
    const bounds = { nbItem: MAX_NB_ITEM, page: 1_000_000 };
    fc.assert(
      fc.property(fc.constantFrom('nbItem' as const, 'page' as const), text, (field, text) => {
        const result = parse({ [field]: text });
        const number = Number(text);
        if (/^\d+$/.test(text) && number >= 1 && number <= bounds[field]) {
          expect(result).toMatchObject({ ok: true, value: { [field]: number } });
        } else expect(result).toMatchObject({ ok: false, errors: [{ field, key: 'LIST_NOT_INTEGER' }] });
      }),
    );
  });

  it('reads back an order written from sortable fields, spaces around each part allowed', () => {
    const order = fc.array(fc.record({ field: fc.constantFrom(...SORTABLE), descending: fc.boolean() }), {
      minLength: 1,
      maxLength: 4,
    });
    fc.assert(
      fc.property(order, fc.stringMatching(/^ {0,2}$/), (orderBy, space) => {
        const written = orderBy.map(({ field, descending }) => `${space}${descending ? '-' : ''}${field}${space}`);
        expect(parse({ orderBy: written.join(',') })).toMatchObject({ ok: true, value: { orderBy } });
      }),
    );
  });

  it('reads back a typed value written with each operator', () => {
    const typed = fc.oneof(
      integerText.map((text) => ({ field: 'id', text, value: Number(text) })),
      decimalText.map((text) => ({ field: 'price', text, value: Number(text) })),
      isoDate.map((text) => ({ field: 'publishedAt', text, value: new Date(text) })),
    );
    fc.assert(
      fc.property(typed, fc.constantFrom('eq', 'df', 'lt', 'lte', 'gt', 'gte'), ({ field, text, value }, op) => {
        const raw = op === 'eq' ? text : `${op}:${text}`;
        expect(filtersOf({ [field]: raw })).toEqual([{ field, operator: op, value }]);
      }),
    );
  });

  it('reads back a text with its commas, trimmed for an equality and as typed for a search', () => {
    fc.assert(
      fc.property(plainText, (text) => {
        expect(filtersOf({ name: text })).toEqual([{ field: 'name', operator: 'eq', value: text.trim() }]);
        expect(filtersOf({ name: `lk:${text}` })).toEqual([{ field: 'name', operator: 'lk', value: text }]);
      }),
    );
  });

  it('means "one of" alike with repeated values and a comma-separated list of typed values', () => {
    const list = fc.oneof(
      fc.tuple(fc.constant('id'), fc.array(integerText, { minLength: 1, maxLength: 4 })),
      fc.tuple(fc.constant('price'), fc.array(decimalText, { minLength: 1, maxLength: 4 })),
      fc.tuple(fc.constant('kind'), fc.array(fc.constantFrom(...KINDS), { minLength: 1, maxLength: 4 })),
      fc.tuple(
        fc.constant('promoted'),
        fc.array(fc.constantFrom('true', 'false', '1', '0'), { minLength: 1, maxLength: 4 }),
      ),
    );
    fc.assert(
      fc.property(list, ([field, values]) => {
        const repeated = filtersOf({ [field]: values });
        expect(filtersOf({ [field]: values.join(',') })).toEqual(repeated);
        expect(repeated).toHaveLength(1);
        expect(repeated[0]?.operator).toBe(values.length === 1 ? 'eq' : 'in');
        expect([repeated[0]?.value].flat()).toHaveLength(values.length);
      }),
    );
  });

  it('judges each field on its own: two queries on different fields read together as one after the other', () => {
    const part = fc.dictionary(fc.constantFrom(...FILTERABLE, 'secret', 'unknown', 'constructor'), anyValue, {
      maxKeys: 3,
    });
    fc.assert(
      fc.property(part, part, (a, b) => {
        const second = Object.fromEntries(Object.entries(b).filter(([key]) => !Object.hasOwn(a, key)));
        const [both, first, then] = [parse({ ...a, ...second }), parse(a), parse(second)];
        const errors = (result: ListQueryResult) => (result.ok ? [] : result.errors);
        const filters = (result: ListQueryResult) => (result.ok ? result.value.filters : []);
        expect(errors(both)).toEqual([...errors(first), ...errors(then)]);
        if (both.ok) expect(filters(both)).toEqual([...filters(first), ...filters(then)]);
      }),
    );
  });
});
