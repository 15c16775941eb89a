import type { LocalizedText } from '@atelier/contract';
import {
  feature,
  RED,
  ROSE,
  t,
  WHITE,
  wine,
  type CatalogueSeed,
  type CustomizationSeed,
  type ImageSeed,
  type ProductArt,
  type ProductSeed,
} from './catalogue-types.ts';

/**
 * Site 1, Atelier Morineau (upholsterer in Nesmy, Vendée): the shop of SPEC §2 with its four categories,
 * plus the wines of a partner winery of Mareuil-sur-Lay and the gift boxes ("wine, boxes and other
 * products", SPEC intro). Prices in cents.
 */

/** Fabric, wood and glass colours of the drawings. */
const C = {
  ecru: '#efe4cf',
  plum: '#6b2d4f',
  sage: '#9caf88',
  mustard: '#d4a017',
  terracotta: '#c8643b',
  teal: '#1f6f78',
  charcoal: '#44474d',
  pink: '#e3b1aa',
  linen: '#cdbb9c',
  navy: '#243b5a',
  oak: '#b58b5a',
  walnut: '#6e4b32',
  kraft: '#c49a6c',
  bottleGreen: '#2f4a32',
  white: '#f6f1e6',
  gold: '#c9a646',
  cream: '#f3ead9',
  red: '#8e2a2a',
};
/** Wall colours behind the objects. */
const BG = {
  cream: '#f5efe6',
  mint: '#e4ede5',
  blush: '#f5e6e1',
  sky: '#e3eaf0',
  sand: '#eee5d5',
  stone: '#e9e6e1',
};

const art = (
  motif: ProductArt['motif'],
  colour: string,
  accent: string,
  background: string,
  extra: Partial<ProductArt> = {},
): ProductArt => ({ motif, colour, accent, background, ...extra });

/** The images of a product, `products/<key>-<n>.jpg`; a note completes the alternative text of one image. */
function pics(key: string, alt: LocalizedText, views: (ProductArt | [ProductArt, LocalizedText])[]): ImageSeed[] {
  return views.map((view, index) => {
    const [drawing, note] = Array.isArray(view) ? view : [view, undefined];
    return {
      file: `products/${key}-${index + 1}.jpg`,
      alt: note ? t(`${alt.fr_FR}, ${note.fr_FR}`, `${alt.en ?? alt.fr_FR}, ${note.en ?? note.fr_FR}`) : alt,
      art: drawing,
    };
  });
}

const F = {
  material: t('Matière', 'Material'),
  size: t('Dimensions', 'Dimensions'),
  care: t('Entretien', 'Care'),
  made: t('Fabrication', 'Made'),
  filling: t('Garnissage', 'Filling'),
  origin: t('Origine', 'Origin'),
  contents: t('Contenu', 'Contents'),
};
const MADE_IN_NESMY = feature(
  F.made,
  t('Cousu main à l’atelier de Nesmy (Vendée)', 'Hand-sewn in our Nesmy workshop (Vendée)'),
);
const tag = {
  handmade: t('Fait main', 'Handmade'),
  linen: t('Lin', 'Linen'),
  birth: t('Naissance', 'Birth'),
  custom: t('Personnalisable', 'Customisable'),
  velvet: t('Velours', 'Velvet'),
  gift: t('Idée cadeau', 'Gift idea'),
  oneOff: t('Pièce unique', 'One-off piece'),
  restored: t('Restauré', 'Restored'),
  table: t('Art de la table', 'Table linen'),
  vendee: t('Vendée', 'Vendée'),
  red: t('Rouge', 'Red'),
  white: t('Blanc', 'White'),
  rose: t('Rosé', 'Rosé'),
  sparkling: t('Effervescent', 'Sparkling'),
  box: t('Coffret', 'Gift box'),
  offcuts: t('Chutes de tissus', 'Fabric offcuts'),
  fabric: t('Tissu au mètre', 'Fabric by the metre'),
};

// ─── Customizations (SPEC §5 cost rules: the highest text tier at most the text's length applies) ───

const embroidery = (
  label: LocalizedText,
  type: CustomizationSeed['type'] = 'SIMPLE',
  tiers: [number, number, number] = [500, 800, 1200],
): CustomizationSeed => ({
  type,
  inputType: 'TEXT',
  label,
  help: t(
    '20 caractères au plus, brodés au fil de coton à l’atelier. Le prix dépend de la longueur du texte.',
    'Up to 20 characters, embroidered in cotton thread in our workshop. The price depends on the length of the text.',
  ),
  values: [
    { textNumberOfChar: 1, label: t('1 à 5 caractères', '1 to 5 characters'), costType: 'EURO', amount: tiers[0] },
    { textNumberOfChar: 6, label: t('6 à 10 caractères', '6 to 10 characters'), costType: 'EURO', amount: tiers[1] },
    { textNumberOfChar: 11, label: t('11 à 20 caractères', '11 to 20 characters'), costType: 'EURO', amount: tiers[2] },
  ],
});
const embroideredName = (type: CustomizationSeed['type'] = 'SIMPLE') =>
  embroidery(t('Prénom brodé', 'Embroidered first name'), type);

const fabricChoice = (type: CustomizationSeed['type'] = 'SIMPLE'): CustomizationSeed => ({
  type,
  inputType: 'SELECT',
  label: t('Choix du tissu', 'Choice of fabric'),
  help: t(
    'Tous nos tissus sont des fins de série d’éditeurs français, choisis à l’atelier.',
    'All our fabrics are end-of-line bolts from French fabric houses, chosen in the workshop.',
  ),
  required: true,
  values: [
    { selectKey: 'lin-naturel', label: t('Lin naturel', 'Natural linen'), costType: 'NONE', amount: 0 },
    { selectKey: 'velours-ras', label: t('Velours ras', 'Cotton velvet'), costType: 'EURO', amount: 400 },
    { selectKey: 'toile-de-jouy', label: t('Toile de Jouy', 'Toile de Jouy'), costType: 'EURO', amount: 600 },
    { selectKey: 'bouclette', label: t('Bouclette de laine', 'Wool bouclé'), costType: 'PERCENT', amount: 10 },
  ],
});

const giftWrap = (type: CustomizationSeed['type'] = 'SIMPLE'): CustomizationSeed => ({
  type,
  inputType: 'CHECKBOX',
  label: t('Emballage cadeau', 'Gift wrapping'),
  help: t(
    'Papier kraft, ruban de lin et carte écrite à la main.',
    'Kraft paper, a linen ribbon and a handwritten card.',
  ),
  additionalCost: { costType: 'EURO', amount: 350 },
});

const fabricPhoto = (type: CustomizationSeed['type'] = 'SIMPLE'): CustomizationSeed => ({
  type,
  inputType: 'FILE',
  label: t('La photo de votre tissu', 'A photo of your own fabric'),
  help: t(
    'Vous avez votre propre tissu ? Envoyez-nous une photo (JPEG, PNG ou WebP, 5 Mo au plus) : nous vous confirmons le métrage avant la coupe.',
    'Using your own fabric? Send us a photo (JPEG, PNG or WebP, 5 MB at most): we confirm the yardage before cutting.',
  ),
  additionalCost: { costType: 'NONE', amount: 0 },
  file: { accept: ['image/jpeg', 'image/png', 'image/webp'], maxBytes: 5 * 1024 * 1024 },
});

const giftMessage: CustomizationSeed = {
  type: 'SIMPLE',
  inputType: 'TEXT',
  label: t('Message sur la carte', 'Message on the card'),
  help: t('Nous l’écrivons à la main, offert.', 'We write it by hand, free of charge.'),
  values: [{ textNumberOfChar: 1, costType: 'NONE', amount: 0 }],
};

// ─── Wines of the partner winery (Fiefs Vendéens, Mareuil-sur-Lay) ───

const WINERY = feature(
  t('Vigneron', 'Winemaker'),
  t('Domaine des Coteaux du Lay, Mareuil-sur-Lay', 'Domaine des Coteaux du Lay, Mareuil-sur-Lay'),
);
const bottle = (
  year: number | undefined,
  cl: 37.5 | 75,
  extra: { price?: number; stock?: number; discount?: ProductSeed['discount'] } = {},
) => ({
  ...(year === undefined ? {} : { year }),
  capacity: cl,
  capacityUnit: 'CENTILITRE' as const,
  ...extra,
});

const products: ProductSeed[] = [
  // ══ Cadeaux de naissance ══
  {
    key: 'doudou-lapin',
    kind: 'OTHER',
    categories: ['baby'],
    name: t('Doudou lapin en lin lavé', 'Washed-linen bunny comforter'),
    summary: t(
      'Un lapin tout doux aux longues oreilles, cousu main dans un lin lavé qui s’assouplit à chaque lavage.',
      'A soft long-eared bunny, hand-sewn in washed linen that gets softer with every wash.',
    ),
    description: t(
      '<p>Nos doudous naissent des plus belles chutes de lin de l’atelier. Léger, facile à attraper pour de petites mains, le lapin accompagne les siestes et les premières promenades.</p><p>Ajoutez le prénom de l’enfant, brodé sur le ventre : il devient un cadeau de naissance qu’on garde longtemps.</p><ul><li>Rembourrage en ouate de coton certifiée Oeko-Tex</li><li>Yeux brodés, sans pièce rapportée</li><li>Lavable en machine à 30 °C</li></ul>',
      '<p>Our comforters are made from the finest linen offcuts of the workshop. Light and easy for little hands to grab, the bunny keeps company at nap time and on first outings.</p><p>Add the child’s first name, embroidered on the tummy, and it becomes a birth gift to keep for years.</p><ul><li>Oeko-Tex certified cotton wadding</li><li>Embroidered eyes, no small parts</li><li>Machine washable at 30 °C</li></ul>',
    ),
    price: 2900,
    images: pics('doudou-lapin', t('Doudou lapin en lin', 'Linen bunny comforter'), [
      [art('bunny', C.ecru, C.pink, BG.blush, { pattern: 'linen' }), t('coloris écru', 'ivory')],
      [
        art('bunny', C.sage, C.ecru, BG.mint, { pattern: 'linen', view: 'scene' }),
        t('coloris vert sauge', 'sage green'),
      ],
      [
        art('bunny', C.pink, C.ecru, BG.cream, { pattern: 'linen', view: 'scene' }),
        t('coloris rose poudré', 'dusty pink'),
      ],
    ]),
    tags: [tag.handmade, tag.linen, tag.birth, tag.custom],
    features: [
      feature(F.material, t('Lin lavé 100 %, ouate de coton', '100 % washed linen, cotton wadding')),
      feature(F.size, t('28 cm, oreilles comprises', '28 cm including the ears')),
      feature(F.care, t('Lavable en machine à 30 °C', 'Machine washable at 30 °C')),
      MADE_IN_NESMY,
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Écru'], stock: 6, image: 0, reference: 'DOU-LAP-ECR' },
      { values: ['Vert sauge'], stock: 0, image: 1, reference: 'DOU-LAP-SAU' },
      { values: ['Rose poudré'], stock: 2, image: 2, reference: 'DOU-LAP-ROS' },
    ],
    customizations: [embroideredName()],
    recommended: ['couverture-bebe', 'coffret-naissance', 'bavoirs'],
  },
  {
    key: 'coussin-prenom',
    kind: 'OTHER',
    categories: ['baby', 'decor'],
    name: t('Coussin prénom brodé', 'Embroidered name cushion'),
    summary: t(
      'Le prénom de votre choix brodé sur un coussin doux, dans le tissu de votre choix, ou même dans le vôtre.',
      'The first name of your choice embroidered on a soft cushion, in the fabric you pick, or even your own.',
    ),
    description: t(
      '<p>Un cadeau de naissance qui suit l’enfant de la chambre de bébé à celle des grands. Choisissez le tissu, écrivez le prénom, nous brodons et cousons le coussin à l’atelier sous dix jours.</p><p>Vous gardez un tissu qui vous est cher, une chemise, un rideau de famille ? Envoyez-nous sa photo : nous le transformons en coussin.</p><ul><li>Garnissage plume ou fibre recyclée, housse déhoussable</li><li>Broderie au fil de coton, 20 caractères au plus</li><li>Livré avec une carte écrite à la main</li></ul>',
      '<p>A birth gift that follows the child from the nursery to a big kid’s room. Choose the fabric, type the name: we embroider and sew the cushion in the workshop within ten days.</p><p>Have a fabric that means a lot to you, a shirt, a family curtain? Send us a photo and we turn it into a cushion.</p><ul><li>Feather or recycled-fibre filling, removable cover</li><li>Embroidered in cotton thread, 20 characters at most</li><li>Comes with a handwritten card</li></ul>',
    ),
    price: 3900,
    images: pics('coussin-prenom', t('Coussin brodé d’un prénom', 'Cushion embroidered with a name'), [
      [art('lumbar', C.ecru, C.sage, BG.mint, { pattern: 'linen', text: 'Léa' }), t('format 30 × 50 cm', '30 × 50 cm')],
      [
        art('cushion', C.pink, C.ecru, BG.blush, { pattern: 'plain', text: 'Jules', view: 'scene' }),
        t('format 40 × 40 cm', '40 × 40 cm'),
      ],
      [
        art('lumbar', C.ecru, C.sage, BG.cream, { pattern: 'linen', text: 'Léa', view: 'close' }),
        t('détail de la broderie', 'close-up of the embroidery'),
      ],
    ]),
    tags: [tag.handmade, tag.birth, tag.custom, tag.gift],
    features: [
      feature(F.filling, t('Plume de canard ou fibre recyclée', 'Duck feather or recycled fibre')),
      feature(F.care, t('Housse lavable à 30 °C, sur l’envers', 'Cover washable at 30 °C, inside out')),
      feature(t('Délai', 'Lead time'), t('Confectionné sous 10 jours', 'Made within 10 days')),
      MADE_IN_NESMY,
    ],
    variations: ['size'],
    declinations: [
      { values: ['30 × 50 cm'], reference: 'COU-PRE-3050' },
      { values: ['40 × 40 cm'], price: 4500, reference: 'COU-PRE-4040' },
    ],
    customizations: [
      embroideredName('DYNAMIC_FORM'),
      fabricChoice('DYNAMIC_FORM'),
      giftWrap('DYNAMIC_FORM'),
      fabricPhoto('DYNAMIC_FORM'),
    ],
    recommended: ['doudou-lapin', 'couverture-bebe', 'mobile-nuages'],
  },
  {
    key: 'tapis-eveil',
    kind: 'OTHER',
    categories: ['baby'],
    name: t('Tapis d’éveil matelassé', 'Quilted play mat'),
    summary: t(
      'Un grand tapis rond et moelleux pour les premières découvertes à plat ventre.',
      'A large, soft round mat for the first discoveries on the tummy.',
    ),
    description: t(
      '<p>Matelassé à la main en double gaze de coton, notre tapis d’éveil offre un nid douillet au sol, au salon comme au jardin. Une fois bébé grand, il devient tapis de chambre.</p><ul><li>Diamètre 110 cm, épaisseur 3 cm</li><li>Dessous antidérapant</li><li>Lavable à 30 °C</li></ul>',
      '<p>Hand-quilted in cotton double gauze, our play mat makes a cosy nest on the floor, in the living room or in the garden. Once baby has grown, it becomes a bedroom rug.</p><ul><li>110 cm across, 3 cm thick</li><li>Non-slip underside</li><li>Washable at 30 °C</li></ul>',
    ),
    price: 8900,
    discount: { type: 'PERCENT', amount: 15, detailType: 'PRODUCT' },
    images: pics('tapis-eveil', t('Tapis d’éveil rond matelassé', 'Round quilted play mat'), [
      [art('playmat', C.sage, C.ecru, BG.mint), t('coloris vert sauge', 'sage green')],
      [art('playmat', C.ecru, C.mustard, BG.sand, { view: 'scene' }), t('coloris écru', 'ivory')],
    ]),
    tags: [tag.handmade, tag.birth],
    features: [
      feature(F.material, t('Double gaze de coton bio', 'Organic cotton double gauze')),
      feature(F.size, t('Ø 110 cm, épaisseur 3 cm', 'Ø 110 cm, 3 cm thick')),
      feature(F.care, t('Lavable en machine à 30 °C', 'Machine washable at 30 °C')),
      MADE_IN_NESMY,
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Vert sauge'], image: 0 },
      { values: ['Écru'], image: 1 },
    ],
    recommended: ['doudou-lapin', 'mobile-nuages'],
  },
  {
    key: 'pochette-langer',
    kind: 'OTHER',
    categories: ['baby', 'bags'],
    name: t('Pochette à langer nomade', 'Travel changing pouch'),
    summary: t(
      'Une pochette qui se déplie en matelas à langer, avec ses poches pour les couches et les lingettes.',
      'A pouch that unfolds into a changing mat, with pockets for nappies and wipes.',
    ),
    description: t(
      '<p>Dans le sac à main ou la poussette, elle se glisse partout. Dépliée, elle offre un matelas à langer enduit, facile à essuyer ; repliée, elle tient dans la main.</p><ul><li>Extérieur en toile de Jouy terracotta, intérieur en coton enduit</li><li>Deux poches et une sangle à bouton-pression</li></ul><p>Série limitée : il n’en reste que quelques-unes.</p>',
      '<p>In a handbag or on the pram, it fits everywhere. Unfolded, it gives a coated changing mat that wipes clean; folded, it fits in one hand.</p><ul><li>Terracotta toile de Jouy outside, coated cotton inside</li><li>Two pockets and a press-stud strap</li></ul><p>Limited run: only a few are left.</p>',
    ),
    price: 4500,
    images: pics('pochette-langer', t('Pochette à langer en toile de Jouy', 'Toile de Jouy changing pouch'), [
      art('pouch', C.terracotta, C.ecru, BG.blush, { pattern: 'toile' }),
      [
        art('pouch', C.terracotta, C.ecru, BG.cream, { pattern: 'toile', view: 'close' }),
        t('détail du motif', 'close-up of the pattern'),
      ],
    ]),
    tags: [tag.handmade, tag.birth, tag.offcuts],
    features: [
      feature(F.size, t('Fermée 22 × 16 cm, ouverte 60 × 40 cm', 'Closed 22 × 16 cm, open 60 × 40 cm')),
      feature(F.care, t('Éponge humide sur l’intérieur', 'Wipe the inside with a damp sponge')),
      MADE_IN_NESMY,
    ],
    stock: 2,
    customizations: [giftWrap()],
    recommended: ['bavoirs', 'coffret-naissance'],
  },
  {
    key: 'bavoirs',
    kind: 'OTHER',
    categories: ['baby'],
    name: t('Bavoir bandana en double gaze', 'Double-gauze bandana bib'),
    summary: t(
      'Des bavoirs bandana doux et absorbants, vendus par deux pour en avoir toujours un propre.',
      'Soft, absorbent bandana bibs, sold in twos so there is always a clean one.',
    ),
    description: t(
      '<p>Doublés d’éponge de bambou, nos bavoirs bandana absorbent les petits débordements sans irriter le cou. Deux pressions permettent de les ajuster au fil des mois.</p><p>Vendus par lot de deux, de la même couleur.</p>',
      '<p>Lined with bamboo terry, our bandana bibs soak up the little spills without chafing the neck. Two press studs let them grow with the baby.</p><p>Sold in pairs of the same colour.</p>',
    ),
    price: 1200,
    sellByMultipleOf: 2,
    images: pics('bavoirs', t('Deux bavoirs bandana', 'Two bandana bibs'), [
      [art('bibs', C.mustard, C.ecru, BG.sand), t('coloris moutarde', 'mustard')],
      [art('bibs', C.sage, C.ecru, BG.mint, { view: 'scene' }), t('coloris vert sauge', 'sage green')],
    ]),
    tags: [tag.handmade, tag.birth],
    features: [
      feature(F.material, t('Double gaze de coton, éponge de bambou', 'Cotton double gauze, bamboo terry')),
      feature(t('Vendu par', 'Sold in'), t('Lot de 2', 'Pairs')),
      MADE_IN_NESMY,
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Moutarde'], image: 0 },
      { values: ['Vert sauge'], image: 1 },
      { values: ['Rose poudré'] },
    ],
    recommended: ['doudou-lapin', 'pochette-langer'],
  },
  {
    key: 'couverture-bebe',
    kind: 'OTHER',
    categories: ['baby'],
    name: t('Couverture bébé en double gaze', 'Double-gauze baby blanket'),
    summary: t(
      'Une couverture légère et gonflante, quatre épaisseurs de gaze de coton pour toutes les saisons.',
      'A light, airy blanket, four layers of cotton gauze for every season.',
    ),
    description: t(
      '<p>Quatre couches de gaze de coton cousues ensemble : chaude en hiver, respirante en été. La couverture se froisse joliment et devient plus douce à chaque lavage.</p><p>Brodez le prénom dans un coin pour en faire un souvenir.</p>',
      '<p>Four layers of cotton gauze stitched together: warm in winter, breathable in summer. The blanket crinkles nicely and gets softer with every wash.</p><p>Embroider the name in one corner to make it a keepsake.</p>',
    ),
    price: 6500,
    images: pics('couverture-bebe', t('Couverture bébé pliée', 'Folded baby blanket'), [
      [art('blanket', C.ecru, C.sage, BG.mint), t('coloris écru', 'ivory')],
      [art('blanket', C.sage, C.ecru, BG.cream, { view: 'scene' }), t('coloris vert sauge', 'sage green')],
      [art('blanket', C.pink, C.ecru, BG.blush, { view: 'close' }), t('coloris rose poudré', 'dusty pink')],
    ]),
    tags: [tag.handmade, tag.birth, tag.custom],
    features: [
      feature(F.material, t('Quatre couches de gaze de coton bio', 'Four layers of organic cotton gauze')),
      feature(F.size, t('S : 75 × 100 cm · M : 100 × 120 cm', 'S: 75 × 100 cm · M: 100 × 120 cm')),
      feature(F.care, t('Lavable à 40 °C', 'Washable at 40 °C')),
      MADE_IN_NESMY,
    ],
    variations: ['colour', 'size'],
    declinations: [
      { values: ['Écru', 'S'], image: 0 },
      { values: ['Écru', 'M'], price: 7900, image: 0 },
      { values: ['Vert sauge', 'S'], image: 1 },
      { values: ['Vert sauge', 'M'], price: 7900, image: 1 },
      { values: ['Rose poudré', 'S'], image: 2 },
      { values: ['Rose poudré', 'M'], price: 7900, image: 2 },
    ],
    customizations: [embroideredName(), giftWrap()],
    recommended: ['doudou-lapin', 'coussin-prenom'],
  },
  {
    key: 'mobile-nuages',
    kind: 'OTHER',
    categories: ['baby'],
    name: t('Mobile nuages en lin et feutrine', 'Linen and felt cloud mobile'),
    summary: t(
      'Des nuages et des gouttes de pluie qui tournent doucement au-dessus du berceau.',
      'Clouds and raindrops gently turning above the cradle.',
    ),
    description: t(
      '<p>Cinq nuages de lin garnis et des gouttes de feutrine de laine, suspendus à un cercle de bois de hêtre. Un mobile apaisant, pour regarder et rêver.</p><p>Victime de son succès : la prochaine série sort de l’atelier dans trois semaines.</p>',
      '<p>Five stuffed linen clouds and wool-felt raindrops hanging from a beech-wood ring. A soothing mobile to watch and dream.</p><p>Sold out: the next batch leaves the workshop in three weeks.</p>',
    ),
    price: 4900,
    images: pics('mobile-nuages', t('Mobile de nuages suspendu', 'Hanging cloud mobile'), [
      art('mobile', C.ecru, C.teal, BG.sky),
    ]),
    tags: [tag.handmade, tag.birth, tag.linen],
    features: [
      feature(F.material, t('Lin, feutrine de laine, hêtre', 'Linen, wool felt, beech')),
      feature(F.size, t('Ø 30 cm, hauteur 55 cm', 'Ø 30 cm, 55 cm high')),
      MADE_IN_NESMY,
    ],
    stock: 0,
    recommended: ['tapis-eveil', 'coussin-prenom'],
  },
  {
    key: 'coffret-naissance',
    kind: 'BOX',
    categories: ['baby', 'boxes'],
    name: t('Coffret naissance « Premiers câlins »', '“First cuddles” birth gift box'),
    summary: t(
      'Le doudou lapin, deux bavoirs et la pochette à langer, réunis dans une boîte en carton kraft.',
      'The bunny comforter, two bibs and the changing pouch, together in a kraft-board box.',
    ),
    description: t(
      '<p>Tout ce qu’il faut pour accueillir un nouveau-né, assorti à la main à l’atelier et présenté dans une boîte kraft fermée d’un ruban de lin.</p><ul><li>Un doudou lapin en lin lavé</li><li>Deux bavoirs bandana en double gaze</li><li>Une pochette à langer nomade</li></ul><p>Dites-nous ce qu’il faut écrire sur la carte : nous l’écrivons à la main.</p>',
      '<p>Everything needed to welcome a newborn, matched by hand in the workshop and presented in a kraft box tied with a linen ribbon.</p><ul><li>A washed-linen bunny comforter</li><li>Two double-gauze bandana bibs</li><li>A travel changing pouch</li></ul><p>Tell us what to write on the card: we write it by hand.</p>',
    ),
    price: 9500,
    discount: { type: 'EURO', amount: 1000, detailType: 'PRODUCT' },
    images: pics('coffret-naissance', t('Coffret naissance en carton kraft', 'Kraft birth gift box'), [
      art('box', C.kraft, C.pink, BG.blush, { text: 'Premiers câlins' }),
      [art('bunny', C.ecru, C.pink, BG.cream, { view: 'scene' }), t('le doudou du coffret', 'the comforter inside')],
    ]),
    tags: [tag.box, tag.birth, tag.gift],
    features: [
      feature(F.contents, t('Doudou, 2 bavoirs, pochette à langer', 'Comforter, 2 bibs, changing pouch')),
      feature(t('Présentation', 'Presentation'), t('Boîte kraft et ruban de lin', 'Kraft box and linen ribbon')),
    ],
    stock: 4,
    customizations: [giftMessage],
    recommended: ['doudou-lapin', 'couverture-bebe'],
  },

  // ══ Décoration de la maison ══
  {
    key: 'coussin-lin',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Coussin en lin lavé', 'Washed-linen cushion'),
    summary: t(
      'Le coussin de tous les jours : lin lavé au toucher froissé, passepoil assorti, quatre couleurs et trois tailles.',
      'The everyday cushion: crumpled-feel washed linen, matching piping, four colours and three sizes.',
    ),
    description: t(
      '<p>Nous coupons nos coussins dans un lin lavé tissé dans le Nord, avec un passepoil cousu à la main. Garnis de plume, ils gardent leur belle forme et se regonflent d’une tape.</p><p>Mélangez les couleurs et les tailles : à partir de trois coussins, le prix baisse.</p><ul><li>Fermeture à glissière invisible</li><li>Garnissage plume de canard 90 % / duvet 10 %</li></ul>',
      '<p>We cut our cushions from washed linen woven in northern France, with hand-sewn piping. Filled with feathers, they keep their shape and plump up again with a pat.</p><p>Mix colours and sizes: from three cushions, the price goes down.</p><ul><li>Concealed zip</li><li>Filling 90 % duck feather / 10 % down</li></ul>',
    ),
    price: 3500,
    images: pics('coussin-lin', t('Coussin en lin lavé', 'Washed-linen cushion'), [
      [art('cushion', C.ecru, C.linen, BG.sand, { pattern: 'linen' }), t('coloris écru', 'ivory')],
      [
        art('cushion', C.sage, C.ecru, BG.mint, { pattern: 'linen', view: 'scene' }),
        t('coloris vert sauge', 'sage green'),
      ],
      [
        art('cushion', C.terracotta, C.ecru, BG.blush, { pattern: 'linen', view: 'close' }),
        t('coloris terracotta', 'terracotta'),
      ],
    ]),
    tags: [tag.handmade, tag.linen],
    features: [
      feature(F.material, t('Lin lavé 100 %, tissé en France', '100 % washed linen, woven in France')),
      feature(F.filling, t('Plume 90 % / duvet 10 %', '90 % feather / 10 % down')),
      feature(F.care, t('Housse lavable à 40 °C', 'Cover washable at 40 °C')),
      MADE_IN_NESMY,
    ],
    decreasingDiscounts: [
      { fromQuantity: 3, type: 'PERCENT', amount: 5 },
      { fromQuantity: 6, type: 'PERCENT', amount: 10 },
    ],
    variations: ['colour', 'size'],
    declinations: [
      { values: ['Écru', '40 × 40 cm'], stock: 12, image: 0 },
      { values: ['Écru', '45 × 45 cm'], price: 3900, stock: 8, image: 0 },
      { values: ['Écru', '60 × 60 cm'], price: 4900, stock: 3, image: 0 },
      { values: ['Vert sauge', '40 × 40 cm'], stock: 7, image: 1 },
      { values: ['Vert sauge', '45 × 45 cm'], price: 3900, stock: 5, image: 1 },
      { values: ['Vert sauge', '60 × 60 cm'], price: 4900, stock: 1, image: 1 },
      { values: ['Terracotta', '40 × 40 cm'], stock: 9, image: 2 },
      { values: ['Terracotta', '45 × 45 cm'], price: 3900, stock: 2, image: 2 },
      { values: ['Terracotta', '60 × 60 cm'], price: 4900, stock: 4, image: 2 },
      { values: ['Moutarde', '40 × 40 cm'], stock: 6 },
      { values: ['Moutarde', '45 × 45 cm'], price: 3900, stock: 3 },
      { values: ['Moutarde', '60 × 60 cm'], price: 4900, stock: 0 },
    ],
    recommended: ['plaid-bouclette', 'coussin-velours-cotele', 'serviettes-lin'],
  },
  {
    key: 'coussin-velours-cotele',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Coussin en velours côtelé', 'Corduroy cushion'),
    summary: t(
      'Un velours à grosses côtes, chaud et graphique, pour réveiller un canapé.',
      'A chunky-rib corduroy, warm and graphic, to wake up a sofa.',
    ),
    description: t(
      '<p>Le velours côtelé capte la lumière différemment selon le sens des côtes : nous coupons chaque face en travers pour un joli jeu de reflets.</p><p>Format 45 × 45 cm, garnissage plume, dos en lin naturel.</p>',
      '<p>Corduroy catches the light differently depending on the direction of the ribs: we cut each side across the grain for a lovely play of sheen.</p><p>45 × 45 cm, feather filling, natural linen back.</p>',
    ),
    price: 4200,
    discount: { type: 'EURO', amount: 700, detailType: 'PRODUCT' },
    images: pics('coussin-velours-cotele', t('Coussin en velours côtelé', 'Corduroy cushion'), [
      [art('cushion', C.plum, C.ecru, BG.blush, { pattern: 'corduroy' }), t('coloris prune', 'plum')],
      [
        art('cushion', C.mustard, C.ecru, BG.sand, { pattern: 'corduroy', view: 'scene' }),
        t('coloris moutarde', 'mustard'),
      ],
      [
        art('cushion', C.teal, C.ecru, BG.sky, { pattern: 'corduroy', view: 'close' }),
        t('coloris bleu canard', 'teal'),
      ],
    ]),
    tags: [tag.handmade, tag.velvet],
    features: [
      feature(F.material, t('Velours côtelé de coton, dos en lin', 'Cotton corduroy, linen back')),
      feature(F.size, t('45 × 45 cm', '45 × 45 cm')),
      feature(F.filling, t('Plume de canard', 'Duck feather')),
      MADE_IN_NESMY,
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Prune'], image: 0 },
      { values: ['Moutarde'], image: 1 },
      { values: ['Bleu canard'], image: 2 },
    ],
    customizations: [giftWrap()],
    recommended: ['coussin-lin', 'repose-pieds'],
  },
  {
    key: 'coussin-toile-de-jouy',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Coussin en toile de Jouy', 'Toile de Jouy cushion'),
    summary: t(
      'Les scènes champêtres de la toile de Jouy, en bleu sur fond écru, avec le dos de votre choix.',
      'The pastoral scenes of toile de Jouy, blue on ivory, with the back of your choice.',
    ),
    description: t(
      '<p>Une toile de Jouy imprimée en France, fin de rouleau d’un grand éditeur : chaque coussin montre une scène différente. Choisissez le tissu du dos pour l’accorder à votre intérieur.</p>',
      '<p>A toile de Jouy printed in France, the end of a roll from a great fabric house: each cushion shows a different scene. Choose the back fabric to match your home.</p>',
    ),
    price: 4500,
    images: pics('coussin-toile-de-jouy', t('Coussin en toile de Jouy bleue', 'Blue toile de Jouy cushion'), [
      art('cushion', C.ecru, C.navy, BG.sky, { pattern: 'toile' }),
      [
        art('cushion', C.ecru, C.navy, BG.cream, { pattern: 'toile', view: 'close' }),
        t('détail de l’impression', 'close-up of the print'),
      ],
    ]),
    tags: [tag.handmade, tag.offcuts],
    features: [
      feature(F.material, t('Toile de coton imprimée en France', 'Cotton print made in France')),
      feature(F.filling, t('Plume de canard', 'Duck feather')),
      MADE_IN_NESMY,
    ],
    variations: ['size'],
    declinations: [{ values: ['40 × 40 cm'] }, { values: ['45 × 45 cm'], price: 4900 }],
    customizations: [fabricChoice(), giftWrap()],
    recommended: ['cabas-toile-de-jouy', 'coussin-lin'],
  },
  {
    key: 'plaid-bouclette',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Plaid en laine bouclée', 'Bouclé wool throw'),
    summary: t(
      'Un grand plaid enveloppant en bouclette de laine, bordé de lin, pour les soirées au coin du feu.',
      'A large, enveloping wool bouclé throw edged with linen, for evenings by the fire.',
    ),
    description: t(
      '<p>Tissée dans un atelier du Tarn, la bouclette de laine forme de petites boucles qui emprisonnent la chaleur. Nous la bordons d’un biais de lin cousu main.</p><ul><li>130 × 180 cm</li><li>Laine 80 %, coton 20 %</li><li>Nettoyage à sec ou lavage à la main</li></ul>',
      '<p>Woven in a mill in the Tarn, wool bouclé forms tiny loops that trap the warmth. We bind it with hand-sewn linen tape.</p><ul><li>130 × 180 cm</li><li>80 % wool, 20 % cotton</li><li>Dry clean or hand wash</li></ul>',
    ),
    price: 12000,
    images: pics('plaid-bouclette', t('Plaid en bouclette plié', 'Folded bouclé throw'), [
      [art('throw', C.ecru, C.linen, BG.sand, { pattern: 'boucle' }), t('coloris écru', 'ivory')],
      [
        art('throw', C.terracotta, C.ecru, BG.blush, { pattern: 'boucle', view: 'scene' }),
        t('coloris terracotta', 'terracotta'),
      ],
    ]),
    tags: [tag.handmade, tag.gift],
    features: [
      feature(F.material, t('Laine 80 %, coton 20 %', '80 % wool, 20 % cotton')),
      feature(F.size, t('130 × 180 cm', '130 × 180 cm')),
      feature(F.care, t('Nettoyage à sec', 'Dry clean')),
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Écru'], stock: 3, image: 0 },
      { values: ['Terracotta'], stock: 1, image: 1 },
      { values: ['Anthracite'], stock: 4 },
    ],
    recommended: ['coussin-lin', 'pouf-bouclette'],
  },
  {
    key: 'serviettes-lin',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Serviettes de table en lin lavé', 'Washed-linen napkins'),
    summary: t(
      'Des serviettes généreuses en lin lavé, vendues par quatre, pour dresser une table simple et belle.',
      'Generous washed-linen napkins, sold in fours, to lay a simple and beautiful table.',
    ),
    description: t(
      '<p>45 × 45 cm, ourlets larges cousus à l’atelier : nos serviettes se mettent en machine et se passent de repassage. Elles sont vendues par quatre de la même couleur ; plus vous en prenez, plus le prix baisse.</p>',
      '<p>45 × 45 cm, wide hems sewn in the workshop: our napkins go in the machine and need no ironing. They are sold in fours of one colour; the more you take, the lower the price.</p>',
    ),
    price: 950,
    sellByMultipleOf: 4,
    images: pics('serviettes-lin', t('Pile de serviettes en lin', 'Stack of linen napkins'), [
      [art('napkins', C.ecru, C.sage, BG.sand, { pattern: 'linen' }), t('coloris écru', 'ivory')],
      [art('napkins', C.teal, C.ecru, BG.sky, { pattern: 'linen', view: 'scene' }), t('coloris bleu canard', 'teal')],
    ]),
    tags: [tag.linen, tag.table],
    features: [
      feature(F.material, t('Lin lavé 100 %', '100 % washed linen')),
      feature(F.size, t('45 × 45 cm', '45 × 45 cm')),
      feature(t('Vendu par', 'Sold in'), t('Lot de 4', 'Sets of 4')),
    ],
    decreasingDiscounts: [
      { fromQuantity: 8, type: 'PERCENT', amount: 10 },
      { fromQuantity: 12, type: 'PERCENT', amount: 15 },
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Écru'], image: 0 },
      { values: ['Vert sauge'] },
      { values: ['Terracotta'] },
      { values: ['Bleu canard'], image: 1 },
    ],
    recommended: ['nappe-lin', 'sets-de-table', 'mareuil-rouge'],
  },
  {
    key: 'sets-de-table',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Sets de table matelassés', 'Quilted placemats'),
    summary: t(
      'Des sets matelassés réversibles qui protègent la table et amortissent le bruit des assiettes.',
      'Reversible quilted placemats that protect the table and soften the clatter of plates.',
    ),
    description: t(
      '<p>Piqués en losanges sur une ouate de coton, nos sets de table se retournent : une face colorée, une face écrue. Vendus par deux.</p>',
      '<p>Diamond-quilted over cotton wadding, our placemats are reversible: one coloured side, one ivory side. Sold in pairs.</p>',
    ),
    price: 1400,
    discount: { type: 'EURO', amount: 200, detailType: 'PRODUCT' },
    sellByMultipleOf: 2,
    images: pics('sets-de-table', t('Sets de table matelassés', 'Quilted placemats'), [
      art('chairpad', C.mustard, C.ecru, BG.sand, { pattern: 'gingham' }),
    ]),
    tags: [tag.table, tag.handmade],
    features: [
      feature(F.size, t('45 × 32 cm', '45 × 32 cm')),
      feature(t('Vendu par', 'Sold in'), t('Lot de 2', 'Pairs')),
    ],
    variations: ['colour'],
    declinations: [{ values: ['Moutarde'] }, { values: ['Bleu canard'] }, { values: ['Écru'] }],
    recommended: ['serviettes-lin', 'nappe-lin'],
  },
  {
    key: 'nappe-lin',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Nappe en lin brodée à vos initiales', 'Linen tablecloth embroidered with your initials'),
    summary: t(
      'Une belle nappe de lin lavé, avec vos initiales brodées dans un coin si vous le souhaitez.',
      'A beautiful washed-linen tablecloth, with your initials embroidered in one corner if you wish.',
    ),
    description: t(
      '<p>La nappe des grandes tablées : lin lavé épais, ourlets à onglets cousus main. Brodez vos initiales pour une nappe de famille qui passera de génération en génération.</p>',
      '<p>The tablecloth for big gatherings: thick washed linen, hand-sewn mitred hems. Embroider your initials for a family tablecloth to hand down through the generations.</p>',
    ),
    price: 8900,
    images: pics('nappe-lin', t('Table dressée d’une nappe en lin', 'Table laid with a linen tablecloth'), [
      art('tablecloth', C.ecru, C.oak, BG.sand, { pattern: 'linen' }),
    ]),
    tags: [tag.linen, tag.table, tag.custom],
    features: [
      feature(F.material, t('Lin lavé 100 %, 240 g/m²', '100 % washed linen, 240 g/m²')),
      feature(F.care, t('Lavable à 40 °C', 'Washable at 40 °C')),
      MADE_IN_NESMY,
    ],
    variations: ['size'],
    declinations: [{ values: ['150 × 250 cm'] }, { values: ['150 × 300 cm'], price: 10900 }],
    customizations: [embroidery(t('Initiales brodées', 'Embroidered initials'), 'SIMPLE', [900, 1400, 1900])],
    recommended: ['serviettes-lin', 'sets-de-table'],
  },
  {
    key: 'abat-jour',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Abat-jour sur mesure', 'Made-to-measure lampshade'),
    summary: t(
      'Un abat-jour cylindrique tendu du tissu de votre choix, ou du vôtre, pour habiller un pied de lampe chiné.',
      'A drum lampshade covered in the fabric of your choice, or your own, to dress a second-hand lamp base.',
    ),
    description: t(
      '<p>Nous tendons le tissu sur un support ignifugé, puis roulottons les bords à la main. Choisissez parmi nos tissus ou envoyez-nous la photo du vôtre.</p><ul><li>S : Ø 25 cm · M : Ø 35 cm · L : Ø 45 cm</li><li>Fixation E27 standard</li></ul>',
      '<p>We stretch the fabric over a fire-retardant backing, then roll the edges by hand. Choose from our fabrics or send us a photo of yours.</p><ul><li>S: Ø 25 cm · M: Ø 35 cm · L: Ø 45 cm</li><li>Standard E27 fitting</li></ul>',
    ),
    price: 6900,
    images: pics('abat-jour', t('Lampe et son abat-jour en tissu', 'Lamp with a fabric shade'), [
      art('lampshade', C.mustard, C.oak, BG.cream, { pattern: 'linen' }),
      [
        art('lampshade', C.ecru, C.walnut, BG.sky, { pattern: 'toile', view: 'scene' }),
        t('en toile de Jouy', 'in toile de Jouy'),
      ],
    ]),
    tags: [tag.custom, tag.handmade],
    features: [
      feature(F.size, t('S : Ø 25 cm · M : Ø 35 cm · L : Ø 45 cm', 'S: Ø 25 cm · M: Ø 35 cm · L: Ø 45 cm')),
      feature(t('Délai', 'Lead time'), t('Confectionné sous 3 semaines', 'Made within 3 weeks')),
      MADE_IN_NESMY,
    ],
    variations: ['size'],
    declinations: [
      { values: ['S'], price: 6900 },
      { values: ['M'], price: 8500 },
      { values: ['L'], price: 9900 },
    ],
    customizations: [fabricChoice(), fabricPhoto(), giftWrap()],
    recommended: ['coussin-lin', 'tete-de-lit'],
  },
  {
    key: 'galettes-chaise',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Galettes de chaise à nouettes', 'Tie-on seat pads'),
    summary: t(
      'Des galettes épaisses à nouer aux barreaux, pour la cuisine ou la terrasse. Vendues par deux.',
      'Thick seat pads that tie to the chair rails, for the kitchen or the terrace. Sold in pairs.',
    ),
    description: t(
      '<p>Mousse haute résilience de 4 cm, housse déhoussable et quatre nouettes : nos galettes tiennent bien en place. En lin pour l’intérieur, en tissu d’extérieur pour le jardin.</p>',
      '<p>4 cm high-resilience foam, removable cover and four ties: our seat pads stay put. In linen for indoors, in outdoor fabric for the garden.</p>',
    ),
    price: 2400,
    discount: { type: 'PERCENT', amount: 20, detailType: 'PRODUCT' },
    sellByMultipleOf: 2,
    images: pics('galettes-chaise', t('Galettes de chaise à nouettes', 'Tie-on seat pads'), [
      art('chairpad', C.linen, C.ecru, BG.sand, { pattern: 'linen' }),
      [
        art('chairpad', C.teal, C.ecru, BG.mint, { pattern: 'stripes', view: 'scene' }),
        t('en tissu d’extérieur', 'in outdoor fabric'),
      ],
    ]),
    tags: [tag.handmade],
    features: [
      feature(F.size, t('40 × 40 cm, épaisseur 4 cm', '40 × 40 cm, 4 cm thick')),
      feature(t('Vendu par', 'Sold in'), t('Lot de 2', 'Pairs')),
    ],
    variations: ['fabric'],
    declinations: [
      { values: ['Lin naturel'], image: 0 },
      { values: ['Tissu d’extérieur'], image: 1 },
    ],
    recommended: ['serviettes-lin', 'tabouret-bar'],
  },
  {
    key: 'embrasses',
    kind: 'OTHER',
    categories: ['decor'],
    name: t('Embrasses de rideaux en velours', 'Velvet curtain tiebacks'),
    summary: t(
      'Des embrasses en velours rembourré, à l’anneau de laiton, pour retenir joliment les rideaux.',
      'Padded velvet tiebacks with a brass ring, to hold curtains back nicely.',
    ),
    description: t(
      '<p>Taillées dans nos chutes de velours ras, garnies et surpiquées, nos embrasses s’accrochent à un simple crochet. Vendues à l’unité, par paire conseillée.</p><p>Derniers exemplaires de la série.</p>',
      '<p>Cut from our cotton-velvet offcuts, padded and topstitched, our tiebacks hang on a simple hook. Sold singly, in pairs recommended.</p><p>Last pieces of the run.</p>',
    ),
    price: 1800,
    sellByMultipleOf: 2,
    images: pics('embrasses', t('Rideau retenu par une embrasse en velours', 'Curtain held by a velvet tieback'), [
      art('tieback', C.ecru, C.plum, BG.blush, { pattern: 'linen' }),
    ]),
    tags: [tag.velvet, tag.offcuts],
    features: [feature(F.size, t('Longueur 60 cm', '60 cm long')), MADE_IN_NESMY],
    stock: 2,
    recommended: ['coussin-velours-cotele'],
  },

  // ══ Mobilier artisanal ══
  {
    key: 'pouf-bouclette',
    kind: 'OTHER',
    categories: ['furniture'],
    name: t('Pouf rond en bouclette', 'Round bouclé pouf'),
    summary: t(
      'Un pouf rond, ferme et douillet, habillé de bouclette : en bout de lit, en table basse ou en assise d’appoint.',
      'A round pouf, firm and cosy, covered in bouclé: at the foot of the bed, as a coffee table or as an extra seat.',
    ),
    description: t(
      '<p>Structure en bois massif, mousse haute densité et ouate, le tout habillé d’une bouclette de laine : notre pouf ne s’affaisse pas. Piètement caché, patins feutrés.</p><ul><li>Ø 50 cm, hauteur 42 cm</li><li>Fabriqué à la commande si le coloris est épuisé</li></ul>',
      '<p>A solid-wood frame, high-density foam and wadding, all covered in wool bouclé: our pouf does not sag. Hidden base, felt pads.</p><ul><li>Ø 50 cm, 42 cm high</li><li>Made to order when a colour is sold out</li></ul>',
    ),
    price: 14900,
    images: pics('pouf-bouclette', t('Pouf rond en bouclette', 'Round bouclé pouf'), [
      [art('pouf', C.ecru, C.linen, BG.sand, { pattern: 'boucle' }), t('coloris écru', 'ivory')],
      [
        art('pouf', C.charcoal, C.ecru, BG.stone, { pattern: 'boucle', view: 'scene' }),
        t('coloris anthracite', 'charcoal'),
      ],
      [
        art('pouf', C.terracotta, C.ecru, BG.blush, { pattern: 'boucle', view: 'close' }),
        t('coloris terracotta', 'terracotta'),
      ],
    ]),
    tags: [tag.handmade],
    features: [
      feature(F.size, t('Ø 50 cm, hauteur 42 cm', 'Ø 50 cm, 42 cm high')),
      feature(
        F.material,
        t('Hêtre massif, mousse HR 35 kg/m³, bouclette de laine', 'Solid beech, 35 kg/m³ HR foam, wool bouclé'),
      ),
      MADE_IN_NESMY,
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Écru'], stock: 1, image: 0 },
      { values: ['Anthracite'], stock: 3, image: 1 },
      { values: ['Terracotta'], stock: 0, image: 2 },
    ],
    recommended: ['plaid-bouclette', 'repose-pieds'],
  },
  {
    key: 'tabouret-bar',
    kind: 'OTHER',
    categories: ['furniture'],
    name: t('Tabouret de bar garni', 'Upholstered bar stool'),
    summary: t(
      'Un tabouret haut en bois massif, assise garnie à l’ancienne, en velours côtelé ou en lin.',
      'A tall solid-wood stool with a traditionally stuffed seat, in corduroy or linen.',
    ),
    description: t(
      '<p>Le piètement est tourné par un menuisier de Chantonnay ; l’assise est garnie à l’atelier, sangles et crin, puis couverte du tissu de votre choix. Hauteur d’assise 65 cm, pour un îlot de cuisine.</p>',
      '<p>The frame is turned by a joiner in Chantonnay; the seat is stuffed in our workshop, webbing and horsehair, then covered in the fabric you choose. Seat height 65 cm, for a kitchen island.</p>',
    ),
    price: 18900,
    images: pics('tabouret-bar', t('Tabouret de bar en bois et tissu', 'Wood and fabric bar stool'), [
      art('stool', C.mustard, C.oak, BG.sand, { pattern: 'corduroy' }),
      [
        art('stool', C.linen, C.walnut, BG.stone, { pattern: 'linen', view: 'scene' }),
        t('lin naturel et noyer', 'natural linen and walnut'),
      ],
    ]),
    tags: [tag.handmade],
    features: [
      feature(F.size, t('Hauteur d’assise 65 cm, Ø 36 cm', 'Seat height 65 cm, Ø 36 cm')),
      feature(
        F.material,
        t('Chêne ou noyer massif, garniture traditionnelle', 'Solid oak or walnut, traditional stuffing'),
      ),
      MADE_IN_NESMY,
    ],
    variations: ['fabric', 'wood'],
    declinations: [
      { values: ['Velours côtelé', 'Chêne naturel'], image: 0 },
      { values: ['Velours côtelé', 'Noyer'], price: 20900 },
      { values: ['Lin naturel', 'Chêne naturel'] },
      { values: ['Lin naturel', 'Noyer'], price: 20900, image: 1 },
    ],
    recommended: ['galettes-chaise', 'banc-capitonne'],
  },
  {
    key: 'banc-capitonne',
    kind: 'OTHER',
    categories: ['furniture'],
    name: t('Banc d’entrée capitonné', 'Buttoned hallway bench'),
    summary: t(
      'Un banc capitonné à la main, pour se chausser dans l’entrée ou au pied du lit.',
      'A hand-buttoned bench, to put your shoes on in the hallway or at the foot of the bed.',
    ),
    description: t(
      '<p>Capitonnage traditionnel à boutons recouverts, piètement en bois massif : chaque banc demande deux journées de travail à l’atelier. Trois finitions sont prêtes à partir ; les autres combinaisons se commandent.</p><ul><li>120 × 40 cm, hauteur 46 cm</li></ul>',
      '<p>Traditional buttoning with covered buttons, solid-wood legs: each bench takes two days of work in the workshop. Three finishes are ready to go; other combinations can be ordered.</p><ul><li>120 × 40 cm, 46 cm high</li></ul>',
    ),
    price: 59000,
    discount: { type: 'EURO', amount: 6000, detailType: 'PRODUCT' },
    images: pics('banc-capitonne', t('Banc capitonné', 'Buttoned bench'), [
      [art('bench', C.teal, C.oak, BG.sky, { pattern: 'plain' }), t('velours bleu canard, chêne', 'teal velvet, oak')],
      [
        art('bench', C.plum, C.walnut, BG.blush, { pattern: 'plain', view: 'scene' }),
        t('velours prune, noyer', 'plum velvet, walnut'),
      ],
      [
        art('bench', C.ecru, C.oak, BG.sand, { pattern: 'linen', view: 'close' }),
        t('lin écru, chêne', 'ivory linen, oak'),
      ],
    ]),
    tags: [tag.handmade, tag.velvet],
    features: [
      feature(F.size, t('120 × 40 cm, hauteur 46 cm', '120 × 40 cm, 46 cm high')),
      feature(F.filling, t('Crin végétal et ouate, capitonnage main', 'Vegetable fibre and wadding, hand buttoning')),
      MADE_IN_NESMY,
    ],
    variations: ['fabric', 'colour', 'wood'],
    declinations: [
      { values: ['Velours ras', 'Bleu canard', 'Chêne naturel'], stock: 1, image: 0 },
      { values: ['Velours ras', 'Prune', 'Noyer'], stock: 0, image: 1 },
      { values: ['Lin lavé', 'Écru', 'Chêne naturel'], stock: 2, image: 2 },
    ],
    recommended: ['tete-de-lit', 'pouf-bouclette'],
  },
  {
    key: 'fauteuil-crapaud',
    kind: 'OTHER',
    isMadeToMeasure: true,
    categories: ['furniture'],
    name: t('Fauteuil crapaud restauré', 'Restored crapaud armchair'),
    summary: t(
      'Un fauteuil crapaud Napoléon III entièrement regarni, habillé de velours prune. Pièce unique.',
      'A Napoleon III crapaud armchair fully re-upholstered in plum velvet. One-off piece.',
    ),
    description: t(
      '<p>Chiné dans une maison de Luçon, ce crapaud a été dégarni jusqu’au bois, ressorts remis en place et ficelés à huit brins, crin redressé, puis couvert d’un velours prune et d’une frange de soie.</p><p>Une seule pièce disponible, visible à l’atelier sur rendez-vous.</p>',
      '<p>Found in a house in Luçon, this crapaud was stripped back to the frame, its springs reset and eight-way hand-tied, its horsehair re-stuffed, then covered in plum velvet with a silk fringe.</p><p>A single piece, to be seen in the workshop by appointment.</p>',
    ),
    price: 45000,
    images: pics('fauteuil-crapaud', t('Fauteuil crapaud en velours prune', 'Plum velvet crapaud armchair'), [
      art('armchair', C.plum, C.gold, BG.blush, { pattern: 'plain' }),
      [
        art('armchair', C.plum, C.gold, BG.cream, { pattern: 'plain', view: 'close' }),
        t('détail de la frange', 'close-up of the fringe'),
      ],
    ]),
    tags: [tag.oneOff, tag.restored, tag.velvet],
    features: [
      feature(t('Époque', 'Period'), t('Napoléon III, vers 1870', 'Napoleon III, around 1870')),
      feature(F.filling, t('Ressorts ficelés main, crin animal', 'Hand-tied springs, horsehair')),
      feature(F.size, t('L 68 × P 70 × H 74 cm', 'W 68 × D 70 × H 74 cm')),
    ],
    stock: 1,
    recommended: ['bergere-louis-xv', 'chaises-medaillon'],
  },
  {
    key: 'bergere-louis-xv',
    kind: 'OTHER',
    isMadeToMeasure: true,
    categories: ['furniture'],
    name: t('Bergère Louis XV restaurée', 'Restored Louis XV bergère'),
    summary: t(
      'Une bergère de style Louis XV en hêtre mouluré, regarnie en toile de Jouy. Vendue, mais d’autres arrivent.',
      'A Louis XV style bergère in moulded beech, re-upholstered in toile de Jouy. Sold, but more are coming.',
    ),
    description: t(
      '<p>Garniture traditionnelle complète et toile de Jouy rouge : cette bergère a trouvé preneur aux portes ouvertes. Nous en restaurons d’autres cet hiver : écrivez-nous pour être prévenu.</p>',
      '<p>Full traditional stuffing and red toile de Jouy: this bergère found a home at our open days. We are restoring others this winter: write to us to be told.</p>',
    ),
    price: 89000,
    images: pics('bergere-louis-xv', t('Bergère Louis XV en toile de Jouy', 'Louis XV bergère in toile de Jouy'), [
      art('bergere', C.ecru, C.red, BG.cream, { pattern: 'toile' }),
    ]),
    tags: [tag.oneOff, tag.restored],
    features: [
      feature(t('Époque', 'Period'), t('Style Louis XV, fin XIXᵉ siècle', 'Louis XV style, late 19th century')),
      feature(F.filling, t('Garniture traditionnelle au crin', 'Traditional horsehair stuffing')),
    ],
    stock: 0,
    recommended: ['fauteuil-crapaud', 'chaises-medaillon'],
  },
  {
    key: 'tete-de-lit',
    kind: 'OTHER',
    isMadeToMeasure: true,
    categories: ['furniture'],
    name: t('Tête de lit capitonnée sur mesure', 'Made-to-measure buttoned headboard'),
    summary: t(
      'Une tête de lit arrondie et capitonnée, à la largeur de votre lit, dans nos tissus ou le vôtre.',
      'A rounded, buttoned headboard the width of your bed, in our fabrics or your own.',
    ),
    description: t(
      '<p>Panneau en bois, mousse et ouate, capitonnage à boutons recouverts : la tête de lit se fixe au mur par un tasseau fourni. Choisissez la largeur, le tissu, ou envoyez-nous la photo du vôtre.</p><ul><li>Hauteur 110 cm</li><li>Délai : 4 semaines</li></ul>',
      '<p>Wooden panel, foam and wadding, covered-button tufting: the headboard hangs on the wall with the batten supplied. Choose the width and the fabric, or send us a photo of yours.</p><ul><li>110 cm high</li><li>Lead time: 4 weeks</li></ul>',
    ),
    price: 42000,
    images: pics('tete-de-lit', t('Tête de lit capitonnée', 'Buttoned headboard'), [
      art('headboard', C.sage, C.ecru, BG.mint, { pattern: 'plain' }),
      [
        art('headboard', C.ecru, C.linen, BG.sand, { pattern: 'linen', view: 'scene' }),
        t('en lin naturel', 'in natural linen'),
      ],
    ]),
    tags: [tag.custom, tag.handmade],
    features: [
      feature(F.size, t('Hauteur 110 cm, largeur au choix', '110 cm high, width of your choice')),
      feature(t('Délai', 'Lead time'), t('4 semaines', '4 weeks')),
      MADE_IN_NESMY,
    ],
    variations: ['size'],
    declinations: [{ values: ['140 cm'] }, { values: ['160 cm'], price: 46000 }, { values: ['180 cm'], price: 49000 }],
    customizations: [fabricChoice(), fabricPhoto()],
    recommended: ['banc-capitonne', 'abat-jour'],
  },
  {
    key: 'chaises-medaillon',
    kind: 'OTHER',
    categories: ['furniture'],
    name: t('Chaise médaillon restaurée', 'Restored medallion chair'),
    summary: t(
      'Des chaises médaillon Louis XVI patinées gris perle et regarnies de lin, vendues par paire.',
      'Louis XVI medallion chairs with a pearl-grey patina, re-upholstered in linen, sold in pairs.',
    ),
    description: t(
      '<p>Quatre chaises d’une même salle à manger, patinées à la main et regarnies de lin naturel. Elles partent par deux, pour rester en bonne compagnie.</p>',
      '<p>Four chairs from the same dining room, hand-patinated and re-upholstered in natural linen. They leave in twos, to stay in good company.</p>',
    ),
    price: 24000,
    sellByMultipleOf: 2,
    images: pics('chaises-medaillon', t('Chaise médaillon patinée', 'Patinated medallion chair'), [
      art('chair', C.linen, '#b9b6ae', BG.stone, { pattern: 'linen' }),
    ]),
    tags: [tag.restored],
    features: [
      feature(t('Vendu par', 'Sold in'), t('Paire', 'Pairs')),
      feature(F.size, t('L 48 × P 50 × H 92 cm', 'W 48 × D 50 × H 92 cm')),
    ],
    stock: 4,
    recommended: ['fauteuil-crapaud', 'galettes-chaise'],
  },
  {
    key: 'repose-pieds',
    kind: 'OTHER',
    categories: ['furniture'],
    name: t('Repose-pieds en velours', 'Velvet footstool'),
    summary: t(
      'Un petit repose-pieds en velours sur pieds tournés, pour allonger les jambes au coin du feu.',
      'A little velvet footstool on turned legs, to put your feet up by the fire.',
    ),
    description: t(
      '<p>Assise garnie et passepoilée, pieds en hêtre teinté : le repose-pieds sert aussi de petite assise pour les enfants. Prix doux pendant la fin de série.</p>',
      '<p>Stuffed and piped seat, stained beech legs: the footstool also makes a little seat for children. Gentle price while the run lasts.</p>',
    ),
    price: 12900,
    discount: { type: 'PERCENT', amount: 25, detailType: 'PRODUCT' },
    images: pics('repose-pieds', t('Repose-pieds en velours', 'Velvet footstool'), [
      [art('footstool', C.mustard, C.walnut, BG.sand, { pattern: 'plain' }), t('coloris moutarde', 'mustard')],
      [
        art('footstool', C.teal, C.walnut, BG.sky, { pattern: 'plain', view: 'scene' }),
        t('coloris bleu canard', 'teal'),
      ],
    ]),
    tags: [tag.velvet, tag.handmade],
    features: [feature(F.size, t('40 × 30 cm, hauteur 28 cm', '40 × 30 cm, 28 cm high')), MADE_IN_NESMY],
    variations: ['colour'],
    declinations: [
      { values: ['Moutarde'], image: 0 },
      { values: ['Bleu canard'], image: 1 },
    ],
    recommended: ['pouf-bouclette', 'coussin-velours-cotele'],
  },

  // ══ Sacs artisanaux ══
  {
    key: 'cabas-toile-de-jouy',
    kind: 'OTHER',
    categories: ['bags'],
    name: t('Cabas en toile de Jouy', 'Toile de Jouy tote bag'),
    summary: t(
      'Un grand cabas doublé, coupé dans nos chutes de toile de Jouy, avec vos initiales si vous le souhaitez.',
      'A large lined tote cut from our toile de Jouy offcuts, with your initials if you wish.',
    ),
    description: t(
      '<p>Assez grand pour le marché du samedi, assez joli pour la ville : notre cabas est doublé de lin, avec une poche intérieure zippée et des anses en sangle de coton.</p><p>Chaque cabas montre une scène différente de la toile.</p>',
      '<p>Big enough for the Saturday market, pretty enough for town: our tote is lined with linen, with a zipped inner pocket and cotton webbing handles.</p><p>Every tote shows a different scene of the print.</p>',
    ),
    price: 5900,
    images: pics('cabas-toile-de-jouy', t('Cabas en toile de Jouy', 'Toile de Jouy tote'), [
      [art('tote', C.ecru, C.teal, BG.sky, { pattern: 'toile' }), t('bleu canard', 'teal')],
      [art('tote', C.ecru, C.terracotta, BG.blush, { pattern: 'toile', view: 'scene' }), t('terracotta', 'terracotta')],
    ]),
    tags: [tag.offcuts, tag.custom, tag.gift],
    features: [
      feature(F.size, t('42 × 38 × 14 cm', '42 × 38 × 14 cm')),
      feature(F.material, t('Toile de coton, doublure en lin', 'Cotton print, linen lining')),
      MADE_IN_NESMY,
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Bleu canard'], image: 0 },
      { values: ['Terracotta'], image: 1 },
    ],
    customizations: [embroidery(t('Initiales brodées', 'Embroidered initials')), giftWrap()],
    recommended: ['trousse-lin-enduit', 'coussin-toile-de-jouy'],
  },
  {
    key: 'trousse-lin-enduit',
    kind: 'OTHER',
    categories: ['bags'],
    name: t('Trousse de toilette en lin enduit', 'Coated-linen wash bag'),
    summary: t(
      'Une trousse de toilette imperméable, à fond plat, qui tient debout au bord du lavabo.',
      'A waterproof, flat-bottomed wash bag that stands up on the edge of the basin.',
    ),
    description: t(
      '<p>Le lin enduit garde l’aspect du lin et s’essuie d’un coup d’éponge. Fermeture à glissière en laiton, tirette en cuir. Plus vous en prenez, moins elles coûtent : idéal pour toute la famille.</p>',
      '<p>Coated linen keeps the look of linen and wipes clean with a sponge. Brass zip, leather pull. The more you take, the less they cost: ideal for the whole family.</p>',
    ),
    price: 3400,
    images: pics('trousse-lin-enduit', t('Trousse de toilette en lin enduit', 'Coated-linen wash bag'), [
      art('pouch', C.sage, C.oak, BG.mint, { pattern: 'linen' }),
      [
        art('pouch', C.charcoal, C.oak, BG.stone, { pattern: 'linen', view: 'scene' }),
        t('coloris anthracite', 'charcoal'),
      ],
    ]),
    tags: [tag.linen],
    features: [
      feature(F.size, t('24 × 14 × 12 cm', '24 × 14 × 12 cm')),
      feature(F.material, t('Lin enduit, zip en laiton', 'Coated linen, brass zip')),
    ],
    decreasingDiscounts: [{ fromQuantity: 3, type: 'EURO', amount: 300 }],
    variations: ['colour'],
    declinations: [{ values: ['Vert sauge'], image: 0 }, { values: ['Écru'] }, { values: ['Anthracite'], image: 1 }],
    recommended: ['cabas-toile-de-jouy', 'pochette-bijoux'],
  },
  {
    key: 'banane-velours',
    kind: 'OTHER',
    categories: ['bags'],
    name: t('Sac banane en velours côtelé', 'Corduroy belt bag'),
    summary: t(
      'Une banane à porter en bandoulière, en velours côtelé doublé de coton, pour garder les mains libres.',
      'A belt bag to wear across the body, in corduroy lined with cotton, to keep your hands free.',
    ),
    description: t(
      '<p>Sangle réglable, boucle en laiton, une poche intérieure : la banane se porte à la taille ou en travers. Coupée dans nos chutes de velours côtelé.</p>',
      '<p>Adjustable strap, brass buckle, one inner pocket: wear it at the waist or across the body. Cut from our corduroy offcuts.</p>',
    ),
    price: 4900,
    discount: { type: 'PERCENT', amount: 10, detailType: 'PRODUCT' },
    images: pics('banane-velours', t('Sac banane en velours côtelé', 'Corduroy belt bag'), [
      [art('beltbag', C.mustard, C.charcoal, BG.sand, { pattern: 'corduroy' }), t('coloris moutarde', 'mustard')],
      [
        art('beltbag', C.plum, C.charcoal, BG.blush, { pattern: 'corduroy', view: 'scene' }),
        t('coloris prune', 'plum'),
      ],
    ]),
    tags: [tag.velvet, tag.offcuts],
    features: [feature(F.size, t('30 × 14 × 6 cm', '30 × 14 × 6 cm')), MADE_IN_NESMY],
    variations: ['colour'],
    declinations: [
      { values: ['Moutarde'], stock: 5, image: 0 },
      { values: ['Prune'], stock: 1, image: 1 },
      { values: ['Vert sauge'], stock: 3 },
    ],
    recommended: ['pochette-bijoux', 'sac-weekend'],
  },
  {
    key: 'housse-ordinateur',
    kind: 'OTHER',
    categories: ['bags'],
    name: t('Housse d’ordinateur matelassée', 'Quilted laptop sleeve'),
    summary: t(
      'Une housse matelassée à rabat pour protéger l’ordinateur dans le sac.',
      'A quilted sleeve with a flap to protect the laptop in your bag.',
    ),
    description: t(
      '<p>Ouate épaisse piquée en losanges, doublure douce, rabat à bouton de corozo : la housse protège des chocs et des rayures.</p>',
      '<p>Thick diamond-quilted wadding, soft lining, a corozo-nut button on the flap: the sleeve protects against knocks and scratches.</p>',
    ),
    price: 4500,
    images: pics('housse-ordinateur', t('Housse d’ordinateur matelassée', 'Quilted laptop sleeve'), [
      art('sleeve', C.navy, C.ecru, BG.sky, { pattern: 'plain' }),
    ]),
    tags: [tag.handmade],
    features: [
      feature(F.material, t('Toile de coton, ouate, corozo', 'Cotton canvas, wadding, corozo')),
      MADE_IN_NESMY,
    ],
    variations: ['size'],
    declinations: [
      { values: ['13 pouces'], stock: 3 },
      { values: ['15 pouces'], price: 4900, stock: 0 },
    ],
    recommended: ['cabas-toile-de-jouy'],
  },
  {
    key: 'sac-dos-enfant',
    kind: 'OTHER',
    categories: ['bags', 'baby'],
    name: t('Petit sac à dos enfant', 'Child’s little backpack'),
    summary: t(
      'Un sac à dos à la taille des petits, pour le goûter et le doudou, avec son prénom brodé.',
      'A backpack sized for little ones, for the snack and the comforter, with their name embroidered.',
    ),
    description: t(
      '<p>Pour la crèche, la maternelle ou les week-ends chez les grands-parents : bretelles réglables, rabat aimanté facile à ouvrir seul, toile enduite à l’intérieur.</p>',
      '<p>For nursery, school or weekends at the grandparents’: adjustable straps, a magnetic flap easy to open alone, coated lining.</p>',
    ),
    price: 5500,
    images: pics('sac-dos-enfant', t('Petit sac à dos enfant', 'Child’s backpack'), [
      [art('backpack', C.mustard, C.teal, BG.sand, { text: 'Lou' }), t('coloris moutarde', 'mustard')],
      [art('backpack', C.teal, C.mustard, BG.sky, { text: 'Noé', view: 'scene' }), t('coloris bleu canard', 'teal')],
    ]),
    tags: [tag.custom, tag.gift],
    features: [feature(F.size, t('28 × 22 × 10 cm', '28 × 22 × 10 cm')), MADE_IN_NESMY],
    variations: ['colour'],
    declinations: [
      { values: ['Moutarde'], image: 0 },
      { values: ['Bleu canard'], image: 1 },
    ],
    customizations: [embroideredName()],
    recommended: ['doudou-lapin', 'coussin-prenom'],
  },
  {
    key: 'pochette-bijoux',
    kind: 'OTHER',
    categories: ['bags'],
    name: t('Pochette à bijoux en velours', 'Velvet jewellery pouch'),
    summary: t(
      'Une petite pochette à coulisse en velours ras, pour ranger bijoux et trésors.',
      'A little drawstring pouch in cotton velvet, for jewellery and treasures.',
    ),
    description: t(
      '<p>Coulisse en cordon de soie, intérieur en satin de coton : la pochette protège vos bijoux en voyage. Dernières pièces de la série.</p>',
      '<p>Silk cord drawstring, cotton sateen inside: the pouch keeps your jewellery safe when travelling. Last pieces of the run.</p>',
    ),
    price: 1900,
    images: pics('pochette-bijoux', t('Pochette à coulisse en velours', 'Velvet drawstring pouch'), [
      art('drawstring', C.plum, C.gold, BG.blush),
    ]),
    tags: [tag.velvet, tag.gift],
    features: [feature(F.size, t('14 × 18 cm', '14 × 18 cm')), MADE_IN_NESMY],
    stock: 2,
    recommended: ['banane-velours', 'trousse-lin-enduit'],
  },
  {
    key: 'sac-weekend',
    kind: 'OTHER',
    categories: ['bags'],
    name: t('Sac week-end en toile et cuir', 'Canvas and leather weekender'),
    summary: t(
      'Un sac polochon robuste en toile épaisse et cuir de Vendée, pour deux jours au bord de la mer.',
      'A sturdy duffel in heavy canvas and Vendée leather, for two days by the sea.',
    ),
    description: t(
      '<p>Toile de coton ciré, anses et fond en cuir tanné végétal d’une tannerie vendéenne, grande poche intérieure : le sac week-end se bonifie avec les voyages.</p>',
      '<p>Waxed cotton canvas, handles and base in vegetable-tanned leather from a Vendée tannery, a large inner pocket: the weekender gets better with every trip.</p>',
    ),
    price: 18900,
    images: pics('sac-weekend', t('Sac week-end en toile et cuir', 'Canvas and leather weekender'), [
      [art('duffel', C.charcoal, C.walnut, BG.stone), t('coloris anthracite', 'charcoal')],
      [art('duffel', C.sage, C.walnut, BG.mint, { view: 'scene' }), t('coloris vert sauge', 'sage green')],
    ]),
    tags: [tag.handmade, tag.vendee],
    features: [
      feature(F.size, t('50 × 28 × 26 cm', '50 × 28 × 26 cm')),
      feature(F.material, t('Toile cirée, cuir tanné végétal', 'Waxed canvas, vegetable-tanned leather')),
    ],
    variations: ['colour'],
    declinations: [
      { values: ['Anthracite'], stock: 2, image: 0 },
      { values: ['Vert sauge'], stock: 5, image: 1 },
    ],
    recommended: ['trousse-lin-enduit', 'banane-velours'],
  },

  // ══ Coffrets et vins de Vendée ══
  {
    key: 'mareuil-rouge',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['boxes'],
    name: t('Cuvée de l’Atelier rouge', 'Cuvée de l’Atelier red'),
    summary: t(
      'Un Mareuil rouge fruité et souple, assemblé pour l’atelier par nos voisins vignerons.',
      'A fruity, supple Mareuil red, blended for the workshop by our winemaking neighbours.',
    ),
    description: t(
      '<p>Le Domaine des Coteaux du Lay assemble pour nous pinot noir, cabernet franc et négrette, élevés huit mois en cuve. Nez de cerise et de poivre, bouche ronde aux tanins fins : le vin des déjeuners du samedi à l’atelier.</p><p>Vendu par carton de 6 bouteilles, panachable.</p>',
      '<p>Domaine des Coteaux du Lay blends Pinot Noir, Cabernet Franc and Négrette for us, aged eight months in tank. Cherry and pepper on the nose, round with fine tannins: the wine of our Saturday lunches at the workshop.</p><p>Sold by the case of 6 bottles, which can be mixed.</p>',
    ),
    price: 1350,
    sellByMultipleOf: 6,
    images: pics('mareuil-rouge', t('Bouteille de Cuvée de l’Atelier rouge', 'Bottle of Cuvée de l’Atelier red'), [
      art('bottle', C.bottleGreen, C.cream, BG.blush, { text: 'MAREUIL' }),
      [
        art('bottle', C.bottleGreen, C.cream, BG.cream, { text: 'MAREUIL', view: 'close' }),
        t('l’étiquette', 'the label'),
      ],
    ]),
    tags: [tag.red, tag.vendee],
    features: [
      WINERY,
      feature(t('Élevage', 'Ageing'), t('8 mois en cuve', '8 months in tank')),
      feature(t('Garde', 'Keeps'), t('3 à 5 ans', '3 to 5 years')),
    ],
    decreasingDiscounts: [
      { fromQuantity: 12, type: 'PERCENT', amount: 5 },
      { fromQuantity: 24, type: 'PERCENT', amount: 10 },
    ],
    wine: wine(
      'Fiefs Vendéens Mareuil',
      RED,
      [
        ['Pinot noir', 50],
        ['Cabernet franc', 30],
        ['Négrette', 20],
      ],
      13,
      { energyKcal: 84, sugarsG: 0.3 },
      t(
        'À servir à 16 °C, sur une côte de bœuf, une volaille rôtie ou un fromage affiné.',
        'Serve at 16 °C with a rib of beef, a roast chicken or a mature cheese.',
      ),
    ),
    declinations: [
      bottle(2021, 75, { stock: 0 }),
      bottle(2022, 75, { stock: 48 }),
      bottle(2022, 37.5, { price: 790, stock: 24 }),
    ],
    mealIcons: ['meat', 'poultry', 'cheese'],
    awards: [
      {
        name: t('Concours Général Agricole de Paris', 'Paris General Agricultural Competition'),
        year: 2024,
        medal: t('Médaille d’argent', 'Silver medal'),
      },
      {
        name: t('Concours des Vins du Val de Loire', 'Loire Valley Wine Competition'),
        year: 2023,
        medal: t('Médaille de bronze', 'Bronze medal'),
      },
    ],
    recommended: ['pissotte-rouge', 'coffret-duo', 'serviettes-lin'],
  },
  {
    key: 'mareuil-rose',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['boxes'],
    name: t('Gris de Lay rosé', 'Gris de Lay rosé'),
    summary: t(
      'Un rosé pâle et croquant, aux notes de groseille et d’agrumes, pour les beaux jours.',
      'A pale, crisp rosé with redcurrant and citrus notes, for sunny days.',
    ),
    description: t(
      '<p>Pressurage direct de gamay et de pinot noir, fermentation à basse température : le Gris de Lay garde toute sa fraîcheur. Le millésime 2023 est en promotion pour laisser la place au 2024.</p>',
      '<p>Direct pressing of Gamay and Pinot Noir, cool fermentation: Gris de Lay keeps all its freshness. The 2023 vintage is on offer to make room for the 2024.</p>',
    ),
    price: 1090,
    sellByMultipleOf: 6,
    images: pics('mareuil-rose', t('Bouteille de Gris de Lay rosé', 'Bottle of Gris de Lay rosé'), [
      art('bottle', '#f0b7a4', C.white, BG.blush, { text: 'GRIS DE LAY' }),
    ]),
    tags: [tag.rose, tag.vendee],
    features: [WINERY, feature(t('Vinification', 'Winemaking'), t('Pressurage direct', 'Direct pressing'))],
    wine: wine(
      'Fiefs Vendéens Mareuil',
      ROSE,
      [
        ['Gamay', 60],
        ['Pinot noir', 40],
      ],
      12.5,
      { energyKcal: 78, sugarsG: 1.2 },
      t(
        'À servir frais, à 10 °C, à l’apéritif ou avec des grillades.',
        'Serve chilled at 10 °C, as an aperitif or with grilled food.',
      ),
    ),
    declinations: [
      bottle(2023, 75, { discount: { type: 'PERCENT', amount: 20, detailType: 'PRODUCT' }, stock: 30 }),
      bottle(2024, 75, { stock: 60 }),
      bottle(2024, 37.5, { price: 650, stock: 36 }),
    ],
    mealIcons: ['aperitif', 'fish'],
    awards: [
      { name: t('Concours des Ligers', 'Ligers Competition'), year: 2024, medal: t('Médaille d’or', 'Gold medal') },
    ],
    recommended: ['brem-blanc', 'coffret-aperitif'],
  },
  {
    key: 'brem-blanc',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['boxes'],
    name: t('Sable et Océan blanc', 'Sable et Océan white'),
    summary: t(
      'Un chenin de Brem tendu et salin, né sur les sables à deux pas de l’océan.',
      'A taut, saline Chenin from Brem, grown on sand a stone’s throw from the ocean.',
    ),
    description: t(
      '<p>Chenin et grolleau gris, élevés sur lies fines : nez de poire et de fleurs blanches, finale iodée. Le compagnon naturel des huîtres de la baie de l’Aiguillon.</p><p>Attention, il ne reste que deux bouteilles du millésime 2022.</p>',
      '<p>Chenin and Grolleau Gris aged on fine lees: pear and white flowers on the nose, an iodine finish. The natural partner of oysters from the Aiguillon bay.</p><p>Note: only two bottles of the 2022 vintage remain.</p>',
    ),
    price: 1250,
    sellByMultipleOf: 6,
    images: pics('brem-blanc', t('Bouteille de Sable et Océan blanc', 'Bottle of Sable et Océan white'), [
      art('bottle', '#e8dc9a', C.teal, BG.sky, { text: 'BREM' }),
    ]),
    tags: [tag.white, tag.vendee],
    features: [WINERY, feature(t('Élevage', 'Ageing'), t('Sur lies fines, 6 mois', 'On fine lees, 6 months'))],
    wine: wine(
      'Fiefs Vendéens Brem',
      WHITE,
      [
        ['Chenin', 85],
        ['Grolleau gris', 15],
      ],
      12.5,
      { energyKcal: 76, sugarsG: 0.8 },
      t(
        'À servir à 10 °C avec des huîtres, un poisson grillé ou un chèvre frais.',
        'Serve at 10 °C with oysters, grilled fish or a fresh goat’s cheese.',
      ),
    ),
    declinations: [
      bottle(2022, 75, { stock: 2 }),
      bottle(2023, 75, { stock: 54 }),
      bottle(2023, 37.5, { price: 720, stock: 18 }),
    ],
    mealIcons: ['fish', 'seafood', 'cheese'],
    recommended: ['vix-blanc', 'mareuil-rose'],
  },
  {
    key: 'vix-blanc',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['boxes'],
    name: t('Les Marais blanc', 'Les Marais white'),
    summary: t(
      'Un blanc de Vix gourmand, chardonnay et chenin, aux notes de fruits jaunes.',
      'A generous white from Vix, Chardonnay and Chenin, with yellow fruit notes.',
    ),
    description: t(
      '<p>Les vignes de Vix regardent le Marais poitevin : le chardonnay y mûrit tranquillement. Un blanc rond et frais à la fois, un euro moins cher la bouteille ce mois-ci.</p>',
      '<p>The vines of Vix look out over the Marais poitevin, where Chardonnay ripens gently. A white both round and fresh, one euro off the bottle this month.</p>',
    ),
    price: 1190,
    discount: { type: 'EURO', amount: 100, detailType: 'PRODUCT' },
    sellByMultipleOf: 6,
    images: pics('vix-blanc', t('Bouteille de Les Marais blanc', 'Bottle of Les Marais white'), [
      art('bottle', '#eadb8c', C.sage, BG.mint, { text: 'VIX' }),
    ]),
    tags: [tag.white, tag.vendee],
    features: [WINERY],
    wine: wine(
      'Fiefs Vendéens Vix',
      WHITE,
      [
        ['Chardonnay', 60],
        ['Chenin', 30],
        ['Sauvignon', 10],
      ],
      12.5,
      { energyKcal: 77, sugarsG: 1 },
      t(
        'À servir à 11 °C avec des fruits de mer ou une volaille à la crème.',
        'Serve at 11 °C with seafood or chicken in cream sauce.',
      ),
    ),
    declinations: [bottle(2023, 75, { stock: 42 }), bottle(2023, 37.5, { price: 690, stock: 12 })],
    mealIcons: ['seafood', 'poultry', 'aperitif'],
    recommended: ['brem-blanc', 'cremant'],
  },
  {
    key: 'pissotte-rouge',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['boxes'],
    name: t('Vieilles Vignes de Pissotte rouge', 'Vieilles Vignes de Pissotte red'),
    summary: t(
      'Le grand rouge de la gamme : vieilles vignes, élevage en fût, une bouteille à garder.',
      'The finest red of the range: old vines, barrel-aged, a bottle to keep.',
    ),
    description: t(
      '<p>Des pinots noirs de plus de quarante ans sur les coteaux de Pissotte, élevés douze mois en fûts de chêne. Un vin profond, aux notes de fruits noirs et de sous-bois, qui gagne à attendre.</p><p>Existe en demi-bouteille et en magnum pour les grandes tablées.</p>',
      '<p>Pinot Noir vines over forty years old on the slopes of Pissotte, aged twelve months in oak barrels. A deep wine with notes of black fruit and undergrowth that rewards patience.</p><p>Also in half bottles and magnums for big gatherings.</p>',
    ),
    price: 1690,
    sellByMultipleOf: 6,
    images: pics(
      'pissotte-rouge',
      t('Bouteille de Vieilles Vignes de Pissotte', 'Bottle of Vieilles Vignes de Pissotte'),
      [
        art('bottle', '#22301f', C.gold, BG.stone, { text: 'PISSOTTE' }),
        [
          art('bottle', '#22301f', C.gold, BG.cream, { text: 'PISSOTTE', view: 'scene' }),
          t('en cave', 'in the cellar'),
        ],
      ],
    ),
    tags: [tag.red, tag.vendee],
    features: [
      WINERY,
      feature(t('Élevage', 'Ageing'), t('12 mois en fûts de chêne', '12 months in oak barrels')),
      feature(t('Garde', 'Keeps'), t('8 à 10 ans', '8 to 10 years')),
    ],
    wine: wine(
      'Fiefs Vendéens Pissotte',
      RED,
      [
        ['Pinot noir', 70],
        ['Cabernet franc', 20],
        ['Gamay', 10],
      ],
      13.5,
      { energyKcal: 86, sugarsG: 0.2 },
      t(
        'Carafer une heure, servir à 17 °C avec un gibier ou un fromage de caractère.',
        'Decant for an hour, serve at 17 °C with game or a strong cheese.',
      ),
    ),
    declinations: [
      bottle(2020, 75, { stock: 18 }),
      bottle(2021, 75, { stock: 36 }),
      bottle(2021, 37.5, { price: 950, stock: 12 }),
      { year: 2021, capacity: 1.5, capacityUnit: 'LITER', price: 3900, stock: 6, sellByMultipleOf: 1 },
    ],
    mealIcons: ['meat', 'cheese'],
    awards: [
      {
        name: t('Concours Général Agricole de Paris', 'Paris General Agricultural Competition'),
        year: 2023,
        medal: t('Médaille d’or', 'Gold medal'),
      },
      { name: t('Guide des vins de Loire', 'Loire Wine Guide'), year: 2024, medal: t('Coup de cœur', 'Favourite') },
    ],
    recommended: ['mareuil-rouge', 'coffret-duo'],
  },
  {
    key: 'cremant',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['boxes'],
    name: t('Bulles de l’Atelier, crémant brut', 'Bulles de l’Atelier, brut crémant'),
    summary: t(
      'Un crémant de Loire fin et vif, pour trinquer aux bonnes nouvelles.',
      'A fine, lively Crémant de Loire to toast good news.',
    ),
    description: t(
      '<p>Chenin et chardonnay, méthode traditionnelle, dix-huit mois sur lattes : une bulle fine, des notes de pomme et de brioche. Sans millésime, pour garder un style constant d’une année à l’autre.</p>',
      '<p>Chenin and Chardonnay, traditional method, eighteen months on the lees: fine bubbles, notes of apple and brioche. Non-vintage, to keep the style steady from year to year.</p>',
    ),
    price: 1490,
    sellByMultipleOf: 6,
    images: pics('cremant', t('Bouteille de crémant', 'Bottle of crémant'), [
      art('bottle', '#2b3b2a', C.gold, BG.cream, { text: 'CRÉMANT' }),
    ]),
    tags: [tag.sparkling, tag.white],
    features: [
      WINERY,
      feature(t('Méthode', 'Method'), t('Traditionnelle, 18 mois sur lattes', 'Traditional, 18 months on the lees')),
    ],
    wine: wine(
      'Crémant de Loire',
      WHITE,
      [
        ['Chenin', 70],
        ['Chardonnay', 30],
      ],
      12,
      { energyKcal: 74, sugarsG: 0.9 },
      t(
        'À servir bien frais, à 7 °C, à l’apéritif ou avec un dessert aux fruits.',
        'Serve well chilled at 7 °C, as an aperitif or with a fruit dessert.',
      ),
    ),
    declinations: [bottle(undefined, 75, { stock: 60 }), bottle(undefined, 37.5, { price: 850, stock: 24 })],
    mealIcons: ['aperitif', 'dessert'],
    recommended: ['coffret-aperitif', 'mareuil-rose'],
  },
  {
    key: 'coffret-duo',
    kind: 'BOX',
    categories: ['boxes'],
    name: t('Coffret « Duo de l’Atelier »', '“Workshop duo” gift box'),
    summary: t(
      'Une bouteille de rouge, une de blanc et deux serviettes en lin, dans une caisse en bois.',
      'A bottle of red, a bottle of white and two linen napkins, in a wooden crate.',
    ),
    description: t(
      '<p>La Cuvée de l’Atelier rouge et le Sable et Océan blanc, accompagnés de deux serviettes en lin lavé de l’atelier, dans une caisse en pin gravée. Un cadeau vendéen de la vigne à la table.</p>',
      '<p>Cuvée de l’Atelier red and Sable et Océan white, with two washed-linen napkins from the workshop, in an engraved pine crate. A Vendée gift from vine to table.</p>',
    ),
    price: 4900,
    images: pics('coffret-duo', t('Caisse en bois avec deux bouteilles', 'Wooden crate with two bottles'), [
      art('box', C.oak, C.teal, BG.sand, { text: 'Duo' }),
    ]),
    tags: [tag.box, tag.gift, tag.vendee],
    features: [
      feature(F.contents, t('2 bouteilles de 75 cl, 2 serviettes en lin', '2 × 75 cl bottles, 2 linen napkins')),
      feature(t('Présentation', 'Presentation'), t('Caisse en pin gravée', 'Engraved pine crate')),
    ],
    declinations: [{ capacity: 75, capacityUnit: 'CENTILITRE', stock: 5 }],
    customizations: [giftMessage, giftWrap()],
    recommended: ['mareuil-rouge', 'brem-blanc', 'coffret-aperitif'],
  },
  {
    key: 'coffret-aperitif',
    kind: 'BOX',
    categories: ['boxes'],
    name: t('Coffret apéritif vendéen', 'Vendée aperitif gift box'),
    summary: t(
      'Trois demi-bouteilles, rosé, blanc et crémant, pour un apéritif à partager.',
      'Three half bottles, rosé, white and crémant, for an aperitif to share.',
    ),
    description: t(
      '<p>Le Gris de Lay rosé, le Sable et Océan blanc et les Bulles de l’Atelier en demi-bouteilles de 37,5 cl, calés dans une boîte kraft avec un sachet de sel de Noirmoutier aux herbes.</p>',
      '<p>Gris de Lay rosé, Sable et Océan white and Bulles de l’Atelier in 37.5 cl half bottles, nestled in a kraft box with a pouch of herb salt from Noirmoutier.</p>',
    ),
    price: 3900,
    discount: { type: 'PERCENT', amount: 10, detailType: 'PRODUCT' },
    images: pics('coffret-aperitif', t('Coffret de trois demi-bouteilles', 'Box of three half bottles'), [
      art('box', C.kraft, C.terracotta, BG.blush, { text: 'Apéro' }),
    ]),
    tags: [tag.box, tag.gift, tag.vendee],
    features: [
      feature(F.contents, t('3 demi-bouteilles de 37,5 cl, sel aux herbes', '3 × 37.5 cl half bottles, herb salt')),
    ],
    declinations: [{ capacity: 37.5, capacityUnit: 'CENTILITRE' }],
    customizations: [giftMessage],
    recommended: ['cremant', 'coffret-duo'],
  },
];

// ══ Tissus d’ameublement au mètre (issue 19: offered by the made-to-measure request form, price per metre) ══

/** A fabric sold by the metre: one declination (and one drawing) per colour, the price of one metre incl. VAT. */
function fabricByTheMetre(
  key: string,
  name: LocalizedText,
  summary: LocalizedText,
  description: LocalizedText,
  price: number,
  pattern: NonNullable<ProductArt['pattern']>,
  colours: [string, LocalizedText, number][],
  features: ProductSeed['features'],
): ProductSeed {
  return {
    key,
    kind: 'OTHER',
    categories: ['fabrics'],
    name,
    summary,
    description,
    price,
    images: pics(
      key,
      name,
      colours.map(([hex, colourName], index) => [
        art('bolt', hex, C.kraft, index % 2 === 0 ? BG.sand : BG.stone, { pattern }),
        t(colourName.fr_FR.toLowerCase(), (colourName.en ?? colourName.fr_FR).toLowerCase()),
      ]),
    ),
    tags: [tag.fabric, tag.custom],
    features: [...features, feature(t('Vendu', 'Sold'), t('Au mètre, en laize entière', 'By the metre, full width'))],
    variations: ['colour'],
    declinations: colours.map(([, colourName, stock], index) => ({ values: [colourName.fr_FR], stock, image: index })),
    soldByMetre: true,
  };
}

const fabrics: ProductSeed[] = [
  fabricByTheMetre(
    'tissu-lin-lave',
    t('Lin lavé au mètre', 'Washed linen by the metre'),
    t(
      'Un lin lavé épais au toucher froissé, pour housses, rideaux et assises peu sollicitées.',
      'A heavy washed linen with a crumpled feel, for covers, curtains and lightly used seats.',
    ),
    t(
      '<p>Lin européen tissé en France, lavé en pièce pour un tombé souple. Il se froisse joliment et s’adoucit à chaque lavage.</p><p>Pour un fauteuil, comptez 3 à 4 mètres ; nous vous le confirmons dans le devis.</p>',
      '<p>European linen woven in France, piece-washed for a soft drape. It creases beautifully and softens with every wash.</p><p>For an armchair, count 3 to 4 metres; we confirm it in the quote.</p>',
    ),
    3900,
    'linen',
    [
      [C.ecru, t('Écru', 'Ivory'), 40],
      [C.sage, t('Vert sauge', 'Sage green'), 25],
      [C.terracotta, t('Terracotta', 'Terracotta'), 18],
    ],
    [
      feature(F.material, t('100 % lin, 290 g/m²', '100% linen, 290 g/m²')),
      feature(t('Laize', 'Width'), t('140 cm', '140 cm')),
      feature(F.care, t('Lavable à 30 °C', 'Washable at 30 °C')),
    ],
  ),
  fabricByTheMetre(
    'tissu-velours-cotele',
    t('Velours côtelé au mètre', 'Corduroy velvet by the metre'),
    t(
      'Un velours côtelé de coton à grosses côtes, chaud et résistant, pour fauteuils et canapés.',
      'A wide-wale cotton corduroy, warm and hard-wearing, for armchairs and sofas.',
    ),
    t(
      '<p>Côtes larges, main épaisse et 40 000 tours Martindale : ce velours supporte une assise de tous les jours.</p><p>Le sens du velours se respecte à la coupe : prévoyez un peu plus de métrage, nous le calculons pour vous.</p>',
      '<p>Wide wales, a thick hand and 40,000 Martindale rubs: this velvet takes everyday sitting.</p><p>The pile’s direction must be kept when cutting: allow a little more length, we work it out for you.</p>',
    ),
    5900,
    'corduroy',
    [
      [C.plum, t('Prune', 'Plum'), 22],
      [C.mustard, t('Moutarde', 'Mustard'), 15],
      [C.teal, t('Bleu canard', 'Teal'), 12],
    ],
    [
      feature(F.material, t('100 % coton, 420 g/m²', '100% cotton, 420 g/m²')),
      feature(t('Laize', 'Width'), t('140 cm', '140 cm')),
      feature(t('Résistance', 'Abrasion'), t('40 000 tours Martindale', '40,000 Martindale rubs')),
    ],
  ),
  fabricByTheMetre(
    'tissu-bouclette-laine',
    t('Bouclette de laine au mètre', 'Wool bouclé by the metre'),
    t(
      'Une bouclette de laine vierge au relief gourmand, pour les fauteuils et poufs d’exception.',
      'A virgin wool bouclé with a generous texture, for special armchairs and poufs.',
    ),
    t(
      '<p>Bouclette tissée dans les Vosges, laine vierge et un peu de polyamide pour la tenue des boucles. Elle habille les formes arrondies sans plis.</p>',
      '<p>A bouclé woven in the Vosges, virgin wool with a little polyamide to hold the loops. It dresses rounded shapes without creases.</p>',
    ),
    8900,
    'boucle',
    [
      [C.cream, t('Écru', 'Ivory'), 14],
      [C.charcoal, t('Anthracite', 'Charcoal'), 9],
    ],
    [
      feature(F.material, t('85 % laine vierge, 15 % polyamide, 560 g/m²', '85% virgin wool, 15% polyamide, 560 g/m²')),
      feature(t('Laize', 'Width'), t('135 cm', '135 cm')),
      feature(t('Résistance', 'Abrasion'), t('60 000 tours Martindale', '60,000 Martindale rubs')),
    ],
  ),
  fabricByTheMetre(
    'tissu-toile-enduite',
    t('Toile de coton enduite au mètre', 'Coated cotton canvas by the metre'),
    t(
      'Une toile de coton enduite, mate et lavable d’un coup d’éponge, pour chaises de cuisine et bancs.',
      'A matt coated cotton canvas that wipes clean, for kitchen chairs and benches.',
    ),
    t(
      '<p>Une toile de coton recouverte d’une fine enduction acrylique mate : elle garde l’aspect d’un tissu et ne craint ni les taches ni les petites mains.</p>',
      '<p>A cotton canvas with a thin matt acrylic coating: it keeps the look of a fabric and fears neither stains nor small hands.</p>',
    ),
    4500,
    'plain',
    [
      [C.mustard, t('Moutarde', 'Mustard'), 20],
      [C.teal, t('Bleu canard', 'Teal'), 16],
      [C.pink, t('Rose poudré', 'Dusty pink'), 10],
    ],
    [
      feature(F.material, t('Coton, enduction acrylique mate, 380 g/m²', 'Cotton, matt acrylic coating, 380 g/m²')),
      feature(t('Laize', 'Width'), t('140 cm', '140 cm')),
      feature(F.care, t('Éponge humide', 'Wipe with a damp sponge')),
    ],
  ),
];

export const SITE_1_CATALOGUE: CatalogueSeed = {
  variations: [
    { code: 'colour', label: t('Couleur', 'Colour'), values: [t('Rose poudré', 'Dusty pink')] },
    {
      code: 'size',
      label: t('Taille', 'Size'),
      values: [
        t('140 cm', '140 cm'),
        t('160 cm', '160 cm'),
        t('180 cm', '180 cm'),
        t('150 × 250 cm', '150 × 250 cm'),
        t('150 × 300 cm', '150 × 300 cm'),
        t('13 pouces', '13 inch'),
        t('15 pouces', '15 inch'),
      ],
    },
    {
      code: 'wood',
      label: t('Bois', 'Wood'),
      displayLabel: t('Finition du piètement', 'Leg finish'),
      values: [t('Chêne naturel', 'Natural oak'), t('Noyer', 'Walnut')],
    },
    { code: 'fabric', label: t('Tissu', 'Fabric'), values: [] },
  ],
  categories: [
    {
      key: 'baby',
      slug: { fr_FR: 'cadeaux-naissance-artisanaux', en: 'handmade-baby-gifts' },
      name: t('Cadeaux de naissance artisanaux', 'Handmade baby gifts'),
      description: t(
        'Doudous en lin lavé, coussins prénom, tapis d’éveil et pochettes à langer, cousus main en petites séries.',
        'Washed-linen comforters, name cushions, play mats and changing pouches, hand-sewn in small batches.',
      ),
      image: products[0]!.images[0]!,
    },
    {
      key: 'decor',
      slug: { fr_FR: 'decoration-maison-sur-mesure', en: 'made-to-measure-home-decor' },
      name: t('Décoration de la maison', 'Home decor'),
      description: t(
        'Coussins, plaids, housses et abat-jour prêts à offrir ou à personnaliser à vos dimensions.',
        'Cushions, throws, covers and lampshades ready to give, or tailored to your measurements.',
      ),
      image: products.find((p) => p.key === 'coussin-lin')!.images[0]!,
    },
    {
      key: 'furniture',
      slug: { fr_FR: 'mobilier-artisanal', en: 'handcrafted-furniture' },
      name: t('Mobilier artisanal', 'Handcrafted furniture'),
      description: t(
        'Poufs, tabourets, bancs et fauteuils restaurés disponibles tout de suite : des pièces uniques sorties de l’atelier.',
        'Poufs, stools, benches and restored armchairs available right away: one-off pieces from the workshop.',
      ),
      image: products.find((p) => p.key === 'fauteuil-crapaud')!.images[0]!,
    },
    {
      key: 'bags',
      slug: { fr_FR: 'sacs-artisanaux', en: 'handmade-bags' },
      name: t('Sacs artisanaux', 'Handmade bags'),
      description: t(
        'Cabas, trousses et sacs bananes taillés dans des chutes de toile de Jouy, de velours et de lin enduit.',
        'Totes, pouches and belt bags cut from offcuts of toile de Jouy, velvet and coated linen.',
      ),
      image: products.find((p) => p.key === 'cabas-toile-de-jouy')!.images[0]!,
    },
    {
      key: 'boxes',
      slug: { fr_FR: 'coffrets-et-vins-de-vendee', en: 'vendee-wines-and-gift-boxes' },
      name: t('Coffrets et vins de Vendée', 'Vendée wines and gift boxes'),
      description: t(
        'Les vins de nos voisins du Domaine des Coteaux du Lay et nos coffrets cadeaux, à offrir ou à s’offrir.',
        'Wines from our neighbours at Domaine des Coteaux du Lay and our gift boxes, to give or to keep.',
      ),
      image: products.find((p) => p.key === 'coffret-duo')!.images[0]!,
    },
    {
      key: 'fabrics',
      slug: { fr_FR: 'tissus-ameublement-au-metre', en: 'upholstery-fabrics-by-the-metre' },
      name: t('Tissus d’ameublement au mètre', 'Upholstery fabrics by the metre'),
      description: t(
        'Lins, velours, bouclettes et toiles enduites choisis par l’atelier, vendus au mètre ou proposés dans nos devis sur mesure.',
        'Linens, velvets, bouclés and coated canvases chosen by the workshop, sold by the metre or offered in our made-to-measure quotes.',
      ),
      image: fabrics[0]!.images[0]!,
    },
  ],
  mealIcons: [
    { key: 'meat', name: t('Viandes rouges', 'Red meat'), icon: 'meat' },
    { key: 'poultry', name: t('Volailles', 'Poultry'), icon: 'poultry' },
    { key: 'fish', name: t('Poissons', 'Fish'), icon: 'fish' },
    { key: 'seafood', name: t('Fruits de mer', 'Seafood'), icon: 'seafood' },
    { key: 'cheese', name: t('Fromages', 'Cheese'), icon: 'cheese' },
    { key: 'dessert', name: t('Desserts', 'Desserts'), icon: 'dessert' },
    { key: 'aperitif', name: t('Apéritif', 'Aperitif'), icon: 'aperitif' },
  ],
  products: [...products, ...fabrics],
};
