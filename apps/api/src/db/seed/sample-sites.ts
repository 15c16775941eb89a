import type { LegalTextKey, LocalizedText, PARAMETER_CATALOG, ParameterKey } from '@atelier/contract';
import type { PageSeed, SiteSeed } from './seed-types.ts';

/**
 * The two sample tenants seeded at first start: site 1 is the upholstery workshop of SPEC §1,
 * site 2 a small winemaker that proves tenants are isolated. Both companies are fictitious:
 * SIREN/SIRET numbers pass the Luhn check but belong to nobody, and phone numbers are in the
 * ranges ARCEP reserves for fiction (02 61 91 xx xx, 06 39 98 xx xx).
 * File paths are relative to apps/api/seed-assets/site-<id>/.
 */

// ── Typing helpers ──────────────────────────────────────────────────────────────

type CatalogEntry = (typeof PARAMETER_CATALOG)[number];
type TranslatableKey = Extract<CatalogEntry, { translatable: true }>['type'];
/** Catalogue keys only (a typo fails to compile); the legal texts are added by the seed itself. */
type ParameterSeedValues = {
  [K in Exclude<ParameterKey, LegalTextKey>]?: K extends TranslatableKey
    ? { fr_FR: string | null; en?: string }
    : string | null;
};

const t = (fr_FR: string, en: string): LocalizedText => ({ fr_FR, en });

/** A page's URL in both languages, without leading slash ('' is the home page). */
interface PageUrl {
  fr_FR: string;
  en: string;
}
/** The link to a page, as block call-to-actions use it: French without prefix, English under /en. */
const href = (url: PageUrl): LocalizedText => ({ fr_FR: `/${url.fr_FR}`, en: url.en ? `/en/${url.en}` : '/en' });

/** SPEC §2: the legal pages have the same path in both languages. */
const LEGAL_LINKS = [
  { path: 'legal-notice', title: t('Mentions légales', 'Legal notice') },
  { path: 'sale-terms', title: t('Conditions générales de vente', 'Terms of sale') },
  { path: 'privacy-policy', title: t('Politique de confidentialité', 'Privacy policy') },
  { path: 'cookie-policy', title: t('Politique relative aux cookies', 'Cookie policy') },
  { path: 'use-terms', title: t('Conditions générales d’utilisation', 'Terms of use') },
] as const;

/** Footer links, a path per language; `data.group` says which footer column the link belongs to. */
function footerLinks(pages: { url: PageUrl; title: LocalizedText }[]): SiteSeed['elements'] {
  return [
    ...LEGAL_LINKS.map((link) => ({
      route: 'link-footer',
      title: link.title,
      url: { fr_FR: `/${link.path}`, en: `/en/${link.path}` },
      data: { group: 'legal' },
    })),
    ...pages.map((page) => ({
      route: 'link-footer',
      title: page.title,
      url: href(page.url),
      data: { group: 'site' },
    })),
  ];
}

const LANGUAGES: SiteSeed['languages'] = [
  { code: 'fr_FR', label: 'Français', deeplCode: 'FR', countryAlpha2: 'FR', flag: '🇫🇷', isDefault: true },
  { code: 'en', label: 'English', deeplCode: 'EN-GB', countryAlpha2: 'GB', flag: '🇬🇧', isDefault: false },
];

const STOCK_LABELS = {
  IN_STOCK_LABEL: { fr_FR: 'En stock', en: 'In stock' },
  NOT_IN_STOCK_LABEL: { fr_FR: 'Rupture de stock', en: 'Out of stock' },
  CREATED_BY_MESSAGE: { fr_FR: 'Site réalisé avec Atelier', en: 'Website built with Atelier' },
} satisfies ParameterSeedValues;

// ════════════════════════════════════════════════════════════════════════════════
// Site 1: Atelier Morineau, upholsterer in Nesmy (Vendée)
// ════════════════════════════════════════════════════════════════════════════════

const S1_URL = {
  home: { fr_FR: '', en: '' },
  about: { fr_FR: 'tapissier-artisan-vendee', en: 'craft-upholsterer-vendee' },
  furniture: { fr_FR: 'mobilier-sur-mesure-vendee', en: 'made-to-measure-furniture-vendee' },
  decoration: { fr_FR: 'decoration-sur-mesure', en: 'made-to-measure-decoration' },
  diy: { fr_FR: 'atelier-tapisserie-diy', en: 'diy-upholstery-workshop' },
  blog: { fr_FR: 'blog-tapisserie-decoration', en: 'upholstery-decoration-blog' },
  contact: { fr_FR: 'contact-tapissier-vendee', en: 'contact-upholsterer-vendee' },
  shop: { fr_FR: 'boutique-artisanale', en: 'craft-shop' },
} satisfies Record<string, PageUrl>;

const S1_WEEKDAY_HOURS = { fr_FR: '9h00 – 12h30 / 14h00 – 18h30', en: '9:00 am – 12:30 pm / 2:00 pm – 6:30 pm' };

const site1Parameters = {
  COMPANY_NAME: 'Atelier Morineau',
  LEGAL_COMPANY_NAME: 'Atelier Morineau Tapisserie',
  CORPORATE_FORM: 'SARL',
  SHARE_CAPITAL: '10 000 €',
  SIRET_NUMBER: '84173952700015',
  RCS_NUMBER: 'RCS La Roche-sur-Yon 841 739 527',
  RM_NUMBER: '841 739 527 RM 85',
  HEAD_OFFICE: '7 chemin de la Filandière, 85310 Nesmy',
  LEGAL_AGENT: 'Claire Morineau',
  COMPANY_EMAIL: 'contact@atelier-tapisserie.fr',
  COMPANY_PHONE: '02 61 91 24 58',
  COMPANY_MOBILE: '06 39 98 41 27',
  COMPANY_ADDRESS:
    'https://www.openstreetmap.org/search?query=7%20chemin%20de%20la%20Filandi%C3%A8re%2C%2085310%20Nesmy',
  COMPANY_DESCRIPTION: {
    fr_FR:
      'Atelier de tapisserie d’ameublement installé à Nesmy, aux portes de La Roche-sur-Yon. Claire Morineau et son équipe restaurent vos sièges selon les techniques traditionnelles (sangles, ressorts, crin) ou en garniture contemporaine, fabriquent banquettes, têtes de lit et coussins sur mesure, et transmettent le métier lors d’ateliers pour débutants.',
    en: 'A traditional upholstery workshop in Nesmy, just outside La Roche-sur-Yon. Claire Morineau and her team restore your seats with time-honoured techniques (webbing, springs, horsehair) or modern fillings, make bespoke benches, headboards and cushions, and pass the craft on in workshops for beginners.',
  },
  MONDAY_HOURS: { fr_FR: '14h00 – 18h30', en: '2:00 pm – 6:30 pm' },
  TUESDAY_HOURS: S1_WEEKDAY_HOURS,
  WEDNESDAY_HOURS: S1_WEEKDAY_HOURS,
  THURSDAY_HOURS: S1_WEEKDAY_HOURS,
  FRIDAY_HOURS: S1_WEEKDAY_HOURS,
  SATURDAY_HOURS: {
    fr_FR: '9h30 – 12h30 (l’après-midi sur rendez-vous)',
    en: '9:30 am – 12:30 pm (afternoons by appointment)',
  },
  SUNDAY_HOURS: { fr_FR: 'Fermé', en: 'Closed' },
  FACEBOOK_URL: 'https://www.facebook.com/ateliermorineau.tapisserie',
  INSTAGRAM_URL: 'https://www.instagram.com/atelier.morineau',
  PINTEREST_URL: 'https://www.pinterest.fr/ateliermorineau',
  // The top bar shows the cart and account as icons alone; the mobile menu ends with the social links.
  MENU_ICON: 'true',
  MENU_ICON_SIZE: '18',
  CART_ICON: 'fa-solid fa-bag-shopping',
  DISPLAY_SOCIAL_ICON_IN_MENU: 'mobile',
  TOP_MENU_INFO_BAR: 'true',
  TOP_MENU_INFO_BAR_TEXT: {
    fr_FR: 'Portes ouvertes de Noël les 5 et 6 décembre à l’atelier de Nesmy · Devis gratuit sous 48 heures',
    en: 'Christmas open days on 5 and 6 December at our Nesmy workshop · Free quote within 48 hours',
  },
  HOME_META_DESCRIPTION: {
    fr_FR:
      'Tapissier d’ameublement en Vendée : réfection de fauteuils, mobilier et décoration sur mesure, ateliers pour débutants près de La Roche-sur-Yon.',
    en: 'Upholsterer in Vendée, France: armchair re-upholstery, made-to-measure furniture and soft furnishings, beginners’ workshops near La Roche-sur-Yon.',
  },
  CONTACT_META_DESCRIPTION: {
    fr_FR:
      'Contactez l’Atelier Morineau à Nesmy (Vendée) : devis gratuit pour la réfection de vos sièges, horaires, accès et formulaire de contact.',
    en: 'Contact Atelier Morineau in Nesmy (Vendée): free quotes for re-upholstering your seats, opening hours, directions and contact form.',
  },
  NEWS_META_DESCRIPTION: {
    fr_FR:
      'Les actualités de l’atelier : portes ouvertes, nouveaux tissus, stages de tapisserie et réalisations récentes.',
    en: 'News from the workshop: open days, new fabrics, upholstery courses and recent projects.',
  },
  CONTACT_ADDITIONAL_INFOS: {
    fr_FR:
      '<p>L’atelier se visite de préférence sur rendez-vous, pour que nous puissions prendre le temps de regarder votre siège avec vous.</p><p>Parking gratuit devant l’atelier. Pour un devis à distance, joignez à votre message deux ou trois photos du meuble (face, profil, dessous de l’assise).</p>',
    en: '<p>Visits are best by appointment, so that we can take the time to look at your seat with you.</p><p>Free parking in front of the workshop. For a quote from afar, attach two or three photos of the piece (front, side and underneath the seat) to your message.</p>',
  },
  BALANCE_PAYMENT_CONDITIONS: {
    fr_FR:
      'Un acompte de 30 % est demandé à la commande d’une réfection ou d’un meuble sur mesure ; le solde est réglé au retrait ou à la livraison.',
    en: 'A 30% deposit is due when you order a re-upholstery or a made-to-measure piece; the balance is paid on collection or delivery.',
  },
  SHIPPING_MESSAGE: {
    fr_FR: 'Expédition sous 72 heures ou retrait gratuit à l’atelier',
    en: 'Shipped within 72 hours, or free pick-up at the workshop',
  },
  PAYMENT_METHOD: {
    fr_FR: 'Paiement sécurisé par carte bancaire (cartes françaises)',
    en: 'Secure payment by bank card (French cards)',
  },
  ...STOCK_LABELS,
  SEND_MAIL_AS_NAME: 'Atelier Morineau',
  SEND_MAIL_AS_MAIL: 'ne-pas-repondre@atelier-tapisserie.fr',
  // The sample site shows its contact page, newsletter and showroom (the catalogue hides them by default).
  HIDE_CONTACT_PAGE: 'false',
  ENABLE_NEWSLETTER: 'true',
  DISPLAY_SECONDARY_ADDRESSES: 'true',
  FREE_SHIPPING_PRICE: '150',
  CLICK_AND_COLLECT_HOURS: '48',
} satisfies ParameterSeedValues;

const S1_CONTACT_CTA = { label: t('Demander un devis', 'Ask for a quote'), url: href(S1_URL.contact) };
/** Issue 19: the made-to-measure quote request page (its own route in each language, decision 015). */
const S1_MADE_TO_MEASURE_CTA = {
  label: t('Demander un devis sur mesure', 'Ask for a made-to-measure quote'),
  url: t('/devis-sur-mesure', '/en/made-to-measure-quote'),
};

const S1_GALLERY = {
  bergere: {
    image: 'gallery/bergere-louis-xv.svg',
    alt: t('Bergère Louis XV recouverte de toile de Jouy', 'Louis XV bergère covered in toile de Jouy'),
  },
  club: {
    image: 'gallery/fauteuil-club.svg',
    alt: t('Fauteuil club en cuir cognac restauré', 'Restored cognac leather club chair'),
  },
  medaillon: {
    image: 'gallery/chaise-medaillon.svg',
    alt: t('Chaise médaillon Louis XVI en tissu rayé', 'Louis XVI medallion chair in striped fabric'),
  },
  headboard: {
    image: 'gallery/tete-de-lit-capitonnee.svg',
    alt: t('Tête de lit capitonnée en velours prune', 'Buttoned headboard in plum velvet'),
  },
  bench: {
    image: 'gallery/banquette-sur-mesure.svg',
    alt: t(
      'Banquette sur mesure en lin vert sauge et ses coussins',
      'Made-to-measure bench in sage linen with its cushions',
    ),
  },
  cushions: {
    image: 'gallery/coussins-lin.svg',
    alt: t('Coussins en lin, velours côtelé et toile de Jouy', 'Cushions in linen, corduroy and toile de Jouy'),
  },
  pouf: { image: 'gallery/pouf-bouclette.svg', alt: t('Pouf rond en bouclette écrue', 'Round pouf in ivory bouclé') },
  curtains: {
    image: 'gallery/rideaux-toile-de-jouy.svg',
    alt: t('Rideaux en toile de Jouy avec embrasses', 'Toile de Jouy curtains with tie-backs'),
  },
};

const site1Home: PageSeed = {
  type: 'PAGE',
  layout: 'page-absolute-menu',
  isHome: true,
  title: t('Atelier Morineau, tapissier d’ameublement en Vendée', 'Atelier Morineau, upholsterer in Vendée'),
  url: S1_URL.home,
  menuTitle: t('Accueil', 'Home'),
  metaDescription: site1Parameters.HOME_META_DESCRIPTION,
  showInMenu: true,
  blocks: [
    {
      type: 'hero',
      title: t('Tapissier d’ameublement en Vendée', 'Upholsterer and furniture maker in Vendée'),
      subtitle: t(
        'Réfection de sièges à l’ancienne ou en mousse, mobilier et décoration sur mesure, ateliers pour apprendre : depuis Nesmy, nous redonnons vie à vos fauteuils.',
        'Traditional or modern re-upholstery, made-to-measure furniture and soft furnishings, workshops to learn the craft: from Nesmy, we bring your armchairs back to life.',
      ),
      image: 'pages/accueil-atelier.svg',
      alt: t(
        'L’atelier : une bergère en velours prune sur un tapis, des rouleaux de tissu et des outils au mur',
        'The workshop: a plum velvet bergère on a rug, rolls of fabric and tools on the wall',
      ),
      cta: { label: t('Découvrir l’atelier', 'Discover the workshop'), url: href(S1_URL.about) },
    },
    {
      type: 'services',
      title: t('Ce que nous faisons à l’atelier', 'What we do in the workshop'),
      // Every service of the site (issue 17: GET /service), each card a link to its page.
      tags: [],
    },
    {
      type: 'imageText',
      title: t('Le geste juste, comme autrefois', 'The right touch, as in the old days'),
      html: t(
        '<p>Dans notre atelier de Nesmy, chaque siège est d’abord entièrement dégarni jusqu’au bois. On recolle et on consolide la carcasse, on tend des sangles de jute, on coud les ressorts un par un avant de les guinder à la ficelle, puis on monte la garniture en crin végétal ou animal, piquée à la main pour tenir des décennies.</p><p>Vous préférez le confort d’une garniture contemporaine ? Mousses haute résilience, ouate et ressorts ensachés remplacent alors le crin, sans rien céder sur la finition : passepoils, galons et clous décoratifs posés à la main.</p><p><a href="/tapissier-artisan-vendee">Découvrir notre savoir-faire</a></p>',
        '<p>In our Nesmy workshop, every seat is first stripped right back to the frame. We re-glue and strengthen the frame, stretch jute webbing, sew the springs in one by one before lashing them with twine, then build up the stuffing with vegetable fibre or horsehair, hand-stitched to last for decades.</p><p>Prefer the comfort of a modern filling? High-resilience foam, wadding and pocket springs then replace the horsehair, with no compromise on the finish: piping, braid and decorative nails, all applied by hand.</p><p><a href="/en/craft-upholsterer-vendee">Discover our craft</a></p>',
      ),
      image: 'pages/fauteuil-tradition.svg',
      alt: t(
        'Un fauteuil en cours de garniture : sangles, ressorts et crin, entouré des outils du tapissier',
        'An armchair being re-stuffed: webbing, springs and horsehair, surrounded by the upholsterer’s tools',
      ),
      imagePosition: 'left',
    },
    {
      type: 'gallery',
      title: t('Quelques réalisations de l’atelier', 'A few pieces from the workshop'),
      images: Object.values(S1_GALLERY),
    },
    { type: 'promotedNews', title: t('À la une de l’atelier', 'Latest from the workshop') },
    {
      type: 'reviews',
      title: t('Ils nous ont confié leurs sièges', 'They trusted us with their seats'),
      // The site's stored reviews (seed-reviews.ts): average, count and the latest three.
      nbItem: 3,
    },
    {
      type: 'callToAction',
      title: t('Un fauteuil à restaurer, un projet sur mesure ?', 'An armchair to restore, a bespoke project?'),
      text: t(
        'Passez à l’atelier avec votre siège ou envoyez-nous quelques photos : nous vous répondons sous 48 heures avec un devis gratuit et détaillé.',
        'Bring your seat to the workshop or send us a few photos: we reply within 48 hours with a free, detailed quote.',
      ),
      ...S1_CONTACT_CTA,
    },
    { type: 'openingHours', title: t('Horaires de l’atelier', 'Workshop opening hours') },
  ],
};

const site1Furniture: PageSeed = {
  type: 'PAGE',
  layout: 'page',
  title: t('Mobilier sur mesure en Vendée', 'Made-to-measure furniture in Vendée'),
  url: S1_URL.furniture,
  menuTitle: t('Mobilier', 'Furniture'),
  metaDescription: t(
    'Banquettes, têtes de lit capitonnées, poufs et assises professionnelles fabriqués sur mesure par un tapissier artisan en Vendée.',
    'Benches, buttoned headboards, poufs and commercial seating made to measure by a craft upholsterer in Vendée, France.',
  ),
  showInMenu: true,
  blocks: [
    {
      type: 'hero',
      title: t('Mobilier sur mesure', 'Made-to-measure furniture'),
      subtitle: t(
        'Banquettes, têtes de lit, poufs et assises : des meubles tapissés dessinés pour votre intérieur et fabriqués à la main à Nesmy.',
        'Benches, headboards, poufs and seating: upholstered pieces designed for your home and handmade in Nesmy.',
      ),
      image: 'pages/mobilier-banquette.svg',
      alt: t(
        'Une banquette vert sauge garnie de coussins, à côté d’une table ronde',
        'A sage green bench with cushions next to a round table',
      ),
      cta: { label: t('Parlons de votre projet', 'Tell us about your project'), url: href(S1_URL.contact) },
    },
    {
      type: 'richText',
      html: t(
        '<h2>Du croquis au meuble fini</h2><p>Tout commence chez vous : nous prenons les mesures, regardons la lumière, la circulation dans la pièce et la façon dont vous allez vivre avec le meuble. Vous recevez ensuite un croquis coté et un devis détaillé, avec deux ou trois propositions de tissus.</p><p>La structure est réalisée en hêtre massif par un menuisier voisin, puis garnie et couverte à l’atelier. Comptez de quatre à huit semaines selon la pièce et la disponibilité du tissu.</p>',
        '<h2>From sketch to finished piece</h2><p>It all starts in your home: we take the measurements, look at the light, how people move around the room and how you will live with the piece. You then receive a dimensioned sketch and a detailed quote, with two or three fabric suggestions.</p><p>The frame is built in solid beech by a neighbouring joiner, then upholstered and covered in our workshop. Allow four to eight weeks depending on the piece and fabric availability.</p>',
      ),
    },
    {
      type: 'imageText',
      title: t('Têtes de lit capitonnées', 'Buttoned headboards'),
      html: t(
        '<p>Droite, cintrée ou en chapeau de gendarme, capitonnée ou à plates-bandes : la tête de lit est la pièce qui donne le ton d’une chambre. Nous la fabriquons à la largeur exacte de votre lit, fixée au mur ou sur pieds, avec une housse amovible si vous le souhaitez.</p><ul><li>Capitonnage à boutons recouverts du même tissu</li><li>Velours, lin lavé, bouclette ou tissu d’éditeur</li><li>Assortie de coussins et d’un bout de lit</li></ul>',
        '<p>Straight, arched or serpentine, buttoned or panelled: the headboard sets the tone of a bedroom. We make it to the exact width of your bed, wall-mounted or on legs, with a removable cover if you wish.</p><ul><li>Deep buttoning with buttons covered in the same fabric</li><li>Velvet, washed linen, bouclé or designer fabric</li><li>Matching cushions and end-of-bed bench</li></ul>',
      ),
      image: 'pages/tete-de-lit.svg',
      alt: t(
        'Une tête de lit capitonnée bleu canard au-dessus d’un lit blanc',
        'A teal buttoned headboard above a white bed',
      ),
      imagePosition: 'left',
    },
    {
      type: 'imageText',
      title: t('Banquettes et assises pour les professionnels', 'Benches and seating for businesses'),
      html: t(
        '<p>Restaurants, hôtels, salons de coiffure, cabinets médicaux : nous concevons des banquettes murales et des assises qui résistent à un usage intensif. Mousses haute densité, tissus classés non feu M1 et simili-cuirs enduits faciles à nettoyer.</p><p>Nous intervenons aussi pour la réfection de vos assises existantes, en dehors des heures d’ouverture si besoin.</p>',
        '<p>Restaurants, hotels, hair salons, medical practices: we design wall benches and seating built for heavy use. High-density foams, M1 fire-rated fabrics and easy-clean coated faux leathers.</p><p>We also re-upholster your existing seating, outside opening hours if needed.</p>',
      ),
      image: 'pages/assises-pro.svg',
      alt: t(
        'Une longue banquette rayée prune dans un restaurant, avec deux guéridons',
        'A long plum-striped bench in a restaurant, with two bistro tables',
      ),
      imagePosition: 'right',
    },
    {
      type: 'services',
      title: t('Nos créations sur mesure', 'Our made-to-measure pieces'),
      items: [
        {
          icon: 'sofa',
          title: t('Banquettes et coffres', 'Benches and storage seats'),
          text: t(
            'Pour une cuisine, un bow-window ou une entrée, avec ou sans rangement sous l’assise.',
            'For a kitchen, a bay window or a hallway, with or without storage under the seat.',
          ),
        },
        {
          icon: 'bed',
          title: t('Têtes de lit', 'Headboards'),
          text: t(
            'À la largeur exacte de votre lit, capitonnées, à plates-bandes ou tout simplement tendues.',
            'To the exact width of your bed: buttoned, panelled or simply upholstered.',
          ),
        },
        {
          icon: 'cushion',
          title: t('Poufs, bancs et bouts de lit', 'Poufs, benches and bed-end seats'),
          text: t(
            'Des pièces d’appoint garnies à la main, ronds, carrés ou capitonnés.',
            'Hand-stuffed occasional pieces: round, square or buttoned.',
          ),
        },
        {
          icon: 'star',
          title: t('Assises professionnelles', 'Commercial seating'),
          text: t(
            'Banquettes de restaurant et assises d’accueil en tissus non feu M1.',
            'Restaurant benches and reception seating in M1 fire-rated fabrics.',
          ),
        },
      ],
    },
    {
      type: 'gallery',
      title: t('Réalisations récentes', 'Recent work'),
      images: [S1_GALLERY.bench, S1_GALLERY.headboard, S1_GALLERY.pouf],
    },
    {
      type: 'services',
      title: t('Nos prestations pour vos sièges et vos meubles', 'Our services for your seats and furniture'),
      // The services tagged for seats or furniture (issue 17: GET /service?tag=fauteuils,mobilier).
      tags: ['fauteuils', 'mobilier'],
    },
    {
      type: 'callToAction',
      title: t('Un meuble à imaginer ensemble ?', 'A piece to imagine together?'),
      text: t(
        'Décrivez-nous votre pièce, ses dimensions et vos envies, photos à l’appui : nous vous répondons par un devis détaillé, et venons prendre les mesures si besoin, gratuitement dans un rayon de 30 km autour de Nesmy.',
        'Tell us about your piece, its size and what you have in mind, with a few photos: we reply with a detailed quote, and come to measure if need be, free within 30 km of Nesmy.',
      ),
      ...S1_MADE_TO_MEASURE_CTA,
    },
  ],
};

const site1Decoration: PageSeed = {
  type: 'PAGE',
  layout: 'page',
  title: t('Décoration sur mesure', 'Made-to-measure decoration'),
  url: S1_URL.decoration,
  menuTitle: t('Décoration', 'Decoration'),
  metaDescription: t(
    'Rideaux, voilages, stores bateau et coussins confectionnés sur mesure par un tapissier décorateur en Vendée, prise de mesures et pose comprises.',
    'Curtains, sheers, Roman blinds and cushions made to measure by an upholsterer and decorator in Vendée, measuring and fitting included.',
  ),
  showInMenu: true,
  blocks: [
    {
      type: 'hero',
      title: t('Décoration sur mesure', 'Made-to-measure decoration'),
      subtitle: t(
        'Rideaux, voilages, stores et coussins confectionnés à vos mesures pour habiller vos fenêtres et vos canapés.',
        'Curtains, sheers, blinds and cushions made to your measurements to dress your windows and sofas.',
      ),
      image: 'pages/decoration-rideaux.svg',
      alt: t(
        'Une fenêtre habillée de rideaux en toile de Jouy, une bergère moutarde et un canapé garni de coussins',
        'A window dressed with toile de Jouy curtains, a mustard bergère and a sofa full of cushions',
      ),
      cta: { label: t('Prendre rendez-vous', 'Book an appointment'), url: href(S1_URL.contact) },
    },
    {
      type: 'richText',
      html: t(
        '<h2>Des tissus qui tombent juste</h2><p>Un rideau réussi tient à peu de chose : la bonne hauteur, l’ampleur des plis, une doublure adaptée à la pièce. Nous venons prendre les mesures chez vous, vous conseillons sur les tringles et les rails, puis confectionnons et posons vos rideaux.</p><p>Têtes flamandes, plis creux, œillets ou pattes nouées, doublure occultante ou thermique : chaque fenêtre a sa solution.</p>',
        '<h2>Fabrics that hang just right</h2><p>A successful curtain comes down to small things: the right length, the fullness of the pleats, a lining suited to the room. We come to measure in your home, advise you on poles and tracks, then make and hang your curtains.</p><p>Goblet or box pleats, eyelets or tab tops, blackout or thermal lining: every window has its answer.</p>',
      ),
    },
    {
      type: 'imageText',
      title: t('Rideaux, voilages et stores bateau', 'Curtains, sheers and Roman blinds'),
      html: t(
        '<p>Voilages en lin pour filtrer la lumière, rideaux doublés pour l’hiver, stores bateau pour les petites fenêtres et les cuisines : nous travaillons avec des éditeurs français et européens, et pouvons aussi confectionner dans un tissu que vous avez déjà.</p><ul><li>Prise de mesures et pose en Vendée</li><li>Doublures occultantes, thermiques ou phoniques</li><li>Mécanismes de stores à chaînette ou à cordon</li></ul>',
        '<p>Linen sheers to soften the light, lined curtains for winter, Roman blinds for small windows and kitchens: we work with French and European textile houses, and can also make up a fabric you already own.</p><ul><li>Measuring and fitting across Vendée</li><li>Blackout, thermal or acoustic linings</li><li>Chain or cord blind mechanisms</li></ul>',
      ),
      image: 'pages/rideaux-voilages.svg',
      alt: t(
        'Une fenêtre avec des voilages blancs et une autre avec un store bateau terracotta',
        'One window with white sheers and another with a terracotta Roman blind',
      ),
      imagePosition: 'right',
    },
    {
      type: 'imageText',
      title: t('Coussins et petits textiles', 'Cushions and small textiles'),
      html: t(
        '<p>Des coussins assortis à votre fauteuil restauré, une housse pour le canapé du salon, un plaid bordé de velours : nous confectionnons toutes les tailles, du 30 × 50 cm au grand 65 × 65 cm, avec passepoil, fermeture invisible et garnissage plume ou fibre.</p>',
        '<p>Cushions to match your restored armchair, a cover for the living-room sofa, a velvet-edged throw: we make every size, from 30 × 50 cm to a generous 65 × 65 cm, with piping, a concealed zip and a feather or fibre insert.</p>',
      ),
      image: 'pages/coussins.svg',
      alt: t(
        'Une pile de coussins en toile de Jouy, velours prune, bouclette et lin rayé sur un banc',
        'A pile of cushions in toile de Jouy, plum velvet, bouclé and striped linen on a bench',
      ),
      imagePosition: 'left',
    },
    {
      type: 'services',
      title: t('Pour chaque pièce de la maison', 'For every room in the house'),
      items: [
        {
          icon: 'curtain',
          title: t('Rideaux doublés', 'Lined curtains'),
          text: t(
            'Occultants pour les chambres, thermiques pour les pièces exposées.',
            'Blackout for bedrooms, thermal for exposed rooms.',
          ),
        },
        {
          icon: 'fabric',
          title: t('Voilages', 'Sheers'),
          text: t(
            'En lin, en coton ou en étamine, pour une lumière douce toute la journée.',
            'In linen, cotton or voile, for soft light all day long.',
          ),
        },
        {
          icon: 'cushion',
          title: t('Coussins', 'Cushions'),
          text: t(
            'Toutes tailles, passepoilés, avec garnissage plume ou fibre.',
            'Any size, piped, with a feather or fibre insert.',
          ),
        },
        {
          icon: 'palette',
          title: t('Conseil couleurs et matières', 'Colour and material advice'),
          text: t(
            'Un rendez-vous chez vous avec nos échantillons pour composer un ensemble harmonieux.',
            'A home visit with our samples to put together a harmonious scheme.',
          ),
        },
      ],
    },
    // The album "Décoration sur mesure" (issue 17: the third of SITE_1_ALBUMS, written right after this site, so
    // id 3 on a fresh database; albums.test.ts checks it), its pictures opening in the fullscreen slider.
    { type: 'album', albumId: 3, title: t('En situation', 'In situ') },
    {
      type: 'services',
      title: t('Nos prestations de décoration', 'Our decoration services'),
      // The services tagged for decoration (issue 17: GET /service?tag=decoration).
      tags: ['decoration'],
    },
    {
      type: 'callToAction',
      title: t(
        'Vos fenêtres méritent mieux qu’un rideau standard',
        'Your windows deserve better than off-the-peg curtains',
      ),
      text: t(
        'Envoyez-nous les dimensions de vos fenêtres et quelques photos : nous vous remettons un devis dans la semaine, et passons avec nos échantillons pour les mesures.',
        'Send us the size of your windows and a few photos: we send you a quote within the week, and call with our samples to measure.',
      ),
      ...S1_MADE_TO_MEASURE_CTA,
    },
  ],
};

const site1Diy: PageSeed = {
  type: 'PAGE',
  layout: 'page',
  title: t('Ateliers de tapisserie pour débutants', 'Upholstery workshops for beginners'),
  url: S1_URL.diy,
  menuTitle: t('Atelier créatif', 'Creative workshop'),
  metaDescription: t(
    'Initiations, stages et ateliers libres de tapisserie d’ameublement en Vendée : apprenez à garnir votre chaise ou votre fauteuil avec une professionnelle.',
    'Taster days, courses and open sessions in traditional upholstery in Vendée: learn to re-stuff your own chair or armchair with a professional.',
  ),
  showInMenu: true,
  blocks: [
    {
      type: 'hero',
      title: t('Atelier tapisserie DIY', 'DIY upholstery workshop'),
      subtitle: t(
        'Apprenez à garnir votre propre siège aux côtés d’une tapissière professionnelle, en petit groupe de six personnes au plus.',
        'Learn to upholster your own seat alongside a professional upholsterer, in a small group of six people at most.',
      ),
      image: 'pages/atelier-diy.svg',
      alt: t(
        'Trois participants autour de la grande table de l’atelier, des tabourets en cours de garniture',
        'Three participants around the big workshop table, with stools being upholstered',
      ),
      cta: { label: t('Réserver un atelier', 'Book a workshop'), url: href(S1_URL.contact) },
    },
    {
      type: 'richText',
      html: t(
        '<h2>Le plaisir de faire soi-même</h2><p>Pas besoin d’être bricoleur : il suffit d’un peu de patience et de l’envie d’apprendre. Vous travaillez sur votre propre siège, chiné ou de famille, ou sur un tabouret que nous fournissons. Les outils, les sangles, la ficelle et le crin sont à disposition ; seul le tissu de couverture reste à choisir.</p><p>À la fin de la séance, vous repartez avec votre ouvrage et les bons gestes pour recommencer chez vous.</p>',
        '<h2>The joy of doing it yourself</h2><p>No DIY skills needed: just a little patience and the wish to learn. You work on your own seat, a flea-market find or a family piece, or on a stool we provide. Tools, webbing, twine and horsehair are all supplied; only the top fabric is yours to choose.</p><p>At the end of the session, you leave with your work and the right techniques to start again at home.</p>',
      ),
    },
    {
      type: 'eventList',
      title: t('Les prochains ateliers', 'Upcoming workshops'),
      nbItem: 6,
    },
    {
      type: 'services',
      title: t('Nos formules', 'Our formats'),
      items: [
        {
          icon: 'scissors',
          title: t('Initiation (une journée)', 'Taster day'),
          text: t(
            'Garnir une assise de chaise ou un tabouret en mousse et le recouvrir. Six heures d’atelier, matériel fourni : 95 €.',
            'Pad a chair seat or a stool with foam and cover it. Six hours in the workshop, materials included: €95.',
          ),
        },
        {
          icon: 'armchair',
          title: t('Stage « Mon premier fauteuil » (trois jours)', '“My first armchair” course (three days)'),
          text: t(
            'Dégarnissage, sangles, ressorts et crin sur votre propre fauteuil. Dix-huit heures d’atelier : 390 €, fournitures selon le siège.',
            'Stripping, webbing, springs and horsehair on your own armchair. Eighteen hours in the workshop: €390, supplies depending on the seat.',
          ),
        },
        {
          icon: 'hammer',
          title: t('Atelier libre (demi-journée)', 'Open session (half day)'),
          text: t(
            'Le mardi soir et le samedi matin, avancez votre projet avec nos outils et nos conseils : 45 € la séance.',
            'On Tuesday evenings and Saturday mornings, move your project forward with our tools and advice: €45 a session.',
          ),
        },
        {
          icon: 'gift',
          title: t('Carte cadeau', 'Gift card'),
          text: t(
            'À offrir pour un anniversaire ou pour Noël, valable un an sur toutes les formules.',
            'A gift for a birthday or Christmas, valid for one year on every format.',
          ),
        },
      ],
    },
    {
      type: 'imageText',
      title: t('Ce que vous apprendrez', 'What you will learn'),
      html: t(
        '<ul><li>Dégarnir proprement un siège sans abîmer le bois</li><li>Tendre et clouer des sangles de jute</li><li>Coudre et guinder des ressorts</li><li>Monter une garniture en crin ou en mousse</li><li>Couper, tendre et poser le tissu, puis le galon</li></ul><p><strong>À apporter :</strong> une tenue confortable, des chaussures fermées et, pour les stages, votre siège et son tissu (nous pouvons vous en proposer sur place).</p>',
        '<ul><li>Stripping a seat cleanly without damaging the wood</li><li>Stretching and tacking jute webbing</li><li>Sewing in and lashing springs</li><li>Building a horsehair or foam stuffing</li><li>Cutting, pulling and fixing the fabric, then the braid</li></ul><p><strong>What to bring:</strong> comfortable clothes, closed shoes and, for courses, your seat and its fabric (we can offer some on site).</p>',
      ),
      image: 'pages/outils-tapissier.svg',
      alt: t(
        'Les outils du tapissier : marteau, ciseaux, aiguille courbe, mètre ruban, ressorts et rouleau de sangle',
        'The upholsterer’s tools: hammer, shears, curved needle, tape measure, springs and a roll of webbing',
      ),
      imagePosition: 'right',
    },
    {
      type: 'reviews',
      title: t('Paroles de participants', 'What participants say'),
      items: [
        {
          author: 'Élodie M.',
          rating: 5,
          date: '2026-07-10',
          text: t(
            'Trois jours hors du temps. Je n’aurais jamais cru être capable de guinder des ressorts ! Claire explique tout avec patience et bonne humeur.',
            'Three days out of time. I never thought I could lash springs! Claire explains everything with patience and good humour.',
          ),
        },
        {
          author: 'Karim S.',
          rating: 5,
          date: '2026-04-18',
          text: t(
            'Offert par ma compagne pour mon anniversaire : une initiation parfaite, et une chaise de bistrot qui a désormais fière allure dans notre cuisine.',
            'A birthday present from my partner: a perfect introduction, and a bistro chair that now looks proud in our kitchen.',
          ),
        },
      ],
    },
    {
      type: 'callToAction',
      title: t('Prochaines dates', 'Upcoming dates'),
      text: t(
        'Les ateliers ont lieu toute l’année ; les stages de trois jours se tiennent pendant les vacances scolaires. Écrivez-nous pour connaître les prochaines dates et réserver votre place.',
        'Workshops run all year round; the three-day courses take place during the school holidays. Write to us for the next dates and to book your place.',
      ),
      label: t('Demander les dates', 'Ask for the dates'),
      url: href(S1_URL.contact),
    },
  ],
};

const site1About: PageSeed = {
  type: 'PAGE',
  layout: 'page',
  title: t('Tapissier artisan en Vendée', 'Craft upholsterer in Vendée'),
  url: S1_URL.about,
  menuTitle: t('L’atelier', 'The workshop'),
  metaDescription: t(
    'Découvrez l’Atelier Morineau, tapissier d’ameublement artisan à Nesmy (Vendée) : garniture traditionnelle, tissus d’éditeurs et réfection de sièges.',
    'Meet Atelier Morineau, a craft upholsterer in Nesmy (Vendée): traditional stuffing, designer fabrics and seat restoration.',
  ),
  showInMenu: false,
  blocks: [
    {
      type: 'hero',
      title: t('Tapissier artisan en Vendée', 'Craft upholsterer in Vendée'),
      subtitle: t(
        'Depuis 2012, nous restaurons fauteuils, chaises et canapés à Nesmy, à dix minutes de La Roche-sur-Yon.',
        'Since 2012, we have been restoring armchairs, chairs and sofas in Nesmy, ten minutes from La Roche-sur-Yon.',
      ),
      image: 'pages/atelier-interieur.svg',
      alt: t(
        'La tapissière à son établi, une chaise médaillon rayée posée sur les tréteaux',
        'The upholsterer at her bench, with a striped medallion chair on the trestles',
      ),
    },
    {
      type: 'richText',
      html: t(
        '<h2>Une histoire de transmission</h2><p>Claire Morineau a appris le métier auprès d’un maître tapissier nantais, après un CAP de tapissier d’ameublement en siège. Huit ans plus tard, elle installe son propre atelier dans une ancienne grange de Nesmy, au milieu du bocage vendéen.</p><p>Aujourd’hui, l’atelier réunit trois tapissières et un apprenti. Nous y travaillons comme autrefois, au marteau et à l’aiguille, pour des particuliers, des antiquaires et des professionnels de toute la Vendée et de Loire-Atlantique.</p>',
        '<h2>A story of passing things on</h2><p>Claire Morineau learned the trade from a master upholsterer in Nantes, after a vocational diploma in traditional seat upholstery. Eight years later, she set up her own workshop in an old barn in Nesmy, in the heart of the Vendée bocage.</p><p>Today the workshop brings together three upholsterers and an apprentice. We still work the old way, with hammer and needle, for private clients, antique dealers and businesses across Vendée and Loire-Atlantique.</p>',
      ),
    },
    {
      type: 'imageText',
      title: t('La garniture traditionnelle, étape par étape', 'Traditional upholstery, step by step'),
      html: t(
        '<ol><li><strong>Dégarnissage</strong> : on retire tissu, crin et sangles usés, et on contrôle la carcasse.</li><li><strong>Sanglage</strong> : des sangles de jute tendues et croisées forment le fond de l’assise.</li><li><strong>Ressorts</strong> : cousus sur les sangles puis guindés à la ficelle pour travailler ensemble.</li><li><strong>Garniture</strong> : crin végétal puis crin animal, mis en forme et piqués à l’aiguille.</li><li><strong>Mise en blanc</strong> : une toile de coton fixe la garniture avant la couverture.</li><li><strong>Couverture</strong> : le tissu est tendu et posé, puis fini au galon, au passepoil ou aux clous.</li></ol>',
        '<ol><li><strong>Stripping</strong>: worn fabric, horsehair and webbing come off, and the frame is checked.</li><li><strong>Webbing</strong>: stretched, interlaced jute webbing forms the base of the seat.</li><li><strong>Springs</strong>: sewn onto the webbing, then lashed with twine so they work together.</li><li><strong>Stuffing</strong>: vegetable fibre then horsehair, shaped and stitched with a needle.</li><li><strong>Calico</strong>: a cotton layer holds the stuffing before the top cover.</li><li><strong>Covering</strong>: the fabric is pulled and fixed, then finished with braid, piping or nails.</li></ol>',
      ),
      image: 'pages/fauteuil-tradition.svg',
      alt: t(
        'Un fauteuil dégarni montrant ses sangles et ses ressorts, avec un rouleau de sangle et un marteau',
        'A stripped armchair showing its webbing and springs, with a roll of webbing and a hammer',
      ),
      imagePosition: 'left',
    },
    {
      type: 'imageText',
      title: t('Garniture contemporaine et choix du tissu', 'Modern fillings and choosing the fabric'),
      html: t(
        '<p>Pour un canapé du quotidien ou des chaises de salle à manger, la garniture contemporaine allie confort et rapidité : mousses haute résilience de différentes densités, ouate de polyester, ressorts ensachés.</p><p>Côté tissus, nous vous prêtons nos liasses d’échantillons : lin naturel, velours côtelé, bouclette, toile de Jouy, tissus d’extérieur, cuirs et simili-cuirs. Nous vous aidons à choisir une matière adaptée à l’usage : enfants, animaux, soleil.</p>',
        '<p>For an everyday sofa or dining chairs, a modern filling combines comfort with a shorter turnaround: high-resilience foams of several densities, polyester wadding, pocket springs.</p><p>For fabrics, we lend you our sample books: natural linen, corduroy, bouclé, toile de Jouy, outdoor fabrics, leathers and faux leathers. We help you pick a material suited to how it will be used: children, pets, sunlight.</p>',
      ),
      image: 'pages/tissus-editeurs.svg',
      alt: t(
        'Un éventail d’échantillons de tissus, un rouleau bleu canard et des ciseaux de coupe',
        'A fan of fabric samples, a teal roll and cutting shears',
      ),
      imagePosition: 'right',
    },
    {
      type: 'services',
      title: t('Comment se déroule une réfection', 'How a re-upholstery works'),
      items: [
        {
          icon: 'ruler',
          title: t('1. Le devis', '1. The quote'),
          text: t(
            'À l’atelier ou sur photos, gratuit et détaillé, sous 48 heures.',
            'At the workshop or from photos, free and detailed, within 48 hours.',
          ),
        },
        {
          icon: 'fabric',
          title: t('2. Le choix du tissu', '2. Choosing the fabric'),
          text: t(
            'Échantillons prêtés chez vous, métrage calculé au plus juste.',
            'Samples lent to you at home, yardage calculated precisely.',
          ),
        },
        {
          icon: 'hammer',
          title: t('3. Le travail à l’atelier', '3. Work in the workshop'),
          text: t(
            'De deux à six semaines selon le siège et la garniture.',
            'Two to six weeks depending on the seat and the stuffing.',
          ),
        },
        {
          icon: 'truck',
          title: t('4. Le retour chez vous', '4. Back to your home'),
          text: t(
            'Retrait à l’atelier ou livraison partout en Vendée.',
            'Collection at the workshop or delivery anywhere in Vendée.',
          ),
        },
      ],
    },
    { type: 'contactDetails', title: t('Nous trouver', 'Find us') },
    {
      type: 'callToAction',
      title: t('Venez voir l’atelier', 'Come and see the workshop'),
      text: t(
        'La porte est ouverte du lundi après-midi au samedi matin : apportez votre siège, nous le regarderons ensemble.',
        'Our door is open from Monday afternoon to Saturday morning: bring your seat and we will look at it together.',
      ),
      ...S1_CONTACT_CTA,
    },
  ],
};

const site1Blog: PageSeed = {
  type: 'PAGE',
  layout: 'page',
  title: t('Blog tapisserie et décoration', 'Upholstery and decoration blog'),
  url: S1_URL.blog,
  menuTitle: t('Blog', 'Blog'),
  metaDescription: t(
    'Conseils d’entretien des tissus, histoires de sièges restaurés et coulisses d’un atelier de tapisserie en Vendée.',
    'Fabric care tips, stories of restored seats and behind the scenes of an upholstery workshop in Vendée.',
  ),
  showInMenu: false,
  blocks: [
    {
      type: 'hero',
      title: t('Le carnet de l’atelier', 'The workshop notebook'),
      subtitle: t(
        'Conseils d’entretien, histoires de sièges restaurés et coulisses de l’atelier.',
        'Care tips, stories of restored seats and life behind the scenes.',
      ),
      image: 'pages/blog-carnet.svg',
      alt: t(
        'Un carnet ouvert avec le croquis d’un fauteuil, des échantillons de tissu et un crayon',
        'An open notebook with an armchair sketch, fabric samples and a pencil',
      ),
    },
    {
      type: 'richText',
      html: t(
        '<h2>Nos conseils du moment</h2><ul><li>Aspirez vos sièges une fois par mois, à faible puissance, avec la brosse douce.</li><li>Retournez régulièrement les coussins d’assise pour qu’ils s’usent de façon égale.</li><li>Éloignez velours et soies du soleil direct : les couleurs passent vite derrière une vitre.</li><li>Une tache ? Tamponnez sans frotter, avec une eau légèrement savonneuse, et testez d’abord sur un endroit caché.</li></ul>',
        '<h2>Our tips of the moment</h2><ul><li>Vacuum your seats once a month, on low power, with the soft brush.</li><li>Turn seat cushions regularly so they wear evenly.</li><li>Keep velvets and silks out of direct sunlight: colours fade fast behind glass.</li><li>A stain? Dab, don’t rub, with slightly soapy water, and test on a hidden spot first.</li></ul>',
      ),
    },
    { type: 'blogList', title: t('Les derniers articles', 'Latest articles'), nbItem: 6 },
    { type: 'newsList', title: t('Les nouvelles de l’atelier', 'News from the workshop'), nbItem: 6 },
    {
      type: 'callToAction',
      title: t('Une question sur l’entretien de vos tissus ?', 'A question about caring for your fabrics?'),
      text: t(
        'Écrivez-nous : nous répondons volontiers, même si vous n’avez pas de siège à nous confier.',
        'Write to us: we are happy to help, even if you have no seat to bring us.',
      ),
      label: t('Nous écrire', 'Write to us'),
      url: href(S1_URL.contact),
    },
  ],
};

const site1Contact: PageSeed = {
  type: 'ROUTE',
  layout: 'default',
  title: t('Contacter votre tapissier en Vendée', 'Contact your upholsterer in Vendée'),
  url: S1_URL.contact,
  menuTitle: t('Contact', 'Contact'),
  metaDescription: site1Parameters.CONTACT_META_DESCRIPTION,
  showInMenu: true,
  cms: { isCmsPage: false, route: 'contact' },
  blocks: [],
};

/** A shop category: a sub-page of the shop whose URL is the full path under the shop's. */
function site1ShopCategory(fr: string, en: string, title: LocalizedText, intro: LocalizedText): PageSeed {
  return {
    type: 'ROUTE',
    layout: 'default',
    title,
    url: { fr_FR: `${S1_URL.shop.fr_FR}/${fr}`, en: `${S1_URL.shop.en}/${en}` },
    menuTitle: title,
    metaDescription: intro,
    showInMenu: true,
    isEcommercePage: true,
    cms: { isCmsPage: false, route: 'shop-category' },
    blocks: [{ type: 'richText', html: { fr_FR: `<p>${intro.fr_FR}</p>`, en: `<p>${intro.en ?? intro.fr_FR}</p>` } }],
  };
}

const site1Shop: PageSeed = {
  type: 'ROUTE',
  layout: 'default',
  title: t('Boutique artisanale', 'Craft shop'),
  url: S1_URL.shop,
  menuTitle: t('Boutique', 'Shop'),
  metaDescription: t(
    'Coussins, sacs, cadeaux de naissance et petits meubles confectionnés à la main dans notre atelier de tapisserie en Vendée.',
    'Cushions, bags, baby gifts and small furniture handmade in our upholstery workshop in Vendée, France.',
  ),
  showInMenu: true,
  isEcommercePage: true,
  cms: { isCmsPage: false, route: 'shop' },
  blocks: [
    {
      type: 'richText',
      html: t(
        '<p>Coussins, sacs, cadeaux de naissance et petits meubles, tous confectionnés à l’atelier avec des chutes de tissus d’éditeurs et des matières naturelles. Retrait gratuit à Nesmy ou expédition sous 72 heures.</p>',
        '<p>Cushions, bags, baby gifts and small furniture, all made in the workshop from designer fabric offcuts and natural materials. Free pick-up in Nesmy or shipping within 72 hours.</p>',
      ),
    },
  ],
  children: [
    site1ShopCategory(
      'cadeaux-naissance-artisanaux',
      'handmade-baby-gifts',
      t('Cadeaux de naissance artisanaux', 'Handmade baby gifts'),
      t(
        'Doudous en lin lavé, coussins prénom, tapis d’éveil et pochettes à langer, cousus main en petites séries.',
        'Washed-linen comforters, name cushions, play mats and changing pouches, hand-sewn in small batches.',
      ),
    ),
    site1ShopCategory(
      'decoration-maison-sur-mesure',
      'made-to-measure-home-decor',
      t('Décoration de la maison', 'Home decor'),
      t(
        'Coussins, plaids, housses et abat-jour prêts à offrir ou à personnaliser à vos dimensions.',
        'Cushions, throws, covers and lampshades ready to give, or tailored to your measurements.',
      ),
    ),
    site1ShopCategory(
      'mobilier-artisanal',
      'handcrafted-furniture',
      t('Mobilier artisanal', 'Handcrafted furniture'),
      t(
        'Poufs, tabourets, bancs et fauteuils restaurés disponibles tout de suite : des pièces uniques sorties de l’atelier.',
        'Poufs, stools, benches and restored armchairs available right away: one-off pieces from the workshop.',
      ),
    ),
    site1ShopCategory(
      'sacs-artisanaux',
      'handmade-bags',
      t('Sacs artisanaux', 'Handmade bags'),
      t(
        'Cabas, trousses et sacs bananes taillés dans des chutes de toile de Jouy, de velours et de lin enduit.',
        'Totes, pouches and belt bags cut from offcuts of toile de Jouy, velvet and coated linen.',
      ),
    ),
  ],
};

const site1News: SiteSeed['news'] = [
  {
    slug: 'portes-ouvertes-noel-2026',
    title: t('Portes ouvertes de Noël les 5 et 6 décembre', 'Christmas open days on 5 and 6 December'),
    summary: t(
      'Démonstrations de garniture, marché de créations de l’atelier et vin chaud : venez nous rendre visite à Nesmy le premier week-end de décembre.',
      'Upholstery demonstrations, a market of workshop creations and mulled wine: come and visit us in Nesmy on the first weekend of December.',
    ),
    content: t(
      '<p>Le samedi 5 et le dimanche 6 décembre, de 10 h à 18 h, l’atelier ouvre grand ses portes pour fêter Noël.</p><ul><li>Démonstrations de garniture au crin à 11 h et à 15 h</li><li>Marché de créations : coussins, sacs, cadeaux de naissance et petits meubles restaurés</li><li>Cartes cadeaux pour nos ateliers d’initiation</li><li>Vin chaud, jus de pomme et brioche vendéenne</li></ul><p>Entrée libre, parking devant l’atelier. Venez avec vos questions et, pourquoi pas, avec le siège qui attend au grenier !</p>',
      '<p>On Saturday 5 and Sunday 6 December, from 10 am to 6 pm, the workshop throws its doors wide open to celebrate Christmas.</p><ul><li>Horsehair stuffing demonstrations at 11 am and 3 pm</li><li>A market of our creations: cushions, bags, baby gifts and small restored furniture</li><li>Gift cards for our beginners’ workshops</li><li>Mulled wine, apple juice and Vendée brioche</li></ul><p>Free entry, parking in front of the workshop. Bring your questions and, why not, the chair waiting in the attic!</p>',
    ),
    file: 'news/portes-ouvertes-noel.svg',
    promoted: true,
    publishedAt: '2026-11-05T09:00:00Z',
  },
  {
    slug: 'avant-apres-bergere-louis-xv',
    title: t(
      'Avant, après : une bergère Louis XV retrouve sa jeunesse',
      'Before and after: a Louis XV bergère gets its youth back',
    ),
    summary: t(
      'Carcasse fendue, crin affaissé, tissu élimé : récit de six semaines de travail sur une bergère de famille.',
      'A cracked frame, sagging horsehair, threadbare fabric: the story of six weeks’ work on a family bergère.',
    ),
    content: t(
      '<p>Cette bergère est arrivée à l’atelier avec un pied fendu, des ressorts qui perçaient la toile et un tissu usé jusqu’à la trame. Sa propriétaire tenait à conserver la garniture traditionnelle.</p><p>Après le dégarnissage, le pied a été recollé et renforcé, puis l’assise entièrement refaite : neuf ressorts cousus et guindés, crin végétal puis crin animal, piqûres et mise en blanc. Le velours prune, choisi parmi une vingtaine d’échantillons, est fini par un galon assorti.</p><p>Résultat : un siège confortable pour plusieurs décennies, et un morceau d’histoire familiale préservé.</p>',
      '<p>This bergère came to the workshop with a split leg, springs poking through the hessian and fabric worn down to the weave. Its owner wanted to keep the traditional stuffing.</p><p>After stripping, the leg was re-glued and strengthened, then the seat entirely rebuilt: nine springs sewn and lashed, vegetable fibre then horsehair, stitching and calico. The plum velvet, chosen from some twenty samples, is finished with a matching braid.</p><p>The result: a comfortable seat for decades to come, and a piece of family history preserved.</p>',
    ),
    file: 'news/avant-apres-bergere.svg',
    promoted: false,
    publishedAt: '2026-09-22T09:00:00Z',
  },
  {
    slug: 'stages-ete-2026',
    title: t('Stages d’été : les inscriptions sont ouvertes', 'Summer courses: bookings are open'),
    summary: t(
      'Trois sessions de trois jours en juillet et en août pour garnir votre premier fauteuil, en petit groupe.',
      'Three three-day sessions in July and August to upholster your first armchair, in a small group.',
    ),
    content: t(
      '<p>Le stage « Mon premier fauteuil » revient cet été, du mardi au jeudi :</p><ul><li>du 7 au 9 juillet</li><li>du 21 au 23 juillet</li><li>du 18 au 20 août</li></ul><p>Six places par session, de 9 h 30 à 17 h 30, pause déjeuner sur la terrasse de l’atelier. Apportez votre siège (crapaud, chauffeuse, petit fauteuil) : nous vous aidons à le choisir si besoin.</p>',
      '<p>The “My first armchair” course is back this summer, Tuesday to Thursday:</p><ul><li>7 to 9 July</li><li>21 to 23 July</li><li>18 to 20 August</li></ul><p>Six places per session, 9:30 am to 5:30 pm, with lunch on the workshop terrace. Bring your seat (a slipper chair, a low fireside chair, a small armchair): we can help you choose one if needed.</p>',
    ),
    file: 'news/stages-ete.svg',
    promoted: false,
    publishedAt: '2026-06-18T09:00:00Z',
  },
  {
    slug: 'journees-metiers-art-2026',
    title: t(
      'L’atelier aux Journées européennes des métiers d’art',
      'The workshop at the European Artistic Crafts Days',
    ),
    summary: t(
      'Début avril, l’atelier ouvre ses portes pour montrer les gestes du tapissier.',
      'In early April, the workshop opens its doors to show the upholsterer’s craft.',
    ),
    content: t(
      '<p>Comme chaque printemps, l’atelier participe aux Journées européennes des métiers d’art. Pendant le week-end, nous vous montrons toutes les étapes d’une garniture traditionnelle, du sanglage à la pose du galon.</p><p>Les enfants pourront planter leurs premiers clous de tapissier sur un petit tabouret d’essai.</p>',
      '<p>As every spring, the workshop takes part in the European Artistic Crafts Days. Over the weekend, we show every step of a traditional stuffing, from webbing to the final braid.</p><p>Children can hammer in their first upholstery tacks on a small practice stool.</p>',
    ),
    file: 'news/metiers-art.svg',
    promoted: false,
    publishedAt: '2026-03-24T09:00:00Z',
  },
  {
    slug: 'nouveaux-tissus-printemps-2026',
    title: t('Les nouveaux tissus du printemps sont arrivés', 'The new spring fabrics have arrived'),
    summary: t(
      'Lins lavés, toiles de Jouy revisitées et bouclettes douces : les nouvelles liasses sont à l’atelier.',
      'Washed linens, reinvented toiles de Jouy and soft bouclés: the new sample books are in the workshop.',
    ),
    content: t(
      '<p>Les éditeurs ont dévoilé leurs collections de printemps et les nouvelles liasses viennent d’arriver. Au programme : des lins lavés aux teintes d’argile et de sauge, des toiles de Jouy redessinées en bleu canard, des velours côtelés moutarde et des bouclettes écrues.</p><p>Les échantillons peuvent être empruntés pour une semaine : de quoi les essayer chez vous, à la lumière de votre pièce.</p>',
      '<p>Textile houses have unveiled their spring collections and the new sample books have just arrived. On the menu: washed linens in clay and sage tones, toiles de Jouy redrawn in teal, mustard corduroys and ivory bouclés.</p><p>Samples can be borrowed for a week, so you can try them at home, in the light of your own room.</p>',
    ),
    file: 'news/tissus-printemps.svg',
    promoted: false,
    publishedAt: '2026-02-10T09:00:00Z',
  },
  {
    slug: 'prix-artisanat-vendee-2026',
    title: t(
      'Un cabriolet de l’atelier primé au concours de l’artisanat vendéen',
      'A cabriolet chair from the workshop wins a prize at the Vendée craft awards',
    ),
    summary: t(
      'Le jury a salué une garniture traditionnelle entièrement cousue main et le choix d’un lin tissé en Vendée.',
      'The jury praised an entirely hand-sewn traditional stuffing and the choice of a linen woven in Vendée.',
    ),
    content: t(
      '<p>Le cabriolet Louis XVI présenté par l’atelier a reçu le deuxième prix du concours de l’artisanat vendéen, catégorie métiers du siège. Le jury a salué une garniture traditionnelle entièrement cousue main, du sanglage à la mise en blanc, et le choix d’un lin tissé à quelques kilomètres de l’atelier.</p><p>Le fauteuil est exposé à l’atelier jusqu’à la fin de l’année : passez le voir, et découvrir de près chacune des étapes de sa réfection.</p>',
      '<p>The Louis XVI cabriolet chair entered by the workshop won second prize at the Vendée craft awards, in the seating trades category. The jury praised an entirely hand-sewn traditional stuffing, from webbing to calico, and the choice of a linen woven a few kilometres from the workshop.</p><p>The chair is on show at the workshop until the end of the year: come and see it, and every step of its restoration up close.</p>',
    ),
    file: 'news/meilleur-ouvrier.svg',
    promoted: false,
    publishedAt: '2026-10-14T09:00:00Z',
  },
];

const SITE_1: SiteSeed = {
  id: 1,
  name: 'Atelier Morineau',
  domains: ['localhost', '127.0.0.1', 'atelier-tapisserie.fr', 'www.atelier-tapisserie.fr'],
  info: {
    devUrl: 'http://localhost:3000',
    prodUrl: 'https://www.atelier-tapisserie.fr',
    server: 'node',
    isWinemaker: false,
    isECommerce: true,
    isBuilding: false,
    technicalFileModel: 'STANDARD',
    dashboardType: 'STANDARD',
    fonts: [
      {
        type: 'TITLE',
        family: 'Cormorant Garamond',
        color: '#1f1330ff',
        size: '2.5rem',
        weight: 'semibold',
        style: 'normal',
        files: [
          'fonts/cormorant-garamond-latin-400.woff2',
          'fonts/cormorant-garamond-latin-600.woff2',
          'fonts/cormorant-garamond-latin-700.woff2',
        ],
      },
      {
        type: 'CONTENT',
        family: 'Inter',
        color: '#2b2b2bff',
        size: '1rem',
        weight: 'regular',
        style: 'normal',
        files: ['fonts/inter-latin-400.woff2', 'fonts/inter-latin-600.woff2', 'fonts/inter-latin-700.woff2'],
      },
      {
        type: 'MENU',
        family: 'Inter',
        color: '#2b2b2bff',
        size: '0.95rem',
        weight: 'semibold',
        style: 'normal',
        files: ['fonts/inter-latin-400.woff2', 'fonts/inter-latin-600.woff2', 'fonts/inter-latin-700.woff2'],
      },
    ],
    // The promotional banner waits for SHOW_PROMOTE_MESSAGE (off here: the information bar already speaks).
    banner: {
      fr_FR: 'Jusqu’au 31 janvier : la réfection d’assise d’une chaise offerte pour deux fauteuils confiés',
      en: 'Until 31 January: a chair seat reupholstered free of charge for every two armchairs entrusted to us',
    },
    footerBanner: {
      fr_FR: 'Devis gratuit à l’atelier ou chez vous, dans toute la Vendée',
      en: 'Free quotes at the workshop or in your home, anywhere in Vendée',
    },
    cssVariables: {},
  },
  languages: LANGUAGES,
  parameters: site1Parameters,
  logos: [
    {
      type: 'LOGO',
      file: 'logos/logo.svg',
      alt: t('Atelier Morineau, tapissier d’ameublement en Vendée', 'Atelier Morineau, upholsterer in Vendée'),
    },
    { type: 'LOGO_LIGHT_THEME', file: 'logos/logo-light.svg', alt: t('Atelier Morineau', 'Atelier Morineau') },
    { type: 'LOGO_DARK_THEME', file: 'logos/logo-dark.svg', alt: t('Atelier Morineau', 'Atelier Morineau') },
    { type: 'LOGO_FAVICON', file: 'logos/favicon.svg', alt: t('Atelier Morineau', 'Atelier Morineau') },
    { type: 'LOGO_FOOTER', file: 'logos/logo-footer.svg', alt: t('Atelier Morineau', 'Atelier Morineau') },
  ],
  // Menu order: home, furniture, decoration, creative workshop, shop, contact; then the pages reached from links.
  pages: [site1Home, site1Furniture, site1Decoration, site1Diy, site1Shop, site1Contact, site1About, site1Blog],
  elements: [
    // The workshop's own commitments, drawn for the demo (not real certification marks).
    {
      route: 'logo-footer',
      title: t('Fait main en Vendée', 'Handmade in Vendée'),
      file: 'labels/fait-main-vendee.svg',
      alt: t('Badge « Fait main en Vendée »', '“Handmade in Vendée” badge'),
      url: href(S1_URL.about),
    },
    {
      route: 'logo-footer',
      title: t('Garniture traditionnelle', 'Traditional upholstery'),
      file: 'labels/garniture-traditionnelle.svg',
      alt: t('Badge « Garniture traditionnelle »', '“Traditional upholstery” badge'),
      url: href(S1_URL.about),
    },
    {
      route: 'logo-footer',
      title: t('Tissus d’éditeurs français', 'French textile houses'),
      file: 'labels/tissus-francais.svg',
      alt: t('Badge « Tissus d’éditeurs français »', '“French textile houses” badge'),
      url: href(S1_URL.decoration),
    },
    {
      route: 'logo-footer',
      title: t('Ateliers tous niveaux', 'Workshops for all levels'),
      file: 'labels/ateliers-debutants.svg',
      alt: t('Badge « Ateliers tous niveaux »', '“Workshops for all levels” badge'),
      url: href(S1_URL.diy),
    },
    ...footerLinks([
      { url: S1_URL.contact, title: t('Contact et devis', 'Contact and quotes') },
      { url: S1_URL.about, title: t('L’atelier', 'The workshop') },
      { url: S1_URL.blog, title: t('Le blog', 'The blog') },
      { url: S1_URL.shop, title: t('La boutique', 'The shop') },
    ]),
  ],
  news: site1News,
  addressTypes: [
    { code: 'HEAD_OFFICE', label: t('Siège social', 'Head office') },
    { code: 'WORKSHOP', label: t('Atelier', 'Workshop') },
    { code: 'SHOP', label: t('Boutique', 'Shop') },
    { code: 'CLICK_AND_COLLECT', label: t('Retrait à l’atelier', 'Click and collect') },
  ],
  companyAddresses: [
    {
      name: 'Atelier Morineau',
      address: '7 chemin de la Filandière',
      postalCode: '85310',
      city: 'Nesmy',
      countryAlpha2: 'FR',
      phone: site1Parameters.COMPANY_PHONE,
      email: site1Parameters.COMPANY_EMAIL,
      latitude: '46.5913',
      longitude: '-1.4011',
      openingHours: t(
        'Lundi 14h00 – 18h30 ; du mardi au vendredi 9h00 – 12h30 / 14h00 – 18h30 ; samedi 9h30 – 12h30',
        'Monday 2:00 pm – 6:30 pm; Tuesday to Friday 9:00 am – 12:30 pm / 2:00 pm – 6:30 pm; Saturday 9:30 am – 12:30 pm',
      ),
      isMain: true,
      types: ['WORKSHOP', 'CLICK_AND_COLLECT', 'HEAD_OFFICE'],
    },
    {
      name: 'Showroom de La Roche-sur-Yon',
      address: '18 rue des Halles',
      postalCode: '85000',
      city: 'La Roche-sur-Yon',
      countryAlpha2: 'FR',
      phone: site1Parameters.COMPANY_MOBILE,
      latitude: '46.6703',
      longitude: '-1.4268',
      openingHours: t(
        'Mercredi et samedi 10h00 – 12h30 / 14h30 – 18h30',
        'Wednesday and Saturday 10:00 am – 12:30 pm / 2:30 pm – 6:30 pm',
      ),
      isMain: false,
      types: ['SHOP'],
    },
  ],
  variations: [
    {
      code: 'fabric',
      label: t('Tissu', 'Fabric'),
      values: [
        t('Lin naturel', 'Natural linen'),
        t('Lin lavé', 'Washed linen'),
        t('Velours côtelé', 'Corduroy'),
        t('Velours ras', 'Cotton velvet'),
        t('Bouclette', 'Bouclé'),
        t('Toile de Jouy', 'Toile de Jouy'),
        t('Tissu d’extérieur', 'Outdoor fabric'),
      ],
    },
    {
      code: 'colour',
      label: t('Couleur', 'Colour'),
      values: [
        t('Écru', 'Ivory'),
        t('Prune', 'Plum'),
        t('Vert sauge', 'Sage green'),
        t('Moutarde', 'Mustard'),
        t('Terracotta', 'Terracotta'),
        t('Bleu canard', 'Teal'),
        t('Anthracite', 'Charcoal'),
      ],
    },
    {
      code: 'size',
      label: t('Taille', 'Size'),
      values: [
        t('S', 'S'),
        t('M', 'M'),
        t('L', 'L'),
        t('30 × 50 cm', '30 × 50 cm'),
        t('40 × 40 cm', '40 × 40 cm'),
        t('45 × 45 cm', '45 × 45 cm'),
        t('60 × 60 cm', '60 × 60 cm'),
      ],
    },
  ],
  externalApps: [
    {
      app: 'PRODUCT_FILE_GENERATOR',
      isActive: true,
      publicConfig: { template: 'STANDARD', showLogo: true, showPrices: true },
    },
    { app: 'GOOGLE_REVIEWS', isActive: false, publicConfig: {} },
  ],
  components: [
    {
      slug: 'home-hero',
      config: { overlayOpacity: 0.35, textPosition: 'left', minHeight: '80vh', showScrollHint: true },
    },
    {
      slug: 'footer',
      config: { showPartnerLogos: true, showOpeningHours: true, showSocialLinks: true, showNewsletter: true },
    },
  ],
};

// ════════════════════════════════════════════════════════════════════════════════
// Site 2: Domaine des Exemples, winemaker in Brem-sur-Mer (AOC Fiefs Vendéens)
// ════════════════════════════════════════════════════════════════════════════════

const S2_URL = {
  home: { fr_FR: '', en: '' },
  estate: { fr_FR: 'le-domaine', en: 'the-estate' },
  wines: { fr_FR: 'nos-vins', en: 'our-wines' },
  contact: { fr_FR: 'contact', en: 'contact' },
} satisfies Record<string, PageUrl>;

const S2_HOURS = { fr_FR: '10h00 – 12h30 / 15h00 – 19h00', en: '10:00 am – 12:30 pm / 3:00 pm – 7:00 pm' };
const S2_CLOSED = { fr_FR: 'Fermé', en: 'Closed' };

const site2Parameters = {
  // The estate's service pages set their text beside their picture (issue 17; the workshop keeps CLASSIC).
  SERVICE_PAGE_STYLE: 'SPLIT',
  PRIMARY_COLOR: '#7a1f35ff',
  ACCENT_COLOR: '#c9a24bff',
  ACTIVE_FONT_COLOR: '#7a1f35ff',
  ACTIVE_MENU_COLOR: '#7a1f35ff',
  BACKGROUND_COLOR: '#fdfaf6ff',
  BACKGROUND_FOOTER_COLOR: '#3a0f1bff',
  FONT_COLOR: '#2e2522ff',
  FONT_FOOTER_COLOR: '#f7efe6ff',
  HEADING_COLOR: '#3a0f1bff',
  BACKGROUND_MOBILE_MENU_COLOR: '#5a1526ff',
  TOP_MENU_INFO_BAR_BACKGROUND_COLOR: '#7a1f35ff',
  TOP_MENU_INFO_BAR_FONT_COLOR: '#ffffffff',
  COMPANY_NAME: 'Domaine des Exemples',
  LEGAL_COMPANY_NAME: 'EARL Domaine des Exemples',
  CORPORATE_FORM: 'EARL',
  SHARE_CAPITAL: '7 500 €',
  SIRET_NUMBER: '79215846100014',
  RCS_NUMBER: 'RCS La Roche-sur-Yon 792 158 461',
  HEAD_OFFICE: '3 route des Vignes, 85470 Brem-sur-Mer',
  LEGAL_AGENT: 'Antoine Guérineau',
  COMPANY_EMAIL: 'contact@domaine-des-exemples.fr',
  COMPANY_PHONE: '02 61 91 73 05',
  COMPANY_MOBILE: '06 39 98 15 62',
  COMPANY_ADDRESS: 'https://www.openstreetmap.org/search?query=3%20route%20des%20Vignes%2C%2085470%20Brem-sur-Mer',
  COMPANY_DESCRIPTION: {
    fr_FR:
      'Domaine familial de douze hectares à Brem-sur-Mer, en appellation Fiefs Vendéens. Antoine et Léa Guérineau y cultivent chenin, chardonnay, pinot noir, gamay et négrette, vendangés à la main, et vous accueillent au caveau pour la dégustation.',
    en: 'A twelve-hectare family estate in Brem-sur-Mer, in the Fiefs Vendéens appellation. Antoine and Léa Guérineau grow Chenin, Chardonnay, Pinot Noir, Gamay and Négrette, all hand-harvested, and welcome you to the cellar door for tastings.',
  },
  MONDAY_HOURS: S2_CLOSED,
  TUESDAY_HOURS: S2_HOURS,
  WEDNESDAY_HOURS: S2_HOURS,
  THURSDAY_HOURS: S2_HOURS,
  FRIDAY_HOURS: S2_HOURS,
  SATURDAY_HOURS: S2_HOURS,
  SUNDAY_HOURS: { fr_FR: '10h00 – 12h30 (juillet et août)', en: '10:00 am – 12:30 pm (July and August)' },
  FACEBOOK_URL: 'https://www.facebook.com/domainedesexemples',
  INSTAGRAM_URL: 'https://www.instagram.com/domaine.des.exemples',
  SHOW_PROMOTE_MESSAGE: 'true',
  SHOW_SEARCHBAR: 'true',
  TOP_MENU_INFO_BAR: 'true',
  TOP_MENU_INFO_BAR_TEXT: {
    fr_FR:
      'Livraison offerte dès 12 bouteilles · L’abus d’alcool est dangereux pour la santé, à consommer avec modération',
    en: 'Free delivery from 12 bottles · Alcohol abuse is dangerous for your health, please drink responsibly',
  },
  HOME_META_DESCRIPTION: {
    fr_FR:
      'Domaine des Exemples, vignerons à Brem-sur-Mer : vins blancs, rosés et rouges AOC Fiefs Vendéens, vente en ligne et au caveau.',
    en: 'Domaine des Exemples, winemakers in Brem-sur-Mer: white, rosé and red Fiefs Vendéens wines, sold online and at the cellar door.',
  },
  CONTACT_META_DESCRIPTION: {
    fr_FR: 'Contactez le Domaine des Exemples à Brem-sur-Mer : horaires du caveau, visites, dégustations et commandes.',
    en: 'Contact Domaine des Exemples in Brem-sur-Mer: cellar door hours, visits, tastings and orders.',
  },
  NEWS_META_DESCRIPTION: {
    fr_FR: 'Les nouvelles du domaine : vendanges, millésimes et portes ouvertes.',
    en: 'News from the estate: harvests, vintages and open days.',
  },
  WINE_META_DESCRIPTION: {
    fr_FR:
      'Nos vins AOC Fiefs Vendéens : chenin sec, rosé de négrette et rouge de pinot noir, à commander en ligne ou au caveau.',
    en: 'Our Fiefs Vendéens wines: dry Chenin, Négrette rosé and Pinot Noir red, to order online or at the cellar door.',
  },
  SHIPPING_MESSAGE: {
    fr_FR: 'Expédition sous 72 heures en cartons de 6 ou 12 bouteilles',
    en: 'Shipped within 72 hours in cases of 6 or 12 bottles',
  },
  PAYMENT_METHOD: {
    fr_FR: 'Paiement sécurisé par carte bancaire (cartes françaises)',
    en: 'Secure payment by bank card (French cards)',
  },
  ...STOCK_LABELS,
  SEND_MAIL_AS_NAME: 'Domaine des Exemples',
  SEND_MAIL_AS_MAIL: 'ne-pas-repondre@domaine-des-exemples.fr',
  HIDE_CONTACT_PAGE: 'false',
  DISPLAY_ALCOHOL_SELLING_MESSAGE: 'true',
  DISPLAY_ETHYLOTEST_MESSAGE: 'true',
  BLOCK_MINORS_FROM_REGISTERING: 'true',
  ASK_BIRTHDATE_AT_REGISTER: 'true',
  FREE_SHIPPING_BOTTLE: '12',
} satisfies ParameterSeedValues;

const S2_VISIT_CTA = { label: t('Préparer ma visite', 'Plan my visit'), url: href(S2_URL.contact) };

const site2Pages: PageSeed[] = [
  {
    type: 'PAGE',
    layout: 'page-absolute-menu',
    isHome: true,
    title: t('Domaine des Exemples, vignerons en Fiefs Vendéens', 'Domaine des Exemples, Fiefs Vendéens winemakers'),
    url: S2_URL.home,
    menuTitle: t('Accueil', 'Home'),
    metaDescription: site2Parameters.HOME_META_DESCRIPTION,
    showInMenu: true,
    blocks: [
      {
        type: 'hero',
        title: t('Des vins de Vendée, entre océan et bocage', 'Vendée wines, between the ocean and the bocage'),
        subtitle: t(
          'Douze hectares de vignes à Brem-sur-Mer, vendangés à la main par la même famille depuis 1962.',
          'Twelve hectares of vines in Brem-sur-Mer, hand-harvested by the same family since 1962.',
        ),
        image: 'pages/accueil-vignes.svg',
        alt: t(
          'Les rangs de vigne du domaine, le chai et un moulin sur la colline au soleil couchant',
          'The estate’s vine rows, the winery and a windmill on the hill at sunset',
        ),
        cta: { label: t('Découvrir nos vins', 'Discover our wines'), url: href(S2_URL.wines) },
      },
      {
        type: 'imageText',
        title: t('Trois couleurs, un terroir', 'Three colours, one terroir'),
        html: t(
          '<p>Nos vignes poussent sur des sables et des schistes à quelques kilomètres de l’océan. Le vent du large garde les raisins sains et donne à nos vins une fraîcheur saline.</p><p>Chenin sec et tendu, rosé de négrette aux notes de fruits rouges, pinot noir souple et gourmand : trois cuvées à découvrir au caveau ou dans notre boutique en ligne.</p>',
          '<p>Our vines grow on sand and schist a few kilometres from the Atlantic. The sea breeze keeps the grapes healthy and gives our wines a saline freshness.</p><p>A taut, dry Chenin, a Négrette rosé full of red fruit, a supple, generous Pinot Noir: three cuvées to discover at the cellar door or in our online shop.</p>',
        ),
        image: 'pages/cuvees.svg',
        alt: t(
          'Trois bouteilles de blanc, de rosé et de rouge, un verre et des grappes de raisin',
          'Three bottles of white, rosé and red, a glass and bunches of grapes',
        ),
        imagePosition: 'right',
      },
      {
        type: 'services',
        title: t('Au domaine', 'At the estate'),
        items: [
          {
            icon: 'grape',
            title: t('Vendanges manuelles', 'Hand harvesting'),
            text: t('Chaque grappe est cueillie et triée à la main.', 'Every bunch is picked and sorted by hand.'),
          },
          {
            icon: 'barrel',
            title: t('Élevage patient', 'Patient ageing'),
            text: t(
              'Cuves inox pour les blancs, vieux fûts de chêne pour le rouge.',
              'Steel tanks for the whites, old oak barrels for the red.',
            ),
          },
          {
            icon: 'glass',
            title: t('Dégustations', 'Tastings'),
            text: t('Gratuites au caveau, du mardi au samedi.', 'Free at the cellar door, Tuesday to Saturday.'),
          },
          {
            icon: 'truck',
            title: t('Livraison', 'Delivery'),
            text: t(
              'Partout en France métropolitaine, offerte dès 12 bouteilles.',
              'Anywhere in mainland France, free from 12 bottles.',
            ),
          },
        ],
      },
      {
        type: 'gallery',
        title: t('La vie du domaine', 'Life at the estate'),
        images: [
          {
            image: 'gallery/grappes.svg',
            alt: t('Grappes de raisin mûres sur le fil de palissage', 'Ripe bunches of grapes on the trellis wire'),
          },
          { image: 'gallery/rangs-de-vigne.svg', alt: t('Rangs de vigne au coucher du soleil', 'Vine rows at sunset') },
          {
            image: 'gallery/degustation.svg',
            alt: t(
              'Trois verres de blanc, rosé et rouge pour la dégustation',
              'Three glasses of white, rosé and red for a tasting',
            ),
          },
          {
            image: 'gallery/caveau.svg',
            alt: t(
              'Le caveau du domaine, maison blanche au toit de tuiles',
              'The estate’s cellar door, a white house with a tiled roof',
            ),
          },
        ],
      },
      { type: 'promotedNews', title: t('Les nouvelles du domaine', 'News from the estate') },
      { type: 'reviews', title: t('Ils ont goûté nos vins', 'They tasted our wines'), nbItem: 3 },
      {
        type: 'callToAction',
        title: t('Venez nous voir au caveau', 'Come and see us at the cellar door'),
        text: t(
          'Dégustation offerte, visite du chai sur rendez-vous et conseils d’accords mets et vins. À cinq minutes de la plage !',
          'Free tastings, winery tours by appointment and food-pairing advice. Five minutes from the beach!',
        ),
        ...S2_VISIT_CTA,
      },
      { type: 'openingHours', title: t('Horaires du caveau', 'Cellar door opening hours') },
    ],
  },
  {
    type: 'PAGE',
    layout: 'page',
    title: t('Le domaine', 'The estate'),
    url: S2_URL.estate,
    menuTitle: t('Le domaine', 'The estate'),
    metaDescription: t(
      'L’histoire du Domaine des Exemples, son terroir de sables et de schistes à Brem-sur-Mer et son travail à la vigne comme au chai.',
      'The story of Domaine des Exemples, its sand and schist terroir in Brem-sur-Mer, and its work in the vineyard and the winery.',
    ),
    showInMenu: true,
    blocks: [
      {
        type: 'hero',
        title: t('Le domaine', 'The estate'),
        subtitle: t(
          'Trois générations de vignerons sur la côte vendéenne.',
          'Three generations of winemakers on the Vendée coast.',
        ),
        image: 'gallery/rangs-de-vigne.svg',
        alt: t('Rangs de vigne au coucher du soleil', 'Vine rows at sunset'),
      },
      {
        type: 'richText',
        html: t(
          '<h2>Depuis 1962</h2><p>Marcel Guérineau a planté ses premiers rangs de vigne en 1962 sur les terres familiales de Brem-sur-Mer. Son fils a agrandi le domaine, et ses petits-enfants, Antoine et Léa, le conduisent aujourd’hui avec le même attachement au travail manuel.</p><p>Les sols sont travaillés, l’herbe pousse entre les rangs et les traitements sont réduits au strict nécessaire.</p>',
          '<h2>Since 1962</h2><p>Marcel Guérineau planted his first vine rows in 1962 on the family land in Brem-sur-Mer. His son enlarged the estate, and his grandchildren, Antoine and Léa, run it today with the same attachment to manual work.</p><p>The soils are ploughed, grass grows between the rows and treatments are kept to the bare minimum.</p>',
        ),
      },
      {
        type: 'imageText',
        title: t('Un terroir de sables et de schistes', 'A terroir of sand and schist'),
        html: t(
          '<p>Sous une fine couche de sable, les racines de nos vignes plongent dans les schistes et la rhyolite. Ce sous-sol pauvre limite les rendements et donne des raisins concentrés, à la minéralité marquée.</p>',
          '<p>Beneath a thin layer of sand, our vines’ roots reach down into schist and rhyolite. This poor subsoil keeps yields low and produces concentrated grapes with a marked minerality.</p>',
        ),
        image: 'pages/terroir.svg',
        alt: t(
          'Coupe du sol : une vigne et ses racines à travers le sable, le schiste et la rhyolite',
          'A cross-section of the soil: a vine and its roots through sand, schist and rhyolite',
        ),
        imagePosition: 'right',
      },
      {
        type: 'imageText',
        title: t('Au chai', 'In the winery'),
        html: t(
          '<p>Les blancs et le rosé fermentent lentement en cuves inox à basse température pour garder leur fraîcheur. Le pinot noir est élevé douze mois en fûts de chêne de plusieurs vins, qui arrondissent ses tanins sans marquer le fruit.</p>',
          '<p>The whites and the rosé ferment slowly in temperature-controlled steel tanks to keep their freshness. The Pinot Noir is aged for twelve months in seasoned oak barrels, which round out its tannins without masking the fruit.</p>',
        ),
        image: 'pages/chai-barriques.svg',
        alt: t('Le chai voûté et ses barriques de chêne', 'The vaulted cellar and its oak barrels'),
        imagePosition: 'left',
      },
      { type: 'contactDetails', title: t('Nous rendre visite', 'Visit us') },
      {
        type: 'services',
        title: t('Venir au domaine', 'Visit the estate'),
        // The estate's services (issue 17: GET /service?tag=domaine).
        tags: ['domaine'],
      },
    ],
  },
  {
    type: 'ROUTE',
    layout: 'default',
    title: t('Nos vins', 'Our wines'),
    url: S2_URL.wines,
    menuTitle: t('Nos vins', 'Our wines'),
    metaDescription: site2Parameters.WINE_META_DESCRIPTION,
    showInMenu: true,
    isEcommercePage: true,
    cms: { isCmsPage: false, route: 'shop' },
    blocks: [
      {
        type: 'richText',
        html: t(
          '<p>Nos vins sont vendus par cartons de 6 bouteilles, panachables. Livraison offerte dès 12 bouteilles, ou retrait gratuit au caveau.</p>',
          '<p>Our wines are sold in cases of 6 bottles, which you can mix. Free delivery from 12 bottles, or free pick-up at the cellar door.</p>',
        ),
      },
    ],
  },
  {
    type: 'ROUTE',
    layout: 'default',
    title: t('Contact', 'Contact'),
    url: S2_URL.contact,
    menuTitle: t('Contact', 'Contact'),
    metaDescription: site2Parameters.CONTACT_META_DESCRIPTION,
    showInMenu: true,
    cms: { isCmsPage: false, route: 'contact' },
    blocks: [],
  },
];

const SITE_2: SiteSeed = {
  id: 2,
  name: 'Domaine des Exemples',
  domains: ['vins-exemple.localhost', 'domaine-des-exemples.fr'],
  info: {
    devUrl: 'http://vins-exemple.localhost:3000',
    prodUrl: 'https://domaine-des-exemples.fr',
    server: 'node',
    isWinemaker: true,
    isECommerce: true,
    isBuilding: false,
    technicalFileModel: 'STANDARD',
    dashboardType: 'STANDARD',
    fonts: [
      {
        type: 'TITLE',
        family: 'Playfair Display',
        color: '#3a0f1bff',
        size: '2.25rem',
        weight: 'bold',
        style: 'normal',
        files: [
          'fonts/playfair-display-latin-400.woff2',
          'fonts/playfair-display-latin-600.woff2',
          'fonts/playfair-display-latin-700.woff2',
        ],
      },
      {
        type: 'CONTENT',
        family: 'Lato',
        color: '#2e2522ff',
        size: '1rem',
        weight: 'regular',
        style: 'normal',
        files: ['fonts/lato-latin-400.woff2', 'fonts/lato-latin-700.woff2'],
      },
      {
        type: 'MENU',
        family: 'Lato',
        color: '#2e2522ff',
        size: '1rem',
        weight: 'bold',
        style: 'normal',
        files: ['fonts/lato-latin-400.woff2', 'fonts/lato-latin-700.woff2'],
      },
    ],
    banner: {
      fr_FR: 'Portes ouvertes au caveau les 12 et 13 décembre : dégustation des cuvées de Noël',
      en: 'Open days at the cellar on 12 and 13 December: taste our Christmas wines',
    },
    footerBanner: null,
    cssVariables: {},
  },
  languages: LANGUAGES,
  parameters: site2Parameters,
  logos: [
    {
      type: 'LOGO',
      file: 'logos/logo.svg',
      alt: t('Domaine des Exemples, vignerons en Fiefs Vendéens', 'Domaine des Exemples, Fiefs Vendéens winemakers'),
    },
    { type: 'LOGO_LIGHT_THEME', file: 'logos/logo-light.svg', alt: t('Domaine des Exemples', 'Domaine des Exemples') },
    { type: 'LOGO_DARK_THEME', file: 'logos/logo-dark.svg', alt: t('Domaine des Exemples', 'Domaine des Exemples') },
    { type: 'LOGO_FAVICON', file: 'logos/favicon.svg', alt: t('Domaine des Exemples', 'Domaine des Exemples') },
    { type: 'LOGO_FOOTER', file: 'logos/logo-footer.svg', alt: t('Domaine des Exemples', 'Domaine des Exemples') },
  ],
  pages: site2Pages,
  elements: [
    {
      route: 'logo-footer',
      title: t('Vendanges manuelles', 'Hand-harvested'),
      file: 'labels/vendanges-manuelles.svg',
      alt: t('Badge « Vendanges manuelles »', '“Hand-harvested” badge'),
      url: href(S2_URL.estate),
    },
    {
      route: 'logo-footer',
      title: t('Vignoble familial depuis 1962', 'Family vineyard since 1962'),
      file: 'labels/vignoble-familial.svg',
      alt: t('Badge « Vignoble familial depuis 1962 »', '“Family vineyard since 1962” badge'),
      url: href(S2_URL.estate),
    },
    ...footerLinks([
      { url: S2_URL.contact, title: t('Contact', 'Contact') },
      { url: S2_URL.estate, title: t('Le domaine', 'The estate') },
      { url: S2_URL.wines, title: t('Nos vins', 'Our wines') },
      // The blog (issue 17) is a page of the application, /blog in both languages.
      { url: { fr_FR: 'blog', en: 'blog' }, title: t('Le carnet de vigne', 'The vineyard notebook') },
    ]),
  ],
  news: [
    {
      slug: 'vendanges-2026',
      title: t('Vendanges 2026 : un millésime lumineux', '2026 harvest: a luminous vintage'),
      summary: t(
        'Trois semaines de vendanges manuelles sous le soleil de septembre : des raisins sains, mûrs et pleins de fraîcheur.',
        'Three weeks of hand harvesting under the September sun: healthy, ripe grapes full of freshness.',
      ),
      content: t(
        '<p>Les dernières caisses de pinot noir sont rentrées au chai le 2 octobre. Après un été chaud tempéré par le vent de l’océan, les raisins sont arrivés sains et bien mûrs, avec une belle acidité.</p><p>Les premiers jus de chenin sont prometteurs : tendus, aux arômes de poire et de fleurs blanches. Rendez-vous au printemps pour les premières mises en bouteille.</p><p>Merci aux vingt vendangeuses et vendangeurs qui nous ont accompagnés cette année !</p>',
        '<p>The last crates of Pinot Noir came into the winery on 2 October. After a hot summer tempered by the ocean breeze, the grapes arrived healthy and fully ripe, with good acidity.</p><p>The first Chenin juices are promising: taut, with aromas of pear and white flowers. See you in spring for the first bottlings.</p><p>Thank you to the twenty pickers who joined us this year!</p>',
      ),
      file: 'news/millesime-2026.svg',
      promoted: true,
      publishedAt: '2026-10-08T09:00:00Z',
    },
    {
      slug: 'portes-ouvertes-caveau-juin-2026',
      title: t('Portes ouvertes au caveau les 13 et 14 juin', 'Cellar door open days on 13 and 14 June'),
      summary: t(
        'Dégustation des nouveaux millésimes, visite du chai et planches de produits locaux.',
        'Tasting of the new vintages, winery tours and boards of local produce.',
      ),
      content: t(
        '<p>Le samedi 13 et le dimanche 14 juin, de 10 h à 19 h, venez déguster le chenin et le rosé 2025 tout juste mis en bouteille.</p><ul><li>Visites du chai à 11 h, 15 h et 17 h</li><li>Planches de fromages et de charcuterie de producteurs vendéens</li><li>Tarifs portes ouvertes sur les cartons de 6 et 12 bouteilles</li></ul>',
        '<p>On Saturday 13 and Sunday 14 June, from 10 am to 7 pm, come and taste the freshly bottled 2025 Chenin and rosé.</p><ul><li>Winery tours at 11 am, 3 pm and 5 pm</li><li>Cheese and charcuterie boards from Vendée producers</li><li>Open-day prices on cases of 6 and 12 bottles</li></ul>',
      ),
      file: 'news/portes-ouvertes-caveau.svg',
      promoted: false,
      publishedAt: '2026-05-20T09:00:00Z',
    },
  ],
  addressTypes: [
    { code: 'HEAD_OFFICE', label: t('Siège social', 'Head office') },
    { code: 'CELLAR', label: t('Caveau', 'Cellar door') },
    { code: 'CLICK_AND_COLLECT', label: t('Retrait au caveau', 'Click and collect') },
  ],
  companyAddresses: [
    {
      name: 'Caveau du Domaine des Exemples',
      address: '3 route des Vignes',
      postalCode: '85470',
      city: 'Brem-sur-Mer',
      countryAlpha2: 'FR',
      phone: site2Parameters.COMPANY_PHONE,
      email: site2Parameters.COMPANY_EMAIL,
      latitude: '46.6047',
      longitude: '-1.8296',
      openingHours: t(
        'Du mardi au samedi 10h00 – 12h30 / 15h00 – 19h00 ; dimanche matin en juillet et août',
        'Tuesday to Saturday 10:00 am – 12:30 pm / 3:00 pm – 7:00 pm; Sunday mornings in July and August',
      ),
      isMain: true,
      types: ['HEAD_OFFICE', 'CELLAR', 'CLICK_AND_COLLECT'],
    },
  ],
  variations: [
    {
      code: 'capacity',
      label: t('Contenance', 'Capacity'),
      values: [t('37,5 cl', '37.5 cl'), t('75 cl', '75 cl'), t('Magnum 150 cl', 'Magnum 1.5 L')],
    },
  ],
  externalApps: [
    {
      app: 'PRODUCT_FILE_GENERATOR',
      isActive: true,
      publicConfig: { template: 'STANDARD', showLogo: true, showPrices: false },
    },
    { app: 'GOOGLE_REVIEWS', isActive: false, publicConfig: {} },
  ],
  components: [
    {
      slug: 'home-hero',
      config: { overlayOpacity: 0.25, textPosition: 'center', minHeight: '75vh', showScrollHint: false },
    },
    {
      slug: 'footer',
      config: { showPartnerLogos: true, showOpeningHours: true, showSocialLinks: true, showNewsletter: false },
    },
  ],
};

export const SAMPLE_SITES: SiteSeed[] = [SITE_1, SITE_2];
