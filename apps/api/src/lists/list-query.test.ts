import { describe, expect, it } from 'vitest';
import { parseListQuery, type ListSpec } from './list-query.ts';

const spec: ListSpec = {
  fields: {
    id: { type: 'integer', sortable: true },
    name: { type: 'string', sortable: true },
    price: { type: 'number', sortable: true },
    promoted: { type: 'boolean' },
    publishedAt: { type: 'date', sortable: true },
    kind: { type: { enum: ['WINE', 'BOX', 'OTHER'] } },
    secret: { type: 'string', filterable: false },
  },
};

function parse(query: Record<string, string | string[]>, s: ListSpec = spec) {
  return parseListQuery(query, s);
}

function errorsOf(query: Record<string, string | string[]>) {
  const result = parse(query);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) => `${e.field}:${e.key}`);
}

describe('parseListQuery', () => {
  it('uses nbItem 10, page 1 and no filter by default', () => {
    expect(parse({})).toEqual({ ok: true, value: { nbItem: 10, page: 1, orderBy: [], filters: [] } });
  });

  it('uses the list default page size and order', () => {
    const result = parse({}, { ...spec, defaultNbItem: 24, defaultOrderBy: '-publishedAt' });
    expect(result).toMatchObject({
      ok: true,
      value: { nbItem: 24, orderBy: [{ field: 'publishedAt', descending: true }] },
    });
  });

  it('reads nbItem, page and a multi-field orderBy', () => {
    const result = parse({ nbItem: '25', page: '3', orderBy: '-price,name' });
    expect(result).toEqual({
      ok: true,
      value: {
        nbItem: 25,
        page: 3,
        orderBy: [
          { field: 'price', descending: true },
          { field: 'name', descending: false },
        ],
        filters: [],
      },
    });
  });

  it.each([['abc'], ['0'], ['101'], ['1.5'], ['-3']])('refuses nbItem=%s', (value) => {
    expect(errorsOf({ nbItem: value })).toEqual(['nbItem:LIST_NOT_INTEGER']);
  });

  it('accepts nbItem up to 100', () => {
    expect(parse({ nbItem: '100' })).toMatchObject({ ok: true, value: { nbItem: 100 } });
  });

  it('refuses a page of 0 and a sort on a field that is not sortable', () => {
    expect(errorsOf({ page: '0', orderBy: 'promoted' })).toEqual(['page:LIST_NOT_INTEGER', 'orderBy:LIST_BAD_ORDER']);
  });

  it('skips empty-string values (SPEC §5)', () => {
    expect(parse({ name: '', nbItem: '', page: '', orderBy: '', kind: '' })).toEqual({
      ok: true,
      value: { nbItem: 10, page: 1, orderBy: [], filters: [] },
    });
  });

  it('reads every operator prefix', () => {
    const result = parse({
      name: 'lk:fauteuil',
      price: ['gte:10', 'lt:99.5'],
      id: 'df:3',
      publishedAt: 'lte:2026-06-01',
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        filters: [
          { field: 'name', operator: 'lk', value: 'fauteuil' },
          { field: 'price', operator: 'gte', value: 10 },
          { field: 'price', operator: 'lt', value: 99.5 },
          { field: 'id', operator: 'df', value: 3 },
          { field: 'publishedAt', operator: 'lte', value: new Date('2026-06-01') },
        ],
      },
    });
  });

  it('turns repeated or comma-separated equal values into "one of"', () => {
    expect(parse({ kind: 'WINE,BOX' })).toMatchObject({
      ok: true,
      value: { filters: [{ field: 'kind', operator: 'in', value: ['WINE', 'BOX'] }] },
    });
    expect(parse({ name: ['a', 'b'] })).toMatchObject({
      ok: true,
      value: { filters: [{ field: 'name', operator: 'in', value: ['a', 'b'] }] },
    });
  });

  it('keeps commas inside a string value', () => {
    expect(parse({ name: 'Lin, naturel' })).toMatchObject({
      ok: true,
      value: { filters: [{ field: 'name', operator: 'eq', value: 'Lin, naturel' }] },
    });
  });

  it('reads booleans', () => {
    expect(parse({ promoted: 'true' })).toMatchObject({
      ok: true,
      value: { filters: [{ field: 'promoted', operator: 'eq', value: true }] },
    });
  });

  it.each([
    [{ unknown: 'x' }, 'unknown:LIST_UNKNOWN_FIELD'],
    [{ secret: 'x' }, 'secret:LIST_UNKNOWN_FIELD'],
    [{ promoted: 'yes' }, 'promoted:LIST_NOT_BOOLEAN'],
    [{ price: 'gt:cheap' }, 'price:LIST_NOT_NUMBER'],
    [{ id: '1.5' }, 'id:LIST_NOT_NUMBER'],
    [{ publishedAt: 'yesterday' }, 'publishedAt:LIST_NOT_DATE'],
    [{ publishedAt: '2026-02-31x' }, 'publishedAt:LIST_NOT_DATE'],
    [{ kind: 'WINE,CAR' }, 'kind:LIST_NOT_IN'],
    [{ price: 'lk:1' }, 'price:LIST_BAD_OPERATOR'],
    [{ nbItem: ['10', '20'] }, 'nbItem:LIST_REPEATED'],
  ])('refuses %j', (query, error) => {
    expect(errorsOf(query)).toEqual([error]);
  });

  it('reports every bad field at once', () => {
    expect(errorsOf({ nbItem: 'abc', foo: '1', promoted: 'maybe' })).toEqual([
      'nbItem:LIST_NOT_INTEGER',
      'foo:LIST_UNKNOWN_FIELD',
      'promoted:LIST_NOT_BOOLEAN',
    ]);
  });
});
