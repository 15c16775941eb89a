import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileTypeFromBuffer } from '../../storage/file-type.ts';
import { loadSharp } from '../../storage/sharp.ts';
import { pickLocale, type Locale } from '@atelier/contract';
import type { Db } from '../../db/client.ts';
import { sites } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { RequestContext } from '../../context.ts';
import type { Checked } from '../../refusal.ts';
import { FileNotFoundError, privateFileKey, publicFileKey, type FileStore } from '../../storage/file-store.ts';
import * as repository from './customization.repository.ts';

/** Largest upload any customization may allow, whatever its own limit says (the multipart plugin's cap). */
export const MAX_CUSTOMIZATION_FILE_BYTES = 10 * 1024 * 1024;
/** A FILE customization without its own settings takes photos up to 5 MB. */
const DEFAULT_FILE_RULE = { accept: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 5 * 1024 * 1024 };
/** Types sharp decodes: an image of these types must also open, not just start with the right bytes. */
const DECODABLE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

export interface FileRule {
  customizationId: number;
  label: string;
  accept: string[];
  maxBytes: number;
}

export interface ReceivedFile {
  /** The form field the file came in, the key its errors are reported under. */
  field: string;
  filename: string;
  content: Buffer;
}

export interface ValidatedFile {
  token: string;
  filename: string;
  mimeType: string;
  bytes: number;
}

/** '5 Mo' in French, '5 MB' in English. */
export function formatBytes(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'fr-FR', {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(value);
}

/** 'image/png' → 'PNG', '.jpg' → 'JPG', 'image/*' stays as it is. */
export const acceptLabel = (accept: string[]) =>
  accept.map((entry) => (entry.endsWith('/*') ? entry : entry.replace(/^.*[/.]/, '').toUpperCase())).join(', ');

/**
 * Whether a file whose bytes say it is an image of a type sharp decodes also opens as one: decoding the whole
 * image (in strips, at most 100 megapixels) catches a truncated or forged file that a look at its header would
 * let through. sharp's refusal is the answer here, not a fault. Files of other types pass.
 */
export async function opensIfImage(content: Buffer, mime: string): Promise<boolean> {
  if (!DECODABLE_IMAGES.has(mime)) return true;
  const sharp = await loadSharp();
  return sharp(content, { failOn: 'error', sequentialRead: true, limitInputPixels: 100_000_000 })
    .stats()
    .then(
      () => true,
      () => false,
    );
}

/** An accept entry is a MIME type ('image/png'), a family ('image/*') or an extension ('.png' or 'png'). */
export function isAccepted(accept: string[], type: { mime: string; ext: string }): boolean {
  return accept.some((raw) => {
    const entry = raw.trim().toLowerCase();
    if (entry.endsWith('/*')) return type.mime.startsWith(entry.slice(0, -1));
    if (entry.includes('/')) return entry === type.mime || (entry === 'image/jpg' && type.mime === 'image/jpeg');
    const ext = entry.replace(/^\./, '');
    return ext === type.ext || (ext === 'jpeg' && type.ext === 'jpg');
  });
}

/** What a customization accepts; a customization that takes no file is a bad request, an unknown one a 404. */
export async function fileRule(ctx: RequestContext, customizationId: number): Promise<FileRule> {
  const row = await repository.findCustomization(ctx, customizationId);
  if (!row) throw notFound('Customization', customizationId);
  const label = pickLocale(row.label, ctx.locale);
  if (row.inputType !== 'FILE') throw new AppError('BAD_REQUEST', 'CUSTOMIZATION_TAKES_NO_FILE', { label });
  const settings = row.file ?? DEFAULT_FILE_RULE;
  return {
    customizationId: row.id,
    label,
    accept: settings.accept.length > 0 ? settings.accept : DEFAULT_FILE_RULE.accept,
    maxBytes: Math.min(settings.maxBytes, MAX_CUSTOMIZATION_FILE_BYTES),
  };
}

/** The refusal of a file larger than the customization allows (the multipart reader stops at the limit). */
export const fileTooLarge = (ctx: RequestContext, rule: FileRule, field: string): Checked<never> => ({
  ok: false,
  status: 413,
  problems: [{ field, code: 'CUSTOMIZATION_FILE_TOO_LARGE', params: { max: formatBytes(rule.maxBytes, ctx.locale) } }],
});

/** A name fit to show back: no folders, no control characters, not too long. */
function displayName(filename: string, fallback: string) {
  // eslint-disable-next-line no-control-regex
  const name = path.posix.basename(filename.replaceAll('\\', '/')).replace(/[\u0000-\u001f\u007f]/g, '');
  return name.trim().slice(0, 200) || fallback;
}

/**
 * SPEC §5 file validation: the type is read from the content, never from the name or the declared type,
 * so a text renamed photo.png is refused; it must be one the customization accepts and, for an image,
 * open as one. The accepted file is kept private in the file store (`customerFileKey`), under the site's
 * customizations/ folder with the extension of its real type, and the answer carries its token.
 */
export async function storeCustomizationFile(
  ctx: RequestContext,
  store: FileStore,
  rule: FileRule,
  file: ReceivedFile,
): Promise<Checked<ValidatedFile>> {
  const refuse = (
    code: 'CUSTOMIZATION_FILE_EMPTY' | 'CUSTOMIZATION_FILE_TYPE_UNKNOWN' | 'CUSTOMIZATION_FILE_DAMAGED',
  ): Checked<never> => ({
    ok: false,
    status: 400,
    problems: [{ field: file.field, code, params: { accept: acceptLabel(rule.accept) } }],
  });
  if (file.content.length === 0) return refuse('CUSTOMIZATION_FILE_EMPTY');
  if (file.content.length > rule.maxBytes) return fileTooLarge(ctx, rule, file.field);
  const type = await fileTypeFromBuffer(file.content);
  if (!type) return refuse('CUSTOMIZATION_FILE_TYPE_UNKNOWN');
  if (!isAccepted(rule.accept, type)) {
    return {
      ok: false,
      status: 400,
      problems: [
        {
          field: file.field,
          code: 'CUSTOMIZATION_FILE_TYPE_REFUSED',
          params: { type: type.ext.toUpperCase(), accept: acceptLabel(rule.accept) },
        },
      ],
    };
  }
  if (!(await opensIfImage(file.content, type.mime))) return refuse('CUSTOMIZATION_FILE_DAMAGED');

  const token = randomUUID();
  const stored = `customizations/${token}.${type.ext}`;
  const key = customerFileKey(ctx.siteId, stored);
  await store.put(key, file.content, { contentType: type.mime });
  try {
    await repository.insertCustomizationFile(ctx, {
      customizationId: rule.customizationId,
      token,
      file: stored,
      mimeType: type.mime,
      bytes: file.content.length,
    });
  } catch (error) {
    await store.delete(key);
    throw error;
  }
  return {
    ok: true,
    value: {
      token,
      filename: displayName(file.filename, `${token}.${type.ext}`),
      mimeType: type.mime,
      bytes: file.content.length,
    },
  };
}

/**
 * Where a customer's file is kept: private (issue 20 item 3), sent only to the site's administrators by
 * `GET /admin/order/{id}/customer-file/…`. `file` is the path the order line's answer stores (`customizations/….png`).
 */
export const customerFileKey = (siteId: number, file: string) => privateFileKey(siteId, file);

/**
 * A customer's file as a stream, or `FileNotFoundError`. A file sent before the files became private is still
 * under the site's public media until `moveCustomerFilesToPrivate` moves it: it is read there meanwhile.
 */
export async function customerFileStream(store: FileStore, siteId: number, file: string) {
  try {
    return await store.getStream(customerFileKey(siteId, file));
  } catch (error) {
    if (!(error instanceof FileNotFoundError)) throw error;
    return store.getStream(publicFileKey(siteId, file));
  }
}

/**
 * Moves the customers' files an earlier version kept public (`site-<id>/public/customizations/`) to their private
 * key, so that none keeps a URL. Copied first, then deleted: a move cut short, or run twice at once by two
 * processes, loses no file. Run at each start; on a site without such files it is one listing.
 */
export async function moveCustomerFilesToPrivate(db: Db, store: FileStore): Promise<number> {
  let moved = 0;
  for (const { id: siteId } of await db.select({ id: sites.id }).from(sites)) {
    const prefix = `site-${siteId}/public/customizations/`;
    for (const listed of await store.list(prefix)) {
      const file = `customizations/${listed.key.slice(prefix.length)}`;
      try {
        const { content, contentType } = await store.getBytes(listed.key);
        await store.put(customerFileKey(siteId, file), content, { contentType });
      } catch (error) {
        // Another process moved it meanwhile.
        if (error instanceof FileNotFoundError) continue;
        throw error;
      }
      await store.delete(listed.key);
      moved += 1;
    }
  }
  return moved;
}
