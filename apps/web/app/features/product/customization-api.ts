import { createApiClient } from '@atelier/contract/api-client';
import type { CustomizationAnswer, CustomizePrice } from '@atelier/contract';
import type { Locale } from '@atelier/contract/locales';

/**
 * The customization flow's calls from the browser (SPEC §7 Customization). The API finds the site from the
 * page's host; the answers come back in the page's language.
 */

/** A file the server accepted: its token is the customization's answer. */
export interface ValidatedFile {
  token: string;
  filename: string;
  mimeType: string;
  bytes: number;
}

export type FileCheck = { ok: true; file: ValidatedFile } | { ok: false; message: string };

const client = (locale: Locale) => createApiClient({ baseUrl: '', locale, siteId: null });

/** SPEC §5 cost of the answers given so far: base price, extra, total and each answer's line. */
export function customizePrice(
  locale: Locale,
  idProduct: number,
  idDeclination: number,
  answers: CustomizationAnswer[],
): Promise<CustomizePrice> {
  return client(locale).customizePrice(idProduct, idDeclination, answers);
}

/**
 * Sends a file to its validation (multipart, field 'file'). A refusal is a value: the server's words for
 * the file's field, or its message (SPEC §8: file validation failures come with the whole body).
 */
export async function validateCustomizationFile(
  locale: Locale,
  idCustomization: number,
  file: File,
  unreachable: string,
): Promise<FileCheck> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    response = await fetch(`/api/product-customization/${idCustomization}/file/validate`, {
      method: 'POST',
      headers: { accept: 'application/json', userLang: locale },
      body,
      credentials: 'same-origin',
    });
  } catch {
    return { ok: false, message: unreachable };
  }
  const envelope = (await response.json().catch(() => null)) as {
    success?: boolean;
    data?: ValidatedFile;
    message?: string | null;
    errors?: Record<string, string>;
  } | null;
  if (response.ok && envelope?.success && envelope.data) return { ok: true, file: envelope.data };
  return { ok: false, message: envelope?.errors?.file ?? envelope?.message ?? unreachable };
}
