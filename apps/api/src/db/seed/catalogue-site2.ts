import {
  feature,
  RED,
  ROSE,
  t,
  WHITE,
  wine,
  type CatalogueSeed,
  type DeclinationSeed,
  type ImageSeed,
  type ProductArt,
  type ProductSeed,
} from './catalogue-types.ts';

/**
 * Site 2, Domaine des Exemples (winemakers in Brem-sur-Mer, Fiefs Vendéens): the estate's wines by colour
 * and its gift boxes. Wines are sold by 6 (their sellByMultipleOf); prices in cents.
 */

const BG = { sea: '#e2ebee', sand: '#efe6d4', blush: '#f4e4de', stone: '#e8e4dc', vine: '#e4ebdc' };
const GLASS = {
  white: '#e9dc96',
  oldWhite: '#dcc56e',
  rose: '#f1b3a0',
  paleRose: '#f4c9b8',
  red: '#2d3b2b',
  darkRed: '#1f2a1e',
  sparkling: '#33422f',
  sweet: '#d9a93c',
  juice: '#5a2b3c',
};
const LABEL = { cream: '#f4ecdc', navy: '#1d3557', burgundy: '#6d1f2c', gold: '#c9a646', sea: '#2a7f8a' };

function bottleImages(key: string, name: string, glass: string, label: string, text: string, background: string) {
  const alt = t(`Bouteille de ${name}`, `Bottle of ${name}`);
  const drawing = (view: ProductArt['view']): ProductArt => ({
    motif: 'bottle',
    colour: glass,
    accent: label,
    background,
    text,
    view,
  });
  const images: ImageSeed[] = [
    { file: `products/${key}-1.jpg`, alt, art: drawing('main') },
    {
      file: `products/${key}-2.jpg`,
      alt: t(`${alt.fr_FR}, l’étiquette`, `${alt.en ?? alt.fr_FR}, the label`),
      art: drawing('close'),
    },
  ];
  return images;
}

const BREM = 'Fiefs Vendéens Brem';

const bottle = (year: number | undefined, cl: 37.5 | 75, extra: Partial<DeclinationSeed> = {}): DeclinationSeed => ({
  ...(year === undefined ? {} : { year }),
  capacity: cl,
  capacityUnit: 'CENTILITRE',
  ...extra,
});
const magnum = (year: number | undefined, price: number, stock: number): DeclinationSeed => ({
  ...(year === undefined ? {} : { year }),
  capacity: 1.5,
  capacityUnit: 'LITER',
  price,
  stock,
  // A magnum counts for two bottles: it is sold one at a time.
  sellByMultipleOf: 1,
});

const AGEING = t('Élevage', 'Ageing');
const SOIL = t('Terroir', 'Soil');
const HARVEST = feature(t('Vendanges', 'Harvest'), t('Manuelles, tri à la parcelle', 'By hand, sorted plot by plot'));
const tag = {
  white: t('Blanc', 'White'),
  rose: t('Rosé', 'Rosé'),
  red: t('Rouge', 'Red'),
  sparkling: t('Effervescent', 'Sparkling'),
  sweet: t('Moelleux', 'Sweet'),
  oak: t('Élevé en fût', 'Oak-aged'),
  box: t('Coffret', 'Gift box'),
  gift: t('Idée cadeau', 'Gift idea'),
  noAlcohol: t('Sans alcool', 'Alcohol-free'),
};
const giftMessage = {
  type: 'SIMPLE' as const,
  inputType: 'TEXT' as const,
  label: t('Message sur la carte', 'Message on the card'),
  help: t('Écrit à la main au caveau, offert.', 'Handwritten at the cellar door, free of charge.'),
  values: [{ textNumberOfChar: 1, costType: 'NONE' as const, amount: 0 }],
};

const products: ProductSeed[] = [
  {
    key: 'sables-d-or',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['white'],
    name: t('Sables d’Or', 'Sables d’Or'),
    summary: t(
      'Notre chenin sec, tendu et salin, né sur les sables de Brem.',
      'Our dry Chenin, taut and saline, grown on the sands of Brem.',
    ),
    description: t(
      '<p>Le vin qui a fait la réputation du domaine : un chenin vinifié en cuve inox, sur lies fines, pour garder la tension et les notes d’agrumes. La finale iodée rappelle que l’océan n’est qu’à trois kilomètres.</p>',
      '<p>The wine that made the estate’s name: a Chenin made in stainless steel on fine lees, to keep its tension and citrus notes. The iodine finish is a reminder that the ocean is only three kilometres away.</p>',
    ),
    price: 1150,
    sellByMultipleOf: 6,
    images: bottleImages('sables-d-or', 'Sables d’Or', GLASS.white, LABEL.sea, 'SABLES D’OR', BG.sea),
    tags: [tag.white],
    features: [
      feature(SOIL, t('Sables éoliens', 'Wind-blown sands')),
      feature(AGEING, t('6 mois sur lies fines', '6 months on fine lees')),
      HARVEST,
    ],
    wine: wine(
      BREM,
      WHITE,
      [['Chenin', 100]],
      12.5,
      { energyKcal: 76, sugarsG: 0.6 },
      t('À 10 °C, avec des huîtres ou un bar grillé.', 'At 10 °C, with oysters or grilled sea bass.'),
    ),
    declinations: [
      bottle(2022, 75, { stock: 0 }),
      bottle(2023, 75, { stock: 120 }),
      bottle(2023, 37.5, { price: 650, stock: 48 }),
    ],
    mealIcons: ['fish', 'seafood'],
    awards: [
      {
        name: t('Concours Général Agricole de Paris', 'Paris General Agricultural Competition'),
        year: 2024,
        medal: t('Médaille d’or', 'Gold medal'),
      },
    ],
    recommended: ['schistes', 'coffret-decouverte'],
  },
  {
    key: 'schistes',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['white'],
    name: t('Schistes', 'Schistes'),
    summary: t(
      'Un chenin de vieilles vignes élevé en fût, ample et minéral.',
      'An old-vine Chenin aged in barrels, broad and mineral.',
    ),
    description: t(
      '<p>Nos plus vieux chenins, plantés sur un îlot de schistes, vendangés à la main en plusieurs passages. Dix mois en fûts de chêne de plusieurs vins donnent une bouche ample, des notes de coing et de miel, une longue finale minérale. Le millésime 2021 est en promotion.</p>',
      '<p>Our oldest Chenin vines, planted on an islet of schist and hand-picked in several passes. Ten months in used oak barrels give a broad palate, notes of quince and honey and a long mineral finish. The 2021 vintage is on offer.</p>',
    ),
    price: 1890,
    sellByMultipleOf: 6,
    images: bottleImages('schistes', 'Schistes', GLASS.oldWhite, LABEL.cream, 'SCHISTES', BG.stone),
    tags: [tag.white, tag.oak],
    features: [
      feature(SOIL, t('Schistes', 'Schist')),
      feature(AGEING, t('10 mois en fûts', '10 months in barrels')),
      HARVEST,
    ],
    wine: wine(
      BREM,
      WHITE,
      [['Chenin', 100]],
      13,
      { energyKcal: 82, sugarsG: 1.5 },
      t('À 12 °C, avec une volaille à la crème ou un comté.', 'At 12 °C, with chicken in cream sauce or a Comté.'),
    ),
    declinations: [
      bottle(2021, 75, { stock: 24, discount: { type: 'PERCENT', amount: 10, detailType: 'PRODUCT' } }),
      bottle(2022, 75, { stock: 60 }),
      magnum(2022, 4200, 6),
    ],
    mealIcons: ['poultry', 'cheese'],
    recommended: ['sables-d-or', 'cuvee-1962'],
  },
  {
    key: 'brise-marine',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['white'],
    name: t('Brise Marine', 'Brise Marine'),
    summary: t(
      'Un blanc léger et fruité, grolleau gris et chardonnay, pour l’apéritif.',
      'A light, fruity white, Grolleau Gris and Chardonnay, for aperitifs.',
    ),
    description: t(
      '<p>Un vin de soif, croquant et parfumé, à ouvrir sans attendre. Un euro de moins par bouteille tout l’été.</p>',
      '<p>A thirst-quenching wine, crisp and fragrant, to open straight away. One euro off the bottle all summer.</p>',
    ),
    price: 990,
    discount: { type: 'EURO', amount: 100, detailType: 'PRODUCT' },
    sellByMultipleOf: 6,
    images: bottleImages('brise-marine', 'Brise Marine', GLASS.white, LABEL.navy, 'BRISE MARINE', BG.sea),
    tags: [tag.white],
    features: [feature(AGEING, t('4 mois en cuve', '4 months in tank'))],
    wine: wine(
      'Vin de France',
      WHITE,
      [
        ['Grolleau gris', 60],
        ['Chardonnay', 40],
      ],
      11.5,
      { energyKcal: 70, sugarsG: 2 },
      t('À 8 °C, à l’apéritif.', 'At 8 °C, as an aperitif.'),
    ),
    declinations: [bottle(2024, 75, { stock: 90 }), bottle(2024, 37.5, { price: 590, stock: 36 })],
    mealIcons: ['aperitif', 'seafood'],
    recommended: ['rose-des-dunes', 'ecume'],
  },
  {
    key: 'rose-des-dunes',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['rose'],
    name: t('Rose des Dunes', 'Rose des Dunes'),
    summary: t(
      'Notre rosé de négrette, gourmand, aux notes de fruits rouges.',
      'Our Négrette rosé, generous, with red fruit notes.',
    ),
    description: t(
      '<p>La négrette, cépage rare et parfumé, donne un rosé d’un joli rose framboise aux arômes de groseille et de violette. Prix dégressif dès deux cartons.</p>',
      '<p>Négrette, a rare and fragrant grape, gives a raspberry-pink rosé with redcurrant and violet aromas. Lower price from two cases.</p>',
    ),
    price: 1050,
    sellByMultipleOf: 6,
    images: bottleImages('rose-des-dunes', 'Rose des Dunes', GLASS.rose, LABEL.cream, 'ROSE DES DUNES', BG.blush),
    tags: [tag.rose],
    features: [
      feature(t('Vinification', 'Winemaking'), t('Saignée et pressurage direct', 'Bleeding and direct pressing')),
      HARVEST,
    ],
    decreasingDiscounts: [{ fromQuantity: 12, type: 'PERCENT', amount: 5 }],
    wine: wine(
      BREM,
      ROSE,
      [
        ['Négrette', 70],
        ['Gamay', 30],
      ],
      12,
      { energyKcal: 75, sugarsG: 1.4 },
      t('À 9 °C, avec des grillades ou une salade d’été.', 'At 9 °C, with grilled food or a summer salad.'),
    ),
    declinations: [
      bottle(2024, 75, { stock: 150 }),
      bottle(2024, 37.5, { price: 600, stock: 60 }),
      magnum(2024, 2500, 10),
    ],
    mealIcons: ['aperitif', 'meat'],
    recommended: ['pointe-du-payre', 'coffret-decouverte'],
  },
  {
    key: 'pointe-du-payre',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['rose'],
    name: t('Pointe du Payré', 'Pointe du Payré'),
    summary: t('Un rosé pâle et délicat, pinot noir et gamay.', 'A pale, delicate rosé of Pinot Noir and Gamay.'),
    description: t(
      '<p>Baptisé d’après la pointe boisée qui ferme la baie, ce rosé très pâle joue la finesse : pêche blanche, agrumes, une bouche fraîche et longue. Plus que deux bouteilles de 2023.</p>',
      '<p>Named after the wooded headland closing the bay, this very pale rosé is all finesse: white peach, citrus, a fresh, long palate. Only two bottles of 2023 left.</p>',
    ),
    price: 1250,
    sellByMultipleOf: 6,
    images: bottleImages('pointe-du-payre', 'Pointe du Payré', GLASS.paleRose, LABEL.sea, 'PAYRÉ', BG.sand),
    tags: [tag.rose],
    features: [HARVEST],
    wine: wine(
      BREM,
      ROSE,
      [
        ['Pinot noir', 50],
        ['Gamay', 50],
      ],
      12.5,
      { energyKcal: 77, sugarsG: 1 },
      t('À 10 °C, avec un poisson grillé.', 'At 10 °C, with grilled fish.'),
    ),
    declinations: [bottle(2023, 75, { stock: 2 }), bottle(2024, 75, { stock: 72 })],
    mealIcons: ['fish'],
    recommended: ['rose-des-dunes'],
  },
  {
    key: 'pinot-de-l-ocean',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['red'],
    name: t('Pinot de l’Océan', 'Pinot de l’Océan'),
    summary: t(
      'Un pinot noir souple et gourmand, aux tanins soyeux.',
      'A supple, generous Pinot Noir with silky tannins.',
    ),
    description: t(
      '<p>Un rouge léger qu’on peut servir un peu frais : cerise, framboise, une pointe d’épices. Le rouge de tous les jours au domaine.</p>',
      '<p>A light red that can be served slightly chilled: cherry, raspberry, a hint of spice. The everyday red at the estate.</p>',
    ),
    price: 1350,
    sellByMultipleOf: 6,
    images: bottleImages('pinot-de-l-ocean', 'Pinot de l’Océan', GLASS.red, LABEL.burgundy, 'PINOT', BG.vine),
    tags: [tag.red],
    features: [feature(AGEING, t('8 mois en cuve', '8 months in tank')), HARVEST],
    wine: wine(
      BREM,
      RED,
      [['Pinot noir', 100]],
      12.5,
      { energyKcal: 80, sugarsG: 0.3 },
      t('À 14 °C, avec une charcuterie ou une volaille.', 'At 14 °C, with charcuterie or poultry.'),
    ),
    declinations: [
      bottle(2022, 75, { stock: 40 }),
      bottle(2023, 75, { stock: 96 }),
      bottle(2023, 37.5, { price: 750, stock: 30 }),
    ],
    mealIcons: ['poultry', 'meat', 'cheese'],
    recommended: ['cuvee-1962', 'coffret-decouverte'],
  },
  {
    key: 'cuvee-1962',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['red'],
    name: t('Cuvée 1962', 'Cuvée 1962'),
    summary: t(
      'Le grand rouge du domaine, en hommage à l’année de sa fondation.',
      'The estate’s great red, honouring the year it was founded.',
    ),
    description: t(
      '<p>Pinot noir, cabernet franc et négrette des meilleures parcelles, quinze mois en fûts de chêne. Un vin profond et velouté, aux notes de fruits noirs, de cacao et de réglisse, qui se garde dix ans. Le 2019 est épuisé ; le 2020 existe aussi en magnum.</p>',
      '<p>Pinot Noir, Cabernet Franc and Négrette from the best plots, fifteen months in oak barrels. A deep, velvety wine with notes of black fruit, cocoa and liquorice that keeps for ten years. The 2019 is sold out; the 2020 also comes in magnums.</p>',
    ),
    price: 2450,
    sellByMultipleOf: 6,
    images: bottleImages('cuvee-1962', 'Cuvée 1962', GLASS.darkRed, LABEL.gold, '1962', BG.stone),
    tags: [tag.red, tag.oak],
    features: [
      feature(AGEING, t('15 mois en fûts de chêne', '15 months in oak barrels')),
      feature(t('Garde', 'Keeps'), t('10 ans', '10 years')),
      HARVEST,
    ],
    wine: wine(
      BREM,
      RED,
      [
        ['Pinot noir', 50],
        ['Cabernet franc', 30],
        ['Négrette', 20],
      ],
      13.5,
      { energyKcal: 87, sugarsG: 0.2 },
      t('Carafer une heure, servir à 17 °C avec un gibier.', 'Decant for an hour, serve at 17 °C with game.'),
    ),
    declinations: [bottle(2019, 75, { stock: 0 }), bottle(2020, 75, { stock: 48 }), magnum(2020, 5500, 4)],
    mealIcons: ['meat', 'cheese'],
    awards: [
      {
        name: t('Concours Général Agricole de Paris', 'Paris General Agricultural Competition'),
        year: 2022,
        medal: t('Médaille d’or', 'Gold medal'),
      },
      {
        name: t('Concours des Ligers', 'Ligers Competition'),
        year: 2023,
        medal: t('Médaille d’argent', 'Silver medal'),
      },
    ],
    recommended: ['pinot-de-l-ocean', 'coffret-magnum'],
  },
  {
    key: 'ecume',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['sparkling'],
    name: t('Écume, crémant brut', 'Écume, brut crémant'),
    summary: t(
      'Une bulle fine et vive, chenin et chardonnay, méthode traditionnelle.',
      'Fine, lively bubbles, Chenin and Chardonnay, traditional method.',
    ),
    description: t(
      '<p>Vingt-quatre mois sur lattes pour une mousse crémeuse, des arômes de pomme verte et de brioche. Sans millésime.</p>',
      '<p>Twenty-four months on the lees for a creamy mousse, with green apple and brioche aromas. Non-vintage.</p>',
    ),
    price: 1590,
    sellByMultipleOf: 6,
    images: bottleImages('ecume', 'Écume', GLASS.sparkling, LABEL.gold, 'ÉCUME', BG.sea),
    tags: [tag.sparkling, tag.white],
    features: [
      feature(t('Méthode', 'Method'), t('Traditionnelle, 24 mois sur lattes', 'Traditional, 24 months on the lees')),
    ],
    wine: wine(
      'Crémant de Loire',
      WHITE,
      [
        ['Chenin', 80],
        ['Chardonnay', 20],
      ],
      12,
      { energyKcal: 74, sugarsG: 0.8 },
      t('À 7 °C, à l’apéritif ou au dessert.', 'At 7 °C, as an aperitif or with dessert.'),
    ),
    declinations: [bottle(undefined, 75, { stock: 80 }), bottle(undefined, 37.5, { price: 890, stock: 24 })],
    mealIcons: ['aperitif', 'dessert'],
    recommended: ['vendanges-de-novembre', 'brise-marine'],
  },
  {
    key: 'vendanges-de-novembre',
    kind: 'WINE',
    subtype: 'BOTTLE',
    categories: ['sparkling'],
    name: t('Vendanges de Novembre, moelleux', 'Vendanges de Novembre, sweet white'),
    summary: t(
      'Un chenin moelleux de vendanges tardives, miel et abricot.',
      'A late-harvest sweet Chenin, honey and apricot.',
    ),
    description: t(
      '<p>Les raisins restent sur la vigne jusqu’en novembre et se concentrent au soleil d’automne. Un moelleux équilibré par la fraîcheur du chenin, en bouteille de 50 cl.</p>',
      '<p>The grapes stay on the vine until November and concentrate in the autumn sun. A sweet wine balanced by Chenin’s freshness, in a 50 cl bottle.</p>',
    ),
    price: 1800,
    sellByMultipleOf: 6,
    images: bottleImages(
      'vendanges-de-novembre',
      'Vendanges de Novembre',
      GLASS.sweet,
      LABEL.cream,
      'NOVEMBRE',
      BG.sand,
    ),
    tags: [tag.sweet, tag.white],
    features: [HARVEST],
    wine: wine(
      'Vin de France',
      WHITE,
      [['Chenin', 100]],
      11.5,
      { energyKcal: 110, sugarsG: 6.5 },
      t('À 8 °C, avec un foie gras ou une tarte aux fruits.', 'At 8 °C, with foie gras or a fruit tart.'),
    ),
    declinations: [{ year: 2022, capacity: 50, capacityUnit: 'CENTILITRE', stock: 36 }],
    mealIcons: ['dessert', 'cheese'],
    recommended: ['ecume'],
  },
  {
    key: 'jus-de-raisin',
    kind: 'OTHER',
    categories: ['sparkling'],
    name: t('Jus de raisin pétillant', 'Sparkling grape juice'),
    summary: t(
      'Le jus de nos raisins de gamay, légèrement pétillant, sans alcool.',
      'The juice of our Gamay grapes, lightly sparkling, alcohol-free.',
    ),
    description: t(
      '<p>Pour trinquer avec toute la famille : un jus pur raisin, sans sucre ajouté, pasteurisé doucement au domaine.</p>',
      '<p>To raise a glass with the whole family: pure grape juice, no added sugar, gently pasteurised at the estate.</p>',
    ),
    price: 590,
    images: bottleImages('jus-de-raisin', 'jus de raisin pétillant', GLASS.juice, LABEL.cream, 'JUS', BG.vine),
    tags: [tag.noAlcohol],
    features: [feature(t('Contenance', 'Capacity'), t('75 cl', '75 cl'))],
    declinations: [{ capacity: 75, capacityUnit: 'CENTILITRE', stock: 50 }],
    recommended: ['coffret-decouverte'],
  },
  {
    key: 'coffret-decouverte',
    kind: 'BOX',
    categories: ['boxes'],
    name: t('Coffret Découverte trois couleurs', 'Three-colour discovery box'),
    summary: t(
      'Sables d’Or, Rose des Dunes et Pinot de l’Océan dans un coffret carton.',
      'Sables d’Or, Rose des Dunes and Pinot de l’Océan in a card gift box.',
    ),
    description: t(
      '<p>Trois bouteilles de 75 cl pour découvrir le domaine en blanc, rosé et rouge, avec nos fiches de dégustation.</p>',
      '<p>Three 75 cl bottles to discover the estate in white, rosé and red, with our tasting notes.</p>',
    ),
    price: 3900,
    images: [
      {
        file: 'products/coffret-decouverte-1.jpg',
        alt: t('Coffret de trois bouteilles', 'Box of three bottles'),
        art: { motif: 'box', colour: '#d9c6a5', accent: LABEL.sea, background: BG.sea, text: 'Découverte' },
      },
    ],
    tags: [tag.box, tag.gift],
    features: [feature(t('Contenu', 'Contents'), t('3 bouteilles de 75 cl', '3 × 75 cl bottles'))],
    declinations: [{ capacity: 75, capacityUnit: 'CENTILITRE', stock: 20 }],
    customizations: [giftMessage],
    recommended: ['sables-d-or', 'rose-des-dunes', 'pinot-de-l-ocean'],
  },
  {
    key: 'coffret-magnum',
    kind: 'BOX',
    categories: ['boxes', 'red'],
    name: t('Caisse bois magnum Cuvée 1962', 'Cuvée 1962 magnum in a wooden case'),
    summary: t(
      'Un magnum de Cuvée 1962 dans sa caisse en bois gravée.',
      'A magnum of Cuvée 1962 in its engraved wooden case.',
    ),
    description: t(
      '<p>Le cadeau des grandes occasions : un magnum de notre grand rouge, calé dans la paille de bois d’une caisse gravée au nom du domaine.</p>',
      '<p>The gift for great occasions: a magnum of our great red, bedded in wood wool in a case engraved with the estate’s name.</p>',
    ),
    price: 6900,
    discount: { type: 'EURO', amount: 500, detailType: 'PRODUCT' },
    images: [
      {
        file: 'products/coffret-magnum-1.jpg',
        alt: t('Caisse en bois gravée', 'Engraved wooden case'),
        art: { motif: 'box', colour: '#b58b5a', accent: LABEL.burgundy, background: BG.stone, text: '1962' },
      },
    ],
    tags: [tag.box, tag.gift, tag.red],
    features: [feature(t('Contenu', 'Contents'), t('1 magnum de 150 cl', '1 × 150 cl magnum'))],
    declinations: [{ year: 2020, capacity: 1.5, capacityUnit: 'LITER', stock: 3 }],
    customizations: [giftMessage],
    recommended: ['cuvee-1962'],
  },
];

export const SITE_2_CATALOGUE: CatalogueSeed = {
  variations: [],
  categories: [
    {
      key: 'white',
      slug: { fr_FR: 'vins-blancs', en: 'white-wines' },
      name: t('Vins blancs', 'White wines'),
      description: t(
        'Chenins secs et tendus, nés sur les sables et les schistes de Brem.',
        'Taut, dry Chenins grown on the sand and schist of Brem.',
      ),
      image: products[0]!.images[0]!,
    },
    {
      key: 'rose',
      slug: { fr_FR: 'vins-roses', en: 'rose-wines' },
      name: t('Vins rosés', 'Rosé wines'),
      description: t(
        'Des rosés de négrette et de pinot, fruités et frais.',
        'Fruity, fresh rosés of Négrette and Pinot.',
      ),
      image: products[3]!.images[0]!,
    },
    {
      key: 'red',
      slug: { fr_FR: 'vins-rouges', en: 'red-wines' },
      name: t('Vins rouges', 'Red wines'),
      description: t(
        'Du pinot souple de tous les jours à la Cuvée 1962 à garder.',
        'From the supple everyday Pinot to Cuvée 1962 for keeping.',
      ),
      image: products[6]!.images[0]!,
    },
    {
      key: 'sparkling',
      slug: { fr_FR: 'bulles-et-douceurs', en: 'sparkling-and-sweet' },
      name: t('Bulles et douceurs', 'Sparkling and sweet'),
      description: t(
        'Crémant, moelleux et jus de raisin pétillant.',
        'Crémant, sweet white and sparkling grape juice.',
      ),
      image: products[7]!.images[0]!,
    },
    {
      key: 'boxes',
      slug: { fr_FR: 'coffrets-cadeaux', en: 'gift-boxes' },
      name: t('Coffrets cadeaux', 'Gift boxes'),
      description: t(
        'Nos vins à offrir, en coffret ou en caisse bois.',
        'Our wines to give, in gift boxes or wooden cases.',
      ),
      image: products[10]!.images[0]!,
    },
  ],
  mealIcons: [
    { key: 'meat', name: t('Viandes', 'Meat'), icon: 'meat' },
    { key: 'poultry', name: t('Volailles', 'Poultry'), icon: 'poultry' },
    { key: 'fish', name: t('Poissons', 'Fish'), icon: 'fish' },
    { key: 'seafood', name: t('Coquillages et crustacés', 'Shellfish'), icon: 'seafood' },
    { key: 'cheese', name: t('Fromages', 'Cheese'), icon: 'cheese' },
    { key: 'dessert', name: t('Desserts', 'Desserts'), icon: 'dessert' },
    { key: 'aperitif', name: t('Apéritif', 'Aperitif'), icon: 'aperitif' },
  ],
  products,
};
