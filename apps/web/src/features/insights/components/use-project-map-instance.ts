import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import type { Criterion } from '@airlens/domain';
import type { GeoBounds } from '../api/list-projects';
import type { InsightsProject } from '@airlens/contract';
import { loadCountryOutlines, offlineBasemapStyle } from './basemap';
import { boundsFromCorners, boxAround, sameBounds } from './geo-bounds';
import { keyboardMarkersOf, type KeyboardMarker } from './keyboard-markers';
import { addOverlayLayers, markersOf, PROJECTS_SOURCE, SELECTION_SOURCE, selectionOf } from './map-layers';

// maplibre-gl 6 ships its worker as a separate file (reference/stack-notes.md).
maplibregl.setWorkerUrl(workerUrl);

/** The keyboard stops of the markers in view (container pixels), and how many markers are in view. */
export interface KeyboardMarkersInView {
  markers: KeyboardMarker[];
  inView: number;
}

function keyboardMarkersIn(
  map: maplibregl.Map,
  projects: readonly InsightsProject[],
  criterion: Criterion,
): KeyboardMarkersInView {
  const canvas = map.getCanvas();
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  return keyboardMarkersOf(projects, criterion, (location) => {
    const point = map.project([location.longitude, location.latitude]);
    return point.x >= 0 && point.x <= width && point.y >= 0 && point.y <= height
      ? { x: point.x, y: point.y }
      : null;
  });
}

export interface ProjectMapInstanceOptions {
  containerRef: RefObject<HTMLDivElement | null>;
  mapStyleUrl: string | null;
  projects: readonly InsightsProject[];
  criterion: Criterion;
  bounds: GeoBounds | null;
  isFollowing: boolean;
  onBoundsChange: (bounds: GeoBounds | null) => void;
  onMarkerClick: (projectId: string) => void;
}

export interface ProjectMapInstance {
  mapRef: RefObject<maplibregl.Map | null>;
  isReady: boolean;
  mapError: string | null;
  /** MapLibre's canvas container once the map has loaded: where the keyboard marker buttons go. */
  canvasContainer: HTMLElement | null;
  keyboard: KeyboardMarkersInView;
}

/**
 * The MapLibre map of the dashboard: created once per style in the container, fed the projects as markers
 * and the area filter as a selection box, following the view into bounds when `isFollowing`.
 */
export function useProjectMapInstance(options: ProjectMapInstanceOptions): ProjectMapInstance {
  const { containerRef, mapStyleUrl, projects, criterion, bounds, isFollowing } = options;
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [mapError, setMapError] = useState<string | null>(null);
  const [canvasContainer, setCanvasContainer] = useState<HTMLElement | null>(null);
  const [keyboard, setKeyboard] = useState<KeyboardMarkersInView>({ markers: [], inView: 0 });
  const markerInputs = useRef({ projects, criterion });
  useLayoutEffect(() => {
    markerInputs.current = { projects, criterion };
  });
  const markerFrame = useRef<number | null>(null);
  const hasFitted = useRef(false);
  // Map events are bound once; they read the latest props through this ref.
  const handlers = useRef(options);
  useLayoutEffect(() => {
    handlers.current = options;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (container === null) {
      return undefined;
    }
    const controller = new AbortController();
    let map: maplibregl.Map | null = null;
    // The marker buttons follow the map once per frame while it moves.
    const scheduleKeyboardMarkers = () => {
      if (markerFrame.current !== null) {
        return;
      }
      markerFrame.current = requestAnimationFrame(() => {
        markerFrame.current = null;
        if (map !== null) {
          const inputs = markerInputs.current;
          setKeyboard(keyboardMarkersIn(map, inputs.projects, inputs.criterion));
        }
      });
    };
    const styleLoad: Promise<string | maplibregl.StyleSpecification> =
      mapStyleUrl === null
        ? loadCountryOutlines(controller.signal).then(offlineBasemapStyle)
        : Promise.resolve(mapStyleUrl);
    styleLoad
      .then((style) => {
        if (controller.signal.aborted) {
          return;
        }
        map = new maplibregl.Map({
          container,
          style,
          center: [10, 30],
          zoom: 1,
          attributionControl: mapStyleUrl === null ? false : { compact: true },
          dragRotate: false,
          pitchWithRotate: false,
          touchPitch: false,
        });
        mapRef.current = map;
        map.addControl(new maplibregl.NavigationControl({ showCompass: false }), 'top-right');
        map.on('load', () => {
          if (map === null) {
            return;
          }
          addOverlayLayers(map);
          setCanvasContainer(map.getCanvasContainer());
          setIsReady(true);
        });
        map.on('move', scheduleKeyboardMarkers);
        map.on('resize', scheduleKeyboardMarkers);
        map.on('click', 'project-markers', (event) => {
          const id: unknown = event.features?.[0]?.properties.id;
          if (typeof id === 'string') {
            handlers.current.onMarkerClick(id);
          }
        });
        map.on('mouseenter', 'project-markers', () => {
          if (map !== null) {
            map.getCanvas().style.cursor = 'pointer';
          }
        });
        map.on('mouseleave', 'project-markers', () => {
          if (map !== null) {
            map.getCanvas().style.cursor = '';
          }
        });
        map.on('moveend', () => {
          const current = handlers.current;
          if (map === null || !current.isFollowing) {
            return;
          }
          const view = map.getBounds();
          const next = boundsFromCorners(view.getSouthWest(), view.getNorthEast());
          if (!sameBounds(next, current.bounds)) {
            current.onBoundsChange(next);
          }
        });
        map.on('error', (event) => {
          if (mapStyleUrl !== null && event.error instanceof Error) {
            setMapError('The map tiles could not be loaded.');
          }
        });
      })
      .catch((cause: unknown) => {
        if (!controller.signal.aborted) {
          setMapError(cause instanceof Error ? cause.message : 'The map could not be loaded.');
        }
      });
    return () => {
      controller.abort();
      if (markerFrame.current !== null) {
        cancelAnimationFrame(markerFrame.current);
        markerFrame.current = null;
      }
      map?.remove();
      mapRef.current = null;
      setCanvasContainer(null);
      setIsReady(false);
    };
  }, [containerRef, mapStyleUrl]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) {
      return;
    }
    const source = map.getSource<maplibregl.GeoJSONSource>(PROJECTS_SOURCE);
    void source?.setData(markersOf(projects, criterion));
    setKeyboard(keyboardMarkersIn(map, projects, criterion));
    if (!hasFitted.current && projects.length > 0) {
      const box = boxAround(
        projects.flatMap((project) => (project.geolocation === null ? [] : [project.geolocation])),
      );
      if (box !== null) {
        hasFitted.current = true;
        map.fitBounds(box, { padding: 48, maxZoom: 12, duration: 0 });
      }
    }
  }, [isReady, projects, criterion]);

  useEffect(() => {
    const map = mapRef.current;
    if (!isReady || map === null) {
      return;
    }
    void map
      .getSource<maplibregl.GeoJSONSource>(SELECTION_SOURCE)
      ?.setData(selectionOf(isFollowing ? null : bounds));
  }, [isReady, bounds, isFollowing]);

  return { mapRef, isReady, mapError, canvasContainer, keyboard };
}
