import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { ChoiceToggle } from './choice-toggle';
import type { Choice } from './choice-toggle';
import { DateRangeFields } from './date-range-fields';

export interface FilterSelect<T extends string> {
  label: string;
  choices: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}

export interface FilterBarProps<B extends string, C extends string> {
  /** A segmented control (e.g. the frequency band). */
  toggle: { label: string; choices: readonly Choice<B>[]; value: B; onChange: (value: B) => void };
  /** An optional drop-down (e.g. the criterion). */
  select?: FilterSelect<C>;
  /** Shown dates, `YYYY-MM-DD`. */
  startDate: string;
  endDate: string;
  minDate?: string;
  maxDate?: string;
  onDateRangeChange: (startDate: string | null, endDate: string | null) => void;
  /** Offers the reset button when the range differs from the default. */
  isDateRangeChosen: boolean;
  resetDateRangeText: string;
  /** Extra controls at the end of the bar. */
  children?: ReactNode;
}

/** The filter row of a dashboard: a segmented control, an optional drop-down and a date range. */
export function FilterBar<B extends string, C extends string>(props: FilterBarProps<B, C>) {
  const { toggle, select } = props;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Filters"
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
      <ChoiceToggle
        label={toggle.label}
        choices={toggle.choices}
        value={toggle.value}
        onChange={toggle.onChange}
      />
      {select !== undefined && (
        <TextField
          select
          size="small"
          label={select.label}
          value={select.value}
          onChange={(event) => {
            const chosen = select.choices.find((choice) => choice.value === event.target.value);
            if (chosen !== undefined) {
              select.onChange(chosen.value);
            }
          }}
          sx={{ minWidth: 220 }}
        >
          {select.choices.map((choice) => (
            <MenuItem key={choice.value} value={choice.value}>
              {choice.label}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <DateRangeFields
          startDate={props.startDate}
          endDate={props.endDate}
          min={props.minDate}
          max={props.maxDate}
          onChange={(start, end) =>
            props.onDateRangeChange(start === '' ? null : start, end === '' ? null : end)
          }
        />
        {props.isDateRangeChosen && (
          <Button size="small" onClick={() => props.onDateRangeChange(null, null)}>
            {props.resetDateRangeText}
          </Button>
        )}
      </Box>
      {props.children}
    </Paper>
  );
}
