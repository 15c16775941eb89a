import type { FormSeed } from './seed-forms.ts';

const t = (fr_FR: string, en: string) => ({ fr_FR, en });

/** The estate's tasting-visit request (issue 17 item 11). */
export const SITE_2_FORMS: FormSeed[] = [
  {
    title: t('Réserver une visite dégustation', 'Book a tasting visit'),
    description: t(
      'Visite des chais et dégustation commentée, du mardi au samedi. Dites-nous quand vous souhaitez venir.',
      'A tour of the cellars and a guided tasting, Tuesday to Saturday. Tell us when you would like to come.',
    ),
    submitLabel: t('Demander ma visite', 'Request my visit'),
    successMessage: t(
      'Merci ! Nous confirmons votre visite par e-mail dans la journée.',
      'Thank you! We will confirm your visit by e-mail within the day.',
    ),
    pages: ['contact'],
    fields: [
      { key: 'name', type: 'text', label: t('Nom', 'Name'), required: true, maxLength: 120 },
      { key: 'email', type: 'email', label: t('E-mail', 'E-mail'), required: true },
      { key: 'phone', type: 'phone', label: t('Téléphone', 'Phone'), required: true },
      { key: 'day', type: 'date', label: t('Date souhaitée', 'Preferred date'), required: true },
      {
        key: 'people',
        type: 'number',
        label: t('Nombre de personnes', 'Number of people'),
        required: true,
        min: 1,
        max: 20,
      },
      {
        key: 'tasting',
        type: 'radio',
        label: t('Dégustation', 'Tasting'),
        required: true,
        options: [
          { value: 'classic', label: t('Classique (4 vins)', 'Classic (4 wines)') },
          { value: 'prestige', label: t('Prestige (6 vins et fromages)', 'Prestige (6 wines and cheeses)') },
        ],
      },
      { key: 'message', type: 'longText', label: t('Un mot pour nous', 'A word for us'), maxLength: 2000 },
    ],
  },
];
