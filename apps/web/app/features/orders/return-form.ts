import type { OrderBackRequest, OrderBackRequestKind, OrderReturnability } from '@atelier/contract';

/**
 * The return form of `/account/orders/{id}/return` (issue 7 item 3) as the API's multipart request: each line
 * ticked (`line`) with its quantity (`quantity-{idOrderLine}`), the kind, the reason, the comment and the photos
 * (`images`). Pure: the route's action builds the request with it, the browser checks the form with it first.
 */

export const LINE_FIELD = 'line';
export const PHOTO_FIELD = 'images';
export const quantityField = (idOrderLine: number) => `quantity-${idOrderLine}`;

/** The API's limits on photos (contract order-backs.ts), given to the page by its loader. */
export interface PhotoLimits {
  maxPhotos: number;
  maxPhotoBytes: number;
  photoTypes: readonly string[];
}

export interface ReturnFormValues {
  lines: { idOrderLine: number; quantity: number }[];
  kind: OrderBackRequestKind;
  reason: string;
  comment: string;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The ticked lines with their quantities (a quantity that is not a whole number reads 0: the API refuses it). */
export function returnFormValues(form: FormData): ReturnFormValues {
  const ticked = [...new Set(form.getAll(LINE_FIELD).map(String))].filter((id) => /^\d{1,10}$/.test(id));
  return {
    lines: ticked.map((id) => {
      const quantity = text(form, quantityField(Number(id)));
      return { idOrderLine: Number(id), quantity: /^\d{1,6}$/.test(quantity) ? Number(quantity) : 0 };
    }),
    kind: text(form, 'kind') === 'DAMAGE' ? 'DAMAGE' : 'RETURN',
    reason: text(form, 'reason'),
    comment: text(form, 'comment'),
  };
}

/** The request of `POST /order/{id}/back-products`. */
export function returnRequest(values: ReturnFormValues): OrderBackRequest {
  return {
    lines: values.lines,
    kind: values.kind,
    reason: values.reason || null,
    comment: values.comment || null,
  };
}

/** The files of the photo field (an empty file input posts one nameless, empty file). */
export function photosOf(form: FormData): File[] {
  return form.getAll(PHOTO_FIELD).filter((value): value is File => typeof value !== 'string' && value.size > 0);
}

/** A problem the browser finds before sending the form, and the values of its message. */
export interface ReturnProblem {
  code: 'noLine' | 'quantity' | 'reason' | 'photoRequired' | 'tooManyPhotos' | 'photoTooLarge' | 'photoType';
  params?: Record<string, string | number>;
}

/**
 * What the API would refuse, found in the browser: no line, a quantity outside 1…remaining, a return without a
 * reason, a damage report without a photo, too many, too large or unaccepted photos. Keyed by form field.
 */
export function returnFormProblems(
  values: ReturnFormValues,
  photos: { name: string; size: number; type: string }[],
  returnability: Pick<OrderReturnability, 'lines'>,
  limits: PhotoLimits,
): Record<string, ReturnProblem> {
  const problems: Record<string, ReturnProblem> = {};
  if (values.lines.length === 0) problems[LINE_FIELD] = { code: 'noLine' };
  for (const line of values.lines) {
    const remaining = returnability.lines.find((sold) => sold.idOrderLine === line.idOrderLine)?.remaining ?? 0;
    if (line.quantity < 1 || line.quantity > remaining) {
      problems[quantityField(line.idOrderLine)] = { code: 'quantity', params: { max: remaining } };
    }
  }
  if (values.kind === 'RETURN' && !values.reason) problems['reason'] = { code: 'reason' };
  const photoProblem = photoProblemOf(values.kind, photos, limits);
  if (photoProblem) problems[PHOTO_FIELD] = photoProblem;
  return problems;
}

function photoProblemOf(
  kind: OrderBackRequestKind,
  photos: { name: string; size: number; type: string }[],
  limits: PhotoLimits,
): ReturnProblem | null {
  if (kind === 'DAMAGE' && photos.length === 0) return { code: 'photoRequired' };
  if (photos.length > limits.maxPhotos) return { code: 'tooManyPhotos', params: { max: limits.maxPhotos } };
  const large = photos.find((photo) => photo.size > limits.maxPhotoBytes);
  if (large) return { code: 'photoTooLarge', params: { name: large.name, max: megabytes(limits.maxPhotoBytes) } };
  // The API reads the type from the content; the browser's guess from the name is enough to warn early.
  const foreign = photos.find((photo) => photo.type !== '' && !limits.photoTypes.includes(photo.type));
  if (foreign) return { code: 'photoType', params: { name: foreign.name } };
  return null;
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * The API's field errors on the form's fields: `lines.{index}.quantity` (the index of the request's lines) is the
 * quantity of that line, `lines` the lines' fieldset; the others keep their names (reason, comment, kind, images,
 * order).
 */
export function formErrorsOf(apiErrors: Record<string, string>, lines: ReturnFormValues['lines']) {
  const errors: Record<string, string> = {};
  for (const [key, text] of Object.entries(apiErrors)) {
    const index = /^lines\.(\d+)(?:\.|$)/.exec(key)?.[1];
    const line = index === undefined ? undefined : lines[Number(index)];
    const field = line ? quantityField(line.idOrderLine) : key === 'lines' ? LINE_FIELD : key;
    errors[field] = errors[field] ? `${errors[field]} / ${text}` : text;
  }
  return errors;
}
