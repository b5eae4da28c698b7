import { useRef } from 'react';
import type { KeyboardEvent, PointerEvent, ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PlanCoord } from '../model/design-view';

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
  onPlanPointerDown: (coord: PlanCoord, event: PointerEvent<SVGSVGElement>) => void;
  onPlanPointerMove: (coord: PlanCoord, event: PointerEvent<SVGSVGElement>) => void;
  onPlanPointerUp: (coord: PlanCoord, event: PointerEvent<SVGSVGElement>) => void;
  onPlanDoubleClick: () => void;
  /**
   * With a drawing tool the plan itself takes focus: arrow keys move the keyboard cursor, Space places an AP or a
   * wall corner there, Enter finishes the wall (null: the plan is not focusable, its APs and walls are).
   */
  onPlanKeyDown: ((event: KeyboardEvent<SVGSVGElement>) => void) | null;
  keyboardHint: string;
}

/** The plan point under the pointer: the SVG fills the plan box, so its on-screen box maps back to plan units. */
function planCoordOf(
  svg: SVGSVGElement,
  event: { clientX: number; clientY: number },
  size: { widthUnits: number; heightUnits: number },
): PlanCoord {
  const box = svg.getBoundingClientRect();
  return {
    x: ((event.clientX - box.left) / Math.max(1, box.width)) * size.widthUnits,
    y: ((event.clientY - box.top) / Math.max(1, box.height)) * size.heightUnits,
  };
}

/**
 * The floor plan being edited at the largest size that fits, the live heatmap over it and the editable walls and
 * APs on top; pointer events are reported in plan units.
 */
export function EditorStage(props: EditorStageProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const size = { widthUnits: props.widthUnits, heightUnits: props.heightUnits };
  const ratio = props.widthUnits / Math.max(1, props.heightUnits);

  function coordOf(event: PointerEvent<SVGSVGElement>): PlanCoord {
    return svgRef.current === null ? { x: 0, y: 0 } : planCoordOf(svgRef.current, event, size);
  }

  return (
    <Box sx={{ width: `min(100%, calc(72vh * ${ratio}))`, mx: 'auto' }}>
      <Box
        data-testid="editor-stage"
        sx={{
          position: 'relative',
          width: '100%',
          aspectRatio: `${props.widthUnits} / ${props.heightUnits}`,
          overflow: 'hidden',
          bgcolor: '#fafafa',
          border: 1,
          borderColor: 'divider',
          touchAction: 'none',
        }}
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
          ref={svgRef}
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
            cursor: props.cursor,
            overflow: 'visible',
          }}
          onPointerDown={(event) => props.onPlanPointerDown(coordOf(event), event)}
          onPointerMove={(event) => props.onPlanPointerMove(coordOf(event), event)}
          onPointerUp={(event) => props.onPlanPointerUp(coordOf(event), event)}
          onDoubleClick={props.onPlanDoubleClick}
        >
          {props.children}
        </svg>
      </Box>
    </Box>
  );
}
