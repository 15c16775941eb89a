import type { MadeToMeasureRequestInput } from '@atelier/contract';
import { dateTimeFormat } from '@atelier/domain';

/**
 * The request form's fields (issue 19 item 1) as a plain multipart form posts them, and their mapping to the
 * contract's nested `madeToMeasureRequestInputSchema`: the browser's check and the route's action read the form
 * the same way. Pure and free of the contract's values, so the page's first chunk stays small.
 */
export const REQUEST_FIELDS = [
  'pieceKind',
  'description',
  'width',
  'depth',
  'height',
  'condition',
  'images',
  'fabricType',
  'fabricDeclination',
  'ownFabric',
  'wishedDate',
  'handover',
  'delivery-firstname',
  'delivery-lastname',
  'delivery-company',
  'delivery-address',
  'delivery-addressPart2',
  'delivery-postalCode',
  'delivery-city',
  'delivery-country',
  'message',
  'firstname',
  'lastname',
  'email',
  'phone',
] as const;
export type RequestField = (typeof REQUEST_FIELDS)[number];

/** The form's text values by field, to show again after a refusal (files are not sent back). */
export type RequestValues = Partial<Record<RequestField, string>>;

export const ADDRESS_PARTS = [
  'firstname',
  'lastname',
  'company',
  'address',
  'addressPart2',
  'postalCode',
  'city',
  'country',
] as const;

const isField = (key: string): key is RequestField => (REQUEST_FIELDS as readonly string[]).includes(key);

export function requestValuesOf(form: FormData): RequestValues {
  const values: RequestValues = {};
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && isField(key) && key !== 'images') values[key] = value;
  }
  return values;
}

const textOf = (values: RequestValues, field: RequestField) => values[field]?.trim() ?? '';
const optionalText = (values: RequestValues, field: RequestField) => textOf(values, field) || null;
/** A dimension in whole centimetres, or null when left empty; what is not a number is kept for the check to refuse. */
function centimetres(values: RequestValues, field: RequestField): number | null {
  const text = textOf(values, field).replace(',', '.');
  return text === '' ? null : Number(text);
}

/** The contract's input of a request from the form's values (unchecked: the schema says what is wrong). */
export function requestInputOf(values: RequestValues): MadeToMeasureRequestInput {
  const fabricType = textOf(values, 'fabricType');
  const fabric =
    fabricType === 'SHOP'
      ? { type: 'SHOP' as const, idDeclination: Number(textOf(values, 'fabricDeclination')) }
      : fabricType === 'OWN'
        ? { type: 'OWN' as const, description: textOf(values, 'ownFabric') }
        : { type: 'UNDECIDED' as const };
  const handover = textOf(values, 'handover') as MadeToMeasureRequestInput['handover'];
  const deliveryAddress =
    handover === 'DELIVERY'
      ? {
          firstname: textOf(values, 'delivery-firstname'),
          lastname: textOf(values, 'delivery-lastname'),
          company: optionalText(values, 'delivery-company'),
          address: textOf(values, 'delivery-address'),
          addressPart2: optionalText(values, 'delivery-addressPart2'),
          postalCode: textOf(values, 'delivery-postalCode'),
          city: textOf(values, 'delivery-city'),
          country: textOf(values, 'delivery-country') || 'FR',
        }
      : null;
  return {
    pieceKind: textOf(values, 'pieceKind') as MadeToMeasureRequestInput['pieceKind'],
    description: textOf(values, 'description'),
    dimensions: {
      width: centimetres(values, 'width'),
      depth: centimetres(values, 'depth'),
      height: centimetres(values, 'height'),
    },
    condition: textOf(values, 'condition') as MadeToMeasureRequestInput['condition'],
    fabric,
    wishedDate: optionalText(values, 'wishedDate'),
    handover,
    deliveryAddress,
    message: optionalText(values, 'message'),
    firstname: optionalText(values, 'firstname'),
    lastname: optionalText(values, 'lastname'),
    email: optionalText(values, 'email'),
    phone: optionalText(values, 'phone'),
  };
}

/**
 * The form's field of a problem's path in the contract's input (`['dimensions', 'width']` → `width`,
 * `fabric.idDeclination` → `fabricDeclination`, `deliveryAddress.city` → `delivery-city`); the API names its
 * multipart field first (`request.…`). Null when no field of the form matches.
 */
export function fieldOfPath(path: readonly PropertyKey[] | string): RequestField | null {
  const parts = (typeof path === 'string' ? path.split('.') : path.map(String)).filter(
    (part, index) => !(index === 0 && part === 'request'),
  );
  const [head, next] = parts;
  if (!head) return null;
  if (head === 'dimensions') return next && isField(next) ? next : 'width';
  if (head === 'fabric')
    return next === 'idDeclination' ? 'fabricDeclination' : next === 'description' ? 'ownFabric' : 'fabricType';
  if (head === 'deliveryAddress') {
    const field = `delivery-${next ?? 'address'}`;
    return isField(field) ? field : 'delivery-address';
  }
  if (head === 'images' || head === 'photos') return 'images';
  return isField(head) ? head : null;
}

/**
 * Today in the shop's time zone, 'YYYY-MM-DD': the first day a wished date may take, and the day a quote's validity
 * is counted from (the back-office's job page).
 */
export function todayInParis(now = new Date()) {
  return dateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/**
 * What is checked beyond the schema: a guest's name and e-mail, a wished date in the past, too many photos, a file that is not a
 * picture (the API checks their content again).
 */
export function extraProblems(
  values: RequestValues,
  files: readonly File[],
  maxPhotos: number,
  today: string,
  guest: boolean,
) {
  const problems: Partial<Record<RequestField, 'invalid' | 'pastDate' | 'tooManyPhotos' | 'notImage'>> = {};
  // A guest is known only by what they type: their name and e-mail are needed (the schema lets an account fill them).
  if (guest) {
    for (const field of ['firstname', 'lastname', 'email'] as const)
      if (!values[field]?.trim()) problems[field] = 'invalid';
  }
  if (values.wishedDate && values.wishedDate < today) problems.wishedDate = 'pastDate';
  const photos = files.filter((file) => file.size > 0);
  if (photos.length > maxPhotos) problems.images = 'tooManyPhotos';
  else if (photos.some((file) => !file.type.startsWith('image/'))) problems.images = 'notImage';
  return problems;
}
