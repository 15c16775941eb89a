/**
 * The relay points of the built-in network ('builtin', issue 6 item 4): shops that take parcels (tabacs,
 * maisons de la presse, fleuristes, supérettes, librairies, pressings…) in Vendée, around it, and in the main
 * French cities. The shops and street numbers are made up; the streets and each town's (or district's)
 * centre are real. A point's position is its town centre moved a few hundred metres (see seed-delivery.ts),
 * not the geocoded street address.
 */

/** Opening-hours pattern: T tabac-presse, F fleuriste, S supérette/épicerie, L librairie, P pressing/cordonnerie, M téléphonie. */
export type RelayHours = 'T' | 'F' | 'S' | 'L' | 'P' | 'M';

export interface RelayTownSeed {
  city: string;
  zipCode: string;
  /** Centre of the town (or of the district for a city's postal code). */
  latitude: number;
  longitude: number;
  /** [opening hours, shop name, street address] */
  shops: [RelayHours, string, string][];
}

type Period = { weekday: number; open: string; close: string };
const days = (from: number, to: number, open: string, close: string): Period[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ weekday: from + i, open, close }));

/** Weekly opening hours of each pattern (1 = Monday … 7 = Sunday). */
export const RELAY_OPENING_HOURS: Record<RelayHours, Period[]> = {
  T: [...days(1, 6, '07:00', '19:30'), { weekday: 7, open: '08:00', close: '12:30' }],
  F: [...days(2, 6, '09:00', '12:30'), ...days(2, 6, '14:30', '19:00'), { weekday: 7, open: '09:00', close: '13:00' }],
  S: [...days(1, 6, '08:30', '20:30'), { weekday: 7, open: '09:00', close: '13:00' }],
  L: [{ weekday: 1, open: '14:00', close: '19:00' }, ...days(2, 6, '09:30', '19:00')],
  P: [...days(2, 6, '09:00', '12:30'), ...days(2, 6, '14:00', '19:00')],
  M: days(1, 6, '10:00', '19:00'),
};

export const RELAY_TOWNS: RelayTownSeed[] = [
  // ─── Vendée ───
  {
    city: 'La Roche-sur-Yon',
    zipCode: '85000',
    latitude: 46.6705,
    longitude: -1.426,
    shops: [
      ['T', 'Tabac Presse Le Napoléon', '2 place Napoléon'],
      ['T', 'Maison de la Presse Clemenceau', '45 rue Georges Clemenceau'],
      ['F', 'Fleurs des Halles', '12 rue des Halles'],
      ['S', 'Proxi Boulevard d’Italie', '28 boulevard d’Italie'],
      ['L', 'Librairie du Bourg-sous-la-Roche', '20 rue Paul Doumer'],
      ['P', 'Pressing du Maréchal Joffre', '61 rue du Maréchal Joffre'],
      ['P', 'Cordonnerie Saint-Louis', '8 rue Saint-Louis'],
      ['M', 'Allô Téléphonie Briand', '103 boulevard Aristide Briand'],
      ['S', 'Épicerie des Forges', '14 rue des Forges'],
    ],
  },
  {
    city: 'Nesmy',
    zipCode: '85310',
    latitude: 46.5905,
    longitude: -1.402,
    shops: [
      ['T', 'Tabac Presse de la Mairie', '4 place de la Mairie'],
      ['S', 'Vival Nesmy', '11 rue de la Poste'],
      ['F', 'Fleurs et Nature', '2 rue de l’Yon'],
    ],
  },
  {
    city: 'Rives de l’Yon',
    zipCode: '85310',
    latitude: 46.593,
    longitude: -1.317,
    shops: [
      ['T', 'Bar Tabac Le Florentin', '3 place de l’Église'],
      ['S', 'Proxi Saint-Florent', '15 rue de la Roche'],
    ],
  },
  {
    city: 'Les Sables-d’Olonne',
    zipCode: '85100',
    latitude: 46.4966,
    longitude: -1.7839,
    shops: [
      ['T', 'Tabac Presse du Remblai', '32 promenade Georges Clemenceau'],
      ['T', 'Maison de la Presse des Halles', '10 rue des Halles'],
      ['F', 'Fleurs de la Chaume', '22 quai George V'],
      ['S', 'Épicerie de la rue Nationale', '57 rue Nationale'],
      ['P', 'Pressing de l’Hôtel de Ville', '4 rue de l’Hôtel de Ville'],
      ['L', 'Librairie du Port', '8 quai Guiné'],
    ],
  },
  {
    city: 'Luçon',
    zipCode: '85400',
    latitude: 46.4553,
    longitude: -1.1658,
    shops: [
      ['T', 'Tabac Presse de la Cathédrale', '5 place du Général Leclerc'],
      ['F', 'Fleurs du Jardin Dumaine', '18 rue Georges Clemenceau'],
      ['S', 'Vival Luçon Centre', '27 rue de l’Hôtel de Ville'],
      ['P', 'Cordonnerie Luçonnaise', '3 rue du Président de Gaulle'],
    ],
  },
  {
    city: 'Fontenay-le-Comte',
    zipCode: '85200',
    latitude: 46.4663,
    longitude: -0.8066,
    shops: [
      ['T', 'Tabac Presse Viète', '12 place Viète'],
      ['L', 'Librairie de la Fontaine', '24 rue de la République'],
      ['F', 'Fleurs des Loges', '6 rue des Loges'],
      ['S', 'Proxi Fontenay', '41 rue Georges Clemenceau'],
    ],
  },
  {
    city: 'Challans',
    zipCode: '85300',
    latitude: 46.8467,
    longitude: -1.8779,
    shops: [
      ['T', 'Tabac Presse du Marché', '2 place Aristide Briand'],
      ['F', 'Fleurs du Marais', '15 rue Gambetta'],
      ['S', 'Épicerie Jean XXIII', '33 boulevard Jean XXIII'],
      ['P', 'Pressing de la Poste', '7 rue de la Poste'],
      ['L', 'Librairie des Marais', '20 rue Carnot'],
    ],
  },
  {
    city: 'Les Herbiers',
    zipCode: '85500',
    latitude: 46.8708,
    longitude: -1.0136,
    shops: [
      ['T', 'Maison de la Presse des Herbiers', '12 Grande Rue'],
      ['F', 'Fleurs du Mont des Alouettes', '28 rue de Saumur'],
      ['S', 'Vival du Champ de Foire', '5 place du Champ de Foire'],
      ['P', 'Cordonnerie Herbretaise', '9 rue Monseigneur Massé'],
    ],
  },
  {
    city: 'Montaigu-Vendée',
    zipCode: '85600',
    latitude: 46.9736,
    longitude: -1.3092,
    shops: [
      ['T', 'Tabac Presse de la Maine', '3 place de l’Hôtel de Ville'],
      ['F', 'Fleurs de Montaigu', '14 rue Georges Clemenceau'],
      ['S', 'Proxi Saint-Jacques', '22 avenue Villebois-Mareuil'],
    ],
  },
  {
    city: 'Saint-Gilles-Croix-de-Vie',
    zipCode: '85800',
    latitude: 46.697,
    longitude: -1.945,
    shops: [
      ['T', 'Tabac Presse du Port Fidèle', '10 quai du Port Fidèle'],
      ['F', 'Fleurs de la Vie', '6 rue du Général de Gaulle'],
      ['S', 'Épicerie de la Grande Plage', '18 boulevard de l’Égalité'],
      ['L', 'Librairie Océane', '4 place Kergoustin'],
    ],
  },
  {
    city: 'Aizenay',
    zipCode: '85190',
    latitude: 46.7394,
    longitude: -1.6086,
    shops: [
      ['T', 'Tabac Presse de la Mairie d’Aizenay', '1 place de la Mairie'],
      ['S', 'Vival Aizenay', '16 rue de la Roche'],
      ['F', 'Fleurs d’Aizenay', '9 rue de Nantes'],
    ],
  },
  {
    city: 'Brem-sur-Mer',
    zipCode: '85470',
    latitude: 46.6036,
    longitude: -1.8321,
    shops: [
      ['T', 'Tabac Presse de Brem', '2 place de l’Église'],
      ['S', 'Épicerie du Prieuré', '11 rue du Prieuré'],
    ],
  },
  {
    city: 'Talmont-Saint-Hilaire',
    zipCode: '85440',
    latitude: 46.4667,
    longitude: -1.6178,
    shops: [
      ['T', 'Tabac Presse du Château', '5 place du Château'],
      ['S', 'Proxi Talmont', '14 rue du Centre'],
    ],
  },
  {
    city: 'Saint-Jean-de-Monts',
    zipCode: '85160',
    latitude: 46.7917,
    longitude: -2.0617,
    shops: [
      ['T', 'Maison de la Presse Montoise', '25 rue de la Plage'],
      ['F', 'Fleurs de l’Estacade', '12 avenue de la Forêt'],
      ['S', 'Épicerie de l’Avenue de la Mer', '40 avenue de la Mer'],
    ],
  },
  {
    city: 'Pouzauges',
    zipCode: '85700',
    latitude: 46.7811,
    longitude: -0.8372,
    shops: [
      ['T', 'Tabac Presse Pouzaugeais', '4 place de l’Église'],
      ['F', 'Fleurs du Bois de la Folie', '10 rue Georges Clemenceau'],
    ],
  },
  {
    city: 'Chantonnay',
    zipCode: '85110',
    latitude: 46.6867,
    longitude: -1.05,
    shops: [
      ['T', 'Tabac Presse de la rue Nationale', '12 rue Nationale'],
      ['S', 'Vival Chantonnay', '3 place de la Liberté'],
    ],
  },
  {
    city: 'La Tranche-sur-Mer',
    zipCode: '85360',
    latitude: 46.3447,
    longitude: -1.4386,
    shops: [
      ['T', 'Tabac Presse des Dunes', '2 rue Jules Ferry'],
      ['S', 'Épicerie des Flots', '15 boulevard de la Petite Hollande'],
    ],
  },
  {
    city: 'Mareuil-sur-Lay-Dissais',
    zipCode: '85320',
    latitude: 46.535,
    longitude: -1.224,
    shops: [['T', 'Tabac Presse du Lay', '3 place de l’Église']],
  },
  // ─── around Vendée ───
  {
    city: 'Cholet',
    zipCode: '49300',
    latitude: 47.06,
    longitude: -0.879,
    shops: [
      ['T', 'Tabac Presse Travot', '8 place Travot'],
      ['F', 'Fleurs du Mail', '21 rue Nationale'],
      ['S', 'Proxi Rougé', '12 place Rougé'],
    ],
  },
  {
    city: 'La Rochelle',
    zipCode: '17000',
    latitude: 46.1591,
    longitude: -1.152,
    shops: [
      ['T', 'Tabac Presse du Vieux-Port', '6 quai Duperré'],
      ['F', 'Fleurs du Marché Central', '3 rue Gambetta'],
      ['L', 'Librairie des Arcades', '30 rue du Palais'],
      ['S', 'Épicerie de la Grosse Horloge', '14 rue Saint-Jean du Pérot'],
    ],
  },
  {
    city: 'Niort',
    zipCode: '79000',
    latitude: 46.3237,
    longitude: -0.4588,
    shops: [
      ['T', 'Tabac Presse de la Brèche', '2 place de la Brèche'],
      ['F', 'Fleurs du Donjon', '17 rue Victor Hugo'],
      ['P', 'Pressing Ricard', '40 rue Ricard'],
    ],
  },
  // ─── Paris ───
  {
    city: 'Paris',
    zipCode: '75001',
    latitude: 48.8625,
    longitude: 2.3364,
    shops: [['T', 'Tabac Presse Saint-Honoré', '162 rue Saint-Honoré']],
  },
  {
    city: 'Paris',
    zipCode: '75002',
    latitude: 48.8683,
    longitude: 2.3428,
    shops: [['T', 'Presse de la Bourse', '18 rue Vivienne']],
  },
  {
    city: 'Paris',
    zipCode: '75003',
    latitude: 48.863,
    longitude: 2.36,
    shops: [['F', 'Fleurs du Haut-Marais', '34 rue de Bretagne']],
  },
  {
    city: 'Paris',
    zipCode: '75004',
    latitude: 48.8543,
    longitude: 2.3576,
    shops: [['T', 'Tabac de l’Hôtel de Ville', '12 rue de Rivoli']],
  },
  {
    city: 'Paris',
    zipCode: '75005',
    latitude: 48.8445,
    longitude: 2.3497,
    shops: [
      ['L', 'Librairie de la Montagne', '41 rue de la Montagne Sainte-Geneviève'],
      ['T', 'Tabac Presse Mouffetard', '88 rue Mouffetard'],
    ],
  },
  {
    city: 'Paris',
    zipCode: '75006',
    latitude: 48.8491,
    longitude: 2.3328,
    shops: [['P', 'Pressing du Vieux-Colombier', '15 rue du Vieux-Colombier']],
  },
  {
    city: 'Paris',
    zipCode: '75009',
    latitude: 48.877,
    longitude: 2.3375,
    shops: [['T', 'Tabac Presse des Martyrs', '27 rue des Martyrs']],
  },
  {
    city: 'Paris',
    zipCode: '75010',
    latitude: 48.8762,
    longitude: 2.3607,
    shops: [['S', 'Épicerie du Canal', '92 quai de Jemmapes']],
  },
  {
    city: 'Paris',
    zipCode: '75011',
    latitude: 48.859,
    longitude: 2.38,
    shops: [
      ['T', 'Tabac Presse Oberkampf', '101 rue Oberkampf'],
      ['F', 'Fleurs de la Roquette', '44 rue de la Roquette'],
      ['P', 'Cordonnerie Voltaire', '130 boulevard Voltaire'],
    ],
  },
  {
    city: 'Paris',
    zipCode: '75012',
    latitude: 48.84,
    longitude: 2.388,
    shops: [['S', 'Supérette Daumesnil', '56 avenue Daumesnil']],
  },
  {
    city: 'Paris',
    zipCode: '75013',
    latitude: 48.8283,
    longitude: 2.3623,
    shops: [
      ['T', 'Tabac de la Butte-aux-Cailles', '17 rue de la Butte-aux-Cailles'],
      ['M', 'Téléphonie Italie Services', '65 avenue d’Italie'],
    ],
  },
  {
    city: 'Paris',
    zipCode: '75014',
    latitude: 48.8291,
    longitude: 2.3265,
    shops: [['T', 'Presse Daguerre', '38 rue Daguerre']],
  },
  {
    city: 'Paris',
    zipCode: '75015',
    latitude: 48.8401,
    longitude: 2.2931,
    shops: [
      ['T', 'Tabac du Commerce', '71 rue du Commerce'],
      ['P', 'Pressing Convention', '112 rue de la Convention'],
    ],
  },
  {
    city: 'Paris',
    zipCode: '75016',
    latitude: 48.857,
    longitude: 2.276,
    shops: [['F', 'Fleurs de Passy', '58 rue de Passy']],
  },
  {
    city: 'Paris',
    zipCode: '75017',
    latitude: 48.8873,
    longitude: 2.3067,
    shops: [['S', 'Épicerie des Batignolles', '23 rue des Batignolles']],
  },
  {
    city: 'Paris',
    zipCode: '75018',
    latitude: 48.8925,
    longitude: 2.3484,
    shops: [
      ['T', 'Tabac Presse des Abbesses', '9 rue des Abbesses'],
      ['L', 'Librairie de la rue Lepic', '64 rue Lepic'],
    ],
  },
  {
    city: 'Paris',
    zipCode: '75019',
    latitude: 48.8871,
    longitude: 2.3848,
    shops: [['S', 'Supérette des Buttes', '33 rue de Crimée']],
  },
  {
    city: 'Paris',
    zipCode: '75020',
    latitude: 48.8632,
    longitude: 2.4008,
    shops: [['T', 'Tabac Presse Ménilmontant', '120 rue de Ménilmontant']],
  },
  // ─── Lyon ───
  {
    city: 'Lyon',
    zipCode: '69001',
    latitude: 45.7676,
    longitude: 4.8345,
    shops: [
      ['T', 'Tabac Presse des Terreaux', '4 place des Terreaux'],
      ['S', 'Épicerie des Pentes', '18 montée de la Grande-Côte'],
    ],
  },
  {
    city: 'Lyon',
    zipCode: '69002',
    latitude: 45.756,
    longitude: 4.832,
    shops: [
      ['F', 'Fleurs de Bellecour', '20 rue de la République'],
      ['T', 'Tabac Presse Mercière', '35 rue Mercière'],
    ],
  },
  {
    city: 'Lyon',
    zipCode: '69003',
    latitude: 45.76,
    longitude: 4.856,
    shops: [['P', 'Pressing de la Part-Dieu', '70 rue de Bonnel']],
  },
  {
    city: 'Lyon',
    zipCode: '69004',
    latitude: 45.778,
    longitude: 4.827,
    shops: [['L', 'Librairie de la Croix-Rousse', '12 rue d’Austerlitz']],
  },
  {
    city: 'Lyon',
    zipCode: '69006',
    latitude: 45.7697,
    longitude: 4.85,
    shops: [['T', 'Tabac du Parc', '102 boulevard des Belges']],
  },
  {
    city: 'Lyon',
    zipCode: '69007',
    latitude: 45.748,
    longitude: 4.843,
    shops: [
      ['S', 'Épicerie de la Guillotière', '18 grande rue de la Guillotière'],
      ['P', 'Cordonnerie Jean-Macé', '5 avenue Jean Jaurès'],
    ],
  },
  // ─── Marseille ───
  {
    city: 'Marseille',
    zipCode: '13001',
    latitude: 43.299,
    longitude: 5.384,
    shops: [
      ['T', 'Tabac Presse de la Canebière', '48 la Canebière'],
      ['F', 'Fleurs des Réformés', '3 boulevard de la Libération'],
    ],
  },
  {
    city: 'Marseille',
    zipCode: '13002',
    latitude: 43.299,
    longitude: 5.369,
    shops: [['S', 'Épicerie du Panier', '12 rue du Panier']],
  },
  {
    city: 'Marseille',
    zipCode: '13006',
    latitude: 43.287,
    longitude: 5.38,
    shops: [
      ['T', 'Tabac Castellane', '2 place Castellane'],
      ['L', 'Librairie de la rue de Rome', '118 rue de Rome'],
    ],
  },
  {
    city: 'Marseille',
    zipCode: '13007',
    latitude: 43.285,
    longitude: 5.36,
    shops: [['T', 'Presse du Vieux-Port', '10 quai de Rive-Neuve']],
  },
  {
    city: 'Marseille',
    zipCode: '13008',
    latitude: 43.255,
    longitude: 5.386,
    shops: [['P', 'Pressing du Prado', '250 avenue du Prado']],
  },
  // ─── Toulouse ───
  {
    city: 'Toulouse',
    zipCode: '31000',
    latitude: 43.6045,
    longitude: 1.444,
    shops: [
      ['T', 'Tabac Presse du Capitole', '5 rue Lafayette'],
      ['F', 'Fleurs des Carmes', '16 rue des Filatiers'],
      ['L', 'Librairie Saint-Étienne', '22 rue de Metz'],
    ],
  },
  {
    city: 'Toulouse',
    zipCode: '31300',
    latitude: 43.5985,
    longitude: 1.424,
    shops: [['S', 'Épicerie Saint-Cyprien', '34 allées Charles de Fitte']],
  },
  {
    city: 'Toulouse',
    zipCode: '31400',
    latitude: 43.59,
    longitude: 1.456,
    shops: [['P', 'Pressing Saint-Michel', '100 grande rue Saint-Michel']],
  },
  {
    city: 'Toulouse',
    zipCode: '31500',
    latitude: 43.615,
    longitude: 1.465,
    shops: [['T', 'Tabac Presse de la Colonne', '61 avenue de la Colonne']],
  },
  // ─── Nice ───
  {
    city: 'Nice',
    zipCode: '06000',
    latitude: 43.7,
    longitude: 7.268,
    shops: [
      ['T', 'Tabac Presse Jean Médecin', '10 avenue Jean Médecin'],
      ['F', 'Fleurs de la Libération', '2 avenue Malausséna'],
      ['M', 'Téléphonie Masséna', '21 rue Masséna'],
    ],
  },
  {
    city: 'Nice',
    zipCode: '06300',
    latitude: 43.6965,
    longitude: 7.279,
    shops: [
      ['S', 'Épicerie du Cours Saleya', '14 cours Saleya'],
      ['T', 'Presse du Port Lympia', '5 quai Cassini'],
    ],
  },
  // ─── Nantes ───
  {
    city: 'Nantes',
    zipCode: '44000',
    latitude: 47.2184,
    longitude: -1.5536,
    shops: [
      ['T', 'Tabac Presse du Commerce', '3 place du Commerce'],
      ['L', 'Librairie Graslin', '8 rue Racine'],
      ['F', 'Fleurs du Bouffay', '12 place du Bouffay'],
      ['P', 'Pressing Talensac', '27 rue Talensac'],
    ],
  },
  {
    city: 'Nantes',
    zipCode: '44100',
    latitude: 47.208,
    longitude: -1.586,
    shops: [['S', 'Épicerie de Chantenay', '45 boulevard de la Liberté']],
  },
  {
    city: 'Nantes',
    zipCode: '44200',
    latitude: 47.203,
    longitude: -1.545,
    shops: [['S', 'Proxi Île de Nantes', '22 boulevard Gustave Roch']],
  },
  {
    city: 'Nantes',
    zipCode: '44300',
    latitude: 47.245,
    longitude: -1.535,
    shops: [['T', 'Tabac Presse Saint-Joseph', '160 route de Saint-Joseph']],
  },
  // ─── Bordeaux ───
  {
    city: 'Bordeaux',
    zipCode: '33000',
    latitude: 44.84,
    longitude: -0.578,
    shops: [
      ['T', 'Tabac Presse Sainte-Catherine', '80 rue Sainte-Catherine'],
      ['F', 'Fleurs des Chartrons', '40 rue Notre-Dame'],
      ['L', 'Librairie de la Victoire', '5 place de la Victoire'],
      ['P', 'Pressing Judaïque', '19 rue Judaïque'],
    ],
  },
  {
    city: 'Bordeaux',
    zipCode: '33800',
    latitude: 44.826,
    longitude: -0.565,
    shops: [['S', 'Épicerie des Capucins', '12 place des Capucins']],
  },
  {
    city: 'Bordeaux',
    zipCode: '33100',
    latitude: 44.843,
    longitude: -0.558,
    shops: [['T', 'Tabac de la Bastide', '7 avenue Thiers']],
  },
  // ─── Lille ───
  {
    city: 'Lille',
    zipCode: '59000',
    latitude: 50.6365,
    longitude: 3.0635,
    shops: [
      ['T', 'Tabac Presse de la Grand-Place', '2 rue Esquermoise'],
      ['F', 'Fleurs du Vieux-Lille', '31 rue de la Monnaie'],
      ['S', 'Épicerie de Wazemmes', '15 place de la Nouvelle Aventure'],
    ],
  },
  {
    city: 'Lille',
    zipCode: '59800',
    latitude: 50.637,
    longitude: 3.071,
    shops: [
      ['P', 'Pressing Saint-Maurice', '60 rue de Paris'],
      ['T', 'Tabac Presse Flandres', '9 place des Buisses'],
    ],
  },
  // ─── Rennes ───
  {
    city: 'Rennes',
    zipCode: '35000',
    latitude: 48.1113,
    longitude: -1.68,
    shops: [
      ['T', 'Tabac Presse Sainte-Anne', '6 place Sainte-Anne'],
      ['F', 'Fleurs des Lices', '18 place des Lices'],
      ['L', 'Librairie Saint-Georges', '20 rue Saint-Georges'],
    ],
  },
  {
    city: 'Rennes',
    zipCode: '35700',
    latitude: 48.121,
    longitude: -1.66,
    shops: [['S', 'Proxi Jeanne d’Arc', '3 rue Jeanne d’Arc']],
  },
  {
    city: 'Rennes',
    zipCode: '35200',
    latitude: 48.095,
    longitude: -1.676,
    shops: [['T', 'Tabac Presse Alma', '12 rue de l’Alma']],
  },
  // ─── Strasbourg ───
  {
    city: 'Strasbourg',
    zipCode: '67000',
    latitude: 48.582,
    longitude: 7.75,
    shops: [
      ['T', 'Tabac Presse Kléber', '3 place Kléber'],
      ['F', 'Fleurs de la Petite France', '10 rue du Bain-aux-Plantes'],
      ['L', 'Librairie de la Krutenau', '25 rue de Zurich'],
      ['S', 'Épicerie du Marais Vert', '6 rue du Marais Vert'],
    ],
  },
  {
    city: 'Strasbourg',
    zipCode: '67100',
    latitude: 48.565,
    longitude: 7.76,
    shops: [['T', 'Tabac du Neudorf', '52 route du Polygone']],
  },
  // ─── Montpellier ───
  {
    city: 'Montpellier',
    zipCode: '34000',
    latitude: 43.611,
    longitude: 3.877,
    shops: [
      ['T', 'Tabac Presse de la Comédie', '5 place de la Comédie'],
      ['F', 'Fleurs de l’Écusson', '12 rue de l’Université'],
      ['L', 'Librairie des Beaux-Arts', '20 boulevard Louis Blanc'],
      ['S', 'Épicerie des Arceaux', '8 boulevard des Arceaux'],
      ['P', 'Pressing Antigone', '15 place du Nombre d’Or'],
    ],
  },
  // ─── Angers ───
  {
    city: 'Angers',
    zipCode: '49100',
    latitude: 47.472,
    longitude: -0.552,
    shops: [
      ['T', 'Tabac Presse du Ralliement', '2 place du Ralliement'],
      ['F', 'Fleurs de la Doutre', '14 place de la Laiterie'],
      ['L', 'Librairie Saint-Aubin', '9 rue Saint-Aubin'],
      ['P', 'Pressing Foch', '30 boulevard Foch'],
    ],
  },
  {
    city: 'Angers',
    zipCode: '49000',
    latitude: 47.462,
    longitude: -0.542,
    shops: [['S', 'Épicerie de la Madeleine', '60 rue de la Madeleine']],
  },
  // ─── Tours ───
  {
    city: 'Tours',
    zipCode: '37000',
    latitude: 47.394,
    longitude: 0.689,
    shops: [
      ['T', 'Tabac Presse Plumereau', '4 place Plumereau'],
      ['F', 'Fleurs des Halles de Tours', '18 place Gaston Pailhou'],
      ['L', 'Librairie de la rue Nationale', '50 rue Nationale'],
      ['P', 'Pressing Heurteloup', '9 boulevard Heurteloup'],
    ],
  },
  {
    city: 'Tours',
    zipCode: '37100',
    latitude: 47.412,
    longitude: 0.69,
    shops: [['S', 'Épicerie de Saint-Symphorien', '22 avenue Maginot']],
  },
];
