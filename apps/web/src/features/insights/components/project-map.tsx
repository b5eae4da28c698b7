import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { PointerEvent as ReactPointerEvent } from 'react';
import * as maplibregl from 'maplibre-gl';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import CropFreeIcon from '@mui/icons-material/CropFree';
import { CRITERION_LABELS, LOADING_TEXT, kpiScore } from '@airlens/domain';
import type { Criterion } from '@airlens/domain';
import type { GeoBounds } from '../api/list-projects';
import type { InsightsProject } from '../api/insights-schemas';
import { loadCountryOutlines, offlineBasemapStyle } from './basemap';
import { boundsFromCorners, boxAround, sameBounds } from './geo-bounds';
import { keyboardMarkersOf, type KeyboardMarker } from './keyboard-markers';
import { formatScore } from './kpi-score';
import { addOverlayLayers, markersOf, PROJECTS_SOURCE, SELECTION_SOURCE, selectionOf } from './map-layers';
import { MapLegend } from './map-legend';
import { MapMarkerButtons } from './map-marker-buttons';
import { MapProjectCard } from './map-project-card';

// maplibre-gl 6 ships its worker as a separate file (reference/stack-notes.md).
maplibregl.setWorkerUrl(workerUrl);

export interface ProjectMapProps {
  projects: readonly InsightsProject[];
  /** All projects of the filter, including those beyond the marker limit. */
  totalElements: number;
  isLoading: boolean;
  error: string | null;
  criterion: Criterion;
  /** The list's map filter (null: no filter). */
  bounds: GeoBounds | null;
  onBoundsChange: (bounds: GeoBounds | null) => void;
  onOpenProject: (projectId: string) => void;
  /** A real tile style (config mapStyleUrl); the bundled outlines otherwise. */
  mapStyleUrl: string | null;
}

/** The keyboard stops of the markers in view (container pixels), and how many markers are in view. */
function keyboardMarkersIn(
  map: maplibregl.Map,
  projects: readonly InsightsProject[],
  criterion: Criterion,
): { markers: KeyboardMarker[]; inView: number } {
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

interface DragBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The dashboard map (lazy chunk): projects as markers coloured by the selected criterion over an offline
 * basemap (or the configured tile style). Following the map or drawing a box filters the list by bounds.
 */
export function ProjectMap(props: ProjectMapProps) {
  const {
    projects,
    totalElements,
    isLoading,
    error,
    criterion,
    bounds,
    onBoundsChange,
    onOpenProject,
    mapStyleUrl,
  } = props;
  const containerRef = useRef<HTMLDivElement | null>(null);
  const mapRef = useRef<maplibregl.Map | null>(null);
  const [isReady, setIsReady] = useState(false);
  const [mapError, setMapError] = useState<string | null>(null);
  const [isFollowing, setIsFollowing] = useState(false);
  const [isDrawing, setIsDrawing] = useState(false);
  const [dragBox, setDragBox] = useState<DragBox | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Chosen by Enter or Space: focus goes into the preview and comes back to the marker when it closes.
  const [isKeyboardSelection, setIsKeyboardSelection] = useState(false);
  const [canvasContainer, setCanvasContainer] = useState<HTMLElement | null>(null);
  const [keyboard, setKeyboard] = useState<{ markers: KeyboardMarker[]; inView: number }>({
    markers: [],
    inView: 0,
  });
  const markerInputs = useRef({ projects, criterion });
  useLayoutEffect(() => {
    markerInputs.current = { projects, criterion };
  });
  const markerFrame = useRef<number | null>(null);
  const hasFitted = useRef(false);
  // Map events are bound once; they read the latest props through this ref.
  const handlers = useRef({ onBoundsChange, isFollowing, bounds });
  useLayoutEffect(() => {
    handlers.current = { onBoundsChange, isFollowing, bounds };
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
            setSelectedId(id);
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
  }, [mapStyleUrl]);

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

  function handleFollowChange(isOn: boolean): void {
    setIsFollowing(isOn);
    setIsDrawing(false);
    const map = mapRef.current;
    if (!isOn || map === null) {
      onBoundsChange(null);
      return;
    }
    const view = map.getBounds();
    onBoundsChange(boundsFromCorners(view.getSouthWest(), view.getNorthEast()));
  }

  function pointOf(event: ReactPointerEvent<HTMLDivElement>): { x: number; y: number } {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - rect.left, y: event.clientY - rect.top };
  }

  function handleDrawEnd(): void {
    const map = mapRef.current;
    setIsDrawing(false);
    setDragBox(null);
    if (
      map === null ||
      dragBox === null ||
      Math.abs(dragBox.x1 - dragBox.x0) < 4 ||
      Math.abs(dragBox.y1 - dragBox.y0) < 4
    ) {
      return;
    }
    const a = map.unproject([dragBox.x0, dragBox.y0]);
    const b = map.unproject([dragBox.x1, dragBox.y1]);
    setIsFollowing(false);
    onBoundsChange(boundsFromCorners(a, b));
  }

  function handleMarkerSelect(projectId: string, isKeyboard: boolean): void {
    setSelectedId(projectId);
    setIsKeyboardSelection(isKeyboard);
  }

  function handleCardClose(): void {
    const closedId = selectedId;
    setSelectedId(null);
    if (isKeyboardSelection && canvasContainer !== null) {
      const buttons = canvasContainer.querySelectorAll<HTMLButtonElement>('button[data-marker-id]');
      Array.from(buttons)
        .find((button) => button.dataset.markerId === closedId)
        ?.focus();
    }
  }

  const selected = projects.find((project) => project.id === selectedId) ?? null;
  const withoutLocation = projects.filter((project) => project.geolocation === null).length;
  const located = projects.length - withoutLocation;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 460 }}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          px: 1.5,
          py: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={isFollowing}
              onChange={(event) => handleFollowChange(event.target.checked)}
            />
          }
          label="Filter list by map view"
        />
        <Button
          size="small"
          variant={isDrawing ? 'contained' : 'outlined'}
          startIcon={<CropFreeIcon />}
          aria-pressed={isDrawing}
          onClick={() => {
            setIsFollowing(false);
            setIsDrawing(!isDrawing);
          }}
        >
          Draw area
        </Button>
        {bounds !== null && !isFollowing && (
          <Button size="small" onClick={() => onBoundsChange(null)}>
            Clear area
          </Button>
        )}
      </Box>
      <Box sx={{ height: 4 }}>{isLoading && <LinearProgress aria-label={LOADING_TEXT} />}</Box>
      <Box sx={{ position: 'relative', flexGrow: 1, minHeight: 380 }}>
        <Box sx={{ position: 'absolute', inset: 0 }}>
          {/* MapLibre makes its container position: relative, so it sits inside a box that fills the panel. */}
          <Box
            ref={containerRef}
            data-testid="project-map"
            data-ready={isReady ? 'true' : 'false'}
            sx={{ width: '100%', height: '100%' }}
          />
        </Box>
        {canvasContainer !== null &&
          // Inside MapLibre's canvas container, so dragging or zooming over a marker still moves the map.
          createPortal(
            <MapMarkerButtons markers={keyboard.markers} onSelect={handleMarkerSelect} />,
            canvasContainer,
          )}
        {isDrawing && (
          <Box
            data-testid="map-draw-layer"
            aria-hidden="true"
            sx={{ position: 'absolute', inset: 0, cursor: 'crosshair', zIndex: 2, touchAction: 'none' }}
            onPointerDown={(event) => {
              event.currentTarget.setPointerCapture(event.pointerId);
              const point = pointOf(event);
              setDragBox({ x0: point.x, y0: point.y, x1: point.x, y1: point.y });
            }}
            onPointerMove={(event) => {
              if (dragBox !== null) {
                const point = pointOf(event);
                setDragBox({ ...dragBox, x1: point.x, y1: point.y });
              }
            }}
            onPointerUp={handleDrawEnd}
          >
            {dragBox !== null && (
              <Box
                sx={{
                  position: 'absolute',
                  left: Math.min(dragBox.x0, dragBox.x1),
                  top: Math.min(dragBox.y0, dragBox.y1),
                  width: Math.abs(dragBox.x1 - dragBox.x0),
                  height: Math.abs(dragBox.y1 - dragBox.y0),
                  border: '2px dashed #0b5cad',
                  bgcolor: 'rgba(11, 92, 173, 0.08)',
                }}
              />
            )}
          </Box>
        )}
        <MapLegend criterionLabel={CRITERION_LABELS[criterion]} />
        {selected !== null && (
          <MapProjectCard
            key={selected.id}
            name={selected.name}
            city={selected.city}
            country={selected.country}
            scoreText={`${CRITERION_LABELS[criterion]}: ${formatScore(kpiScore(selected, criterion))}`}
            onOpen={() => onOpenProject(selected.id)}
            onClose={handleCardClose}
            isFocusedOnOpen={isKeyboardSelection}
          />
        )}
      </Box>
      {(mapError !== null || error !== null) && (
        <Alert severity="error" sx={{ m: 1 }}>
          {mapError ?? error}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, py: 0.75 }} aria-live="polite">
        {[
          totalElements > projects.length
            ? `${located.toLocaleString('en-US')} of ${totalElements.toLocaleString('en-US')} projects on the map`
            : `${located.toLocaleString('en-US')} ${located === 1 ? 'project' : 'projects'} on the map`,
          withoutLocation > 0 ? `${withoutLocation} without a location` : null,
          keyboard.inView > keyboard.markers.length
            ? `zoom in to reach every marker with the keyboard (${keyboard.markers.length} of ${keyboard.inView})`
            : null,
        ]
          .filter((part) => part !== null)
          .join(' · ')}
      </Typography>
    </Box>
  );
}
