import type { LocalizedText } from '@atelier/contract';
import type { SiteServicesSeed } from './services-types.ts';

const t = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/**
 * The estate's services (issue 17): two, tagged `domaine` (the estate page's services block), and the popup of
 * its estate page, shown at every visit (the harvest-time opening hours).
 */
export const SITE_2_SERVICES: SiteServicesSeed = {
  services: [
    {
      slug: t('visite-degustation', 'tour-and-tasting'),
      title: t('Visite et dégustation', 'Tour and tasting'),
      summary: t(
        'Une heure dans les vignes et au chai, puis la dégustation de cinq cuvées du domaine.',
        'An hour in the vineyard and the winery, then a tasting of five of the estate’s wines.',
      ),
      body: t(
        '<p>Antoine vous emmène sur les parcelles de sables et de schistes, explique la taille et les vendanges, puis vous ouvre le chai à barriques. La dégustation de cinq cuvées suit, avec quelques produits de la côte.</p><p>Du mardi au samedi, sur réservation, 12 € par personne (offerts pour tout achat de six bouteilles).</p>',
        '<p>Antoine takes you to the sand and schist plots, explains pruning and harvest, then opens the barrel cellar. A tasting of five wines follows, with a few products from the coast.</p><p>Tuesday to Saturday, by booking, €12 per person (free with any purchase of six bottles).</p>',
      ),
      icon: 'users',
      image: {
        file: 'pages/chai-barriques.svg',
        alt: t('Le chai et ses rangées de barriques', 'The cellar and its rows of barrels'),
      },
      gallery: [
        { file: 'pages/terroir.svg', alt: t('Les vignes sur les sables de Brem', 'The vines on the sands of Brem') },
        { file: 'blog/vendanges.svg', alt: t('Les vendanges à la main', 'Harvesting by hand') },
      ],
      tags: ['domaine', 'visites'],
    },
    {
      slug: t('accords-mets-vins', 'food-and-wine-evenings'),
      title: t('Soirées accords mets et vins', 'Food and wine evenings'),
      summary: t(
        'Un vendredi par mois, un chef de la côte cuisine pour nos cuvées, au domaine.',
        'One Friday a month, a chef from the coast cooks for our wines, at the estate.',
      ),
      body: t(
        '<p>Quatre plats, quatre vins, douze convives autour de la grande table du chai. Huîtres de la baie, poissons de la criée, fromages de la région.</p>',
        '<p>Four courses, four wines, twelve guests around the long table in the cellar. Oysters from the bay, fish from the market, regional cheeses.</p>',
      ),
      icon: 'palette',
      image: {
        file: 'blog/huitres.svg',
        alt: t('Des huîtres et un verre de blanc', 'Oysters and a glass of white wine'),
      },
      gallery: [{ file: 'pages/cuvees.svg', alt: t('Les cuvées du domaine', 'The estate’s wines') }],
      tags: ['domaine', 'evenements'],
    },
  ],
  popups: [
    {
      pageUrl: 'le-domaine',
      title: t('Vendanges : le caveau ouvre tous les jours', 'Harvest time: the cellar door opens every day'),
      body: t(
        '<p>Pendant les vendanges, le caveau vous accueille tous les jours de 10 h à 19 h, dimanche compris.</p>',
        '<p>During the harvest, the cellar door welcomes you every day from 10 am to 7 pm, Sundays included.</p>',
      ),
      showOnEveryReload: true,
    },
  ],
};
