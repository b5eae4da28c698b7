import { useState } from 'react';
import TextField from '@mui/material/TextField';

export interface NumberFieldProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  unit: string;
  /** A short note under the field while its value is valid (what the number means). */
  hint?: string;
  onCommit: (value: number) => void;
}

/** A number that applies when the field loses focus or on Enter (one command per change, not per keystroke). */
export function NumberField({ label, value, min, max, step, unit, hint, onCommit }: NumberFieldProps) {
  const [text, setText] = useState(String(value));
  const parsed = Number(text);
  const isValid = text.trim() !== '' && Number.isFinite(parsed) && parsed >= min && parsed <= max;

  function commit(): void {
    if (isValid && parsed !== value) {
      onCommit(parsed);
    }
  }

  return (
    <TextField
      size="small"
      type="number"
      label={`${label} (${unit})`}
      value={text}
      error={!isValid}
      helperText={isValid ? hint : `From ${min} to ${max} ${unit}`}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          commit();
        }
      }}
      slotProps={{ htmlInput: { min, max, step } }}
      sx={{ width: 150 }}
    />
  );
}
