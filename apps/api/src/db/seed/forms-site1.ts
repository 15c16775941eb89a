import type { FormSeed } from './seed-forms.ts';

const t = (fr_FR: string, en: string) => ({ fr_FR, en });

/** Atelier Morineau's quote request, with photos of the piece (issue 17 item 11). */
export const SITE_1_FORMS: FormSeed[] = [
  {
    title: t('Demande de devis', 'Quote request'),
    description: t(
      'Décrivez votre siège ou votre meuble, joignez une photo : nous vous répondons sous 48 heures avec un devis gratuit.',
      'Describe your seat or piece of furniture and attach a photo: we answer within 48 hours with a free quote.',
    ),
    submitLabel: t('Demander mon devis gratuit', 'Request my free quote'),
    successMessage: t(
      'Merci ! Votre demande de devis est bien arrivée à l’atelier. Nous vous répondons sous 48 heures ; un récapitulatif vous a été envoyé par e-mail.',
      'Thank you! Your quote request has reached the workshop. We will answer within 48 hours; a summary has been sent to you by e-mail.',
    ),
    pages: ['mobilier-sur-mesure-vendee', 'contact-tapissier-vendee'],
    fields: [
      { key: 'name', type: 'text', label: t('Nom et prénom', 'Full name'), required: true, maxLength: 120 },
      { key: 'email', type: 'email', label: t('E-mail', 'E-mail'), required: true },
      {
        key: 'phone',
        type: 'phone',
        label: t('Téléphone', 'Phone'),
        help: t('Pour convenir d’une visite à domicile si besoin.', 'To arrange a home visit if needed.'),
      },
      {
        key: 'piece',
        type: 'select',
        label: t('Votre projet', 'Your project'),
        required: true,
        options: [
          { value: 'armchair', label: t('Fauteuil', 'Armchair') },
          { value: 'sofa', label: t('Canapé', 'Sofa') },
          { value: 'chairs', label: t('Chaises', 'Chairs') },
          { value: 'headboard', label: t('Tête de lit', 'Headboard') },
          { value: 'other', label: t('Autre', 'Other') },
        ],
      },
      {
        key: 'otherPiece',
        type: 'text',
        label: t('Précisez votre projet', 'Tell us what it is'),
        required: true,
        showIf: { field: 'piece', values: ['other'] },
      },
      { key: 'quantity', type: 'number', label: t('Nombre de pièces', 'Number of pieces'), min: 1, max: 50 },
      {
        key: 'fabric',
        type: 'radio',
        label: t('Le tissu', 'The fabric'),
        options: [
          { value: 'workshop', label: t('À choisir à l’atelier', 'To choose at the workshop') },
          { value: 'mine', label: t('Je fournis mon tissu', 'I bring my own fabric') },
        ],
      },
      {
        key: 'services',
        type: 'checkboxes',
        label: t('Services souhaités', 'Services wanted'),
        options: [
          { value: 'pickup', label: t('Enlèvement à domicile', 'Collection from home') },
          { value: 'delivery', label: t('Livraison', 'Delivery') },
        ],
      },
      { key: 'wantedBy', type: 'date', label: t('Souhaité pour le', 'Wanted by') },
      {
        key: 'photos',
        type: 'file',
        label: t('Photos du meuble', 'Photos of the piece'),
        help: t(
          'JPEG, PNG ou WebP, 5 Mo au plus chacune, 3 photos au plus.',
          'JPEG, PNG or WebP, 5 MB at most each, up to 3 photos.',
        ),
        accept: ['image/jpeg', 'image/png', 'image/webp'],
        maxBytes: 5 * 1024 * 1024,
        maxFiles: 3,
      },
      { key: 'message', type: 'longText', label: t('Votre message', 'Your message'), required: true, maxLength: 3000 },
    ],
  },
];
