import type { LocalizedText } from '@atelier/contract';
import type { SiteServicesSeed } from './services-types.ts';

const t = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/**
 * The workshop's services (issue 17): six, tagged so that the pages' services blocks pick different ones (the
 * home page all of them, the furniture page `fauteuils`/`mobilier`, the decoration page `decoration`), and the
 * popup of its DIY workshop page announcing the next season (shown once: not the home page, which every
 * browser test opens).
 */
export const SITE_1_SERVICES: SiteServicesSeed = {
  services: [
    {
      slug: t('refection-fauteuils-sieges', 'armchair-chair-reupholstery'),
      title: t('Réfection de sièges', 'Re-upholstery'),
      summary: t(
        'Fauteuils, bergères, chaises et canapés regarnis à l’ancienne (sangles, ressorts, crin) ou en mousse haute résilience, puis recouverts du tissu de votre choix.',
        'Armchairs, bergères, chairs and sofas re-stuffed the traditional way (webbing, springs, horsehair) or with high-resilience foam, then covered in the fabric of your choice.',
      ),
      body: t(
        '<p>Nous démontons votre siège jusqu’à la carcasse, recollons et renforçons le bois si besoin, puis reconstituons la garniture couche par couche : sangles de jute, ressorts ligaturés à la main, crin animal ou végétal, toile d’embourrure et ouate.</p><p>Pour un usage quotidien ou un meuble plus contemporain, nous proposons aussi une garniture en mousse haute résilience, plus rapide et plus économique.</p><h2>Compter</h2><ul><li>Chaise médaillon : 2 à 3 semaines</li><li>Bergère ou fauteuil crapaud : 4 à 6 semaines</li><li>Canapé : sur devis, après visite</li></ul>',
        '<p>We strip your seat down to its frame, re-glue and strengthen the wood if needed, then rebuild the stuffing layer by layer: jute webbing, hand-tied springs, animal or plant fibre, scrim and wadding.</p><p>For everyday use or a more contemporary piece, we also offer high-resilience foam upholstery, faster and cheaper.</p><h2>Allow</h2><ul><li>Medallion chair: 2 to 3 weeks</li><li>Bergère or slipper armchair: 4 to 6 weeks</li><li>Sofa: quoted after a visit</li></ul>',
      ),
      icon: 'armchair',
      image: {
        file: 'pages/fauteuil-tradition.svg',
        alt: t(
          'Un fauteuil Louis XV en cours de garniture traditionnelle',
          'A Louis XV armchair being re-stuffed the traditional way',
        ),
      },
      gallery: [
        {
          file: 'blog/chaise-medaillon.svg',
          alt: t('Une chaise médaillon recouverte de toile de Jouy', 'A medallion chair covered in toile de Jouy'),
        },
        {
          file: 'blog/fauteuil-crapaud.svg',
          alt: t('Un fauteuil crapaud en velours prune', 'A plum velvet slipper armchair'),
        },
        {
          file: 'blog/refaire-siege.svg',
          alt: t('L’assise d’un siège ouverte sur ses ressorts', 'A seat opened down to its springs'),
        },
      ],
      tags: ['fauteuils', 'sieges'],
    },
    {
      slug: t('mobilier-sur-mesure', 'made-to-measure-furniture'),
      title: t('Mobilier sur mesure', 'Made-to-measure furniture'),
      summary: t(
        'Banquettes, têtes de lit, poufs et assises pour les professionnels, dessinés pour votre intérieur et fabriqués à l’atelier.',
        'Benches, headboards, poufs and seating for businesses, designed for your interior and made in our workshop.',
      ),
      body: t(
        '<p>Une banquette pour un bow-window, une tête de lit à la largeur exacte de votre lit, des assises pour un restaurant : nous dessinons la pièce avec vous, fabriquons sa structure et la garnissons à l’atelier.</p><p>Mousses haute densité et tissus classés non feu M1 pour les lieux recevant du public.</p>',
        '<p>A bench for a bay window, a headboard to the exact width of your bed, seating for a restaurant: we design the piece with you, build its frame and upholster it in our workshop.</p><p>High-density foams and M1 fire-rated fabrics for public venues.</p>',
      ),
      icon: 'sofa',
      image: {
        file: 'pages/assises-pro.svg',
        alt: t('Une longue banquette rayée prune dans un restaurant', 'A long plum-striped bench in a restaurant'),
      },
      gallery: [
        {
          file: 'pages/tete-de-lit.svg',
          alt: t('Une tête de lit capitonnée bleu canard', 'A teal buttoned headboard'),
        },
        {
          file: 'blog/banquette-cuir.svg',
          alt: t('Une banquette en cuir fauve', 'A tan leather bench'),
        },
      ],
      tags: ['mobilier'],
    },
    {
      slug: t('rideaux-coussins-sur-mesure', 'made-to-measure-curtains-cushions'),
      title: t('Décoration textile', 'Soft furnishings'),
      summary: t(
        'Rideaux, voilages, stores bateau et coussins confectionnés à vos mesures, posés chez vous.',
        'Curtains, sheers, Roman blinds and cushions made to your measurements and fitted in your home.',
      ),
      body: t(
        '<p>Nous prenons les mesures chez vous, vous aidons à choisir tissus, doublures et têtes de rideaux (plis flamands, œillets, fronces), puis confectionnons et posons rideaux, voilages et stores.</p><p>Coussins, galettes de chaise et plaids assortis complètent la pièce.</p>',
        '<p>We measure up in your home, help you choose fabrics, linings and headings (pinch pleats, eyelets, gathers), then make and fit curtains, sheers and blinds.</p><p>Matching cushions, seat pads and throws complete the room.</p>',
      ),
      icon: 'curtain',
      image: {
        file: 'pages/rideaux-voilages.svg',
        alt: t(
          'Des rideaux en lin et un voilage devant une fenêtre',
          'Linen curtains and a sheer in front of a window',
        ),
      },
      gallery: [{ file: 'pages/coussins.svg', alt: t('Une pile de coussins colorés', 'A pile of colourful cushions') }],
      tags: ['decoration', 'rideaux'],
    },
    {
      slug: t('ateliers-tapisserie', 'upholstery-workshops'),
      title: t('Ateliers de tapisserie', 'Upholstery workshops'),
      summary: t(
        'Initiations et stages pour débutants : apprenez à garnir une chaise ou un fauteuil, outils et conseils fournis.',
        'Taster days and courses for beginners: learn to upholster a chair or an armchair, with tools and guidance provided.',
      ),
      body: t(
        '<p>Par groupes de six au plus, vous refaites votre propre siège, du dégarnissage à la pose du tissu. Outils, fournitures et café sont compris.</p><ul><li>Initiation d’une journée : un tabouret ou une assise de chaise</li><li>Stage de cinq demi-journées : une chaise ou un petit fauteuil</li></ul>',
        '<p>In groups of six at most, you re-upholster your own seat, from stripping it to fitting the fabric. Tools, supplies and coffee are included.</p><ul><li>One-day taster: a stool or a chair seat</li><li>Course of five half-days: a chair or a small armchair</li></ul>',
      ),
      icon: 'users',
      image: {
        file: 'blog/ateliers-initiation.svg',
        alt: t('Des stagiaires autour d’un établi', 'Trainees around a workbench'),
      },
      gallery: [
        { file: 'blog/journee-atelier.svg', alt: t('Une journée à l’atelier', 'A day in the workshop') },
        { file: 'blog/outils-etabli.svg', alt: t('Les outils sur l’établi', 'Tools on the workbench') },
      ],
      tags: ['ateliers'],
    },
    {
      slug: t('conseil-tissus', 'fabric-advice'),
      title: t('Conseil en tissus', 'Fabric advice'),
      summary: t(
        'Plus de deux mille références d’éditeurs, prêtées en échantillons pour choisir chez vous, à la bonne lumière.',
        'Over two thousand fabrics from textile houses, lent as samples so you can choose at home, in the right light.',
      ),
      body: t(
        '<p>Velours, lins, bouclettes, toiles de Jouy, tissus d’extérieur : nous vous prêtons les échantillons pour les voir chez vous, et vous conseillons sur leur tenue selon l’usage du meuble.</p>',
        '<p>Velvets, linens, bouclés, toiles de Jouy, outdoor fabrics: we lend you samples to see them at home, and advise on how they will wear for the piece’s use.</p>',
      ),
      icon: 'fabric',
      image: {
        file: 'pages/tissus-editeurs.svg',
        alt: t('Des rouleaux de tissus d’éditeurs', 'Rolls of designer fabrics'),
      },
      gallery: [{ file: 'blog/nuancier.svg', alt: t('Un nuancier de velours', 'A velvet colour card') }],
      tags: ['decoration', 'conseil'],
    },
    {
      slug: t('enlevement-livraison', 'collection-delivery'),
      title: t('Enlèvement et livraison', 'Collection and delivery'),
      summary: t(
        'Nous venons chercher et rapportons vos meubles partout en Vendée ; le dépôt et le retrait à l’atelier sont gratuits.',
        'We collect and return your furniture anywhere in Vendée; drop-off and pick-up at the workshop are free.',
      ),
      body: t(
        '<p>Notre fourgon passe chaque semaine dans toute la Vendée. Le devis précise le prix du transport, calculé selon la distance depuis Nesmy.</p>',
        '<p>Our van covers all of Vendée every week. The quote gives the transport price, based on the distance from Nesmy.</p>',
      ),
      icon: 'truck',
      image: {
        file: 'pages/outils-tapissier.svg',
        alt: t('Les outils du tapissier', 'The upholsterer’s tools'),
      },
      gallery: [],
      tags: ['fauteuils', 'livraison'],
    },
  ],
  popups: [
    {
      pageUrl: 'atelier-tapisserie-diy',
      title: t('La saison des ateliers reprend en janvier', 'The workshop season starts again in January'),
      body: t(
        '<p>Les inscriptions aux initiations et aux stages du premier trimestre sont ouvertes : six places par séance, outils fournis.</p>',
        '<p>Sign-ups for the first quarter’s taster days and courses are open: six places per session, tools provided.</p>',
      ),
      image: {
        file: 'blog/ateliers-initiation.svg',
        alt: t('Des stagiaires autour d’un établi', 'Trainees around a workbench'),
      },
      link: {
        label: t('Réserver une place', 'Book a place'),
        url: t('/contact-tapissier-vendee', '/en/contact-upholsterer-vendee'),
      },
      showOnEveryReload: false,
    },
  ],
};
