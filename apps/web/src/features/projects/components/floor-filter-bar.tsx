import Alert from '@mui/material/Alert';
import { DEFAULT_BAND, FREQUENCY_BANDS, FREQUENCY_BAND_LABELS } from '@airlens/domain';
import { FilterBar } from '@/components/filter-bar';
import { useConfig } from '@/lib/config';
import { useProjectSurveyDateRange } from '../api/get-survey-date-range';
import { useProjectFilters } from '../hooks/use-project-filters';

export interface FloorFilterBarProps {
  projectId: string;
}

/** The floor page's own band and date filters, in the URL under the dashboard's names (band, from, to). */
export function FloorFilterBar({ projectId }: FloorFilterBarProps) {
  const config = useConfig();
  const [filters, update] = useProjectFilters();
  const range = useProjectSurveyDateRange(projectId);
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
        startDate={filters.startDate ?? range.data?.startDate ?? ''}
        endDate={filters.endDate ?? range.data?.endDate ?? ''}
        minDate={range.data?.startDate ?? undefined}
        maxDate={range.data?.endDate ?? undefined}
        onDateRangeChange={(from, to) => update({ from, to })}
        isDateRangeChosen={filters.startDate !== null || filters.endDate !== null}
        resetDateRangeText="All survey dates"
      />
      {range.error !== null && <Alert severity="warning">{range.error.message}</Alert>}
    </>
  );
}
