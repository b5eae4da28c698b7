import { useState } from 'react';
import type { FormEvent, KeyboardEvent, MouseEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { measureFloorScale, metres, planPoint } from '@airlens/domain';
import type { PlanPoint } from '@airlens/domain';
import { markerRadiusUnits, toFloorUnits } from './floor-geometry';
import type { FloorSize } from './floor-geometry';
import { KeyboardCursor } from './keyboard-cursor';
import { PlanLayer } from '@/components/plan-layer';

export interface FloorScaleToolProps {
  floorName: string;
  size: FloorSize;
  /** The plan image; null while it loads or when there is none. */
  imageUrl: string | null;
  isSaving: boolean;
  /** Why the last save failed, from the server. */
  error: string | null;
  onSave: (metersPerUnit: number) => void;
  onCancel: () => void;
}

/** Share of the plan one arrow key press moves the crosshair (a tenth of it with Shift). */
const KEY_STEP = 0.01;

function oneDecimal(value: number): string {
  return value.toLocaleString('en', { maximumFractionDigits: 1 });
}

/**
 * Sets a floor plan's scale by measuring a known distance: two points clicked on the plan (or placed with the
 * arrow keys and Enter) and the real distance between them in metres. The maths is the domain's; this draws.
 */
export function FloorScaleTool(props: FloorScaleToolProps) {
  const { floorName, size, imageUrl, isSaving, error, onSave, onCancel } = props;
  const [points, setPoints] = useState<PlanPoint[]>([]);
  const [cursor, setCursor] = useState<PlanPoint>(planPoint(size.widthUnits / 2, size.heightUnits / 2));
  const [isFocused, setIsFocused] = useState(false);
  const [distanceText, setDistanceText] = useState('');
  const [distanceError, setDistanceError] = useState<string | null>(null);
  const [pointsError, setPointsError] = useState<string | null>(null);
  const radius = markerRadiusUnits(size);
  const [first, second] = points;
  // The typed distance enters as metres here (the one place a number becomes a length in metres).
  const distanceMeters = metres(Number(distanceText.trim().replace(',', '.')));
  const preview =
    first !== undefined && second !== undefined && distanceText.trim() !== ''
      ? measureFloorScale(first, second, distanceMeters)
      : null;

  function placePoint(point: PlanPoint): void {
    setPointsError(null);
    // A third point starts a new measurement.
    setPoints((current) => (current.length >= 2 ? [point] : [...current, point]));
  }

  function handleClick(event: MouseEvent<HTMLDivElement>): void {
    const point = toFloorUnits(
      event.currentTarget.getBoundingClientRect(),
      { x: event.clientX, y: event.clientY },
      size,
    );
    setCursor(planPoint(point.x, point.y));
    placePoint(planPoint(point.x, point.y));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>): void {
    const share = event.shiftKey ? KEY_STEP / 10 : KEY_STEP;
    const step = { x: size.widthUnits * share, y: size.heightUnits * share };
    const moves: Record<string, { x: number; y: number }> = {
      ArrowLeft: { x: -step.x, y: 0 },
      ArrowRight: { x: step.x, y: 0 },
      ArrowUp: { x: 0, y: -step.y },
      ArrowDown: { x: 0, y: step.y },
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      setCursor(
        planPoint(
          Math.min(size.widthUnits, Math.max(0, cursor.x + move.x)),
          Math.min(size.heightUnits, Math.max(0, cursor.y + move.y)),
        ),
      );
      return;
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      placePoint(cursor);
    }
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (first === undefined || second === undefined) {
      setPointsError('Place two points on the plan first.');
      return;
    }
    const result = measureFloorScale(
      first,
      second,
      distanceText.trim() === '' ? metres(Number.NaN) : distanceMeters,
    );
    if (!result.ok) {
      setDistanceError(result.field === 'distanceMeters' ? result.message : null);
      setPointsError(result.field === 'points' ? result.message : null);
      return;
    }
    onSave(result.metersPerUnit);
  }

  const status =
    points.length === 0
      ? 'No point placed yet.'
      : first !== undefined && second !== undefined
        ? `Two points placed, ${oneDecimal(Math.hypot(second.x - first.x, second.y - first.y))} plan units apart.`
        : 'First point placed. Place the second one.';

  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label={`Set the scale of ${floorName}`}>
      <Typography variant="body2" sx={{ mb: 1.5 }}>
        Click two points on the plan whose real distance you know (a wall, a doorway, a corridor), then type
        that distance. With the keyboard, focus the plan, move the crosshair with the arrow keys (Shift for
        small steps) and press Enter to place each point.
      </Typography>
      <Box
        role="group"
        tabIndex={0}
        aria-label={`${floorName} floor plan: click or press Enter to place a measuring point`}
        aria-describedby="floor-scale-status"
        onClick={handleClick}
        onKeyDown={handleKeyDown}
        onFocus={() => setIsFocused(true)}
        onBlur={() => setIsFocused(false)}
        sx={{
          position: 'relative',
          width: `min(100%, calc(55vh * ${size.widthUnits / Math.max(1, size.heightUnits)}))`,
          aspectRatio: `${size.widthUnits} / ${size.heightUnits}`,
          mx: 'auto',
          bgcolor: '#fafafa',
          border: 1,
          borderColor: 'divider',
          cursor: 'crosshair',
          outline: 'none',
          '&:focus-visible': { boxShadow: (theme) => `0 0 0 3px ${theme.palette.primary.main}` },
        }}
      >
        {imageUrl !== null && (
          <Box
            component="img"
            src={imageUrl}
            alt={`${floorName} floor plan`}
            draggable={false}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', userSelect: 'none' }}
          />
        )}
        <PlanLayer aria-hidden="true" size={size}>
          {first !== undefined && second !== undefined && (
            <line
              data-testid="scale-line"
              x1={first.x}
              y1={first.y}
              x2={second.x}
              y2={second.y}
              stroke="#c62828"
              strokeWidth={radius * 0.4}
            />
          )}
          {points.map((point, index) => (
            <circle
              key={index}
              data-testid="scale-point"
              cx={point.x}
              cy={point.y}
              r={radius}
              fill="#ffffff"
              stroke="#c62828"
              strokeWidth={radius * 0.35}
            />
          ))}
          {isFocused && <KeyboardCursor x={cursor.x} y={cursor.y} radius={radius} />}
        </PlanLayer>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        <Typography id="floor-scale-status" variant="body2" role="status" sx={{ flexGrow: 1 }}>
          {status}
        </Typography>
        <Button size="small" disabled={points.length === 0} onClick={() => setPoints([])}>
          Start over
        </Button>
      </Box>
      {pointsError !== null && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {pointsError}
        </Alert>
      )}
      <TextField
        label="Real distance (m)"
        value={distanceText}
        onChange={(event) => {
          setDistanceText(event.target.value);
          setDistanceError(null);
        }}
        error={distanceError !== null}
        helperText={
          distanceError ??
          (preview?.ok === true
            ? `1 m is ${oneDecimal(1 / preview.metersPerUnit)} plan units: the plan is ${oneDecimal(size.widthUnits * preview.metersPerUnit)} m × ${oneDecimal(size.heightUnits * preview.metersPerUnit)} m.`
            : 'The distance between the two points, in metres.')
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        size="small"
        fullWidth
        sx={{ mt: 2 }}
      />
      {error !== null && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {error}
        </Alert>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
        <Button color="inherit" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={isSaving}>
          {isSaving ? 'Saving…' : 'Save scale'}
        </Button>
      </Box>
    </Box>
  );
}
