/**
 * The districts of Amsterdam where learners and buddies meet (decision 057): a fixed list of the
 * city's well-known areas, each with the coordinates of its middle, so that travel between two
 * can be estimated without a map service.
 */
export const DISTRICTS = [
  { id: 'centrum', name: 'Centrum', latitude: 52.373, longitude: 4.8936 },
  { id: 'jordaan', name: 'Jordaan', latitude: 52.3765, longitude: 4.8812 },
  { id: 'de-pijp', name: 'De Pijp', latitude: 52.3541, longitude: 4.8937 },
  { id: 'oud-west', name: 'Oud-West', latitude: 52.366, longitude: 4.8697 },
  { id: 'oud-zuid', name: 'Oud-Zuid', latitude: 52.3525, longitude: 4.8717 },
  { id: 'oost', name: 'Oost', latitude: 52.361, longitude: 4.923 },
  { id: 'westerpark', name: 'Westerpark', latitude: 52.3855, longitude: 4.8735 },
  { id: 'de-baarsjes', name: 'De Baarsjes', latitude: 52.3683, longitude: 4.855 },
  { id: 'bos-en-lommer', name: 'Bos en Lommer', latitude: 52.379, longitude: 4.848 },
  { id: 'nieuw-west', name: 'Nieuw-West', latitude: 52.364, longitude: 4.808 },
  { id: 'noord', name: 'Noord', latitude: 52.396, longitude: 4.923 },
  { id: 'zuidoost', name: 'Zuidoost', latitude: 52.3125, longitude: 4.965 },
  { id: 'ijburg', name: 'IJburg', latitude: 52.3543, longitude: 5.0003 },
  { id: 'zuidas', name: 'Zuidas', latitude: 52.338, longitude: 4.874 },
  { id: 'watergraafsmeer', name: 'Watergraafsmeer', latitude: 52.3505, longitude: 4.94 },
  { id: 'indische-buurt', name: 'Indische Buurt', latitude: 52.363, longitude: 4.942 },
  {
    id: 'oostelijk-havengebied',
    name: 'Oostelijk Havengebied',
    latitude: 52.3752,
    longitude: 4.933,
  },
  { id: 'rivierenbuurt', name: 'Rivierenbuurt', latitude: 52.3462, longitude: 4.9 },
  { id: 'weesp', name: 'Weesp', latitude: 52.3076, longitude: 5.0419 },
] as const;

export type District = (typeof DISTRICTS)[number];
export type DistrictId = District['id'];
export const DISTRICT_IDS = DISTRICTS.map((d) => d.id) as [DistrictId, ...DistrictId[]];

const BY_ID = new Map<string, District>(DISTRICTS.map((d) => [d.id, d]));

/** The district of an id; undefined for an id not on the list. */
export const districtOf = (id: string): District | undefined => BY_ID.get(id);

/** Known ids only, each once, in the list's order. */
export const normaliseDistricts = (ids: readonly string[]): DistrictId[] =>
  DISTRICT_IDS.filter((id) => ids.includes(id));

/** The names of known districts, in the list's order: "De Pijp, Oud-Zuid". */
export const districtNames = (ids: readonly string[]): string =>
  normaliseDistricts(ids)
    .map((id) => BY_ID.get(id)!.name)
    .join(', ');

const EARTH_RADIUS_KM = 6371;
/** Streets are longer than the straight line between two middles. */
const STREET_FACTOR = 1.3;
const BIKE_KM_PER_HOUR = 15;
const ROUNDED_TO_MINUTES = 5;

/** The straight line between two districts' middles, in km (haversine). */
function kmBetween(a: District, b: District): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/**
 * An estimate of the minutes by bike from one district to another (decision 057): the straight
 * line between their middles, times 1.3 for streets, at 15 km/h, rounded up to 5 minutes; 0 from
 * a district to itself.
 */
export function bikeMinutes(a: District, b: District): number {
  if (a.id === b.id) return 0;
  const minutes = ((kmBetween(a, b) * STREET_FACTOR) / BIKE_KM_PER_HOUR) * 60;
  return Math.max(1, Math.ceil(minutes / ROUNDED_TO_MINUTES)) * ROUNDED_TO_MINUTES;
}

export const DISTRICT_TEXTS = {
  inYourDistrict: 'in your district',
  byBike: (minutes: number) => `about ${minutes} minutes by bike`,
  meetsIn: (names: string) => `Meets in ${names}`,
  unknownDistrict: 'Please choose districts of Amsterdam from the list',
} as const;

/** How far a district is, in words: "in your district" or "about 10 minutes by bike". */
export const travelText = (minutes: number): string =>
  minutes === 0 ? DISTRICT_TEXTS.inYourDistrict : DISTRICT_TEXTS.byBike(minutes);
