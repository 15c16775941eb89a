import { t, type EventSeed } from './events-types.ts';

/**
 * The upholstery workshops of site 1, Atelier Morineau (issue 17 item 5), shown on the creative workshop page
 * (/atelier-tapisserie-diy) by its event list block. Illustrations: apps/api/seed-assets/draw-events.ts.
 */
const WORKSHOP = t(
  'Atelier Morineau, 7 chemin de la Filandière, 85310 Nesmy',
  'Atelier Morineau, 7 chemin de la Filandière, 85310 Nesmy, France',
);

export const SITE_1_EVENTS: EventSeed[] = [
  {
    slug: t('initiation-tabouret', 'stool-taster-day'),
    title: t('Initiation : garnir un tabouret', 'Taster day: upholster a stool'),
    summary: t(
      'Une journée pour garnir et couvrir un tabouret en mousse, matériel fourni. Six personnes au plus.',
      'One day to pad and cover a foam stool, materials included. Six people at most.',
    ),
    description: t(
      '<p>Vous découvrez les gestes de base de la tapisserie sur un tabouret que nous fournissons : découpe de la mousse, pose de l’ouate, tension et agrafage du tissu, finition au galon.</p><p>Aucune expérience n’est nécessaire. Le déjeuner est partagé à l’atelier ; apportez une tenue confortable et des chaussures fermées.</p>',
      '<p>You learn the basic upholstery techniques on a stool we provide: cutting the foam, laying the wadding, pulling and stapling the fabric, finishing with braid.</p><p>No experience is needed. Lunch is shared in the workshop; bring comfortable clothes and closed shoes.</p>',
    ),
    place: WORKSHOP,
    inDays: 12,
    time: '09:30',
    durationMinutes: 390,
    capacity: 6,
    seatsTaken: 2,
    price: 9500,
    image: {
      file: 'events/initiation-tabouret.svg',
      alt: t(
        'Un tabouret rond recouvert de tissu prune sur l’établi, des ciseaux et un rouleau de galon',
        'A round stool covered in plum fabric on the workbench, with scissors and a roll of braid',
      ),
    },
  },
  {
    slug: t('atelier-libre-assise-chaise', 'open-session-chair-seat'),
    title: t('Atelier libre : refaire l’assise d’une chaise', 'Open session: redo a chair seat'),
    summary: t(
      'Une demi-journée pour sangler et garnir l’assise de votre chaise, avec nos outils et nos conseils.',
      'Half a day to web and stuff your chair seat, with our tools and advice.',
    ),
    description: t(
      '<p>Apportez une chaise dont l’assise est à refaire : nous la dégarnissons ensemble, puis vous posez les sangles de jute, la garniture et la toile. Le tissu de couverture peut être choisi sur place.</p>',
      '<p>Bring a chair whose seat needs redoing: we strip it together, then you lay the jute webbing, the stuffing and the calico. The top fabric can be chosen on site.</p>',
    ),
    place: WORKSHOP,
    inDays: 19,
    time: '09:00',
    durationMinutes: 210,
    capacity: 5,
    price: 4500,
    image: {
      file: 'events/atelier-libre-chaise.svg',
      alt: t(
        'Une chaise retournée sur des tréteaux, ses sangles de jute tendues en croisillon',
        'A chair upside down on trestles, its jute webbing stretched in a lattice',
      ),
    },
  },
  {
    slug: t('stage-premier-fauteuil', 'first-armchair-course'),
    title: t('Stage « Mon premier fauteuil »', '“My first armchair” course'),
    summary: t(
      'Trois jours pour refaire votre propre fauteuil : sangles, ressorts, crin et tissu.',
      'Three days to redo your own armchair: webbing, springs, horsehair and fabric.',
    ),
    description: t(
      '<p>Un stage complet en garniture traditionnelle sur votre fauteuil : dégarnissage, sanglage, couture et guindage des ressorts, garniture en crin, mise en blanc puis pose du tissu.</p><p>Le prix comprend les dix-huit heures d’atelier ; les fournitures dépendent du siège et sont comptées à part.</p>',
      '<p>A full course in traditional upholstery on your own armchair: stripping, webbing, sewing in and lashing the springs, horsehair stuffing, calico, then the top fabric.</p><p>The price covers the eighteen hours in the workshop; supplies depend on the seat and are charged separately.</p>',
    ),
    place: WORKSHOP,
    inDays: 33,
    time: '09:00',
    durationMinutes: 480,
    capacity: 4,
    price: 39000,
    image: {
      file: 'events/stage-fauteuil.svg',
      alt: t(
        'Un fauteuil en cours de garniture, ses ressorts apparents, à côté d’une botte de crin',
        'An armchair being upholstered, its springs showing, beside a bundle of horsehair',
      ),
    },
  },
];
