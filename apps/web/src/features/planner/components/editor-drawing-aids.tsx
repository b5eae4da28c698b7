import type { PlanCoord } from '../model/design-view';

export interface EditorDrawingAidsProps {
  /** Corners placed so far of the wall or area being drawn. */
  drawing: readonly PlanCoord[];
  /** Areas close back on their first corner; walls stay open. */
  isClosedShape: boolean;
  /** The two points of a scale measurement (0–2). */
  measure: readonly PlanCoord[];
  pointer: PlanCoord | null;
  /** Where Space acts with a drawing tool (keyboard use); null when not in use. */
  keyCursor: PlanCoord | null;
  /** Marker radius in plan units. */
  radius: number;
}

const AID_COLOR = '#e65100';
const MEASURE_COLOR = '#c62828';

/** What is being drawn or measured, the rubber band to the pointer and the keyboard cursor (not interactive). */
export function EditorDrawingAids(props: EditorDrawingAidsProps) {
  const { radius, pointer, keyCursor } = props;
  const shape = pointer === null ? props.drawing : [...props.drawing, pointer];
  const [from, to] = props.measure;
  return (
    <g aria-hidden="true" pointerEvents="none">
      {props.drawing.length > 0 && shape.length > 1 && (
        <polyline
          data-testid="drawing-shape"
          points={[...shape, ...(props.isClosedShape ? shape.slice(0, 1) : [])]
            .map((point) => `${point.x},${point.y}`)
            .join(' ')}
          fill={props.isClosedShape ? AID_COLOR : 'none'}
          fillOpacity={0.12}
          stroke={AID_COLOR}
          strokeWidth={radius * 0.4}
          strokeDasharray={`${radius} ${radius * 0.6}`}
        />
      )}
      {props.drawing.map((corner, index) => (
        <circle key={index} cx={corner.x} cy={corner.y} r={radius * 0.45} fill={AID_COLOR} />
      ))}
      {from !== undefined && (
        <line
          data-testid="measure-line"
          x1={from.x}
          y1={from.y}
          x2={(to ?? pointer ?? from).x}
          y2={(to ?? pointer ?? from).y}
          stroke={MEASURE_COLOR}
          strokeWidth={radius * 0.35}
        />
      )}
      {props.measure.map((point, index) => (
        <circle
          key={index}
          cx={point.x}
          cy={point.y}
          r={radius * 0.7}
          fill="#ffffff"
          stroke={MEASURE_COLOR}
          strokeWidth={radius * 0.3}
        />
      ))}
      {keyCursor !== null && (
        <g stroke={AID_COLOR} strokeWidth={radius * 0.3}>
          <circle cx={keyCursor.x} cy={keyCursor.y} r={radius * 1.2} fill="none" />
          <path
            d={`M${keyCursor.x - radius * 2} ${keyCursor.y}h${radius * 4}M${keyCursor.x} ${keyCursor.y - radius * 2}v${radius * 4}`}
          />
        </g>
      )}
    </g>
  );
}
