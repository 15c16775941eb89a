import { blogPicture, galleryPicture, type AlbumSeed } from './album-types.ts';
import { t } from './blog-types.ts';

/**
 * The albums of site 1, the upholstery workshop (issue 17 item 11): its restored seats, a look inside the
 * workshop with a short video (recorded by apps/api/seed-assets/record-album-video.ts), and its decoration.
 */
export const SITE_1_ALBUMS: AlbumSeed[] = [
  {
    slug: t('sieges-restaures', 'restored-seats'),
    title: t('Sièges restaurés', 'Restored seats'),
    description: t(
      'Bergères, fauteuils et chaises repris à l’atelier, de la carcasse à la dernière rangée de clous.',
      'Bergères, armchairs and chairs redone in the workshop, from the frame to the last row of nails.',
    ),
    media: [
      galleryPicture('bergere-louis-xv', t('Bergère Louis XV en toile de Jouy', 'Louis XV bergère in toile de Jouy')),
      galleryPicture('fauteuil-club', t('Fauteuil club en cuir cognac', 'Club armchair in cognac leather')),
      galleryPicture('chaise-medaillon', t('Chaise médaillon Louis XVI rayée', 'Striped Louis XVI medallion chair')),
      blogPicture(
        'fauteuil-crapaud',
        t('Un fauteuil crapaud capitonné en velours vert bouteille', 'A buttoned toad chair in bottle-green velvet'),
      ),
      blogPicture(
        'refaire-siege',
        t(
          'Une chaise ancienne à l’assise affaissée, avant sa restauration',
          'An old chair with a sagging seat, before its restoration',
        ),
      ),
    ],
  },
  {
    slug: t('dans-l-atelier', 'in-the-workshop'),
    title: t('Dans l’atelier', 'In the workshop'),
    description: t(
      'Les gestes et les outils du métier : sanglage, garnissage en crin, et l’établi où tout se joue.',
      'The craft’s gestures and tools: webbing, horsehair stuffing, and the workbench where it all happens.',
    ),
    media: [
      {
        file: 'albums/sanglage.mp4',
        alt: t(
          'Vidéo : les sangles de jute tendues une à une sur un cadre de chaise',
          'Video: jute webbing stretched strip by strip across a chair frame',
        ),
        width: 480,
        height: 270,
        poster: 'albums/sanglage-poster.svg',
      },
      blogPicture(
        'outils-tapissier',
        t(
          'Un marteau ramponneau, des ciseaux et des aiguilles sur l’établi',
          'A tack hammer, scissors and needles on the workbench',
        ),
      ),
      blogPicture('outils-etabli', t('Les outils rangés au-dessus de l’établi', 'The tools hung above the workbench')),
      blogPicture(
        'journee-atelier',
        t('L’intérieur lumineux de l’atelier avec des sièges en cours', 'The bright workshop with seats in progress'),
      ),
      blogPicture(
        'crin-mousse',
        t('Une assise coupée en deux : ressorts, crin et mousse', 'A seat cut in half: springs, horsehair and foam'),
      ),
    ],
  },
  {
    slug: t('decoration-sur-mesure', 'made-to-measure-decoration'),
    title: t('Décoration sur mesure', 'Made-to-measure decoration'),
    description: t(
      'Rideaux, coussins, têtes de lit et banquettes cousus à la mesure de chaque intérieur.',
      'Curtains, cushions, headboards and benches sewn to fit each home.',
    ),
    media: [
      galleryPicture('rideaux-toile-de-jouy', t('Rideaux en toile de Jouy', 'Toile de Jouy curtains')),
      galleryPicture(
        'coussins-lin',
        t('Coussins en lin, velours et toile de Jouy', 'Cushions in linen, velvet and toile de Jouy'),
      ),
      galleryPicture('tete-de-lit-capitonnee', t('Tête de lit capitonnée en velours', 'Buttoned velvet headboard')),
      galleryPicture(
        'banquette-sur-mesure',
        t('Banquette sur mesure et ses coussins', 'Made-to-measure bench and its cushions'),
      ),
      galleryPicture('pouf-bouclette', t('Pouf rond en bouclette écrue', 'Round pouf in ivory bouclé')),
      blogPicture(
        'tete-de-lit',
        t('Une tête de lit capitonnée en lin sable au-dessus d’un lit', 'A buttoned sand linen headboard above a bed'),
      ),
    ],
  },
];
