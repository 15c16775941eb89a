import { blogPicture, galleryPicture, type AlbumSeed } from './album-types.ts';
import { t } from './blog-types.ts';

/** The album of site 2, the wine estate (issue 17 item 11): a year at the estate, from the vines to the cellar. */
export const SITE_2_ALBUMS: AlbumSeed[] = [
  {
    slug: t('une-annee-au-domaine', 'a-year-at-the-estate'),
    title: t('Une année au domaine', 'A year at the estate'),
    description: t(
      'Des rangs de vigne au caveau : les saisons du domaine en quelques images.',
      'From the rows of vines to the cellar door: the estate’s seasons in a few pictures.',
    ),
    media: [
      galleryPicture('rangs-de-vigne', t('Rangs de vigne au coucher du soleil', 'Vine rows at sunset')),
      galleryPicture('grappes', t('Grappes mûres avant les vendanges', 'Ripe bunches before the harvest')),
      blogPicture(
        'vendanges',
        t(
          'Une hotte pleine de raisins au bout d’un rang de vigne',
          'A basket full of grapes at the end of a row of vines',
        ),
      ),
      galleryPicture('degustation', t('Dégustation au caveau', 'Tasting at the cellar door')),
      galleryPicture('caveau', t('Le caveau de vente du domaine', 'The estate’s cellar shop')),
    ],
  },
];
