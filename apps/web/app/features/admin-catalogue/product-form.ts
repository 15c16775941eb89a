import {
  DISCOUNT_DETAIL_TYPES,
  DISCOUNT_TYPES,
  PRODUCT_KINDS,
  type AdminProduct,
  type AdminProductInput,
  type ProductKind,
} from '@atelier/contract';
import {
  centsOf,
  checkedOf,
  decimalOf,
  inputErrorsOf,
  rowsOf,
  textOf,
  wholeOf,
  type RowErrors,
} from './form-reading.ts';

/**
 * The product form of the back-office (issue 16 item 6) read back into the contract's input: its texts, sale
 * and categories (ProductFields.tsx), and on a product's page its other sections (tags and features, discounts,
 * shipping, wine, meal icons). A section is read when the form has it (its hidden `section` input): what the
 * form does not show is taken from `base`, what the product has, so that a save loses nothing.
 */

type Discount = NonNullable<AdminProductInput['discount']>;

/** The repeated rows of the product form, and how the API names their fields. */
export const TAG_ROWS = {
  group: 'tag',
  fields: ['fr', 'en'],
  path: 'tags',
  inputs: { '': 'fr', fr_FR: 'fr', en: 'en' },
} as const satisfies RowErrors;
export const FEATURE_ROWS = {
  group: 'feature',
  fields: ['labelFr', 'labelEn', 'valueFr', 'valueEn'],
  path: 'features',
  inputs: { '': 'labelFr', label: 'labelFr', 'label.en': 'labelEn', value: 'valueFr', 'value.en': 'valueEn' },
} as const satisfies RowErrors;
export const DECREASING_ROWS = {
  group: 'decreasing',
  fields: ['from', 'type', 'amount'],
  filled: ['from', 'amount'],
  path: 'decreasingDiscounts',
  inputs: { '': 'from', fromQuantity: 'from', type: 'type', amount: 'amount' },
} as const satisfies RowErrors;
export const GRAPE_ROWS = {
  group: 'grape',
  fields: ['name', 'percent'],
  path: 'wine.grapeVarieties',
  inputs: { '': 'name', name: 'name', percent: 'percent' },
} as const satisfies RowErrors;

/** The API's field names → the form's inputs, for the messages beside them (rows: the groups above). */
const FIELD_OF: Record<string, string> = {
  'name.fr_FR': 'nameFr',
  'name.en': 'nameEn',
  'slug.fr_FR': 'slugFr',
  'slug.en': 'slugEn',
  price: 'price',
  categoryIds: 'categoryIds',
  discount: 'discountAmount',
  'discount.type': 'discountType',
  'discount.amount': 'discountAmount',
  'discount.startsOn': 'discountStartsOn',
  'discount.endsOn': 'discountEndsOn',
  sellByMultipleOf: 'sellByMultipleOf',
  weight: 'weight',
  'wine.appellation.fr_FR': 'appellationFr',
  'wine.appellation.en': 'appellationEn',
  'wine.colour.fr_FR': 'colourFr',
  'wine.colour.en': 'colourEn',
  'wine.alcoholPercent': 'alcoholPercent',
  'wine.nutrition': 'energyKcal',
  'wine.nutrition.energyKcal': 'energyKcal',
  'wine.nutrition.sugarsG': 'sugarsG',
  'wine.servingAdvice.fr_FR': 'servingAdviceFr',
  'wine.servingAdvice.en': 'servingAdviceEn',
};

const ROW_ERRORS = [TAG_ROWS, FEATURE_ROWS, DECREASING_ROWS, GRAPE_ROWS];

/** The API's refusals per field → per input, for a form without rows (the new product's). */
export function formErrors(errors: Record<string, string>) {
  const byInput: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) byInput[FIELD_OF[field] ?? field] = message;
  return byInput;
}

/** The API's refusals per field → per input of the product form that was sent, rows included. */
export const productErrorsOf = (form: FormData, errors: Record<string, string>) =>
  inputErrorsOf(form, errors, FIELD_OF, ROW_ERRORS);

/** A discount's amount: cents for EURO ('12,50'), a whole percent for PERCENT; -1 when not one. */
const amountOf = (type: Discount['type'], value: FormDataEntryValue | null) =>
  (type === 'EURO' ? centsOf(value) : wholeOf(value)) ?? -1;

const discountTypeOf = (value: string): Discount['type'] | undefined => DISCOUNT_TYPES.find((type) => type === value);

/** The dated discount: none when no type is chosen; its days 'YYYY-MM-DD', empty for open. */
export function discountOf(form: FormData): Discount | null {
  const type = discountTypeOf(textOf(form, 'discountType'));
  if (!type) return null;
  return {
    type,
    amount: amountOf(type, form.get('discountAmount')),
    detailType: DISCOUNT_DETAIL_TYPES.find((known) => known === textOf(form, 'discountDetailType')) ?? 'PRODUCT',
    startsOn: textOf(form, 'discountStartsOn') || null,
    endsOn: textOf(form, 'discountEndsOn') || null,
  };
}

export function decreasingDiscountsOf(form: FormData): AdminProductInput['decreasingDiscounts'] {
  return rowsOf(form, DECREASING_ROWS).map(({ values }) => {
    const type = discountTypeOf(values['type']!) ?? 'PERCENT';
    return { fromQuantity: wholeOf(values['from']!) ?? -1, type, amount: amountOf(type, values['amount']!) };
  });
}

const localized = (form: FormData, name: string) => ({
  fr_FR: textOf(form, `${name}Fr`),
  en: textOf(form, `${name}En`),
});

export function wineOf(form: FormData): NonNullable<AdminProductInput['wine']> {
  const alcohol = textOf(form, 'alcoholPercent');
  const energy = textOf(form, 'energyKcal');
  const sugars = textOf(form, 'sugarsG');
  return {
    appellation: localized(form, 'appellation'),
    colour: localized(form, 'colour'),
    grapeVarieties: rowsOf(form, GRAPE_ROWS).map(({ values }) => ({
      name: values['name']!,
      percent: values['percent'] === '' ? null : (wholeOf(values['percent']!) ?? -1),
    })),
    alcoholPercent: alcohol === '' ? null : (decimalOf(alcohol) ?? -1),
    // Both or neither: one left empty is refused beside it.
    nutrition:
      energy === '' && sugars === '' ? null : { energyKcal: decimalOf(energy) ?? -1, sugarsG: decimalOf(sugars) ?? -1 },
    servingAdvice: localized(form, 'servingAdvice'),
  };
}

/** The sections of a product's page the form has (hidden `section` inputs), read; the others left out. */
export function productDetailsOf(form: FormData): Partial<AdminProductInput> {
  const sections = new Set(form.getAll('section').map(String));
  const details: Partial<AdminProductInput> = {};
  if (sections.has('tags')) {
    details.tags = rowsOf(form, TAG_ROWS).map(({ values }) => ({ fr_FR: values['fr']!, en: values['en']! }));
  }
  if (sections.has('features')) {
    details.features = rowsOf(form, FEATURE_ROWS).map(({ values }) => ({
      label: { fr_FR: values['labelFr']!, en: values['labelEn']! },
      value: { fr_FR: values['valueFr']!, en: values['valueEn']! },
    }));
  }
  if (sections.has('discount')) {
    details.discount = discountOf(form);
    details.decreasingDiscounts = decreasingDiscountsOf(form);
  }
  if (sections.has('shipping')) {
    const multiple = textOf(form, 'sellByMultipleOf');
    const weight = textOf(form, 'weight');
    details.sellByMultipleOf = multiple === '' ? 1 : (wholeOf(multiple) ?? -1);
    details.weight = weight === '' ? 0 : (wholeOf(weight) ?? -1);
    details.isDematerialized = checkedOf(form, 'isDematerialized');
    details.hasShippingFees = checkedOf(form, 'hasShippingFees');
  }
  if (sections.has('madeToMeasure')) {
    details.isMadeToMeasure = checkedOf(form, 'isMadeToMeasure');
    details.soldByMetre = checkedOf(form, 'soldByMetre');
  }
  if (sections.has('wine')) details.wine = wineOf(form);
  if (sections.has('mealIcons')) {
    details.mealIconIds = form.getAll('mealIconIds').map(Number).filter(Number.isInteger);
  }
  return details;
}

/** The fields of the form as the contract's product input (the rest comes from `base`: what the product has). */
export function productInputOf(form: FormData, base: Partial<AdminProductInput> = {}): AdminProductInput {
  const kind = textOf(form, 'kind');
  return {
    ...base,
    kind: (PRODUCT_KINDS.includes(kind as ProductKind) ? kind : 'OTHER') as ProductKind,
    name: { fr_FR: textOf(form, 'nameFr'), en: textOf(form, 'nameEn') },
    slug: { fr_FR: textOf(form, 'slugFr'), en: textOf(form, 'slugEn') },
    summary: localized(form, 'summary'),
    description: localized(form, 'description'),
    // An amount that is none is sent as -1: the API names the field.
    price: centsOf(form.get('price')) ?? -1,
    categoryIds: form.getAll('categoryIds').map(Number).filter(Number.isInteger),
    isPublished: checkedOf(form, 'isPublished'),
    ...productDetailsOf(form),
  };
}

/** The product as it is saved now, as the input of a save (for a save that changes one part of it). */
export function savedInputOf(product: AdminProduct): AdminProductInput {
  return {
    kind: product.kind,
    subtype: product.subtype,
    name: product.name,
    slug: product.slug,
    summary: product.summary,
    description: product.description,
    price: product.price,
    discount: product.discount,
    sellByMultipleOf: product.sellByMultipleOf,
    isDematerialized: product.isDematerialized,
    hasShippingFees: product.hasShippingFees,
    weight: product.weight,
    images: product.images.map((image) => ({ file: image.file, alt: image.alt, focalPoint: image.focalPoint })),
    tags: product.tags,
    features: product.features,
    decreasingDiscounts: product.decreasingDiscounts,
    wine: product.wine,
    variationIds: product.variationIds,
    recommendedIds: product.recommendedIds,
    mealIconIds: product.mealIconIds,
    categoryIds: product.categoryIds,
    position: product.position,
    isPublished: product.isPublished,
    isMadeToMeasure: product.isMadeToMeasure,
    soldByMetre: product.soldByMetre,
  };
}
