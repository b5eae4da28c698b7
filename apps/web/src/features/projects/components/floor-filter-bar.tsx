import Alert from '@mui/material/Alert';
import { DEFAULT_BAND, FREQUENCY_BANDS, FREQUENCY_BAND_LABELS } from '@airlens/domain';
import { FilterBar } from '@/components/filter-bar';
import { useSurveyDateRange } from '@/components/use-survey-date-range';
import { useConfig } from '@/lib/config';
import { useProjectFilters } from '../hooks/use-project-filters';

export interface FloorFilterBarProps {
  projectId: string;
}

/** The floor page's own band and date filters, in the URL under the dashboard's names (band, from, to). */
export function FloorFilterBar({ projectId }: FloorFilterBarProps) {
  const config = useConfig();
  const [filters, update] = useProjectFilters();
  const dates = useSurveyDateRange(filters, projectId);
  return (
    <>
      <FilterBar
        toggle={{
          label: 'Frequency band',
          choices: FREQUENCY_BANDS.filter((band) => band !== 'SIX' || config.featureFlags.sixGhz).map(
            (band) => ({ value: band, label: `${FREQUENCY_BAND_LABELS[band]} GHz` }),
          ),
          value: filters.band,
          onChange: (band) => update({ band: band === DEFAULT_BAND ? null : band }),
        }}
        startDate={dates.startDate}
        endDate={dates.endDate}
        minDate={dates.minDate}
        maxDate={dates.maxDate}
        onDateRangeChange={(from, to) => update({ from, to })}
        isDateRangeChosen={dates.isDateRangeChosen}
        resetDateRangeText="All survey dates"
      />
      {dates.error !== null && <Alert severity="warning">{dates.error}</Alert>}
    </>
  );
}
