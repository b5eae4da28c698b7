import type { FeatureCollection, Point } from 'geojson';
import type * as maplibregl from 'maplibre-gl';
import { kpiScore } from '@airlens/domain';
import type { Criterion } from '@airlens/domain';
import { TONE_COLORS } from '@/components/tone-badge';
import type { GeoBounds } from '../api/list-projects';
import type { InsightsProject } from '@airlens/contract';
import { scoreTone } from '@/components/kpi-score';

export const PROJECTS_SOURCE = 'projects';
export const SELECTION_SOURCE = 'selection';

/** Projects with a location as map points, each with the tone of its score on the criterion. */
export function markersOf(
  projects: readonly InsightsProject[],
  criterion: Criterion,
): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: projects.flatMap((project) =>
      project.geolocation === null
        ? []
        : [
            {
              type: 'Feature' as const,
              id: project.id,
              geometry: {
                type: 'Point' as const,
                coordinates: [project.geolocation.longitude, project.geolocation.latitude],
              },
              properties: { id: project.id, tone: scoreTone(kpiScore(project, criterion)) },
            },
          ],
    ),
  };
}

/** The map-area filter as a rectangle, or nothing. */
export function selectionOf(bounds: GeoBounds | null): FeatureCollection {
  if (bounds === null) {
    return { type: 'FeatureCollection', features: [] };
  }
  const { minLongitude: w, maxLongitude: e, minLatitude: s, maxLatitude: n } = bounds;
  return {
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [w, s],
              [e, s],
              [e, n],
              [w, n],
              [w, s],
            ],
          ],
        },
      },
    ],
  };
}

/** The selection rectangle and the project markers, coloured good, bad or no data. */
export function addOverlayLayers(map: maplibregl.Map): void {
  map.addSource(PROJECTS_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addSource(SELECTION_SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
  map.addLayer({
    id: 'selection-fill',
    type: 'fill',
    source: SELECTION_SOURCE,
    paint: { 'fill-color': '#0b5cad', 'fill-opacity': 0.08 },
  });
  map.addLayer({
    id: 'selection-line',
    type: 'line',
    source: SELECTION_SOURCE,
    paint: { 'line-color': '#0b5cad', 'line-width': 1.5, 'line-dasharray': [3, 2] },
  });
  map.addLayer({
    id: 'project-markers',
    type: 'circle',
    source: PROJECTS_SOURCE,
    paint: {
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 1, 5, 8, 8],
      'circle-color': [
        'match',
        ['get', 'tone'],
        'good',
        TONE_COLORS.good.marker,
        'bad',
        TONE_COLORS.bad.marker,
        TONE_COLORS.none.marker,
      ],
      'circle-stroke-color': '#ffffff',
      'circle-stroke-width': 1.5,
    },
  });
}
