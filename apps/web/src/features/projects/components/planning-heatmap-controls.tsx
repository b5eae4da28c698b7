import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ChoiceToggle } from '@/components/choice-toggle';
import { DateRangeFields } from '@/components/date-range-fields';
import type { HeatmapSettings } from './heatmap-controls';
import type { SignalPrediction } from './project-slots';

export interface PlanningHeatmapControlsProps {
  settings: HeatmapSettings;
  /** The prediction the project shows when none is chosen (a design: one floor; otherwise none). */
  defaultPrediction: SignalPrediction;
  onChange: (changes: Partial<HeatmapSettings>) => void;
}

const PREDICTION_CHOICES: readonly { value: SignalPrediction; label: string }[] = [
  { value: 'off', label: 'Measured' },
  { value: 'one-floor', label: 'One floor' },
  { value: 'multi-floor', label: 'Multi-floor' },
];

/**
 * The planning settings of a floor heatmap: one-floor or multi-floor prediction (APs on the building's other
 * floors through the floor slabs), and for a difference heatmap what it compares with.
 */
export function PlanningHeatmapControls({
  settings,
  defaultPrediction,
  onChange,
}: PlanningHeatmapControlsProps) {
  const prediction = settings.prediction ?? defaultPrediction;
  // A design has nothing measured: it offers the two predictions only.
  const choices = defaultPrediction === 'off' ? PREDICTION_CHOICES : PREDICTION_CHOICES.slice(1);
  const { compare } = settings;
  return (
    <Box
      role="group"
      aria-label="Prediction settings"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, rowGap: 1.5 }}
    >
      <ChoiceToggle
        label="Signal prediction"
        choices={choices}
        value={choices.some((choice) => choice.value === prediction) ? prediction : defaultPrediction}
        onChange={(value) => onChange({ prediction: value === defaultPrediction ? null : value })}
      />
      {settings.type === 'difference' && (
        <ChoiceToggle
          label="Compare with"
          choices={[
            { value: 'prediction', label: 'Prediction' },
            { value: 'dates', label: 'Earlier dates' },
          ]}
          value={compare.kind}
          onChange={(kind) =>
            onChange({
              compare: kind === 'prediction' ? { kind } : { kind, startDate: null, endDate: null },
            })
          }
        />
      )}
      {settings.type === 'difference' && compare.kind === 'dates' && (
        <DateRangeFields
          startDate={compare.startDate ?? ''}
          endDate={compare.endDate ?? ''}
          startLabel="Compare from"
          endLabel="Compare to"
          onChange={(startDate, endDate) =>
            onChange({
              compare: {
                kind: 'dates',
                startDate: startDate === '' ? null : startDate,
                endDate: endDate === '' ? null : endDate,
              },
            })
          }
        />
      )}
      {settings.type === 'difference' && compare.kind === 'dates' && (
        <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
          The surveys started in these dates are the baseline; the map shows how every later survey of the
          floor differs from them.
        </Typography>
      )}
    </Box>
  );
}
