import { z } from './zod.ts';
import { RETENTION, type RetentionPeriod } from './privacy.ts';

/** SPEC §3 "Site parameter": the kind decides how a value is edited and parsed. */
export const PARAMETER_KINDS = ['STRING', 'BOOLEAN', 'NUMBER', 'TEXT', 'LINK'] as const;
export type ParameterKind = (typeof PARAMETER_KINDS)[number];

export interface ParameterDefinition {
  /** Upper-case key, unique per site. */
  type: string;
  kind: ParameterKind;
  /** French label shown in the back office. */
  label: string;
  /**
   * Value given to a new site. Colours are `#RRGGBBAA`, booleans 'true' / 'false',
   * numbers decimal strings; null means "not set" (the feature is off or automatic).
   */
  defaultValue: string | null;
  /** The value is stored per language (French required, English optional). */
  translatable?: boolean;
}

/**
 * The single catalogue of site-parameter keys, in the group order of SPEC §3.
 * Defaults follow SPEC §9 ("Setting defaults"). The light colour scheme is built
 * for readability: body text #2b2b2b on white (14:1), primary purple on white (8.2:1),
 * light text on the dark purple footer (15:1) and mobile menu (13.9:1). The lime accent
 * is a background colour meant for dark text (9.9:1 with #1f1330), never text on white.
 */
export const PARAMETER_CATALOG = [
  // ── Colours (STRING, #RRGGBBAA) ─────────────────────────────────────────────
  {
    type: 'ACTIVE_FONT_COLOR',
    kind: 'STRING',
    label: 'Couleur du texte de l’élément de menu actif',
    defaultValue: '#6b2fa3ff',
  },
  { type: 'ACTIVE_MENU_COLOR', kind: 'STRING', label: 'Couleur de l’élément de menu actif', defaultValue: '#6b2fa3ff' },
  { type: 'BACKGROUND_COLOR', kind: 'STRING', label: 'Couleur de fond', defaultValue: '#ffffffff' },
  {
    type: 'BACKGROUND_FOOTER_COLOR',
    kind: 'STRING',
    label: 'Couleur de fond du pied de page',
    defaultValue: '#241634ff',
  },
  { type: 'BACKGROUND_HEADER_COLOR', kind: 'STRING', label: 'Couleur de fond de l’en-tête', defaultValue: '#ffffffff' },
  { type: 'BACKGROUND_MENU_COLOR', kind: 'STRING', label: 'Couleur de fond du menu', defaultValue: '#ffffffff' },
  { type: 'FONT_COLOR', kind: 'STRING', label: 'Couleur du texte', defaultValue: '#2b2b2bff' },
  { type: 'FONT_FOOTER_COLOR', kind: 'STRING', label: 'Couleur du texte du pied de page', defaultValue: '#f4f1f8ff' },
  { type: 'FONT_HEADER_COLOR', kind: 'STRING', label: 'Couleur du texte de l’en-tête', defaultValue: '#2b2b2bff' },
  { type: 'HEADING_COLOR', kind: 'STRING', label: 'Couleur des titres', defaultValue: '#1f1330ff' },
  { type: 'MENU_COLOR_ON_TOP', kind: 'STRING', label: 'Couleur du menu en haut de page', defaultValue: '#2b2b2bff' },
  {
    type: 'FONT_MOBILE_MENU_COLOR',
    kind: 'STRING',
    label: 'Couleur du texte du menu mobile',
    defaultValue: '#ffffffff',
  },
  {
    type: 'FONT_BACKGROUND_COLOR',
    kind: 'STRING',
    label: 'Couleur du texte sur fond coloré',
    defaultValue: '#ffffffff',
  },
  {
    type: 'BACKGROUND_MOBILE_MENU_COLOR',
    kind: 'STRING',
    label: 'Couleur de fond du menu mobile',
    defaultValue: '#3d1a5eff',
  },
  { type: 'PRIMARY_COLOR', kind: 'STRING', label: 'Couleur principale', defaultValue: '#6b2fa3ff' },
  { type: 'ACCENT_COLOR', kind: 'STRING', label: 'Couleur d’accentuation', defaultValue: '#a4d233ff' },
  {
    type: 'TOP_MENU_INFO_BAR_BACKGROUND_COLOR',
    kind: 'STRING',
    label: 'Couleur de fond du bandeau d’information',
    defaultValue: '#6b2fa3ff',
  },
  {
    type: 'TOP_MENU_INFO_BAR_FONT_COLOR',
    kind: 'STRING',
    label: 'Couleur du texte du bandeau d’information',
    defaultValue: '#ffffffff',
  },

  // ── Company identity ────────────────────────────────────────────────────────
  { type: 'COMPANY_NAME', kind: 'STRING', label: 'Nom de l’entreprise', defaultValue: null },
  { type: 'COMPANY_EMAIL', kind: 'STRING', label: 'Adresse e-mail de l’entreprise', defaultValue: null },
  { type: 'COMPANY_PHONE', kind: 'STRING', label: 'Téléphone', defaultValue: null },
  { type: 'COMPANY_MOBILE', kind: 'STRING', label: 'Téléphone mobile', defaultValue: null },
  { type: 'COMPANY_FAX', kind: 'STRING', label: 'Fax', defaultValue: null },
  { type: 'COMPANY_ADDRESS', kind: 'LINK', label: 'Adresse de l’entreprise', defaultValue: null },
  {
    type: 'COMPANY_DESCRIPTION',
    kind: 'TEXT',
    label: 'Description de l’entreprise',
    defaultValue: null,
    translatable: true,
  },
  { type: 'HEAD_OFFICE', kind: 'STRING', label: 'Siège social', defaultValue: null },
  { type: 'LEGAL_AGENT', kind: 'STRING', label: 'Représentant légal', defaultValue: null },
  { type: 'LEGAL_COMPANY_NAME', kind: 'STRING', label: 'Raison sociale', defaultValue: null },
  { type: 'CORPORATE_FORM', kind: 'STRING', label: 'Forme juridique', defaultValue: null },
  { type: 'SIRET_NUMBER', kind: 'STRING', label: 'Numéro SIRET', defaultValue: null },
  { type: 'RCS_NUMBER', kind: 'STRING', label: 'Numéro RCS', defaultValue: null },
  { type: 'RM_NUMBER', kind: 'STRING', label: 'Numéro au répertoire des métiers (RM)', defaultValue: null },
  { type: 'SHARE_CAPITAL', kind: 'STRING', label: 'Capital social', defaultValue: null },

  // ── Opening hours ───────────────────────────────────────────────────────────
  { type: 'MONDAY_HOURS', kind: 'STRING', label: 'Horaires du lundi', defaultValue: null, translatable: true },
  { type: 'TUESDAY_HOURS', kind: 'STRING', label: 'Horaires du mardi', defaultValue: null, translatable: true },
  { type: 'WEDNESDAY_HOURS', kind: 'STRING', label: 'Horaires du mercredi', defaultValue: null, translatable: true },
  { type: 'THURSDAY_HOURS', kind: 'STRING', label: 'Horaires du jeudi', defaultValue: null, translatable: true },
  { type: 'FRIDAY_HOURS', kind: 'STRING', label: 'Horaires du vendredi', defaultValue: null, translatable: true },
  { type: 'SATURDAY_HOURS', kind: 'STRING', label: 'Horaires du samedi', defaultValue: null, translatable: true },
  { type: 'SUNDAY_HOURS', kind: 'STRING', label: 'Horaires du dimanche', defaultValue: null, translatable: true },

  // ── Legal texts (TEXT, HTML with placeholders; the seed supplies them) ──────
  { type: 'LEGAL_NOTICE', kind: 'TEXT', label: 'Mentions légales', defaultValue: null, translatable: true },
  {
    type: 'PRIVACY_POLICY',
    kind: 'TEXT',
    label: 'Politique de confidentialité',
    defaultValue: null,
    translatable: true,
  },
  {
    type: 'COOKIE_POLICY',
    kind: 'TEXT',
    label: 'Politique relative aux cookies',
    defaultValue: null,
    translatable: true,
  },
  { type: 'SALE_TERMS', kind: 'TEXT', label: 'Conditions générales de vente', defaultValue: null, translatable: true },
  {
    type: 'USE_TERMS',
    kind: 'TEXT',
    label: 'Conditions générales d’utilisation',
    defaultValue: null,
    translatable: true,
  },

  // ── Feature switches (BOOLEAN, 'true' / 'false') ───────────────────────────
  { type: 'ENABLE_NEWSLETTER', kind: 'BOOLEAN', label: 'Activer la newsletter', defaultValue: 'false' },
  { type: 'SHOW_SEARCHBAR', kind: 'BOOLEAN', label: 'Afficher la barre de recherche', defaultValue: 'false' },
  {
    type: 'DISPLAY_ADDRESS_IN_TOPBAR',
    kind: 'BOOLEAN',
    label: 'Afficher l’adresse dans la barre supérieure',
    defaultValue: 'false',
  },
  {
    type: 'DISPLAY_ALCOHOL_SELLING_MESSAGE',
    kind: 'BOOLEAN',
    label: 'Afficher le message sur la vente d’alcool',
    defaultValue: 'false',
  },
  {
    type: 'DISPLAY_ETHYLOTEST_MESSAGE',
    kind: 'BOOLEAN',
    label: 'Afficher le message éthylotest sur la page de paiement',
    defaultValue: 'false',
  },
  { type: 'SHOW_PROMOTE_MESSAGE', kind: 'BOOLEAN', label: 'Afficher le message promotionnel', defaultValue: 'false' },
  { type: 'SHOW_PROMOTE_NEWS', kind: 'BOOLEAN', label: 'Mettre en avant la dernière actualité', defaultValue: 'true' },
  {
    type: 'DISPLAY_SECONDARY_ADDRESSES',
    kind: 'BOOLEAN',
    label: 'Afficher les adresses secondaires',
    defaultValue: 'false',
  },
  {
    type: 'SHOW_NUTRITIONAL_DATA_ON_PRODUCT_SHEET',
    kind: 'BOOLEAN',
    label: 'Afficher les valeurs nutritionnelles sur la fiche produit',
    defaultValue: 'false',
  },
  { type: 'SUBMENU_DROPSHADOW', kind: 'BOOLEAN', label: 'Ombre portée sous les sous-menus', defaultValue: 'true' },
  {
    type: 'ALLOW_ONLY_MOBILE_PHONE',
    kind: 'BOOLEAN',
    label: 'N’accepter que les numéros de téléphone mobile',
    defaultValue: 'false',
  },
  {
    type: 'TOP_MENU_INFO_BAR',
    kind: 'BOOLEAN',
    label: 'Afficher le bandeau d’information au-dessus du menu',
    defaultValue: 'false',
  },
  { type: 'LOCK_TEXT_SELECTION', kind: 'BOOLEAN', label: 'Empêcher la sélection du texte', defaultValue: 'false' },
  {
    type: 'BLOCK_MINORS_FROM_REGISTERING',
    kind: 'BOOLEAN',
    label: 'Interdire l’inscription des mineurs',
    defaultValue: 'false',
  },
  {
    type: 'ASK_BIRTHDATE_AT_REGISTER',
    kind: 'BOOLEAN',
    label: 'Demander la date de naissance à l’inscription',
    defaultValue: 'false',
  },
  {
    type: 'HIDE_HOMEPAGE_IN_MENU',
    kind: 'BOOLEAN',
    label: 'Masquer la page d’accueil dans le menu',
    defaultValue: 'false',
  },
  { type: 'HIDE_CONTACT_PAGE', kind: 'BOOLEAN', label: 'Masquer la page de contact', defaultValue: 'true' },
  { type: 'HIDE_EVOLUSITE_LOGO', kind: 'BOOLEAN', label: 'Masquer le logo du créateur du site', defaultValue: 'false' },
  {
    type: 'PRODUCT_HIDE_PERCENTAGE_DISCOUNT',
    kind: 'BOOLEAN',
    label: 'Masquer le pourcentage de remise des produits',
    defaultValue: 'false',
  },
  { type: 'HIDE_PRODUCT_ICON', kind: 'BOOLEAN', label: 'Masquer les icônes des produits', defaultValue: 'false' },
  { type: 'HIDE_PRODUCT_PRICES', kind: 'BOOLEAN', label: 'Masquer les prix des produits', defaultValue: 'false' },
  { type: 'CENTER_SUBMENU', kind: 'BOOLEAN', label: 'Centrer les sous-menus', defaultValue: 'false' },
  { type: 'DARK_THEME', kind: 'BOOLEAN', label: 'Thème sombre', defaultValue: 'false' },
  { type: 'IS_BLOG_ACTIVATED', kind: 'BOOLEAN', label: 'Activer le blog', defaultValue: 'true' },
  { type: 'IS_MENU_FIXED', kind: 'BOOLEAN', label: 'Menu fixe au défilement', defaultValue: 'true' },
  { type: 'LOCK_DELIVERY', kind: 'BOOLEAN', label: 'Bloquer la livraison', defaultValue: 'false' },
  { type: 'MENU_ICON', kind: 'BOOLEAN', label: 'Afficher les icônes dans le menu', defaultValue: 'false' },
  { type: 'MENU_TOP_PADDING', kind: 'BOOLEAN', label: 'Marge intérieure en haut du menu', defaultValue: 'true' },
  { type: 'MENU_BOTTOM_PADDING', kind: 'BOOLEAN', label: 'Marge intérieure en bas du menu', defaultValue: 'true' },
  { type: 'ONLY_SELL_IN_FRANCE', kind: 'BOOLEAN', label: 'Vendre uniquement en France', defaultValue: 'true' },
  {
    type: 'SWITCH_WINE_NAME_AND_APPELLATION',
    kind: 'BOOLEAN',
    label: 'Inverser le nom du vin et l’appellation',
    defaultValue: 'false',
  },
  {
    type: 'INVERSE_ABSOLUTE_MENU_COLOR',
    kind: 'BOOLEAN',
    label: 'Inverser les couleurs du menu superposé',
    defaultValue: 'false',
  },
  { type: 'HANDLE_STOCK', kind: 'BOOLEAN', label: 'Gérer les stocks', defaultValue: 'true' },
  { type: 'USE_PRODUCT_STOCK', kind: 'BOOLEAN', label: 'Utiliser le stock des produits', defaultValue: 'true' },
  { type: 'SELLS_WORLDWIDE', kind: 'BOOLEAN', label: 'Vendre dans le monde entier', defaultValue: 'false' },
  { type: 'SEE_CART_ON_HOVER', kind: 'BOOLEAN', label: 'Afficher le panier au survol', defaultValue: 'false' },
  { type: 'INTRACO_VAT', kind: 'BOOLEAN', label: 'TVA intracommunautaire', defaultValue: 'false' },

  // ── Numbers (NUMBER, decimal strings; null = no limit / automatic) ─────────
  { type: 'ORDER_REVIEW_DELAY', kind: 'NUMBER', label: 'Délai avant la demande d’avis (jours)', defaultValue: '7' },
  { type: 'LOGO_HEIGHT', kind: 'NUMBER', label: 'Hauteur du logo (px)', defaultValue: '90' },
  { type: 'LOGO_HEIGHT_FOOTER', kind: 'NUMBER', label: 'Hauteur du logo du pied de page (px)', defaultValue: '100' },
  { type: 'LOGO_HEIGHT_MOBILE', kind: 'NUMBER', label: 'Hauteur du logo sur mobile (px)', defaultValue: '70' },
  { type: 'LOGO_WIDTH', kind: 'NUMBER', label: 'Largeur du logo (px)', defaultValue: null },
  { type: 'LOGO_WIDTH_FOOTER', kind: 'NUMBER', label: 'Largeur du logo du pied de page (px)', defaultValue: null },
  { type: 'LOGO_WIDTH_MOBILE', kind: 'NUMBER', label: 'Largeur du logo sur mobile (px)', defaultValue: null },
  { type: 'LOGO_MARGIN_TOP', kind: 'NUMBER', label: 'Marge au-dessus du logo (px)', defaultValue: '10' },
  { type: 'LOGO_MARGIN_BOTTOM', kind: 'NUMBER', label: 'Marge sous le logo (px)', defaultValue: '10' },
  { type: 'COMPUTER_MENU_HEIGHT', kind: 'NUMBER', label: 'Hauteur du menu sur ordinateur (px)', defaultValue: '110' },
  {
    type: 'DETAIL_PAGE_MARGIN_TOP',
    kind: 'NUMBER',
    label: 'Marge en haut des pages de détail (px)',
    defaultValue: '130',
  },
  {
    type: 'MAXIMUM_EXPEDITION_BOTTLE',
    kind: 'NUMBER',
    label: 'Nombre maximal de bouteilles par expédition',
    defaultValue: null,
  },
  {
    type: 'MINIMUM_EXPEDITION_BOTTLE',
    kind: 'NUMBER',
    label: 'Nombre minimal de bouteilles par expédition',
    defaultValue: '1',
  },
  { type: 'STOCK_LIMIT_DISPLAY', kind: 'NUMBER', label: 'Seuil d’affichage du stock restant', defaultValue: '2' },
  {
    type: 'FREE_SHIPPING_BOTTLE',
    kind: 'NUMBER',
    label: 'Livraison offerte à partir de (bouteilles)',
    defaultValue: null,
  },
  { type: 'FREE_SHIPPING_PRICE', kind: 'NUMBER', label: 'Livraison offerte à partir de (€)', defaultValue: null },
  {
    type: 'CLICK_AND_COLLECT_HOURS',
    kind: 'NUMBER',
    label: 'Délai de préparation du retrait à l’atelier (heures)',
    defaultValue: '24',
  },
  { type: 'MENU_ICON_SIZE', kind: 'NUMBER', label: 'Taille des icônes du menu (pt)', defaultValue: '12' },
  { type: 'SUBMENU_WIDTH', kind: 'NUMBER', label: 'Largeur des sous-menus (px)', defaultValue: '250' },

  // ── Style choices (STRING) ──────────────────────────────────────────────────
  { type: 'LOGO_POSITION', kind: 'STRING', label: 'Position du logo', defaultValue: 'left' },
  { type: 'MENU_ALIGNMENT', kind: 'STRING', label: 'Alignement du menu', defaultValue: 'right' },
  { type: 'MENU_ACTIVE_TYPE', kind: 'STRING', label: 'Style de l’élément de menu actif', defaultValue: 'text-color' },
  {
    type: 'MENU_HOVER_TRANSITION',
    kind: 'STRING',
    label: 'Effet au survol du menu',
    defaultValue: 'simple-text-color',
  },
  { type: 'MOBILE_MENU_POSITION', kind: 'STRING', label: 'Position du menu mobile', defaultValue: 'bottom' },
  { type: 'SUBMENU_ALIGNMENT', kind: 'STRING', label: 'Alignement des sous-menus', defaultValue: 'left' },
  { type: 'LANG_MENU_STYLE', kind: 'STRING', label: 'Style du sélecteur de langue', defaultValue: 'dropdown' },
  {
    type: 'PROMOTED_NEWS_STYLE',
    kind: 'STRING',
    label: 'Style de l’actualité mise en avant (CLASSIC, CARD)',
    defaultValue: 'CLASSIC',
  },
  { type: 'PRODUCT_ASPECT_RATIO', kind: 'STRING', label: 'Format des images produits', defaultValue: '2-3' },
  {
    type: 'FEATURES_PRODUCT_STYLE',
    kind: 'STRING',
    label: 'Style des caractéristiques produit',
    defaultValue: 'EXPANDABLE',
  },
  { type: 'PRODUCT_PAGE_STYLE', kind: 'STRING', label: 'Style de la fiche produit', defaultValue: 'PREMIUM' },
  { type: 'SERVICE_PAGE_STYLE', kind: 'STRING', label: 'Style de la page des prestations', defaultValue: 'CLASSIC' },
  { type: 'PRODUCT_DISPLAY', kind: 'STRING', label: 'Affichage de la liste des produits', defaultValue: 'grid' },
  {
    type: 'PRODUCT_ORDER',
    kind: 'STRING',
    label: 'Ordre des produits (price, -price, name, -name, newest)',
    defaultValue: 'price',
  },
  {
    type: 'SCROLL_TO_TOP_BEHAVIOR',
    kind: 'STRING',
    label: 'Comportement du retour en haut de page',
    defaultValue: 'smooth',
  },
  {
    type: 'DISPLAY_SOCIAL_ICON_IN_MENU',
    kind: 'STRING',
    label: 'Icônes des réseaux sociaux dans le menu (none, desktop, mobile, all)',
    defaultValue: 'none',
  },
  { type: 'LOCK_RIGHT_CLICK', kind: 'STRING', label: 'Blocage du clic droit', defaultValue: 'none' },
  { type: 'HOW_TO_DISPLAY_GRAPE_VARIETY', kind: 'STRING', label: 'Mode d’affichage des cépages', defaultValue: 'list' },
  {
    type: 'WHERE_TO_DISPLAY_GRAPE_VARIETY',
    kind: 'STRING',
    label: 'Emplacement des cépages',
    defaultValue: 'features',
  },

  // ── Icons and labels ────────────────────────────────────────────────────────
  { type: 'CART_ICON', kind: 'STRING', label: 'Icône du panier', defaultValue: 'fa-cart-shopping' },
  { type: 'MY_ACCOUNT_ICON', kind: 'STRING', label: 'Icône du compte client', defaultValue: 'fa-user' },
  {
    type: 'IN_STOCK_LABEL',
    kind: 'STRING',
    label: 'Libellé « en stock »',
    defaultValue: 'En stock',
    translatable: true,
  },
  {
    type: 'NOT_IN_STOCK_LABEL',
    kind: 'STRING',
    label: 'Libellé « rupture de stock »',
    defaultValue: 'Rupture de stock',
    translatable: true,
  },
  {
    type: 'SHIPPING_MESSAGE',
    kind: 'STRING',
    label: 'Message de livraison',
    defaultValue: 'Expédition sous 72 heures',
    translatable: true,
  },
  {
    type: 'PAYMENT_METHOD',
    kind: 'STRING',
    label: 'Moyens de paiement',
    defaultValue: 'Paiement sécurisé par carte bancaire',
    translatable: true,
  },
  {
    type: 'BALANCE_PAYMENT_CONDITIONS',
    kind: 'TEXT',
    label: 'Conditions de paiement du solde',
    defaultValue: null,
    translatable: true,
  },
  {
    type: 'CREATED_BY_MESSAGE',
    kind: 'STRING',
    label: 'Mention du créateur du site',
    defaultValue: 'Site réalisé avec Atelier',
    translatable: true,
  },
  { type: 'CREATED_BY_BACKLINK_URL', kind: 'LINK', label: 'Lien vers le créateur du site', defaultValue: null },
  {
    type: 'TOP_MENU_INFO_BAR_TEXT',
    kind: 'TEXT',
    label: 'Texte du bandeau d’information',
    defaultValue: null,
    translatable: true,
  },

  // ── Mail sender ─────────────────────────────────────────────────────────────
  { type: 'SEND_MAIL_AS_NAME', kind: 'STRING', label: 'Nom de l’expéditeur des e-mails', defaultValue: null },
  { type: 'SEND_MAIL_AS_MAIL', kind: 'STRING', label: 'Adresse de l’expéditeur des e-mails', defaultValue: null },

  // ── Social links (LINK) ─────────────────────────────────────────────────────
  { type: 'PINTEREST_URL', kind: 'LINK', label: 'Lien Pinterest', defaultValue: null },
  { type: 'TELEGRAM_AT', kind: 'LINK', label: 'Identifiant Telegram', defaultValue: null },
  { type: 'DISCORD_SERVER', kind: 'LINK', label: 'Serveur Discord', defaultValue: null },
  { type: 'GITHUB_REPOSITORY', kind: 'LINK', label: 'Dépôt GitHub', defaultValue: null },
  { type: 'FACEBOOK_URL', kind: 'LINK', label: 'Lien Facebook', defaultValue: null },
  { type: 'INSTAGRAM_URL', kind: 'LINK', label: 'Lien Instagram', defaultValue: null },
  { type: 'TWITTER_URL', kind: 'LINK', label: 'Lien X (Twitter)', defaultValue: null },
  { type: 'LINKEDIN_URL', kind: 'LINK', label: 'Lien LinkedIn', defaultValue: null },
  { type: 'TIKTOK_URL', kind: 'LINK', label: 'Lien TikTok', defaultValue: null },
  { type: 'YOUTUBE_URL', kind: 'LINK', label: 'Lien YouTube', defaultValue: null },
  { type: 'TRIPADVISOR_URL', kind: 'LINK', label: 'Lien Tripadvisor', defaultValue: null },
  { type: 'GOOGLE_REVIEW_URL', kind: 'LINK', label: 'Lien vers les avis Google', defaultValue: null },

  // ── Meta descriptions ───────────────────────────────────────────────────────
  {
    type: 'HOME_META_DESCRIPTION',
    kind: 'STRING',
    label: 'Méta-description de la page d’accueil',
    defaultValue: null,
    translatable: true,
  },
  {
    type: 'CONTACT_META_DESCRIPTION',
    kind: 'STRING',
    label: 'Méta-description de la page de contact',
    defaultValue: null,
    translatable: true,
  },
  {
    type: 'NEWS_META_DESCRIPTION',
    kind: 'STRING',
    label: 'Méta-description de la page des actualités',
    defaultValue: null,
    translatable: true,
  },
  {
    type: 'WINE_META_DESCRIPTION',
    kind: 'STRING',
    label: 'Méta-description de la page des vins',
    defaultValue: null,
    translatable: true,
  },

  // ── Custom code (TEXT) ──────────────────────────────────────────────────────
  { type: 'GLOBAL_CSS', kind: 'TEXT', label: 'CSS personnalisé', defaultValue: null },
  { type: 'SCRIPT_TO_LOAD', kind: 'TEXT', label: 'Script à charger', defaultValue: null },
  {
    type: 'AFTER_BODY_HTML_TO_LOAD',
    kind: 'TEXT',
    label: 'HTML à insérer après l’ouverture du body',
    defaultValue: null,
  },
  {
    type: 'CONTACT_ADDITIONAL_INFOS',
    kind: 'TEXT',
    label: 'Informations complémentaires de la page de contact',
    defaultValue: null,
    translatable: true,
  },
] as const satisfies readonly ParameterDefinition[];

export type ParameterKey = (typeof PARAMETER_CATALOG)[number]['type'];

/** A site parameter as the API returns it. */
export const parameterSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  kind: z.enum(PARAMETER_KINDS),
  label: z.string(),
  value: z.string().nullable(),
});
export type SiteParameter = z.infer<typeof parameterSchema>;

export const LEGAL_TEXT_KEYS = ['LEGAL_NOTICE', 'PRIVACY_POLICY', 'COOKIE_POLICY', 'SALE_TERMS', 'USE_TERMS'] as const;
export type LegalTextKey = (typeof LEGAL_TEXT_KEYS)[number];

/** Placeholders the API fills in legal texts from the company identity. */
export const LEGAL_PLACEHOLDERS = {
  '{{LEGAL_AGENT}}': 'LEGAL_AGENT',
  '{{COMPANY_NAME}}': 'LEGAL_COMPANY_NAME',
  '{{CORPORATE_FORM}}': 'CORPORATE_FORM',
  '{{SIRET}}': 'SIRET_NUMBER',
  '{{HEAD_OFFICE}}': 'HEAD_OFFICE',
  '{{PHONE}}': 'COMPANY_PHONE',
} as const;

type LegalPlaceholder = keyof typeof LEGAL_PLACEHOLDERS;

/** The company's placeholders, and the retention periods' (`{{RETENTION_PROSPECT_YEARS}}`, privacy.ts RETENTION). */
const PLACEHOLDER_PATTERN =
  /\{\{(?:LEGAL_AGENT|COMPANY_NAME|CORPORATE_FORM|SIRET|HEAD_OFFICE|PHONE|RETENTION_([A-Z_]+))\}\}/g;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/**
 * Replaces each legal placeholder by the HTML-escaped value of its parameter key
 * ('' when missing), and each retention placeholder by its period (RETENTION). Done in a single pass, so a value that itself looks like a
 * placeholder is never expanded.
 */
export function fillLegalPlaceholders(html: string, values: Partial<Record<string, string | null>>): string {
  return html.replace(PLACEHOLDER_PATTERN, (placeholder, period: string | undefined) => {
    if (period !== undefined) return period in RETENTION ? String(RETENTION[period as RetentionPeriod]) : placeholder;
    const key = LEGAL_PLACEHOLDERS[placeholder as LegalPlaceholder];
    return escapeHtml(values[key] ?? '');
  });
}
