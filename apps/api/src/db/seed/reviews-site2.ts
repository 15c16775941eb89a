import type { ReviewSeed } from './reviews-types.ts';

/** The winemaker's reviews: visits of the cellar, tastings and the e-shop. */
export const SITE_2_REVIEWS: ReviewSeed[] = [
  {
    key: 'domaine-01',
    rating: 5,
    author: 'Hélène Garnier',
    lang: 'fr',
    publishedAt: '2026-10-18T19:05:00+02:00',
    text: 'Visite du chai et dégustation passionnantes, le vigneron prend le temps d’expliquer chaque cuvée. Nous sommes repartis avec un carton de rouge élevé en fût.',
  },
  {
    key: 'domaine-02',
    rating: 4,
    author: 'Mark Jansen',
    lang: 'en',
    publishedAt: '2026-08-30T13:30:00+02:00',
    text: 'Lovely family estate, honest wines at fair prices. The tasting room is small, so book ahead in summer.',
  },
  {
    key: 'domaine-03',
    rating: 5,
    author: 'Sébastien Caillaud',
    lang: 'fr',
    publishedAt: '2026-06-12T10:10:00+02:00',
    text: 'Commande en ligne reçue en trois jours, bouteilles parfaitement emballées. Le blanc sec est une belle découverte.',
  },
  {
    key: 'domaine-04',
    rating: 4,
    author: 'Valérie Texier',
    lang: 'fr',
    publishedAt: '2026-03-22T16:45:00+01:00',
    text: 'Accueil chaleureux et vins sincères. Dommage que le rosé soit déjà épuisé au printemps !',
  },
];
