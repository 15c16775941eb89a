import type { GeoPosition } from '@atelier/contract';

/**
 * Placing a French search on the map without a geocoding service (nothing may be fetched at run time, and the
 * communes data of @etalab/decoupage-administratif has no coordinates). The built-in provider first uses its
 * own points (a postal code or a town it has points in is placed at their centre); else the department's
 * prefecture below, from the postal code: right within a few tens of kilometres, enough to sort a network's
 * points by distance.
 */
const DEPARTMENT_CENTRES: Record<string, [number, number]> = {
  '01': [46.2052, 5.2255], // Bourg-en-Bresse
  '02': [49.5641, 3.6199], // Laon
  '03': [46.5656, 3.3326], // Moulins
  '04': [44.0925, 6.2356], // Digne-les-Bains
  '05': [44.5594, 6.0786], // Gap
  '06': [43.7031, 7.2661], // Nice
  '07': [44.7353, 4.5992], // Privas
  '08': [49.7734, 4.7206], // Charleville-Mézières
  '09': [42.9653, 1.6073], // Foix
  '10': [48.2973, 4.0744], // Troyes
  '11': [43.213, 2.3491], // Carcassonne
  '12': [44.3506, 2.575], // Rodez
  '13': [43.2965, 5.3698], // Marseille
  '14': [49.1829, -0.3707], // Caen
  '15': [44.9264, 2.4397], // Aurillac
  '16': [45.6484, 0.1562], // Angoulême
  '17': [46.1603, -1.1511], // La Rochelle
  '18': [47.081, 2.3988], // Bourges
  '19': [45.267, 1.771], // Tulle
  '2A': [41.9192, 8.7386], // Ajaccio
  '2B': [42.6973, 9.4509], // Bastia
  '21': [47.322, 5.0415], // Dijon
  '22': [48.5141, -2.7603], // Saint-Brieuc
  '23': [46.171, 1.8718], // Guéret
  '24': [45.1846, 0.7214], // Périgueux
  '25': [47.2378, 6.0241], // Besançon
  '26': [44.9334, 4.8924], // Valence
  '27': [49.027, 1.1508], // Évreux
  '28': [48.4469, 1.4892], // Chartres
  '29': [47.996, -4.1024], // Quimper
  '30': [43.8367, 4.3601], // Nîmes
  '31': [43.6047, 1.4442], // Toulouse
  '32': [43.6465, 0.5855], // Auch
  '33': [44.8378, -0.5792], // Bordeaux
  '34': [43.6108, 3.8767], // Montpellier
  '35': [48.1173, -1.6778], // Rennes
  '36': [46.8103, 1.6913], // Châteauroux
  '37': [47.3941, 0.6848], // Tours
  '38': [45.1885, 5.7245], // Grenoble
  '39': [46.6747, 5.5546], // Lons-le-Saunier
  '40': [43.8902, -0.4994], // Mont-de-Marsan
  '41': [47.5861, 1.3359], // Blois
  '42': [45.4397, 4.3872], // Saint-Étienne
  '43': [45.0434, 3.8858], // Le Puy-en-Velay
  '44': [47.2184, -1.5536], // Nantes
  '45': [47.9029, 1.9093], // Orléans
  '46': [44.4475, 1.4419], // Cahors
  '47': [44.2033, 0.6163], // Agen
  '48': [44.5181, 3.5006], // Mende
  '49': [47.4784, -0.5632], // Angers
  '50': [49.1157, -1.0908], // Saint-Lô
  '51': [48.9566, 4.3631], // Châlons-en-Champagne
  '52': [48.1113, 5.1392], // Chaumont
  '53': [48.0706, -0.7734], // Laval
  '54': [48.6921, 6.1844], // Nancy
  '55': [48.7727, 5.1604], // Bar-le-Duc
  '56': [47.6582, -2.7608], // Vannes
  '57': [49.1193, 6.1757], // Metz
  '58': [46.9908, 3.1591], // Nevers
  '59': [50.6292, 3.0573], // Lille
  '60': [49.4295, 2.0807], // Beauvais
  '61': [48.4329, 0.0913], // Alençon
  '62': [50.291, 2.7775], // Arras
  '63': [45.7772, 3.087], // Clermont-Ferrand
  '64': [43.2951, -0.3708], // Pau
  '65': [43.2328, 0.0781], // Tarbes
  '66': [42.6987, 2.8956], // Perpignan
  '67': [48.5734, 7.7521], // Strasbourg
  '68': [48.0794, 7.3585], // Colmar
  '69': [45.764, 4.8357], // Lyon
  '70': [47.6223, 6.1554], // Vesoul
  '71': [46.3069, 4.8287], // Mâcon
  '72': [48.0061, 0.1996], // Le Mans
  '73': [45.5646, 5.9178], // Chambéry
  '74': [45.8992, 6.1294], // Annecy
  '75': [48.8566, 2.3522], // Paris
  '76': [49.4432, 1.0999], // Rouen
  '77': [48.5421, 2.6554], // Melun
  '78': [48.8049, 2.1204], // Versailles
  '79': [46.3237, -0.4648], // Niort
  '80': [49.8941, 2.2958], // Amiens
  '81': [43.9289, 2.1464], // Albi
  '82': [44.0176, 1.355], // Montauban
  '83': [43.1242, 5.928], // Toulon
  '84': [43.9493, 4.8055], // Avignon
  '85': [46.6705, -1.426], // La Roche-sur-Yon
  '86': [46.5802, 0.3404], // Poitiers
  '87': [45.8336, 1.2611], // Limoges
  '88': [48.1725, 6.4495], // Épinal
  '89': [47.7982, 3.5673], // Auxerre
  '90': [47.6397, 6.8638], // Belfort
  '91': [48.629, 2.441], // Évry
  '92': [48.8924, 2.2069], // Nanterre
  '93': [48.9086, 2.4397], // Bobigny
  '94': [48.7904, 2.4556], // Créteil
  '95': [49.0361, 2.0761], // Cergy-Pontoise
  '971': [15.9985, -61.7255], // Basse-Terre
  '972': [14.6161, -61.0588], // Fort-de-France
  '973': [4.9224, -52.3135], // Cayenne
  '974': [-20.8823, 55.4504], // Saint-Denis
  '976': [-12.7806, 45.2279], // Mamoudzou
};

/** The department of a French postal code: two digits, 2A/2B in Corsica (200–201 / 202–206), three overseas. */
export function departmentOfPostalCode(postalCode: string): string | null {
  const code = postalCode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(code)) return null;
  if (code.startsWith('97')) return code.slice(0, 3);
  if (code.startsWith('20')) return Number(code.slice(0, 3)) < 202 ? '2A' : '2B';
  return code.slice(0, 2);
}

/** The prefecture of a department, or null for an unknown one. */
export function departmentCentre(department: string): GeoPosition | null {
  const centre = DEPARTMENT_CENTRES[department];
  return centre ? { latitude: centre[0], longitude: centre[1] } : null;
}

const EARTH_RADIUS_METRES = 6_371_008.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(from: GeoPosition, to: GeoPosition): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METRES * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The mean position of points (close together: a town's), or null for none. */
export function centreOf(points: readonly GeoPosition[]): GeoPosition | null {
  if (points.length === 0) return null;
  let latitude = 0;
  let longitude = 0;
  for (const point of points) {
    latitude += point.latitude;
    longitude += point.longitude;
  }
  return { latitude: latitude / points.length, longitude: longitude / points.length };
}
