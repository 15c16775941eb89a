import type { z } from 'zod';
import { localizedTextSchema, pageBlockSchema, storagePathSchema, type PageBlockType } from '@atelier/contract';

/**
 * The editor's form of each block type, read from the block's zod schema (packages/contract/src/page-blocks.ts):
 * a new block type or field in the contract gets its form here without hand work.
 */
export type BlockField =
  /** Text per language; `rich` for HTML (`html` keys), `link` for an address (`url` keys). */
  | { kind: 'localized'; key: string; optional: boolean; rich: boolean; link: boolean }
  /** A file of the site's storage (an image). */
  | { kind: 'media'; key: string; optional: boolean }
  | { kind: 'choice'; key: string; optional: boolean; options: readonly string[] }
  | { kind: 'number'; key: string; optional: boolean; min: number | null; max: number | null; integer: boolean }
  | { kind: 'boolean'; key: string; optional: boolean }
  | { kind: 'text'; key: string; optional: boolean; date: boolean }
  /** A list of words (the tags of a services block). */
  | { kind: 'words'; key: string; optional: boolean }
  /** One of the site's forms, albums or popups, by its id (`formId`, `albumId`, `popupId`). */
  | { kind: 'reference'; key: string; optional: boolean; target: ReferenceTarget }
  /** Repeated items, each with its fields; `min` items at least. */
  | { kind: 'list'; key: string; optional: boolean; min: number; fields: BlockField[] }
  /** A few fields that go together (a hero's button). */
  | { kind: 'group'; key: string; optional: boolean; fields: BlockField[] };

export const REFERENCE_TARGETS = ['form', 'album', 'popup'] as const;
export type ReferenceTarget = (typeof REFERENCE_TARGETS)[number];

type AnySchema = z.core.$ZodType;
interface Def {
  type: string;
  innerType?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  entries?: Record<string, string>;
  format?: string;
  checks?: { _zod: { def: { check: string; value?: number; minimum?: number } } }[];
  options?: AnySchema[];
}
const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

function checkValue(def: Def, check: string, prop: 'value' | 'minimum' = 'value') {
  const found = def.checks?.find((item) => item._zod.def.check === check)?._zod.def[prop];
  return typeof found === 'number' ? found : null;
}

function fieldOf(key: string, schema: AnySchema, optional = false): BlockField {
  const def = defOf(schema);
  if (def.type === 'optional' && def.innerType) return fieldOf(key, def.innerType, true);
  if (schema === localizedTextSchema)
    return { kind: 'localized', key, optional, rich: key === 'html', link: key === 'url' };
  if (schema === storagePathSchema) return { kind: 'media', key, optional };
  const target = /^(form|album|popup)Id$/.exec(key)?.[1] as ReferenceTarget | undefined;
  if (target) return { kind: 'reference', key, optional, target };
  switch (def.type) {
    case 'enum':
      return { kind: 'choice', key, optional, options: Object.values(def.entries ?? {}) };
    case 'number':
      return {
        kind: 'number',
        key,
        optional,
        min: checkValue(def, 'greater_than'),
        max: checkValue(def, 'less_than'),
        integer: def.checks?.some((item) => item._zod.def.check === 'number_format') ?? false,
      };
    case 'boolean':
      return { kind: 'boolean', key, optional };
    case 'string':
      return { kind: 'text', key, optional, date: def.format === 'date' };
    case 'array': {
      const element = def.element!;
      if (defOf(element).type === 'string') return { kind: 'words', key, optional };
      return {
        kind: 'list',
        key,
        optional,
        min: checkValue(def, 'min_length', 'minimum') ?? 0,
        fields: fieldsOf(element),
      };
    }
    case 'object':
      return { kind: 'group', key, optional, fields: fieldsOf(schema) };
    default:
      throw new Error(`The page editor has no field for the schema type "${def.type}" (key "${key}")`);
  }
}

function fieldsOf(schema: AnySchema): BlockField[] {
  const shape = defOf(schema).shape ?? {};
  return Object.entries(shape)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => fieldOf(key, value));
}

const blockSchemas = Object.fromEntries(
  (defOf(pageBlockSchema).options ?? []).map((schema) => {
    const shape = defOf(schema).shape ?? {};
    const literal = defOf(shape['type']!) as Def & { values: string[] };
    return [literal.values[0], schema];
  }),
) as Record<PageBlockType, AnySchema>;

/** Every block type of the registry, in the contract's order. */
export const BLOCK_TYPES = Object.keys(blockSchemas) as PageBlockType[];

const fieldsCache = new Map<PageBlockType, BlockField[]>();
/** The fields of a block type, in the schema's order (its `type` left out). */
export function blockFields(type: PageBlockType): BlockField[] {
  let fields = fieldsCache.get(type);
  if (!fields) {
    fields = fieldsOf(blockSchemas[type]);
    fieldsCache.set(type, fields);
  }
  return fields;
}

/** What a new field holds: empty texts, the first choice, a middling number, one item for a list that needs one. */
export function defaultValueOf(field: BlockField): unknown {
  switch (field.kind) {
    case 'localized':
      return { fr_FR: '', en: '' };
    case 'media':
    case 'text':
      return field.kind === 'text' && field.date ? new Date().toISOString().slice(0, 10) : '';
    case 'choice':
      return field.options[0];
    case 'number': {
      const min = field.min ?? 0;
      return Math.min(field.max ?? Number.POSITIVE_INFINITY, Math.max(min, 3));
    }
    case 'boolean':
      return false;
    case 'words':
      return [];
    case 'reference':
      return 0;
    case 'list':
      return Array.from({ length: Math.max(field.min, 1) }, () => defaultObjectOf(field.fields));
    case 'group':
      return defaultObjectOf(field.fields);
  }
}

/** An object with each required field's default; optional fields are left out until the administrator adds them. */
export function defaultObjectOf(fields: BlockField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => !field.optional).map((field) => [field.key, defaultValueOf(field)]),
  );
}

/** A new block of a type, ready to be filled in; `references` gives the site's first form, album or popup. */
export function newBlock(type: PageBlockType, references: Partial<Record<ReferenceTarget, number>> = {}) {
  const block: Record<string, unknown> = { type, ...defaultObjectOf(blockFields(type)) };
  for (const field of blockFields(type)) {
    if (field.kind === 'reference' && references[field.target]) block[field.key] = references[field.target];
  }
  return block;
}

/** The block schema of a type, to check a block before it is saved. */
export const blockSchemaOf = (type: PageBlockType) => blockSchemas[type];
