import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PageLoader } from '@/components/page-loader';
import { useBuildingScene, useFloorImageUrls } from '../api/use-building-scene';
import { useHeatmapTextures, type LoadHeatmapTexture } from '../api/use-heatmap-textures';
import { describeScene } from '../model/scene-description';
import { BuildingCanvas } from '../scene/building-canvas';
import type { OrbitHandle } from '../scene/orbit-rig';
import { Building3dToolbar } from './building-3d-toolbar';
import { SceneTextAlternative } from './scene-text-alternative';
import { WebglBoundary } from './webgl-boundary';

export interface Building3dViewProps {
  projectId: string;
  /** The floor the view was opened from: its building is shown. */
  floorId: string;
  /** Draws a floor's current heatmap; absent when the floor view shows none. */
  loadHeatmap?: LoadHeatmapTexture;
  /** Names the floor view's heatmap request (a new one redraws the floors' heatmaps). */
  heatmapKey?: string;
}

const CANVAS_HEIGHT_PX = 560;

/** A file name from a building or floor name ("HQ 3D.png"), without characters file systems refuse. */
function snapshotName(name: string): string {
  return `${name.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Building'} 3D.png`;
}

/**
 * The building in 3D (docs/ issue #19): floors stacked at their heights with their plans and current heatmap,
 * walls extruded by type, attenuation areas, APs at mounting height with names; orbit, pan and zoom by pointer
 * or keyboard, floor toggles, a PNG snapshot and a text description. Loaded lazily: three.js stays out of the
 * main bundle.
 */
export default function Building3dView({
  projectId,
  floorId,
  loadHeatmap,
  heatmapKey = '',
}: Building3dViewProps) {
  const scene = useBuildingScene(projectId, floorId);
  const floors = scene.data?.floors ?? [];
  const imageUrls = useFloorImageUrls(projectId, floors);
  const [showHeatmap, setShowHeatmap] = useState(true);
  const heatmaps = useHeatmapTextures(
    projectId,
    floors,
    heatmapKey,
    showHeatmap ? (loadHeatmap ?? null) : null,
  );
  const [hiddenFloorIds, setHiddenFloorIds] = useState<ReadonlySet<string>>(new Set());
  const [showNames, setShowNames] = useState(true);
  const [orbit, setOrbit] = useState<OrbitHandle | null>(null);
  const keyTarget = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const descriptionId = useId();

  if (scene.isPending) {
    return <PageLoader />;
  }
  if (scene.isError) {
    return <Alert severity="error">{scene.error.message}</Alert>;
  }
  const model = scene.data;
  const name = model.buildingName ?? model.floors.find((floor) => floor.id === floorId)?.name ?? 'Building';

  const handleKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, (() => void) | undefined> = {
      '+': orbit?.zoomIn,
      '=': orbit?.zoomIn,
      '-': orbit?.zoomOut,
      '0': orbit?.reset,
    };
    const action = actions[event.key];
    if (action !== undefined) {
      event.preventDefault();
      action();
    }
  };
  const saveSnapshot = () => {
    if (canvas.current === null) {
      return;
    }
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = snapshotName(name);
    link.click();
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`${name} in 3D`}
      sx={{ p: { xs: 0.5, sm: 1.5 } }}
    >
      {model.floors.length > 0 && (
        <Building3dToolbar
          floors={model.floors}
          hiddenFloorIds={hiddenFloorIds}
          onToggleFloor={(id) =>
            setHiddenFloorIds((hidden) => {
              const next = new Set(hidden);
              if (!next.delete(id)) {
                next.add(id);
              }
              return next;
            })
          }
          showNames={showNames}
          onShowNames={setShowNames}
          showHeatmap={loadHeatmap === undefined ? null : showHeatmap}
          onShowHeatmap={setShowHeatmap}
          orbit={orbit}
          onSnapshot={saveSnapshot}
        />
      )}
      {model.unscaledFloorNames.length > 0 && (
        <Alert severity="info" sx={{ mb: 1 }}>
          {`Not shown until they have a scale: ${model.unscaledFloorNames.join(', ')}.`}
        </Alert>
      )}
      {heatmaps.failedFloorNames.length > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {`Could not load the heatmap of ${heatmaps.failedFloorNames.join(', ')}.`}
        </Alert>
      )}
      {model.floors.length === 0 ? (
        <Alert severity="info">
          No floor of this building has a scale yet: set one on the floor plan to see it in 3D.
        </Alert>
      ) : (
        <>
          <Box
            ref={keyTarget}
            tabIndex={0}
            role="application"
            aria-roledescription="3D model"
            aria-label={describeScene(model)}
            aria-describedby={descriptionId}
            onKeyDown={handleKeyDown}
            sx={{
              height: CANVAS_HEIGHT_PX,
              borderRadius: 1,
              overflow: 'hidden',
              outlineOffset: 2,
              '&:focus-visible': { outline: (theme) => `3px solid ${theme.palette.primary.main}` },
            }}
          >
            <WebglBoundary>
              <BuildingCanvas
                scene={model}
                imageUrls={imageUrls}
                heatmaps={heatmaps.textures}
                hiddenFloorIds={hiddenFloorIds}
                showNames={showNames}
                keyTarget={keyTarget}
                orbit={setOrbit}
                onCanvas={(element) => {
                  canvas.current = element;
                }}
              />
            </WebglBoundary>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            Drag to orbit, right-drag or arrow keys to pan, Shift+arrows to orbit, wheel or + and − to zoom, 0
            to reset.
          </Typography>
        </>
      )}
      <SceneTextAlternative scene={model} id={descriptionId} />
    </Paper>
  );
}
