import {
  PARAMETER_CATALOG,
  PARAMETER_EDITOR_INFO,
  parameterEditorOf,
  type AdminParameter,
  type ParameterDefinition,
  type ParameterKey,
  type ParameterUpdate,
} from '@atelier/contract';
import type { RequestContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';
import { recordChange } from '../audit/audit.service.ts';
import { checkParameterValue, isCatalogueKey } from './parameter-value.ts';
import * as repository from './site-settings.repository.ts';

/**
 * The back-office's site parameters (issue 18 item 4): every key of the catalogue with its editor, and one key's
 * save, checked against its kind. `changed` drops what the API and the storefront keep of the site once the
 * write is committed (the database's notification tells the other processes).
 */
export interface SiteChangedDeps {
  changed(siteId: number): void;
}

export interface StoredValue {
  value: string | null;
  translations: Partial<Record<'en', string>>;
}

/** A key's check: from its stored value, the value to store (or the problems). */
export type ParameterCheck = (before: StoredValue) => Checked<StoredValue>;

const definitionOf = (key: ParameterKey): ParameterDefinition => PARAMETER_CATALOG.find((entry) => entry.type === key)!;

function adminParameterOf(key: ParameterKey, stored: StoredValue | undefined): AdminParameter {
  const definition = definitionOf(key);
  const info = PARAMETER_EDITOR_INFO[key];
  const translatable = definition.translatable === true;
  return {
    key,
    kind: definition.kind,
    editor: parameterEditorOf(key),
    group: info.group,
    label: { fr_FR: definition.label, en: info.labelEn },
    help: info.help,
    defaultValue: definition.defaultValue,
    value: stored ? stored.value : definition.defaultValue,
    translatable,
    translations: { en: translatable ? (stored?.translations.en ?? null) : null },
    min: info.min ?? null,
    max: info.max ?? null,
    integer: info.integer ?? false,
    choices: info.choices ? [...info.choices] : [],
  };
}

/** `GET /admin/parameter`: every key of the catalogue, in its order, with the site's stored value. */
export async function listAdminParameters(ctx: RequestContext): Promise<AdminParameter[]> {
  const rows = new Map((await repository.findParameters(ctx)).map((row) => [row.type, row]));
  return PARAMETER_CATALOG.map((definition) => adminParameterOf(definition.type, rows.get(definition.type)));
}

/** The colour keys of the catalogue with their values (the theme page's colours). */
export async function listColourParameters(ctx: RequestContext): Promise<AdminParameter[]> {
  return (await listAdminParameters(ctx)).filter((parameter) => parameter.editor === 'COLOR');
}

/** The value and English version to store, each checked; the English one kept when the update leaves it out. */
function checkedUpdate(key: ParameterKey, update: ParameterUpdate, before: StoredValue): Checked<StoredValue> {
  const value = checkParameterValue(key, update.value);
  const problems: FieldProblem[] = value.ok ? [] : [...value.problems];
  const translatable = definitionOf(key).translatable === true;
  let translations = before.translations;
  const sentEnglish = update.translations?.en;
  if (sentEnglish !== undefined) {
    if (!translatable && sentEnglish !== null && sentEnglish.trim() !== '') {
      problems.push({ field: `${key}.en`, code: 'PARAMETER_NOT_TRANSLATABLE' });
    } else {
      const english = checkParameterValue(key, sentEnglish, `${key}.en`);
      if (!english.ok) problems.push(...english.problems);
      else translations = english.value === null ? {} : { en: english.value };
    }
  }
  if (problems.length > 0 || !value.ok) return refused(problems);
  return accepted({ value: value.value, translations });
}

const sameValue = (a: StoredValue, b: StoredValue) =>
  a.value === b.value && (a.translations.en ?? null) === (b.translations.en ?? null);

/** Writes checked values of some keys in the caller's transaction, with one audit entry. */
export async function writeParameters(
  tx: RequestContext,
  updates: Map<ParameterKey, ParameterCheck>,
  audit: { action: string; entityId: string },
): Promise<Checked<Map<ParameterKey, StoredValue>>> {
  const locked = new Map((await repository.lockParameters(tx, [...updates.keys()])).map((row) => [row.type, row]));
  const written = new Map<ParameterKey, StoredValue>();
  const problems: FieldProblem[] = [];
  const before: Record<string, StoredValue> = {};
  for (const [key, check] of updates) {
    const row = locked.get(key);
    const stored = row
      ? { value: row.value, translations: row.translations }
      : { value: definitionOf(key).defaultValue, translations: {} };
    const checked = check(stored);
    if (!checked.ok) problems.push(...checked.problems);
    else if (!row || !sameValue(stored, checked.value)) {
      before[key] = stored;
      written.set(key, checked.value);
    }
  }
  if (problems.length > 0) return refused(problems);
  // Nothing changed: no write, no audit entry (the answer is the stored value).
  if (written.size === 0) return accepted(written);
  for (const [key, value] of written) {
    const definition = definitionOf(key);
    await repository.upsertParameter(tx, { type: key, kind: definition.kind, label: definition.label, ...value });
  }
  await recordChange(tx, {
    action: audit.action,
    entity: 'parameter',
    entityId: audit.entityId,
    before,
    after: Object.fromEntries(written),
  });
  return accepted(written);
}

/** `PUT /admin/parameter/{key}`: 404 outside the catalogue; 400 naming the key when the value does not fit. */
export async function setParameter(
  ctx: RequestContext,
  deps: SiteChangedDeps,
  key: string,
  update: ParameterUpdate,
): Promise<Checked<AdminParameter>> {
  if (!isCatalogueKey(key)) throw notFound('Parameter', key);
  const written = await ctx.db.transaction(async (db) =>
    writeParameters({ ...ctx, db }, new Map([[key, (before: StoredValue) => checkedUpdate(key, update, before)]]), {
      action: 'parameter.set',
      entityId: key,
    }),
  );
  if (!written.ok) return written;
  const saved = written.value.get(key);
  if (!saved) return accepted((await listAdminParameters(ctx)).find((parameter) => parameter.key === key)!);
  deps.changed(ctx.siteId);
  return accepted(adminParameterOf(key, saved));
}
