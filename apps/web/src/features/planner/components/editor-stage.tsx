import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';
import { rectOfCorners, type PlanRect } from '../editor/box-selection';
import { planCoordAt, viewTransform } from '../editor/plan-viewport';
import { usePlanViewport } from '../hooks/use-plan-viewport';
import type { PlanCoord } from '../model/design-view';
import { ZoomControls } from './zoom-controls';

export interface EditorStageProps {
  floorName: string;
  widthUnits: number;
  heightUnits: number;
  imageUrl: string | null;
  /** The live heatmap, under the markers. */
  heatmap: ReactNode;
  /** Walls, APs and drawing aids, in plan units (an SVG group). */
  children: ReactNode;
  cursor: string;
  /**
   * A press on the plan (after a marker's own pointer-down). Return true when the press was handled (a marker
   * grabbed, an AP placed, a wall corner added): then no selection box starts.
   */
  onPlanPointerDown: (coord: PlanCoord, event: PointerEvent<SVGSVGElement>) => boolean | void;
  onPlanPointerMove: (coord: PlanCoord, event: PointerEvent<SVGSVGElement>) => void;
  onPlanPointerUp: (coord: PlanCoord, event: PointerEvent<SVGSVGElement>) => void;
  onPlanDoubleClick: () => void;
  /**
   * With a drawing tool the plan itself takes focus: arrow keys move the keyboard cursor, Space places an AP or a
   * wall corner there, Enter finishes the wall (null: the plan is not focusable, its APs and walls are).
   */
  onPlanKeyDown: ((event: KeyboardEvent<SVGSVGElement>) => void) | null;
  keyboardHint: string;
  /**
   * A drag on the plan that no one handled draws a selection box; on release this gets the box in plan units and
   * whether Shift or Ctrl was held (add to the selection). Without it, no box is drawn.
   */
  onBoxSelect?: (rect: PlanRect, isAdding: boolean) => void;
}

interface BoxDrag {
  pointerId: number;
  start: PlanCoord;
  end: PlanCoord;
  startClient: { x: number; y: number };
  isAdding: boolean;
}

/** A press that moves less than this (screen pixels) is a click, not a box. */
const BOX_MIN_PIXELS = 4;

function isAddingKey(event: { shiftKey: boolean; ctrlKey: boolean; metaKey: boolean }): boolean {
  return event.shiftKey || event.ctrlKey || event.metaKey;
}

/**
 * The floor plan being edited with the live heatmap over it and the editable walls and APs on top, in a view that
 * zooms (fit … 16×) and pans; pointer events are reported in plan units at any zoom. A drag on empty plan draws a
 * selection box when the editor asks for one.
 */
export function EditorStage(props: EditorStageProps) {
  const [box, setBox] = useState<BoxDrag | null>(null);
  const boxRef = useRef<BoxDrag | null>(null);
  const hintId = useId();
  const { stageRef, stageHandlers, ...viewport } = usePlanViewport({ onPinchStart: () => updateBox(null) });
  const size = { widthUnits: props.widthUnits, heightUnits: props.heightUnits };

  function updateBox(next: BoxDrag | null): void {
    boxRef.current = next;
    setBox(next);
  }

  function coordOf(event: PointerEvent<SVGSVGElement>): PlanCoord {
    return planCoordAt(viewport.view, viewport.stagePointOf(event), size);
  }

  function handlePointerDown(event: PointerEvent<SVGSVGElement>): void {
    const coord = coordOf(event);
    const isHandled = props.onPlanPointerDown(coord, event) === true;
    if (isHandled || props.onBoxSelect === undefined || event.button !== 0 || !event.isPrimary) {
      return;
    }
    try {
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // The pointer is gone already; the box still follows it while over the plan.
    }
    updateBox({
      pointerId: event.pointerId,
      start: coord,
      end: coord,
      startClient: { x: event.clientX, y: event.clientY },
      isAdding: isAddingKey(event),
    });
  }

  function handlePointerMove(event: PointerEvent<SVGSVGElement>): void {
    const coord = coordOf(event);
    props.onPlanPointerMove(coord, event);
    const current = boxRef.current;
    if (current !== null && current.pointerId === event.pointerId) {
      updateBox({ ...current, end: coord });
    }
  }

  function handlePointerUp(event: PointerEvent<SVGSVGElement>): void {
    const coord = coordOf(event);
    props.onPlanPointerUp(coord, event);
    const current = boxRef.current;
    if (current === null || current.pointerId !== event.pointerId) {
      return;
    }
    updateBox(null);
    const moved = Math.hypot(event.clientX - current.startClient.x, event.clientY - current.startClient.y);
    if (moved >= BOX_MIN_PIXELS) {
      props.onBoxSelect?.(rectOfCorners(current.start, coord), current.isAdding || isAddingKey(event));
    }
  }

  const boxRect = box === null ? null : rectOfCorners(box.start, box.end);
  const cursor = viewport.isPanning ? 'grabbing' : viewport.isPanReady ? 'grab' : props.cursor;
  return (
    <Box
      sx={{
        width: `min(100%, calc(72vh * ${props.widthUnits / Math.max(1, props.heightUnits)}))`,
        mx: 'auto',
      }}
    >
      <ZoomControls
        zoom={viewport.view.zoom}
        isHandMode={viewport.isHandMode}
        onHandModeChange={viewport.setHandMode}
        onZoomIn={viewport.zoomIn}
        onZoomOut={viewport.zoomOut}
        onFit={viewport.fit}
      />
      <Box sx={{ border: 1, borderColor: 'divider' }}>
        <Box
          ref={stageRef}
          data-testid="editor-stage"
          role="region"
          tabIndex={0}
          aria-label={`${props.floorName} plan view`}
          aria-describedby={hintId}
          {...stageHandlers}
          sx={{
            position: 'relative',
            width: '100%',
            aspectRatio: `${props.widthUnits} / ${props.heightUnits}`,
            overflow: 'hidden',
            bgcolor: '#fafafa',
            touchAction: 'none',
            outline: 'none',
            '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
          }}
        >
          <Box component="span" id={hintId} sx={visuallyHidden}>
            Plus and minus zoom, 0 fits the plan, arrow keys pan the view; drag with the middle button or hold
            Space to pan.
          </Box>
          <Box
            data-testid="editor-plan-layer"
            sx={{ position: 'absolute', inset: 0, transformOrigin: '0 0' }}
            style={{ transform: viewTransform(viewport.view) }}
          >
            {props.imageUrl === null ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ position: 'absolute', top: '50%', width: '100%', textAlign: 'center' }}
              >
                This floor has no plan image.
              </Typography>
            ) : (
              <Box
                component="img"
                src={props.imageUrl}
                alt={`${props.floorName} floor plan`}
                draggable={false}
                sx={{
                  position: 'absolute',
                  inset: 0,
                  width: '100%',
                  height: '100%',
                  display: 'block',
                  userSelect: 'none',
                }}
              />
            )}
            {props.heatmap}
            <svg
              data-testid="editor-plan"
              role="group"
              aria-label={`${props.floorName}: walls and access points${props.onPlanKeyDown === null ? '' : `. ${props.keyboardHint}`}`}
              {...(props.onPlanKeyDown === null ? {} : { tabIndex: 0, onKeyDown: props.onPlanKeyDown })}
              viewBox={`0 0 ${props.widthUnits} ${props.heightUnits}`}
              preserveAspectRatio="none"
              style={{
                position: 'absolute',
                inset: 0,
                width: '100%',
                height: '100%',
                cursor,
                overflow: 'visible',
              }}
              onPointerDown={handlePointerDown}
              onPointerMove={handlePointerMove}
              onPointerUp={handlePointerUp}
              onPointerCancel={() => updateBox(null)}
              onDoubleClick={props.onPlanDoubleClick}
            >
              {props.children}
              {boxRect !== null && (
                <rect
                  data-testid="selection-box"
                  aria-hidden="true"
                  pointerEvents="none"
                  x={boxRect.x0}
                  y={boxRect.y0}
                  width={boxRect.x1 - boxRect.x0}
                  height={boxRect.y1 - boxRect.y0}
                  fill="#0b5cad"
                  fillOpacity={0.08}
                  stroke="#0b5cad"
                  strokeWidth={1}
                  strokeDasharray="4 3"
                  vectorEffect="non-scaling-stroke"
                />
              )}
            </svg>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
