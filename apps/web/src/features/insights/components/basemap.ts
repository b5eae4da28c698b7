import type { Feature, FeatureCollection, Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { StyleSpecification } from 'maplibre-gl';
// Natural Earth 110m admin-0 outlines (public domain) via world-atlas: a static asset fetched only with the map.
import countriesUrl from 'world-atlas/countries-110m.json?url';

/** Colours of the offline basemap: water, land, borders. */
export const BASEMAP_COLORS = { water: '#dce8f2', land: '#f6f5f1', border: '#aeb6c1' } as const;

/**
 * A ring whose edges jump across the antimeridian (±180°) made continuous by shifting longitudes ±360°, or null
 * for a ring around a pole (Antarctica), which cannot be drawn on a flat map without a seam.
 */
export function unwrapRing(ring: readonly Position[]): Position[] | null {
  const out: Position[] = [];
  let offset = 0;
  let previous: number | null = null;
  for (const [longitude = 0, latitude = 0] of ring) {
    if (previous !== null) {
      const jump = longitude + offset - previous;
      if (jump > 180) {
        offset -= 360;
      } else if (jump < -180) {
        offset += 360;
      }
    }
    previous = longitude + offset;
    out.push([previous, latitude]);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first !== undefined && last !== undefined && Math.abs((first[0] ?? 0) - (last[0] ?? 0)) > 180) {
    return null;
  }
  return out;
}

function unwrapPolygon(rings: readonly Position[][]): Position[][] | null {
  const outer = rings[0] === undefined ? null : unwrapRing(rings[0]);
  if (outer === null) {
    return null;
  }
  return [
    outer,
    ...rings.slice(1).flatMap((ring) => {
      const unwrapped = unwrapRing(ring);
      return unwrapped === null ? [] : [unwrapped];
    }),
  ];
}

function unwrapGeometry(geometry: Geometry | null): Polygon | MultiPolygon | null {
  if (geometry === null) {
    return null;
  }
  if (geometry.type === 'Polygon') {
    const polygon = unwrapPolygon(geometry.coordinates);
    return polygon === null ? null : { type: 'Polygon', coordinates: polygon };
  }
  if (geometry.type === 'MultiPolygon') {
    const polygons = geometry.coordinates.flatMap((polygon) => {
      const unwrapped = unwrapPolygon(polygon);
      return unwrapped === null ? [] : [unwrapped];
    });
    return polygons.length === 0 ? null : { type: 'MultiPolygon', coordinates: polygons };
  }
  return null;
}

/** Country outlines drawable on a Web Mercator map: antimeridian seams closed, polar rings left out. */
export function drawableOutlines(countries: FeatureCollection): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: countries.features.flatMap((country): Feature[] => {
      const geometry = unwrapGeometry(country.geometry);
      return geometry === null ? [] : [{ ...country, geometry }];
    }),
  };
}

/** The bundled country outlines as GeoJSON. */
export async function loadCountryOutlines(signal?: AbortSignal): Promise<FeatureCollection> {
  const response = await fetch(countriesUrl, { signal });
  if (!response.ok) {
    throw new Error(`The basemap could not be loaded (HTTP ${response.status}).`);
  }
  const topology = (await response.json()) as Topology<{ countries: GeometryCollection }>;
  return drawableOutlines(feature(topology, topology.objects.countries));
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
