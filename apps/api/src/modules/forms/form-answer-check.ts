import path from 'node:path';
import { fileTypeFromBuffer } from '../../storage/file-type.ts';
import { z } from 'zod';
import { checkPhone, isFieldShown, type FormFieldDefinition } from '@atelier/contract';
import type { Locale } from '@atelier/contract';
import type { FieldProblem } from '../../refusal.ts';
import { acceptLabel, formatBytes, isAccepted, opensIfImage } from '../customization/customization-file.service.ts';

/** Largest file any form field may take, whatever its own limit says (the multipart reader's cap). */
export const MAX_FORM_FILE_BYTES = 10 * 1024 * 1024;
/** A file field without its own settings takes photos up to 5 MB, one file. */
const DEFAULT_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'];
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_MAX_LENGTH = { text: 200, longText: 5000 } as const;

export interface ReceivedFile {
  field: string;
  filename: string;
  content: Buffer;
  /** The multipart reader stopped at MAX_FORM_FILE_BYTES. */
  truncated: boolean;
}

export interface CheckedFile {
  field: string;
  filename: string;
  content: Buffer;
  mimeType: string;
  ext: string;
}

export interface ReceivedAnswer {
  values: Record<string, string[]>;
  files: ReceivedFile[];
}

export interface CheckedAnswer {
  /** Each shown field's answer (files apart); hidden and unknown fields are dropped. */
  answers: Record<string, string | string[]>;
  files: CheckedFile[];
  /** The first e-mail field's answer: who gets the acknowledgement. */
  email: string | null;
}

export const fileRuleOf = (field: FormFieldDefinition) => ({
  accept: field.accept?.length ? field.accept : DEFAULT_ACCEPT,
  maxBytes: Math.min(field.maxBytes ?? DEFAULT_MAX_BYTES, MAX_FORM_FILE_BYTES),
  maxFiles: field.maxFiles ?? 1,
});

/** A name fit to show back and to attach: no folders, no control characters, not too long. */
export function displayName(filename: string, fallback: string) {
  // eslint-disable-next-line no-control-regex
  const name = path.posix.basename(filename.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f"]/g, '');
  return name.trim().slice(0, 200) || fallback;
}

const emailSchema = z.email();
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string) {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The problems of one field's text answers (not files), as i18n keys. */
function valueProblems(field: FormFieldDefinition, values: string[]): FieldProblem[] {
  const problem = (code: FieldProblem['code'], params?: FieldProblem['params']): FieldProblem[] => [
    params ? { field: field.key, code, params } : { field: field.key, code },
  ];
  if (values.length === 0) return field.required ? problem('FIELD_REQUIRED') : [];
  if (field.type !== 'checkboxes' && values.length > 1) return problem('FORM_ONE_VALUE');
  const value = values[0]!;
  const options = new Set((field.options ?? []).map((option) => option.value));
  switch (field.type) {
    case 'text':
    case 'longText': {
      const maxLength = field.maxLength ?? DEFAULT_MAX_LENGTH[field.type];
      return value.length > maxLength ? problem('STRING_TOO_LONG', { maximum: maxLength }) : [];
    }
    case 'email':
      return emailSchema.safeParse(value).success && value.length <= 254 ? [] : problem('EMAIL_INVALID');
    case 'phone': {
      const checked = checkPhone(value, { mobileOnly: false });
      return checked.ok ? [] : problem(checked.problem);
    }
    case 'number': {
      const number = Number(value.replace(',', '.'));
      if (!/^-?\d+([.,]\d+)?$/.test(value) || !Number.isFinite(number)) return problem('FORM_NOT_NUMBER');
      if (field.min !== undefined && number < field.min) return problem('FIELD_TOO_SMALL', { minimum: field.min });
      if (field.max !== undefined && number > field.max) return problem('FIELD_TOO_BIG', { maximum: field.max });
      return [];
    }
    case 'date':
      return isRealDate(value) ? [] : problem('FORM_DATE_INVALID');
    case 'select':
    case 'radio':
    case 'checkboxes':
      return values.every((one) => options.has(one)) ? [] : problem('FORM_OPTION_UNKNOWN');
    case 'file':
      return [];
  }
}

/**
 * SPEC §5 file validation: the type is read from the content, never from the name or the declared type, so a
 * text renamed photo.jpg is refused; an image must also open. Answers the file with its real type, or problems.
 */
async function checkFile(
  field: FormFieldDefinition,
  file: ReceivedFile,
  locale: Locale,
): Promise<{ file?: CheckedFile; problems: FieldProblem[] }> {
  const rule = fileRuleOf(field);
  const name = displayName(file.filename, field.key);
  const refuse = (code: FieldProblem['code'], params: FieldProblem['params'] = {}) => ({
    problems: [{ field: field.key, code, params: { name, accept: acceptLabel(rule.accept), ...params } }],
  });
  if (file.content.length === 0) return refuse('FORM_FILE_EMPTY');
  if (file.truncated || file.content.length > rule.maxBytes) {
    return refuse('FORM_FILE_TOO_LARGE', { max: formatBytes(rule.maxBytes, locale) });
  }
  const type = await fileTypeFromBuffer(file.content);
  if (!type) return refuse('FORM_FILE_TYPE_UNKNOWN');
  if (!isAccepted(rule.accept, type)) return refuse('FORM_FILE_TYPE_REFUSED', { type: type.ext.toUpperCase() });
  if (!(await opensIfImage(file.content, type.mime))) return refuse('FORM_FILE_DAMAGED');
  return {
    file: { field: field.key, filename: name, content: file.content, mimeType: type.mime, ext: type.ext },
    problems: [],
  };
}

/**
 * Checks an answer against the form's fields (SPEC §5): required fields (only those shown: a conditional
 * field hidden by the other answers is neither required nor kept), e-mail, phone, number bounds, dates,
 * choices among the options, files by content, size and count. Every field's problems at once.
 */
export async function checkAnswer(
  fields: readonly FormFieldDefinition[],
  received: ReceivedAnswer,
  locale: Locale,
): Promise<{ ok: true; value: CheckedAnswer } | { ok: false; problems: FieldProblem[] }> {
  const problems: FieldProblem[] = [];
  const answers: Record<string, string | string[]> = {};
  const files: CheckedFile[] = [];
  let email: string | null = null;
  const values = Object.fromEntries(
    Object.entries(received.values).map(([key, given]) => [key, given.map((one) => one.trim()).filter(Boolean)]),
  );
  for (const field of fields) {
    if (!isFieldShown(field, values)) continue;
    if (field.type === 'file') {
      const sent = received.files.filter((file) => file.field === field.key);
      const rule = fileRuleOf(field);
      if (sent.length === 0) {
        if (field.required) problems.push({ field: field.key, code: 'FORM_FILE_REQUIRED' });
        continue;
      }
      if (sent.length > rule.maxFiles) {
        problems.push({ field: field.key, code: 'FORM_TOO_MANY_FILES', params: { max: rule.maxFiles } });
        continue;
      }
      for (const file of sent) {
        const checked = await checkFile(field, file, locale);
        problems.push(...checked.problems);
        if (checked.file) files.push(checked.file);
      }
      continue;
    }
    const given = values[field.key] ?? [];
    const found = valueProblems(field, given);
    problems.push(...found);
    if (found.length > 0 || given.length === 0) continue;
    answers[field.key] = field.type === 'checkboxes' ? given : given[0]!;
    if (field.type === 'email' && email === null) email = given[0]!;
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value: { answers, files, email } };
}
