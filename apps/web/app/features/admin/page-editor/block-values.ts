import { missesEnglish } from '../localized-form.ts';
import { pageBlockSchema, pickLocale, type Locale, type PageBlock, type PageBlockType } from '@atelier/contract';

/** A block as the editor holds it: maybe unfinished (an image not chosen yet), so not yet a `PageBlock`. */
export type DraftBlock = { type: PageBlockType } & Record<string, unknown>;
/** Where a value sits in a block: `['cta', 'label']`, `['images', 2, 'alt']`. */
export type FieldPath = (string | number)[];

export const pathKey = (path: FieldPath) => path.join('.');

export function valueAt(value: unknown, path: FieldPath): unknown {
  let current = value;
  for (const step of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of `value` with `next` at `path` (`undefined` removes an object's key); the rest is shared, not copied. */
export function withValueAt<T>(value: T, path: FieldPath, next: unknown): T {
  if (path.length === 0) return next as T;
  const [step, ...rest] = path as [string | number, ...FieldPath];
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[step as number] = withValueAt(copy[step as number], rest, next);
    return copy as T;
  }
  const object = { ...((value ?? {}) as Record<string, unknown>) };
  const inner = withValueAt(object[step], rest, next);
  if (inner === undefined) delete object[step];
  else object[step] = inner;
  return object as T;
}

/** An item moved from one place of a list to another. */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

const isLocalized = (value: unknown): value is { fr_FR: string; en?: string } =>
  value !== null &&
  typeof value === 'object' &&
  typeof (value as { fr_FR?: unknown }).fr_FR === 'string' &&
  Object.keys(value).every((key) => key === 'fr_FR' || key === 'en');

/** The texts of a block written in French but not in English (their paths): the English page would show French. */
export function missingEnglish(value: unknown, path: FieldPath = []): FieldPath[] {
  if (isLocalized(value)) return missesEnglish(value) ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((item, index) => missingEnglish(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => missingEnglish(inner, [...path, key]));
  }
  return [];
}

/** Why a field is refused, in the editor's words (a message key of admin-page-editor's `error`). */
export type FieldErrorKey = 'required' | 'image' | 'tooSmall' | 'tooBig' | 'date' | 'invalid';

/** A block checked against its schema: the block when it is complete, else the error of each field. */
export function checkBlock(
  block: DraftBlock,
): { ok: true; block: PageBlock } | { ok: false; errors: Record<string, FieldErrorKey> } {
  const result = pageBlockSchema.safeParse(block);
  if (result.success) return { ok: true, block: result.data };
  const errors: Record<string, FieldErrorKey> = {};
  for (const issue of result.error.issues) {
    const key = pathKey(issue.path as FieldPath);
    if (errors[key]) continue;
    errors[key] =
      issue.code === 'invalid_type'
        ? 'required'
        : issue.code === 'invalid_format'
          ? issue.format === 'regex'
            ? 'image'
            : 'date'
          : issue.code === 'too_small'
            ? 'tooSmall'
            : issue.code === 'too_big'
              ? 'tooBig'
              : 'invalid';
  }
  return { ok: false, errors };
}

/** A short name for a block in the list: its first text (title, label…) in the language, if it has one. */
export function blockSummary(block: DraftBlock, locale: Locale): string {
  for (const key of ['title', 'label', 'text', 'html']) {
    const value = block[key];
    if (isLocalized(value)) {
      const text = (pickLocale(value, locale) ?? '')
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      if (text) return text.length > 60 ? `${text.slice(0, 59)}…` : text;
    }
  }
  return '';
}
