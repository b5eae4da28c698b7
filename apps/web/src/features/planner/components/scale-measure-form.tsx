import { useState } from 'react';
import type { FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { measureFloorScale, metres, planPoint } from '@airlens/domain';
import type { PlanCoord } from '../model/design-view';

export interface ScaleMeasureFormProps {
  /** The measured points placed so far (0–2). */
  points: readonly PlanCoord[];
  widthUnits: number;
  heightUnits: number;
  onSetScale: (metersPerUnit: number) => void;
}

function oneDecimal(value: number): string {
  return value.toLocaleString('en', { maximumFractionDigits: 1 });
}

/**
 * The scale tool's instructions and the known distance: with two points on the plan and their real distance in
 * metres the floor's scale is set (the domain's measurement, as on the floor view's scale tool).
 */
export function ScaleMeasureForm({ points, widthUnits, heightUnits, onSetScale }: ScaleMeasureFormProps) {
  const [distanceText, setDistanceText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [first, second] = points;
  const distance = metres(Number(distanceText.trim().replace(',', '.')));
  const preview =
    first !== undefined && second !== undefined && distanceText.trim() !== ''
      ? measureFloorScale(planPoint(first.x, first.y), planPoint(second.x, second.y), distance)
      : null;

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (first === undefined || second === undefined) {
      setError('Place two points on the plan first.');
      return;
    }
    const result = measureFloorScale(
      planPoint(first.x, first.y),
      planPoint(second.x, second.y),
      distanceText.trim() === '' ? metres(Number.NaN) : distance,
    );
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setError(null);
    onSetScale(result.metersPerUnit);
  }

  const status =
    points.length === 0
      ? 'Click two points whose real distance you know (with the keyboard: arrows move the cursor, Space places a point).'
      : second === undefined
        ? 'First point placed. Place the second one.'
        : 'Two points placed. Type their real distance.';
  return (
    <Box component="form" noValidate onSubmit={handleSubmit} aria-label="Measure the floor's scale">
      <Alert severity="info" role="status">
        {status}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1, flexWrap: 'wrap' }}>
        <TextField
          label="Real distance (m)"
          size="small"
          value={distanceText}
          onChange={(event) => {
            setDistanceText(event.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={
            error ??
            (preview?.ok === true
              ? `The plan becomes ${oneDecimal(widthUnits * preview.metersPerUnit)} m × ${oneDecimal(heightUnits * preview.metersPerUnit)} m.`
              : ' ')
          }
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <Button type="submit" variant="contained" size="small" sx={{ mt: 0.5 }}>
          Set scale
        </Button>
      </Box>
    </Box>
  );
}
