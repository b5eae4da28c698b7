import { useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import 'maplibre-gl/dist/maplibre-gl.css';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { CRITERION_LABELS, LOADING_TEXT, kpiScore } from '@airlens/domain';
import type { Criterion } from '@airlens/domain';
import type { GeoBounds } from '../api/list-projects';
import type { InsightsProject } from '@airlens/contract';
import { boundsFromCorners } from './geo-bounds';
import { formatScore } from '@/components/kpi-score';
import { MapDrawLayer, type PixelBox } from './map-draw-layer';
import { MapLegend } from './map-legend';
import { MapMarkerButtons } from './map-marker-buttons';
import { MapProjectCard } from './map-project-card';
import { mapStatusText } from './map-status-text';
import { MapToolbar } from './map-toolbar';
import { useProjectMapInstance } from './use-project-map-instance';

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
  const [isFollowing, setIsFollowing] = useState(false);
  // "Show all, not only the map area" (outside the map) clears the bounds: following the view stops with it,
  // or the switch would stay on over an unfiltered list and the next pan would filter it again.
  const [shownBounds, setShownBounds] = useState(bounds);
  if (bounds !== shownBounds) {
    setShownBounds(bounds);
    if (bounds === null && isFollowing) {
      setIsFollowing(false);
    }
  }
  const [isDrawing, setIsDrawing] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  // Chosen by Enter or Space: focus goes into the preview and comes back to the marker when it closes.
  const [isKeyboardSelection, setIsKeyboardSelection] = useState(false);
  const { mapRef, isReady, mapError, canvasContainer, keyboard } = useProjectMapInstance({
    containerRef,
    mapStyleUrl,
    projects,
    criterion,
    bounds,
    isFollowing,
    onBoundsChange,
    onMarkerClick: setSelectedId,
  });

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

  function handleDrawEnd(box: PixelBox | null): void {
    const map = mapRef.current;
    setIsDrawing(false);
    if (map === null || box === null) {
      return;
    }
    const a = map.unproject([box.x0, box.y0]);
    const b = map.unproject([box.x1, box.y1]);
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

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 460 }}>
      <MapToolbar
        isFollowing={isFollowing}
        isDrawing={isDrawing}
        hasArea={bounds !== null && !isFollowing}
        onFollowChange={handleFollowChange}
        onDrawToggle={() => {
          setIsFollowing(false);
          setIsDrawing(!isDrawing);
        }}
        onClearArea={() => onBoundsChange(null)}
      />
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
        {isDrawing && <MapDrawLayer onDrawEnd={handleDrawEnd} />}
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
            anchor={keyboard.markers.find((marker) => marker.id === selected.id) ?? null}
          />
        )}
      </Box>
      {(mapError !== null || error !== null) && (
        <Alert severity="error" sx={{ m: 1 }}>
          {mapError ?? error}
        </Alert>
      )}
      <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, py: 0.75 }} aria-live="polite">
        {mapStatusText({
          located: projects.length - withoutLocation,
          withoutLocation,
          loaded: projects.length,
          totalElements,
          keyboardStops: keyboard.markers.length,
          markersInView: keyboard.inView,
        })}
      </Typography>
    </Box>
  );
}
