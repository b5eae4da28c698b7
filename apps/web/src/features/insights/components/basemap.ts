import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { StyleSpecification } from 'maplibre-gl';
// Natural Earth 110m admin-0 outlines (public domain) via world-atlas: a static asset fetched only with the map.
import countriesUrl from 'world-atlas/countries-110m.json?url';

/** Colours of the offline basemap: water, land, borders. */
export const BASEMAP_COLORS = { water: '#dce8f2', land: '#f6f5f1', border: '#aeb6c1' } as const;

/** The bundled country outlines as GeoJSON. */
export async function loadCountryOutlines(signal?: AbortSignal): Promise<FeatureCollection> {
  const response = await fetch(countriesUrl, { signal });
  if (!response.ok) {
    throw new Error(`The basemap could not be loaded (HTTP ${response.status}).`);
  }
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  return feature(topology, topology.objects.countries);
}

/** A MapLibre style that needs no network: a water background with country fills and borders, no labels. */
export function offlineBasemapStyle(countries: FeatureCollection): StyleSpecification {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries } },
    layers: [
      { id: 'water', type: 'background', paint: { 'background-color': BASEMAP_COLORS.water } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': BASEMAP_COLORS.land } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': BASEMAP_COLORS.border, 'line-width': 0.7 },
      },
    ],
  };
}
