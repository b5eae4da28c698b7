import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export interface DateRangeFieldsProps {
  /** `YYYY-MM-DD` values shown in the fields. */
  startDate: string;
  endDate: string;
  /** Bounds of the pickers, `YYYY-MM-DD`. */
  min?: string;
  max?: string;
  onChange: (startDate: string, endDate: string) => void;
  startLabel?: string;
  endLabel?: string;
}

/** Two labelled native date fields (keyboard friendly everywhere); the end never moves before the start. */
export function DateRangeFields(props: DateRangeFieldsProps) {
  const { startDate, endDate, min, max, onChange, startLabel = 'From', endLabel = 'To' } = props;
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        type="date"
        size="small"
        label={startLabel}
        value={startDate}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next, endDate !== '' && next !== '' && next > endDate ? next : endDate);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max: endDate || max } }}
        sx={{ width: 160 }}
      />
      <TextField
        type="date"
        size="small"
        label={endLabel}
        value={endDate}
        onChange={(event) => {
          const next = event.target.value;
          onChange(startDate !== '' && next !== '' && next < startDate ? next : startDate, next);
        }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || min, max } }}
        sx={{ width: 160 }}
      />
    </Box>
  );
}
