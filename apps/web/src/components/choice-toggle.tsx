import type { ReactNode } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

export interface Choice<T extends string> {
  value: T;
  label: ReactNode;
  /** Accessible name when the label is an icon. */
  ariaLabel?: string;
}

export interface ChoiceToggleProps<T extends string> {
  /** The accessible name of the group. */
  label: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
  size?: 'small' | 'medium';
}

/** A row of exclusive toggle buttons (a segmented control); one choice is always selected. */
export function ChoiceToggle<T extends string>({
  label,
  choices,
  value,
  onChange,
  size = 'small',
}: ChoiceToggleProps<T>) {
  return (
    <ToggleButtonGroup
      exclusive
      size={size}
      value={value}
      aria-label={label}
      onChange={(_event, next: T | null) => {
        if (next !== null) {
          onChange(next);
        }
      }}
      sx={{ '& .MuiToggleButton-root': { px: 1.5, py: 0.5, whiteSpace: 'nowrap' } }}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice.value} value={choice.value} aria-label={choice.ariaLabel}>
          {choice.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
