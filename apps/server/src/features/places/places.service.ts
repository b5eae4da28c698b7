import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseGazetteer, searchGazetteer, type Gazetteer, type Place } from './gazetteer';

/**
 * Beside this module in the sources, beside main.js in the build (scripts/build.mjs copies the folder), so
 * one relative path serves both.
 */
export const GAZETTEER_FILE = join(dirname(fileURLToPath(import.meta.url)), 'gazetteer', 'cities.tsv');

let loading: Promise<Gazetteer> | null = null;

/** The bundled gazetteer, read and parsed on first use only (about 24,000 places), then kept. */
function loadGazetteer(): Promise<Gazetteer> {
  if (loading === null) {
    loading = readFile(GAZETTEER_FILE, 'utf8').then(parseGazetteer);
    // A failed read is not cached: the next search tries again.
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Cities whose name starts with `query` (accents and case folded), largest first, at most `limit`. */
export async function searchPlaces(query: string, limit: number): Promise<Place[]> {
  return searchGazetteer(await loadGazetteer(), query, limit);
}

/** The place with this GeoNames id, or null when the gazetteer has none. */
export async function getPlace(id: number): Promise<Place | null> {
  return (await loadGazetteer()).byId.get(id) ?? null;
}

/** The location columns a place sets on a project. */
export function locationOfPlace(place: Place): {
  city: string;
  country: string;
  latitude: number;
  longitude: number;
} {
  return { city: place.name, country: place.country, latitude: place.latitude, longitude: place.longitude };
}

export type { Place };
