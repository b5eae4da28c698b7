import { useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LOADING_TEXT } from '@airlens/domain';
import { useFloorView } from '../hooks/use-floor-view';
import { markerRadiusUnits, toFloorUnits } from './floor-geometry';
import type { FloorSize } from './floor-geometry';
import { FloorZoomControls } from './floor-zoom-controls';
import { KeyboardCursor } from './keyboard-cursor';
import { PlanLayer } from '@/components/plan-layer';

export interface FloorPoint {
  x: number;
  y: number;
}

export interface FloorStageProps {
  floorName: string;
  size: FloorSize;
  /** The plan image; null while it loads or when it failed (`imageError`). */
  imageUrl: string | null;
  imageError: string | null;
  /**
   * Layers drawn over the image in order (heatmap, AP markers); each fills the stage. Given the screen pixels
   * per plan unit at the current zoom (0 before layout), so labels can keep a readable size and declutter.
   */
  layers: (pixelsPerUnit: number) => ReactNode;
  isInspecting: boolean;
  inspectedPoint: FloorPoint | null;
  /** Positions of the samples the inspect answer used. */
  samplePoints: readonly FloorPoint[];
  onInspect: (point: FloorPoint) => void;
}

/** Share of the plan one arrow key press moves the inspect crosshair. */
const KEY_STEP = 0.02;

/**
 * The floor plan drawn at the largest size that fits (keeping its proportions), with layers over it, zoomed and
 * panned by wheel, pinch, drag, the zoom buttons and keys (+, −, 0, arrows) on the focused plan. In inspect
 * mode a click, or Enter on the focused plan (arrow keys move the crosshair), inspects that point.
 */
export function FloorStage(props: FloorStageProps) {
  const {
    floorName,
    size,
    imageUrl,
    imageError,
    layers,
    isInspecting,
    inspectedPoint,
    samplePoints,
    onInspect,
  } = props;
  const [cursor, setCursor] = useState<FloorPoint>({ x: size.widthUnits / 2, y: size.heightUnits / 2 });
  const [isFocused, setIsFocused] = useState(false);
  const viewportRef = useRef<HTMLDivElement>(null);
  const planRef = useRef<HTMLDivElement>(null);
  const floorView = useFloorView(viewportRef);
  const { view } = floorView;
  const ratio = size.widthUnits / Math.max(1, size.heightUnits);
  const radius = markerRadiusUnits(size);
  const pixelsPerUnit = (floorView.viewportWidth * view.zoom) / Math.max(1, size.widthUnits);

  function handleClick(event: MouseEvent<HTMLDivElement>): void {
    if (!isInspecting || floorView.wasDragged() || planRef.current === null) {
      return;
    }
    // The plan element carries the zoom transform, so its on-screen box maps the pointer back to plan units.
    const point = toFloorUnits(
      planRef.current.getBoundingClientRect(),
      { x: event.clientX, y: event.clientY },
      size,
    );
    setCursor(point);
    onInspect(point);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    // Arrow keys pan the plan, except in inspect mode where they move the crosshair.
    if (floorView.handleKey(event, !isInspecting) || !isInspecting) {
      return;
    }
    const step = { x: size.widthUnits * KEY_STEP, y: size.heightUnits * KEY_STEP };
    const moves: Record<string, FloorPoint> = {
      ArrowLeft: { x: -step.x, y: 0 },
      ArrowRight: { x: step.x, y: 0 },
      ArrowUp: { x: 0, y: -step.y },
      ArrowDown: { x: 0, y: step.y },
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setCursor({
        x: Math.min(size.widthUnits, Math.max(0, cursor.x + move.x)),
        y: Math.min(size.heightUnits, Math.max(0, cursor.y + move.y)),
      });
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onInspect(cursor);
    }
  }

  return (
    <Box sx={{ width: `min(100%, calc(72vh * ${ratio}))`, mx: 'auto' }}>
      <FloorZoomControls
        zoom={view.zoom}
        onZoomIn={floorView.zoomIn}
        onZoomOut={floorView.zoomOut}
        onReset={floorView.reset}
      />
      <Box
        ref={viewportRef}
        data-testid="floor-stage"
        data-zoom={view.zoom.toFixed(3)}
        role="group"
        tabIndex={0}
        aria-label={
          isInspecting
            ? `${floorName} floor plan: arrow keys move the crosshair, Enter inspects the point`
            : `${floorName} floor plan: + and − zoom, arrow keys pan, 0 resets the view`
        }
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        {...floorView.pointerHandlers}
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${size.widthUnits} / ${size.heightUnits}`,
          overflow: 'hidden',
          bgcolor: '#fafafa',
          border: 1,
          borderColor: 'divider',
          touchAction: 'none',
          cursor: isInspecting ? 'crosshair' : view.zoom > 1 ? 'grab' : 'default',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
        }}
      >
        <Box
          ref={planRef}
          data-testid="floor-plan-layer"
          style={{
            transform: `translate(${view.panX}px, ${view.panY}px) scale(${view.zoom})`,
            transformOrigin: '0 0',
          }}
          sx={{ position: 'absolute', inset: 0 }}
        >
          {imageUrl !== null && (
            <Box
              component="img"
              src={imageUrl}
              alt={`${floorName} floor plan`}
              sx={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                display: 'block',
                userSelect: 'none',
              }}
              draggable={false}
            />
          )}
          {imageUrl === null && (
            <Typography
              variant="body2"
              color={imageError === null ? 'text.secondary' : 'error'}
              sx={{ position: 'absolute', top: '50%', width: '100%', textAlign: 'center' }}
            >
              {imageError ?? LOADING_TEXT}
            </Typography>
          )}
          {layers(pixelsPerUnit)}
          {isInspecting && (
            <PlanLayer aria-hidden="true" size={size}>
              {samplePoints.map((point) => (
                <circle
                  key={`${point.x}-${point.y}`}
                  cx={point.x}
                  cy={point.y}
                  r={radius * 0.6}
                  fill="#ffffff"
                  stroke="#5b3fb8"
                  strokeWidth={radius * 0.3}
                />
              ))}
              {inspectedPoint !== null && (
                <g data-testid="inspect-marker" stroke="#1f2328" strokeWidth={radius * 0.3}>
                  <circle cx={inspectedPoint.x} cy={inspectedPoint.y} r={radius * 1.4} fill="none" />
                  <path
                    d={`M${inspectedPoint.x - radius * 2} ${inspectedPoint.y}h${radius * 4}M${inspectedPoint.x} ${inspectedPoint.y - radius * 2}v${radius * 4}`}
                  />
                </g>
              )}
              {isFocused && <KeyboardCursor x={cursor.x} y={cursor.y} radius={radius} />}
            </PlanLayer>
          )}
        </Box>
      </Box>
    </Box>
  );
}
