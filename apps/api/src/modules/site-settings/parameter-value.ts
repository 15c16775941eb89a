import { PARAMETER_CATALOG, PARAMETER_EDITOR_INFO, parameterEditorOf, type ParameterKey } from '@atelier/contract';
import { normalizeColour } from '@atelier/domain';
import { sanitizeRichHtml } from '../../storage/rich-html.ts';
import { accepted, refused, type Checked, type FieldProblem } from '../../refusal.ts';

/**
 * A parameter's value checked against its kind (issue 18 item 4), as the site will store it: a colour as
 * `#rrggbbaa`, a number as typed, rich text sanitised. Empty means not set (null). `field` names the key, so a
 * refusal says which setting is wrong.
 */

export function isCatalogueKey(key: string): key is ParameterKey {
  return PARAMETER_CATALOG.some((definition) => definition.type === key);
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const SITE_PATH = /^\/(?!\/)\S*$/;
const HANDLE = /^@?[\w.\-/]{1,100}$/;

function isWebAddress(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

export function checkParameterValue(
  key: ParameterKey,
  input: string | null,
  field: string = key,
): Checked<string | null> {
  const info = PARAMETER_EDITOR_INFO[key];
  const editor = parameterEditorOf(key);
  const value = editor === 'CODE' || editor === 'TEXT' ? (input ?? '') : (input ?? '').trim();
  if (value.trim() === '') return accepted(null);
  const problem = (code: FieldProblem['code'], params?: FieldProblem['params']) =>
    refused([params ? { field, code, params } : { field, code }]);
  switch (editor) {
    case 'BOOLEAN':
      return value === 'true' || value === 'false' ? accepted(value) : problem('PARAMETER_BOOLEAN');
    case 'NUMBER': {
      const min = info.min ?? Number.MIN_SAFE_INTEGER;
      const max = info.max ?? Number.MAX_SAFE_INTEGER;
      const number = Number(value);
      const fits = NUMBER.test(value) && number >= min && number <= max && (!info.integer || Number.isInteger(number));
      if (fits) return accepted(String(number));
      return problem(info.integer ? 'PARAMETER_INTEGER' : 'PARAMETER_NUMBER', { min, max });
    }
    case 'COLOR': {
      const colour = normalizeColour(value);
      return colour ? accepted(colour) : problem('PARAMETER_COLOUR');
    }
    case 'CHOICE': {
      const choices = info.choices ?? [];
      return choices.some((choice) => choice.value === value)
        ? accepted(value)
        : problem('PARAMETER_CHOICE', { choices: choices.map((choice) => choice.value).join(', ') });
    }
    case 'LINK':
      if (isWebAddress(value) || SITE_PATH.test(value)) return accepted(value);
      if (info.handle && HANDLE.test(value)) return accepted(value);
      return problem(info.handle ? 'PARAMETER_HANDLE' : 'PARAMETER_LINK');
    case 'TEXT': {
      const clean = sanitizeRichHtml(value);
      return accepted(clean === '' ? null : clean);
    }
    case 'CODE':
      // The merchant's own CSS, script or HTML, rendered as written (MerchantCode.tsx): never rewritten.
      return accepted(value);
    case 'STRING':
      return accepted(value);
  }
}
