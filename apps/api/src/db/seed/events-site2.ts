import { t, type EventSeed } from './events-types.ts';

/** The estate's tasting of site 2, Domaine des Exemples (issue 17 item 5). */
export const SITE_2_EVENTS: EventSeed[] = [
  {
    slug: t('degustation-cave', 'cellar-tasting'),
    title: t('Dégustation commentée au chai', 'Guided tasting in the cellar'),
    summary: t(
      'Six vins du domaine, de la cuve au fût, commentés par le vigneron, avec des fromages de la région.',
      'Six of the estate’s wines, from vat to barrel, presented by the winemaker, with local cheeses.',
    ),
    description: t(
      '<p>Le vigneron vous ouvre le chai pour une dégustation de six vins : deux blancs, un rosé et trois rouges, dont un tiré du fût. Chaque vin est servi avec un fromage de la région.</p><p>L’abus d’alcool est dangereux pour la santé, à consommer avec modération.</p>',
      '<p>The winemaker opens the cellar for a tasting of six wines: two whites, a rosé and three reds, one drawn from the barrel. Each wine comes with a local cheese.</p><p>Alcohol abuse is dangerous for your health; drink in moderation.</p>',
    ),
    place: t(
      'Domaine des Exemples, 3 route des Vignes, 85470 Brem-sur-Mer',
      'Domaine des Exemples, 3 route des Vignes, 85470 Brem-sur-Mer, France',
    ),
    inDays: 16,
    time: '18:00',
    durationMinutes: 120,
    capacity: 20,
    seatsTaken: 7,
    price: 2500,
    image: {
      file: 'events/degustation-cave.svg',
      alt: t(
        'Des verres de vin blanc, rosé et rouge devant des fûts de chêne',
        'Glasses of white, rosé and red wine in front of oak barrels',
      ),
    },
  },
];
