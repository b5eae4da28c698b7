import { MAX_PLACE_RESULTS } from '@airlens/contract';

/** One city of the bundled gazetteer (GeoNames, CC-BY 4.0). */
export interface Place {
  /** The GeoNames id, stable across gazetteer updates. */
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2. */
  countryCode: string;
  /** The English country name. */
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** The parsed gazetteer: places largest first, with their search keys and an id lookup. */
export interface Gazetteer {
  places: readonly Place[];
  /** `searchKeys[i]` is the normalised name of `places[i]`. */
  searchKeys: readonly string[];
  byId: ReadonlyMap<number, Place>;
}

/**
 * The form names are compared in: accents folded (São → sao, Kraków → krakow), a few letters NFD does not
 * split mapped by hand, case folded, punctuation and runs of spaces reduced to one space.
 */
export function normalisePlaceName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[łŁ]/g, 'l')
    .replace(/[øØ]/g, 'o')
    .replace(/[đĐ]/g, 'd')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ı/g, 'i')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Country names in English from the ISO code; an unknown code stands for itself. */
function countryNamer(): (code: string) => string {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
  const cache = new Map<string, string>();
  return (code) => {
    let name = cache.get(code);
    if (name === undefined) {
      name = names.of(code) ?? code;
      cache.set(code, name);
    }
    return name;
  };
}

/**
 * Parses the gazetteer TSV written by scripts/extract-gazetteer.mjs (`id name country lat lon population`,
 * `#` comment lines); malformed rows are skipped. Places are ordered by population, largest first.
 */
export function parseGazetteer(text: string): Gazetteer {
  const countryOf = countryNamer();
  const places: Place[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) {
      continue;
    }
    const [id, name = '', countryCode = '', latitude, longitude, population] = line.split('\t');
    const place = {
      id: Number(id),
      name: name.trim(),
      countryCode,
      country: '',
      latitude: Number(latitude),
      longitude: Number(longitude),
      population: Number(population),
    };
    const isValid =
      Number.isSafeInteger(place.id) &&
      place.name !== '' &&
      /^[A-Z]{2}$/.test(countryCode) &&
      Math.abs(place.latitude) <= 90 &&
      Math.abs(place.longitude) <= 180 &&
      Number.isFinite(place.population);
    if (isValid) {
      places.push({ ...place, country: countryOf(countryCode) });
    }
  }
  places.sort((a, b) => b.population - a.population || a.id - b.id);
  return {
    places,
    searchKeys: places.map((place) => normalisePlaceName(place.name)),
    byId: new Map(places.map((place) => [place.id, place])),
  };
}

/**
 * The places whose normalised name starts with the normalised query, largest population first, at most
 * `limit` (1–MAX_PLACE_RESULTS); an empty query answers nothing.
 */
export function searchGazetteer(gazetteer: Gazetteer, query: string, limit: number): Place[] {
  const prefix = normalisePlaceName(query);
  const wanted = Math.min(Math.max(Math.trunc(limit), 1), MAX_PLACE_RESULTS);
  if (prefix === '') {
    return [];
  }
  const found: Place[] = [];
  // Places are stored largest first, so the first matches are the answer: stop as soon as there are enough.
  for (let index = 0; index < gazetteer.places.length && found.length < wanted; index++) {
    const place = gazetteer.places[index];
    if (place !== undefined && gazetteer.searchKeys[index]?.startsWith(prefix) === true) {
      found.push(place);
    }
  }
  return found;
}
