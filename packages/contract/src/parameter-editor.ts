import { PARAMETER_CATALOG, type ParameterDefinition, type ParameterKey } from './parameters.ts';

/**
 * How the back-office edits each key of the parameter catalogue (issue 18 item 4): its group, its English label,
 * a help text in both languages, the bounds of a number, the choices of a style. Kept beside the catalogue and
 * keyed by it, so a key added to the catalogue without its editor fails the type check.
 */

/** The sections of the settings page, in order (SPEC §3 groups, as the issue names them). */
export const PARAMETER_GROUPS = ['identity', 'theme', 'header', 'shop', 'legal', 'consent'] as const;
export type ParameterGroup = (typeof PARAMETER_GROUPS)[number];

/**
 * The field that edits a key: the stored kind, or COLOR (a colour with its alpha, `#rrggbbaa`), CHOICE (one of
 * the style's values) and CODE (the merchant's own CSS, script or HTML: kept as typed, never rewritten).
 */
export const PARAMETER_EDITORS = ['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK', 'COLOR', 'CHOICE', 'CODE'] as const;
export type ParameterEditor = (typeof PARAMETER_EDITORS)[number];

export interface ParameterChoice {
  value: string;
  label: { fr_FR: string; en: string };
}

export interface ParameterEditorInfo {
  group: ParameterGroup;
  /** English label (the catalogue's `label` is the French one). */
  labelEn: string;
  help: { fr_FR: string; en: string };
  editor?: ParameterEditor;
  /** NUMBER: the smallest and largest value accepted; `integer` when no decimals make sense. */
  min?: number;
  max?: number;
  integer?: boolean;
  choices?: readonly ParameterChoice[];
  /** LINK: a name on the network is accepted too (`@atelier`, an invitation code, `owner/repository`). */
  handle?: boolean;
}

type Info = ParameterEditorInfo;

const choice = (value: string, fr_FR: string, en: string): ParameterChoice => ({ value, label: { fr_FR, en } });
const colour = (labelEn: string, fr_FR: string, en: string): Info => ({
  group: 'theme',
  labelEn,
  help: { fr_FR, en },
  editor: 'COLOR',
});
const px = (group: ParameterGroup, labelEn: string, fr_FR: string, en: string, min: number, max: number): Info => ({
  group,
  labelEn,
  help: { fr_FR, en },
  editor: 'NUMBER',
  min,
  max,
  integer: true,
});
const info = (group: ParameterGroup, labelEn: string, fr_FR: string, en: string, extra: Partial<Info> = {}): Info => ({
  group,
  labelEn,
  help: { fr_FR, en },
  ...extra,
});
const hours = (dayFr: string, dayEn: string): Info =>
  info(
    'identity',
    `${dayEn} opening hours`,
    `Vos horaires du ${dayFr}, comme vous voulez les lire (« 9 h – 12 h, 14 h – 18 h », « Fermé »). Vide : le jour n’est pas affiché.`,
    `Your opening hours on ${dayEn}, as you want them read ("9am – 12pm, 2pm – 6pm", "Closed"). Empty: the day is not shown.`,
  );
const social = (labelEn: string, network: string, extra: Partial<Info> = {}): Info =>
  info(
    'identity',
    labelEn,
    `L’adresse de votre page ${network}, commençant par https://. Vide : pas d’icône ${network}.`,
    `The address of your ${network} page, starting with https://. Empty: no ${network} icon.`,
    extra,
  );
const meta = (labelEn: string, pageFr: string, pageEn: string): Info =>
  info(
    'identity',
    labelEn,
    `Le court résumé de ${pageFr} que montrent les moteurs de recherche (150 caractères environ).`,
    `The short summary of ${pageEn} that search engines show (about 150 characters).`,
  );
const legal = (labelEn: string, fr_FR: string, en: string): Info => info('legal', labelEn, fr_FR, en);
const shopSwitch = (labelEn: string, fr_FR: string, en: string): Info => info('shop', labelEn, fr_FR, en);
const menuSwitch = (labelEn: string, fr_FR: string, en: string): Info => info('header', labelEn, fr_FR, en);
const legalText = (labelEn: string): Info =>
  info('legal', labelEn, 'Modifié sur la page des textes légaux.', 'Edited on the legal texts page.');
const sides = [
  choice('left', 'À gauche', 'Left'),
  choice('center', 'Au centre', 'Centred'),
  choice('right', 'À droite', 'Right'),
];

export const PARAMETER_EDITOR_INFO: Record<ParameterKey, Info> = {
  // ── Colours ────────────────────────────────────────────────────────────────
  ACTIVE_FONT_COLOR: colour(
    'Active menu entry text colour',
    'La couleur du texte de la page où se trouve le visiteur, dans le menu.',
    'The text colour of the page the visitor is on, in the menu.',
  ),
  ACTIVE_MENU_COLOR: colour(
    'Active menu entry colour',
    'La couleur du trait ou du fond qui marque la page en cours dans le menu.',
    'The colour of the line or background that marks the current page in the menu.',
  ),
  BACKGROUND_COLOR: colour('Background colour', 'Le fond de toutes les pages.', 'The background of every page.'),
  BACKGROUND_FOOTER_COLOR: colour(
    'Footer background colour',
    'Le fond du bas de page (coordonnées, liens).',
    'The background of the footer (contact details, links).',
  ),
  BACKGROUND_HEADER_COLOR: colour(
    'Header background colour',
    'Le fond de la barre du haut, avec le logo.',
    'The background of the top bar, with the logo.',
  ),
  BACKGROUND_MENU_COLOR: colour(
    'Menu background colour',
    'Le fond du menu et des sous-menus.',
    'The background of the menu and sub-menus.',
  ),
  FONT_COLOR: colour(
    'Text colour',
    'La couleur du texte courant. Gardez-la bien foncée sur un fond clair pour qu’il reste lisible.',
    'The colour of body text. Keep it dark on a light background so it stays easy to read.',
  ),
  FONT_FOOTER_COLOR: colour(
    'Footer text colour',
    'La couleur du texte du bas de page : elle doit bien trancher avec son fond.',
    'The text colour of the footer: it must stand out from its background.',
  ),
  FONT_HEADER_COLOR: colour(
    'Header text colour',
    'La couleur du texte de la barre du haut.',
    'The text colour of the top bar.',
  ),
  HEADING_COLOR: colour('Heading colour', 'La couleur des titres des pages.', 'The colour of page headings.'),
  MENU_COLOR_ON_TOP: colour(
    'Menu colour over a picture',
    'La couleur du menu quand il est posé sur la grande image du haut d’une page.',
    'The colour of the menu when it sits over the large picture at the top of a page.',
  ),
  FONT_MOBILE_MENU_COLOR: colour(
    'Phone menu text colour',
    'La couleur du texte du menu sur téléphone.',
    'The text colour of the menu on phones.',
  ),
  FONT_BACKGROUND_COLOR: colour(
    'Text colour on coloured backgrounds',
    'La couleur du texte des boutons et des bandeaux de la couleur principale.',
    'The text colour of buttons and bands in the main colour.',
  ),
  BACKGROUND_MOBILE_MENU_COLOR: colour(
    'Phone menu background colour',
    'Le fond du menu sur téléphone.',
    'The background of the menu on phones.',
  ),
  PRIMARY_COLOR: colour(
    'Main colour',
    'La couleur de votre marque : boutons, liens, éléments mis en avant.',
    'Your brand colour: buttons, links, highlighted items.',
  ),
  ACCENT_COLOR: colour(
    'Accent colour',
    'Une seconde couleur pour les touches de rappel (étiquettes, pastilles). Le texte posé dessus est foncé.',
    'A second colour for small touches (labels, badges). Text on it is dark.',
  ),
  TOP_MENU_INFO_BAR_BACKGROUND_COLOR: colour(
    'Information bar background colour',
    'Le fond du bandeau d’information au-dessus du menu.',
    'The background of the information bar above the menu.',
  ),
  TOP_MENU_INFO_BAR_FONT_COLOR: colour(
    'Information bar text colour',
    'La couleur du texte du bandeau d’information.',
    'The text colour of the information bar.',
  ),

  // ── Identity ───────────────────────────────────────────────────────────────
  COMPANY_NAME: info(
    'identity',
    'Business name',
    'Le nom de votre entreprise tel que vos clients le connaissent.',
    'Your business name as your customers know it.',
  ),
  COMPANY_EMAIL: info(
    'identity',
    'Business e-mail',
    'L’adresse e-mail affichée sur le site et où arrivent les messages du formulaire de contact.',
    'The e-mail address shown on the site, where contact form messages arrive.',
  ),
  COMPANY_PHONE: info('identity', 'Phone', 'Le numéro affiché sur le site.', 'The number shown on the site.'),
  COMPANY_MOBILE: info('identity', 'Mobile phone', 'Un second numéro, de portable.', 'A second, mobile number.'),
  COMPANY_FAX: info('identity', 'Fax', 'Vide : pas de fax affiché.', 'Empty: no fax shown.'),
  COMPANY_ADDRESS: info(
    'identity',
    'Address on a map',
    'Le lien vers votre adresse sur une carte (OpenStreetMap, Google Maps…), commençant par https://.',
    'The link to your address on a map (OpenStreetMap, Google Maps…), starting with https://.',
  ),
  COMPANY_DESCRIPTION: info(
    'identity',
    'Business description',
    'Quelques phrases sur votre métier, reprises en bas de page.',
    'A few sentences about your trade, shown in the footer.',
  ),
  HEAD_OFFICE: legal(
    'Registered office',
    'L’adresse du siège, pour les mentions légales.',
    'The registered office address, for the legal notice.',
  ),
  LEGAL_AGENT: legal(
    'Legal representative',
    'La personne responsable de l’entreprise (et de la publication du site).',
    'The person responsible for the business (and for publishing the site).',
  ),
  LEGAL_COMPANY_NAME: legal(
    'Registered name',
    'Le nom officiel de l’entreprise.',
    'The official name of the business.',
  ),
  CORPORATE_FORM: legal('Legal form', 'SARL, SAS, EI, micro-entreprise…', 'SARL, SAS, sole trader…'),
  SIRET_NUMBER: legal('SIRET number', 'Les 14 chiffres de votre numéro SIRET.', 'The 14 digits of your SIRET number.'),
  RCS_NUMBER: legal('RCS number', 'Si vous êtes inscrit au registre du commerce.', 'If you are on the trade register.'),
  RM_NUMBER: legal(
    'Trade register (RM) number',
    'Si vous êtes inscrit au répertoire des métiers (artisans).',
    'If you are on the craft trades register.',
  ),
  SHARE_CAPITAL: legal('Share capital', 'Par exemple « 5 000 € ».', 'For example "€5,000".'),

  MONDAY_HOURS: hours('lundi', 'Monday'),
  TUESDAY_HOURS: hours('mardi', 'Tuesday'),
  WEDNESDAY_HOURS: hours('mercredi', 'Wednesday'),
  THURSDAY_HOURS: hours('jeudi', 'Thursday'),
  FRIDAY_HOURS: hours('vendredi', 'Friday'),
  SATURDAY_HOURS: hours('samedi', 'Saturday'),
  SUNDAY_HOURS: hours('dimanche', 'Sunday'),

  LEGAL_NOTICE: legalText('Legal notice'),
  PRIVACY_POLICY: legalText('Privacy policy'),
  COOKIE_POLICY: legalText('Cookie policy'),
  SALE_TERMS: legalText('Terms of sale'),
  USE_TERMS: legalText('Terms of use'),

  // ── Switches ───────────────────────────────────────────────────────────────
  ENABLE_NEWSLETTER: info(
    'consent',
    'Newsletter sign-up',
    'Propose aux visiteurs de s’inscrire à votre lettre d’information (avec leur accord).',
    'Offers visitors to sign up to your newsletter (with their consent).',
  ),
  SHOW_SEARCHBAR: menuSwitch(
    'Search field',
    'Un champ de recherche de produits dans la barre du haut (boutiques seulement).',
    'A product search field in the top bar (shops only).',
  ),
  DISPLAY_ADDRESS_IN_TOPBAR: menuSwitch(
    'Address in the information bar',
    'Montre votre adresse dans le bandeau d’information.',
    'Shows your address in the information bar.',
  ),
  DISPLAY_ALCOHOL_SELLING_MESSAGE: shopSwitch(
    'Alcohol sale warning',
    'Le message légal sur la vente d’alcool aux mineurs, en bas de page.',
    'The legal notice about selling alcohol to minors, in the footer.',
  ),
  DISPLAY_ETHYLOTEST_MESSAGE: shopSwitch(
    'Breathalyser message at payment',
    'Rappel sur l’éthylotest affiché à la page de paiement.',
    'A breathalyser reminder shown on the payment page.',
  ),
  SHOW_PROMOTE_MESSAGE: menuSwitch(
    'Promotional banner',
    'Affiche le message promotionnel du site au-dessus de la barre du haut.',
    'Shows the site’s promotional message above the top bar.',
  ),
  SHOW_PROMOTE_NEWS: info(
    'identity',
    'Feature the latest news',
    'Met votre dernière actualité en avant sur les pages qui le proposent.',
    'Features your latest news item on the pages that offer it.',
  ),
  DISPLAY_SECONDARY_ADDRESSES: info(
    'identity',
    'Other addresses',
    'Affiche aussi vos autres adresses (boutique, dépôt) dans les coordonnées.',
    'Also shows your other addresses (shop, warehouse) in the contact details.',
  ),
  SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET: shopSwitch(
    'Nutrition facts',
    'Montre les valeurs nutritionnelles sur la page d’un produit.',
    'Shows nutrition facts on a product’s page.',
  ),
  SUBMENU_DROPSHADOW: menuSwitch(
    'Sub-menu shadow',
    'Une ombre légère sous les sous-menus.',
    'A light shadow under sub-menus.',
  ),
  ALLOW_ONLY_MOBILE_PHONE: shopSwitch(
    'Mobile numbers only',
    'Les clients doivent donner un numéro de portable (utile pour les SMS de livraison).',
    'Customers must give a mobile number (useful for delivery text messages).',
  ),
  TOP_MENU_INFO_BAR: menuSwitch(
    'Information bar',
    'Un bandeau au-dessus du menu avec le texte ci-dessous.',
    'A bar above the menu with the text below.',
  ),
  LOCK_TEXT_SELECTION: info(
    'theme',
    'Prevent text selection',
    'Empêche de sélectionner le texte des pages (les champs restent utilisables).',
    'Prevents selecting the pages’ text (fields still work).',
  ),
  BLOCK_MINORS_FROM_REGISTERING: shopSwitch(
    'No accounts for minors',
    'Refuse la création d’un compte aux moins de 18 ans (demande la date de naissance).',
    'Refuses accounts to people under 18 (asks for the date of birth).',
  ),
  ASK_BIRTHDATE_AT_REGISTER: shopSwitch(
    'Ask date of birth',
    'Demande la date de naissance à la création d’un compte.',
    'Asks for the date of birth when an account is created.',
  ),
  HIDE_HOMEPAGE_IN_MENU: menuSwitch(
    'Hide home in the menu',
    'Le logo mène déjà à l’accueil : vous pouvez retirer l’entrée du menu.',
    'The logo already leads home: you can remove the menu entry.',
  ),
  HIDE_CONTACT_PAGE: menuSwitch(
    'Hide the contact page',
    'Retire la page de contact du menu.',
    'Removes the contact page from the menu.',
  ),
  HIDE_EVOLUSITE_LOGO: info(
    'theme',
    'Hide the site maker’s mention',
    'Retire la mention « Site réalisé avec… » du bas de page.',
    'Removes the "Site made with…" mention from the footer.',
  ),
  PRODUCT_HIDE_PERCENTAGE_DISCOUNT: shopSwitch(
    'Hide discount percentage',
    'Montre l’ancien et le nouveau prix, sans le pourcentage de remise.',
    'Shows the old and new price, without the discount percentage.',
  ),
  HIDE_PRODUCT_ICON: shopSwitch(
    'Hide product icons',
    'Retire les petites icônes des produits.',
    'Removes the small product icons.',
  ),
  HIDE_PRODUCT_PRICES: shopSwitch(
    'Hide prices',
    'Les produits sont montrés sans leur prix (vitrine sans vente).',
    'Products are shown without their price (a showcase without sales).',
  ),
  CENTER_SUBMENU: menuSwitch(
    'Centre sub-menu text',
    'Centre le texte des sous-menus.',
    'Centres the text of sub-menus.',
  ),
  DARK_THEME: info(
    'theme',
    'Dark theme',
    'Texte clair sur fond sombre, et le logo pour fond sombre.',
    'Light text on a dark background, and the logo for dark backgrounds.',
  ),
  IS_BLOG_ACTIVATED: info('identity', 'Blog', 'Publie votre blog sur le site.', 'Publishes your blog on the site.'),
  IS_MENU_FIXED: menuSwitch(
    'Menu stays visible',
    'Le menu reste en haut de l’écran quand on fait défiler la page.',
    'The menu stays at the top of the screen while scrolling.',
  ),
  LOCK_DELIVERY: shopSwitch(
    'Pause deliveries',
    'Les clients ne peuvent plus choisir la livraison (le retrait reste possible).',
    'Customers can no longer choose delivery (collection still works).',
  ),
  MENU_ICON: menuSwitch(
    'Icons only in the top bar',
    'Le panier et le compte sont montrés par leur seule icône.',
    'The cart and account are shown by their icon only.',
  ),
  MENU_TOP_PADDING: menuSwitch(
    'Space above the menu',
    'Garde un peu d’espace au-dessus du menu.',
    'Keeps some space above the menu.',
  ),
  MENU_BOTTOM_PADDING: menuSwitch(
    'Space below the menu',
    'Garde un peu d’espace sous le menu.',
    'Keeps some space below the menu.',
  ),
  ONLY_SELL_IN_FRANCE: shopSwitch('France only', 'Ne livre qu’en France.', 'Delivers to France only.'),
  SWITCH_WINE_NAME_AND_APPELLATION: shopSwitch(
    'Appellation first',
    'Montre l’appellation avant le nom du vin.',
    'Shows the appellation before the wine’s name.',
  ),
  INVERSE_ABSOLUTE_MENU_COLOR: menuSwitch(
    'Reverse menu colours over a picture',
    'Utile quand l’image du haut est claire.',
    'Useful when the top picture is light.',
  ),
  HANDLE_STOCK: shopSwitch(
    'Track stock',
    'Le site compte les quantités et refuse une commande au-delà du stock.',
    'The site counts quantities and refuses orders beyond the stock.',
  ),
  USE_PRODUCT_STOCK: shopSwitch(
    'Stock per product',
    'Le stock est compté par produit (sinon par variante).',
    'Stock is counted per product (otherwise per variant).',
  ),
  SELLS_WORLDWIDE: shopSwitch('Worldwide sales', 'Livre dans tous les pays.', 'Delivers to every country.'),
  SEE_CART_ON_HOVER: menuSwitch(
    'Cart preview',
    'Montre le contenu du panier au survol de son icône.',
    'Shows the cart’s content when its icon is hovered.',
  ),
  INTRACO_VAT: shopSwitch(
    'EU VAT number',
    'Demande le numéro de TVA intracommunautaire des clients professionnels.',
    'Asks business customers for their EU VAT number.',
  ),

  // ── Numbers ────────────────────────────────────────────────────────────────
  ORDER_REVIEW_DELAY: {
    ...px(
      'shop',
      'Days before asking for a review',
      'Combien de jours après la livraison la page de commande invite le client à laisser un avis.',
      'How many days after delivery the order page invites the customer to leave a review.',
      0,
      365,
    ),
  },
  LOGO_HEIGHT: px(
    'theme',
    'Logo height (px)',
    'La hauteur du logo sur ordinateur, en pixels.',
    'The logo’s height on computers, in pixels.',
    20,
    300,
  ),
  LOGO_HEIGHT_FOOTER: px(
    'theme',
    'Footer logo height (px)',
    'La hauteur du logo du bas de page, en pixels.',
    'The footer logo’s height, in pixels.',
    20,
    400,
  ),
  LOGO_HEIGHT_MOBILE: px(
    'theme',
    'Phone logo height (px)',
    'La hauteur du logo sur téléphone, en pixels.',
    'The logo’s height on phones, in pixels.',
    20,
    200,
  ),
  LOGO_WIDTH: px(
    'theme',
    'Logo width (px)',
    'Vide : la largeur suit la hauteur.',
    'Empty: the width follows the height.',
    20,
    800,
  ),
  LOGO_WIDTH_FOOTER: px(
    'theme',
    'Footer logo width (px)',
    'Vide : la largeur suit la hauteur.',
    'Empty: the width follows the height.',
    20,
    800,
  ),
  LOGO_WIDTH_MOBILE: px(
    'theme',
    'Phone logo width (px)',
    'Vide : la largeur suit la hauteur.',
    'Empty: the width follows the height.',
    20,
    400,
  ),
  LOGO_MARGIN_TOP: px(
    'theme',
    'Space above the logo (px)',
    'L’espace au-dessus du logo.',
    'The space above the logo.',
    0,
    100,
  ),
  LOGO_MARGIN_BOTTOM: px(
    'theme',
    'Space below the logo (px)',
    'L’espace sous le logo.',
    'The space below the logo.',
    0,
    100,
  ),
  COMPUTER_MENU_HEIGHT: px(
    'header',
    'Top bar height on computers (px)',
    'La hauteur de la barre du haut sur un ordinateur.',
    'The height of the top bar on computers.',
    40,
    300,
  ),
  DETAIL_PAGE_MARGIN_TOP: px(
    'shop',
    'Product page top space (px)',
    'La distance entre le haut de l’écran et la fiche produit, barre du haut comprise.',
    'The distance between the top of the screen and the product page, top bar included.',
    0,
    400,
  ),
  MAXIMUM_EXPEDITION_BOTTLE: px(
    'shop',
    'Most bottles per parcel',
    'Vide : pas de limite.',
    'Empty: no limit.',
    1,
    10_000,
  ),
  MINIMUM_EXPEDITION_BOTTLE: px(
    'shop',
    'Fewest bottles per parcel',
    'Le nombre de bouteilles en dessous duquel on ne peut pas se faire livrer.',
    'The number of bottles below which delivery is refused.',
    1,
    10_000,
  ),
  STOCK_LIMIT_DISPLAY: px(
    'shop',
    'Show “only N left” from',
    'Quand il reste ce nombre d’articles ou moins, la page le dit.',
    'When this many items or fewer are left, the page says so.',
    0,
    1_000,
  ),
  FREE_SHIPPING_BOTTLE: px(
    'shop',
    'Free delivery from (bottles)',
    'Vide : pas de livraison offerte au nombre de bouteilles.',
    'Empty: no free delivery by number of bottles.',
    1,
    10_000,
  ),
  FREE_SHIPPING_PRICE: {
    ...px(
      'shop',
      'Free delivery from (€)',
      'Le montant du panier à partir duquel la livraison est offerte. Vide : jamais offerte.',
      'The cart amount from which delivery is free. Empty: never free.',
      0,
      1_000_000,
    ),
    integer: false,
  },
  CLICK_AND_COLLECT_HOURS: px(
    'shop',
    'Collection preparation time (hours)',
    'Le temps qu’il vous faut pour préparer une commande à retirer.',
    'The time you need to prepare an order for collection.',
    0,
    720,
  ),
  MENU_ICON_SIZE: px(
    'header',
    'Top bar icon size (pt)',
    'La taille des icônes de la barre du haut.',
    'The size of the top bar icons.',
    8,
    40,
  ),
  SUBMENU_WIDTH: px('header', 'Sub-menu width (px)', 'La largeur des sous-menus.', 'The width of sub-menus.', 120, 600),

  // ── Styles ─────────────────────────────────────────────────────────────────
  LOGO_POSITION: info(
    'header',
    'Logo position',
    'Où se place le logo dans la barre du haut.',
    'Where the logo sits in the top bar.',
    {
      editor: 'CHOICE',
      choices: [choice('left', 'À gauche', 'Left'), choice('center', 'Au centre', 'Centred')],
    },
  ),
  MENU_ALIGNMENT: info(
    'header',
    'Menu alignment',
    'Où se placent les entrées du menu.',
    'Where the menu entries sit.',
    {
      editor: 'CHOICE',
      choices: sides,
    },
  ),
  MENU_ACTIVE_TYPE: info(
    'header',
    'Current page mark',
    'Comment le menu montre la page où l’on se trouve.',
    'How the menu shows the page you are on.',
    {
      editor: 'CHOICE',
      choices: [
        choice('text-color', 'Texte en couleur', 'Coloured text'),
        choice('underline', 'Souligné', 'Underlined'),
        choice('background', 'Fond coloré', 'Coloured background'),
      ],
    },
  ),
  MENU_HOVER_TRANSITION: info(
    'header',
    'Menu hover effect',
    'Ce qui se passe quand la souris passe sur une entrée du menu.',
    'What happens when the mouse is over a menu entry.',
    {
      editor: 'CHOICE',
      choices: [
        choice('simple-text-color', 'Le texte change de couleur', 'The text changes colour'),
        choice('underline', 'Souligné', 'Underlined'),
        choice('none', 'Aucun', 'None'),
      ],
    },
  ),
  MOBILE_MENU_POSITION: info(
    'header',
    'Phone menu button',
    'Où se trouve le bouton du menu sur téléphone.',
    'Where the menu button is on phones.',
    {
      editor: 'CHOICE',
      choices: [
        choice('top', 'En haut', 'At the top'),
        choice('bottom', 'En bas, sous le pouce', 'At the bottom, under the thumb'),
      ],
    },
  ),
  SUBMENU_ALIGNMENT: info('header', 'Sub-menu alignment', 'Où s’ouvrent les sous-menus.', 'Where sub-menus open.', {
    editor: 'CHOICE',
    choices: sides,
  }),
  LANG_MENU_STYLE: info(
    'header',
    'Language switch',
    'Comment le visiteur change de langue.',
    'How visitors switch language.',
    {
      editor: 'CHOICE',
      choices: [
        choice('dropdown', 'Liste déroulante', 'Drop-down list'),
        choice('inline', 'Côte à côte', 'Side by side'),
      ],
    },
  ),
  PROMOTED_NEWS_STYLE: info(
    'theme',
    'Featured news style',
    'La présentation de l’actualité mise en avant.',
    'How the featured news item looks.',
    {
      editor: 'CHOICE',
      choices: [
        choice('CLASSIC', 'Image à côté du texte', 'Picture beside the text'),
        choice('CARD', 'Carte, image au-dessus', 'Card, picture above'),
      ],
    },
  ),
  PRODUCT_ASPECT_RATIO: info(
    'shop',
    'Product picture shape',
    'Le format des images de produits, largeur-hauteur (« 2-3 » : portrait, « 1 » : carré, « 4-3 » : paysage).',
    'The shape of product pictures, width-height ("2-3": portrait, "1": square, "4-3": landscape).',
  ),
  FEATURES_PRODUCT_STYLE: info(
    'shop',
    'Product features',
    'Les caractéristiques d’un produit repliées (ouvertes d’un clic) ou toujours visibles.',
    'A product’s features folded (opened with a click) or always shown.',
    {
      editor: 'CHOICE',
      choices: [choice('EXPANDABLE', 'Repliées', 'Folded'), choice('OPEN', 'Toujours visibles', 'Always shown')],
    },
  ),
  PRODUCT_PAGE_STYLE: info(
    'shop',
    'Product page style',
    'La mise en page de la fiche produit.',
    'The layout of the product page.',
    {
      editor: 'CHOICE',
      choices: [choice('PREMIUM', 'Grande image', 'Large picture'), choice('CLASSIC', 'Deux moitiés', 'Two halves')],
    },
  ),
  SERVICE_PAGE_STYLE: info(
    'theme',
    'Services page style',
    'La mise en page de la page des prestations.',
    'The layout of the services page.',
    {
      editor: 'CHOICE',
      choices: [choice('CLASSIC', 'Classique', 'Classic'), choice('SPLIT', 'Deux colonnes', 'Two columns')],
    },
  ),
  PRODUCT_DISPLAY: info(
    'shop',
    'Product list',
    'Les produits en grille ou en liste.',
    'Products in a grid or a list.',
    {
      editor: 'CHOICE',
      choices: [
        choice('grid', 'Grille', 'Grid'),
        choice('list', 'Liste, un produit par ligne', 'List, one product a row'),
      ],
    },
  ),
  PRODUCT_ORDER: info(
    'shop',
    'Product order',
    'L’ordre des produits quand le visiteur n’en choisit pas.',
    'The order of products when the visitor picks none.',
    {
      editor: 'CHOICE',
      choices: [
        choice('price', 'Prix croissant', 'Price, low to high'),
        choice('-price', 'Prix décroissant', 'Price, high to low'),
        choice('name', 'Nom, de A à Z', 'Name, A to Z'),
        choice('-name', 'Nom, de Z à A', 'Name, Z to A'),
        choice('newest', 'Les plus récents', 'Newest first'),
      ],
    },
  ),
  SCROLL_TO_TOP_BEHAVIOR: info(
    'theme',
    'Back to top',
    'Le retour en haut de page glisse doucement ou saute d’un coup.',
    'Going back to the top glides gently or jumps at once.',
    {
      editor: 'CHOICE',
      choices: [choice('smooth', 'En douceur', 'Smoothly'), choice('instant', 'D’un coup', 'At once')],
    },
  ),
  DISPLAY_SOCIAL_ICON_IN_MENU: info(
    'header',
    'Social icons in the menu',
    'Où montrer les icônes de vos réseaux dans le menu.',
    'Where to show your social network icons in the menu.',
    {
      editor: 'CHOICE',
      choices: [
        choice('none', 'Nulle part', 'Nowhere'),
        choice('desktop', 'Sur ordinateur', 'On computers'),
        choice('mobile', 'Sur téléphone', 'On phones'),
        choice('all', 'Partout', 'Everywhere'),
      ],
    },
  ),
  LOCK_RIGHT_CLICK: info(
    'theme',
    'Block right click',
    'Empêche le clic droit (par exemple pour enregistrer vos images).',
    'Blocks the right click (for example to save your pictures).',
    {
      editor: 'CHOICE',
      choices: [
        choice('none', 'Jamais', 'Never'),
        choice('images', 'Sur les images', 'On pictures'),
        choice('all', 'Partout', 'Everywhere'),
      ],
    },
  ),
  HOW_TO_DISPLAY_GRAPE_VARIETY: info(
    'shop',
    'Grape varieties',
    'Comment montrer les cépages d’un vin.',
    'How to show a wine’s grape varieties.',
    {
      editor: 'CHOICE',
      choices: [
        choice('list', 'Les noms', 'Names'),
        choice('percent', 'Les noms et leur part', 'Names and their share'),
        choice('inline', 'Sur une ligne', 'On one line'),
      ],
    },
  ),
  WHERE_TO_DISPLAY_GRAPE_VARIETY: info(
    'shop',
    'Where grape varieties go',
    'Avec les caractéristiques ou à côté de la description.',
    'With the features or beside the description.',
    {
      editor: 'CHOICE',
      choices: [
        choice('features', 'Caractéristiques', 'Features'),
        choice('description', 'Description', 'Description'),
      ],
    },
  ),

  // ── Icons and labels ───────────────────────────────────────────────────────
  CART_ICON: info(
    'header',
    'Cart icon',
    'Le nom du dessin du panier (par exemple fa-cart-shopping, fa-bag-shopping).',
    'The name of the cart drawing (for example fa-cart-shopping, fa-bag-shopping).',
  ),
  MY_ACCOUNT_ICON: info(
    'header',
    'Account icon',
    'Le nom du dessin du compte client (par exemple fa-user).',
    'The name of the account drawing (for example fa-user).',
  ),
  IN_STOCK_LABEL: info(
    'shop',
    '“In stock” label',
    'Le texte montré quand un produit est disponible.',
    'The text shown when a product is available.',
  ),
  NOT_IN_STOCK_LABEL: info(
    'shop',
    '“Out of stock” label',
    'Le texte montré quand un produit est épuisé.',
    'The text shown when a product has run out.',
  ),
  SHIPPING_MESSAGE: info(
    'shop',
    'Shipping message',
    'Le délai d’expédition annoncé sur les fiches produits.',
    'The shipping time shown on product pages.',
  ),
  PAYMENT_METHOD: info(
    'shop',
    'Payment methods',
    'Comment vos clients paient, annoncé sur les fiches produits.',
    'How your customers pay, shown on product pages.',
  ),
  BALANCE_PAYMENT_CONDITIONS: info(
    'shop',
    'Balance payment terms',
    'Quand et comment le solde d’un acompte est payé.',
    'When and how the balance after a deposit is paid.',
  ),
  CREATED_BY_MESSAGE: info(
    'theme',
    'Site maker mention',
    'La mention du créateur du site en bas de page.',
    'The site maker’s mention in the footer.',
  ),
  CREATED_BY_BACKLINK_URL: info(
    'theme',
    'Site maker link',
    'Le lien de cette mention (https://…). Vide : pas de lien.',
    'The link of that mention (https://…). Empty: no link.',
  ),
  TOP_MENU_INFO_BAR_TEXT: info(
    'header',
    'Information bar text',
    'Le texte du bandeau au-dessus du menu (horaires d’été, fermeture…).',
    'The text of the bar above the menu (summer hours, closure…).',
  ),

  // ── Mail sender ────────────────────────────────────────────────────────────
  SEND_MAIL_AS_NAME: info(
    'identity',
    'E-mail sender name',
    'Le nom que vos clients voient comme expéditeur des e-mails.',
    'The name your customers see as the sender of e-mails.',
  ),
  SEND_MAIL_AS_MAIL: info(
    'identity',
    'E-mail sender address',
    'L’adresse de réponse des e-mails envoyés aux clients.',
    'The reply address of e-mails sent to customers.',
  ),

  // ── Social links ───────────────────────────────────────────────────────────
  PINTEREST_URL: social('Pinterest link', 'Pinterest'),
  TELEGRAM_AT: info(
    'identity',
    'Telegram name',
    'Votre nom Telegram (@atelier) ou le lien t.me. Vide : pas d’icône Telegram.',
    'Your Telegram name (@atelier) or t.me link. Empty: no Telegram icon.',
    { handle: true },
  ),
  DISCORD_SERVER: info(
    'identity',
    'Discord server',
    'Le code d’invitation ou le lien de votre serveur Discord.',
    'The invitation code or link of your Discord server.',
    { handle: true },
  ),
  GITHUB_REPOSITORY: info(
    'identity',
    'GitHub repository',
    'Le dépôt (propriétaire/nom) ou son lien.',
    'The repository (owner/name) or its link.',
    { handle: true },
  ),
  FACEBOOK_URL: social('Facebook link', 'Facebook'),
  INSTAGRAM_URL: social('Instagram link', 'Instagram'),
  TWITTER_URL: social('X (Twitter) link', 'X'),
  LINKEDIN_URL: social('LinkedIn link', 'LinkedIn'),
  TIKTOK_URL: social('TikTok link', 'TikTok'),
  YOUTUBE_URL: social('YouTube link', 'YouTube'),
  TRIPADVISOR_URL: social('Tripadvisor link', 'Tripadvisor'),
  GOOGLE_REVIEW_URL: info(
    'identity',
    'Google reviews link',
    'Le lien où vos clients laissent un avis Google (https://…).',
    'The link where your customers leave a Google review (https://…).',
  ),

  // ── Meta descriptions ──────────────────────────────────────────────────────
  HOME_META_DESCRIPTION: meta('Home page summary', 'la page d’accueil', 'the home page'),
  CONTACT_META_DESCRIPTION: meta('Contact page summary', 'la page de contact', 'the contact page'),
  NEWS_META_DESCRIPTION: meta('News page summary', 'la page des actualités', 'the news page'),
  WINE_META_DESCRIPTION: meta('Wine page summary', 'la page des vins', 'the wine page'),

  // ── Custom code ────────────────────────────────────────────────────────────
  GLOBAL_CSS: info(
    'theme',
    'Custom CSS',
    'Des règles CSS ajoutées à toutes les pages. Pour les personnes qui savent écrire du CSS.',
    'CSS rules added to every page. For people who know how to write CSS.',
    { editor: 'CODE' },
  ),
  SCRIPT_TO_LOAD: info(
    'consent',
    'Analytics or chat script',
    'Le code donné par votre outil de mesure d’audience ou de discussion, chargé en bas de chaque page. S’il dépose des cookies, dites-le dans votre politique relative aux cookies.',
    'The code given by your analytics or chat tool, loaded at the bottom of every page. If it sets cookies, say so in your cookie policy.',
    { editor: 'CODE' },
  ),
  AFTER_BODY_HTML_TO_LOAD: info(
    'consent',
    'HTML at the top of pages',
    'Du HTML ajouté en haut de chaque page (balise d’un outil de mesure, par exemple).',
    'HTML added at the top of every page (an analytics tool’s tag, for example).',
    { editor: 'CODE' },
  ),
  CONTACT_ADDITIONAL_INFOS: info(
    'identity',
    'Contact page extra information',
    'Un texte ajouté à la page de contact (accès, parking…).',
    'A text added to the contact page (access, parking…).',
  ),
};

/** Colour keys: the ones whose default is a `#RRGGBBAA` colour (SPEC §3). */
export function isColourParameter(definition: Pick<ParameterDefinition, 'defaultValue'>): boolean {
  return /^#[0-9a-f]{8}$/i.test(definition.defaultValue ?? '');
}

/** The field that edits a key of the catalogue. */
export function parameterEditorOf(key: ParameterKey): ParameterEditor {
  const definition = PARAMETER_CATALOG.find((entry) => entry.type === key)!;
  return PARAMETER_EDITOR_INFO[key].editor ?? definition.kind;
}
