import type { Locale } from '@atelier/contract';

/** The words printed on a technical sheet, in each language of the site. */
const en = {
  sheet: 'Technical sheet',
  description: 'Description',
  features: 'Features',
  wine: 'The wine',
  appellation: 'Appellation',
  colour: 'Colour',
  grapeVarieties: 'Grape varieties',
  alcohol: 'Alcohol',
  servingAdvice: 'Serving advice',
  declinations: 'Available versions',
  declination: 'Version',
  year: 'Vintage',
  capacity: 'Capacity',
  reference: 'Reference',
  price: 'Price',
  insteadOf: 'instead of {price}',
  sellByMultipleOf: 'Sold by {count}',
  phone: 'Tel.',
  generatedOn: 'Sheet generated on {date}',
  page: 'Page {page} of {pages}',
  // The English counterpart of the French health message on alcohol (Code de la santé publique L3323-4).
  alcoholWarning: 'Alcohol abuse is dangerous for your health: drink in moderation.',
} as const;

export type SheetLabel = keyof typeof en;

const fr: Record<SheetLabel, string> = {
  sheet: 'Fiche technique',
  description: 'Description',
  features: 'Caractéristiques',
  wine: 'Le vin',
  appellation: 'Appellation',
  colour: 'Couleur',
  grapeVarieties: 'Cépages',
  alcohol: 'Alcool',
  servingAdvice: 'Conseils de dégustation',
  declinations: 'Déclinaisons disponibles',
  declination: 'Déclinaison',
  year: 'Millésime',
  capacity: 'Contenance',
  reference: 'Référence',
  price: 'Prix',
  insteadOf: 'au lieu de {price}',
  sellByMultipleOf: 'Vendu par {count}',
  phone: 'Tél.',
  generatedOn: 'Fiche éditée le {date}',
  page: 'Page {page} sur {pages}',
  alcoholWarning: 'L’abus d’alcool est dangereux pour la santé, à consommer avec modération.',
};

const labels: Record<Locale, Record<SheetLabel, string>> = { en, fr_FR: fr };

export function sheetLabel(locale: Locale, key: SheetLabel, params: Record<string, string | number> = {}): string {
  return labels[locale][key].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
