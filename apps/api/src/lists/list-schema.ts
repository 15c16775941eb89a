import { z } from 'zod';
import { parseListQuery, type ListQuery, type ListSpec } from './list-query.ts';

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
